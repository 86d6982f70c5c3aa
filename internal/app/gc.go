package app

import "runtime/debug"

// DaemonGCPercent is the garbage collector's target the daemon runs with
// when GOGC is not set: the heap may grow to five times what survives a
// collection before the next one (Go's default lets it double). The
// 06:00 rollover allocates a few dozen KB per expedition and keeps little
// of it, so collecting a quarter as often saves about a tenth of its CPU
// time, for a heap of tens of MB more.
const DaemonGCPercent = 400

// DaemonMemoryLimit is the soft memory limit in bytes the daemon runs
// with when GOMEMLIMIT is not set: past it the collector runs as often as
// it must, whatever DaemonGCPercent allows, so the larger target never
// takes the process past it for garbage.
const DaemonMemoryLimit = 512 << 20

// TuneGC sets the daemon's collector settings, DaemonGCPercent and
// DaemonMemoryLimit, each unless the environment (getenv) sets its own
// GOGC or GOMEMLIMIT, which the Go runtime has already applied. It
// returns a function that puts back the settings it changed (tests).
func TuneGC(getenv func(string) (string, bool)) (restore func()) {
	percent, limit := -2, int64(-1)
	if _, set := getenv("GOGC"); !set {
		percent = debug.SetGCPercent(DaemonGCPercent)
	}
	if _, set := getenv("GOMEMLIMIT"); !set {
		limit = debug.SetMemoryLimit(DaemonMemoryLimit)
	}
	return func() {
		if percent != -2 {
			debug.SetGCPercent(percent)
		}
		if limit >= 0 {
			debug.SetMemoryLimit(limit)
		}
	}
}

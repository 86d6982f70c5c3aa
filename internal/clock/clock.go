// Package clock gives the bot its notion of "now": the real clock, a fake
// clock for tests and the console, and the dev clock an operator can move
// forward. Engine packages never read a clock; the I/O
// layers read one and pass the time in.
package clock

import (
	"sync"
	"time"
)

// Clock tells the current time.
type Clock interface {
	Now() time.Time
}

// Real is the wall clock, in UTC.
type Real struct{}

// Now returns the wall-clock time in UTC.
func (Real) Now() time.Time { return time.Now().UTC() }

// Fake is a clock that stands still until it is set or advanced. It is safe
// for concurrent use. Tests and the console transport use it.
type Fake struct {
	mu sync.Mutex
	t  time.Time
}

// NewFake returns a fake clock showing t (converted to UTC).
func NewFake(t time.Time) *Fake { return &Fake{t: t.UTC()} }

// Now returns the time the clock shows.
func (f *Fake) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

// Advance moves the clock forward by d (a negative d moves it back) and
// returns the new time.
func (f *Fake) Advance(d time.Duration) time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.t = f.t.Add(d)
	return f.t
}

// Set shows t from now on.
func (f *Fake) Set(t time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.t = t.UTC()
}

// Dev is the operator's development clock (GOGOBEE_DEV_CLOCK=1): the time of
// an underlying clock plus an offset that only moves forward by command
// (`!admin clock +24h`). The offset is persisted by the caller so a restart
// keeps the game's time.
type Dev struct {
	mu     sync.Mutex
	base   Clock
	offset time.Duration
}

// NewDev returns a dev clock over base, already offset by offset.
func NewDev(base Clock, offset time.Duration) *Dev { return &Dev{base: base, offset: offset} }

// Now returns the base time plus the offset.
func (d *Dev) Now() time.Time {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.base.Now().Add(d.offset)
}

// Offset returns the current offset from the base clock.
func (d *Dev) Offset() time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.offset
}

// Advance moves the clock forward by by (which must be positive; time never
// runs backwards for the game) and returns the new offset.
func (d *Dev) Advance(by time.Duration) time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	if by > 0 {
		d.offset += by
	}
	return d.offset
}

// SetTo moves the clock to t if t is later than now, and returns the new
// offset. An earlier t leaves the clock where it is.
func (d *Dev) SetTo(t time.Time) time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	now := d.base.Now().Add(d.offset)
	if t.After(now) {
		d.offset += t.Sub(now)
	}
	return d.offset
}

// Advancer is a clock an operator or a script may move forward.
type Advancer interface {
	Clock
	// MoveForward advances the clock by d (> 0) and returns the new time.
	MoveForward(d time.Duration) time.Time
	// MoveTo sets the clock to t when t is later than now, and returns the new time.
	MoveTo(t time.Time) time.Time
}

// MoveForward implements Advancer for the fake clock.
func (f *Fake) MoveForward(d time.Duration) time.Time {
	if d <= 0 {
		return f.Now()
	}
	return f.Advance(d)
}

// MoveTo implements Advancer for the fake clock; it never moves backwards.
func (f *Fake) MoveTo(t time.Time) time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	if t.After(f.t) {
		f.t = t.UTC()
	}
	return f.t
}

// MoveForward implements Advancer for the dev clock.
func (d *Dev) MoveForward(by time.Duration) time.Time {
	d.Advance(by)
	return d.Now()
}

// MoveTo implements Advancer for the dev clock.
func (d *Dev) MoveTo(t time.Time) time.Time {
	d.SetTo(t)
	return d.Now()
}

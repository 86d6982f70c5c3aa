package main

import (
	"errors"
	"flag"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/transport/matrix"
)

// Exit statuses of the gogobee command.
const (
	exitOK    = 0
	exitError = 1 // anything else; a restart may help
	exitUsage = 2 // bad flags; the flag package printed why
	// exitConfig (sysexits' EX_CONFIG) is an error no restart can mend: the
	// settings are wrong (the homeserver refuses the credentials), or the
	// database was written by a newer GogoBee.
	// deploy/gogobee.service names it in RestartPreventExitStatus=, so
	// systemd stops instead of retrying every few seconds for ever.
	exitConfig = 78
)

// errConfig marks an error in the operator's settings that the config
// package cannot see on its own (where files land, what folders allow).
var errConfig = errors.New("configuration problem")

// exitStatus is the exit status main ends with after run returned err.
func exitStatus(err error) int {
	var verr *config.ValidationError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.Is(err, errFlagsShown):
		return exitUsage
	case errors.As(err, &verr), errors.Is(err, errConfig), errors.Is(err, app.ErrBackupDir),
		errors.Is(err, store.ErrDatabaseTooNew), errors.Is(err, matrix.ErrCredentials):
		return exitConfig
	}
	return exitError
}

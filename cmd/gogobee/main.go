// Command gogobee is the GogoBee Expeditions daemon.
//
//	gogobee [run]        run the bot (Matrix when GOGOBEE_HOMESERVER is set, else the local console)
//	gogobee console ...  play locally: --user @you:server [--db FILE] [--seed N] [--now RFC3339] [--pictures DIR]
//	gogobee migrate      apply pending database migrations and exit
//	gogobee backup DEST  write a consistent copy of the database, safe while the bot runs
//	gogobee restore SRC  replace the database with a backup (the bot must be stopped)
//	gogobee import-original --from FILE  bring the original GogoBee's characters and zone runs in (the bot must be stopped)
//	gogobee copy-db --from FILE --to postgres://...  copy a SQLite database into an empty Postgres one (the bot must be stopped)
//	gogobee healthcheck  ask the running bot's /readyz (exit 0 when ready), for containers
//	gogobee version      print the build and schema versions
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	_ "time/tzdata" // IANA zones on machines without a zoneinfo database

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/config"
)

// Version is the build version, set with -ldflags "-X main.Version=...".
var Version = "dev"

func main() {
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	err := run(ctx, os.Args[1:])
	code := exitStatus(err)
	// -h prints the usage and flag errors say what was wrong themselves.
	if code != exitOK && code != exitUsage {
		fmt.Fprintln(os.Stderr, "gogobee:", err)
	}
	cancel()
	os.Exit(code)
}

func run(ctx context.Context, args []string) error {
	sub := "run"
	if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		sub = "help"
	} else if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		sub, args = args[0], args[1:]
	}
	if sub == "help" {
		fmt.Print(usage)
		return nil
	}
	var names []string
	for _, c := range subcommands {
		if c.name == sub {
			return c.run(ctx, flag.NewFlagSet(c.name, flag.ContinueOnError), args)
		}
		names = append(names, c.name)
	}
	return fmt.Errorf("unknown subcommand %q (try: %s)", sub, strings.Join(names, ", "))
}

// subcommands are the daemon's subcommands in the order usage lists them,
// each with what runs it on the arguments after its name, given a flag set
// named after it for the flags it reads.
var subcommands = []struct {
	name string
	run  func(ctx context.Context, fs *flag.FlagSet, args []string) error
}{
	{"run", runDaemon},
	{"console", runConsole},
	{"migrate", runMigrate},
	{"backup", runBackup},
	{"restore", runRestore},
	{"import-original", runImportOriginal},
	{"copy-db", runCopyDB},
	{"healthcheck", runHealthcheck},
	{"version", runVersion},
	{"commands", runCommands},
}

// runCommands is `gogobee commands`: the command reference the README
// embeds.
func runCommands(ctx context.Context, _ *flag.FlagSet, _ []string) error {
	ref, err := app.CommandReference(ctx)
	if err != nil {
		return err
	}
	fmt.Print(ref)
	return nil
}

// errFlagsShown marks a flag error the flag package has already printed
// (with the subcommand's usage), so main does not print it again.
var errFlagsShown = errors.New("bad flags")

// parseFlags parses a subcommand's flags; a bad flag comes back as
// errFlagsShown, -h as flag.ErrHelp.
func parseFlags(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		return fmt.Errorf("%w: %w", errFlagsShown, err)
	}
	return err
}

// usage is `gogobee --help`.
const usage = `usage: gogobee [subcommand] [flags]
  run                          run the bot (Matrix when GOGOBEE_HOMESERVER is set, else the local console); the default
  console --user @you:server [--db FILE] [--seed N] [--now RFC3339] [--pictures DIR]
                               play locally
  migrate [--db FILE]          apply pending database migrations and exit
  backup [--db FILE] DEST      write a consistent copy of the database, safe while the bot runs
  restore [--db FILE] SRC      replace the database with a backup (stop the bot first)
  import-original --from FILE [--db FILE]
                               bring the original GogoBee's characters and zone runs into the database (stop the bot first)
  copy-db --from FILE --to postgres://user:password@host/db
                               copy every table of a SQLite database into an empty Postgres one and check the counts (stop the bot first)
  healthcheck [--live] [--addr host:port]
                               ask the running bot's /readyz (/healthz with --live); exit 0 when it answers 200
  version [--db FILE]          print the build and schema versions
  commands                     print the command reference
Settings are GOGOBEE_* environment variables (or a .env file); see README.md and docs/operations.md.
`

func loadConfig() (*config.Config, error) {
	if err := config.LoadDotEnv(); err != nil {
		return nil, fmt.Errorf("reading .env: %w", err)
	}
	cfg, err := config.Load(os.LookupEnv)
	if err != nil {
		return nil, err
	}
	return &cfg, nil
}

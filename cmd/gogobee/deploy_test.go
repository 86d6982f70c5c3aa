package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/testutil/container"
)

// The systemd unit keeps its hardening, and passes systemd-analyze verify
// (with ExecStart pointed at an executable that exists here) wherever the
// tool is installed, as it is on this project's machines.
func TestSystemdUnitVerifiesAndIsHardened(t *testing.T) {
	src, err := os.ReadFile("../../deploy/gogobee.service")
	require.NoError(t, err)
	unit := string(src)
	for _, want := range []string{"User=gogobee", "NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes",
		"PrivateTmp=yes", "CapabilityBoundingSet=\n", "StateDirectory=gogobee", "UMask=0077",
		"SystemCallFilter=@system-service", "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX",
		"ExecStart=/usr/local/bin/gogobee run", "KillSignal=SIGTERM",
		fmt.Sprintf("RestartPreventExitStatus=%d\n", exitConfig), "StartLimitIntervalSec=", "StartLimitBurst="} {
		assert.Contains(t, unit, want)
	}
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		// The directives above are checked everywhere; the full verification
		// needs systemd's tool, which this project cannot install itself.
		t.Log("systemd-analyze is not installed: only the directives were checked")
		return
	}
	self, err := os.Executable()
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "gogobee.service")
	require.NoError(t, os.WriteFile(path, []byte(strings.ReplaceAll(unit, "/usr/local/bin/gogobee", self)), 0o600))
	out, err := exec.Command(analyze, "verify", path).CombinedOutput()
	assert.NoError(t, err, "systemd-analyze verify:\n%s", out)
}

// The image runs the binary the Makefile builds (pure Go, goolm), as a
// non-root user, with the database on the volume and a health check that
// needs no shell.
func TestDockerfileBuildsTheStaticBinaryAndRunsUnprivileged(t *testing.T) {
	src, err := os.ReadFile("../../Dockerfile")
	require.NoError(t, err)
	df := string(src)
	assert.Regexp(t, `CGO_ENABLED=0 go build -trimpath -tags goolm`, df)
	assert.Regexp(t, `(?m)^USER 65532:65532$`, df)
	assert.Regexp(t, `(?m)^VOLUME \["/data"\]$`, df)
	assert.Regexp(t, `GOGOBEE_DB=/data/gogobee\.db`, df)
	assert.Regexp(t, `(?m)CMD \["/usr/local/bin/gogobee", "healthcheck"\]`, df)
	from := regexp.MustCompile(`(?m)^FROM golang:(\d+\.\d+)`).FindStringSubmatch(df)
	require.NotNil(t, from)
	mod, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	goLine := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindStringSubmatch(string(mod))
	require.NotNil(t, goLine)
	assert.Equal(t, goLine[1], from[1], "the build image's Go matches go.mod")
}

// unitHeaderCommands are the install commands in the unit file's header.
func unitHeaderCommands(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("../../deploy/gogobee.service")
	require.NoError(t, err)
	var cmds []string
	for _, line := range strings.Split(string(src), "\n") {
		if c, ok := strings.CutPrefix(line, "#   sudo "); ok {
			cmds = append(cmds, c)
		}
	}
	require.NotEmpty(t, cmds)
	return cmds
}

// The unit's install commands work on a fresh machine: /etc/gogobee is
// made before the env file is installed into it, and the env file is
// root's, readable by the bot's group but not writable by the bot.
func TestSystemdInstallStepsCreateTheFolderAndProtectTheEnvFile(t *testing.T) {
	cmds := unitHeaderCommands(t)
	mkdir, env := -1, -1
	for i, c := range cmds {
		switch {
		case strings.HasPrefix(c, "install -d ") && strings.HasSuffix(c, " /etc/gogobee"):
			mkdir = i
			assert.Contains(t, c, "-o root -g gogobee", c)
		case strings.HasSuffix(c, " /etc/gogobee/gogobee.env"):
			env = i
			assert.Regexp(t, `^install -m 0640 -o root -g gogobee \.env /etc/gogobee/gogobee\.env$`, c)
		}
	}
	require.GreaterOrEqual(t, mkdir, 0, "no command creates /etc/gogobee")
	require.GreaterOrEqual(t, env, 0, "no command installs the env file")
	assert.Less(t, mkdir, env, "/etc/gogobee exists before the env file goes in")
	assert.Contains(t, strings.Join(cmds, "\n"), "systemctl daemon-reload")
}

// systemd reads EnvironmentFile= over Environment= (the file wins), so an
// env file made from .env.example keeps the unit's database path (its
// lines have no quotes, so systemd reads them as docker's --env-file does).
func TestTheSystemdUnitKeepsItsDatabasePathWithTheExampleEnvFile(t *testing.T) {
	src, err := os.ReadFile("../../deploy/gogobee.service")
	require.NoError(t, err)
	env := map[string]string{}
	for _, line := range strings.Split(string(src), "\n") {
		if kv, ok := strings.CutPrefix(line, "Environment="); ok {
			k, v, _ := strings.Cut(kv, "=")
			env[k] = v
		}
	}
	require.Equal(t, "/var/lib/gogobee/gogobee.db", env["GOGOBEE_DB"])
	for k, v := range container.ReadEnvFile(operatorsEnvFile(t)) {
		env[k] = v
	}
	assert.Equal(t, "/var/lib/gogobee/gogobee.db", env["GOGOBEE_DB"])
}

// The unit's Documentation= names a file its install commands install, and
// the backup folder it grants with ReadWritePaths= is made by them, after
// the bot's user exists and owned by it: systemd fails a unit whose
// ReadWritePaths= folder is missing (226/NAMESPACE), and the bot refuses a
// backup folder it cannot write (exit status 78).
func TestSystemdInstallStepsMakeTheDocumentationAndTheBackupFolder(t *testing.T) {
	src, err := os.ReadFile("../../deploy/gogobee.service")
	require.NoError(t, err)
	unit := string(src)
	cmds := unitHeaderCommands(t)
	doc := regexp.MustCompile(`(?m)^Documentation=file://(\S+)$`).FindStringSubmatch(unit)
	require.NotNil(t, doc, "the unit names its documentation")
	rw := regexp.MustCompile(`(?m)^#?ReadWritePaths=(\S+)$`).FindStringSubmatch(unit)
	require.NotNil(t, rw, "the unit shows the backup folder to grant")
	user, docStep, dirStep := -1, -1, -1
	for i, c := range cmds {
		switch {
		case strings.HasPrefix(c, "useradd "):
			user = i
		case strings.HasPrefix(c, "install ") && strings.HasSuffix(c, " "+doc[1]):
			docStep = i
			assert.Regexp(t, `^install -D -m 0644 docs/operations\.md `, c)
			_, err := os.Stat("../../docs/operations.md")
			assert.NoError(t, err, "the installed documentation is in the checkout")
		case strings.HasPrefix(c, "install -d ") && strings.HasSuffix(c, " "+rw[1]):
			dirStep = i
			assert.Contains(t, c, "-o gogobee -g gogobee", c)
			assert.Contains(t, c, "-m 0700", c)
		}
	}
	assert.GreaterOrEqual(t, docStep, 0, "no command installs %s", doc[1])
	require.GreaterOrEqual(t, dirStep, 0, "no command creates %s", rw[1])
	assert.Less(t, user, dirStep, "the bot's user exists before its backup folder is given to it")
}

// The compose file's Postgres variant hands the bot a database it accepts:
// a Postgres URL of the server's own user, password and database, made
// with the C locale, and no nightly SQLite backups; the bot's settings
// load with it.
func TestComposePostgresVariantMatchesItsServer(t *testing.T) {
	src, err := os.ReadFile("../../docker-compose.postgres.yml")
	require.NoError(t, err)
	var compose struct {
		Services map[string]struct {
			Environment map[string]string `yaml:"environment"`
		} `yaml:"services"`
	}
	require.NoError(t, yaml.Unmarshal(src, &compose))
	pg, bot := compose.Services["postgres"].Environment, compose.Services["gogobee"].Environment
	want := fmt.Sprintf("postgres://%s:%s@postgres:5432/%s?sslmode=disable", pg["POSTGRES_USER"], pg["POSTGRES_PASSWORD"], pg["POSTGRES_DB"])
	assert.Equal(t, want, bot["GOGOBEE_DB"])
	assert.Contains(t, pg["POSTGRES_INITDB_ARGS"], "--locale=C")
	assert.Empty(t, bot["GOGOBEE_BACKUP_DIR"])
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := bot[k]; return v, ok })
	require.NoError(t, err)
	assert.True(t, config.IsPostgres(cfg.DBPath))
}

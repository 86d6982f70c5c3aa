package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// runAsMainVar makes the test binary behave as the gogobee command, so
// tests can start it as a process with an environment of their own.
const runAsMainVar = "GOGOBEE_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runAsMainVar) == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// gogobeeProc runs the gogobee command (this test binary as main) in the
// working folder dir with exactly env (nothing from the test's own
// environment) and stdin ("" is /dev/null), and returns what it printed (stdout and stderr)
// and its exit status.
func gogobeeProc(t *testing.T, dir string, env []string, stdin string, args ...string) (string, int) {
	t.Helper()
	self, err := os.Executable()
	require.NoError(t, err)
	cmd := exec.Command(self, args...)
	cmd.Dir = dir
	cmd.Env = append([]string{runAsMainVar + "=1"}, env...)
	if stdin != "" { // else /dev/null, as under systemd
		cmd.Stdin = strings.NewReader(stdin)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), 0
}

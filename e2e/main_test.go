//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// botBinary is the gogobee binary built once for the whole run.
var botBinary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "gogobee-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		botBinary = filepath.Join(dir, "gogobee")
		root, err := filepath.Abs("..")
		if err != nil {
			fmt.Fprintln(os.Stderr, "e2e:", err)
			return 1
		}
		build := exec.Command("go", "build", "-tags", "goolm", "-o", botBinary, "./cmd/gogobee")
		build.Dir = root
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "e2e: building gogobee: %v\n%s", err, out)
			return 1
		}
		return m.Run()
	}()
	os.Exit(code)
}

package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/joho/godotenv"
)

// LoadDotEnv reads KEY=value lines from the .env file beside the running
// binary, then from the working directory, into the process environment.
// Variables already set in the environment win. A missing file is not an
// error; a malformed one is.
func LoadDotEnv() error {
	var paths []string
	if exe, err := os.Executable(); err == nil {
		paths = append(paths, filepath.Join(filepath.Dir(exe), ".env"))
	}
	paths = append(paths, ".env")
	seen := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			abs = p // no working directory to resolve against: compare as written
		}
		if seen[abs] {
			continue
		}
		seen[abs] = true
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := godotenv.Load(p); err != nil {
			return err
		}
	}
	return nil
}

package container

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestImageEnvReadsTheFinalStage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "Dockerfile")
	require.NoError(t, os.WriteFile(path, []byte("FROM a AS build\nENV BUILD=1\nFROM b\nENV A=/data/x \\\n    B=:1\nENV C=3\n"), 0o600))
	env, err := ImageEnv(path)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"A": "/data/x", "B": ":1", "C": "3"}, env)
}

func TestReadEnvFileAsDockerDoes(t *testing.T) {
	env := ReadEnvFile("# comment\n  #indented comment\n\nA=1\nEMPTY=\nQUOTED=\"x\"\nBARE\n  LEFT=trimmed \n")
	assert.Equal(t, map[string]string{"A": "1", "EMPTY": "", "QUOTED": `"x"`, "LEFT": "trimmed "}, env)
}

func TestEnvOverlaysTheFileAndMapsTheVolume(t *testing.T) {
	got := Env(map[string]string{"DB": "/data/g.db", "VOL": "/data", "ADDR": ":9464"},
		map[string]string{"ADDR": "", "OTHER": "/database"}, "/data", "/tmp/v")
	assert.Equal(t, []string{"ADDR=", "DB=/tmp/v/g.db", "OTHER=/database", "VOL=/tmp/v"}, got)
}

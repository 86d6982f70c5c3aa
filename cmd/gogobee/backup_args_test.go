package main

import (
	"flag"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseOneFileTakesFlagsOnEitherSide(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantFile string
		wantDB   string
		wantErr  bool
	}{
		{"flag first", []string{"--db", "a.db", "out.db"}, "out.db", "a.db", false},
		{"flag after the file", []string{"out.db", "--db", "a.db"}, "out.db", "a.db", false},
		{"no flag", []string{"out.db"}, "out.db", "", false},
		{"two files", []string{"out.db", "--db", "a.db", "more.db"}, "", "", true},
		{"no file", []string{"--db", "a.db"}, "", "", true},
		{"empty file", []string{""}, "", "", true},
		{"unknown flag after the file", []string{"out.db", "--bogus"}, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet("backup", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			db := fs.String("db", "", "")
			got, err := parseOneFile(fs, tt.args, "DEST")
			if tt.wantErr {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.wantFile, got)
			assert.Equal(t, tt.wantDB, *db)
		})
	}
}

package app

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/testutil/dbtemplate"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

var update = flag.Bool("update", false, "rewrite the golden console transcripts")

// script is one scripted console session: testdata/console/NAME.script
// holds the input (header lines "#! user=@a:b seed=7 now=RFC3339" set the
// options; other lines starting with "# " are comments) and NAME.golden the
// exact output.
type script struct {
	opts  ConsoleOptions
	input string
}

func loadScript(t *testing.T, path string) script {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	s := script{opts: ConsoleOptions{User: "@you:localhost", Seed: 1, Now: defaultConsoleStart}}
	var in []string
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(line, "#!"):
			for _, f := range strings.Fields(line[2:]) {
				k, v, _ := strings.Cut(f, "=")
				switch k {
				case "user":
					s.opts.User = id.UserID(v)
				case "seed":
					n, err := strconv.ParseUint(v, 10, 64)
					require.NoError(t, err)
					s.opts.Seed = n
				case "now":
					tm, err := time.Parse(time.RFC3339, v)
					require.NoError(t, err)
					s.opts.Now = tm
				default:
					t.Fatalf("%s: unknown script option %q", path, k)
				}
			}
		case strings.HasPrefix(line, "# "):
		default:
			in = append(in, line)
		}
	}
	s.input = strings.Join(in, "\n")
	return s
}

// playScript runs s on a fresh database and returns everything printed,
// with the database's temporary folder written as $DBDIR (the console
// saves pictures in $DBDIR/pictures, under names made from their content).
func playScript(t *testing.T, s script, env map[string]string) string {
	t.Helper()
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	require.NoError(t, err)
	dir := consoleDB(t, &cfg, "console.db")
	var out bytes.Buffer
	o := s.opts
	o.Input, o.Out, o.Log = strings.NewReader(s.input), &out, zerolog.Nop()
	require.NoError(t, PlayConsole(context.Background(), &cfg, o))
	return strings.ReplaceAll(out.String(), dir, "$DBDIR")
}

// consoleDB gives cfg a fresh database on the test run's backend
// (testdb.Path) and returns the temporary folder the console saves its
// pictures in, under pictures/: the SQLite file's folder, or on Postgres
// one made for them (GOGOBEE_PICTURES_DIR), so a transcript reads the same
// on both.
func consoleDB(t *testing.T, cfg *config.Config, name string) string {
	t.Helper()
	cfg.DBPath = testdb.Path(t, name)
	if !testdb.OnPostgres() {
		dbtemplate.Copy(t, cfg.DBPath) // a new database, migrated once for every session
		return filepath.Dir(cfg.DBPath)
	}
	dir := t.TempDir()
	cfg.PicturesDir = filepath.Join(dir, "pictures")
	return dir
}

// TestConsoleGoldenSessions plays every scripted session twice and compares
// both transcripts with the golden file: same seed, clock and input must give
// byte-identical output.
func TestConsoleGoldenSessions(t *testing.T) {
	scripts, err := filepath.Glob("testdata/console/*.script")
	require.NoError(t, err)
	require.NotEmpty(t, scripts)
	for _, path := range scripts {
		name := strings.TrimSuffix(filepath.Base(path), ".script")
		t.Run(name, func(t *testing.T) {
			s := loadScript(t, path)
			env := map[string]string{"GOGOBEE_ADMINS": "@admin:example.org"} // parties on, the default (rules §8.22)
			first := playScript(t, s, env)
			second := playScript(t, s, env)
			require.Equal(t, first, second, "two runs of the same script differ")
			golden := strings.TrimSuffix(path, ".script") + ".golden"
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(first), 0o644))
				return
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "missing golden file; run go test ./internal/app -run Golden -update")
			require.Equal(t, string(want), first)
		})
	}
}

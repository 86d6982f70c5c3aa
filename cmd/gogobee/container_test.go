package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/testutil/container"
)

// imageEnv is the ENV of the Dockerfile's final stage.
func imageEnv(t *testing.T) map[string]string {
	t.Helper()
	env, err := container.ImageEnv("../../Dockerfile")
	require.NoError(t, err)
	require.NotEmpty(t, env, "the image sets its paths with ENV")
	return env
}

// operatorsEnvFile is .env.example filled in as docs/operations.md says
// ("cp .env.example .env" and set the account), plus extra lines.
func operatorsEnvFile(t *testing.T, extra ...string) string {
	t.Helper()
	src, err := os.ReadFile("../../.env.example")
	require.NoError(t, err)
	text := strings.Replace(string(src), "\nGOGOBEE_USER_ID=@gogobee:example.org\n", "\nGOGOBEE_USER_ID=@bee:example.org\n", 1)
	return text + strings.Join(extra, "\n") + "\n"
}

// containerEnv is the environment of the bot in a container started with
// `docker run -v VOLUME:/data --env-file FILE gogobee`, the volume standing
// as the folder vol (no Docker engine runs here) and home the container's
// fresh working folder (distroless' /home/nonroot).
func containerEnv(t *testing.T, envFile, vol, home string) []string {
	t.Helper()
	return append(container.Env(imageEnv(t), container.ReadEnvFile(envFile), "/data", vol), "HOME="+home)
}

// The container flow of docs/operations.md with the shipped .env.example:
// the game lives in the volume, and a replaced container (a new process
// with a fresh working folder and the same volume) finds it there. The
// container runs Matrix mode; with no homeserver here the bot plays the
// console, which opens the database the same way.
func TestTheDocumentedContainerFlowKeepsTheGameInTheVolume(t *testing.T) {
	image := imageEnv(t)
	example := container.ReadEnvFile(operatorsEnvFile(t))
	for k := range image {
		_, set := example[k]
		assert.False(t, set, ".env.example sets %s, which would override the image's %s=%s under --env-file", k, k, image[k])
	}
	assert.Equal(t, ":9464", image["GOGOBEE_METRICS_ADDR"], "the health check asks the listener the image exposes")

	vol := t.TempDir()
	first := t.TempDir()
	envFile := operatorsEnvFile(t)
	out, code := gogobeeProc(t, first, containerEnv(t, envFile, vol, first), "!char create Ann fighter\n", "run")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "Ann** steps out of the fog")
	_, err := os.Stat(filepath.Join(vol, "gogobee.db"))
	require.NoError(t, err, "the database is in the volume")
	outside, err := os.ReadDir(first)
	require.NoError(t, err)
	assert.Empty(t, outside, "nothing is written outside the volume")

	replaced := t.TempDir()
	out, code = gogobeeProc(t, replaced, containerEnv(t, envFile, vol, replaced), "!char\n", "run")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "**Ann** — Human Fighter, level 1", "the replaced container plays on with the same game")
}

// An env file that puts the database, the backup folder or the recovery
// key file (what lets a new device sign itself after a lost database)
// outside the volume (as .env.example once did for the database, with a
// path relative to the container's working folder) stops
// the first start with a clear error and exit status 78, creating nothing.
func TestAContainerRefusesADatabaseOutsideItsVolume(t *testing.T) {
	elsewhere := filepath.Join(t.TempDir(), "gogobee.db")
	for _, line := range []string{"GOGOBEE_DB=data/gogobee.db", "GOGOBEE_DB=" + elsewhere, "GOGOBEE_BACKUP_DIR=backups",
		"GOGOBEE_RECOVERY_KEY_FILE=" + filepath.Join(filepath.Dir(elsewhere), "key.txt")} {
		vol, home := t.TempDir(), t.TempDir()
		out, code := gogobeeProc(t, home, containerEnv(t, operatorsEnvFile(t, line), vol, home), "!ping\n", "run")
		assert.Equal(t, exitConfig, code, out)
		name, _, _ := strings.Cut(line, "=")
		assert.Contains(t, out, name+"=", line)
		assert.Contains(t, out, "is outside the volume "+vol+" (GOGOBEE_VOLUME)", line)
		for _, d := range []string{vol, home, filepath.Dir(elsewhere)} {
			left, err := os.ReadDir(d)
			require.NoError(t, err)
			assert.Empty(t, left, "%s: nothing created", line)
		}
	}
}

// The container recipe for a restore (docs/operations.md): a one-off
// container on the same volume restores a backup kept in the volume, and
// the next container plays on the restored game.
func TestAOneOffContainerRestoresIntoTheVolume(t *testing.T) {
	vol, home := t.TempDir(), t.TempDir()
	envFile := operatorsEnvFile(t)
	env := containerEnv(t, envFile, vol, home)
	out, code := gogobeeProc(t, home, env, "!char create Ann fighter\n", "run")
	require.Equal(t, 0, code, out)
	out, code = gogobeeProc(t, home, env, "", "backup", filepath.Join(vol, "before.db"))
	require.Equal(t, 0, code, out)
	out, code = gogobeeProc(t, home, env, "!char create Bob wizard\n", "run")
	require.Equal(t, 0, code, out)

	oneOff := t.TempDir()
	out, code = gogobeeProc(t, oneOff, containerEnv(t, envFile, vol, oneOff), "", "restore", filepath.Join(vol, "before.db"))
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "restored "+filepath.Join(vol, "gogobee.db"))
	next := t.TempDir()
	out, code = gogobeeProc(t, next, containerEnv(t, envFile, vol, next), "!char\n", "run")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "**Ann** — Human Fighter")
}

// A database path that leaves the volume through a symbolic link inside it
// is outside the volume, and one that names a folder is a configuration
// error (78) saying so, not an "is a directory" failure (1) at open.
func TestAContainerRefusesALinkOutOfTheVolumeAndAFolderAsDatabase(t *testing.T) {
	vol, home, outside := t.TempDir(), t.TempDir(), t.TempDir()
	require.NoError(t, os.Symlink(outside, filepath.Join(vol, "out")))
	out, code := gogobeeProc(t, home, containerEnv(t, operatorsEnvFile(t, "GOGOBEE_DB=/data/out/gogobee.db"), vol, home), "!ping\n", "run")
	assert.Equal(t, exitConfig, code, out)
	assert.Contains(t, out, "is outside the volume")
	left, err := os.ReadDir(outside)
	require.NoError(t, err)
	assert.Empty(t, left, "nothing created through the link")

	require.NoError(t, os.Mkdir(filepath.Join(vol, "game"), 0o700))
	out, code = gogobeeProc(t, home, containerEnv(t, operatorsEnvFile(t, "GOGOBEE_DB=/data/game"), vol, home), "!ping\n", "run")
	assert.Equal(t, exitConfig, code, out)
	assert.Contains(t, out, "GOGOBEE_DB="+filepath.Join(vol, "game")+" is a folder; name the database file in it, such as "+filepath.Join(vol, "game", "gogobee.db"))
}

// A link in the volume to a file outside it that does not exist yet (a
// dangling link) is outside the volume too, and nothing is created through
// it (failed before: accepted, and the database made outside).
func TestAContainerRefusesADanglingLinkOutOfTheVolume(t *testing.T) {
	vol, home, outside := t.TempDir(), t.TempDir(), t.TempDir()
	require.NoError(t, os.Symlink(filepath.Join(outside, "vb.db"), filepath.Join(vol, "vb.db")))
	// t.TempDir's folders share one parent, so this relative link leads
	// out of the volume too.
	require.NoError(t, os.Symlink("../"+filepath.Base(outside)+"/rel.db", filepath.Join(vol, "rel.db")))
	for _, name := range []string{"vb.db", "rel.db"} {
		out, code := gogobeeProc(t, home, containerEnv(t, operatorsEnvFile(t, "GOGOBEE_DB=/data/"+name), vol, home), "!ping\n", "run")
		assert.Equal(t, exitConfig, code, out)
		assert.Contains(t, out, "is outside the volume", name)
	}
	left, err := os.ReadDir(outside)
	require.NoError(t, err)
	assert.Empty(t, left, "nothing created through the links")
}

// A GOGOBEE_VOLUME folder that does not exist is a mount that failed: the
// bot refuses it with status 78 and creates nothing (failed before: it
// made the folder and played there).
func TestAContainerRefusesAMissingVolume(t *testing.T) {
	vol, home := filepath.Join(t.TempDir(), "not-mounted"), t.TempDir()
	out, code := gogobeeProc(t, home, containerEnv(t, operatorsEnvFile(t), vol, home), "!ping\n", "run")
	assert.Equal(t, exitConfig, code, out)
	assert.Contains(t, out, "GOGOBEE_VOLUME="+vol+" is not a folder that exists")
	_, err := os.Stat(vol)
	assert.ErrorIs(t, err, os.ErrNotExist, "the volume is not made")
}

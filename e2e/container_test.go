//go:build e2e

package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/container"
)

// TestTheContainerFlowKeepsTheBotInItsVolume runs docs/operations.md's
// container flow on Dendrite with no Docker engine: each "container" is the
// bot's binary with the image's ENV overlaid by .env.example (filled in
// with the account, as an operator does) as `docker run --env-file` reads
// it, a fresh working folder, and the volume's /data standing as one
// folder; only the metrics port is moved off 9464, as each container has
// a network of its own. The image's health check (`gogobee healthcheck`
// with the same environment) passes, and a replaced container answers
// with the same game and the same device (its Olm keys stayed in the
// volume).
func TestTheContainerFlowKeepsTheBotInItsVolume(t *testing.T) {
	srv, botID, account := withBotAccount(t)
	alice := newPlayer(t, srv, "alice")
	example, err := os.ReadFile("../.env.example")
	require.NoError(t, err)
	envFile := strings.NewReplacer(
		"\nGOGOBEE_HOMESERVER=\n", "\nGOGOBEE_HOMESERVER="+account.Homeserver+"\n",
		"\nGOGOBEE_USER_ID=@gogobee:example.org\n", "\nGOGOBEE_USER_ID="+account.UserID+"\n",
		"\nGOGOBEE_PASSWORD=\n", "\nGOGOBEE_PASSWORD="+account.Password+"\n",
	).Replace(string(example))
	image, err := container.ImageEnv("../Dockerfile")
	require.NoError(t, err)
	require.Equal(t, ":9464", image["GOGOBEE_METRICS_ADDR"])
	vol := t.TempDir()
	metrics := freeAddr(t)

	// run starts one container and waits until its health check passes.
	run := func(what string) *botProc {
		home := t.TempDir()
		vars := container.Env(image, container.ReadEnvFile(envFile), "/data", vol)
		for i, v := range vars {
			if v == "GOGOBEE_METRICS_ADDR=:9464" {
				vars[i] = "GOGOBEE_METRICS_ADDR=" + metrics
			}
		}
		vars = append(vars, "HOME="+home, "PATH="+os.Getenv("PATH"))
		proc := startProcess(t, home, vars)
		eventually(t, 2*answerWait, what+" passes the image's health check", func() bool {
			check := exec.Command(botBinary, "healthcheck")
			check.Dir, check.Env = home, vars
			return check.Run() == nil
		})
		t.Cleanup(func() {
			left, err := os.ReadDir(home)
			assert.NoError(t, err)
			assert.Empty(t, left, "%s wrote nothing outside the volume", what)
		})
		return proc
	}
	deviceID := func() string {
		st, err := store.Open(context.Background(), filepath.Join(vol, "gogobee.db"), store.OpenOptions{NoMigrate: true})
		require.NoError(t, err, "the database is in the volume")
		defer st.Close()
		d, ok, err := st.KV.Get(context.Background(), store.KeyDeviceID)
		require.NoError(t, err)
		require.True(t, ok)
		return d
	}

	first := run("the first container")
	room := alice.createEncrypted(t, "private_chat", false, botID)
	alice.waitJoined(t, room, botID)
	command(t, alice, botID, room, "!char create Ann fighter", "Ann")
	require.NoError(t, first.stop(t, 20*time.Second))
	device := deviceID()

	replaced := run("the replaced container")
	command(t, alice, botID, room, "!char", "**Ann** — Human Fighter")
	require.NoError(t, replaced.stop(t, 20*time.Second))
	assert.Equal(t, device, deviceID(), "the same device: its keys stayed in the volume")
}

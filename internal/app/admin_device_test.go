package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// `!admin status` shows the bot's device and whether it is cross-signed,
// with the fix the transport noted when it is not.
func TestAdminStatusShowsTheDeviceAndItsCrossSigning(t *testing.T) {
	b := adminBot(t)
	b.say(t, "$1", operator, "!admin status")
	assert.Contains(t, b.last(t, "!r:example.org"), "Device: not known yet", "before the transport started")

	require.NoError(t, b.Store.KV.Set(context.Background(), store.KeyDeviceStatus,
		"NEWDEV\tNOT cross-signed, clients show it as unverified: put the bot's recovery key in /data/gogobee-recovery-key.txt "+
			"(or set GOGOBEE_RECOVERY_KEY_FILE to its file) and restart"))
	b.say(t, "$2", operator, "!admin status")
	status := b.last(t, "!r:example.org")
	assert.Contains(t, status, "Device: `NEWDEV` · NOT cross-signed")
	assert.Contains(t, status, "/data/gogobee-recovery-key.txt", "the file to put the key in")
	assert.Contains(t, status, `GOGOBEE\_RECOVERY\_KEY\_FILE`, "escaped, not read as emphasis")
}

package matrix

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// undecryptableNotices are the rooms the unreadable-message notice was sent
// to after onUndecryptable for a message of alice in each room.
func undecryptableNotices(t *testing.T, rooms ...string) []string {
	t.Helper()
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	require.NoError(t, st.Room.SetDM(context.Background(), "@alice:test", "!dm:test"))
	f.joined = map[string][]string{"!dm:test": {botID, "@alice:test"}, "!other:test": {botID, "@alice:test", "@bob:test"}}
	tr, _ := newTransport(t, f, st, "tok", func(c *Config) { c.AllowedRooms = []id.RoomID{"!game:test"} })
	require.NoError(t, tr.Login(context.Background()))
	for i, room := range rooms {
		evt := &event.Event{RoomID: id.RoomID(room), ID: id.EventID(fmt.Sprintf("$e%d", i)), Sender: "@alice:test"}
		tr.onUndecryptable(evt, errors.New("no session"))
		tr.jobs.Wait()
		// Forget the once-an-hour limit, so it cannot hide the next notice.
		require.NoError(t, st.KV.Delete(context.Background(), store.KeyUnreadablePrefix+"@alice:test"))
	}
	var out []string
	for _, s := range f.snapshot().sends {
		assert.Contains(t, s.Content["body"], "I couldn't read that message")
		out = append(out, s.Room)
	}
	return out
}

// With GOGOBEE_ALLOWED_ROOMS set, a player whose DM message cannot be
// decrypted is told so in the DM, as in an allowed room; a room that is
// neither gets nothing. Failed before: the DM got no notice.
func TestUndecryptableNoticeReachesADMOutsideTheAllowlist(t *testing.T) {
	got := undecryptableNotices(t, "!dm:test", "!game:test", "!other:test")
	assert.Equal(t, []string{"!dm:test", "!game:test"}, got)
}

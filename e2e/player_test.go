//go:build e2e

package e2e

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/crypto/cryptohelper"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// player is a human stand-in: a mautrix client that syncs in the
// background, encrypts and decrypts as Element does (its own device, keys
// in its own SQLite file), records every timeline event (decrypted; the
// gap of a limited timeline back-filled, backfill) and accepts DM invites.
type player struct {
	t      *testing.T
	cli    *mautrix.Client
	ID     id.UserID
	crypto *cryptohelper.CryptoHelper

	mu      sync.Mutex
	events  []*event.Event
	invites map[id.RoomID]*event.Event
}

func newPlayer(t *testing.T, srv *dendrite.Server, localpart string) *player {
	t.Helper()
	userID, token := srv.CreateUser(t, localpart, localpart+"-password")
	cli, err := mautrix.NewClient(srv.URL(), id.UserID(userID), token)
	require.NoError(t, err)
	cli.DefaultHTTPRetries = 2
	p := &player{t: t, cli: cli, ID: id.UserID(userID),
		invites: map[id.RoomID]*event.Event{}}
	syncer := cli.Syncer.(*mautrix.DefaultSyncer)
	syncer.OnEvent(p.record)
	p.crypto = startCrypto(t, cli)
	syncer.OnSync(p.backfill) // after the crypto machine's listener, so the sync's keys are in
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			if err := cli.SyncWithContext(ctx); err != nil && ctx.Err() == nil {
				t.Logf("player %s: sync ended: %v; restarting", userID, err)
				time.Sleep(time.Second)
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return p
}

// record keeps timeline events and joins rooms the player is invited to
// as a direct chat.
func (p *player) record(ctx context.Context, evt *event.Event) {
	src := evt.Mautrix.EventSource
	if evt.Type == event.StateMember && evt.GetStateKey() == p.ID.String() && src&event.SourceInvite != 0 {
		mem := evt.Content.AsMember()
		p.mu.Lock()
		_, seen := p.invites[evt.RoomID]
		p.invites[evt.RoomID] = evt
		p.mu.Unlock()
		if mem.Membership == event.MembershipInvite && mem.IsDirect && !seen {
			if _, err := p.cli.JoinRoomByID(ctx, evt.RoomID); err != nil {
				p.t.Logf("player %s: joining DM %s: %v", p.ID, evt.RoomID, err)
			}
		}
		return
	}
	// An encrypted event is recorded once decrypted (same event ID).
	if src&event.SourceTimeline == 0 || evt.Type == event.EventEncrypted {
		return
	}
	p.mu.Lock()
	p.events = append(p.events, evt)
	p.mu.Unlock()
}

// startCrypto gives cli end-to-end encryption as a real client has: a
// device of its own with keys in a fresh SQLite file.
func startCrypto(t *testing.T, cli *mautrix.Client) *cryptohelper.CryptoHelper {
	t.Helper()
	ctx := context.Background()
	who, err := cli.Whoami(ctx)
	require.NoError(t, err)
	cli.DeviceID = who.DeviceID
	raw, err := sql.Open("sqlite", store.DSN(filepath.Join(t.TempDir(), "player-crypto.db")))
	require.NoError(t, err)
	db, err := dbutil.NewWithDB(raw, "sqlite")
	require.NoError(t, err)
	helper, err := cryptohelper.NewCryptoHelper(cli, []byte("e2e player pickle key"), db)
	require.NoError(t, err)
	require.NoError(t, helper.Init(ctx))
	cli.Crypto = helper
	t.Cleanup(func() { _ = raw.Close() })
	return helper
}

// snapshot returns the timeline events seen so far that match keep.
func (p *player) snapshot(keep func(*event.Event) bool) []*event.Event {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []*event.Event
	seen := map[id.EventID]bool{}
	for _, e := range p.events {
		if !seen[e.ID] && keep(e) {
			out = append(out, e)
		}
		seen[e.ID] = true
	}
	return out
}

// directInvites returns the rooms from invites is_direct that from sent.
func (p *player) directInvites(from id.UserID) []id.RoomID {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []id.RoomID
	for room, evt := range p.invites {
		if evt.Sender == from && evt.Content.AsMember().IsDirect {
			out = append(out, room)
		}
	}
	return out
}

// welcomeDM waits for the one DM room bot invited the player to and its
// welcome notice, and returns both.
func (p *player) welcomeDM(t *testing.T, bot id.UserID) (id.RoomID, *event.Event) {
	t.Helper()
	var dm id.RoomID
	eventually(t, answerWait, "the welcome DM", func() bool {
		rooms := p.directInvites(bot)
		if len(rooms) != 1 {
			return false
		}
		dm = rooms[0]
		return len(p.notices(bot, dm, "TwinBee")) == 1
	})
	return dm, p.notices(bot, dm, "TwinBee")[0]
}

// say sends a plain text message and returns its event ID.
func (p *player) say(room id.RoomID, text string) id.EventID {
	p.t.Helper()
	return p.send(room, &event.MessageEventContent{MsgType: event.MsgText, Body: text})
}

// send sends content like a patient client: a server error (Dendrite can
// answer 500 for a moment after the bot was killed mid-request in the same
// room) or no answer at all (the test server's watchdog is restarting it)
// is retried with the same transaction ID, so the message is sent once.
// Dendrite keeps transaction IDs in memory only, so a retry after a restart
// is not deduplicated by the server: before each retry the player looks for
// its own echo of the transaction (sentWith) and stops there if the first
// attempt was stored after all.
func (p *player) send(room id.RoomID, content *event.MessageEventContent) id.EventID {
	p.t.Helper()
	return p.sendEvent(room, event.EventMessage, content)
}

// sendEvent is send for an event of any type.
func (p *player) sendEvent(room id.RoomID, typ event.Type, content any) id.EventID {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	txn := p.cli.TxnID()
	for attempt := 1; ; attempt++ {
		resp, err := p.cli.SendMessageEvent(ctx, room, typ, content, mautrix.ReqSendEvent{TransactionID: txn})
		var httpErr mautrix.HTTPError
		if err != nil && attempt < 20 && (!errors.As(err, &httpErr) || httpErr.Response == nil || httpErr.Response.StatusCode >= 500) {
			if evt := p.sentWith(room, txn, time.Second); evt != "" {
				p.t.Logf("player %s: transaction %s was stored before its send failed (%v); not sent again", p.ID, txn, err)
				return evt
			}
			continue
		}
		require.NoError(p.t, err)
		return resp.EventID
	}
}

// sentWith waits up to wait for the player's own event in room that its
// sync echoes with transaction ID txn (unsigned.transaction_id), and
// returns its ID, or "" when none arrived.
func (p *player) sentWith(room id.RoomID, txn string, wait time.Duration) id.EventID {
	deadline := time.Now().Add(wait)
	for {
		echo := p.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Sender == p.ID && e.Unsigned.TransactionID == txn
		})
		if len(echo) > 0 {
			return echo[0].ID
		}
		if time.Now().After(deadline) {
			return ""
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// notices returns the bot's m.notice messages in room whose body contains
// text (any text when ""), in timeline order.
func (p *player) notices(bot id.UserID, room id.RoomID, text string) []*event.Event {
	return p.snapshot(func(e *event.Event) bool { return isNotice(e, bot, room, text) })
}

// threadOf returns the thread root a message belongs to ("" for none).
func threadOf(e *event.Event) id.EventID {
	c := e.Content.AsMessage()
	if c.RelatesTo != nil && c.RelatesTo.Type == event.RelThread {
		return c.RelatesTo.EventID
	}
	return ""
}

// eventually polls cond every 100 ms until it holds or limit passes.
func eventually(t *testing.T, limit time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", limit, what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

//go:build e2e

package e2e

import (
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/dendrite"
	"github.com/gogobee/gogobee/internal/transport/matrix"
)

const (
	answerWait = 30 * time.Second // how long a command may take to be answered
	quiet      = 3 * time.Second  // how long we watch for a duplicate answer
)

// TestBotOnRealHomeserver plays the bot through a real Dendrite: it joins on
// invite, answers !ping in the room, sends the welcome DM in a DM room it
// created, survives kill -9 mid-conversation and a rejected sync position
// without answering any command twice, answers in threads, and stops
// cleanly on SIGTERM.
func TestBotOnRealHomeserver(t *testing.T) {
	srv := dendrite.Start(t)
	ctx := context.Background()
	const botPassword = "gogobee-password"
	botUser, _ := srv.CreateUser(t, "gogobee", botPassword)
	botID := id.UserID(botUser)
	alice := newPlayer(t, srv, "alice")
	bob := newPlayer(t, srv, "bob")
	dbPath := filepath.Join(t.TempDir(), "gogobee.db")
	env := botEnv{Server: srv, Homeserver: srv.URL(), UserID: botUser, Password: botPassword, DB: dbPath, Admins: alice.ID.String(),
		MetricsAddr: freeAddr(t)}
	proc := startBot(t, env)

	// pongs counts the bot's Pong notices in room, in thread root ("" for
	// the main timeline).
	var room id.RoomID
	pongs := func(root id.EventID) int {
		n := 0
		for _, e := range alice.notices(botID, room, "Pong") {
			if threadOf(e) == root {
				n++
			}
		}
		return n
	}
	// pings counts alice's !ping events in room, in thread root, as the
	// homeserver stored them: a send retried after Dendrite's restart can
	// be stored twice (its transaction IDs live in memory), and each of
	// the two is a command the bot answers.
	pings := func(root id.EventID) int {
		n := 0
		for _, e := range alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Sender == alice.ID && e.Type == event.EventMessage
		}) {
			if threadOf(e) == root && strings.HasSuffix(e.Content.AsMessage().Body, "!ping") {
				n++
			}
		}
		return n
	}
	waitPongs := func(root id.EventID, want int, why string) {
		t.Helper()
		eventually(t, answerWait, why, func() bool { return pongs(root) >= want })
		time.Sleep(quiet)
		sent := pings(root)
		require.GreaterOrEqual(t, sent, want, "%s: alice sees every !ping she sent", why)
		if sent > want {
			t.Logf("%s: the homeserver stored %d !ping for the %d sent (a send retried across its restart)", why, sent, want)
		}
		require.Equal(t, sent, pongs(root), "%s: every command answered exactly once", why)
	}

	// (1) A player creates a room and invites the bot; the bot joins.
	resp, err := alice.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{Preset: "private_chat", Name: "Expedition HQ",
		Invite: []id.UserID{botID, bob.ID}})
	require.NoError(t, err)
	room = resp.RoomID
	_, err = bob.cli.JoinRoomByID(ctx, room)
	require.NoError(t, err)
	eventually(t, answerWait, "the bot to join the room", func() bool {
		return len(alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Type == event.StateMember && e.GetStateKey() == botUser &&
				e.Content.AsMember().Membership == event.MembershipJoin
		})) > 0
	})

	// (2) !ping is answered in the room with an m.notice.
	alice.say(room, "!ping")
	waitPongs("", 1, "the first !ping")

	// The operator's view: /readyz once the bot syncs, and the ping counted.
	eventually(t, answerWait, "/readyz to report ready", func() bool {
		code, _ := httpGet("http://" + env.MetricsAddr + "/readyz")
		return code == http.StatusOK
	})
	code, text := httpGet("http://" + env.MetricsAddr + "/metrics")
	require.Equal(t, http.StatusOK, code)
	assert.Regexp(t, `(?m)^gogobee_commands_total\{outcome="ok",verb="ping"\} [1-9]`, text)
	assert.Regexp(t, `(?m)^gogobee_outbox_sent_total [1-9]`, text, "the pong and the welcome DM went out")
	assert.Regexp(t, `(?m)^gogobee_sync_position_age_seconds [0-9]`, text, "a sync position was stored (not -1)")

	// (3) The welcome DM arrives in a DM room the bot created (is_direct).
	dm, welcomeEvt := alice.welcomeDM(t, botID)
	assert.NotEqual(t, room, dm, "the DM is a room of its own")
	welcome := welcomeEvt.Content.AsMessage()
	assert.Equal(t, event.FormatHTML, welcome.Format, "Markdown rendered to HTML")
	assert.Contains(t, welcome.FormattedBody, "<strong>TwinBee</strong>")

	// (4) kill -9 right after a command, restart, another command: each
	// command is answered exactly once.
	alice.say(room, "!ping")
	proc.kill(t)
	proc = startBot(t, env)
	alice.say(room, "!ping")
	waitPongs("", 3, "two !ping around a kill -9")
	assert.Len(t, alice.notices(botID, dm, "TwinBee"), 1, "the welcome DM is not sent again")

	// (5) A reply inside a thread is parsed from the player's own text and
	// answered in that thread.
	root := alice.say(room, "Who is coming on the expedition?")
	threaded := &event.MessageEventContent{MsgType: event.MsgText,
		Body:      "> <" + alice.ID.String() + "> Who is coming on the expedition?\n\n!ping",
		RelatesTo: (&event.RelatesTo{}).SetThread(root, "")}
	threaded.RelatesTo.InReplyTo = &event.InReplyTo{EventID: root}
	alice.send(room, threaded)
	waitPongs(root, 1, "the !ping in a thread")
	assert.Equal(t, 3, pongs(""), "the thread answer stays out of the main timeline")

	// (6) SIGTERM stops the bot cleanly.
	require.NoError(t, proc.stop(t, 20*time.Second), "exit status after SIGTERM")

	// (7) A sync position the homeserver rejects: the bot starts a fresh
	// sync, answers new commands and replays none of the old ones.
	setSyncToken(t, dbPath, "garbage")
	proc = startBot(t, env)
	eventually(t, answerWait, "a fresh sync position", func() bool {
		tok := syncToken(t, dbPath)
		return tok != "" && tok != "garbage"
	})
	alice.say(room, "!ping")
	waitPongs("", 4, "a !ping after the fresh sync")
	assert.Equal(t, 1, pongs(root), "the thread command is not replayed")
	assert.Len(t, alice.notices(botID, dm, "TwinBee"), 1, "the welcome DM is not sent again")
	assert.Len(t, alice.directInvites(botID), 1, "the DM room is reused, not recreated")
	require.NoError(t, proc.stop(t, 20*time.Second))

	// (8) Crashes around the outbox, made exact by editing the stopped
	// bot's database: one answer committed but never sent (the process died
	// after the commit), and one answer sent whose "sent" mark was lost (it
	// died after the send). After a restart the first arrives once, and the
	// second is re-sent with its stable transaction ID, which the homeserver
	// recognises: it still shows once.
	crashOutbox(t, dbPath, room.String())
	storedUnanswered(t, srv.URL(), botUser, botPassword, dbPath, room)
	proc = startBot(t, env)
	eventually(t, answerWait, "the answer committed before the crash", func() bool {
		return len(alice.notices(botID, room, "committed before the crash")) >= 1
	})
	time.Sleep(quiet)
	assert.Len(t, alice.notices(botID, room, "committed before the crash"), 1, "delivered exactly once")
	assert.Equal(t, 4, pongs(""), "the re-sent Pong is deduplicated by its transaction ID")
	assert.Len(t, alice.notices(botID, room, "never saw answered"), 1,
		"an answer the homeserver stored from an unanswered request is recognised, not posted again")
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// storedUnanswered leaves the state a kill -9 during a send can leave: the
// homeserver stored the event, but the request was never answered, so the
// transaction ID is not remembered and the outbox row still looks unsent
// (with one attempt recorded). The event is posted here through a second
// login of the bot, under another transaction ID, carrying the row's
// outbox marker as the bot's own sends do.
func storedUnanswered(t *testing.T, hs, botUser, password, dbPath string, room id.RoomID) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, dbPath, store.OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer st.Close()
	const body = "An answer the bot never saw answered."
	rowID := attemptedRow(t, st, room, body)

	cli, err := mautrix.NewClient(hs, id.UserID(botUser), "")
	require.NoError(t, err)
	_, err = cli.Login(ctx, &mautrix.ReqLogin{Type: mautrix.AuthTypePassword,
		Identifier: mautrix.UserIdentifier{Type: mautrix.IdentifierTypeUser, User: botUser},
		Password:   password, StoreCredentials: true})
	require.NoError(t, err)
	content := &event.Content{Parsed: &event.MessageEventContent{MsgType: event.MsgNotice, Body: body},
		Raw: map[string]any{matrix.OutboxField: outbox.Row{ID: rowID}.TxnID()}}
	_, err = cli.SendMessageEvent(ctx, room, event.EventMessage, content, mautrix.ReqSendEvent{TransactionID: "e2e-stored"})
	require.NoError(t, err)
}

// attemptedRow queues body for room in the stopped bot's outbox with one
// send attempt recorded, as a send cut off by kill -9 leaves it, and
// returns the row's ID.
func attemptedRow(t *testing.T, st *store.Store, room id.RoomID, body string) int64 {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, st.Tx(ctx, func(ctx context.Context) error {
		return outbox.Enqueue(ctx, st, time.Now(), outbox.Message{RoomID: room, Body: body})
	}))
	var rowID int64
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT MAX(id) FROM outbox").Scan(&rowID))
	require.NoError(t, outbox.MarkAttempt(ctx, st, rowID))
	return rowID
}

// crashOutbox leaves the outbox as two crashes would: a committed, unsent
// row, and the last Pong of room marked unsent again.
func crashOutbox(t *testing.T, dbPath, room string) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, dbPath, store.OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer st.Close()
	require.NoError(t, st.Tx(ctx, func(ctx context.Context) error {
		return outbox.Enqueue(ctx, st, time.Now(), outbox.Message{RoomID: id.RoomID(room), Body: "An answer committed before the crash."})
	}))
	res, err := st.DB.Exec(ctx, `UPDATE outbox SET sent_at = NULL
		WHERE id = (SELECT MAX(id) FROM outbox WHERE room_id = $1 AND body LIKE '%Pong%')`, room)
	require.NoError(t, err)
	n, err := res.RowsAffected()
	require.NoError(t, err)
	require.Equal(t, int64(1), n)
}

func setSyncToken(t *testing.T, dbPath, token string) {
	t.Helper()
	st, err := store.Open(context.Background(), dbPath, store.OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer st.Close()
	require.NoError(t, st.KV.Set(context.Background(), store.KeySyncToken, token))
}

func syncToken(t *testing.T, dbPath string) string {
	t.Helper()
	st, err := store.Open(context.Background(), dbPath, store.OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer st.Close()
	tok, _, err := st.KV.Get(context.Background(), store.KeySyncToken)
	require.NoError(t, err)
	return tok
}

// freeAddr returns a loopback host:port that was free a moment ago.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	return addr
}

// httpGet fetches url and returns the status code and body (0 and "" when
// it cannot connect).
func httpGet(url string) (int, string) {
	c := http.Client{Timeout: 5 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		return 0, ""
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

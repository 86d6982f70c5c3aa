//go:build goolm

package app

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/crypto"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
	"maunium.net/go/mautrix/sqlstatestore"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// A community moves from SQLite to Postgres with copy-db: characters,
// expeditions in flight with their scheduled days, queued answers and the
// bot's encryption state all arrive row for row, and the bot goes on on
// Postgres: commands answer, the next morning's rollover runs, the Olm
// account is the same.
func TestCopyDBMovesAGameToPostgresAndTheBotGoesOn(t *testing.T) {
	pg := testdb.Postgres(t)
	ctx := context.Background()
	start := time.Date(2026, 3, 22, 12, 0, 0, 0, time.UTC)
	path := filepath.Join(t.TempDir(), "game.db")
	clk := clock.NewFake(start)
	tb := openBot(t, path, clk)
	players := seedExpeditions(t, tb.Store, 12, dayCycleZones, start, 7)
	_, err := tb.Scheduler.AdvanceTo(ctx, clk, start.Add(30*time.Hour)) // a night, a morning: recaps and briefings queued
	require.NoError(t, err)
	tb.Router.Handle(ctx, bot.Message{Sender: "@nell:example.org", Room: "!r:example.org", EventID: "$nell",
		Body: "!char create Nell cleric dwarf", Time: clk.Now(), MsgType: "m.text"})
	cs := crypto.NewSQLCryptoStore(tb.Store.DB, nil, "DEVICE", "DEVICE", []byte("a pickle key of the test"))
	require.NoError(t, cs.DB.Upgrade(ctx))
	account := crypto.NewOlmAccount()
	require.NoError(t, cs.PutAccount(ctx, account))
	ss := sqlstatestore.NewSQLStateStore(tb.Store.DB, nil, false)
	require.NoError(t, ss.Upgrade(ctx))
	require.NoError(t, ss.SetEncryptionEvent(ctx, "!r:example.org", &event.EncryptionEventContent{Algorithm: id.AlgorithmMegolmV1}))
	require.NoError(t, ss.SetMembership(ctx, "!r:example.org", "@nell:example.org", event.MembershipJoin))
	before := tableRows(t, tb.Store, tb.Store)
	expeditions := map[string]string{}
	for _, p := range players {
		e, ok, err := tb.Store.Expedition.Open(ctx, p.User)
		require.NoError(t, err)
		require.True(t, ok)
		expeditions[string(p.User)] = fmt.Sprintf("%+v", e)
	}
	require.NoError(t, tb.Close())
	require.Positive(t, unsent(t, before), "answers wait in the outbox")

	src, err := store.Open(ctx, path, store.OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	dst, err := store.Open(ctx, pg, store.OpenOptions{})
	require.NoError(t, err)
	rep, err := store.CopyDatabase(ctx, src, dst)
	require.NoError(t, err)
	copied := map[string]int64{}
	for _, c := range rep.Tables {
		copied[c.Table] = c.Rows
	}
	assert.Equal(t, int64(12), copied["expedition"])
	assert.Equal(t, int64(13), copied["character"])
	assert.Equal(t, int64(1), copied["crypto_account"])
	assert.Equal(t, int64(len(before["outbox"])), copied["outbox"])
	assert.Positive(t, copied["scheduled_job"])
	after := tableRows(t, src, dst)
	assert.Equal(t, slices.Sorted(maps.Keys(before)), slices.Sorted(maps.Keys(after)))
	for table, rows := range before {
		if !assert.Equal(t, len(rows), len(after[table]), "%s: every row", table) {
			continue
		}
		for i := range rows {
			assert.Equal(t, rows[i], after[table][i], "%s: the row on Postgres", table)
		}
	}
	_, err = store.CopyDatabase(ctx, src, dst)
	require.ErrorIs(t, err, store.ErrTargetNotEmpty, "a second copy merges nothing")
	require.NoError(t, src.Close())
	require.NoError(t, dst.Close())

	pb := openBot(t, pg, clk)
	defer pb.Close()
	for _, p := range players {
		e, ok, err := pb.Store.Expedition.Open(ctx, p.User)
		require.NoError(t, err)
		require.True(t, ok, p.User)
		assert.Equal(t, expeditions[string(p.User)], fmt.Sprintf("%+v", e), "%s's expedition is intact", p.User)
	}
	cs = crypto.NewSQLCryptoStore(pb.Store.DB, nil, "DEVICE", "DEVICE", []byte("a pickle key of the test"))
	require.NoError(t, cs.DB.Upgrade(ctx))
	got, err := cs.GetAccount(ctx)
	require.NoError(t, err)
	require.NotNil(t, got)
	assert.Equal(t, account.IdentityKey(), got.IdentityKey(), "the same Olm account")
	encrypted, err := sqlstatestore.NewSQLStateStore(pb.Store.DB, nil, false).IsEncrypted(ctx, "!r:example.org")
	require.NoError(t, err)
	assert.True(t, encrypted)

	pb.say(t, "$after", players[0].User, "!expedition")
	pb.say(t, "$nell2", "@nell:example.org", "!sheet")
	bodies := pb.out.bodies()
	assert.True(t, slices.ContainsFunc(bodies, func(b string) bool { return strings.Contains(b, "Nell") }), "Nell's sheet: %v", bodies)
	sent := len(bodies)
	_, err = pb.Scheduler.AdvanceTo(ctx, clk, clk.Now().Add(24*time.Hour))
	require.NoError(t, err)
	_, err = pb.sender.Flush(ctx)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(pb.out.bodies())-sent, len(players), "the next day's briefings and recaps, on Postgres")
}

// tableRows is every row of every table of the SQLite database src's
// schema, as read from db (src itself or its copy), each written as text
// (numbers, text, blobs as text, booleans as 0 or 1, NULL), sorted.
func tableRows(t *testing.T, src, db *store.Store) map[string][]string {
	t.Helper()
	ctx := context.Background()
	names, err := src.DB.Query(ctx, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
	require.NoError(t, err)
	var tables []string
	for names.Next() {
		var n string
		require.NoError(t, names.Scan(&n))
		tables = append(tables, n)
	}
	require.NoError(t, names.Close())
	out := map[string][]string{}
	for _, table := range tables {
		cols, err := src.DB.Query(ctx, "SELECT name FROM pragma_table_info($1) ORDER BY cid", table)
		require.NoError(t, err)
		var names []string
		for cols.Next() {
			var n string
			require.NoError(t, cols.Scan(&n))
			if !slices.Contains([]string{"current_room", "room_seq_json"}, n) {
				names = append(names, `"`+n+`"`)
			}
		}
		require.NoError(t, cols.Close())
		rows, err := db.DB.Query(ctx, "SELECT "+strings.Join(names, ", ")+` FROM "`+table+`"`)
		require.NoError(t, err)
		for rows.Next() {
			vals := make([]any, len(names))
			ptrs := make([]any, len(names))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			require.NoError(t, rows.Scan(ptrs...))
			var row []string
			for _, v := range vals {
				switch x := v.(type) {
				case nil:
					row = append(row, "NULL")
				case []byte:
					row = append(row, sameJSON(string(x)))
				case string:
					row = append(row, sameJSON(x))
				case bool:
					row = append(row, map[bool]string{false: "0", true: "1"}[x])
				default:
					row = append(row, fmt.Sprint(x))
				}
			}
			out[table] = append(out[table], strings.Join(row, "\x1f"))
		}
		require.NoError(t, rows.Close())
		slices.Sort(out[table])
	}
	return out
}

// sameJSON is s, with a JSON object or array written in one way: Postgres
// keeps the crypto state cache's JSON as jsonb, which writes it its own way.
func sameJSON(s string) string {
	if !strings.HasPrefix(s, "{") && !strings.HasPrefix(s, "[") {
		return s
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return s
	}
	out, err := json.Marshal(v)
	if err != nil {
		return s
	}
	return string(out)
}

// unsent counts the outbox rows of rows (tableRows) not yet sent.
func unsent(t *testing.T, rows map[string][]string) int {
	t.Helper()
	n := 0
	for _, r := range rows["outbox"] {
		// id, room_id, dm_user, thread_root, body, created_at, sent_at, ...
		if strings.Split(r, "\x1f")[6] == "NULL" {
			n++
		}
	}
	return n
}

package expedition_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/store"
)

const (
	alice = "@alice:example.org"
	bob   = "@bob:example.org"
)

// newBot is a whole bot with alice's level-1 fighter.
func newBot(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := plugintest.New(t)
	b.Create(alice, "Tess", "fighter", "human")
	return b
}

// departed gives alice an active Goblin Warrens expedition with two
// standard packs.
func departed(t *testing.T, b *plugintest.Bot) expedition.Expedition {
	t.Helper()
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	e := openExp(t, b.Store, alice)
	require.Equal(t, expedition.StatusActive, e.Status)
	return e
}

// nightFight starts a fight on alice's departed expedition: a night
// ambush by a Goblin Sneak, engaged with `!fight` and left running.
func nightFight(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard, Monsters: []content.MonsterID{"goblin_sneak"}}
	})
	b.Reply(alice, "!fight")
	_, running, err := b.Store.Fight.Get(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, running, "the ambush is on")
}

// openExp loads user's open expedition; it fails the test without one.
func openExp(t *testing.T, st *store.Store, user string) expedition.Expedition {
	t.Helper()
	e, ok, err := st.Expedition.Open(context.Background(), id.UserID(user))
	require.NoError(t, err)
	require.True(t, ok, "%s has no open expedition", user)
	return e
}

// editExp changes user's open expedition with fn (test setup).
func editExp(t *testing.T, b *plugintest.Bot, user string, fn func(*expedition.Expedition)) {
	t.Helper()
	e := openExp(t, b.Store, user)
	fn(&e)
	require.NoError(t, b.Store.Expedition.Save(context.Background(), e, b.Clock.Now()))
}

// snapshot renders every row of the tables a command could change (the
// outbox and the handled events aside), to compare before and after.
func snapshot(t *testing.T, st *store.Store) string {
	t.Helper()
	return rowsOf(t, st,
		"SELECT id, status, run_id, data FROM expedition ORDER BY id",
		"SELECT user_id, data FROM character ORDER BY user_id",
		"SELECT run_id, status, current_node, state_json FROM dnd_zone_run ORDER BY run_id",
		"SELECT user_id, data FROM fight ORDER BY user_id",
		"SELECT kind, key, due_at, payload FROM scheduled_job ORDER BY kind, key",
	)
}

// rowsOf renders every row the queries return, one line each.
func rowsOf(t *testing.T, st *store.Store, queries ...string) string {
	t.Helper()
	var b strings.Builder
	for _, q := range queries {
		rows, err := st.DB.Query(context.Background(), q)
		require.NoError(t, err)
		cols, err := rows.Columns()
		require.NoError(t, err)
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			require.NoError(t, rows.Scan(ptrs...))
			fmt.Fprintln(&b, vals...)
		}
		require.NoError(t, rows.Err())
		rows.Close()
	}
	return b.String()
}

// advance is `!advance` for alice, first fighting out a fight the
// harvest's noise left waiting in the room (fightOff); it returns the
// answer to the advance.
func advance(t *testing.T, b *plugintest.Bot) string {
	t.Helper()
	fightOff(t, b)
	return b.Reply(alice, "!advance")
}

// fightOff wins (`!fight`, `!fight auto`) the fight a harvest interrupt
// left waiting in alice's room, if there is one.
func fightOff(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok, "alice has no run")
	if _, enc, waiting := r.PendingFight(); waiting && r.Rooms[r.Current].Fight.Key != "" {
		b.Reply(alice, "!fight")
		require.Contains(t, b.Reply(alice, "!fight auto"), "Victory", "the fight over %v", enc.Monsters)
	}
}

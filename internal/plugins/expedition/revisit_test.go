package expedition_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// cryptID qualifies a crypt room name.
func cryptID(name string) zonegraph.NodeID {
	return zonegraph.NodeID(string(content.ZoneCryptValdris) + "." + name)
}

// inMainHall gives alice an active Crypt of Valdris expedition (one
// standard pack) standing in the Main Hall, room 7: every room before it
// entered, resolved as empty and cleared, the fork answered with the Main
// Hall, every harvest node on the way spent.
func inMainHall(t *testing.T, b *plugintest.Bot) (expedition.Expedition, zonerun.Run) {
	t.Helper()
	b.Reply(alice, "!expedition start crypt_valdris")
	b.Reply(alice, "!supplies buy standard 1")
	b.Say(alice, "!expedition depart")
	e := openExp(t, b.Store, alice)
	require.Equal(t, expedition.StatusActive, e.Status)
	ctx := context.Background()
	r, ok, err := b.Store.ZoneRun.Get(ctx, e.RunID)
	require.NoError(t, err)
	require.True(t, ok)
	g, _ := content.ZoneGraph(content.ZoneCryptValdris)
	r.Visited, r.Cleared, r.Rooms = nil, nil, map[zonegraph.NodeID]zonerun.Room{}
	r.Harvest = harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{}}
	for _, name := range []string{"entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "main_hall"} {
		id := cryptID(name)
		r.Visited = append(r.Visited, id)
		if name != "main_hall" {
			r.Cleared = append(r.Cleared, id)
		}
		r.Rooms[id] = zonerun.Room{Kind: g.Nodes[id].Kind}
		if harvest.RunsPass(g.Nodes[id].Kind) {
			r.Harvest.Rooms[id] = harvest.Room{Passes: 1, Nodes: []harvest.Node{{ID: string(id) + "#grave_soil", Resource: "grave_soil", Max: 2}}}
		}
	}
	r.Current, r.RoomsTraversed, r.Prompt = cryptID("main_hall"), 7, nil
	r.Forks = map[zonegraph.NodeID]zonerun.Prompt{cryptID("fork"): {Node: cryptID("fork"), Chosen: cryptID("main_hall"), Options: []zonerun.Option{
		{To: cryptID("main_hall"), Open: true}, {To: cryptID("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Open: true},
	}}}
	require.NoError(t, b.Store.ZoneRun.Save(ctx, r))
	return e, r
}

func TestRevisitCostsOneThreatPerEdge(t *testing.T) {
	b := newBot(t)
	e, _ := inMainHall(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level = 13 })
	su := e.Supplies.Current

	first := b.Reply(alice, "!revisit 6")
	assert.Contains(t, first, "**Room 6 · Branching Passage**")
	assert.Contains(t, first, "⏰ **Threat** 13 → 14 (+1 doubled back)")
	assert.Contains(t, first, "🎭 _", "TwinBee's aside the first time")
	assert.Contains(t, first, "`!advance` asks afresh")
	assert.NotContains(t, first, "No clock", "an expedition has a clock")

	second := b.Reply(alice, "!revisit 5")
	assert.Contains(t, second, "**Room 5 · Bone Corridor**")
	assert.Contains(t, second, "⏰ **Threat** 14 → 15 (+1 doubled back)")
	assert.NotContains(t, second, "🎭 _", "the aside is once per expedition")

	after := openExp(t, b.Store, alice)
	assert.Equal(t, 15, after.Threat.Level)
	assert.Equal(t, 2, after.Revisits)
	assert.Equal(t, su, after.Supplies.Current, "walking back burns no supplies")
	assert.Contains(t, b.Reply(alice, "!threat"), "doubled back")
	a, err := b.Store.Autorun.Get(context.Background(), after.ID)
	require.NoError(t, err)
	assert.Equal(t, b.Clock.Now(), a.Last, "the background walk's grace starts with the revisit")
}

func TestRetreatIsARevisitOfThePreviousRoom(t *testing.T) {
	b := newBot(t)
	inMainHall(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level = 20 })
	text := b.Reply(alice, "!retreat")
	assert.Contains(t, text, "**Room 6 · Branching Passage**")
	assert.Contains(t, text, "⏰ **Threat** 20 → 21 (+1 doubled back)")
	e := openExp(t, b.Store, alice)
	assert.Equal(t, 1, e.Revisits, "one code path: a retreat is a revisit")
	assert.Contains(t, b.Reply(alice, "!retreat"), "**Room 5 · Bone Corridor**")
	assert.Equal(t, 22, openExp(t, b.Store, alice).Threat.Level)
}

func TestRevisitRefusalsOnAnExpedition(t *testing.T) {
	tests := []struct {
		name string
		edit func(e *expedition.Expedition)
		say  string
		want string
	}{
		{"the siege guard", func(e *expedition.Expedition) { e.Threat.Level = 99 }, "!revisit 6", "Threat 99: too dangerous to retrace your steps."},
		{"the siege guard, retreating", func(e *expedition.Expedition) { e.Threat.Level = 99 }, "!retreat", "Threat 99: too dangerous to retrace your steps."},
		{"below the survival floor", func(e *expedition.Expedition) { e.Supplies.Current = 0.5 }, "!revisit 6",
			"Your packs hold 0.5 SU, less than a day's burn (1 SU)"},
		{"a night encounter waits", func(e *expedition.Expedition) { e.PendingNight = &expedition.NightEncounter{} }, "!revisit 6",
			"Something found you and it"},
		{"heat exhaustion", func(e *expedition.Expedition) { e.Stacks.HeatRestDue = true }, "!revisit 6", "Heat exhaustion"},
		{"paused (extracted)", func(e *expedition.Expedition) { e.Status = expedition.StatusExtracted }, "!revisit 6", "You've extracted from"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			inMainHall(t, b)
			editExp(t, b, alice, tt.edit)
			before := snapshot(t, b.Store)
			assert.Contains(t, b.Reply(alice, tt.say), tt.want)
			assert.Equal(t, before, snapshot(t, b.Store), "%q changed nothing", tt.say)
		})
	}
}

func TestExpeditionMapListsTheWaysBack(t *testing.T) {
	b := newBot(t)
	inMainHall(t, b)
	assert.Contains(t, b.Reply(alice, "!map"), "Back to: 6 Branching Passage")
	assert.Contains(t, b.Reply(alice, "!revisit"), "Path strip of `!map`")
}

// TestWalkingBackForRegrownNodes is the reason to backtrack: a room picked
// clean yields nothing on a revisit, a long rest at a standard camp grows
// its nodes back, and the next revisit harvests exactly those charges.
func TestWalkingBackForRegrownNodes(t *testing.T) {
	b := newBot(t)
	inMainHall(t, b)
	b.Reply(alice, "!revisit 6")
	clean := b.Reply(alice, "!revisit 5")
	assert.Contains(t, clean, "**Room 5 · Bone Corridor**")
	assert.Contains(t, clean, "picked clean")
	ch := b.Character(alice)

	camp := b.Reply(alice, "!camp standard")
	require.NotContains(t, camp, "No camp", camp)
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	hr, _ := r.Harvest.Room(cryptID("corridor"))
	require.Equal(t, 2, hr.ChargesLeft(), "the long rest grew the corridor's node back")

	b.Clock.Set(b.Clock.Now().Add(8 * time.Hour)) // the camp's long rest
	b.Reply(alice, "!revisit 6")
	again := b.Reply(alice, "!revisit 5")
	assert.Contains(t, again, "⛏️ **Harvest:**")
	assert.NotContains(t, again, "picked clean")
	r, _, err = b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	hr, _ = r.Harvest.Room(cryptID("corridor"))
	assert.Zero(t, hr.ChargesLeft(), "one roll per regrown charge")
	after := b.Character(alice)
	assert.Equal(t, ch.XP, after.XP, "harvesting pays no XP")
	assert.Equal(t, ch.Coins, after.Coins, "harvesting pays no coins")
	for id, n := range after.Inventory {
		if n > ch.Inventory[id] {
			_, isResource := content.ResourceByID(id)
			assert.True(t, isResource, "only harvested resources are new: %s", id)
		}
	}
}

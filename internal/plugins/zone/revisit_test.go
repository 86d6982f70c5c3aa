package zone_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// cryptPath is the crypt's way to the Main Hall, rooms 1 to 7.
var cryptPath = []string{"entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "main_hall"}

// cid qualifies a crypt room name.
func cid(name string) zonegraph.NodeID {
	return zonegraph.NodeID(string(content.ZoneCryptValdris) + "." + name)
}

// crafted starts alice's crypt run and rewrites it to stand in room
// `current` of cryptPath[:rooms], every room entered resolved as empty and
// every room but the current one cleared, the fork answered with the Main
// Hall, and every harvest node on the way spent. edit adjusts the run
// before it is saved.
func crafted(t *testing.T, b *plugintest.Bot, rooms int, current string, edit func(r *zonerun.Run)) zonerun.Run {
	t.Helper()
	b.Reply(alice, "!zone start crypt")
	r := run(t, b)
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	r.Visited, r.Cleared, r.Rooms, r.Forks = nil, nil, map[zonegraph.NodeID]zonerun.Room{}, map[zonegraph.NodeID]zonerun.Prompt{}
	r.Harvest = harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{}}
	r.Current, r.RoomsTraversed, r.Prompt = cid(current), rooms, nil
	for _, name := range cryptPath[:rooms] {
		id := cid(name)
		r.Visited = append(r.Visited, id)
		if id != r.Current {
			r.Cleared = append(r.Cleared, id)
		}
		r.Rooms[id] = zonerun.Room{Kind: g.Nodes[id].Kind}
		if harvest.RunsPass(g.Nodes[id].Kind) {
			r.Harvest.Rooms[id] = harvest.Room{Passes: 1, Nodes: []harvest.Node{{ID: string(id) + "#grave_soil", Resource: "grave_soil", Charges: 0, Max: 2}}}
		}
	}
	if rooms >= 7 {
		r.Forks[cid("fork")] = zonerun.Prompt{Node: cid("fork"), Chosen: cid("main_hall"), Options: []zonerun.Option{
			{To: cid("main_hall"), Open: true}, {To: cid("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Open: true},
		}}
	}
	if edit != nil {
		edit(&r)
	}
	require.NoError(t, b.Store.ZoneRun.Save(context.Background(), r))
	return run(t, b)
}

func TestRevisitOnAStandaloneRunIsFree(t *testing.T) {
	b := newBot(t)
	before := crafted(t, b, 7, "main_hall", nil)
	ch := b.Character(alice)

	text := b.Reply(alice, "!revisit 6")
	assert.Contains(t, text, "↩️ ")
	assert.Contains(t, text, "**Main Hall**", "the room left")
	assert.Contains(t, text, "**Room 6 · Branching Passage**", "where the player is now")
	assert.Contains(t, text, "No clock on a standalone run: the walk back costs nothing.")
	assert.Contains(t, text, "🔀 The ways part here again")
	assert.NotContains(t, text, "Threat")

	after := run(t, b)
	assert.Equal(t, cid("fork"), after.Current)
	assert.Equal(t, 6, after.CurrentRoom())
	assert.Equal(t, before.Visited, after.Visited)
	assert.Equal(t, before.RoomsTraversed+1, after.RoomsTraversed)
	assert.Nil(t, after.Prompt, "no prompt until the next advance")
	assert.Empty(t, after.Forks[cid("fork")].Chosen, "the old choice is cleared")
	assert.Equal(t, ch, b.Character(alice), "nothing paid, nothing gained")

	again := b.Reply(alice, "!zone advance")
	assert.Contains(t, again, "The way forks", "the next advance prompts afresh")
	require.NotNil(t, run(t, b).Prompt)
}

func TestRevisitAliases(t *testing.T) {
	for _, say := range []string{"!revisit 6", "!zone revisit 6", "!zone back 6", "!revisit #6"} {
		t.Run(say, func(t *testing.T) {
			b := newBot(t)
			crafted(t, b, 7, "main_hall", nil)
			assert.Contains(t, b.Reply(alice, say), "**Room 6 · Branching Passage**")
			assert.Equal(t, cid("fork"), run(t, b).Current)
		})
	}
}

// pendingElite puts a Wight in the Main Hall, waiting for `!fight`.
func pendingElite(r *zonerun.Run) {
	r.Rooms[cid("main_hall")] = zonerun.Room{Kind: zonegraph.KindElite,
		Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"wight"}, Kind: combat.KindElite, Pending: true}}
}

func TestRevisitRefusalsChangeNothing(t *testing.T) {
	atFork := func(r *zonerun.Run) {
		r.Prompt = &zonerun.Prompt{Node: cid("fork"), At: plugintest.Start(), Options: []zonerun.Option{
			{To: cid("main_hall"), Open: true}, {To: cid("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Open: true},
		}}
	}
	tests := []struct {
		name    string
		rooms   int
		current string
		edit    func(r *zonerun.Run)
		setup   func(b *plugintest.Bot)
		say     string
		want    []string
	}{
		{name: "bare: how, and where to", rooms: 7, current: "main_hall", say: "!revisit",
			want: []string{"Which room?", "From here: `!revisit 6` Branching Passage."}},
		{name: "not a number", rooms: 7, current: "main_hall", say: "!revisit six", want: []string{"“six” isn't a room number."}},
		{name: "two rooms", rooms: 7, current: "main_hall", say: "!revisit 6 5", want: []string{"One room at a time"}},
		{name: "not visited yet", rooms: 7, current: "main_hall", say: "!revisit 9",
			want: []string{"You haven't been to room 9 yet.", "(1 to 7)"}},
		{name: "room zero", rooms: 7, current: "main_hall", say: "!revisit 0", want: []string{"Rooms are numbered from 1", "(1 to 7)"}},
		{name: "the current room", rooms: 7, current: "main_hall", say: "!revisit 7", want: []string{"You're already in room 7, Main Hall."}},
		{name: "not adjacent", rooms: 7, current: "main_hall", say: "!revisit 5",
			want: []string{"Room 5, Bone Corridor, isn't directly connected to this one: backtrack one step at a time.", "`!revisit 6` Branching Passage"}},
		{name: "a fork prompt waits", rooms: 6, current: "fork", edit: atFork, say: "!revisit 5",
			want: []string{"The fork is waiting for your answer. `!zone go <n>` first"}},
		{name: "down and recovering", rooms: 7, current: "main_hall", say: "!revisit 6",
			setup: func(b *plugintest.Bot) {
				b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), time.Hour) })
			}, want: []string{"💤 You're down until"}},
		{name: "resting", rooms: 7, current: "main_hall", say: "!revisit 6",
			setup: func(b *plugintest.Bot) {
				b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(time.Hour) })
			}, want: []string{"You're resting until"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			before := crafted(t, b, tt.rooms, tt.current, tt.edit)
			if tt.setup != nil {
				tt.setup(b)
			}
			ch := b.Character(alice)
			text := b.Reply(alice, tt.say)
			for _, w := range tt.want {
				assert.Contains(t, text, w)
			}
			assert.Equal(t, before, run(t, b), "the run is unchanged")
			assert.Equal(t, ch, b.Character(alice), "the character is unchanged")
		})
	}
}

func TestRevisitOutsideARunAndDuringAFight(t *testing.T) {
	b := newBot(t)
	assert.Contains(t, b.Reply(alice, "!revisit 2"), "You're not in a zone.")
	assert.Contains(t, b.Reply(alice, "!revisit"), "You're not in a zone.", "out of a zone there is no room to ask for")

	crafted(t, b, 7, "main_hall", func(r *zonerun.Run) {
		r.Rooms[cid("main_hall")] = zonerun.Room{Kind: zonegraph.KindElite,
			Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"wight"}, Kind: combat.KindElite, Pending: true}}
	})
	veteran(b)
	b.Reply(alice, "!fight")
	_, running, err := b.Store.Fight.Get(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, running)
	before, ch := run(t, b), b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!revisit 6"), "You're in a fight.")
	assert.Equal(t, before, run(t, b))
	assert.Equal(t, ch, b.Character(alice))

	b.Reply(alice, "!fight auto")
	require.Equal(t, combat.ResultWon, run(t, b).Rooms[cid("main_hall")].Fight.Result)
	assert.Contains(t, b.Reply(alice, "!revisit 6"), "**Room 6 · Branching Passage**", "once the fight is won the way back is open")
}

func TestMapListsTheWaysBack(t *testing.T) {
	b := newBot(t)
	crafted(t, b, 7, "main_hall", nil)
	assert.Contains(t, b.Reply(alice, "!zone map"), "Back to: 6 Branching Passage")
	b.Reply(alice, "!revisit 6")
	assert.Contains(t, b.Reply(alice, "!zone map"), "Back to: 5 Bone Corridor, 7 Main Hall")
}

func TestHelpCoversRevisit(t *testing.T) {
	b := newBot(t)
	help := b.Reply(alice, "!help revisit")
	assert.Contains(t, help, "**!revisit** — Walk back one step")
	assert.Contains(t, help, "`!revisit <n>`")
	zone := b.Reply(alice, "!help zone")
	assert.Contains(t, zone, "`!zone revisit <n>`")
	assert.Contains(t, b.Reply(alice, "!help"), "`!revisit`")
}

// TestBackAndForthFarmsNothing walks fork <-> corridor a hundred times
// through the commands: no XP, coins, loot or harvest, until the
// corridor's node is refilled (as a long rest at a camp does); then one
// trip harvests it and the next hundred nothing again.
func TestBackAndForthFarmsNothing(t *testing.T) {
	b := newBot(t)
	crafted(t, b, 6, "fork", nil)
	trips := func(n int) {
		t.Helper()
		for range n {
			require.Contains(t, b.Reply(alice, "!revisit 5"), "**Room 5 · Bone Corridor**")
			require.Contains(t, b.Reply(alice, "!revisit 6"), "**Room 6 · Branching Passage**")
		}
	}
	ch := b.Character(alice)
	rooms := run(t, b).Rooms
	trips(100)
	assert.Equal(t, ch, b.Character(alice), "a hundred trips pay nothing")
	assert.Equal(t, rooms, run(t, b).Rooms, "no room resolved again")

	r := run(t, b)
	r.Harvest = harvest.Refill(r.Harvest)
	require.NoError(t, b.Store.ZoneRun.Save(context.Background(), r))
	b.Reply(alice, "!revisit 5")
	refilled := b.Character(alice)
	assert.Equal(t, ch.XP, refilled.XP)
	assert.Equal(t, ch.Coins, refilled.Coins)
	gained := 0
	for id, n := range refilled.Inventory {
		if n > ch.Inventory[id] {
			gained += n - ch.Inventory[id]
			_, isResource := content.ResourceByID(id)
			assert.True(t, isResource, "only harvested resources are new: %s", id)
		}
	}
	hr, _ := run(t, b).Harvest.Room(cid("corridor"))
	assert.Zero(t, hr.ChargesLeft(), "the refilled charges were spent")
	b.Reply(alice, "!revisit 6")

	after := b.Character(alice)
	trips(100)
	assert.Equal(t, after, b.Character(alice), "and the next hundred pay nothing again")
}

// An elite waiting at the door (its fight not begun) does not hold the
// player: they back out, it stays in its uncleared room, and walking in
// again finds it waiting, so nobody is stranded at an elite's door.
func TestBackingOutOfAWaitingEliteLeavesItWaiting(t *testing.T) {
	b := newBot(t)
	crafted(t, b, 7, "main_hall", pendingElite)
	hall := cid("main_hall")

	out := b.Reply(alice, "!revisit 6")
	assert.Contains(t, out, "You leave **Main Hall** behind you")
	r := run(t, b)
	assert.Equal(t, cid("fork"), r.Current)
	assert.False(t, r.IsCleared(hall), "a room whose fight waits is not cleared by walking out")
	require.NotNil(t, r.Rooms[hall].Fight)
	assert.True(t, r.Rooms[hall].Fight.Pending, "the Wight waits in its room")

	back := b.Reply(alice, "!revisit 7")
	assert.Contains(t, back, "**Wight**")
	assert.Contains(t, back, "bars the way")
	_, enc, waiting := run(t, b).PendingFight()
	require.True(t, waiting)
	assert.Equal(t, []content.MonsterID{"wight"}, enc.Monsters)
	assert.Contains(t, b.Reply(alice, "!zone advance"), "Wight", "no walking on past it")
}

package narrate

import (
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/play"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// backAtFork is a crypt run walked back from the Main Hall to the fork.
func backAtFork(t *testing.T) zonerun.Run {
	t.Helper()
	r := zonerun.Run{ID: 1, ZoneID: content.ZoneCryptValdris, Status: zonerun.StatusActive, Seed: 3, Current: "crypt_valdris.fork", RoomsTraversed: 4,
		Visited: []zonegraph.NodeID{"crypt_valdris.entry", "crypt_valdris.corridor", "crypt_valdris.fork", "crypt_valdris.main_hall"}}
	return r
}

func TestRevisitStepText(t *testing.T) {
	g := cryptGraph(t)
	r := backAtFork(t)
	evs := []zonerun.Event{
		{Kind: zonerun.EvDoubledBack, Node: "crypt_valdris.fork", Number: 3, To: "crypt_valdris.main_hall"},
		{Kind: zonerun.EvRoomEntered, Node: "crypt_valdris.fork", Number: 3, Revisit: true},
		{Kind: zonerun.EvForkReopened, Node: "crypt_valdris.fork", Number: 3},
	}
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	step := ZoneStep{Zone: z, Graph: g, Run: r, Events: evs, Prefix: "!", Char: rules.Character{Name: "Tess"}}
	solo := ZoneStepText(step)
	assert.Contains(t, solo, "↩️ ")
	assert.Contains(t, solo, "**Main Hall**")
	assert.Contains(t, solo, "No clock on a standalone run: the walk back costs nothing.")
	assert.Contains(t, solo, "**Room 3 · Branching Passage**")
	assert.Contains(t, solo, "the next `!zone advance` asks afresh")
	assert.NotContains(t, solo, "deeper", "backtracking never reads as pressing on")

	step.Expedition = true
	exp := ZoneStepText(step)
	assert.NotContains(t, exp, "No clock")
	assert.Contains(t, exp, "the next `!advance` asks afresh")
}

func TestRevisitRefusalTexts(t *testing.T) {
	g := cryptGraph(t)
	r := backAtFork(t)
	tests := []struct {
		err  error
		want string
	}{
		{zonerun.ErrNotVisited{N: 9, Rooms: 4}, "You haven't been to room 9 yet. The Path strip of `!zone map` numbers the rooms you've entered (1 to 4)."},
		{zonerun.ErrNotVisited{N: -1, Rooms: 4}, "Rooms are numbered from 1"},
		{zonerun.ErrNotVisited{Rooms: 4, Node: "crypt_valdris.boss"}, "You haven't been there yet."},
		{zonerun.ErrAlreadyHere{N: 3}, "You're already in room 3, Branching Passage."},
		{zonerun.ErrNotAdjacent{N: 1, Node: "crypt_valdris.entry"},
			"Room 1, Crypt Threshold, isn't directly connected to this one: backtrack one step at a time. From here: `!revisit 2` Bone Corridor, `!revisit 4` Main Hall."},
		{zonerun.ErrOtherRegion{N: 2, Node: "x", Region: "drow_outpost"}, "Room 2 lies in **drow outpost**"},
		{zonerun.ErrPromptWaiting, "The fork is waiting for your answer. `!zone go <n>` first"},
		{zonerun.ErrRunOver, "This run is over."},
	}
	for _, tt := range tests {
		assert.Contains(t, RevisitRefusal(tt.err, g, r, 1, "!", "zone map"), tt.want, "%v", tt.err)
	}
	assert.Empty(t, RevisitRefusal(assert.AnError, g, r, 1, "!", "zone map"), "not a refusal")
}

func TestRevisitUsageListsTheWaysBack(t *testing.T) {
	g := cryptGraph(t)
	r := backAtFork(t)
	text := RevisitUsage(g, r, "!", "map")
	assert.Contains(t, text, "Path strip of `!map`")
	assert.Contains(t, text, "From here: `!revisit 2` Bone Corridor, `!revisit 4` Main Hall.")
}

func TestStatusAtAForkWalkedBackInto(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	ch, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	text := ZoneStatus(g, z, backAtFork(t), ch, false, play.Rules{}, Moment{}, "!", "zone advance", PickWait{For: "6h"}, nil, PartyHeld{})
	assert.Contains(t, text, "🔀 The ways part here. `!zone advance` lays them out and you choose afresh.")
	assert.NotContains(t, text, "A faint draft", "no stale lock hint for a way the player may have found")
}

// While a short rest holds the player, `!zone status` offers no move
// (each would wait, rules §3.3) and says until when.
func TestStatusWhileRestingOffersNoMove(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	ch, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	at := Moment{Now: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}
	ch.LockoutUntil = at.Now.Add(time.Hour)
	r := zonerun.Run{Status: zonerun.StatusActive, ZoneID: z.ID, Current: g.Entry, Visited: []zonegraph.NodeID{g.Entry}}
	text := ZoneStatus(g, z, r, ch, false, play.Rules{}, at, "!", "zone advance", PickWait{For: "6h"}, nil, PartyHeld{})
	assert.Contains(t, text, "💤 You're resting until 09:00 (in 1h); every move waits till then.")
	assert.NotContains(t, text, "`!zone advance` to go")
	ch.LockoutUntil = at.Now
	assert.Contains(t, ZoneStatus(g, z, r, ch, false, play.Rules{}, at, "!", "zone advance", PickWait{For: "6h"}, nil, PartyHeld{}), "`!zone advance` to go", "awake: the way on")
}

// While a member of the party rests, the leader's `!zone status` offers
// no move (each waits for them, rules §8.23) and names who it waits for.
func TestStatusWhileAMemberRestsOffersNoMove(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	ch, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	bob, err := rules.NewCharacter("Bob", rules.Cleric, rules.Human)
	require.NoError(t, err)
	at := Moment{Now: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}
	bob.LockoutUntil = at.Now.Add(time.Hour)
	r := zonerun.Run{Status: zonerun.StatusActive, ZoneID: z.ID, Current: g.Entry, Visited: []zonegraph.NodeID{g.Entry}}
	text := ZoneStatus(g, z, r, ch, false, play.Rules{}, at, "!", "advance", PickWait{For: "6h"}, nil, PartyHeld{Mate: bob, Until: bob.LockoutUntil})
	assert.Contains(t, text, "💤 **Bob** rests until 09:00 (in 1h), and the party moves together: every move waits till then.")
	assert.NotContains(t, text, "`!advance` to go")
}

func TestThereAreAsidesAndBacktrackingLines(t *testing.T) {
	for _, sit := range []flavor.Situation{flavor.ZoneRevisit, flavor.ZoneDoubledBack, flavor.ExpeditionRevisitAside} {
		lines, err := flavor.Lines(sit)
		require.NoError(t, err, sit)
		assert.GreaterOrEqual(t, len(lines), 3, sit)
		for _, l := range lines {
			assert.NotContains(t, l, "deeper", "%s: %q", sit, l)
		}
	}
}

// Walking back into a room whose foe still waits (left by `!retreat`) is
// not told with the revisit lines, which say the room is empty: it reads
// as the room it is.
func TestARevisitedRoomWithAFoeWaitingIsNotToldAsEmpty(t *testing.T) {
	g := cryptGraph(t)
	r := backAtFork(t)
	ev := zonerun.Event{Kind: zonerun.EvRoomEntered, Node: "crypt_valdris.fork", Number: 3, Revisit: true}
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	revisit := func(r zonerun.Run) string {
		return ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", Char: rules.Character{Name: "Tess"}}.room(ev)
	}
	lines, err := flavor.Lines(flavor.ZoneRevisit)
	require.NoError(t, err)
	isRevisitLine := func(text string) bool {
		for _, l := range lines {
			if assert.ObjectsAreEqual(text, "**Room 3 · Branching Passage**\n"+l) {
				return true
			}
		}
		return false
	}
	assert.True(t, isRevisitLine(revisit(r)), "an empty room walked back into gets a revisit line")
	r.Rooms = map[zonegraph.NodeID]zonerun.Room{"crypt_valdris.fork": {Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"wight"}, Pending: true}}}
	assert.False(t, isRevisitLine(revisit(r)), "a foe waits: no 'nothing else is here'")
}

// `!zone status` in a fight offers `!cast` only to a character with a
// spell to cast (rules.CastsInFight): a Fighter is refused it.
func TestStatusInAFightOffersCastOnlyToCasters(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	r := zonerun.Run{Status: zonerun.StatusActive, ZoneID: z.ID, Current: g.Entry, Visited: []zonegraph.NodeID{g.Entry}}
	fighter, err := rules.NewCharacter("Bo", rules.Fighter, rules.Human)
	require.NoError(t, err)
	mage, err := rules.NewCharacter("Aria", rules.Mage, rules.Elf)
	require.NoError(t, err)
	assert.Contains(t, ZoneStatus(g, z, r, fighter, true, play.Rules{}, Moment{}, "!", "zone advance", PickWait{}, nil, PartyHeld{}), "`!attack` or `!fight auto` to go on.")
	assert.NotContains(t, ZoneStatus(g, z, r, fighter, true, play.Rules{}, Moment{}, "!", "zone advance", PickWait{}, nil, PartyHeld{}), "`!cast`")
	assert.Contains(t, ZoneStatus(g, z, r, mage, true, play.Rules{}, Moment{}, "!", "zone advance", PickWait{}, nil, PartyHeld{}), "`!attack`, `!cast` or `!fight auto` to go on.")
}

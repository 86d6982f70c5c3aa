package narrate

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	hv "github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func yield(id content.ItemID, qty int) hv.Yield {
	r, _ := content.ResourceByID(id)
	return hv.Yield{Resource: id, Name: r.Name, Rarity: r.Rarity, Qty: qty}
}

func TestHarvestFooterHasTheOneShape(t *testing.T) {
	p := hv.PassResult{Ran: true, Attempts: make([]hv.Attempt, 5), Fails: 3,
		Yields: []hv.Yield{yield("iron_ore", 2), yield("shadow_herb", 1)}}
	assert.Equal(t, "⛏️ **Harvest:** +2 Iron Ore, +1 Shadow Herb; 3 fails", HarvestFooter(p))
	p.Yields, p.Fails = nil, 1
	assert.Equal(t, "⛏️ **Harvest:** nothing found; 1 fail", HarvestFooter(p))
	assert.Empty(t, HarvestFooter(hv.PassResult{Ran: true}), "no attempt, no footer")
}

func TestHarvestTextSaysWhyNothingWasTriedAndCelebratesRareFinds(t *testing.T) {
	run := zonerun.Run{Seed: 3}
	node := zonegraph.NodeID("underforge.mithral_seam")
	assert.Empty(t, HarvestText(run, node, hv.PassResult{}, true), "a room that does not harvest says nothing")
	assert.Equal(t, "⛏️ **Harvest:** none today; the zone's events block all harvesting.",
		HarvestText(run, node, hv.PassResult{Ran: true, Blocked: hv.SkipBlocked}, true))
	assert.Contains(t, HarvestText(run, node, hv.PassResult{Ran: true}, true), "picked clean. A long rest at a standard camp")
	assert.Contains(t, HarvestText(run, node, hv.PassResult{Ran: true}, false), "picked clean. It grows back for your next run after 06:00",
		"a standalone zone run has no camps")

	rare := yield("mithral_trace", 1)
	p := hv.PassResult{Ran: true, Attempts: make([]hv.Attempt, 2), Yields: []hv.Yield{rare}, Fails: 1,
		RareFinds: []hv.Yield{rare},
		Skipped: []hv.Skip{
			{Resource: "azer_ingot", Reason: hv.SkipNeedsKill},
			{Resource: "wraith_core", Reason: hv.SkipClass},
			{Resource: "tidal_crystal", Reason: hv.SkipEvent},
		}}
	lines := strings.Split(HarvestText(run, node, p, true), "\n")
	require.Len(t, lines, 3)
	assert.Equal(t, "⛏️ **Harvest:** +1 Mithral Trace; 1 fail", lines[0])
	assert.Equal(t, hv.CelebrationKey, flavor.HarvestRare.String(), "the engine's celebration key names the lines narrate picks")
	pool, err := flavor.Lines(flavor.HarvestRare)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(pool), 3, "several celebratory lines")
	var filled []string
	for _, l := range pool {
		filled = append(filled, flavor.Fill(l, map[string]string{"qty": "1", "resource": "**Mithral Trace**", "rarity": "rare"}))
	}
	assert.Contains(t, filled, lines[1], "the Rare find gets a line of its own")
	assert.Equal(t, "🔒 Left alone: **Azer Metal Ingot** (once an azer falls this run), **Wraith Core** (Clerics only), **Tidal Crystal** (only while the tide is in).", lines[2])
}

// Several finds of one rare resource in a pass are one celebratory line
// with their quantities summed, not a "1 ×" line each.
func TestHarvestTextMergesLikeRareFinds(t *testing.T) {
	run := zonerun.Run{Seed: 3}
	node := zonegraph.NodeID("underdark.drow_forge")
	one, two := yield("mithral_trace", 1), yield("mithral_trace", 2)
	other := yield("wraith_core", 1)
	p := hv.PassResult{Ran: true, Attempts: make([]hv.Attempt, 4),
		Yields:    []hv.Yield{yield("mithral_trace", 4), other},
		RareFinds: []hv.Yield{one, other, one, two}}
	lines := strings.Split(HarvestText(run, node, p, true), "\n")
	require.Len(t, lines, 3, "one line per rare resource after the footer")
	assert.Contains(t, lines[1], "**Mithral Trace**")
	assert.Contains(t, lines[1], "4")
	assert.Contains(t, lines[2], "**Wraith Core**")
}

func TestHarvestTextAnnouncesTheFightTheNoiseBrings(t *testing.T) {
	run := zonerun.Run{Seed: 3}
	base := hv.PassResult{Ran: true, Attempts: make([]hv.Attempt, 1), Fails: 1}
	for _, tt := range []struct {
		in   hv.Interrupt
		want string
	}{
		{hv.Interrupt{Kind: hv.NoiseStandard, Monsters: []content.MonsterID{"magmin"}, Nick: 3}, "A **Magmin** comes running and gets a hit in first: -3 HP."},
		{hv.Interrupt{Kind: hv.NoiseStandard, Monsters: []content.MonsterID{"azer"}}, "An **Azer** comes running."},
		{hv.Interrupt{Kind: hv.NoiseElite, Monsters: []content.MonsterID{"salamander"}}, "something big answers"},
		{hv.Interrupt{Kind: hv.NoisePatrol, Monsters: []content.MonsterID{"magmin", "azer"}}, "brings a patrol down on you"},
	} {
		p := base
		p.Interrupt = &tt.in
		assert.Contains(t, HarvestText(run, "underforge.ash_hall", p, true), tt.want)
	}
}

// underforgeWalk is a walk of Brom the Fighter in the Underforge, standing
// in its third room, for the walk texts' tests to fill in.
func underforgeWalk(t *testing.T) AutoWalk {
	t.Helper()
	g, ok := content.ZoneGraph(content.ZoneUnderforge)
	require.True(t, ok)
	z, _ := content.ZoneByID(content.ZoneUnderforge)
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	run := zonerun.Run{Status: zonerun.StatusActive, Seed: 3, Current: "underforge.ore_gallery",
		Visited: []zonegraph.NodeID{"underforge.entry", "underforge.ash_hall", "underforge.ore_gallery"}}
	return AutoWalk{Zone: z, Graph: g, Run: run, Char: ch, Prefix: "!", IdleWait: "6h", MinHP: 30,
		At: Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}}
}

func TestAutoWalkTextIsOneMessageWithTotalsAndTheStop(t *testing.T) {
	base := underforgeWalk(t)
	z, g, ch, run := base.Zone, base.Graph, base.Char, base.Run
	pass := func(ys ...hv.Yield) *hv.PassResult {
		hv.SortYields(ys)
		return &hv.PassResult{Ran: true, Attempts: make([]hv.Attempt, 3), Fails: 1, Yields: ys}
	}
	w := AutoWalk{Zone: z, Graph: g, Run: run, Char: ch, Prefix: "!", IdleWait: "6h", MinHP: 30,
		At:  Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)},
		Exp: expedition.Expedition{Status: expedition.StatusActive, Threat: expedition.Threat{Level: 7}, Supplies: stocked}, ThreatFrom: 0,
		Rooms: []AutoWalkRoom{
			{Run: run, Events: []zonerun.Event{
				{Kind: zonerun.EvRoomEntered, Node: "underforge.ash_hall", Number: 2},
				{Kind: zonerun.EvFightResolved, Fight: &zonerun.FightReport{Monsters: []content.MonsterID{"magmin"}, Kills: []content.MonsterID{"magmin"}, Result: combat.ResultWon, Rounds: 2, HP: 18, MaxHP: 20, XP: 180}},
				{Kind: zonerun.EvHarvest, Node: "underforge.ash_hall", Harvest: pass(yield("iron_ore", 2))},
			}, Lines: []string{"🏅 a milestone"}},
			{Run: run, Events: []zonerun.Event{
				{Kind: zonerun.EvRoomEntered, Node: "underforge.ore_gallery", Number: 3},
				{Kind: zonerun.EvHarvest, Node: "underforge.ore_gallery", Harvest: pass(yield("iron_ore", 3), yield("fire_essence", 1))},
			}},
		},
		Stop: expedition.StopElite, Next: "underforge.sentry_post"}
	text := AutoWalkText(w)
	assert.True(t, strings.HasPrefix(text, "🚶 **Auto-walk** · **The Underforge** · 2 rooms\n\n**Room 2 · Ash Hall**\n⚔️ **Magmin**: 🏆 **Won** in 2 rounds · HP 18/20 · +180 XP\n⛏️ **Harvest:** +2 Iron Ore; 1 fail\n🏅 a milestone"), text)
	assert.Contains(t, text, "**Room 3 · Ore Vein Gallery**\n⛏️ **Harvest:** +1 Fire Essence, +3 Iron Ore; 1 fail")
	assert.Contains(t, text, "🎒 **Walked** 2 rooms · 1 fight · HP 20/20\n⛏️ **Harvest in all:** +1 Fire Essence, +5 Iron Ore; 2 fails\n⏰ **Threat** 0 → 7 · Quiet")
	assert.True(t, strings.HasSuffix(text, "★ Next door: **Helmed Sentry Post**, and something in there means business. I don't walk you into those. `!advance` when you're ready."),
		"at full HP with every feature ready, no short rest is offered: it would be refused as having nothing to recover")
	wounded := w
	wounded.Char.HP = 5
	assert.True(t, strings.HasSuffix(AutoWalkText(wounded), "`!advance` when you're ready (a `!rest short` first never hurt anyone)."))

	escaped := w
	escaped.Rooms = []AutoWalkRoom{{Run: run, Events: []zonerun.Event{{Kind: zonerun.EvFightResolved,
		Fight: &zonerun.FightReport{Monsters: []content.MonsterID{"azer"}, Result: combat.ResultWon, Rounds: 5, HP: 12, MaxHP: 33}}}}}
	assert.Contains(t, AutoWalkText(escaped), "⚔️ **Azer**: 🏃 **It got away** after 5 rounds: no loot, XP for the wounds dealt · HP 12/33", "no loot, and why")

	for stop, want := range map[expedition.WalkStop]string{
		expedition.StopBoss:     "**Rest and restock** before you knock: `!camp",
		expedition.StopLowHP:    "at or below 30%",
		expedition.StopNight:    "It's 10:00 your time",
		expedition.StopCap:      "That's 2 rooms for one walk",
		expedition.StopLevelUp:  "**Level 1!** I'll stop here",
		expedition.StopFork:     "The way forks",
		expedition.StopSupplies: "less than a day's burn",
	} {
		w.Stop = stop
		assert.Contains(t, AutoWalkText(w), want, stop)
	}
	bg := w
	bg.Background, bg.Stop = true, expedition.StopCap
	assert.Contains(t, AutoWalkText(bg), "I'll walk on in a couple of hours.")
	evening := bg
	evening.At.Now = time.Date(2026, 3, 2, 19, 30, 0, 0, time.UTC) // two hours on is night: the walk waits for 06:15
	assert.Contains(t, AutoWalkText(evening), "I'll walk on at Tue 06:15 (in 10h 45m), the morning's first walk: none at night.")
	assert.NotContains(t, AutoWalkText(evening), "couple of hours")
	bg.Char.HP = 1
	assert.Contains(t, AutoWalkText(bg), "I won't walk on until you've patched up", "a tryout was promised a walk the low-HP check then refused in silence")
	assert.NotContains(t, AutoWalkText(bg), "couple of hours")
	boss := w
	boss.Stop, boss.Exp.Day = expedition.StopBoss, 2
	boss.Run.Current = "underforge.ore_gallery"
	boss.Run.Rooms = map[zonegraph.NodeID]zonerun.Room{"underforge.ore_gallery": {}}
	assert.Contains(t, AutoWalkText(boss), "before you knock: `!camp standard` here is a full long rest (1 SU), `!supplies`", "a cleared room takes a standard camp")
	boss.Run.Rooms = nil
	assert.Contains(t, AutoWalkText(boss), "before you knock: `!camp rough` here raises you to half HP (0.5 SU; this room isn't cleared), `!supplies`", "an uncleared room only a rough one")
	boss.Exp.LastCampDay = 2
	assert.Contains(t, AutoWalkText(boss), "before you knock: `!supplies` shows", "no camp offered once today's is made")
	w.Rooms, w.Stop = nil, expedition.StopFork
	assert.Equal(t, "🚶 **Auto-walk** · **The Underforge** · you stay where you are\n\n🔀 The way forks: your call, not mine. `!zone status` shows the ways.", AutoWalkText(w),
		"a walk that did not move has no totals")
}

// In Siege Mode a short rest is refused (rules §8.8), so a walk's stop
// never offers one: the boss door, the elite door and the low-HP stop
// (tryout: the Dragon's Lair boss door said "`!rest short` patches you up"
// and `!rest short` then answered "Siege Mode: too dangerous").
func TestAutoWalkStopsOfferNoShortRestInSiegeMode(t *testing.T) {
	w := underforgeWalk(t)
	w.Char.HP, w.Next = 1, "underforge.sentry_post"
	w.Exp = expedition.Expedition{Status: expedition.StatusActive, Day: 4, Threat: expedition.Threat{Level: 100, Siege: true}, Supplies: stocked}
	for _, stop := range []expedition.WalkStop{expedition.StopBoss, expedition.StopElite, expedition.StopLowHP} {
		w.Stop = stop
		assert.NotContains(t, AutoWalkText(w), "rest short", stop)
		calm := w
		calm.Exp.Threat = expedition.Threat{Level: 90}
		assert.Contains(t, AutoWalkText(calm), "`!rest short`", "below Siege Mode the short rest is still offered: %s", stop)
	}
	w.Stop = expedition.StopLowHP
	assert.Contains(t, AutoWalkText(w), "`!camp standard` in a cleared room (Siege Mode allows no short rest).")
	w.Background, w.Stop = true, expedition.StopCap
	assert.Contains(t, AutoWalkText(w), "`!camp standard` in a cleared room (Siege Mode allows no short rest); I'll pick it up from there.")
}

// A harvest room's intro names only what the pass on entering worked
// (rules §7.3): its featured resource when its node had charges, another
// resource rolled on when the featured one was gated or empty, and no
// resource at all when nothing was ready.
func TestHarvestRoomIntroNamesOnlyWhatItHasChargesOf(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	var room zonegraph.NodeID
	for _, id := range g.NodeOrder {
		if n := g.Nodes[id]; n.Kind == zonegraph.KindHarvest && n.Content.HarvestRef != "" && n.Content.Narration == "" {
			room = id
			break
		}
	}
	require.NotEmpty(t, room, "the crypt has a harvest room")
	ref := g.Nodes[room].Content.HarvestRef
	var other content.ItemID
	for _, r := range content.ZoneResources(content.ZoneCryptValdris) {
		if r.ID != ref {
			other = r.ID
			break
		}
	}
	intro := func(attempts ...hv.Attempt) string {
		r := zonerun.Run{Status: zonerun.StatusActive, Current: room, Visited: []zonegraph.NodeID{room}}
		step := ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", Events: []zonerun.Event{
			{Kind: zonerun.EvRoomEntered, Node: room, Number: 4},
			{Kind: zonerun.EvHarvest, Node: room, Harvest: &hv.PassResult{Room: room, Ran: true, Attempts: attempts}},
		}}
		return strings.SplitN(ZoneStepText(step), "\n\n", 2)[0]
	}
	assert.Contains(t, intro(hv.Attempt{Resource: other}, hv.Attempt{Resource: ref}), "**"+ItemName(ref)+"**", "the featured resource, worked")
	gated := intro(hv.Attempt{Resource: other})
	assert.Contains(t, gated, "**"+ItemName(other)+"**", "what was worked instead")
	assert.NotContains(t, gated, ItemName(ref), "not the featured resource it did not work")
	assert.Contains(t, intro(), NothingToGatherText)
}

// While the door's patch-up holds the player (rules §3.3), a boss door
// offers its camp only once the rest is over: a camp is a rest, and a
// resting character takes none (expedition.Pitch refuses it).
func TestABossDoorOffersItsCampOnceTheRestIsOver(t *testing.T) {
	w := underforgeWalk(t)
	w.Exp = expedition.Expedition{Status: expedition.StatusActive, Day: 2, Supplies: stocked}
	w.Stop, w.Next = expedition.StopBoss, "underforge.sentry_post"
	w.Run.Rooms = map[zonegraph.NodeID]zonerun.Room{"underforge.ore_gallery": {}}
	for _, tc := range []struct {
		name    string
		resting bool
		want    string
	}{
		{"up", false, "before you knock: `!camp standard` here is a full long rest (1 SU), "},
		{"resting", true, "before you knock: once the rest is over, `!camp standard` here is a full long rest (1 SU), "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w.Char.LockoutUntil = time.Time{}
			if tc.resting {
				w.Char.LockoutUntil = w.At.Now.Add(2 * time.Hour)
			}
			assert.Contains(t, AutoWalkText(w), tc.want)
		})
	}
}

// The walk's stop at a waiting encounter names where it came from: the
// road's and a hunt's speak of no night (rules §8.11).
func TestTheEncounterStopNamesItsSource(t *testing.T) {
	w := underforgeWalk(t)
	w.Stop, w.Exp = expedition.StopEncounter, expedition.Expedition{Status: expedition.StatusActive, Supplies: stocked}
	for src, want := range map[expedition.EncounterSource]string{
		expedition.SourceNight:   "🌙 Something found you first. `!fight` to face it.",
		expedition.SourceTransit: "🧭 Something found you on the road first. `!fight` to face it.",
		expedition.SourceWander:  "👁️ Something hunting you found you first. `!fight` to face it.",
		expedition.SourceLoop:    "🧚 The time loop filled the room with new company. `!fight` to face it.",
	} {
		w.Exp.PendingNight = &expedition.NightEncounter{Source: src, Monsters: []content.MonsterID{"magmin"}}
		assert.Contains(t, AutoWalkText(w), want, src)
	}
}

// The background walk's room-cap stop at the boss's door promises no walk
// in a couple of hours: the next walk would stop at that door (rules
// §10.2), so it says the door is the player's.
func TestTheBackgroundCapStopAtADoorPromisesNoWalk(t *testing.T) {
	w := underforgeWalk(t)
	door := w.Graph.In(w.Graph.Boss)[0].From
	w.Run.Current, w.Run.Visited = door, append(w.Run.Visited, door)
	w.Run.Rooms = map[zonegraph.NodeID]zonerun.Room{door: {}}
	w.Exp = expedition.Expedition{Status: expedition.StatusActive, ZoneID: w.Zone.ID, Day: 2, Supplies: stocked}
	w.Background, w.Stop = true, expedition.StopCap
	w.Rooms = []AutoWalkRoom{{Run: w.Run}}
	text := AutoWalkText(w)
	assert.Contains(t, text, "the next is one I leave to you: the next room is the boss's, and that door is yours.")
	assert.NotContains(t, text, "couple of hours")
}

// A voluntary extraction whose character has had the day's long rest
// names when the next comes, not an inn or a haystack that would refuse.
func TestExtractNamesTheNextLongRest(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	at := Moment{Now: time.Date(2026, 3, 3, 7, 0, 0, 0, time.UTC)}
	ch.HP = 5
	ch.LastLongRest = at.Now.Add(-9 * time.Hour)
	text := ExtractText(expedition.ExtractionReport{ResumeDeadline: at.Now.Add(7 * 24 * time.Hour)}, ch, "goblin_warrens", "Room 3", at, func(flavor.Situation, map[string]string) string { return "" }, "!")
	assert.Contains(t, text, "your next long rest, at the inn or sleeping rough, is at 22:00 (in 15h); `!rest short` spends hit dice meanwhile.")
	assert.NotContains(t, text, "puts you right")
}

// A skipped node of a resource the catalogue lacks names its reason
// alone: there is no kill, class or event gate to read.
func TestSkipTextOfAnUnknownResource(t *testing.T) {
	assert.Equal(t, string(hv.SkipNeedsKill), skipText(hv.Skip{Resource: "no_such_resource", Reason: hv.SkipNeedsKill}))
	assert.NotEqual(t, string(hv.SkipNeedsKill), skipText(hv.Skip{Resource: "worg_pelt", Reason: hv.SkipNeedsKill}), "a known one names its kill")
}

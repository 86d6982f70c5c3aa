package narrate

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func cryptGraph(t *testing.T) zonegraph.Graph {
	t.Helper()
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	return g
}

func TestEveryRoomKindHasEntryLines(t *testing.T) {
	// The ten room kinds (rules §6.3).
	for _, k := range []zonegraph.NodeKind{
		zonegraph.KindEntry, zonegraph.KindExploration, zonegraph.KindTrap, zonegraph.KindElite, zonegraph.KindBoss,
		zonegraph.KindHarvest, zonegraph.KindRestCamp, zonegraph.KindSecret, zonegraph.KindFork, zonegraph.KindMerge,
	} {
		l, err := flavor.Lines(roomSituation(k))
		require.NoError(t, err, k)
		assert.GreaterOrEqual(t, len(l), 2, "%s needs variants", k)
	}
}

func TestForkPromptNumbersEveryWayAndTeasesTheClosedOnes(t *testing.T) {
	g := cryptGraph(t)
	p := zonerun.Prompt{Node: "crypt_valdris.fork", Options: []zonerun.Option{
		{To: "crypt_valdris.main_hall", Open: true},
		{To: "crypt_valdris.side_chapel", Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Hint: "A faint draft from a crack in the wall.",
			Reason: zonerun.ReasonCheckFailed, Check: &zonerun.Check{Skill: "Perception", Total: 9, DC: 12}},
	}}
	ch, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	hurt := ch
	hurt.HP = rules.MaxHP(ch)/2 - 1
	text := ForkPromptText(g, p, ch, "!", "6h")
	assert.Contains(t, text, "1. **Main Hall**")
	assert.Contains(t, text, "2. 🔒 _A faint draft from a crack in the wall._ (Perception 9 vs DC 12: you can't place it)")
	assert.NotContains(t, text, "Side Chapel", "a closed way shows its hint, not its room")
	assert.Contains(t, text, "Choose with `!zone go <n>` or react with its number (1️⃣).", "the keycaps of the open ways")
	assert.Contains(t, text, "An elite or the boss waits behind every open way, and those doors are yours to go through, so this choice is yours: I won't make it for you.",
		"the walk stops before elites, and so does the idle pick")
	assert.NotContains(t, text, "I'll pick")
	into := ForkPromptFor(g, p, zonerun.Run{}, ch, play.Rules{EnterElites: true}, "!", PickWait{For: "6h"})
	assert.Contains(t, into, "Leave it 6h and I'll pick **Main Hall** for you (at night, I wait for the morning).", "walk into elites: the first listed open way")
	held := ForkPromptFor(g, p, zonerun.Run{}, ch, play.Rules{EnterElites: true}, "!", PickWait{For: "6h", HeldBy: []content.MonsterID{"drow"}})
	assert.Contains(t, held, "Left alone I'd pick **Main Hall** for you, but the fork waits until the **Drow** is dealt with: `!fight`.",
		"an encounter waiting holds the pick: no time is promised (rules §6.4)")
	assert.NotContains(t, held, "Leave it")
	wounded := ForkPromptFor(g, p, zonerun.Run{}, hurt, play.Rules{EnterElites: true}, "!", PickWait{For: "6h"})
	assert.Contains(t, wounded, "you're badly hurt, so this choice is yours: I won't make it for you", "badly hurt, and the one open way leads to an elite")
	assert.NotContains(t, wounded, "I'll pick")

	p.Options[1].Open, p.Options[1].Reason = true, zonerun.ReasonNone
	p.Options[1].Check = &zonerun.Check{Skill: "Perception", Total: 15, DC: 12, Passed: true}
	open := ForkPromptText(g, p, hurt, "!", "6h")
	assert.Contains(t, open, "2. **Side Chapel** (you spotted it: Perception 15 vs DC 12)")
	assert.Contains(t, open, "Leave it 6h and I'll pick **Side Chapel** for you (at night, I wait for the morning).", "the first way no elite guards")
	assert.Contains(t, open, "react with its number (1️⃣ 2️⃣)")

	p.Options[0].Open = false
	p.Options[1].Open = false
	assert.Contains(t, ForkPromptText(g, p, ch, "!", "6h"), "Every way is shut to you.")
}

func TestLockReasons(t *testing.T) {
	tests := []struct {
		o    zonerun.Option
		want string
	}{
		{zonerun.Option{Reason: zonerun.ReasonNoKey, Lock: zonegraph.Lock{Kind: zonegraph.LockKey, KeyID: "potion_of_healing"}}, "needs **Potion of Healing**"},
		{zonerun.Option{Reason: zonerun.ReasonLevelTooLow, Lock: zonegraph.Lock{Kind: zonegraph.LockLevelMin, MinLevel: 5}}, "needs level 5"},
		{zonerun.Option{Reason: zonerun.ReasonRegionUncleared}, "opens once this region's boss falls"},
		{zonerun.Option{Reason: zonerun.ReasonCheckFailed, Check: &zonerun.Check{Ability: rules.STR, Total: 8, DC: 14}}, "STR 8 vs DC 14: it won't budge"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, LockReasonText(tt.o))
	}
}

func TestTrapText(t *testing.T) {
	pit := zonerun.Trap{ID: "pit", Name: "Pit", Damage: rules.D(2, 6)}
	det := zonerun.Check{Skill: "Perception", Total: 8, DC: 12}
	tests := []struct {
		name string
		out  zonerun.TrapOutcome
		want string
	}{
		{"spotted", zonerun.TrapOutcome{Trap: pit, Spotted: true, Detect: zonerun.Check{Skill: "Perception", Total: 14, DC: 12}},
			"🪤 You spot a **Pit** (Perception 14 vs DC 12) and step around it."},
		{"spotted, an before a vowel", zonerun.TrapOutcome{Trap: zonerun.Trap{Name: "Antimagic Field"}, Spotted: true, Detect: zonerun.Check{Skill: "Perception", Total: 14, DC: 12}},
			"🪤 You spot an **Antimagic Field** (Perception 14 vs DC 12) and step around it."},
		{"hit", zonerun.TrapOutcome{Trap: pit, Detect: det, Rolled: 7, Lost: 7, HP: 5, MaxHP: 12},
			"🪤 **Pit!** You miss the signs (Perception 8 vs DC 12). 7 damage · HP 5/12."},
		{"clings on", zonerun.TrapOutcome{Trap: pit, Detect: det, Rolled: 9, Lost: 3, HP: 1, MaxHP: 12},
			"9 damage, but you cling on at 1/12 HP."},
		{"already at 1", zonerun.TrapOutcome{Trap: pit, Detect: det, Rolled: 4, Lost: 0, HP: 1, MaxHP: 12},
			"already hanging on at 1 HP"},
	}
	for _, tt := range tests {
		assert.Contains(t, trapText(&tt.out), tt.want, tt.name)
	}
	dart := zonerun.TrapOutcome{Trap: zonerun.Trap{Name: "Poison Dart"}, Detect: det, Rolled: 1, Lost: 1, HP: 11, MaxHP: 12,
		Save: &zonerun.Check{Ability: rules.CON, Total: 13, DC: 11, Passed: true}}
	assert.Contains(t, trapText(&dart), "CON save 13 vs DC 11: half damage.")
}

func TestZoneListShowsOnlyZonesInReach(t *testing.T) {
	text := ZoneList("Tess", 1, content.Zones(), "!")
	assert.Contains(t, text, "**The Crypt of Valdris** · levels 1–3 · `crypt_valdris`")
	assert.Contains(t, text, "**The Underforge**", "tier 3 is player tier + 2")
	assert.NotContains(t, text, "Underdark")
	assert.Contains(t, text, "4 more beyond your reach")
	assert.NotContains(t, ZoneList("Vet", 13, content.Zones(), "!"), "beyond your reach")
}

// The reach in the list's head is a zone tier that exists: past the
// highest, every zone is open (rules §6.1).
func TestZoneListReachStopsAtTheHighestZoneTier(t *testing.T) {
	for _, tc := range []struct {
		level int
		want  string
	}{
		{1, "(level 1, tier 1: zones up to tier 3)"},
		{6, "(level 6, tier 2: zones up to tier 4)"},
		{20, fmt.Sprintf("(level 20, tier 7: every zone, tiers 1 to %d)", content.MaxZoneTier)},
	} {
		assert.Contains(t, ZoneList("Vet", tc.level, content.Zones(), "!"), tc.want, tc.level)
	}
}

// `!rules expeditions` sends the player to `!zone list` for a zone's
// days (rules §8.1): the list shows, for every zone, the day its cap
// starts Siege Mode on (rules §8.8: the first rollover past its days).
func TestZoneListShowsEachZonesExpeditionDays(t *testing.T) {
	text := ZoneList("Vet", 20, content.Zones(), "!")
	assert.Contains(t, expeditionsRules("!"), "its days (`!zone list`)")
	assert.Contains(t, text, "`goblin_warrens` · on an expedition, Siege Mode from day 5 — ")
	assert.Contains(t, text, "`abyss_portal` · on an expedition, no day cap — ")
	for _, z := range content.Zones() {
		tr, ok := expedition.TraitsOf(z.ID)
		require.True(t, ok, z.ID)
		if tr.MaxDays == 0 {
			continue
		}
		assert.Contains(t, text, fmt.Sprintf("`%s` · on an expedition, Siege Mode from day %d — ", z.ID, tr.MaxDays+1))
	}
}

// TestZoneListMarksZonesWhoseFoesRiseToMeetYou: the zones that size their
// foes (rules §2.8) say so in the list, and only they.
func TestZoneListMarksZonesWhoseFoesRiseToMeetYou(t *testing.T) {
	text := ZoneList("Vet", 20, content.Zones(), "!")
	notes := map[string]string{
		"**Forest of Shadows**":           "⚔️ _Foes rise to meet you: tougher the higher you stand in levels 3–5 when you set out._",
		"**Sunken Temple of Dar'eth**":    "⚔️ _Foes rise to meet you: tougher the higher you stand in levels 3–5 when you set out._",
		"**Haunted Manor of Blackspire**": "⚔️ _Foes rise to meet you: tougher the higher you stand in levels 5–8 when you set out._",
		"**The Underforge**":              "⚔️ _Foes rise to meet you: tougher the higher you stand in levels 5–8 when you set out._",
		"**The Underdark**":               "⚔️ _Foes rise to meet you: +2 to hit with hits 6% lighter, and tougher the higher you stand in levels 8–12 when you set out._",
		"**Feywild Crossing**":            "⚔️ _Foes rise to meet you: hits 20% lighter, and tougher the higher you stand in levels 8–12 when you set out._",
		"**Dragon's Lair":                 "⚔️ _Foes rise to meet you: tougher the higher you stand in levels 12–20 when you set out._",
		"**The Abyss Portal**":            "⚔️ _Foes rise to meet you: +2 to hit with hits 15% lighter, and tougher the higher you stand in levels 15–20 when you set out._",
	}
	marked := 0
	for _, line := range strings.Split(text, "\n") {
		want := ""
		for name, note := range notes {
			if strings.Contains(line, name) {
				want = note
			}
		}
		if want == "" {
			assert.NotContains(t, line, "Foes rise", line)
			continue
		}
		marked++
		assert.Contains(t, line, want, line)
	}
	assert.Equal(t, len(notes), marked, "every sized zone is listed at level 20")
}

func TestRoomLinesNeverRepeatBetweenRoomsOfAKind(t *testing.T) {
	g := cryptGraph(t)
	explorations := []zonegraph.NodeID{"crypt_valdris.stair", "crypt_valdris.corridor", "crypt_valdris.vestibule"}
	for seed := range uint64(200) {
		r := zonerun.Run{Seed: seed, Visited: []zonegraph.NodeID{"crypt_valdris.entry", "crypt_valdris.stair", "crypt_valdris.corridor",
			"crypt_valdris.fork", "crypt_valdris.main_hall", "crypt_valdris.antechamber", "crypt_valdris.vestibule"}}
		prev := ""
		for _, id := range explorations {
			line := roomLine(r, g, id, nil)
			assert.NotEqual(t, prev, line, "seed %d room %s", seed, id)
			assert.Equal(t, line, roomLine(r, g, id, nil), "a room always reads the same")
			prev = line
		}
	}
}

func TestZoneStepFooter(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	r := zonerun.Run{Status: zonerun.StatusActive, Current: "crypt_valdris.stair", Visited: []zonegraph.NodeID{"crypt_valdris.entry", "crypt_valdris.stair"}}
	step := ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", IdleWait: "6h",
		Events: []zonerun.Event{{Kind: zonerun.EvRoomEntered, Node: "crypt_valdris.stair", Number: 2}, {Kind: zonerun.EvRoomQuiet, Node: "crypt_valdris.stair"}}}
	text := ZoneStepText(step)
	assert.True(t, strings.HasPrefix(text, "**Room 2 · Mourners' Stair**\n"))
	assert.Contains(t, text, "`!zone advance` to go on")

	step.Events = append(step.Events, zonerun.Event{Kind: zonerun.EvFightPending, Fight: &zonerun.FightReport{Monsters: []content.MonsterID{"specter"}, Kind: combat.KindElite}})
	text = ZoneStepText(step)
	assert.Contains(t, text, "★ **Specter** (elite · CR 1 · 22 HP · AC 12) bars the way.")
	assert.NotContains(t, text, "`!zone advance` to go on", "a waiting fight is the question")

	step.Run.Status = zonerun.StatusLost
	step.Char.DownUntil = time.Date(2026, 3, 2, 15, 0, 0, 0, time.UTC)
	step.At = Moment{Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	step.Events = []zonerun.Event{{Kind: zonerun.EvRunLost, Node: "crypt_valdris.stair"}}
	assert.Equal(t, "💀 The run ends in **Mourners' Stair**. You're out until 15:00 (in 6h); then `!zone start crypt_valdris` begins a fresh run.", ZoneStepText(step),
		"the run is over: no zone waits, a fresh run starts after recovery")

	step.Expedition = true
	assert.Equal(t, "💀 The run ends in **Mourners' Stair**.", ZoneStepText(step),
		"on an expedition the forced extraction says what comes next, not a zone run")
}

func TestZoneRefusals(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{zonerun.ErrBadChoice{N: 9, Count: 2}, "pick a number from 1 to 2"},
		{zonerun.ErrFightPending{Monster: "wight"}, "**Wight** stands in your way"},
		{zonerun.ErrNoPrompt, "There's no fork to choose at."},
		{zonerun.ErrZoneTooHigh{ZoneTier: 4, MaxTier: 3}, "tier 4 zone"},
		{zonerun.ErrWayLocked{Option: zonerun.Option{Hint: "Sealed.", Reason: zonerun.ReasonRegionUncleared}}, "🔒 _Sealed._ (opens once"},
	}
	for _, tt := range tests {
		assert.Contains(t, ZoneRefusal(tt.err, "!"), tt.want)
	}
	assert.Empty(t, ZoneRefusal(errors.New("disk on fire"), "!"))
}

func TestDropsTextCountsTheSameItemTogether(t *testing.T) {
	drops := []content.Drop{
		{ItemID: "gem_azurite", Qty: 1}, {ItemID: "art_bronze_crown", Qty: 1},
		{Coins: 30}, {ItemID: "art_bronze_crown", Qty: 1}, {Coins: 12},
	}
	assert.Equal(t, "**Azurite**, 2 × **Bronze Crown** and 42 coins", DropsText(drops))
	assert.Empty(t, DropsText(nil))
}

// TestMonsterLineShowsFoesAsTheyFight: the room line shows a deep zone's
// boss sized to the expedition's departure level, and Siege Mode's extra
// HP on top, as the fight will (rules §2.8, §8.8).
func TestMonsterLineShowsFoesAsTheyFight(t *testing.T) {
	e := expedition.Expedition{ZoneID: "underdark", Tier: 4, FoeLevel: 10}
	e.Threat.Level = 50
	assert.Contains(t, MonsterLine([]content.MonsterID{"ilvaras"}, ExpeditionGround(e)), "211 HP", "162 × 1.3")
	e.Threat.Level, e.Threat.Siege = 100, true
	assert.Contains(t, MonsterLine([]content.MonsterID{"ilvaras"}, ExpeditionGround(e)), "231 HP (211 +20 siege)", "and Siege Mode's +20, named")
	drow := MonsterLine([]content.MonsterID{"drow"}, ExpeditionGround(e))
	assert.Contains(t, drow, "17 HP", "no siege HP for an ordinary foe")
	assert.NotContains(t, drow, "siege")
}

// TwinBee's own answer to a fork says how long the prompt really waited
// (rules §6.4: a night makes it longer than the idle wait).
func TestIdlePickLineSaysHowLongItWaited(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	seen := false
	for seed := range uint64(60) {
		r := zonerun.Run{Status: zonerun.StatusActive, Seed: seed, Current: "crypt_valdris.side_chapel"}
		step := ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", IdleWait: "6h", Waited: "11h 15m",
			Events: []zonerun.Event{{Kind: zonerun.EvWayChosen, Auto: true, Node: "crypt_valdris.fork", To: "crypt_valdris.side_chapel"}}}
		text := ZoneStepText(step)
		if strings.Contains(text, "thoughtful silence") {
			seen = true
			assert.Contains(t, text, "After 11h 15m of thoughtful silence")
		}
	}
	assert.True(t, seen, "the line that tells the wait was picked for some seed")
}

// TestZoneListSaysTheXPShareAboveTheBand: a zone the character has
// outgrown says what its fights pay (rules §2.10); one of its band says
// nothing.
func TestZoneListSaysTheXPShareAboveTheBand(t *testing.T) {
	text := ZoneList("Vet", 6, content.Zones(), "!")
	after := func(zone content.ZoneID) string {
		i := strings.Index(text, string(zone))
		require.GreaterOrEqual(t, i, 0, zone)
		next := strings.Index(text[i+1:], "\n- ")
		if next < 0 {
			return text[i:]
		}
		return text[i : i+1+next]
	}
	assert.Contains(t, after("**Goblin Warrens**"), "3 levels past its band: its fights pay you 40% of their XP.")
	assert.Contains(t, after("**Forest of Shadows**"), "1 level past its band: its fights pay you 80% of their XP.")
	assert.NotContains(t, after("**Haunted Manor"), "past its band")
	assert.Empty(t, BandNote(content.Zone{}, 20), "no zone, no note")
}

// TestZoneListSaysTheFindShareUnderTheBand: a zone above the character's
// band says what share of its finds it keeps (rules §6.2), one level under
// and at the floor; a zone of its band says nothing.
func TestZoneListSaysTheFindShareUnderTheBand(t *testing.T) {
	cases := []struct {
		level int
		zone  content.ZoneID
		want  string
	}{
		{4, "haunted_manor", "1 level under its band: you keep 80% of what you find here."},
		{6, "underdark", "2 levels under its band: you keep 60% of what you find here."},
		{1, "haunted_manor", "4 levels under its band: you keep 20% of what you find here."},
	}
	for _, tc := range cases {
		z, ok := content.ZoneByID(tc.zone)
		require.True(t, ok)
		assert.Contains(t, BandNote(z, tc.level), tc.want, "level %d in %s", tc.level, tc.zone)
		assert.Contains(t, ZoneList("Kid", tc.level, content.Zones(), "!"), tc.want)
	}
	manor, _ := content.ZoneByID("haunted_manor")
	assert.Empty(t, BandNote(manor, 5), "the band's lowest level keeps every find")
}

// At the level cap a zone's fights pay no XP (rules §1.5): the note says
// so, once in `!zone list`, where it gave a 10% share.
func TestALevelTwentyHeroIsToldItsFightsPayNoXP(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneGoblinWarrens)
	require.True(t, ok)
	assert.Equal(t, LevelCapNote, BandNote(z, 20))
	assert.Contains(t, BandNote(z, 19), "past its band", "below the cap the share stands")
	text := ZoneList("Vet", 20, content.Zones(), "!")
	assert.Equal(t, 1, strings.Count(text, "a level-20 hero earns no more"), text)
	assert.NotContains(t, text, "of their XP")
}

// A foe that got away pays XP for its wounds (rules §2.10), except to a
// hero at the level cap (rules §1.5): the line promises only what is paid.
func TestFightResultLinePromisesEscapeXPOnlyWhenPaid(t *testing.T) {
	capped := rules.LevelUpReport{OldLevel: 20, NewLevel: 20, XP: rules.MaxXP(), XPDiscarded: 40}
	for _, tc := range []struct {
		name string
		f    zonerun.FightReport
		want string
	}{
		{"all got away", zonerun.FightReport{Monsters: []content.MonsterID{"azer"}, Result: combat.ResultWon, Rounds: 5},
			"🏃 **It got away** after 5 rounds: no loot, XP for the wounds dealt"},
		{"all got away at level 20", zonerun.FightReport{Monsters: []content.MonsterID{"azer"}, Result: combat.ResultWon, Rounds: 5, LevelUp: capped},
			"🏃 **It got away** after 5 rounds: no loot"},
		{"one got away", zonerun.FightReport{Monsters: []content.MonsterID{"azer", "worg"}, Kills: []content.MonsterID{"azer"}, Escaped: []content.MonsterID{"worg"}, Result: combat.ResultWon, Rounds: 4},
			"🏆 **Won** in 4 rounds (**Worg** escaped: no loot from it, XP for its wounds)"},
		{"one got away at level 20", zonerun.FightReport{Monsters: []content.MonsterID{"azer", "worg"}, Kills: []content.MonsterID{"azer"}, Escaped: []content.MonsterID{"worg"}, Result: combat.ResultWon, Rounds: 4, LevelUp: capped},
			"🏆 **Won** in 4 rounds (**Worg** escaped: no loot from it)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, fightResultLine(&tc.f))
		})
	}
}

// A room whose harvest noise wakes a foe does not first say nothing stirs
// there (rules §7.5): the quiet line is left out of that step.
func TestAQuietRoomTheClatterFillsIsNotCalledQuiet(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	node := zonegraph.NodeID("crypt_valdris.stair")
	r := zonerun.Run{Status: zonerun.StatusActive, Current: node, Visited: []zonegraph.NodeID{"crypt_valdris.entry", node}}
	quiet := []zonerun.Event{{Kind: zonerun.EvRoomEntered, Node: node, Number: 2}, {Kind: zonerun.EvRoomQuiet, Node: node}}
	step := ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", IdleWait: "6h", Events: quiet}
	calm := pickLine(r, flavor.ZoneQuiet, nil, string(node))
	require.Contains(t, ZoneStepText(step), calm, "a room that stays quiet says so")

	noisy := harvest.PassResult{Ran: true, Interrupt: &harvest.Interrupt{Kind: harvest.NoiseStandard, Node: string(node), Monsters: []content.MonsterID{"zombie"}}}
	step.Events = append(slices.Clone(quiet), zonerun.Event{Kind: zonerun.EvHarvest, Node: node, Number: 2, Harvest: &noisy})
	assert.NotContains(t, ZoneStepText(step), calm)
}

// Walking back into a room a foe moved back into does not first say that
// nothing new has crawled in (rules §8.12's resets, Siege Mode's returns).
func TestARevisitedRoomWithARespawnIsNotCalledEmpty(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	node := zonegraph.NodeID("crypt_valdris.stair")
	r := zonerun.Run{Status: zonerun.StatusActive, Current: node, RoomsTraversed: 3, Visited: []zonegraph.NodeID{"crypt_valdris.entry", node}}
	back := []zonerun.Event{{Kind: zonerun.EvRoomEntered, Node: node, Number: 2, Revisit: true}}
	step := ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", IdleWait: "6h", Events: back}
	calm := pickLine(r, flavor.ZoneRevisit, nil, string(node), r.RoomsTraversed)
	require.Contains(t, ZoneStepText(step), calm, "an empty room walked back into says so")

	step.Events = append(slices.Clone(back), zonerun.Event{Kind: zonerun.EvRespawnMet, Node: node, Number: 2,
		Fight: &zonerun.FightReport{Monsters: []content.MonsterID{"zombie"}}})
	text := ZoneStepText(step)
	assert.NotContains(t, text, calm)
	assert.Contains(t, text, "something has moved back in")

	step.Events = append(slices.Clone(back), zonerun.Event{Kind: zonerun.EvTrap, Node: node, Number: 2,
		Trap: &zonerun.TrapOutcome{Trap: zonerun.Trap{Name: "Spiked Pit"}, Rearmed: true, Spotted: true}})
	text = ZoneStepText(step)
	assert.NotContains(t, text, calm, "a re-armed trap is something new")
	assert.Contains(t, text, "re-armed since you passed")
}

// On an expedition a step whose next `!advance` is refused (the Crypt's
// boss faced only fully rested) does not end by offering it: the footer
// says why instead.
func TestAStepOffersAdvanceOnlyWhenItWouldBeTaken(t *testing.T) {
	g := cryptGraph(t)
	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	node := zonegraph.NodeID("crypt_valdris.stair")
	r := zonerun.Run{Status: zonerun.StatusActive, Current: node, Visited: []zonegraph.NodeID{"crypt_valdris.entry", node}}
	step := ZoneStep{Zone: z, Graph: g, Run: r, Prefix: "!", IdleWait: "6h", Expedition: true,
		Events: []zonerun.Event{{Kind: zonerun.EvRoomEntered, Node: node, Number: 2}, {Kind: zonerun.EvRoomQuiet, Node: node}}}
	require.Contains(t, ZoneStepText(step), "`!advance` to go on")

	step.NoAdvance = expedition.ErrBossNeedsRest{Funds: expedition.FundsLongRest}
	text := ZoneStepText(step)
	assert.NotContains(t, text, "`!advance` to go on")
	assert.Contains(t, text, "This boss is faced only fully rested")
	assert.Contains(t, text, "`!map` for the map.")
}

// A party's start tells each member their own share of the band where
// the members' shares differ (rules §6.2).
func TestPartyBandNoteIsTrueForEachMember(t *testing.T) {
	forest, ok := content.ZoneByID(content.ZoneForestShadows)
	require.True(t, ok)
	ash, bob := rules.Character{Name: "Ash", Level: 2}, rules.Character{Name: "Bob", Level: 4}
	cases := []struct {
		name    string
		party   []rules.Character
		want    []string
		notWant []string
	}{
		{"leader under, member in", []rules.Character{ash, bob}, []string{"**Ash**, 1 level under its band, keeps 80%"}, []string{"you keep", "Bob"}},
		{"member under, leader in", []rules.Character{bob, ash}, []string{"**Ash**, 1 level under its band, keeps 80%"}, []string{"you keep", "Bob"}},
		{"all under alike", []rules.Character{ash, {Name: "Cy", Level: 2}}, []string{"1 level under its band: you keep 80%"}, []string{"Ash"}},
		{"all in the band", []rules.Character{bob, {Name: "Cy", Level: 3}}, nil, []string{"band"}},
	}
	for _, tc := range cases {
		got := PartyBandNote(forest, tc.party)
		for _, w := range tc.want {
			assert.Contains(t, got, w, tc.name)
		}
		for _, w := range tc.notWant {
			assert.NotContains(t, got, w, tc.name)
		}
	}
}

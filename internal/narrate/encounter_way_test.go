package narrate

import (
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// campWords are the words of a camp's night: no line of the road's or a
// hunt's wandering check may use them, there being no camp.
var campWords = regexp.MustCompile(`(?i)\b(camp|camping|night|bedroll|sleep|slept|wake|woke|embers|fire's)\b`)

// TestRoadAndHuntEncountersSpeakOfNoCamp: a region transit's and a hunt's
// wandering check (no camp) words its outcome, its encounter and the line
// after its fight without a camp or a night, and points to the way on
// where the player stands; a camp's night keeps its own.
func TestRoadAndHuntEncountersSpeakOfNoCamp(t *testing.T) {
	e := expedition.Expedition{ZoneID: "goblin_warrens", Day: 3, Tier: 1}
	for _, src := range []expedition.EncounterSource{expedition.SourceTransit, expedition.SourceWander} {
		for _, r := range expedition.NightTable() {
			for _, avoided := range []bool{false, true} {
				n := &expedition.NightReport{Day: 3, Source: src, Outcome: r.Outcome, Avoided: avoided,
					Rolls: []expedition.NightRoll{{D20: 12, Total: 12, Outcome: r.Outcome}}}
				if r.Encounter() && !avoided {
					n.Encounter = &expedition.NightEncounter{Kind: r.Outcome, Monsters: []content.MonsterID{"goblin_sneak"}, Day: 3, Source: src}
				}
				sit := nightSituation(n)
				lines, err := flavor.Lines(sit)
				require.NoError(t, err, sit)
				for _, l := range lines {
					assert.NotRegexp(t, campWords, l, "%s %s: %s", src, r.Outcome, sit)
				}
				text := NightText(n, e, func(flavor.Situation, map[string]string) string { return "" }, "!")
				assert.NotRegexp(t, campWords, text, "%s %s", src, r.Outcome)
			}
		}
		plain := zonerun.Run{Current: "r2"}
		over := EncounterOverText(expedition.NightEncounter{Source: src, Day: 3}, e, rules.Character{}, Here{}, plain, Moment{}, "!")
		assert.NotRegexp(t, campWords, over, src)
		assert.Contains(t, over, "`!advance` to go on", src)
		waiting := zonerun.Run{Status: zonerun.StatusActive, Current: "r2", Rooms: map[zonegraph.NodeID]zonerun.Room{"r2": {Kind: zonegraph.KindElite,
			Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"bugbear"}, Pending: true}}}}
		over = EncounterOverText(expedition.NightEncounter{Source: src, Day: 3}, e, rules.Character{}, Here{}, waiting, Moment{}, "!")
		assert.Contains(t, over, "`!fight` engages it", src)
		assert.NotContains(t, over, "advance", src)
	}
	night := EncounterOverText(expedition.NightEncounter{Source: expedition.SourceNight, Day: 2}, e, rules.Character{}, Here{}, zonerun.Run{}, Moment{}, "!")
	assert.Contains(t, night, "The camp is a mess")
}

// TestANightEncounterFoughtLaterWakesNoOne: a camp's night encounter
// fought the morning after its night wakes the player and leaves the
// camp a mess; fought days later it has waited since that night, and
// neither its head nor the line after it speaks of waking or a camp.
func TestANightEncounterFoughtLaterWakesNoOne(t *testing.T) {
	n := expedition.NightEncounter{Kind: expedition.NightMinor, Monsters: []content.MonsterID{"goblin_sneak"}, Day: 1, Source: expedition.SourceNight}
	morning := expedition.Expedition{ZoneID: "goblin_warrens", Day: 2, Tier: 1}
	assert.Contains(t, EncounterFightIntro(n, morning), "🌙 **You wake to combat · Goblin Warrens, night 1**: **Goblin Sneak**")
	assert.Contains(t, EncounterOverText(n, morning, rules.Character{}, Here{}, zonerun.Run{}, Moment{}, "!"), "🌅 The camp is a mess, but you're standing.")

	later := morning
	later.Day = 7
	head := EncounterFightIntro(n, later)
	assert.Contains(t, head, "🌙 **Waiting since night 1 · Goblin Warrens, day 7**: **Goblin Sneak**")
	over := EncounterOverText(n, later, rules.Character{}, Here{}, zonerun.Run{}, Moment{}, "!")
	assert.Contains(t, over, "⚔️ What waited since night 1 is down, and you're standing.")
	for _, text := range []string{head, over} {
		assert.NotContains(t, text, "wake")
		assert.NotContains(t, text, "The camp")
	}
	n.Surprise = true
	assert.Contains(t, EncounterFightIntro(n, later), "**Waiting since night 1, it strikes first · Goblin Warrens, day 7**")
	assert.Contains(t, EncounterFightIntro(n, morning), "**Night ambush · Goblin Warrens, night 1**")
}

// TestAStepThatMeetsAnEncounterOnTheRoadOffersNoWayOn: a step whose extra
// paragraphs end with an encounter waiting for `!fight` ends there, with
// no "to go on" footer; without one, the footer follows.
func TestAStepThatMeetsAnEncounterOnTheRoadOffersNoWayOn(t *testing.T) {
	s := ZoneStep{Run: zonerun.Run{Status: zonerun.StatusActive}, Prefix: "!", Expedition: true,
		Extra: []string{"⚔️ **Met on the road:** a goblin. `!fight` engages."}}
	assert.Contains(t, ZoneStepText(s), "`!advance` to go on")
	s.ExtraAsks = true
	assert.NotContains(t, ZoneStepText(s), "advance")
}

// A night encounter fought on waking from a camp whose sleep still holds
// the player (rules §3.3) offers no move: every one would wait, and the
// line says until when; the road's says the same.
func TestTheLineAfterAnEncounterWaitsForTheRest(t *testing.T) {
	at := Moment{Now: time.Date(2026, 3, 3, 6, 40, 0, 0, time.UTC)}
	asleep := rules.Character{LockoutUntil: time.Date(2026, 3, 3, 12, 30, 0, 0, time.UTC)}
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: "underdark", Day: 2, Tier: 4, Supplies: stocked}
	for _, src := range []expedition.EncounterSource{expedition.SourceNight, expedition.SourceTransit} {
		over := EncounterOverText(expedition.NightEncounter{Source: src, Day: 1}, e, asleep, Here{}, zonerun.Run{}, at, "!")
		assert.Contains(t, over, "💤 You're resting until 12:30 (in 5h 50m); every move waits till then.", src)
		assert.NotContains(t, over, "`!advance`", src)
		assert.NotContains(t, over, "Available actions", src)
	}
}

// A road's, a hunt's or a time loop's encounter left unfought into a
// later day says the day it is fought and the day it came, as a night's
// does (rules §8.11).
func TestAnEncounterLeftUnfoughtSaysSinceWhen(t *testing.T) {
	n := expedition.NightEncounter{Kind: expedition.NightMinor, Monsters: []content.MonsterID{"redcap"}, Day: 2, Source: expedition.SourceLoop}
	e := expedition.Expedition{ZoneID: "feywild_crossing", Day: 2, Tier: 4}
	assert.Contains(t, EncounterFightIntro(n, e), "🧚 **The time loop's new company · Feywild Crossing, day 2**")
	e.Day = 3
	assert.Contains(t, EncounterFightIntro(n, e), "🧚 **The time loop's new company, waiting since day 2 · Feywild Crossing, day 3**")
}

// A night encounter fought at a fork leaves the fork's answer and its
// pick, as the status gives them, not an actions line whose `!advance`
// would only show the fork again and restart its pick (rules §6.4).
func TestTheLineAfterAnEncounterAtAForkNamesTheFork(t *testing.T) {
	at := Moment{Now: time.Date(2026, 3, 3, 6, 40, 0, 0, time.UTC)}
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: "crypt_valdris", Day: 2, Tier: 1, Supplies: stocked}
	here := Here{Fork: true, ForkPick: at.Now.Add(5 * time.Minute)}
	over := EncounterOverText(expedition.NightEncounter{Source: expedition.SourceNight, Day: 1}, e, rules.Character{}, here, zonerun.Run{}, at, "!")
	assert.Contains(t, over, "🌅 The camp is a mess, but you're standing. 🔀 The way forks here: `!zone go <n>` picks a way")
	assert.Contains(t, over, "Leave it till 06:45 (in 5m)")
	assert.NotContains(t, over, "Available actions")
}

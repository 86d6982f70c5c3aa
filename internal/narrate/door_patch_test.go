package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestDoorPatchText: the walk's line about the patch-up at a door (rules
// §10.2) names the rests, their hours, the HP, slots and features they gave back
// and the end of the rest (under a Mage's Tiny Hut in Siege Mode, rules §8.8, it
// says so); with none taken, why, or nothing at all.
func TestDoorPatchText(t *testing.T) {
	now := time.Date(2026, 3, 2, 13, 40, 0, 0, time.UTC)
	at := Moment{Now: now}
	for _, tc := range []struct {
		name string
		p    play.DoorPatch
		want string
	}{
		{"two rests, HP and slots", play.DoorPatch{Rests: 2, HPFrom: 31, HPTo: 56, HPMax: 70, Slots: 2, Until: now.Add(2 * time.Hour)},
			"🩹 At the door I patched you up: 2 short rests (2h), HP 31 → 56/70, 2 spell slots back; you rest till 15:40 (in 2h)."},
		{"slots only", play.DoorPatch{Rests: 1, HPFrom: 70, HPTo: 70, HPMax: 70, Slots: 3, Until: now.Add(time.Hour)},
			"🩹 At the door I patched you up: 1 short rest (1h), 3 spell slots back; you rest till 14:40 (in 1h)."},
		{"a Fighter's features", play.DoorPatch{Rests: 1, HPFrom: 150, HPTo: 171, HPMax: 186, Features: []rules.FeatureID{rules.FeatureActionSurge, rules.FeatureSecondWind}, Until: now.Add(time.Hour)},
			"🩹 At the door I patched you up: 1 short rest (1h), HP 150 → 171/186, Action Surge and Second Wind back; you rest till 14:40 (in 1h)."},
		{"the last hit die", play.DoorPatch{Rests: 1, HPFrom: 20, HPTo: 30, HPMax: 70, Until: now.Add(time.Hour), WhyNot: play.PatchNoHitDice},
			"🩹 At the door I patched you up: 1 short rest (1h), HP 20 → 30/70; you rest till 14:40 (in 1h). No hit dice left for more."},
		{"no hit dice", play.DoorPatch{HPFrom: 20, HPTo: 20, HPMax: 70, WhyNot: play.PatchNoHitDice},
			"🩹 No patch-up at the door: you have no hit dice left for a short rest (a long rest gives them back)."},
		{"under the Tiny Hut in Siege Mode", play.DoorPatch{Rests: 1, HPFrom: 20, HPTo: 40, HPMax: 70, Slots: 6, Until: now.Add(time.Hour), WhyNot: play.PatchSiege, Hut: true},
			"🩹 At the door I patched you up: 1 short rest (1h) under your Tiny Hut, HP 20 → 40/70, 6 spell slots back; you rest till 14:40 (in 1h). Siege Mode allows no more."},
		{"Siege Mode", play.DoorPatch{HPFrom: 20, HPTo: 20, HPMax: 70, WhyNot: play.PatchSiege},
			"🩹 No patch-up at the door: Siege Mode allows no short rest."},
		{"nothing needed", play.DoorPatch{HPFrom: 70, HPTo: 70, HPMax: 70}, ""},
		{"a boss who wants a long rest", play.DoorPatch{HPFrom: 20, HPTo: 20, HPMax: 70, WhyNot: play.PatchFullRest}, ""},
	} {
		assert.Equal(t, tc.want, DoorPatchText(tc.p, at), tc.name)
	}
}

// A party's walk held by a member's rest names that member and when they
// are up; the leader's own rest or knock-out says "you" (rules §3.3, §8.23).
func TestRestingStopNamesWhoHoldsTheWalk(t *testing.T) {
	now := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	at := Moment{Now: now}
	awake := rules.Character{Name: "Ann"}
	bob := rules.Character{Name: "Bob", LockoutUntil: now.Add(time.Hour)}
	cara := rules.Character{Name: "Cara", LockoutUntil: now.Add(30 * time.Minute)}
	for _, tc := range []struct {
		name string
		w    AutoWalk
		want string
	}{
		{"the member up last", AutoWalk{Char: awake, Party: []rules.Character{cara, bob}, At: at, Stop: expedition.StopResting},
			"💤 **Bob** rests until 08:00 (in 1h). The party's walk waits for them."},
		{"the leader resting", AutoWalk{Char: bob, Party: []rules.Character{awake}, At: at, Stop: expedition.StopResting},
			"💤 You're resting until 08:00 (in 1h). The walk waits."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.w.restingStop())
		})
	}
}

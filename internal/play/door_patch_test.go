package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// doorChar is a level-lvl character of class at pct percent of its
// maximum HP, with its slots full.
func doorChar(t *testing.T, class rules.ClassID, lvl, pct int) rules.Character {
	t.Helper()
	ch, err := rules.NewCharacter("Ada", class, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(lvl))
	ch.Slots = rules.MaxSlots(ch)
	ch.HP = max(1, rules.MaxHP(ch)*pct/100)
	return ch
}

// TestPatchAtDoor is the autopilot's patch-up at an elite's or boss's
// door (rules §10.2): short rests while HP is below 80% or a caster's
// slots below half, as long as a short rest may be taken (a hit die,
// rules §3.1; not in Siege Mode, rules §8.8) and gives back what is
// missing; none before a boss faced only fully rested (rules §8.12).
func TestPatchAtDoor(t *testing.T) {
	now := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name     string
		class    rules.ClassID
		hpPct    int
		slots    bool // false: every slot spent
		hitDice  int  // -1: the level's
		siege    bool
		zone     content.ZoneID
		door     expedition.WalkStop
		rests    bool
		whyNot   DoorPatchWhyNot
		slotsBak bool
	}{
		{"full HP: nothing", rules.Fighter, 100, true, -1, false, content.ZoneGoblinWarrens, expedition.StopElite, false, "", false},
		{"at 85%: nothing", rules.Fighter, 85, true, -1, false, content.ZoneGoblinWarrens, expedition.StopElite, false, "", false},
		{"below 80%: rests to 80%", rules.Fighter, 50, true, -1, false, content.ZoneGoblinWarrens, expedition.StopElite, true, "", false},
		{"below 80% at the boss: rests", rules.Fighter, 50, true, -1, false, content.ZoneGoblinWarrens, expedition.StopBoss, true, "", false},
		{"one hit die: one rest, then none left", rules.Fighter, 10, true, 1, false, content.ZoneGoblinWarrens, expedition.StopElite, true, PatchNoHitDice, false},
		{"no hit dice: nothing, and says why", rules.Fighter, 50, true, 0, false, content.ZoneGoblinWarrens, expedition.StopElite, false, PatchNoHitDice, false},
		{"Siege Mode: nothing, and says why", rules.Fighter, 50, true, -1, true, content.ZoneGoblinWarrens, expedition.StopElite, false, PatchSiege, false},
		{"a caster with its slots spent: slots back", rules.Mage, 100, false, -1, false, content.ZoneGoblinWarrens, expedition.StopElite, true, "", true},
		{"a caster with its slots spent, no hit dice", rules.Mage, 100, false, 0, false, content.ZoneGoblinWarrens, expedition.StopElite, false, PatchNoHitDice, false},
		{"a caster with its slots and HP full: nothing", rules.Mage, 100, true, -1, false, content.ZoneGoblinWarrens, expedition.StopElite, false, "", false},
		{"a boss faced only fully rested: no short rest", rules.Fighter, 50, true, -1, false, content.ZoneCryptValdris, expedition.StopBoss, false, PatchFullRest, false},
		{"that zone's elites: rests", rules.Fighter, 50, true, -1, false, content.ZoneCryptValdris, expedition.StopElite, true, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := doorChar(t, tc.class, 9, tc.hpPct)
			if !tc.slots {
				ch.Slots = rules.SlotTable{}
			}
			if tc.hitDice >= 0 {
				ch.HitDice = tc.hitDice
			}
			e := expedition.Expedition{ZoneID: tc.zone, Status: expedition.StatusActive}
			e.Threat.Siege = tc.siege
			p := PatchAtDoor(DoorPatchIn{Exp: e, Char: ch, World: 1, User: "@ada:x", Now: now, Door: tc.door})
			assert.Equal(t, tc.whyNot, p.WhyNot)
			assert.Equal(t, ch.HP, p.HPFrom)
			assert.Equal(t, p.Char.HP, p.HPTo)
			assert.Equal(t, rules.MaxHP(ch), p.HPMax)
			if !tc.rests {
				assert.Zero(t, p.Rests)
				assert.Equal(t, ch, p.Char, "nothing changed")
				assert.True(t, p.Until.IsZero())
				return
			}
			require.Positive(t, p.Rests)
			assert.Equal(t, now.Add(time.Duration(p.Rests)*rules.ShortRestLockout), p.Until, "an hour a rest, one after another")
			assert.Equal(t, p.Until, p.Char.LockoutUntil, "resting till the last one ends")
			if p.WhyNot == "" {
				assert.GreaterOrEqual(t, HPPct(p.Char), DoorPatchHPPct)
				assert.GreaterOrEqual(t, SlotsPct(p.Char), DoorPatchSlotsPct)
			}
			assert.Equal(t, tc.slotsBak, p.Slots > 0)
			assert.Equal(t, p.Char.Slots.Total()-ch.Slots.Total(), p.Slots)
		})
	}
}

// TestPatchAtDoorRollsAsRestShort: each of the patch-up's rests is the
// player's `!rest short` at its hour (ShortRest on RestStream), so the
// bot's walk and the simulator roll the same dice.
func TestPatchAtDoorRollsAsRestShort(t *testing.T) {
	now := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	ch := doorChar(t, rules.Fighter, 9, 10)
	p := PatchAtDoor(DoorPatchIn{Exp: expedition.Expedition{Status: expedition.StatusActive}, Char: ch, World: 3, User: "@ada:x", Now: now})
	require.Greater(t, p.Rests, 1)
	want, at := ch, now
	for range p.Rests {
		var err error
		want, _, err = ShortRest(want, 3, "@ada:x", at)
		require.NoError(t, err)
		at = want.LockoutUntil
	}
	assert.Equal(t, want, p.Char)
}

// TestPatchAtDoorGivesTheFighterHisFeaturesBack: at a door the patch-up
// also rests while a Fighter has a use of Action Surge or Second Wind
// spent (rules §10.2), however high his HP, and says which came back;
// not without a hit die nor in Siege Mode, and never for a caster at
// full HP and slots.
func TestPatchAtDoorGivesTheFighterHisFeaturesBack(t *testing.T) {
	now := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		class   rules.ClassID
		spent   []rules.FeatureID
		hitDice int // -1: the level's
		siege   bool
		want    []rules.FeatureID // nil: no rest
		whyNot  DoorPatchWhyNot
	}{
		{"Action Surge spent: one rest gives it back", rules.Fighter, []rules.FeatureID{rules.FeatureActionSurge}, -1, false,
			[]rules.FeatureID{rules.FeatureActionSurge}, ""},
		{"both spent: both back", rules.Fighter, []rules.FeatureID{rules.FeatureSecondWind, rules.FeatureActionSurge}, -1, false,
			[]rules.FeatureID{rules.FeatureSecondWind, rules.FeatureActionSurge}, ""},
		{"nothing spent: no rest", rules.Fighter, nil, -1, false, nil, ""},
		{"no hit dice: no rest, and says why", rules.Fighter, []rules.FeatureID{rules.FeatureActionSurge}, 0, false, nil, PatchNoHitDice},
		{"Siege Mode: no rest, and says why", rules.Fighter, []rules.FeatureID{rules.FeatureActionSurge}, -1, true, nil, PatchSiege},
		{"a Mage at full HP and slots: no rest", rules.Mage, nil, -1, false, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := doorChar(t, tc.class, 9, 100)
			for _, id := range tc.spent {
				var err error
				ch, err = rules.UseFeature(ch, id)
				require.NoError(t, err)
			}
			if tc.hitDice >= 0 {
				ch.HitDice = tc.hitDice
			}
			e := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Status: expedition.StatusActive}
			e.Threat.Siege = tc.siege
			p := PatchAtDoor(DoorPatchIn{Exp: e, Char: ch, World: 1, User: "@ada:x", Now: now, Door: expedition.StopBoss})
			assert.Equal(t, tc.whyNot, p.WhyNot)
			if tc.want == nil {
				assert.Zero(t, p.Rests)
				return
			}
			assert.Equal(t, 1, p.Rests)
			assert.ElementsMatch(t, tc.want, p.Features)
			assert.False(t, rules.ShortRestFeaturesSpent(p.Char))
		})
	}
}

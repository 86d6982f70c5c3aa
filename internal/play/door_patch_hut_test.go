package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestPatchAtDoorUnderTheTinyHut: in Siege Mode the patch-up takes one
// short rest under a Mage's Tiny Hut at the boss's door, the only one
// Siege Mode allows (rules §1.7, §8.8, §10.2): no slot above 3rd level
// comes back and the hut's use is spent; at an elite's door, with the
// hut spent, or for another class it takes none and says Siege Mode.
func TestPatchAtDoorUnderTheTinyHut(t *testing.T) {
	now := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	spent := func(c rules.Character) rules.Character {
		c, _ = rules.UseFeature(c, rules.FeatureTinyHut)
		return c
	}
	drained := func(c rules.Character) rules.Character {
		c.Slots = rules.SlotTable{}
		return c
	}
	for _, tc := range []struct {
		name  string
		ch    rules.Character
		door  expedition.WalkStop
		rests int
		hut   bool
	}{
		{"a Mage at the boss's door: one rest under the hut", drained(doorChar(t, rules.Mage, 9, 50)), expedition.StopBoss, 1, true},
		{"a Mage at an elite's door: the hut kept", drained(doorChar(t, rules.Mage, 9, 50)), expedition.StopElite, 0, false},
		{"the hut spent: none", spent(drained(doorChar(t, rules.Mage, 9, 50))), expedition.StopBoss, 0, false},
		{"a Cleric at the boss's door: none", drained(doorChar(t, rules.Cleric, 9, 50)), expedition.StopBoss, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := expedition.Expedition{ZoneID: content.ZoneFeywild, Status: expedition.StatusActive}
			e.Threat.Level, e.Threat.Siege = 100, true
			p := PatchAtDoor(DoorPatchIn{Exp: e, Char: tc.ch, World: 1, User: "@ada:x", Now: now, Door: tc.door})
			assert.Equal(t, tc.rests, p.Rests)
			assert.Equal(t, tc.hut, p.Hut)
			assert.Equal(t, PatchSiege, p.WhyNot, "Siege Mode allows no second rest")
			if !tc.hut {
				assert.Equal(t, tc.ch, p.Char, "nothing changed")
				return
			}
			assert.Zero(t, rules.FeatureUsesLeft(p.Char, rules.FeatureTinyHut))
			assert.Equal(t, rules.SlotTable{4, 0, 2}, p.Char.Slots, "every 1st-level slot and two 3rd-level ones, no 5th")
			assert.Greater(t, p.HPTo, p.HPFrom)
		})
	}
}

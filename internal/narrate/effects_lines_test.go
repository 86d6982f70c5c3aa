package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// TestEffectsLinesListEveryEffectInForce: the "In force" list (the
// status, the sheet) names each effect the engine applies right now:
// the heat's fire each round, the tide's cold in flooded rooms and its
// kuo-toa, the Abyss's shifting rooms, surges, harvest and burn, the
// Dragon's patrols, Siege Mode, and every burn multiplier with its cause
// (rules §8.4, §8.8, §8.12).
func TestEffectsLinesListEveryEffectInForce(t *testing.T) {
	for _, tc := range []struct {
		name string
		zone content.ZoneID
		set  func(*expedition.Expedition)
		want []string
	}{
		{"heat 5", content.ZoneUnderforge, func(e *expedition.Expedition) { e.Stacks.Heat = 5 },
			[]string{"1d4 fire at the start of every combat round"}},
		{"heat 8", content.ZoneUnderforge, func(e *expedition.Expedition) { e.Stacks.Heat = 8 },
			[]string{"1d4 fire at the start of every combat round", "disadvantage on CON saves", "mining DC +3", "supplies burn ×1.5 (the heat)"}},
		{"heat 10", content.ZoneUnderforge, func(e *expedition.Expedition) { e.Stacks.Heat = 10 },
			[]string{"no mining"}},
		{"the tide", content.ZoneSunkenTemple, func(e *expedition.Expedition) { e.Stacks.TideActive = true },
			[]string{"a fight in a flooded room takes 1d6 cold a round", "kuo-toa +2 AC and +1d4 to hit", "supplies burn ×2 (the tide)"}},
		{"Abyss 45", content.ZoneAbyssPortal, func(e *expedition.Expedition) { e.Stacks.Instability = 45 },
			[]string{"-1 to WIS rolls", "a fork's ways may open onto one another's rooms"}},
		{"Abyss 65", content.ZoneAbyssPortal, func(e *expedition.Expedition) { e.Stacks.Instability = 65 },
			[]string{"something hunts you every 12 hours", "harvest DC +5"}},
		{"Abyss 95", content.ZoneAbyssPortal, func(e *expedition.Expedition) { e.Stacks.Instability = 95 },
			[]string{"-2 to all rolls", "no harvest", "supplies burn ×2 (the Abyss)"}},
		{"two pulses", content.ZoneDragonsLair, func(e *expedition.Expedition) { e.Stacks.DragonPulses = 2 },
			[]string{"kobold patrols: 2 more kobolds in the fight of every room you enter (a boss's excepted)"}},
		{"a Feywild double day", content.ZoneFeywild, func(e *expedition.Expedition) { e.Stacks.FeyRoll = 5 },
			[]string{"forage DC -3", "supplies burn ×2 (a double day)"}},
		{"harsh and Siege", content.ZoneAbyssPortal, func(e *expedition.Expedition) { e.Threat.Level, e.Threat.Siege = 100, true },
			[]string{"Siege Mode: cleared rooms may fill again, the boss +20 HP and +1 legendary resistance", "supplies burn ×3 (harsh conditions, Siege Mode)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := activeIn(t, tc.zone, time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
			tc.set(&e)
			got := EffectsLines(expedition.CurrentEffects(e))
			for _, w := range tc.want {
				assert.Contains(t, got, w)
			}
		})
	}
}

// TestThreatListsEveryEffectInForce: `!threat`'s "In force" is the same
// list as the status's, so the heat's fire and a harsh burn show there too.
func TestThreatListsEveryEffectInForce(t *testing.T) {
	e := activeIn(t, content.ZoneUnderforge, time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
	e.Stacks.Heat, e.Threat.Level = 5, 65
	got := ThreatText(e, 3, Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)})
	assert.Contains(t, got, "1d4 fire at the start of every combat round")
	assert.Contains(t, got, "supplies burn ×2 (harsh conditions)")
}

// activeIn is an active expedition into zone set out at now, carrying 20
// SU at 1 SU a day with its tier's harsh multiplier.
func activeIn(t *testing.T, zone content.ZoneID, now time.Time) expedition.Expedition {
	t.Helper()
	e, err := expedition.New(expedition.NewParams{ID: 1, UserID: "@b:x", ZoneID: zone, Now: now})
	require.NoError(t, err)
	e.Status = expedition.StatusActive
	e.Supplies = expedition.Supplies{Current: 20, Max: 20, DailyBurn: 1, HarshMod: expedition.HarshMultiplier(e.Tier)}
	return e
}

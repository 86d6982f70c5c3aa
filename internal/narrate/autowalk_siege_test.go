package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// In Siege Mode a short rest is refused (rules §8.8), so a walk's stop
// never offers one: the boss door, the elite door and the low-HP stop
// (tryout: the Dragon's Lair boss door said "`!rest short` patches you up"
// and `!rest short` then answered "Siege Mode: too dangerous").
func TestAutoWalkStopsOfferNoShortRestInSiegeMode(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderforge)
	require.True(t, ok)
	z, _ := content.ZoneByID(content.ZoneUnderforge)
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	ch.HP = 1
	run := zonerun.Run{Status: zonerun.StatusActive, Seed: 3, Current: "underforge.ore_gallery",
		Visited: []string{"underforge.entry", "underforge.ash_hall", "underforge.ore_gallery"}}
	w := AutoWalk{Zone: z, Graph: g, Run: run, Char: ch, Prefix: "!", IdleWait: "6h", MinHP: 30,
		At:   Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)},
		Exp:  expedition.Expedition{Day: 4, Threat: expedition.Threat{Level: 100, Siege: true}},
		Next: "underforge.sentry_post"}
	for _, stop := range []expedition.WalkStop{expedition.StopBoss, expedition.StopElite, expedition.StopLowHP} {
		w.Stop = stop
		text := AutoWalkText(w)
		assert.NotContains(t, text, "rest short", stop)
		calm := w
		calm.Exp.Threat = expedition.Threat{Level: 90}
		assert.Contains(t, AutoWalkText(calm), "`!rest short`", "below Siege Mode the short rest is still offered: %s", stop)
	}
	w.Stop = expedition.StopLowHP
	assert.Contains(t, AutoWalkText(w), "`!camp standard` in a cleared room (Siege Mode allows no short rest).")
	w.Background, w.Stop = true, expedition.StopCap
	assert.Contains(t, AutoWalkText(w), "`!camp standard` in a cleared room (Siege Mode allows no short rest); I'll pick it up from there.")
}

package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestSeveralFoesTakeThePluralAndThePatrolIsNamed: a fight of several
// foes "attack" and "bar the way" (one "attacks", "bars"), and the run's
// patrol among them is named as the patrol.
func TestSeveralFoesTakeThePluralAndThePatrolIsNamed(t *testing.T) {
	step := func(ev zonerun.Event) string {
		return ZoneStepText(ZoneStep{Run: zonerun.Run{Status: zonerun.StatusActive}, Events: []zonerun.Event{ev}, Prefix: "!", Expedition: true})
	}
	two := &zonerun.FightReport{Monsters: []string{"will_o_wisp", "redcap"}, Kind: combat.KindNormal, Result: combat.ResultWon, Kills: []string{"will_o_wisp", "redcap"}}
	text := step(zonerun.Event{Kind: zonerun.EvFightResolved, Fight: two})
	assert.Regexp(t, `\*\*Redcap\*\* \([^)]*\) attack!`, text)
	one := &zonerun.FightReport{Monsters: []string{"redcap"}, Kind: combat.KindNormal, Result: combat.ResultWon, Kills: []string{"redcap"}}
	assert.Regexp(t, `\*\*Redcap\*\* \([^)]*\) attacks!`, step(zonerun.Event{Kind: zonerun.EvFightResolved, Fight: one}))

	patrol := &zonerun.FightReport{Monsters: []string{"dragonborn_cultist", "kobold"}, Patrol: 1, Kind: combat.KindElite}
	text = step(zonerun.Event{Kind: zonerun.EvFightPending, Fight: patrol})
	assert.Regexp(t, `^★ \*\*Dragonborn Cultist\*\* \([^)]*\) and the patrol's \*\*Kobold\*\* \([^)]*\) bar the way\.`, text)
	assert.Contains(t, text, "they will wait here")
	alone := &zonerun.FightReport{Monsters: []string{"dragonborn_cultist"}, Kind: combat.KindElite}
	text = step(zonerun.Event{Kind: zonerun.EvFightPending, Fight: alone})
	assert.Contains(t, text, ") bars the way.")
	assert.Contains(t, text, "it will wait here")

	enc := zonerun.Encounter{Monsters: []string{"dragonborn_cultist", "kobold", "kobold"}, Patrol: 2}
	assert.Regexp(t, `the patrol's \*\*Kobold\*\* \([^)]*\) and \*\*Kobold\*\* \([^)]*\) bar the way`, RunAtWaitingFight(enc, Ground{}, false, "!"))
	assert.Contains(t, InYourWay(enc, Ground{}, "!"), "stand in your way")
}

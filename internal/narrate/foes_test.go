package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestSeveralFoesTakeThePluralAndThePatrolIsNamed: a fight of several
// foes "attack" and "bar the way" (one "attacks", "bars"), and the run's
// patrol among them is named as the patrol.
func TestSeveralFoesTakeThePluralAndThePatrolIsNamed(t *testing.T) {
	step := func(ev zonerun.Event) string {
		return ZoneStepText(ZoneStep{Run: zonerun.Run{Status: zonerun.StatusActive}, Events: []zonerun.Event{ev}, Prefix: "!", Expedition: true})
	}
	two := &zonerun.FightReport{Monsters: []content.MonsterID{"will_o_wisp", "redcap"}, Kind: combat.KindNormal, Result: combat.ResultWon, Kills: []content.MonsterID{"will_o_wisp", "redcap"}}
	text := step(zonerun.Event{Kind: zonerun.EvFightResolved, Fight: two})
	assert.Regexp(t, `\*\*Redcap\*\* \([^)]*\) attack!`, text)
	one := &zonerun.FightReport{Monsters: []content.MonsterID{"redcap"}, Kind: combat.KindNormal, Result: combat.ResultWon, Kills: []content.MonsterID{"redcap"}}
	assert.Regexp(t, `\*\*Redcap\*\* \([^)]*\) attacks!`, step(zonerun.Event{Kind: zonerun.EvFightResolved, Fight: one}))

	patrol := &zonerun.FightReport{Monsters: []content.MonsterID{"dragonborn_cultist", "kobold"}, Patrol: 1, Kind: combat.KindElite}
	text = step(zonerun.Event{Kind: zonerun.EvFightPending, Fight: patrol})
	assert.Regexp(t, `^★ \*\*Dragonborn Cultist\*\* \([^)]*\) and the patrol's \*\*Kobold\*\* \([^)]*\) bar the way\.`, text)
	assert.Contains(t, text, "they will wait here")
	alone := &zonerun.FightReport{Monsters: []content.MonsterID{"dragonborn_cultist"}, Kind: combat.KindElite}
	text = step(zonerun.Event{Kind: zonerun.EvFightPending, Fight: alone})
	assert.Contains(t, text, ") bars the way.")
	assert.Contains(t, text, "it will wait here")

	enc := zonerun.Encounter{Monsters: []content.MonsterID{"dragonborn_cultist", "kobold", "kobold"}, Patrol: 2}
	assert.Regexp(t, `\) and the patrol's 2 × \*\*Kobold\*\* \([^)]*\) bar the way`, RunAtWaitingFight(enc, Ground{}, false, "!"))
	assert.Contains(t, InYourWay(enc, Ground{}, "!"), "stand in your way")
}

// TestPatrolOfTwoAndAReinforcementReadRight: a patrol of two is counted
// once after the room's foe (one "and"), and the threat band's
// reinforcement is told as joining the fight, not among the foes that
// attack from the start.
func TestPatrolOfTwoAndAReinforcementReadRight(t *testing.T) {
	f := &zonerun.FightReport{Monsters: []content.MonsterID{"kobold", "kobold", "kobold", "kobold"}, Patrol: 2, Joined: 1,
		Kind: combat.KindNormal, Result: combat.ResultWon}
	text := ZoneStepText(ZoneStep{Run: zonerun.Run{Status: zonerun.StatusActive}, Prefix: "!",
		Events: []zonerun.Event{{Kind: zonerun.EvFightResolved, Fight: f}}})
	assert.Regexp(t, `^⚔️ \*\*Kobold\*\* \([^)]*\) and the patrol's 2 × \*\*Kobold\*\* \([^)]*\) attack! \*\*Kobold\*\* \([^)]*\) joins the fight \(reinforcements\)\.\n`, text)
	assert.Equal(t, 1, strings.Count(strings.SplitN(text, "\n", 2)[0], " and "))
}

// TestFightHeaderShowsTheACTheFightRanOn: a fight's header counts the
// threat AC of the modifiers the fight ran on, not the run's modifiers
// after the step moved its threat.
func TestFightHeaderShowsTheACTheFightRanOn(t *testing.T) {
	f := &zonerun.FightReport{Monsters: []content.MonsterID{"kobold"}, Kind: combat.KindNormal, Result: combat.ResultWon,
		Mods: &zonerun.FightMods{}}
	after := zonerun.Run{Status: zonerun.StatusActive, Mods: zonerun.FightMods{EnemyACBonus: 2}}
	text := ZoneStepText(ZoneStep{Run: after, Prefix: "!", Events: []zonerun.Event{{Kind: zonerun.EvFightResolved, Fight: f}}})
	assert.NotContains(t, text, "threat)")
	f.Mods = &zonerun.FightMods{EnemyACBonus: 2}
	text = ZoneStepText(ZoneStep{Run: zonerun.Run{Status: zonerun.StatusActive}, Prefix: "!", Events: []zonerun.Event{{Kind: zonerun.EvFightResolved, Fight: f}}})
	assert.Contains(t, text, "+2 threat)")
}

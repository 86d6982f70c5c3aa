package combat

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestRoundLog(t *testing.T) {
	you := func(e Event) Event { e.Actor, e.ActorName = PlayerID, "Tess"; return e }
	gob := func(e Event) Event { e.Actor, e.ActorName = "e1", "Goblin Sneak"; return e }
	atGob := func(e Event) Event { e.Target, e.TargetName = "e1", "Goblin Sneak"; return e }
	atYou := func(e Event) Event { e.Target, e.TargetName = PlayerID, "Tess"; return e }
	evs := []Event{
		{Round: 1, Kind: EvRoundStarted},
		you(Event{Round: 1, Kind: EvInitiative, Total: 14}),
		you(atGob(Event{Round: 1, Kind: EvAttackHit, Amount: 7, Crit: true})),
		you(atGob(Event{Round: 1, Kind: EvDamageTaken, Amount: 7, Detail: "hit"})),
		you(atGob(Event{Round: 1, Kind: EvAttackHit, Amount: 5, Crit: true, Detail: "blocked"})),
		gob(atYou(Event{Round: 1, Kind: EvAttackMissed, Detail: "shield"})),
		you(Event{Round: 2, Kind: EvSpellCast, Spell: rules.Fireball, Slot: 3}),
		atGob(Event{Round: 2, Kind: EvSaveMade, Total: 14, Amount: 13, Detail: "DEX"}),
		you(atGob(Event{Round: 2, Kind: EvDamageTaken, Amount: 14, Spell: rules.Fireball, Detail: "fireball"})),
		atYou(Event{Round: 2, Kind: EvSaveMade, Total: 15, Amount: 12, Detail: "CON"}),
		atYou(Event{Round: 2, Kind: EvSaveFailed, Total: 3, Amount: 12, Detail: "CON"}),
		gob(Event{Round: 2, Kind: EvEffect, Effect: content.EffectPoison, Detail: "Envenom"}),
		gob(atYou(Event{Round: 2, Kind: EvConditionApplied, Condition: rules.Poisoned, Rounds: 2})),
		atYou(Event{Round: 2, Kind: EvDamageTaken, Amount: 4, Detail: "poison"}),
		you(Event{Round: 3, Kind: EvFeatureUsed, Feature: rules.FeatureSecondWind, Detail: "Second Wind"}),
		you(atYou(Event{Round: 3, Kind: EvHealed, Amount: 9})),
		you(Event{Round: 3, Kind: EvBlinkedOut}),
		gob(Event{Round: 3, Kind: EvReformed, HP: 9}),
		you(atGob(Event{Round: 3, Kind: EvEnemyDefeated})),
		gob(Event{Round: 3, Kind: EvEnemyEscaped}),
		you(Event{Round: 3, Kind: EvFightWon}),
	}
	assert.Equal(t, []string{
		"R1 You hit Goblin Sneak for 7 (crit!)",
		"R1 You hit Goblin Sneak for 5 (crit!, blocked)", // a Parry cut the crit's damage: both are told
		"R1 Goblin Sneak misses you (shield)",
		"R2 You cast Fireball (level 3)",
		"R2 Goblin Sneak makes the DEX save (14 vs DC 13)",
		"R2 Goblin Sneak takes 14 (Fireball)",
		"R2 You make the CON save (15 vs DC 12)", "R2 You fail the CON save (3 vs DC 12)",
		"R2 Goblin Sneak: Envenom",
		"R2 You are poisoned",
		"R2 You take 4 (poison)",
		"R3 You use Second Wind",
		"R3 You heal 9",
		"R3 You blink out to the Ethereal Plane",
		"R3 Goblin Sneak is struck down, and re-forms with 9 HP",
		"R3 Goblin Sneak falls",
		"R3 Goblin Sneak escapes",
		"R3 Victory",
	}, RoundLog(evs))
}

// TestTheFightsEndIsTheLastLogLine: a burn the killing blow set off (an
// azer's Fire Aura on the hit that felled it) is told before "Victory",
// as it was dealt.
func TestTheFightsEndIsTheLastLogLine(t *testing.T) {
	azer := func(e Event) Event { e.Actor, e.ActorName = "e1", "Azer"; return e }
	evs := []Event{
		azer(Event{Round: 2, Kind: EvEnemyDefeated, Target: "e1", TargetName: "Azer"}),
		{Round: 2, Kind: EvFightWon, Actor: PlayerID},
		azer(Event{Round: 2, Kind: EvEffect, Effect: content.EffectRetaliate, Detail: "Fire Aura"}),
		{Round: 2, Kind: EvDamageTaken, Target: PlayerID, Amount: 3, Detail: "retaliate"},
	}
	assert.Equal(t, []string{"R2 Azer falls", "R2 Azer: Fire Aura", "R2 You take 3 (retaliate)", "R2 Victory"}, RoundLog(evs))
}

func TestRoundLogIsDeterministic(t *testing.T) {
	run := func() []string {
		st, evs, err := New(Spec{Seed: 42, Key: "log", Character: charAt(t, rules.Fighter, rules.Human, 3),
			Enemies: []content.Monster{monster(t, "worg")}})
		assert.NoError(t, err)
		_, more := Resolve(st, defaultPolicy)
		return RoundLog(append(evs, more...))
	}
	first := run()
	assert.NotEmpty(t, first)
	assert.Equal(t, first, run())
}

func TestLogSaysWhenTheFightEndsWithNobodyKilled(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(10, 10, 0, "", 0))
	s.escape(0)
	won := find(s.evs, EvFightWon)
	require.Len(t, won, 1)
	assert.Equal(t, "escaped", won[0].Detail)
	assert.Contains(t, RoundLog(s.evs), "R1 Nobody is left to fight: it got away")

	s = started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(10, 10, 0, "", 0))
	s.killEnemy(&script{}, 0)
	assert.Contains(t, RoundLog(s.evs), "R1 Victory")
}

func TestLogNamesTheMaxHPADrainTakes(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 5), &script{}, dummy(50, 10, 0, content.EffectMaxHPDrain, 1))
	before := s.Player().MaxHP
	s.onHitEffects(&script{}, 0, 6)
	assert.Equal(t, before-6, s.Player().MaxHP)
	assert.Contains(t, RoundLog(s.evs), "R1 Dummy: Test Trick (your max HP -6 for the rest of the fight)")
}

// TestLogSaysAHitForNothingDidNoHarm: a hit whose damage came to 0 (a
// Will-o'-Wisp's 1d8-1 rolling a 1 where foes hit lighter; damage never
// goes below 0) is told as doing no harm rather than "hits you for 0"; a
// Quartz Ward's absorbed hit keeps its own wording.
func TestLogSaysAHitForNothingDidNoHarm(t *testing.T) {
	wisp := func(e Event) Event {
		e.Actor, e.ActorName, e.Target, e.TargetName = "e1", "Will-o'-Wisp", PlayerID, "Tess"
		return e
	}
	assert.Equal(t, []string{
		"R1 Will-o'-Wisp hits you, but it does no harm",
		"R2 Will-o'-Wisp hits you, but it does no harm (uncanny dodge)",
		"R3 Will-o'-Wisp hits you for 0 (absorbed)",
		"R4 Will-o'-Wisp hits you for 3",
	}, RoundLog([]Event{
		wisp(Event{Round: 1, Kind: EvAttackHit}),
		wisp(Event{Round: 2, Kind: EvAttackHit, Detail: "uncanny dodge"}),
		wisp(Event{Round: 3, Kind: EvAttackHit, Detail: "absorbed"}),
		wisp(Event{Round: 3, Kind: EvDamageTaken, Target: PlayerID, TargetName: "Tess", Detail: "absorbed"}),
		wisp(Event{Round: 4, Kind: EvAttackHit, Amount: 3}),
	}), "an absorbed hit is told once, by its hit line")
}

// An enemy's damage line gives the damage dealt, as a hit's does, even
// when its last HP cut it short (rules §2.4): Sacred Flame's 9 on a
// goblin with 1 HP left reads "takes 9", not "takes 1".
func TestDamageLineGivesTheDamageDealt(t *testing.T) {
	s := started(t, charAt(t, rules.Cleric, rules.Human, 1), &script{d20: []int{1}, die: 4}, dummy(1, 10, 0, "", 0))
	require.NoError(t, s.cast(rules.SacredFlame, 0, 0))
	taken := find(s.evs, EvDamageTaken)
	require.Len(t, taken, 1)
	assert.Equal(t, 1, taken[0].Amount, "the HP it lost")
	assert.Greater(t, taken[0].Total, 1, "the damage dealt")
	line := RoundLog(taken)[0]
	assert.Contains(t, line, fmt.Sprintf("takes %d (Sacred Flame)", taken[0].Total), line)
}

package fight

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestOutcomeTextSaysWhatGotAwayAndPaysNoPhantomXP(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	assert.NoError(t, err)
	tests := []struct {
		name    string
		outcome combat.Outcome
		lvl     rules.LevelUpReport
		has     []string
		hasNot  []string
	}{
		{"every enemy escaped", combat.Outcome{Result: combat.ResultWon, Rounds: 3, Escaped: []content.MonsterID{"worg"}}, rules.LevelUpReport{},
			[]string{"🏃 **It got away** after 3 rounds: **Worg** escaped: no loot from it, XP for its wounds."}, []string{"Victory"}},
		{"one of two escaped", combat.Outcome{Result: combat.ResultWon, Rounds: 4, XP: 50, Kills: []content.MonsterID{"goblin_sneak"}, Escaped: []content.MonsterID{"worg"}}, rules.LevelUpReport{},
			[]string{"🏆 **Victory** in 4 rounds, though **Worg** escaped: no loot from it, XP for its wounds."}, nil},
		{"a practice foe that escaped pays nothing", combat.Outcome{Result: combat.ResultWon, Rounds: 8, Escaped: []content.MonsterID{"owlbear"}, Practice: true}, rules.LevelUpReport{},
			[]string{"🏃 **It got away** after 8 rounds: **Owlbear** escaped."}, []string{"XP"}},
		{"a near-death win that pays", combat.Outcome{Result: combat.ResultWon, Rounds: 5, XP: 125, NearDeath: true, Kills: []content.MonsterID{"worg"}}, rules.LevelUpReport{},
			[]string{"a near-death win pays a quarter more XP"}, nil},
		{"a near-death practice bout pays nothing", combat.Outcome{Result: combat.ResultWon, Rounds: 5, NearDeath: true, Kills: []content.MonsterID{"worg"}}, rules.LevelUpReport{},
			[]string{"🏆 **Victory** in 5 rounds."}, []string{"quarter more XP"}},
		{"a level-20 hero's escaped foe promises no XP", combat.Outcome{Result: combat.ResultWon, Rounds: 3, Escaped: []content.MonsterID{"worg"}},
			rules.LevelUpReport{OldLevel: 20, NewLevel: 20, XP: rules.MaxXP(), XPDiscarded: 40},
			[]string{"🏃 **It got away** after 3 rounds: **Worg** escaped: no loot from it.", "No XP: a level-20 hero earns no more."}, []string{"XP for its wounds"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := outcomeText(combat.Settlement{Character: ch, Outcome: tc.outcome, LevelUp: tc.lvl}, narrate.Moment{})
			for _, s := range tc.has {
				assert.Contains(t, text, s)
			}
			for _, s := range tc.hasNot {
				assert.NotContains(t, text, s)
			}
		})
	}
}

func TestFoesLineShowsTheACInForce(t *testing.T) {
	worg, ok := content.MonsterByID("worg")
	assert.True(t, ok)
	st := combat.State{Enemies: []combat.Enemy{{Name: "Worg", HP: 14, MaxHP: 26, Monster: worg}}}
	assert.Equal(t, fmt.Sprintf("**Worg** 14/26 HP · AC %d", worg.AC), foesLine(st))
	st.EnemyACBonus = 2
	assert.Equal(t, fmt.Sprintf("**Worg** 14/26 HP · AC %d (%d +2 threat)", worg.AC+2, worg.AC), foesLine(st))
}

// TestANearDeathWinBeforeALevelUpSaysTheHPItWasAt: the level-up a
// near-death win paid for raises HP before the outcome is shown, so the
// "That was close" line names the HP the win was at, not the healthier HP
// line beside it (a tryout read "a near-death win" beside "HP 16/36").
func TestANearDeathWinBeforeALevelUpSaysTheHPItWasAt(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	assert.NoError(t, err)
	ch.Level, ch.HP = 5, 16
	up := rules.LevelUpReport{XPGained: 900, OldLevel: 4, NewLevel: 5, HPMaxBefore: 30, HPMaxAfter: 36}
	text := outcomeText(combat.Settlement{Character: ch, LevelUp: up,
		Outcome: combat.Outcome{Result: combat.ResultWon, Rounds: 5, XP: 900, NearDeath: true, Kills: []content.MonsterID{"worg"}}}, narrate.Moment{})
	assert.Contains(t, text, "That was close: a near-death win (at 10/30 HP, before the level-up) pays a quarter more XP.")
	assert.Contains(t, text, "🎉 **Level 5!**")
}

// The status counts the turns a Spiritual Weapon can still strike on
// (rules §1.6): this one while its bonus action is free, and on its last
// turn, once struck, says it fades.
func TestSpiritTurnsTextCountsTheTurnsLeft(t *testing.T) {
	for _, tc := range []struct {
		name        string
		turn, last  int
		inTurn, bon bool
		want        string
	}{
		{"cast this turn, bonus spent", 1, 10, true, true, "9 more turns:"},
		{"a later turn, not yet struck", 2, 10, true, false, "9 more turns:"},
		{"the last turn, not yet struck", 10, 10, true, false, "1 more turn:"},
		{"the last turn, struck", 10, 10, true, true, "it fades at the end of this turn"},
	} {
		st := combat.State{Players: make([]combat.Player, 1)}
		st.Player().Turns = tc.turn
		st.Player().SpiritLast, st.Player().InTurn, st.Player().BonusUsed = tc.last, tc.inTurn, tc.bon
		assert.Contains(t, spiritTurnsText(st), tc.want, tc.name)
	}
}

// A seat down at the end of a fight its party held is carried: it comes
// to at once, so its outcome tells no knock-out with a time it never has;
// one knocked out is told when it is back on its feet (rules §1.9, §2.13).
func TestADownedSeatIsToldWhetherItWasCarriedOrKnockedOut(t *testing.T) {
	ch, err := rules.NewCharacter("Bo", rules.Cleric, rules.Dwarf)
	assert.NoError(t, err)
	now := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	at := narrate.Moment{Now: now, Loc: time.UTC}
	down := combat.Outcome{Result: combat.ResultDowned, Rounds: 10}

	carried := ch
	carried.HP = 1
	text := outcomeText(combat.Settlement{Character: carried, Outcome: down}, at)
	assert.Contains(t, text, "💀 **Down** in round 10, but the party saw the fight through and carried you: you come to at 1 HP.")
	assert.NotContains(t, text, "out of it until")

	out := ch
	out.HP, out.DownUntil = 0, now.Add(time.Hour)
	text = outcomeText(combat.Settlement{Character: out, Outcome: down}, at)
	assert.Contains(t, text, "💀 **Down** in round 10. You're out of it until ")
	assert.NotContains(t, text, "carried you")
}

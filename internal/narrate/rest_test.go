package narrate

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestRestDMListsRestoredSlotsOnlyWhenSomeCameBack(t *testing.T) {
	at := Moment{Now: monday9}
	base := rules.RestReport{Kind: rules.RestShort, HPHealed: 4, HP: 10, HPMax: 12, HitDiceSpent: 1, HitDiceLeft: 2,
		LockoutUntil: monday9.Add(time.Hour)}

	none := RestDM("Aria", base, at, 0, 0)
	assert.NotContains(t, none, "Spell slots")

	with := base
	with.SlotsRestored = rules.SlotTable{2, 1}
	text := RestDM("Aria", with, at, 0, 0)
	assert.Contains(t, text, "- Spell slots restored: 2 (L1), 1 (L2)\n")
	assert.Contains(t, text, "- HP: +4 (10/12)")
	assert.Contains(t, text, "- Hit dice: 1 spent, 2 left")
	assert.Contains(t, text, "resting until 10:00 (in 1h)")
	assert.NotContains(t, text, "Thom", "no inn bill on a short rest")

	full := base
	full.HPHealed, full.HP, full.HitDiceSpent = 0, 12, 0
	assert.Contains(t, RestDM("Aria", full, at, 0, 0), "- Hit dice: none spent at full HP, 2 left")
}

func TestRestDMNamesEverythingALongRestBrought(t *testing.T) {
	rep := rules.RestReport{Kind: rules.RestLong, HPHealed: 0, HP: 12, HPMax: 12, HitDiceRestored: 2, HitDiceLeft: 3,
		SlotsRestored: rules.SlotTable{1}, FeaturesRecharged: []rules.FeatureID{rules.FeatureSecondWind, rules.FeatureActionSurge},
		ExhaustionRemoved: 1, ConcentrationEnded: rules.Bless, MageArmorSlot: 1, LockoutUntil: monday9.Add(8 * time.Hour)}
	text := RestDM("Brom", rep, Moment{Now: monday9}, 200, 50)
	for _, want := range []string{
		"🛏️ **Long rest** · Brom", "takes 200 coins (50 left)", "- HP: 12/12", "- Hit dice: 2 back (3 now)",
		"- Spell slots restored: 1 (L1)", "- Recharged: Second Wind and Action Surge", "- Exhaustion: 1 level lifted",
		"- Concentration on Bless ended", "- Mage Armor is up (one 1st-level slot)", "resting until 17:00 (in 8h)",
	} {
		assert.Contains(t, text, want)
	}
}

func TestRestRefusalWordsEveryRestRule(t *testing.T) {
	at := Moment{Now: monday9}
	cases := []struct {
		err  error
		want string
	}{
		{rules.ErrInCombat{}, "middle of a fight"},
		{rules.ErrNoHitDice{}, "no hit dice left"},
		{rules.ErrRestLockout{Until: monday9.Add(40 * time.Minute)}, "still resting until 09:40 (in 40m)"},
		{rules.ErrLongRestCooldown{Until: monday9.Add(25 * time.Hour)}, "next one is at Tue 10:00 (in 1d 1h)"},
		{rules.ErrRecovering{Until: monday9.Add(6 * time.Hour)}, "recovering until 15:00 (in 6h)"},
	}
	for _, tc := range cases {
		assert.Contains(t, RestRefusal(tc.err, at), tc.want)
	}
	assert.Equal(t, "", RestRefusal(errors.New("disk on fire"), at))
}

func TestShortRestHealWordsTheRollRulesMakes(t *testing.T) {
	tests := []struct {
		name  string
		level int
		con   int
		want  string
	}{
		{"CON +2 at level 1", 1, 14, "1d6+2"},
		{"CON +0 shows no modifier", 3, 10, "1d6"},
		{"CON -1", 2, 8, "1d6-1"},
		{"doubled from level 5", rules.ShortRestDoublesAt, 14, "2×(1d6+2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := rules.Character{Level: tt.level}
			c.Abilities.Con = tt.con
			assert.Equal(t, tt.want, ShortRestHeal(c))
		})
	}
}

// A sheet on a party's expedition tells the short rest's two dice
// (rules §3.1); alone, one; and only the dice the character has left: one
// left is one die, none is nothing until a long rest.
func TestShortRestHealDice(t *testing.T) {
	cases := []struct {
		n, left int
		want    string
	}{
		{0, 3, "1d6+2"},
		{1, 3, "1d6+2"},
		{2, 3, "1d6+2 a die, up to 2 dice"},
		{2, 2, "1d6+2 a die, up to 2 dice"},
		{2, 1, "1d6+2"},
		{2, 0, "nothing: no hit die left until a long rest"},
		{1, 0, "nothing: no hit die left until a long rest"},
	}
	for _, tc := range cases {
		c := rules.Character{Level: 3, HitDice: tc.left, Abilities: rules.Abilities{Con: 14}}
		assert.Equal(t, tc.want, ShortRestHealDice(c, tc.n), "%d dice, %d left", tc.n, tc.left)
	}
}

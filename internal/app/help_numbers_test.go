package app

import (
	"context"
	"regexp"
	"strconv"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/character"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// helpText is what `!help <verb>` is made of: the command's summary, or
// the summary of one subcommand (by name) or help form (by what follows
// the verb in its usage: "run on|off", "<monster>").
func helpText(t *testing.T, a *App, verb, sub string) string {
	t.Helper()
	cmd, ok := a.Registry.Lookup(verb)
	require.True(t, ok, "no command %q", verb)
	if sub == "" {
		return cmd.Summary
	}
	for _, l := range cmd.UsageLines() {
		named := l.Sub != nil && !l.More && l.Sub.Name == sub
		if l.Summary != "" && (named || l.Text == verb+" "+sub) {
			return l.Summary
		}
	}
	require.Failf(t, "no subcommand", "%s %s", verb, sub)
	return ""
}

// classGrant is the level at which class gets feature id.
func classGrant(t *testing.T, class rules.ClassID, id rules.FeatureID) int {
	t.Helper()
	def, ok := rules.Class(class)
	require.True(t, ok)
	for _, g := range def.Features {
		if g.Feature == id {
			return g.Level
		}
	}
	require.Failf(t, "no grant", "%s %s", class, id)
	return 0
}

// Every number the help states about a rule is the rule's own constant: when
// a rule changes, this fails until its help does.
func TestHelpNumbersAreTheRulesConstants(t *testing.T) {
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = testdb.Path(t, "help.db")
	seed := uint64(1)
	a, err := New(context.Background(), &cfg, Options{Seed: &seed, Log: zerolog.Nop()})
	require.NoError(t, err)
	defer a.Close()

	days := func(d interface{ Hours() float64 }) int { return int(d.Hours() / 24) }
	hours := func(d interface{ Hours() float64 }) int { return int(d.Hours()) }
	minutes := func(d interface{ Minutes() float64 }) int { return int(d.Minutes()) }
	standard, deluxe := expedition.Packs()[expedition.PackStandard], expedition.Packs()[expedition.PackDeluxe]
	camp := func(ty expedition.CampType) expedition.CampDef {
		d, ok := expedition.CampDefOf(ty)
		require.True(t, ok)
		return d
	}
	tests := []struct {
		verb, sub string
		re        string // one group: the number as the help states it
		want      float64
	}{
		{"tz", "", `come at (\d+):00 and`, expedition.RolloverHour},
		{"tz", "", `and (\d+):00 your time`, expedition.RecapHour},
		{"expedition", "depart", `briefings at (\d+):00`, expedition.RolloverHour},
		{"expedition", "depart", `recaps at (\d+):00`, expedition.RecapHour},
		{"expedition", "run on|off", `walk up to (\d+) rooms`, expedition.AutorunRooms},
		{"secondwind", "", `heals 1d(\d+) \+ level`, float64(rules.SecondWindDice(1).Sides)},
		{"preserve", "", `Cleric, level (\d+)\+`, float64(classGrant(t, rules.Cleric, rules.FeaturePreserveLife))},
		{"preserve", "", `heal up to (\d+) × level HP`, rules.PreserveLifePerLevel},
		{"hide", "", `Rogue, level (\d+)\+`, float64(classGrant(t, rules.Rogue, rules.FeatureCunningAction))},
		{"surge", "", `Fighter, level (\d+)\+`, float64(classGrant(t, rules.Fighter, rules.FeatureActionSurge))},
		{"revisit", "", `threat \+(\d+)`, float64(expedition.ThreatModifiers()[expedition.ReasonRevisit])},
		{"retreat", "", `threat \+(\d+)`, float64(expedition.ThreatModifiers()[expedition.ReasonRevisit])},
		{"extract", "", `resumable for (\d+) days`, float64(days(expedition.ResumeWindow))},
		{"resume", "", `within (\d+) real days`, float64(days(expedition.ResumeWindow))},
		{"rest", "", `short \((\d+) hour`, float64(hours(rules.ShortRestLockout))},
		{"rest", "", `the inn for (\d+) coins`, content.InnLongRestPrice},
		{"rest", "long", `inn for (\d+) coins`, content.InnLongRestPrice},
		{"rest", "long", `once a day, (\d+) hours`, float64(hours(rules.LongRestLockout))},
		{"supplies", "buy", `standard (\d+) SU`, float64(standard.SU)},
		{"supplies", "buy", `standard \d+ SU for (\d+) coins`, float64(standard.Price)},
		{"supplies", "buy", `deluxe (\d+) SU`, float64(deluxe.SU)},
		{"supplies", "buy", `deluxe \d+ SU for (\d+)`, float64(deluxe.Price)},
		{"supplies", "forage", `WIS DC (\d+)`, expedition.ForageDC},
		{"camp", "rough", `\(([\d.]+) SU`, camp(expedition.CampRough).Cost},
		{"camp", "standard", `\(([\d.]+) SU\)`, camp(expedition.CampStandard).Cost},
		{"camp", "fortified", `\(([\d.]+) SU\)`, camp(expedition.CampFortified).Cost},
		{"camp", "fortified", `\+1d(\d+) HP on waking`, float64(camp(expedition.CampFortified).WakeHP.Sides)},
		{"camp", "fortified", `threat -(\d+)`, float64(-expedition.ThreatModifiers()[expedition.ReasonFortifiedRest])},
		{"camp", "base", `\(([\d.]+) SU\)`, camp(expedition.CampBase).Cost},
		{"char", "delete", `within (\d+) minutes`, float64(minutes(character.DeleteConfirmWindow))},
		{"fight", "<monster>", `up to (two) tiers above`, fight.MaxTierAbove},
		{"zone", "list", `up to (two) tiers above`, zonerun.MaxTierAbove},
	}
	words := map[string]string{"two": "2", "three": "3"}
	for _, tc := range tests {
		text := helpText(t, a, tc.verb, tc.sub)
		m := regexp.MustCompile(tc.re).FindStringSubmatch(text)
		if !assert.NotNil(t, m, "%s %s: %q not in %q", tc.verb, tc.sub, tc.re, text) {
			continue
		}
		num := m[1]
		if w, ok := words[num]; ok {
			num = w
		}
		got, err := strconv.ParseFloat(num, 64)
		require.NoError(t, err)
		assert.Equal(t, tc.want, got, "!help %s %s says %q", tc.verb, tc.sub, m[0])
	}
}

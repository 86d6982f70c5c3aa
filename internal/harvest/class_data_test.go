package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// guardBody is the part of a class record the two test classes share.
const guardBody = `    hit_die: 8
    avg_hp: 5
    attack_ability: str
    weapon_bonus: 1
    slots: none
    array: [15, 14, 13, 8, 12, 10]
    saves: [str, con]
    attacks: [{level: 1, value: 1}]
`

// wardensYAML holds two classes the shipped data lacks, alike but for the
// Warden's Natural Explorer and its chance to turn mining rich.
const wardensYAML = "classes:\n  - id: warden\n    name: Warden\n" + guardBody +
	"    features: [{level: 1, feature: natural_explorer}]\n    harvest_rich: {mine: 0.5}\n" +
	"  - id: sentry\n    name: Sentry\n" + guardBody

// The harvest mechanics follow the class record, not the class's ID: the
// noise cut goes with the natural_explorer feature and the rich upgrade
// with harvest_rich (rules §7.4, §7.5), whatever the class is called.
func TestHarvestMechanicsFollowTheClassRecord(t *testing.T) {
	restore, err := rules.AddClasses([]byte(wardensYAML))
	t.Cleanup(restore)
	require.NoError(t, err)
	warden, sentry := newChar(t, "warden"), newChar(t, "sentry")
	z := content.Zone{Tier: 2, MinLevel: 1}
	require.Equal(t, QuietWork(warden, z), QuietWork(sentry, z), "the two differ only in their records")

	t.Run("noise", func(t *testing.T) {
		cases := []struct {
			name string
			c    rules.Character
			wild bool
			cut  int
		}{
			{"natural explorer in the wilderness", warden, true, NaturalExplorerNoise},
			{"natural explorer indoors", warden, false, 0},
			{"no natural explorer in the wilderness", sentry, true, 0},
		}
		for _, tc := range cases {
			assert.Equal(t, z.Tier-QuietWork(tc.c, z)-tc.cut, NoiseModifier(z, 0, tc.c, tc.wild), tc.name)
		}
	})

	t.Run("rich upgrade", func(t *testing.T) {
		ore := res(t, "iron_ore")
		cases := []struct {
			name     string
			c        rules.Character
			margin   int
			band     Band
			upgraded bool
		}{
			{"harvest_rich mine: standard turns rich", warden, 1, BandRich, true},
			{"harvest_rich mine: common turns rich", warden, -2, BandRich, true},
			{"no harvest_rich: standard stays", sentry, 1, BandStandard, false},
		}
		for _, tc := range cases {
			d := &script{t: t, ints: []int{d20For(t, ore, tc.c, Context{}, tc.margin), 2}, chances: []bool{true}}
			a := try("n", ore, tc.c, Context{}, d)
			assert.Equal(t, tc.band, a.Band, tc.name)
			assert.Equal(t, tc.upgraded, a.Upgraded, tc.name)
		}
	})
}

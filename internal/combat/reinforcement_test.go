package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestNewAnnouncesReinforcements: the enemies a threat band's
// reinforcements added (the last Spec.Reinforcements) are announced as the
// fight starts, and the round log says so (rules §8.7).
func TestNewAnnouncesReinforcements(t *testing.T) {
	for _, tc := range []struct {
		name   string
		joined int
		want   []string // the actors announced
	}{
		{"none", 0, nil},
		{"the last foe joined", 1, []string{"e2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := charAt(t, rules.Fighter, rules.Human, 5)
			_, evs, err := New(Spec{Seed: 1, Key: "k", Character: ch, Reinforcements: tc.joined,
				Enemies: []content.Monster{monster(t, "goblin_sneak"), monster(t, "goblin_archer")}})
			require.NoError(t, err)
			var got []string
			for _, e := range find(evs, EvReinforcement) {
				got = append(got, e.Actor)
			}
			assert.Equal(t, tc.want, got)
			if tc.joined > 0 {
				assert.Contains(t, RoundLog(evs), "R1 Goblin Archer joins the fight (reinforcements: the zone is on alert)")
			}
		})
	}
}

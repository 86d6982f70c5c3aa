package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestAMembersForkDMNamesTheLeadersRolls: the checks that found or missed
// a fork's ways are the leader's rolls, so a member's DM names the leader
// where the leader's own prompt says "you" (rules §2.13).
func TestAMembersForkDMNamesTheLeadersRolls(t *testing.T) {
	g := cryptGraph(t)
	for _, tc := range []struct {
		name   string
		option zonerun.Option
		want   string
	}{
		{"a way spotted", zonerun.Option{To: "crypt_valdris.side_chapel", Open: true,
			Check: &zonerun.Check{Skill: "Perception", Total: 12, DC: 12, Passed: true}},
			"2. **Side Chapel** (**Tess** spotted it: Perception 12 vs DC 12)"},
		{"a way missed", zonerun.Option{To: "crypt_valdris.side_chapel", Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12},
			Hint: "A faint draft.", Reason: zonerun.ReasonCheckFailed, Check: &zonerun.Check{Skill: "Perception", Total: 9, DC: 12}},
			"2. 🔒 _A faint draft._ (Perception 9 vs DC 12: **Tess** can't place it)"},
		{"a way shut with no check", zonerun.Option{To: "crypt_valdris.side_chapel", Hint: "A door.", Reason: zonerun.ReasonCheckFailed},
			"2. 🔒 _A door._ (it won't open for **Tess**)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := zonerun.Prompt{Node: "crypt_valdris.fork", Options: []zonerun.Option{{To: "crypt_valdris.main_hall", Open: true}, tc.option}}
			dm := ForkVoteDM(g, p, "Tess", "Crypt of Valdris", 3)
			assert.Contains(t, dm, tc.want)
			assert.NotRegexp(t, `\byou\b`, dm, "no \"you\" in a member's DM means the leader")
		})
	}
}

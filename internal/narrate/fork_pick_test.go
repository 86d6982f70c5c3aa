package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestForkPickTextSaysWhichWayAndWhy(t *testing.T) {
	closed := play.PassedWay{Way: 1, Why: play.PassClosed,
		Option: zonerun.Option{Lock: zonegraph.Lock{Kind: zonegraph.LockKey, KeyID: "potion_of_healing"}, Reason: zonerun.ReasonNoKey}}
	guarded := play.PassedWay{Way: 1, Label: "Main Hall", Why: play.PassGuarded}
	trap := play.PassedWay{Way: 1, Label: "Main Hall", Why: play.PassTrap}
	elite := play.PassedWay{Way: 1, Label: "Main Hall", Why: play.PassElite}
	boss := play.PassedWay{Way: 1, Label: "Throne", Why: play.PassBoss}
	fork := func(way int, passed ...play.PassedWay) play.Decision {
		return play.Decision{Kind: play.DecideFork, Way: way, HP: 9, MaxHP: 31, Passed: passed}
	}
	prompt := func(open ...bool) zonerun.Prompt {
		var p zonerun.Prompt
		for _, o := range open {
			p.Options = append(p.Options, zonerun.Option{Open: o})
		}
		return p
	}
	tests := []struct {
		d    play.Decision
		p    zonerun.Prompt
		want string
	}{
		{fork(1), prompt(true, true), "🧭 Way 1 of 2, the first open way on the list: the autopilot's pick."},
		{fork(1), prompt(true, false), "🧭 Way 1 of 2, the only one open to you."},
		{fork(2, closed), prompt(false, true), "🧭 Way 2 of 2, the only one open to you."},
		{fork(2, closed), prompt(false, true, true), "🧭 Way 2 of 3, the first open way on the list, as way 1 is closed (needs **Potion of Healing**)."},
		{fork(2, guarded), prompt(true, true),
			"🧭 Way 2 of 2, the first open way your rules allow, as way 1, **Main Hall**, is an elite's room and you were at HP 9/31 = 29%."},
		{fork(2, trap), prompt(true, true), "🧭 Way 2 of 2, the first open way your rules allow, as way 1, **Main Hall**, is a trap room."},
		{fork(2, elite), prompt(true, true), "🧭 Way 2 of 2, the first open way your rules allow, as way 1, **Main Hall**, is an elite's room."},
		{fork(2, boss), prompt(true, true), "🧭 Way 2 of 2, the first open way your rules allow, as way 1, **Throne**, is the boss's room."},
		{play.Decision{Kind: play.DecideNoPick, Passed: []play.PassedWay{guarded}}, prompt(true, true), ""},
		{fork(3), prompt(true, true), ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, ForkPickText(tt.d, tt.p), "%+v", tt.d)
	}
}

package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestForkPickTextSaysWhichWayAndWhy(t *testing.T) {
	g := cryptGraph(t)
	p := zonerun.Prompt{Node: "crypt_valdris.fork", Options: []zonerun.Option{
		{To: "crypt_valdris.main_hall", Open: true}, {To: "crypt_valdris.side_chapel", Open: true}}}
	tests := []struct {
		pick play.ForkPick
		want string
	}{
		{play.ForkPick{N: 1, First: 1, Why: play.ForkFirstListed}, "🧭 Way 1 of 2, the first open way on the list: the autopilot's pick."},
		{play.ForkPick{N: 2, First: 2, Why: play.ForkOnlyOpen}, "🧭 Way 2 of 2, the only one open to you."},
		{play.ForkPick{N: 2, First: 1, Why: play.ForkSparedWounded},
			"🧭 Way 2 of 2: you're below half HP and something strong waits behind way 1 (**Main Hall**), so I took the first open way nothing guards."},
		{play.ForkPick{First: 1, Why: play.ForkAllGuarded}, ""},
		{play.ForkPick{N: 3, Why: play.ForkFirstListed}, ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, ForkPickText(g, p, tt.pick), "%+v", tt.pick)
	}
}

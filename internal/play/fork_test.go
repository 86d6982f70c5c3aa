package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// The crypt's fork: the Main Hall holds an elite, the Side Chapel none.
func TestPickForkByThePolicy(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	hall, chapel := content.ZoneCryptValdris+".main_hall", content.ZoneCryptValdris+".side_chapel"
	healthy, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	hurt := healthy
	hurt.HP = rules.MaxHP(hurt)/2 - 1
	prompt := func(hallOpen, chapelOpen bool) zonerun.Prompt {
		return zonerun.Prompt{Node: content.ZoneCryptValdris + ".fork", Options: []zonerun.Option{
			{To: hall, Open: hallOpen}, {To: chapel, Open: chapelOpen}}}
	}
	tests := []struct {
		name string
		pol  Policy
		p    zonerun.Prompt
		ch   rules.Character
		want ForkPick
	}{
		{"first listed of two", DefaultPolicy, prompt(true, true), healthy, ForkPick{N: 1, First: 1, Why: ForkFirstListed}},
		{"the only open way", DefaultPolicy, prompt(false, true), healthy, ForkPick{N: 2, First: 2, Why: ForkOnlyOpen}},
		{"none open", DefaultPolicy, prompt(false, false), healthy, ForkPick{Why: ForkNoneOpen}},
		{"the simulated player presses on wounded", DefaultPolicy, prompt(true, true), hurt, ForkPick{N: 1, First: 1, Why: ForkFirstListed}},
		{"idle: healthy takes the first", IdlePolicy(), prompt(true, true), healthy, ForkPick{N: 1, First: 1, Why: ForkFirstListed}},
		{"idle: wounded is spared the elite", IdlePolicy(), prompt(true, true), hurt, ForkPick{N: 2, First: 1, Why: ForkSparedWounded}},
		{"idle: wounded, only the elite's way", IdlePolicy(), prompt(true, false), hurt, ForkPick{First: 1, Why: ForkAllGuarded}},
		{"idle: wounded, the one way is unguarded", IdlePolicy(), prompt(false, true), hurt, ForkPick{N: 2, First: 2, Why: ForkOnlyOpen}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, PickFork(tt.pol, tt.p, g, tt.ch))
		})
	}
	assert.Equal(t, PickFork(IdlePolicy(), prompt(true, true), g, hurt), IdleForkPick(prompt(true, true), g, hurt))
	assert.False(t, DefaultPolicy.SpareWounded, "IdlePolicy leaves the autopilot's policy as it is")
}

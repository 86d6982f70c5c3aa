package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestTheSimulatedPlayerTradesAtTheTrader: a simulated player who walks
// into the Underdark's Abandoned Shrine with supplies eaten and coins in
// the purse buys from the svirfneblin trader (rules §8.2, §11.2): rations
// up to the packs' room, then potions, each lot a `!trade <n>` typed.
func TestTheSimulatedPlayerTradesAtTheTrader(t *testing.T) {
	tr, ok := content.TraderOf(content.ZoneUnderdark)
	require.True(t, ok)
	g := playUntil(t, rules.Fighter, 10, content.ZoneUnderdark, func(g *Game) bool { return g.Run.Current == tr.Node })
	g.Exp.Supplies.Current = g.Exp.Supplies.Max - 12
	g.Char.Coins = 1000
	before := len(g.Commands)
	require.NoError(t, g.turn())
	var typed []string
	for _, c := range g.Commands[before:] {
		if strings.HasPrefix(c.Text, "!trade") {
			typed = append(typed, c.Text)
		}
	}
	assert.Equal(t, []string{"!trade 1", "!trade 1", "!trade 2", "!trade 2", "!trade 2"}, typed)
	assert.Equal(t, g.Exp.Supplies.Max-2, g.Exp.Supplies.Current)
	assert.Equal(t, 1000-2*40-3*75, g.Char.Coins)
	assert.Zero(t, expedition.WareLeft(g.Exp, tr.Wares[1]), "the potions are sold out")
	assert.False(t, slices.ContainsFunc(g.Commands[:before], func(c Command) bool { return strings.HasPrefix(c.Text, "!trade") }),
		"no trade before the trader's room")
}

// TestTheWalkStopsAtTheTraderItCameTo: a walk that comes into the
// trader's room stops there (rules §10.2) instead of walking past it; the
// next walk, starting there, walks on, and the simulated player, having
// traded, walks on at once.
func TestTheWalkStopsAtTheTraderItCameTo(t *testing.T) {
	tr, ok := content.TraderOf(content.ZoneUnderdark)
	require.True(t, ok)
	g := playUntil(t, rules.Fighter, 10, content.ZoneUnderdark, func(g *Game) bool { return g.Run.Current == tr.Node })
	l := g.look()
	for _, tc := range []struct {
		name   string
		walked int
		want   expedition.WalkStop
	}{
		{"came in on this walk", 1, expedition.StopTrader},
		{"a walk starting here", 0, ""},
	} {
		l.Walked = tc.walked
		stop, _, err := NextStop(l)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, stop, tc.name)
	}
	l.Walked = 1
	d, err := Decide(l)
	require.NoError(t, err)
	assert.Equal(t, RuleTrader, d.Rule)

	g.walked = 1
	require.NoError(t, g.turn())
	assert.NotEqual(t, tr.Node, g.Run.Current, "the simulated player walks on")
	assert.Equal(t, "!advance", g.Commands[len(g.Commands)-1].Text)
}

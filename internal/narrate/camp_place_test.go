package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// In a trap room no camp stands (rules §8.10), so no line offers one
// there: the boss door, the low-HP and night stops and the status's
// actions ask the check `!camp` makes (play.CampRefusal) and send the
// player back to the room behind, which allows one (play.CampBehind).
// Before, the Forest's Root-Choked Stair offered "`!camp standard` here",
// and `!camp standard` answered "No camp here: a trap room, even
// disarmed."
func TestNoLineOffersACampInATrapRoom(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneForestShadows)
	require.True(t, ok)
	z, _ := content.ZoneByID(content.ZoneForestShadows)
	stair, heart := zonegraph.NodeID("forest_shadows.root_stair"), zonegraph.NodeID("forest_shadows.heartwood")
	require.Contains(t, g.Nodes, stair)
	run := zonerun.Run{Status: zonerun.StatusActive, ZoneID: z.ID, Current: stair,
		Visited: []zonegraph.NodeID{g.Entry, heart, stair}, Cleared: []zonegraph.NodeID{g.Entry, heart}}
	require.Equal(t, expedition.CampTrapRoom, play.CampRefusal(run, g, false))
	require.Equal(t, heart, play.CampBehind(run, g))

	walk := func(stop expedition.WalkStop, hp int) string {
		w := underforgeWalk(t)
		w.Zone, w.Graph, w.Run, w.Stop, w.Next = z, g, run, stop, g.Boss
		w.Exp = expedition.Expedition{Status: expedition.StatusActive, ZoneID: z.ID, Day: 2, LastCampDay: 1, Supplies: stocked}
		w.Char.HP = hp
		return AutoWalkText(w)
	}
	for name, text := range map[string]string{
		"boss door":    walk(expedition.StopBoss, 1),
		"low-HP stop":  walk(expedition.StopLowHP, 1),
		"night stop":   walk(expedition.StopNight, 1),
		"actions line": HereMoves(expedition.Expedition{Status: expedition.StatusActive, Day: 2, LastCampDay: 1, Supplies: stocked}, underforgeWalk(t).Char, Here{NoCamp: expedition.CampTrapRoom, CampBack: "Blighted Heartwood"}, Moment{}, "!"),
	} {
		t.Run(name, func(t *testing.T) {
			assert.NotContains(t, text, "`!camp standard` here")
			assert.NotContains(t, text, "`!camp standard` in a cleared room")
			assert.NotContains(t, text, "`!camp`")
			assert.Contains(t, text, "`!retreat` to **Blighted Heartwood**")
		})
	}
}

// Outside an expedition no camp can be made (`!camp` answers "You're not
// on an expedition."), so a safe room's first entry offers a short rest
// instead; on an expedition it still offers the camp.
func TestSafeRoomOffersACampOnlyOnAnExpedition(t *testing.T) {
	alone := SafeRoomText(content.ZoneUnderdark, "", false, "!")
	assert.NotContains(t, alone, "camp")
	assert.Contains(t, alone, "`!rest short`")
	assert.Contains(t, SafeRoomText(content.ZoneUnderdark, "", true, "!"), "make camp")
}

package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestShiftingRoomsAreToldAsTheyHappen: while the rooms shift (rules
// §8.12) the fork prompt warns, and a shifted way says where it opened.
func TestShiftingRoomsAreToldAsTheyHappen(t *testing.T) {
	g := cryptGraph(t)
	ch, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	p := zonerun.Prompt{Node: "crypt_valdris.fork", Options: []zonerun.Option{
		{To: "crypt_valdris.main_hall", Open: true}, {To: "crypt_valdris.side_chapel", Open: true}}}
	var r zonerun.Run
	assert.NotContains(t, ForkPromptFor(g, p, r, ch, play.Rules{}, "!", PickWait{For: "6h"}), "shifting")
	r.Mods.RoomsShift = true
	assert.Contains(t, ForkPromptFor(g, p, r, ch, play.Rules{}, "!", PickWait{For: "6h"}), "🌀 The rooms are shifting: a way may open onto another open way's room")

	z, _ := content.ZoneByID(content.ZoneCryptValdris)
	text := ZoneStepText(ZoneStep{Zone: z, Graph: g, Char: ch, Prefix: "!", Events: []zonerun.Event{
		{Kind: zonerun.EvWayChosen, Node: "crypt_valdris.fork", To: "crypt_valdris.side_chapel", Meant: "crypt_valdris.main_hall"}}})
	assert.Contains(t, text, "🌀 **The rooms shift.** The way to **Main Hall** opens onto **Side Chapel**.")
}

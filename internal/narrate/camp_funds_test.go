package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// stocked is a leg's full packs: every camp and its long rest paid for.
var stocked = expedition.Supplies{Current: 30, Max: 30}

// No line offers a camp `!camp` refuses for want of SU (rules §8.10), nor
// a long rest the packs below 10% cannot give (rules §8.5): the boss door,
// the low-HP and night stops, the actions line, the recap's prompt and
// the `!camp` list ask expedition.CampFundsOf. Before, a starving player
// (0 SU) was told "`!camp standard` in a cleared room, `!camp rough` in
// any other room" by every one of them, and `!camp rough` answered that
// the packs held too little.
func TestNoLineOffersACampThePacksCannotPayFor(t *testing.T) {
	lines := func(su float64) map[string]string {
		e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneUnderforge, Day: 2, LastCampDay: 1,
			Supplies: expedition.Supplies{Current: su, Max: 30}, Today: expedition.DayCounters{Day: 2}}
		walk := func(stop expedition.WalkStop) string {
			w := underforgeWalk(t)
			w.Exp, w.Stop, w.Next = e, stop, w.Graph.Boss
			w.Run.Rooms = map[zonegraph.NodeID]zonerun.Room{w.Run.Current: {}} // cleared
			w.Char.HP = 1
			return AutoWalkText(w)
		}
		return map[string]string{
			"boss door":    walk(expedition.StopBoss),
			"low-HP stop":  walk(expedition.StopLowHP),
			"night stop":   walk(expedition.StopNight),
			"actions line": HereMoves(e, underforgeWalk(t).Char, Here{}, Moment{}, "!"),
			"recap": RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Level: 3,
				Line: func(flavor.Situation, map[string]string) string { return "" }, Prefix: "!"}),
			"camp list": CampOptionsText(e, "!"),
		}
	}
	for name, text := range lines(0) {
		t.Run("0 SU, "+name, func(t *testing.T) {
			assert.NotContains(t, text, "`!camp standard` here", "no camp is paid for")
			assert.NotContains(t, text, "`!camp standard` in a cleared room")
			assert.NotContains(t, text, "`!camp rough` here")
			assert.NotContains(t, text, "`!camp`")
		})
	}
	// the `!camp` list is the camp table, each camp's rest as the rules
	// give it, and then a note on what the packs pay for
	for name, text := range lines(0.5) {
		if name == "camp list" {
			continue
		}
		t.Run("0.5 SU, "+name, func(t *testing.T) {
			assert.NotContains(t, text, "`!camp standard` here", "only a rough camp is paid for")
			assert.NotContains(t, text, "`!camp standard` in a cleared room")
			assert.NotContains(t, text, "full long rest")
		})
	}
	for name, text := range lines(2) {
		if name == "camp list" {
			continue
		}
		t.Run("2 SU of 30, "+name, func(t *testing.T) {
			assert.NotContains(t, text, "full long rest", "below 10%% no camp gives one")
		})
	}
	assert.Contains(t, lines(0)["recap"], "Your packs hold 0 SU and even a rough camp costs 0.5 SU: no camp. `!extract` from a cleared room takes you home.")
	assert.Contains(t, lines(0)["camp list"], "Your packs hold 0 SU: not enough for any camp.")
	assert.Contains(t, lines(2)["camp list"], "Your packs hold 2 SU. Below 10% supplies a camp only raises you to half HP: no long rest.")
	assert.Contains(t, lines(0)["night stop"], "no camp: your packs hold 0 SU, less than a rough camp's 0.5 SU")
	assert.Contains(t, lines(0.5)["boss door"], "`!camp rough` here raises you to half HP (0.5 SU, all your packs pay for)")
	assert.Contains(t, lines(2)["boss door"], "`!camp standard` here raises you only to half HP (1 SU; no long rest below 10% supplies)")
	assert.Contains(t, lines(30)["boss door"], "`!camp standard` here is a full long rest (1 SU)", "full packs still get the offer")
	assert.Contains(t, lines(30)["actions line"], "`!camp`")
}

// A long rest asked for below 10% supplies is refused for the food, not
// sent to a camp that would not give one (rules §8.5).
func TestRationedRestNamesOnlyWhatTheCampsGive(t *testing.T) {
	e := expedition.Expedition{Status: expedition.StatusActive, Day: 2, LastCampDay: 1, Supplies: expedition.Supplies{Current: 0, Max: 30}}
	text := RationedRestText(e, "!")
	assert.Contains(t, text, "No long rest on what's left in your packs (0 SU")
	assert.Contains(t, text, "so no camp either: `!extract`")
	assert.NotContains(t, text, "`!camp")
	e.Supplies.Current = 2
	assert.Contains(t, RationedRestText(e, "!"), "A camp still raises you to half HP")
}

// `!supplies` quotes the forage DC the forage then rolls against: 9 on a
// Feywild double day, 12 otherwise (rules §8.12).
func TestSuppliesQuotesTodaysForageDC(t *testing.T) {
	ranger, err := rules.NewCharacter("Ash", rules.Ranger, rules.Human)
	require.NoError(t, err)
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneFeywild, Day: 3, Supplies: stocked}
	assert.Contains(t, SuppliesText(e, ranger, Moment{}, "!"), "`!supplies forage` once a day (WIS DC 12, 1d4 SU).")
	e.Stacks.FeyRoll = 5 // a double day
	assert.Contains(t, SuppliesText(e, ranger, Moment{}, "!"), "`!supplies forage` once a day (WIS DC 9, 1d4 SU).")
}

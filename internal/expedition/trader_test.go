package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// shrine is the Underdark trader's room.
var shrine = Position{Node: zonegraph.NodeID(content.ZoneUnderdark + ".abandoned_shrine"), Kind: zonegraph.KindRestCamp, Region: "drow_outpost", Cleared: true}

func traderWare(t *testing.T, zone content.ZoneID, id string) content.Ware {
	t.Helper()
	tr, ok := content.TraderOf(zone)
	require.True(t, ok)
	w, err := FindWare(tr, id)
	require.NoError(t, err)
	return w
}

func TestTradeSellsTheTradersWaresForCoins(t *testing.T) {
	rations := traderWare(t, content.ZoneUnderdark, "rations")
	potion := traderWare(t, content.ZoneUnderdark, "potion")
	cases := []struct {
		name      string
		ware      content.Ware
		qty       int
		burnt     float64 // SU eaten since departure, so the packs have room
		wantSU    float64
		wantCoins int
		wantItems int
	}{
		{"two bundles of rations", rations, 2, 12, 10, 1000 - 80, 0},
		{"one potion", potion, 1, 0, 0, 1000 - 75, 1},
		{"three potions", potion, 3, 0, 0, 1000 - 225, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneUnderdark, 3)
			e.Supplies.Current -= tc.burnt
			ch := newCharacter(t, rules.Fighter)
			ch.Coins = 1000
			before := e.Supplies.Current
			out, paid, sale, err := Trade(e, shrine, ch, tc.ware, tc.qty, t0)
			require.NoError(t, err)
			assert.Equal(t, tc.wantSU, out.Supplies.Current-before)
			assert.Equal(t, tc.wantCoins, paid.Coins)
			assert.Equal(t, tc.wantItems, paid.Inventory["potion_of_healing"]-ch.Inventory["potion_of_healing"])
			assert.Equal(t, tc.qty, out.Traded[tc.ware.ID])
			assert.Equal(t, 1000-tc.wantCoins, sale.Cost)
			assert.Zero(t, e.Traded[tc.ware.ID], "the input expedition is unchanged")
		})
	}
}

func TestTradeRefusesAndChangesNothing(t *testing.T) {
	rations := traderWare(t, content.ZoneUnderdark, "rations")
	potion := traderWare(t, content.ZoneUnderdark, "potion")
	cases := []struct {
		name   string
		zone   content.ZoneID
		pos    Position
		setup  func(e *Expedition, ch *rules.Character)
		ware   content.Ware
		qty    int
		target any
	}{
		{"no trader in the zone", content.ZoneGoblinWarrens, shrine, nil, potion, 1, &ErrNoTrader{}},
		{"not in the trader's room", content.ZoneUnderdark, cleared(), nil, potion, 1, &ErrTraderElsewhere{}},
		{"in a fight", content.ZoneUnderdark, Position{Node: shrine.Node, InCombat: true}, nil, potion, 1, &ErrInCombat{}},
		{"a night encounter waits", content.ZoneUnderdark, shrine, func(e *Expedition, _ *rules.Character) { e.PendingNight = &NightEncounter{} }, potion, 1, &ErrEncounterPending{}},
		{"zero lots", content.ZoneUnderdark, shrine, nil, potion, 0, &ErrBadCount{}},
		{"more than the stock", content.ZoneUnderdark, shrine, nil, potion, 4, &ErrSoldOut{}},
		{"stock already bought", content.ZoneUnderdark, shrine, func(e *Expedition, _ *rules.Character) { e.Traded = map[string]int{"potion": 3} }, potion, 1, &ErrSoldOut{}},
		{"packs full", content.ZoneUnderdark, shrine, func(e *Expedition, _ *rules.Character) { e.Supplies.Current = e.Supplies.Max - 4 }, rations, 1, &ErrPacksFull{}},
		{"not enough coins", content.ZoneUnderdark, shrine, func(_ *Expedition, ch *rules.Character) { ch.Coins = 74 }, potion, 1, &ErrNotEnoughCoins{}},
		{"extracted", content.ZoneUnderdark, shrine, func(e *Expedition, _ *rules.Character) { e.Status = StatusExtracted }, potion, 1, &ErrNotActive{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, tc.zone, 3)
			ch := newCharacter(t, rules.Fighter)
			ch.Coins = 1000
			if tc.setup != nil {
				tc.setup(&e, &ch)
			}
			out, paid, _, err := Trade(e, tc.pos, ch, tc.ware, tc.qty, t0)
			require.Error(t, err)
			assert.ErrorAs(t, err, tc.target)
			assert.Equal(t, e, out)
			assert.Equal(t, ch, paid)
		})
	}
}

func TestFindWareByNumberIDOrName(t *testing.T) {
	tr, ok := content.TraderOf(content.ZoneFeywild)
	require.True(t, ok)
	for _, tc := range []struct{ in, want string }{
		{"1", "rations"}, {"3", "greater"}, {"potion", "potion"}, {"Trail", "rations"}, {"trail rations", "rations"},
		{"rations", "rations"}, {"potion of healing", "potion"}, {"healing potion", "potion"},
		{"potion of greater", "greater"}, {"greater healing", "greater"},
	} {
		w, err := FindWare(tr, tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, w.ID, tc.in)
	}
	for _, bad := range []string{"0", "4", "dragon", ""} {
		_, err := FindWare(tr, bad)
		assert.ErrorAs(t, err, &ErrUnknownWare{}, bad)
	}
	var which ErrWhichWare
	_, err := FindWare(tr, "pot")
	require.ErrorAs(t, err, &which)
	assert.Equal(t, []string{"Potion of Healing", "Potion of Greater Healing"}, which.Names)
}

func TestCheckSale(t *testing.T) {
	tr, ok := content.TraderOf(content.ZoneFeywild)
	require.True(t, ok)
	rations, potion := tr.Wares[0], tr.Wares[1]
	e := Expedition{Supplies: Supplies{Current: 67, Max: 70}, Traded: map[string]int{"potion": 2}}
	for _, tc := range []struct {
		name  string
		ware  content.Ware
		qty   int
		purse int
		want  error
	}{
		{"a potion fits no packs", tr.Wares[2], 1, 300, nil},
		{"rations overfill the packs", rations, 1, 1000, ErrPacksFull{Need: 5, Room: 3}},
		{"sold out", potion, 1, 1000, ErrSoldOut{Ware: "Potion of Healing", Left: 0}},
		{"the purse is short", tr.Wares[2], 1, 299, ErrNotEnoughCoins{Need: 300, Have: 299}},
		{"no lots", tr.Wares[2], 0, 300, ErrBadCount{N: 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, CheckSale(e, tc.ware, tc.qty, tc.purse))
		})
	}
}

// TestCheckSaleRefusesWhileANightEncounterWaits: the list's example and
// the sale ask the same check, so a waiting encounter refuses both.
func TestCheckSaleRefusesWhileANightEncounterWaits(t *testing.T) {
	tr, ok := content.TraderOf(content.ZoneFeywild)
	require.True(t, ok)
	e := Expedition{Supplies: Supplies{Current: 10, Max: 70}}
	for _, tc := range []struct {
		name    string
		pending *NightEncounter
		want    error
		wantNum int
	}{
		{"nothing waits", nil, nil, 1},
		{"a night encounter waits", &NightEncounter{}, ErrEncounterPending{}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e.PendingNight = tc.pending
			for _, w := range tr.Wares {
				assert.Equal(t, tc.want, CheckSale(e, w, 1, 2000), w.ID)
			}
			assert.Equal(t, tc.wantNum, WareForSale(e, tr, 2000))
		})
	}
}

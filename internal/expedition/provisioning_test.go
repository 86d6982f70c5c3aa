package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestPackTable(t *testing.T) {
	assert.Equal(t, Pack{Kind: PackStandard, SU: 10, Price: 50}, packs[PackStandard])
	assert.Equal(t, Pack{Kind: PackDeluxe, SU: 20, Price: 90}, packs[PackDeluxe])
}

func TestPackCapsPerTier(t *testing.T) {
	cases := []struct {
		tier int
		want PackCap
	}{
		{0, PackCap{}}, {1, PackCap{3, 1}}, {2, PackCap{3, 1}}, {3, PackCap{3, 1}},
		{4, PackCap{5, 1}}, {5, PackCap{7, 2}}, {6, PackCap{}},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, PackCapFor(tc.tier), "tier %d", tc.tier)
	}
}

func TestParsePackKind(t *testing.T) {
	k, err := ParsePackKind(" Deluxe ")
	require.NoError(t, err)
	assert.Equal(t, PackDeluxe, k)
	_, err = ParsePackKind("luxury")
	assert.ErrorAs(t, err, &ErrUnknownPack{})
}

func TestBuyRefusals(t *testing.T) {
	active := departed(t, content.ZoneGoblinWarrens, 1)
	fresh := provisioning(t, content.ZoneGoblinWarrens)
	oneDeluxe, _, err := Buy(fresh, PackDeluxe, 1, 1000, t0)
	require.NoError(t, err)
	cases := []struct {
		name  string
		e     Expedition
		kind  PackKind
		n     int
		purse int
		want  any
	}{
		{"not provisioning", active, PackStandard, 1, 1000, &ErrNotProvisioning{}},
		{"unknown pack", fresh, "luxury", 1, 1000, &ErrUnknownPack{}},
		{"zero count", fresh, PackStandard, 0, 1000, &ErrBadCount{}},
		{"negative count", fresh, PackStandard, -2, 1000, &ErrBadCount{}},
		{"standard over cap", fresh, PackStandard, 4, 1000, &ErrPackCap{}},
		{"deluxe 2 at tier 1", fresh, PackDeluxe, 2, 1000, &ErrPackCap{}},
		{"second deluxe", oneDeluxe, PackDeluxe, 1, 1000, &ErrPackCap{}},
		{"too poor", fresh, PackStandard, 2, 99, &ErrNotEnoughCoins{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := Buy(tc.e, tc.kind, tc.n, tc.purse, t0)
			require.Error(t, err)
			assert.ErrorAs(t, err, tc.want)
			assert.Equal(t, tc.e, got, "refusal must not change the expedition")
			assert.Equal(t, err, CanBuy(tc.e, tc.kind, tc.n, tc.purse), "CanBuy asks Buy's check")
		})
	}
}

// bought is e after n packs of kind bought with a full purse.
func bought(t *testing.T, e Expedition, kind PackKind, n int) Expedition {
	t.Helper()
	e, _, err := Buy(e, kind, n, 10_000, t0)
	require.NoError(t, err)
	return e
}

// TestTheOffersAskBuysCheck: MostPacks is the largest count Buy sells and
// NextPack the pack it sells one of (standard first, deluxe once the
// standard packs are bought up), or why none (rules §8.2).
func TestTheOffersAskBuysCheck(t *testing.T) {
	fresh := provisioning(t, content.ZoneGoblinWarrens)
	standards := bought(t, fresh, PackStandard, 3)
	cases := []struct {
		name     string
		purse    int
		e        Expedition
		standard int // MostPacks
		next     PackKind
		why      any // NextPack's error, nil for a pack sold
	}{
		{"an empty purse", 0, fresh, 0, PackStandard, &ErrNotEnoughCoins{}},
		{"a purse for one", 99, fresh, 1, PackStandard, nil},
		{"capped by the tier", 1000, fresh, 3, PackStandard, nil},
		{"the standard packs bought", 1000, standards, 0, PackDeluxe, nil},
		{"the standard packs bought, a purse short of a deluxe", 60, standards, 0, PackDeluxe, &ErrNotEnoughCoins{}},
		{"every pack bought", 1000, bought(t, standards, PackDeluxe, 1), 0, PackStandard, &ErrPackCap{}},
		{"in the field", 1000, departed(t, content.ZoneGoblinWarrens, 1), 0, PackStandard, &ErrNotProvisioning{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			most := MostPacks(tc.e, PackStandard, tc.purse)
			assert.Equal(t, tc.standard, most)
			if most > 0 {
				assert.NoError(t, CanBuy(tc.e, PackStandard, most, tc.purse))
			}
			assert.Error(t, CanBuy(tc.e, PackStandard, most+1, tc.purse), "one more is refused")
			kind, err := NextPack(tc.e, tc.purse)
			assert.Equal(t, tc.next, kind)
			if tc.why == nil {
				assert.NoError(t, err)
				assert.NoError(t, CanBuy(tc.e, kind, 1, tc.purse))
				return
			}
			assert.ErrorAs(t, err, tc.why)
		})
	}
}

func TestBuyAddsSupplyAndCost(t *testing.T) {
	e := provisioning(t, content.ZoneDragonsLair)
	e, p, err := Buy(e, PackStandard, 7, 10_000, t0)
	require.NoError(t, err)
	assert.Equal(t, Purchase{Kind: PackStandard, N: 7, SU: 70, Cost: 350}, p)
	e, p, err = Buy(e, PackDeluxe, 2, 10_000, t0)
	require.NoError(t, err)
	assert.Equal(t, 180, p.Cost)
	assert.Equal(t, 110.0, e.Supplies.Current)
	assert.Equal(t, 110.0, e.Supplies.Max)
	assert.Equal(t, 530, e.Supplies.CoinsSpent)
	assert.Equal(t, 7, e.Supplies.StandardPacks)
	assert.Equal(t, 2, e.Supplies.DeluxePacks)
}

func TestDepart(t *testing.T) {
	_, err := Depart(provisioning(t, content.ZoneGoblinWarrens), 1, t0, time.UTC)
	assert.ErrorAs(t, err, &ErrNoSupplies{})

	e := departed(t, content.ZoneGoblinWarrens, 2)
	assert.Equal(t, StatusActive, e.Status)
	assert.Equal(t, 1, e.Day)
	assert.Equal(t, zonerun.RunID(1), e.RunID)
	assert.Equal(t, "2026-06-09", e.LastRollover.String())
	assert.Equal(t, t0, e.StartedAt)
	assert.Equal(t, 20.0, e.Supplies.Current)

	_, err = Depart(e, 1, t0, time.UTC)
	assert.ErrorAs(t, err, &ErrNotProvisioning{})
}

func TestDepartBeforeSixStartsTheDayAboutToBegin(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	e := provisioning(t, content.ZoneGoblinWarrens)
	e, _, err := Buy(e, PackStandard, 1, 100, t0)
	require.NoError(t, err)
	at := time.Date(2026, 6, 10, 3, 0, 0, 0, ny)
	e, err = Depart(e, 1, at, ny)
	require.NoError(t, err)
	assert.Equal(t, "2026-06-10", e.LastRollover.String())
	assert.Equal(t, time.Date(2026, 6, 11, 6, 0, 0, 0, ny), NextRollover(e, ny), "Day 2 begins the next morning, not three hours after setting off")
}

func TestDepartSetsFirstRegion(t *testing.T) {
	e := departed(t, content.ZoneUnderdark, 1)
	assert.Equal(t, Regions(content.ZoneUnderdark)[0].ID, e.Region)
}

func TestCancelRefunds(t *testing.T) {
	e := provisioning(t, content.ZoneCryptValdris)
	e, _, _ = Buy(e, PackStandard, 2, 1000, t0)
	e, _, _ = Buy(e, PackDeluxe, 1, 1000, t0)
	got, refund, err := Cancel(e, t0)
	require.NoError(t, err)
	assert.Equal(t, 190, refund)
	assert.Equal(t, StatusCancelled, got.Status)
	assert.Equal(t, 0.0, got.Supplies.Current)

	_, _, err = Cancel(departed(t, content.ZoneCryptValdris, 1), t0)
	assert.ErrorAs(t, err, &ErrNotProvisioning{})
}

func TestEndWithCharacterEndsAnyOpenExpeditionWithNothingCarried(t *testing.T) {
	at := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	for _, status := range []Status{StatusProvisioning, StatusActive, StatusExtracted} {
		e := Expedition{Status: status, Supplies: Supplies{Current: 12, CoinsSpent: 150, DailyBurn: 3}, Camp: &Camp{}}
		got := EndWithCharacter(e, at)
		assert.Equal(t, StatusCancelled, got.Status, status)
		assert.True(t, got.Status.Ended())
		assert.Equal(t, at, got.EndedAt)
		assert.Zero(t, got.Supplies.Current, "the supplies go with the character")
		assert.Zero(t, got.Supplies.CoinsSpent, "nothing to refund later")
		assert.Nil(t, got.Camp)
		assert.Equal(t, StatusCancelled, EndWithCharacter(got, at.Add(time.Hour)).Status)
		assert.Equal(t, status, e.Status, "the input is not changed")
	}
	done := Expedition{Status: StatusComplete}
	assert.Equal(t, done, EndWithCharacter(done, at), "an expedition already over stays as it was")
}

package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestErrorMessagesNameTheirFacts(t *testing.T) {
	at := time.Date(2026, 6, 9, 6, 0, 0, 0, time.UTC)
	cases := []struct {
		err  error
		want string
	}{
		{ErrUnknownZone{Zone: "mars"}, `"mars"`},
		{ErrNotActive{Status: StatusExtracted}, "extracted"},
		{ErrNotProvisioning{Status: StatusActive}, "active"},
		{ErrUnknownPack{Name: "luxury"}, `"luxury"`},
		{ErrBadCount{N: -1}, "-1"},
		{ErrPackCap{Kind: PackDeluxe, Cap: 1, Have: 1}, "at most 1 deluxe"},
		{ErrNotEnoughCoins{Need: 90, Have: 10}, "need 90 coins, have 10"},
		{ErrNoSupplies{}, "supply pack"},
		{ErrNotEnoughSupplies{Need: 2, Have: 0.5}, "need 2.00 SU, have 0.50"},
		{ErrInCombat{}, "fight"},
		{ErrEncounterPending{}, "waiting"},
		{ErrNoPendingEncounter{}, "no night encounter"},
		{ErrUnknownCampType{Name: "luxury"}, `"luxury"`},
		{ErrCampForbidden{Reason: CampBossRoom, Kind: zonegraph.KindBoss}, "boss room"},
		{ErrAlreadyCamped{Day: 3}, "day 3"},
		{ErrNoCamp{}, "no camp"},
		{ErrFortifiedNotAllowed{}, "fortified"},
		{ErrBaseCampNotAllowed{Reason: BaseCampDay}, "day 3"},
		{ErrCannotForage{Reason: ForageIndoors}, "indoors"},
		{ErrRolloverNotDue{Next: at}, "2026-06-09T06:00:00Z"},
		{ErrRoomNotCleared{}, "cleared"},
		{ErrNotResumable{Status: StatusAbandoned}, "abandoned"},
		{ErrResumeExpired{Deadline: at}, "2026-06-09T06:00:00Z"},
		{ErrAlreadyActive{Status: StatusActive}, "already active"},
		{ErrNotMultiRegion{Zone: "goblin_warrens"}, "goblin_warrens"},
		{ErrUnknownRegion{Region: "moon"}, `"moon"`},
		{ErrRegionOrder{From: "a", To: "c"}, `"a" to "c"`},
		{ErrRegionBossStands{Region: "a"}, `"a"`},
		{ErrBaseCampRequired{}, "base camp"},
		{ErrNoBaseCamp{}, "base camp"},
		{ErrAtBaseCamp{}, "base camp"},
		{ErrBossNotDefeated{}, "boss"},
		{ErrRestDenied{Reason: RestSiege}, "Siege"},
		{ErrMustRest{}, "camp"},
		{ErrSiegeRevisit{Level: 99}, "99"},
	}
	for _, tc := range cases {
		assert.Contains(t, tc.err.Error(), tc.want)
	}
}

func TestCampDefOf(t *testing.T) {
	d, ok := CampDefOf(CampBase)
	assert.True(t, ok)
	assert.Equal(t, 3.0, d.Cost)
	_, ok = CampDefOf("luxury")
	assert.False(t, ok)
}

package expedition

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestNewSetsTierBurnAndStart(t *testing.T) {
	cases := []struct {
		zone  content.ZoneID
		tier  int
		burn  float64
		harsh float64
	}{
		{content.ZoneGoblinWarrens, 1, 1, 1},
		{content.ZoneSunkenTemple, 2, 1.5, 1.5},
		{content.ZoneUnderforge, 3, 2, 2},
		{content.ZoneFeywild, 4, 3, 2.5},
		{content.ZoneAbyssPortal, 5, 4, 3},
	}
	for _, tc := range cases {
		t.Run(string(tc.zone), func(t *testing.T) {
			e := provisioning(t, tc.zone)
			assert.Equal(t, StatusProvisioning, e.Status)
			assert.Equal(t, tc.tier, e.Tier)
			assert.Equal(t, tc.burn, e.Supplies.DailyBurn)
			assert.Equal(t, tc.harsh, e.Supplies.HarshMod)
			assert.Equal(t, MoodStart, e.Mood.Level)
			assert.Equal(t, 0, e.Threat.Level)
			assert.Equal(t, 0.0, e.Supplies.Current)
			assert.Equal(t, 0, e.Day)
		})
	}
}

func TestNewRefusesUnknownZoneAndRemembersReentry(t *testing.T) {
	_, err := New(NewParams{ID: 9, ZoneID: "nowhere", Now: t0})
	assert.ErrorAs(t, err, &ErrUnknownZone{})

	e, err := New(NewParams{ID: 9, ZoneID: content.ZoneCryptValdris, Now: t0, Reentry: true})
	require.NoError(t, err)
	assert.Equal(t, ReentryThreat, e.Threat.Level)
	assert.True(t, e.Reentry)
}

func TestExpeditionJSONRoundTripsWithStableTags(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 2)
	c := newCharacter(t, rules.Fighter)
	e, _, _ = rollTo(t, e, cleared(), c, 3)
	e, _, _, err := Pitch(e, cleared(), c, CampStandard, t0.Add(60*time.Hour))
	require.NoError(t, err)

	raw, err := json.Marshal(e)
	require.NoError(t, err)
	var back Expedition
	require.NoError(t, json.Unmarshal(raw, &back))
	assert.Equal(t, e, back)

	var fields map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &fields))
	for _, tag := range []string{"id", "user_id", "zone_id", "tier", "run_id", "status", "day", "last_rollover",
		"supplies", "camp", "threat", "mood", "stacks", "log", "coins_earned", "xp_earned", "today", "yesterday"} {
		assert.Contains(t, fields, tag)
	}
	var sup map[string]any
	require.NoError(t, json.Unmarshal(fields["supplies"], &sup))
	for _, tag := range []string{"current", "max", "daily_burn", "harsh_mod", "foraged", "standard_packs", "deluxe_packs"} {
		assert.Contains(t, sup, tag)
	}
}

func TestCloneIsIndependent(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.Camp = &Camp{Type: CampRough, NightEvents: []string{"a"}}
	e.Loot = []content.ItemID{"x"}
	e.PendingNight = &NightEncounter{Monsters: []content.MonsterID{"goblin_sneak"}}
	c := e.Clone()
	c.Camp.NightEvents[0] = "b"
	c.Loot[0] = "y"
	c.PendingNight.Monsters[0] = "worg"
	c.Log.Entries[0].Summary = "changed"
	assert.Equal(t, "a", e.Camp.NightEvents[0])
	assert.Equal(t, rules.ItemID("x"), e.Loot[0])
	assert.Equal(t, content.MonsterID("goblin_sneak"), e.PendingNight.Monsters[0])
	assert.NotEqual(t, "changed", e.Log.Entries[0].Summary)
}

func TestClearPending(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	_, err := ClearPending(e)
	assert.ErrorAs(t, err, &ErrNoPendingEncounter{})
	e.PendingNight = &NightEncounter{Kind: NightMinor}
	got, err := ClearPending(e)
	require.NoError(t, err)
	assert.Nil(t, got.PendingNight)
	assert.NotNil(t, e.PendingNight)
}

func TestStatusEnded(t *testing.T) {
	cases := map[Status]bool{
		StatusProvisioning: false, StatusActive: false, StatusExtracted: false,
		StatusComplete: true, StatusAbandoned: true, StatusCancelled: true, StatusExpired: true,
	}
	for s, want := range cases {
		assert.Equal(t, want, s.Ended(), s)
	}
}

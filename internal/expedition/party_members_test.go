package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestAPartysPackCapIsTheSoloCapForEachMember(t *testing.T) {
	caps := PackCapFor(1)
	for _, tc := range []struct {
		name    string
		members []string
		want    int
	}{
		{"alone", nil, caps.Standard},
		{"a pair", []string{bob}, 2 * caps.Standard},
		{"a trio", []string{bob, cy}, 3 * caps.Standard},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := withMembers(t, provisioning(t, content.ZoneGoblinWarrens), tc.members...)
			e, _, err := Buy(e, PackStandard, tc.want, 100_000, t0)
			require.NoError(t, err)
			_, _, err = Buy(e, PackStandard, 1, 100_000, t0)
			var capErr ErrPackCap
			require.ErrorAs(t, err, &capErr)
			assert.Equal(t, tc.want, capErr.Cap)
		})
	}
}

func TestAMembersTakingsAreTheirOwn(t *testing.T) {
	e := withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob, cy)
	e = RecordMember(e, 1, Takings{XP: 40, Coins: 12, Items: []content.ItemID{"gem_azurite"}})
	e = RecordMember(e, 1, Takings{XP: 10})
	e = RecordMember(e, 2, Takings{Coins: 3})
	e = RecordMember(e, 3, Takings{XP: 99}) // nobody sits there
	assert.Equal(t, Takings{XP: 50, Coins: 12, Items: []content.ItemID{"gem_azurite"}}, e.MemberTakings(1))
	assert.Equal(t, Takings{Coins: 3}, e.MemberTakings(2))
	assert.Equal(t, Takings{}, e.MemberTakings(3))
	assert.Zero(t, e.XPEarned, "the expedition's own tallies stay the leader's")
}

func TestAMemberRestsInTheLeadersCamp(t *testing.T) {
	c := newCharacter(t, rules.Cleric)
	c.HP = 1
	c.Slots = rules.SlotTable{}
	long, healed := MemberCamp(c, CampResult{Type: CampStandard, Rest: RestLong}, t0)
	assert.Equal(t, rules.MaxHP(c), long.HP)
	assert.Equal(t, rules.MaxHP(c)-1, healed)
	assert.Equal(t, rules.MaxSlots(c), long.Slots, "a long rest brings the slots back")
	assert.Equal(t, t0.Add(rules.LongRestLockout), long.LockoutUntil)

	part, _ := MemberCamp(c, CampResult{Type: CampRough, Rest: RestPartial}, t0)
	assert.Equal(t, (rules.MaxHP(c)+1)/2, part.HP, "a rough camp lifts HP to half")
	assert.Equal(t, c.Slots, part.Slots)
}

func TestAMembersDawnIsTheirOwn(t *testing.T) {
	e := withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob)
	c := newCharacter(t, rules.Fighter)
	c.HP = 3
	pos := Position{Kind: zonegraph.KindRestCamp, Cleared: true}
	e, _, _, err := Pitch(e, pos, newCharacter(t, rules.Fighter), CampFortified, t0)
	require.NoError(t, err)
	camp := e.Camp
	after, _, rep, err := Rollover(e, pos, newCharacter(t, rules.Fighter), testRoot(), NextRollover(e, t0.Location()), t0.Location())
	require.NoError(t, err)

	_, woke, day := MemberDawn(after, camp, rep, 1, c, testRoot())
	assert.Positive(t, day.WakeHP, "a fortified camp's waking bonus")
	assert.Equal(t, 3+day.WakeHP, woke.HP)

	starving := rep
	starving.Starvation = &StarvationReport{Lost: 2}
	out, thin, day := MemberDawn(after, nil, starving, 1, c, testRoot())
	assert.Equal(t, 2, day.ConLost)
	assert.Equal(t, c.Abilities.Con-2, thin.Abilities.Con)
	owed, home := MemberHome(out, 1, thin)
	assert.Equal(t, c.Abilities.Con, home.Abilities.Con, "the CON comes back with them")
	_, twice := MemberHome(owed, 1, home)
	assert.Equal(t, c.Abilities.Con, twice.Abilities.Con, "once")
}

func TestAMemberForcedOutLosesTheirShareOfTheirOwnTakings(t *testing.T) {
	e := withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob)
	e = RecordMember(e, 1, Takings{XP: 90, Coins: 60})
	c := newCharacter(t, rules.Fighter)
	c.XP, c.Coins = 200, 300
	home, out, loss := MemberForced(e, 1, c)
	m, _ := home.Seated(1)
	require.NotNil(t, m.Loss, "kept on the seat for the report card")
	assert.Equal(t, loss, *m.Loss)
	assert.Equal(t, 90, loss.XPEarned)
	assert.Equal(t, 60, loss.CoinsEarned)
	assert.Equal(t, c.XP-loss.XPLost, out.XP)
	assert.Equal(t, c.Coins-loss.CoinsLost, out.Coins)
	assert.Positive(t, loss.XPLost)
}

func TestAMemberLeavingMovesTheOthersUpASeat(t *testing.T) {
	e := withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob, cy)
	e = RecordMember(e, 2, Takings{XP: 7})
	e, left, err := LeaveParty(e, bob, t0)
	require.NoError(t, err)
	assert.Equal(t, 1, left.Seat, "Bo left from seat 1")
	assert.Equal(t, []string{cy}, e.MemberUsers())
	m, ok := e.Seated(1)
	require.True(t, ok)
	assert.Equal(t, cy, m.UserID, "Cy sits in seat 1 now")
	assert.Equal(t, Takings{XP: 7}, e.MemberTakings(1), "and keeps her tallies")
	_, ok = e.Seated(2)
	assert.False(t, ok)
}

// WentWith: a member went into the field with the party when it set off
// with them in it or they joined after, not when they left while it
// packed (rules §8.22).
func TestWentWithCountsTheMembersWhoSetOff(t *testing.T) {
	at := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	e := Expedition{UserID: "@ann", RunID: 4, StartedAt: at, Party: []Member{
		{UserID: "@bo", Seat: 1, JoinedAt: at.Add(-time.Hour)},
		{UserID: "@cy", Seat: 2, JoinedAt: at.Add(-time.Hour), LeftAt: at.Add(-time.Minute)},
		{UserID: "@di", Seat: 2, JoinedAt: at.Add(-time.Hour), LeftAt: at.Add(time.Hour)},
		{UserID: "@ed", Seat: 2, JoinedAt: at.Add(time.Hour)},
	}}
	for _, tc := range []struct {
		user string
		went bool
	}{{"@bo", true}, {"@cy", false}, {"@di", true}, {"@ed", true}, {"@ann", false}, {"@fay", false}} {
		_, went := e.WentWith(tc.user)
		assert.Equal(t, tc.went, went, tc.user)
	}
	packing := e
	packing.RunID = 0
	_, went := packing.WentWith("@bo")
	assert.False(t, went, "a party still packing went nowhere")
}

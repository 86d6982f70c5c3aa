package play

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestGamesRecordTheReportCardSeries plays whole expeditions and holds
// their series to rules §8.21: a departure first, a morning for every
// rollover, the end last when the expedition left the field, each point
// the expedition as it stood then, totals that only grow.
func TestGamesRecordTheReportCardSeries(t *testing.T) {
	for _, tc := range []struct {
		class rules.ClassID
		level int
		zone  content.ZoneID
		world uint64
	}{
		{rules.Fighter, 3, content.ZoneGoblinWarrens, 1},
		{rules.Mage, 1, content.ZoneCryptValdris, 2},
		{rules.Ranger, 8, content.ZoneUnderforge, 3},
		{rules.Cleric, 6, content.ZoneForestShadows, 4},
		{rules.Rogue, 17, content.ZoneAbyssPortal, 5},
		{rules.Fighter, 8, content.ZoneHauntedManor, 6},
	} {
		t.Run(fmt.Sprintf("%s/%s/%d", tc.zone, tc.class, tc.level), func(t *testing.T) {
			ch, err := rules.NewCharacter("Ada", tc.class, rules.Human)
			require.NoError(t, err)
			ch, _ = rules.AwardXP(ch, rules.XPForLevel(tc.level))
			g, err := New(Setup{World: tc.world, RunID: 1, ZoneID: tc.zone, Char: ch, Mode: ModeExpedition,
				Start: time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC), Policy: defaultPolicy})
			require.NoError(t, err)
			res := g.Play()
			e := res.Exp
			s := e.Series
			t.Logf("%s (%s), day %d, %d points", res.Outcome, res.StopReason, e.Day, len(s))
			require.NotEmpty(t, s)
			assert.Equal(t, expedition.PointDepart, s[0].Kind)
			assert.Equal(t, 1, s[0].Day)
			assert.Equal(t, rules.MaxHP(ch), s[0].MaxHP)
			mornings := 0
			for i, p := range s {
				if p.Kind == expedition.PointMorning {
					mornings++
				}
				if i > 0 {
					assert.GreaterOrEqual(t, p.Rooms, s[i-1].Rooms, "rooms only grow")
					assert.GreaterOrEqual(t, p.Fights, s[i-1].Fights, "fights only grow")
					assert.GreaterOrEqual(t, p.Day, s[i-1].Day, "days only grow")
				}
				assert.LessOrEqual(t, p.HP, p.MaxHP)
			}
			last := s[len(s)-1]
			if e.Status.Ended() || e.Status == expedition.StatusExtracted {
				assert.Equal(t, expedition.PointEnd, last.Kind)
				assert.Equal(t, res.Char.HP, last.HP, "the end point holds the HP the player left with")
				assert.Equal(t, e.Day-1, mornings, "one morning a day after the first, the last day's end aside")
			} else {
				assert.Equal(t, e.Day-1, mornings, "one morning a day after the first")
			}
			assert.Equal(t, e.RoomsCleared, last.Rooms)
			assert.Equal(t, e.Fights, last.Fights)
			assert.Equal(t, e.Threat.Level, last.Threat)
			assert.Positive(t, e.Fights)
		})
	}
}

// A rest's lockout and a recovery hold setting off and leaving as they
// hold walking (rules §3.3): Depart and Extract refuse a character resting
// or down with the rest rules' own refusal, and let one who is up go. A
// tryout departed and extracted in the middle of a camp's long rest.
func TestDepartAndExtractWaitForTheRestToEnd(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	resting, down := ch, ch
	resting.LockoutUntil, down.DownUntil = day1.Add(8*time.Hour), day1.Add(time.Hour)
	e, err := expedition.New(expedition.NewParams{ID: 5, UserID: "@a:x", ZoneID: content.ZoneGoblinWarrens, Now: day1})
	require.NoError(t, err)
	packed, _, err := expedition.Buy(e, expedition.PackStandard, 1, 1000, day1)
	require.NoError(t, err)
	cleared := expedition.Position{Node: "goblin_warrens.entrance", Cleared: true}
	cases := []struct {
		name string
		ch   rules.Character
		want error
	}{
		{"up", ch, nil},
		{"resting", resting, rules.ErrRestLockout{Until: resting.LockoutUntil}},
		{"down and recovering", down, rules.ErrRecovering{Until: down.DownUntil}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Depart(packed, 1, tc.ch, day1, time.UTC)
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want, "depart")
				assert.Equal(t, expedition.StatusProvisioning, out.Status, "nothing changed")
			} else {
				require.NoError(t, err)
			}
			in := active(t, content.ZoneGoblinWarrens)
			left, _, _, err := Extract(in, cleared, tc.ch, day1)
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want, "extract")
				assert.Equal(t, expedition.StatusActive, left.Status, "nothing changed")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, expedition.StatusExtracted, left.Status)
		})
	}
}

// Extracting gives back the CON starvation took off the character's score
// (rules §8.5): the character Extract returns has it again.
func TestExtractGivesBackTheCONHungerTook(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	con := ch.Abilities.Con
	e := active(t, content.ZoneGoblinWarrens)
	e.Supplies.ConLost, e.Supplies.ConTaken = 3, 3
	starved := ch
	starved.Abilities.Con -= 3
	cleared := expedition.Position{Node: "goblin_warrens.entrance", Cleared: true}
	out, back, rep, err := Extract(e, cleared, starved, day1)
	require.NoError(t, err)
	assert.Equal(t, 3, rep.ConBack)
	assert.Equal(t, con, back.Abilities.Con)
	assert.Zero(t, out.Supplies.ConTaken)
	end := out.Series[len(out.Series)-1]
	assert.Equal(t, rules.MaxHP(back), end.MaxHP, "the card's end is the character out of the field, CON back")
	assert.Greater(t, end.MaxHP, rules.MaxHP(starved))
}

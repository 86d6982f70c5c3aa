package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

func TestMarkTakesTheExpeditionAsItStands(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 2)
	e, err := Record(e, Tally{RoomCleared: "room.a", Fights: 2, HarvestValue: 35, Enemies: 3}, t0)
	require.NoError(t, err)
	e, err = Record(e, Tally{RoomCleared: "room.b", Fights: 1}, t0)
	require.NoError(t, err)
	e.Threat.Level = 17
	at := t0.Add(time.Hour)

	for _, tc := range []struct {
		name string
		kind PointKind
		edit func(Expedition) Expedition
		su   float64
	}{
		{"depart", PointDepart, func(e Expedition) Expedition { return e }, 20},
		{"morning", PointMorning, func(e Expedition) Expedition { e.Supplies.Current = 18.5; return e }, 18.5},
		{"an end reads the supplies the player left with", PointEnd, func(e Expedition) Expedition {
			out, _, err := Extract(e, cleared(), at)
			require.NoError(t, err)
			return out
		}, 19},
		{"an end point of an active expedition reads its packs", PointEnd, func(e Expedition) Expedition { return e }, 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := tc.edit(e)
			out := Mark(in, tc.kind, 9, 12, at)
			require.Len(t, out.Series, 1)
			assert.Empty(t, in.Series, "Mark changes a copy")
			assert.Equal(t, DayPoint{Kind: tc.kind, Day: 1, At: at, HP: 9, MaxHP: 12, SU: tc.su, Threat: 17, Rooms: 2, Fights: 3},
				out.Series[0])
		})
	}
	assert.Equal(t, 35, e.HarvestValue)
}

func TestMarkKeepsTheLatestPoints(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	for i := range SeriesCap + 3 {
		e.Day = i + 1
		e = Mark(e, PointMorning, 5, 10, t0)
	}
	require.Len(t, e.Series, SeriesCap)
	assert.Equal(t, 4, e.Series[0].Day, "the three oldest dropped off")
	assert.Equal(t, SeriesCap+3, e.Series[SeriesCap-1].Day)
	c := e.Clone()
	c.Series[0].HP = 99
	assert.Equal(t, 5, e.Series[0].HP, "Clone copies the series")
}

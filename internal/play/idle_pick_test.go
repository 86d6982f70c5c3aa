package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// An idle fork's answer moves past a rest or a recovery covering its due
// time (to the wake plus the idle wait) and past the night, and stays put
// for a rest that ends before it (rules §6.4).
func TestIdlePickAt(t *testing.T) {
	day := func(h, m int) time.Time { return time.Date(2026, time.March, 2, h, m, 0, 0, time.UTC) }
	const idle = 6 * time.Hour
	due := day(9, 0)
	cases := []struct {
		name string
		ch   rules.Character
		want time.Time
	}{
		{"free", rules.Character{}, due},
		{"a rest that ended before", rules.Character{LockoutUntil: day(8, 30)}, due},
		{"a rest that ends at the due time", rules.Character{LockoutUntil: due}, due},
		{"a short rest over the due time", rules.Character{LockoutUntil: day(9, 30)}, day(15, 30)},
		{"a rest whose wake + 6h falls at night", rules.Character{LockoutUntil: day(16, 0)}, day(30, 15)},
		{"down over the due time", rules.Character{DownUntil: day(10, 0)}, day(16, 0)},
		{"down, then a rest over the wake + 6h", rules.Character{DownUntil: day(10, 0), LockoutUntil: day(16, 30)}, day(30, 15)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, IdlePickAt(due, tc.ch, idle, time.UTC))
		})
	}
}

// A pick due at night comes at the quiet quarter after the next 06:00
// local, also in another time zone (rules §6.4).
func TestIdlePickAtNight(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	due := time.Date(2026, time.March, 2, 23, 0, 0, 0, berlin)
	assert.Equal(t, time.Date(2026, time.March, 3, 6, 15, 0, 0, berlin), IdlePickAt(due, rules.Character{}, 6*time.Hour, berlin))
}

// An encounter waiting for the player holds the idle pick on an active
// expedition, as it holds every move; nothing else does (rules §6.4).
func TestIdlePickHeld(t *testing.T) {
	drow := &expedition.NightEncounter{Monsters: []content.MonsterID{"drow"}}
	cases := []struct {
		name string
		e    expedition.Expedition
		want []content.MonsterID
	}{
		{"nothing waits", expedition.Expedition{Status: expedition.StatusActive}, nil},
		{"an encounter waits", expedition.Expedition{Status: expedition.StatusActive, PendingNight: drow}, []content.MonsterID{"drow"}},
		{"out of the zone", expedition.Expedition{Status: expedition.StatusExtracted, PendingNight: drow}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, IdlePickHeld(tc.e))
		})
	}
}

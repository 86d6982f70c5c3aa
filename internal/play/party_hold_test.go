package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestHeldBy(t *testing.T) {
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	up := rules.Character{Name: "Up"}
	resting := rules.Character{Name: "Rests", LockoutUntil: now.Add(time.Hour)}
	down := rules.Character{Name: "Down", DownUntil: now.Add(2 * time.Hour)}
	rested := rules.Character{Name: "Rested", LockoutUntil: now.Add(-time.Minute)}
	for _, tc := range []struct {
		name  string
		party []rules.Character
		k     int
		until time.Time
		ok    bool
	}{
		{"nobody", nil, 0, time.Time{}, false},
		{"everyone up", []rules.Character{up, rested}, 0, time.Time{}, false},
		{"a resting member", []rules.Character{up, resting}, 1, now.Add(time.Hour), true},
		{"the last one up", []rules.Character{resting, down}, 1, now.Add(2 * time.Hour), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, until, ok := HeldBy(tc.party, now)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.k, k)
			assert.Equal(t, tc.until, until)
		})
	}
}

func TestPartyIdlePickAtWaitsForTheLastMemberUp(t *testing.T) {
	due := time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC)
	leader := rules.Character{Name: "Ann"}
	for _, tc := range []struct {
		name  string
		party []rules.Character
		want  time.Time
	}{
		{"alone", nil, due},
		{"a member up", []rules.Character{{Name: "Bob", LockoutUntil: due.Add(-time.Hour)}}, due},
		{"a member resting past it", []rules.Character{{Name: "Bob", LockoutUntil: due.Add(time.Hour)}}, due.Add(time.Hour)},
		{"a member down into the night", []rules.Character{{Name: "Bob", DownUntil: due.Add(10 * time.Hour)}}, IdleMorning(due.Add(10*time.Hour), time.UTC)},
	} {
		assert.Equal(t, tc.want, PartyIdlePickAt(due, leader, tc.party, 6*time.Hour, time.UTC), tc.name)
	}
}

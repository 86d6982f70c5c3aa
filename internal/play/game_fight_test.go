package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A night fight with no encounter waiting is refused for what it is, not
// by the combat engine's "a fight needs at least one enemy".
func TestANightFightWithNoEncounterWaitingIsRefused(t *testing.T) {
	g := &Game{}
	err := g.nightFight()
	if assert.Error(t, err) {
		assert.Contains(t, err.Error(), "no night encounter waits")
	}
}

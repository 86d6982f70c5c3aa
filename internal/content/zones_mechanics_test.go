package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestZoneMechanicsInSpecOrder(t *testing.T) {
	assert.Equal(t, []ZoneMechanic{
		MechanicTide, MechanicManorReset, MechanicHeat,
		MechanicTimeDistortion, MechanicDragonAwareness, MechanicInstability,
	}, ZoneMechanics(), "expedition §7.1–7.6")
	names := map[string]bool{}
	for _, m := range ZoneMechanics() {
		assert.True(t, m.Known(), m)
		assert.NotContains(t, m.String(), "mechanic(", "every mechanic has a name")
		names[m.String()] = true
	}
	assert.Len(t, names, len(ZoneMechanics()), "names are unique")
	assert.False(t, ZoneMechanic(0).Known())
	assert.Equal(t, "mechanic(0)", ZoneMechanic(0).String())
	assert.Equal(t, "mechanic(99)", ZoneMechanic(99).String())
}

func TestMechanicSet(t *testing.T) {
	var empty MechanicSet
	assert.Nil(t, empty.List())
	assert.False(t, empty.Has(MechanicTide))

	s := Mechanics(MechanicInstability, MechanicTide, MechanicTide)
	assert.True(t, s.Has(MechanicTide))
	assert.True(t, s.Has(MechanicInstability))
	assert.False(t, s.Has(MechanicHeat))
	assert.False(t, s.Has(0), "the zero mechanic is never in a set")
	assert.Equal(t, []ZoneMechanic{MechanicTide, MechanicInstability}, s.List(), "§7 order, no duplicates")
	assert.Zero(t, Mechanics(ZoneMechanic(40)), "a mechanic too large to hold adds nothing")
}

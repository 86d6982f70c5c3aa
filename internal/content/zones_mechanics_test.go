package content

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

func TestMechanicSetJSON(t *testing.T) {
	b, err := json.Marshal(Mechanics(MechanicHeat, MechanicTide))
	require.NoError(t, err)
	assert.JSONEq(t, `["tide","heat"]`, string(b))

	var back MechanicSet
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, Mechanics(MechanicTide, MechanicHeat), back)

	b, err = json.Marshal(MechanicSet(0))
	require.NoError(t, err)
	assert.Equal(t, `[]`, string(b))

	_, err = json.Marshal(Mechanics(ZoneMechanic(20)))
	assert.Error(t, err, "an unknown mechanic cannot be written")
	assert.Error(t, json.Unmarshal([]byte(`["tide","earthquake"]`), &back), "nor read")
}

func TestZoneJSONCarriesExpeditionFacts(t *testing.T) {
	z, ok := ZoneByID(ZoneSunkenTemple)
	require.True(t, ok)
	b, err := json.Marshal(z)
	require.NoError(t, err)
	var got map[string]any
	require.NoError(t, json.Unmarshal(b, &got))
	assert.Equal(t, 4.0, got["min_days"])
	assert.Equal(t, 9.0, got["max_days"])
	assert.Equal(t, true, got["wilderness"])
	assert.Equal(t, []any{"tide"}, got["mechanics"])
}

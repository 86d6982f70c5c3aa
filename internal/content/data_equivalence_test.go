package content

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDataMatchesGoTables is temporary: the YAML data must load to exactly
// the Go tables it replaces.
func TestDataMatchesGoTables(t *testing.T) {
	ms, err := loadMonsters(dataFS)
	require.NoError(t, err)
	require.Equal(t, len(shippedMonsters), len(ms))
	for i := range ms {
		require.Equal(t, shippedMonsters[i], ms[i], shippedMonsters[i].ID)
	}
	reg, err := loadZoneGraphs(dataFS)
	require.NoError(t, err)
	old := ZoneGraphs()
	got := reg.All()
	require.Equal(t, len(old), len(got))
	for i := range old {
		require.Equal(t, old[i], got[i], old[i].ZoneID)
	}
}

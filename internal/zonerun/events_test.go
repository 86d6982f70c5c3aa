package zonerun

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
)

// TestFightReportKeepsItsStoredText: the typed kind and result encode as
// the same words the string fields did, and read back.
func TestFightReportKeepsItsStoredText(t *testing.T) {
	b, err := json.Marshal(FightReport{Monsters: []content.MonsterID{"valdris"}, Kind: combat.KindBoss, Result: combat.ResultTimeoutWon, HP: 3, MaxHP: 9})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"kind":"boss","result":"timeout_won"`)
	var back FightReport
	require.NoError(t, json.Unmarshal([]byte(`{"monsters":["zombie"],"kind":"elite","result":"fled"}`), &back))
	assert.Equal(t, combat.KindElite, back.Kind)
	assert.Equal(t, combat.ResultFled, back.Result)
}

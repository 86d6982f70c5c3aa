package fight_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// TestAFightSavedWithOnePlayerResumes: a fight row written before the
// engine kept its seats as a list (state version 1: the one player under
// "player", its turns counted in "player_turns") resumes after the upgrade
// and rolls exactly what the same fight saved today rolls.
func TestAFightSavedWithOnePlayerResumes(t *testing.T) {
	play := func(t *testing.T, downgrade bool) string {
		b := plugintest.New(t)
		p := as(t, b)
		b.Create(alice, "Brom", "fighter", "dwarf")
		p.Say("!fight zombie")
		if downgrade {
			var row, state map[string]json.RawMessage
			require.NoError(t, json.Unmarshal([]byte(rawRow(t, b)), &row))
			require.NoError(t, json.Unmarshal(row["state"], &state))
			var seats []json.RawMessage
			require.NoError(t, json.Unmarshal(state["players"], &seats))
			require.Len(t, seats, 1)
			var err error
			var seat map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(seats[0], &seat))
			state["player_turns"] = seat["turns"]
			delete(seat, "turns")
			delete(state, "players")
			state["player"], err = json.Marshal(seat)
			require.NoError(t, err)
			state["version"] = json.RawMessage("1")
			row["state"], err = json.Marshal(state)
			require.NoError(t, err)
			data, err := json.Marshal(row)
			require.NoError(t, err)
			require.NoError(t, b.Store.Fight.Save(context.Background(), alice, data, time.Now()))
			require.NotContains(t, rawRow(t, b), `"players"`)
		}
		return p.Reply("!attack zombie")
	}
	today := play(t, false)
	assert.Contains(t, today, "Round 2, your move")
	assert.Equal(t, today, play(t, true))
}

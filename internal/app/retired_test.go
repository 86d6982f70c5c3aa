package app

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/plugins/retired"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// TestManualHarvestVerbsUnderBothGateValues: while GOGOBEE_HARVEST_VERBS is
// unset or "deprecated" each retired verb answers with a DM pointing to
// the walk and nothing in the room; with "removed" it is an unknown
// command. `!supplies forage` is another command and stays.
func TestManualHarvestVerbsUnderBothGateValues(t *testing.T) {
	const user = "@brom:example.org"
	for _, gate := range []string{"", retired.Deprecated, retired.Removed} {
		t.Run("gate="+gate, func(t *testing.T) {
			env := map[string]string{}
			if gate != "" {
				env["GOGOBEE_HARVEST_VERBS"] = gate
			}
			cfg, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
			require.NoError(t, err)
			b := openBot(t, testdb.Path(t, "b.db"), clock.NewFake(defaultConsoleStart),
				func(c *config.Config) { c.HarvestVerbs, c.RateBurst, c.RatePerMinute = cfg.HarvestVerbs, 1<<20, 1<<20 })
			defer b.Close()
			b.say(t, "$0", user, "!ping")
			for i, verb := range retired.HarvestVerbs() {
				b.out.rows = nil
				b.say(t, fmt.Sprintf("$%d", i+1), user, "!"+verb)
				require.Len(t, b.out.rows, 1, "!%s", verb)
				row := b.out.rows[0]
				if gate == retired.Removed {
					assert.NotEmpty(t, row.RoomID, "!%s is answered in the room", verb)
					assert.Contains(t, row.Body, "I don't know `!"+verb+"`")
					continue
				}
				assert.Equal(t, id.UserID(user), row.DMUser, "!%s answers by DM", verb)
				assert.Contains(t, row.Body, "harvest is automatic now, just walk")
				assert.Contains(t, row.Body, "`!expedition run`")
			}
			b.out.rows = nil
			b.say(t, "$supplies", user, "!supplies forage")
			require.NotEmpty(t, b.out.rows)
			assert.NotContains(t, b.out.rows[0].Body, "harvest is automatic now", "the Ranger's forage is its own command")
		})
	}
}

// TestNoHelpTextMentionsAManualHarvestVerb greps `!help`, every command's
// own help and the README's command list for the retired verbs.
func TestNoHelpTextMentionsAManualHarvestVerb(t *testing.T) {
	const user = "@brom:example.org"
	b := openBot(t, testdb.Path(t, "b.db"), clock.NewFake(defaultConsoleStart),
		func(c *config.Config) { c.RateBurst, c.RatePerMinute = 1<<20, 1<<20 })
	defer b.Close()
	b.say(t, "$help", user, "!help")
	for i, cmd := range b.Registry.Commands() {
		if !cmd.Hidden && !cmd.AdminOnly {
			b.say(t, fmt.Sprintf("$h%d", i), user, "!help "+cmd.Name)
		}
	}
	ref, err := CommandReference(context.Background())
	require.NoError(t, err)
	texts := append(b.out.bodies(), ref)
	require.Greater(t, len(texts), 20, "every command's help was read")
	for _, verb := range retired.HarvestVerbs() {
		for _, text := range texts {
			assert.NotContains(t, text, "`!"+verb, "help mentions !%s: %s", verb, firstLine(text))
			assert.NotContains(t, text, " !"+verb+" ", "help mentions !%s", verb)
		}
	}
	b.out.rows = nil
	b.say(t, "$hf", user, "!help forage")
	require.Len(t, b.out.rows, 1)
	assert.NotContains(t, b.out.rows[0].Body, "Retired", "a hidden verb has no help of its own")
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

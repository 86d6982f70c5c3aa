package narrate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// Every feature a class or subclass grants has a `!rules` page by its
// name or ID, with what it does and who has it from which level.
func TestEveryFeatureHasARulesPage(t *testing.T) {
	for _, d := range rules.Classes() {
		for _, g := range d.Features {
			f, ok := rules.Feature(g.Feature)
			require.True(t, ok, g.Feature)
			for _, name := range []string{f.Name, strings.ToUpper(f.Name), string(f.ID)} {
				tp, ok := RulesTopicByName(name)
				require.True(t, ok, name)
				text := tp.Text("!")
				if _, sub := subclassPageByName(name); sub {
					continue // a subclass of that name has the page
				}
				assert.Contains(t, text, "**"+f.Name+"**", name)
				assert.Contains(t, text, f.Summary, name)
				assert.Contains(t, text, fmt.Sprintf("- %s from level ", d.Name), name)
				assert.Contains(t, text, fmt.Sprint(g.Level), name)
			}
		}
	}
	tp, ok := RulesTopicByName("slippery mind")
	require.True(t, ok)
	assert.Equal(t, "✨ **Slippery Mind**\nProficiency in Wisdom and Charisma saving throws.\n- Rogue from level 9\n\n`!sheet` lists your own features and their uses left.", tp.Text("!"))
	tp, ok = RulesTopicByName("improved critical")
	require.True(t, ok)
	assert.Contains(t, tp.Text("!"), "- Champion (Fighter) from level 3")
	tp, ok = RulesTopicByName("uncanny dodge")
	require.True(t, ok)
	assert.Contains(t, tp.Text("!"), "- Ranger from level 9, 15", "both grants, the limited one and the one that lifts the limit")
	_, ok = RulesTopicByName("slippery")
	assert.False(t, ok, "a feature is found by its whole name")
}

package narrate

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// `!rules` has a page for each part of an expedition, each named in the
// index with its summary.
func TestRulesHasAPageForEachPartOfTheGame(t *testing.T) {
	index := RulesIndex("!")
	for _, name := range []string{"combat", "expeditions", "supplies", "threat", "camps", "harvest", "siege", "regions", "party"} {
		tp, ok := RulesTopicByName(name)
		require.True(t, ok, name)
		assert.Contains(t, index, "`!rules "+name+"` — "+tp.Summary, name)
	}
}

// Every page is short enough to read in chat (a screenful: at most 1,400
// characters and 16 lines), fills every number (no %! left) and names the
// pages it points to truly.
func TestRulesPagesAreShortAndWhole(t *testing.T) {
	for _, tp := range RulesTopics() {
		text := tp.Text("!")
		assert.LessOrEqual(t, utf8.RuneCountInString(text), 1400, tp.Name)
		assert.LessOrEqual(t, strings.Count(text, "\n")+1, 16, tp.Name)
		assert.NotContains(t, text, "%!", tp.Name)
		for _, ref := range strings.Split(text, "`!rules ")[1:] {
			name := ref[:strings.Index(ref, "`")]
			_, ok := RulesTopicByName(name)
			assert.True(t, ok, "%s points to `!rules %s`", tp.Name, name)
		}
	}
}

// The combat page gives the general rules and names no boss: the fights
// are for finding out.
func TestRulesCombatNamesNoBoss(t *testing.T) {
	tp, ok := RulesTopicByName("combat")
	require.True(t, ok)
	text := tp.Text("!")
	for _, m := range content.Monsters() {
		if m.Boss {
			assert.NotContains(t, text, m.Name, "a boss named")
		}
	}
	assert.Contains(t, text, "**legendary action**")
	assert.Contains(t, text, "**escapes**")
}

// The expedition pages read their numbers from the engine's tables.
func TestRulesPagesQuoteTheTables(t *testing.T) {
	page := func(name string) string {
		tp, ok := RulesTopicByName(name)
		require.True(t, ok)
		return tp.Text("!")
	}
	assert.Contains(t, page("supplies"), "a standard pack (10 SU, 50 coins) and a deluxe one (20 SU, 90 coins)")
	assert.Contains(t, page("supplies"), "at 25% of the leg's supplies or less, rationing (-1 to all rolls); below 10%, severe rationing (-2, no long rest)")
	assert.Contains(t, page("threat"), "Quiet 0–20, Stirring 21–40, Alert 41–60, Hostile 61–80, Siege 81–100")
	assert.Contains(t, page("threat"), "a fight +5 (an elite or boss +8)")
	assert.Contains(t, page("camps"), "- **rough** (0.5 SU, night +3)")
	assert.Contains(t, page("camps"), "- **base** (3 SU, night -6): tier 4–5 zones from day 3")
	assert.Contains(t, page("siege"), "Every boss fights with +20 HP and 1 more legendary resistance.")
	assert.Contains(t, page("expeditions"), "takes you back within 7 days")
	assert.Contains(t, page("party"), "Up to 3 players share one expedition")
	assert.Contains(t, page("party"), "within 24 hours")
	assert.Contains(t, page("party"), "burns 80% of a day's supplies for each member")
}

// `!rules combat` and `!autopilot` say when `!fight auto` drinks a potion
// as the policy does (rules §2.12): below 40% HP only when the heal is
// worth the action, the last one kept until a round could drop you.
func TestPotionRuleSaysWhenTheHealPays(t *testing.T) {
	tp, ok := RulesTopicByName("combat")
	require.True(t, ok)
	for name, text := range map[string]string{
		"rules combat": tp.Text("!"),
		"autopilot":    AutopilotRulesText(AutopilotRules{DefaultFloor: 30, Prefix: "!", IdleWait: "6h"}),
	} {
		assert.Contains(t, text, "below **40%** HP when it heals more than a round of the foes' expected damage and they won't all fall this turn", name)
		assert.Contains(t, text, "the last one only when a round could drop you", name)
	}
}

// The forced-extraction keep rule on `!rules expeditions` says what
// expedition.ForcedLoss keeps (rules §8.18): of the finds sorted most
// valuable first, the 3rd, 6th, ..., so the most valuable is left
// behind. Before, "every 3rd of its finds still in your pack, the most
// valuable first" read as keeping the best find.
func TestRulesKeepRuleIsTheForcedLoss(t *testing.T) {
	finds := []content.ItemID{"gem_azurite", "scrap_iron", "worg_pelt", "alchemy_pouch", "shaman_reagents", "war_standard"}
	ch := rules.Character{Level: 3, Inventory: rules.Inventory{}}
	for _, id := range finds {
		ch.Inventory[id]++
	}
	slices.SortFunc(finds, func(a, b content.ItemID) int {
		pa, _ := content.SellPrice(a)
		pb, _ := content.SellPrice(b)
		require.NotEqual(t, pa, pb, "distinct prices: %s, %s", a, b)
		return pb - pa
	})
	l := expedition.ForcedLoss(expedition.Takings{Items: finds}, ch)
	var kept []string
	for i, id := range finds {
		if slices.Contains(l.ItemsKept, id) {
			kept = append(kept, Ordinal(i+1))
		}
	}
	require.Equal(t, []string{"3rd", "6th"}, kept, "ForcedLoss keeps every third from the most valuable")
	page := expeditionsRules("!")
	assert.Contains(t, page, "counted from the most valuable (the "+strings.Join(kept, ", ")+", …), at most a third of their worth")
	assert.NotContains(t, page, "the most valuable first", "reads as keeping the best find, which ForcedLoss leaves behind")
}

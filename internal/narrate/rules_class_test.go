package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// `!rules <class>` has a page for every class, read from its record: its
// numbers, features, spells and subclasses (rules §1.3, §1.7, §1.11).
func TestEveryClassHasARulesPage(t *testing.T) {
	cases := []struct {
		name string
		want []string
	}{
		{"paladin", []string{"🎭 **Paladin**", "Hit die d10", "casts with CHA", "saves STR, CHA", "L2 **Divine Smite**", "L1 **Lay on Hands**", "Bless, Cure Wounds", "**Devotion**", "**Vengeance**", "**Ancients**", "Chain Mail"}},
		{"Fighter", []string{"🎭 **Fighter**", "no spells", "L1 **Second Wind**", "**Champion**"}},
		{"mage", []string{"casts with INT", "Fire Bolt"}},
		{"warlock", []string{"🎭 **Warlock**", "Hit die d8", "casts with CHA", "saves WIS, CHA", "L1 **Pact Magic**", "L1 **Agonizing Blast**", "Eldritch Blast, Hex, Scorching Ray, Fireball, Blight", "**Fiend**", "**Archfey**", "**Great Old One**", "Leather Armor"}},
		{"sorcerer", []string{"🎭 **Sorcerer**", "Hit die d6", "casts with CHA (full slots)", "saves WIS, CHA", "L2 **Font of Magic**", "L3 **Metamagic**", "Lightning Bolt", "**Draconic**", "**Wild Magic**", "**Storm**", "Quarterstaff"}},
	}
	for _, tc := range cases {
		page, ok := RulesTopicByName(tc.name)
		require.True(t, ok, tc.name)
		text := page.Text("!")
		for _, w := range tc.want {
			assert.Contains(t, text, w, tc.name)
		}
	}
	for _, d := range rules.Classes() {
		_, ok := RulesTopicByName(d.Name)
		assert.True(t, ok, d.ID)
	}
	assert.Contains(t, FirstStepsText(FirstSteps{}, "!"), "Classes: Fighter, Rogue, Mage, Cleric, Ranger, Paladin, Druid, Sorcerer, Warlock.")
}

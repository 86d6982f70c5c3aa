package narrate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Created renders the answer to a new character: who they
// are, their starting numbers and kit, and where to look next.
func Created(c rules.Character, prefix string) string {
	load := LoadoutOf(c)
	var kit []string
	for _, w := range load.Worn {
		kit = append(kit, w.Item.Name)
	}
	kit = append(kit, sortedStacks(c.Inventory)...)
	var b strings.Builder
	fmt.Fprintf(&b, "🎭 **%s** steps out of the fog: %s %s %s, level 1. I'll be keeping an eye on you.\n\n",
		c.Name, Article(RaceName(c.Race)), RaceName(c.Race), ClassName(c.Class))
	fmt.Fprintf(&b, "**HP** %d · **AC** %d · **Coins** %s\n", c.HP, content.EffectiveOf(c).AC, Number(c.Coins))
	if len(kit) > 0 {
		fmt.Fprintf(&b, "**Kit** %s\n", strings.Join(kit, ", "))
	}
	fmt.Fprintf(&b, "\n`%ssheet` for the details, `%sspells` for magic, `%sshop` for Thom Krooke's wares.", prefix, prefix, prefix)
	return b.String()
}

// sortedStacks renders inventory counts as "Potion of Healing ×2", sorted
// by name.
func sortedStacks(inv rules.Inventory) []string {
	var out []string
	for id, n := range inv {
		s := ItemName(id)
		if n > 1 {
			s += fmt.Sprintf(" ×%d", n)
		}
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

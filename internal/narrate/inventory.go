package narrate

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// KindGroup says how the inventory and the shop show the items of one
// catalogue kind: the heading, and whether the items are listed under
// rarity sub-headings (harvested materials and treasure), rarest first.
type KindGroup struct {
	Kind    content.ItemKind
	Label   string
	ByGrade bool
	// ShowValue appends what Thom pays for one ("sells for 45").
	ShowValue bool
}

// kindGroups is the display order and grouping of item kinds. A kind the
// table does not name still shows, under its own name, after these.
var kindGroups = []KindGroup{
	{Kind: content.KindWeapon, Label: "Weapons"},
	{Kind: content.KindArmor, Label: "Armour and shields"},
	{Kind: content.KindWondrous, Label: "Wearable gear"},
	{Kind: content.KindConsumable, Label: "Consumables"},
	{Kind: content.KindSupply, Label: "Expedition supplies"},
	{Kind: content.KindMaterial, Label: "Materials", ByGrade: true, ShowValue: true},
	{Kind: content.KindTreasure, Label: "Treasure", ByGrade: true, ShowValue: true},
	{Kind: content.KindQuest, Label: "Keepsakes"},
}

// KindGroups returns a copy of kindGroups, the table above: changing it changes
// nothing shipped.
func KindGroups() []KindGroup { return slices.Clone(kindGroups) }

// groupFor returns the KindGroup of kind, inventing one for a kind the table
// lacks, and its position in display order.
func groupFor(kind content.ItemKind) (KindGroup, int) {
	for i, g := range kindGroups {
		if g.Kind == kind {
			return g, i
		}
	}
	label := strings.ReplaceAll(string(kind), "_", " ")
	if label == "" {
		label = "Other"
	}
	return KindGroup{Kind: kind, Label: strings.ToUpper(label[:1]) + label[1:]}, len(kindGroups)
}

// stack is one inventory line before rendering; kit is how many of the
// qty copies are starting kit (rules.KitCarried), which Thom does not buy.
type stack struct {
	item  content.Item
	known bool
	qty   int
	kit   int
}

// Inventory renders what c carries: coins, the equipped
// items, then the carried items grouped per KindGroups (by rarity where the
// group asks for it), each with its count and a few words on what it does.
// prefix is the command prefix for hints.
func Inventory(c rules.Character, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🎒 **%s's pack** · %s\n\n", c.Name, Coins(c.Coins))
	load := LoadoutOf(c)
	if len(load.Worn) > 0 {
		b.WriteString("**Equipped**")
		for _, w := range load.Worn {
			fmt.Fprintf(&b, "\n- %s: %s", SlotLabel(w.Slot), w.Item.Name)
		}
		b.WriteString("\n\n")
	}
	if len(c.Inventory) == 0 {
		fmt.Fprintf(&b, "Nothing else but lint. Thom Krooke would love to change that: `%sshop`.", prefix)
		return b.String()
	}
	b.WriteString(groupedItems(c))
	fmt.Fprintf(&b, "\n\n`%sequip <item>` wears it · `%suse <item>` drinks it · `%ssell <item> [n|all]` turns it into coins at Thom's, in town.",
		prefix, prefix, prefix)
	return b.String()
}

// groupedItems renders c's carried items grouped by kind (and by grade
// where the group asks), sorted by name inside a group.
func groupedItems(c rules.Character) string {
	type bucket struct {
		group  KindGroup
		pos    int
		stacks []stack
	}
	buckets := map[string]*bucket{}
	for id, n := range c.Inventory {
		it, ok := content.ItemByID(id)
		g, pos := groupFor(it.Kind)
		if !ok {
			it = content.Item{ID: id, Name: string(id)}
			g, pos = KindGroup{Label: "Other"}, len(kindGroups)+1
		}
		bk := buckets[g.Label]
		if bk == nil {
			bk = &bucket{group: g, pos: pos}
			buckets[g.Label] = bk
		}
		bk.stacks = append(bk.stacks, stack{item: it, known: ok, qty: n, kit: rules.KitCarried(c, id)})
	}
	var list []*bucket
	for _, bk := range buckets {
		list = append(list, bk)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].pos != list[j].pos {
			return list[i].pos < list[j].pos
		}
		return list[i].group.Label < list[j].group.Label
	})
	var parts []string
	for _, bk := range list {
		parts = append(parts, renderGroup(bk.group, bk.stacks))
	}
	return strings.Join(parts, "\n\n")
}

func renderGroup(g KindGroup, stacks []stack) string {
	sort.Slice(stacks, func(i, j int) bool {
		if g.ByGrade && stacks[i].item.Grade != stacks[j].item.Grade {
			return stacks[i].item.Grade > stacks[j].item.Grade
		}
		if stacks[i].item.Name != stacks[j].item.Name {
			return stacks[i].item.Name < stacks[j].item.Name
		}
		return stacks[i].item.ID < stacks[j].item.ID
	})
	var b strings.Builder
	b.WriteString("**" + g.Label + "**")
	var grade content.Grade = -1
	for _, s := range stacks {
		if g.ByGrade && s.item.Grade != grade {
			grade = s.item.Grade
			name := "Unknown rarity"
			if grade.Valid() {
				name = strings.ToUpper(grade.SRDRarity()[:1]) + grade.SRDRarity()[1:]
			}
			fmt.Fprintf(&b, "\n_%s_", name)
		}
		b.WriteString("\n- " + stackLine(g, s))
	}
	return b.String()
}

func stackLine(g KindGroup, s stack) string {
	line := s.item.Name
	if s.qty > 1 {
		line += fmt.Sprintf(" ×%d", s.qty)
	}
	if !s.known {
		return line + " — something I no longer recognise"
	}
	var notes []string
	if sum := ItemSummary(s.item); sum != "" {
		notes = append(notes, sum)
	}
	if g.ShowValue {
		if p, ok := content.SellPrice(s.item.ID); ok && s.kit < s.qty {
			price := "sells for " + Number(p)
			if s.qty > 1 { // a stack's price is each copy's
				price += " each"
			}
			notes = append(notes, price)
		}
	}
	switch {
	case s.kit == 0:
	case s.kit == s.qty:
		notes = append(notes, "starting kit, not for sale")
	default:
		notes = append(notes, fmt.Sprintf("%d of them starting kit, not for sale", s.kit))
	}
	if len(notes) > 0 {
		line += " — " + strings.Join(notes, ", ")
	}
	return line
}

// Package inventory registers the pack commands: `!inventory`, `!equip
// <item>`, `!unequip <slot|item>` and `!use <item>` outside a fight.
package inventory

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// Deps connect the inventory commands to other plugins.
type Deps struct {
	// UseInFight handles `!use <item>` while the sender has a fight in
	// progress (the combat plugin's business): ch is the loaded character,
	// it the matched carried item. Nil answers that items are used through
	// the fight.
	// ally is the player the item goes to (`!use <potion> @bob`, rules
	// §2.13), "" for the sender.
	UseInFight func(c *bot.Context, ch rules.Character, it content.Item, ally string) error
}

// Commands returns inventory, equip, unequip and use.
func Commands(d Deps) []bot.Command {
	return []bot.Command{
		{
			Name:     "inventory",
			Aliases:  []string{"inv", "pack"},
			Section:  bot.SectionItems,
			Summary:  "Show your coins, what you wear and what you carry",
			Forms:    []bot.Form{{}},
			Examples: []string{"inventory", "inv"},
			Handler:  show,
		},
		{
			Name:     "equip",
			Aliases:  []string{"wear", "wield"},
			Section:  bot.SectionItems,
			Summary:  "Wear or wield an item from your pack",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Words("item")}}},
			Examples: []string{"equip longsword", "equip fine chain mail", "equip shield_t1"},
			Handler:  equipCmd,
		},
		{
			Name:     "unequip",
			Aliases:  []string{"remove"},
			Section:  bot.SectionItems,
			Summary:  "Take off an item and put it back in your pack",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Words("slot|item")}}},
			Examples: []string{"unequip main hand", "unequip shield", "unequip ring"},
			Handler:  unequipCmd,
		},
		{
			Name:     "use",
			Aliases:  []string{"drink", "consume"},
			Section:  bot.SectionItems,
			Summary:  "Use an item: drink a healing potion now, or fight items during a fight; in a party's fight a healing potion may go to an ally",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Words("item")}}, {Params: []bot.Param{bot.Words("item"), bot.Arg("@user:server")}}},
			Examples: []string{"use potion of healing", "use berry poultice", "use potion of healing @bob:example.org"},
			Handler:  d.use,
		},
	}
}

func show(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.Inventory(ch, c.Prefix()))
	return nil
}

// carried is the item in ch's pack that query names among those of the
// kind the verb takes (pc.PackItem; Thom's stock as the hint). wearing is
// the refusal, with %s for the item's name, when query names worn gear.
func carried(c *bot.Context, ch rules.Character, query string, kind func(content.Item) bool, wearing string) (content.Item, error) {
	hint, err := pc.ShopHint(c, ch, query)
	if err != nil {
		return content.Item{}, err
	}
	id, err := pc.PackItem(c, ch, query, func(id content.ItemID) bool {
		it, ok := content.ItemByID(id)
		return ok && kind(it)
	}, func(id content.ItemID) error {
		return bot.Errorf(wearing, narrate.ItemName(id))
	}, hint)
	if err != nil {
		return content.Item{}, err
	}
	it, ok := content.ItemByID(id)
	if !ok {
		return content.Item{}, bot.Errorf("I don't recognise that item any more.")
	}
	return it, nil
}

// gearChange starts an equipment change: the words after the verb (usage
// when there are none), and the character, refused during a fight.
func gearChange(c *bot.Context, usage string) (rules.Character, string, error) {
	if len(c.Args) == 0 {
		return rules.Character{}, "", bot.UsageError(c, usage)
	}
	ch, err := pc.Load(c)
	if err != nil {
		return rules.Character{}, "", err
	}
	if err := pc.RefuseInFight(c, ch, "No changing outfits mid-fight. Win first, accessorise later."); err != nil {
		return rules.Character{}, "", err
	}
	return ch, strings.Join(c.Args, " "), nil
}

func equipCmd(c *bot.Context) error {
	ch, query, err := gearChange(c, "Equip what?")
	if err != nil {
		return err
	}
	it, err := carried(c, ch, query, content.Item.IsEquipment, "You're already wearing **%s**.")
	if err != nil {
		return err
	}
	next, out, err := equip(ch, it, c.Prefix())
	if err := saveGear(c, next, err); err != nil {
		return err
	}
	msg := fmt.Sprintf("🛡️ **%s** now in your %s slot.", it.Name, strings.ToLower(narrate.SlotLabel(out.Slot)))
	if len(out.Removed) > 0 {
		var names []string
		for _, id := range out.Removed {
			names = append(names, narrate.ItemName(id))
		}
		msg += fmt.Sprintf(" %s back in the pack.", narrate.List(names))
	}
	if out.Warning != "" {
		msg += " " + out.Warning
	}
	msg += "\n" + narrate.GearLine(next)
	c.Reply(msg)
	return nil
}

func unequipCmd(c *bot.Context) error {
	ch, query, err := gearChange(c, "Unequip what? Name a slot (main hand, off hand, armour, head, ring…) or an item.")
	if err != nil {
		return err
	}
	slot, isSlot := slotFor(ch, query)
	if isSlot && slot == "" {
		return bot.Errorf("You wear two rings. Say `%sunequip ring1` or `%sunequip ring2`.", c.Prefix(), c.Prefix())
	}
	if !isSlot {
		m := pc.MatchItem(query, pc.EquippedIDs(ch))
		if m.ID == "" {
			if carried := pc.MatchItem(query, pc.ItemIDs(ch.Inventory)); carried.ID != "" {
				return bot.Errorf("**%s** is already in your pack, not on you.", narrate.ItemName(carried.ID))
			}
			return pc.Unmatched(c, m, query, "among what you're wearing", "")
		}
		slot = slotOf(ch, m.ID)
	}
	next, id, err := unequip(ch, slot)
	if err := saveGear(c, next, err); err != nil {
		return err
	}
	c.Replyf("🎒 **%s** goes back in the pack.\n%s", narrate.ItemName(id), narrate.GearLine(next))
	return nil
}

// saveGear ends an equipment change: err, a refusal of the gear rules,
// becomes the player's answer with nothing saved (another error passes
// unchanged); without one, next is saved.
func saveGear(c *bot.Context, next rules.Character, err error) error {
	if r := (refusal("")); errors.As(err, &r) {
		return bot.Errorf("%s", string(r))
	}
	if err != nil {
		return err
	}
	return pc.Save(c, next)
}

// slotOf is the first slot holding id.
func slotOf(ch rules.Character, id content.ItemID) rules.EquipSlot {
	for _, s := range rules.EquipSlots() {
		if ch.Equipment.Get(s) == id {
			return s
		}
	}
	return ""
}

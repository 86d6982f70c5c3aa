package inventory

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// use drinks or applies a carried item. Outside a fight only healing works
// (rules §2.11): it heals by its dice or amount, capped at the HP maximum,
// and is used up. Fight-only consumables, equipment, and a potion at full
// HP or while down are refused and nothing changes. In a fight the item
// goes to Deps.UseInFight.
func (d Deps) use(c *bot.Context) error {
	if len(c.Args) == 0 {
		return bot.UsageError(c, "Use what?")
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	args, ally := c.Args, ""
	if n := len(args); n > 1 && strings.HasPrefix(args[n-1], "@") { // `!use <potion> @bob`: for an ally (rules §2.13)
		args, ally = args[:n-1], args[n-1]
	}
	fight, err := pc.InFight(c, ch)
	if err != nil {
		return err
	}
	if fight && ally == "" {
		args, ally = allyWords(ch, args)
	}
	query := strings.Join(args, " ")
	it, err := carried(c, ch, query, func(it content.Item) bool { return it.Consumable != nil },
		"You have **%s** on already: gear works by being worn, and using is for potions and fight items.")
	if err != nil {
		return err
	}
	if fight {
		return d.fightUse(c, ch, it, ally)
	}
	if ally != "" {
		return pc.RefuseWithWayOn(c, "You're in no fight: a potion goes to an ally only in a party's fight, and nothing was used.")
	}
	if err := healRefusal(c, ch, it); err != nil {
		return err
	}
	maxHP := rules.MaxHP(ch)
	amount := it.Consumable.Amount
	if !it.Consumable.HealDice.IsZero() {
		amount = it.Consumable.HealDice.Roll(c.Stream("use", string(c.Msg.EventID)))
	}
	next, err := rules.ConsumeItem(ch, it.ID, 1)
	if err != nil {
		return err
	}
	next, healed := rules.Heal(next, amount)
	if err := pc.Save(c, next); err != nil {
		return err
	}
	c.Replyf("🧪 You use the **%s**: +%d HP (%d/%d). %d left.", it.Name, healed, next.HP, maxHP, next.Inventory.Count(it.ID))
	return nil
}

// fightUse hands an item used in a fight to the fight (Deps.UseInFight),
// or refuses when no fight is wired to take it.
func (d Deps) fightUse(c *bot.Context, ch rules.Character, it content.Item, ally string) error {
	if d.UseInFight != nil {
		return d.UseInFight(c, ch, it, ally)
	}
	return bot.Errorf("You're in a fight: items are used through the fight itself.")
}

// healRefusal refuses an item used outside a fight unless it heals, and a
// heal while down or at full HP (rules §2.11); nil lets the heal go on.
func healRefusal(c *bot.Context, ch rules.Character, it content.Item) error {
	if it.Consumable == nil {
		return unusable(c, it)
	}
	if it.Consumable.Effect != content.ConsumeHeal {
		return bot.Errorf("**%s** is for fights (%s). Keep it until something is trying to eat you.",
			it.Name, narrate.ConsumableEffect(*it.Consumable))
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	if ch.IsRecovering(at.Now) {
		return bot.Errorf("You're down and recovering until %s. No potion hurries that.", at.When(ch.DownUntil))
	}
	if maxHP := rules.MaxHP(ch); ch.HP >= maxHP {
		return bot.Errorf("You're already at full HP (%d/%d). Keep the %s for when it matters.", ch.HP, maxHP, it.Name)
	}
	return nil
}

// unusable refuses to use an item that is no consumable: gear is worn,
// a keepsake kept, anything else Thom might buy.
func unusable(c *bot.Context, it content.Item) error {
	if it.IsEquipment() {
		return bot.Errorf("You can't use **%s** like that. Wear it with `%sequip %s`.", it.Name, c.Prefix(), strings.ToLower(it.Name))
	}
	if price, ok := content.SellPrice(it.ID); !ok || price <= 0 {
		// a keepsake or quest item: Thom won't buy it, so no sale is offered
		return bot.Errorf("**%s** isn't something you can use. It's worth more kept.", it.Name)
	}
	zoneID, err := pc.ShopAway(c)
	if err != nil {
		return err
	}
	return bot.Errorf("**%s** isn't something you can use. Thom might buy it: %s.", it.Name, narrate.AtThoms(c.Prefix()+"sell "+strings.ToLower(it.Name), zoneID))
}

// allyWords splits `!use potion of healing Ann` into the item and the
// words after it, which the fight reads as the member to heal (rules
// §2.13): when args as a whole fit no carried item, the longest run of
// leading words that names one carried healing item is the item. args
// that fit an item (or several), or no such run, come back whole with no
// ally words.
func allyWords(ch rules.Character, args []string) ([]string, string) {
	ids := pc.ItemIDs(ch.Inventory)
	if m := pc.MatchItem(strings.Join(args, " "), ids); m.ID != "" || len(m.Options) > 0 {
		return args, ""
	}
	heals := func(id content.ItemID) bool {
		it, ok := content.ItemByID(id)
		return ok && it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal
	}
	for n := len(args) - 1; n >= 1; n-- {
		if m := pc.MatchItem(strings.Join(args[:n], " "), ids).Narrow(heals); m.ID != "" && heals(m.ID) {
			return args[:n], strings.Join(args[n:], " ")
		}
	}
	return args, ""
}

package gift

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// TradeWindow is how long an offer waits for `!trade accept` (rules §4.7).
const TradeWindow = time.Hour

// offerPrefix starts the kv keys of the trade offers waiting for an
// answer, one a proposer: offerPrefix + the proposer's user ID.
const offerPrefix = store.KeyTradePrefix

// MaxTradeCoins is the most coins one side of a trade or one gift moves.
const MaxTradeCoins = 1_000_000

// offer is a trade proposed: From gives Gives to To for Wants, until
// Expires.
type offer struct {
	From id.UserID `json:"from"`
	To   id.UserID `json:"to"`
	// ToName is the name of the character the offer was made to: a
	// character made since (the old one deleted) finds the offer void.
	ToName  string       `json:"to_name"`
	Gives   rules.Bundle `json:"gives"`
	Wants   rules.Bundle `json:"wants"`
	Expires time.Time    `json:"expires"`
}

// TradeForms returns the usage forms of the trades between players, which
// `!trade` lists after the zone trader's own (rules §4.7), and two
// examples.
func TradeForms() (forms []bot.Form, examples []string) {
	return []bot.Form{
			{Params: []bot.Param{bot.Arg("@user:server"), bot.Words("items or coins"), bot.Fixed("for"), bot.Words("items or coins")}},
			{Params: []bot.Param{bot.Fixed("accept|decline"), bot.Opt("@user:server")}},
			{Params: []bot.Param{bot.Fixed("cancel")}},
		},
		[]string{"trade @bob:example.org potion of healing 2 for moonstone", "trade accept"}
}

// IsTrade reports whether the words after `!trade` are a trade between
// players (rules §4.7) rather than a purchase from a zone's trader: a
// user ID first, or an answer.
func IsTrade(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch strings.ToLower(args[0]) {
	case "accept", "decline", "cancel":
		return true
	}
	// a ware of the zone trader is never bought "for" anything
	return strings.HasPrefix(args[0], "@") || strings.HasPrefix(args[0], "＠") ||
		slices.ContainsFunc(args, func(w string) bool { return strings.EqualFold(w, "for") })
}

// Trade is `!trade` between players: a bare `!trade` lists the offers,
// `!trade <@user> <gives> for <wants>` makes one, `accept`, `decline` and
// `cancel` answer or withdraw one.
func Trade(c *bot.Context) error {
	if len(c.Args) == 0 {
		return listOffers(c)
	}
	switch strings.ToLower(c.Args[0]) {
	case "accept":
		return answer(c, true)
	case "decline":
		return answer(c, false)
	case "cancel":
		if len(c.Args) != 1 {
			return bot.UsageError(c, "`trade cancel` withdraws your own offer; it takes nothing after it.")
		}
		o, ok, err := loadOffer(c, string(c.Sender()))
		if err != nil {
			return err
		}
		if ok && !c.Now.Before(o.Expires) {
			if err := c.Store.KV.Delete(c, offerPrefix+string(c.Sender())); err != nil {
				return err
			}
			c.Reply("🤝 Your last offer had already lapsed (an offer waits an hour); nothing to withdraw.")
			return nil
		}
		if !ok {
			return bot.Errorf("You have no offer out to withdraw.")
		}
		if err := c.Store.KV.Delete(c, offerPrefix+string(c.Sender())); err != nil {
			return err
		}
		c.Reply("🤝 Offer withdrawn. Nothing changed hands.")
		c.DM(o.To, fmt.Sprintf("🤝 %s withdrew their trade offer.", mdtext.Escape(string(c.Sender()))))
		return nil
	}
	return propose(c)
}

// propose is `!trade <@user> <gives> for <wants>`: the offer is checked on
// the proposer's side (what they carry, the day's allowance of both), kept
// for TradeWindow and sent to the other player by DM. The other side's
// pack is checked when they answer, so an offer never tells what they
// carry.
func propose(c *bot.Context) error {
	to, i, err := proposal(c)
	if err != nil {
		return err
	}
	me, err := pc.Load(c)
	if err != nil {
		return err
	}
	gives, err := readBundle(c, c.Args[1:i], true, me)
	if err != nil {
		return err
	}
	wants, err := readBundle(c, c.Args[i+1:], false, me)
	if err != nil {
		return err
	}
	o := offer{From: c.Sender(), To: to, Gives: gives, Wants: wants, Expires: c.Now.Add(TradeWindow)}
	other, err := checkTrade(c, o, me, nil)
	if err != nil {
		return err
	}
	o.ToName = other.Name
	earlier, had, err := loadOffer(c, string(o.From))
	if err != nil {
		return err
	}
	data, err := json.Marshal(o)
	if err != nil {
		return err
	}
	if err := c.Store.KV.Set(c, offerPrefix+string(o.From), string(data)); err != nil {
		return err
	}
	replaced := ""
	if had && c.Now.Before(earlier.Expires) {
		replaced = fmt.Sprintf(" It replaces your offer to %s, which is withdrawn (one offer at a time).", mdtext.Escape(string(earlier.To)))
		c.DM(earlier.To, fmt.Sprintf("🤝 %s withdrew their trade offer.", mdtext.Escape(string(c.Sender()))))
	}
	c.Replyf("🤝 Offer sent to **%s** (%s): %s for %s. It waits an hour; `%strade cancel` withdraws it.%s",
		mdtext.Escape(other.Name), mdtext.Escape(string(to)), bundleText(gives), bundleText(wants), c.Prefix(), replaced)
	c.DM(to, fmt.Sprintf("🤝 **%s** (%s) offers you %s for %s. `%strade accept %s` takes it within the hour, `%strade decline %s` says no.",
		mdtext.Escape(me.Name), mdtext.Escape(string(c.Sender())), bundleText(gives), bundleText(wants),
		c.Prefix(), strings.ReplaceAll(string(c.Sender()), "@", "＠"), c.Prefix(), strings.ReplaceAll(string(c.Sender()), "@", "＠")))
	return nil
}

// proposal reads the words of `!trade <@user> <gives> for <wants>`: the
// user the offer goes to and the index of its one `for`, with something
// on each side. Refused: no user ID first, the sender themselves, or no
// one `for` between two sides.
func proposal(c *bot.Context) (to id.UserID, i int, err error) {
	to, ok := pc.UserArg(c.Args[0])
	if !ok {
		return "", 0, bot.UsageError(c, "With whom? Give their full user ID first, such as `@bob:example.org`.")
	}
	if to == c.Sender() {
		return "", 0, bot.Errorf("A trade with yourself changes nothing. Trade with another player.")
	}
	i = slices.IndexFunc(c.Args, func(w string) bool { return strings.EqualFold(w, "for") })
	if i < 0 || i == 1 || i == len(c.Args)-1 || slices.IndexFunc(c.Args[i+1:], func(w string) bool { return strings.EqualFold(w, "for") }) >= 0 {
		return "", 0, bot.UsageError(c, "Say what you give, then `for`, then what you want: `trade @bob:example.org potion of healing 2 for moonstone`.")
	}
	return to, i, nil
}

// checkTrade makes every check of offer o with the proposer's character
// from and, when known (an answer), the other's to; it returns the
// other's character. Both must have one, be in no fight and stand in no
// zone (as a gift, rules §4.6); no supply pack or quest item moves; the
// engine must be able to swap (rules.Trade, when to is known; the
// proposer's side alone otherwise); and each side's surplus (what it gets
// beyond what it gives) must fit its daily allowance.
func checkTrade(c *bot.Context, o offer, from rules.Character, to *rules.Character) (rules.Character, error) {
	other, ok, err := c.Store.Character.Get(c, o.To)
	if err != nil {
		return other, err
	}
	if !ok {
		return other, bot.Errorf("%s has no character to trade with.", mdtext.Escape(string(o.To)))
	}
	if to != nil {
		other = *to
	}
	names := map[string]string{string(o.From): from.Name, string(o.To): other.Name}
	if err := tradersInTown(c, o, names); err != nil {
		return other, err
	}
	if err := tradeable(o); err != nil {
		return other, err
	}
	if to == nil {
		if _, _, _, err := rules.Trade(from, other, o.Gives, rules.Bundle{}); err != nil {
			return other, refusal(err, "trade", false, c.Prefix())
		}
		if err := neverTheirs(other, o.Wants); err != nil {
			return other, err
		}
	} else if _, _, side, err := rules.Trade(from, other, o.Gives, o.Wants); err != nil {
		if side == 1 {
			return other, refusal(err, "trade", true, c.Prefix())
		}
		return other, errVoid
	}
	return other, surplusesFit(c, o, from, other, names)
}

// neverTheirs refuses an offer asking for what the other side can never
// trade away, whatever they carry by the time they answer: their starting
// kit or their starting purse (rules §4.6).
func neverTheirs(other rules.Character, wants rules.Bundle) error {
	for _, id := range wants.ItemIDs() {
		if other.Inventory.Count(id) > 0 && rules.SellableCopies(other, id) == 0 {
			return bot.Errorf("**%s**'s **%s** came in their starting kit, and that stays with them: ask for something else.",
				mdtext.Escape(other.Name), narrate.ItemName(id))
		}
	}
	if wants.Coins > 0 && other.Coins <= rules.StartingCoins {
		return bot.Errorf("**%s** has %s, all of it within the %s they started with, and a starting purse stays with its owner: ask for something else.",
			mdtext.Escape(other.Name), narrate.Coins(other.Coins), narrate.Coins(rules.StartingCoins))
	}
	return nil
}

// tradersInTown refuses a trade while either side (names: their
// characters' names by user ID) is in a fight or stands in a zone, where
// what is carried is in the field (rules §4.6).
func tradersInTown(c *bot.Context, o offer, names map[string]string) error {
	for _, user := range []string{string(o.From), string(o.To)} {
		if _, fighting, err := c.Store.Fight.Get(c, id.UserID(user)); err != nil {
			return err
		} else if fighting {
			return bot.Errorf("**%s** is in a fight. Trade once it's over.", mdtext.Escape(names[user]))
		}
		if run, in, err := pc.InADungeonOf(c, id.UserID(user)); err != nil {
			return err
		} else if in {
			return bot.Errorf("**%s** is in **%s**: what is carried there is in the field. Trades happen in town.", mdtext.Escape(names[user]), narrate.ZoneName(run.ZoneID))
		}
	}
	return nil
}

// tradeable refuses an offer that would move a supply pack or a quest
// item.
func tradeable(o offer) error {
	for _, b := range []rules.Bundle{o.Gives, o.Wants} {
		for _, id := range b.ItemIDs() {
			it, ok := content.ItemByID(id)
			if !ok {
				return fmt.Errorf("trade: %q is no catalogue item", id)
			}
			if it.Kind == content.KindSupply || it.Kind == content.KindQuest {
				return bot.Errorf("**%s** isn't something to trade: supply packs belong to an expedition, quest items to their finder.", it.Name)
			}
		}
	}
	return nil
}

// surplusesFit refuses a trade one side's surplus (what it gets beyond
// what it gives) would take past that side's daily allowance (rules §4.6).
func surplusesFit(c *bot.Context, o offer, from, other rules.Character, names map[string]string) error {
	gv, wv := bundleValue(o.Gives), bundleValue(o.Wants)
	for _, side := range []struct {
		user  id.UserID
		level int
		gain  int
	}{{o.From, from.Level, wv - gv}, {o.To, other.Level, gv - wv}} {
		if side.gain <= 0 {
			continue
		}
		received, err := receivedToday(c, side.user)
		if err != nil {
			return err
		}
		var over rules.ErrGiftOverAllowance
		if err := rules.CheckGiftAllowance(side.level, received, side.gain); errors.As(err, &over) {
			return bot.Errorf("**%s** would get %s more than they give, and may receive %s in gifts and such surpluses in any 24 hours (level %d): %s more for now. Even the trade out, or try later.",
				mdtext.Escape(names[string(side.user)]), narrate.Coins(side.gain), narrate.Coins(over.Allowance), side.level, narrate.Coins(over.Left))
		}
	}
	return nil
}

// errVoid is checkTrade's answer when the proposer no longer has what they
// offered: the offer is void (answer drops it).
var errVoid = errors.New("trade: the proposer no longer has what they offered")

// bundleValue is b's worth in coins: coins as they are, items at their
// catalogue value.
func bundleValue(b rules.Bundle) int {
	v := b.Coins
	for id, n := range b.Items {
		if it, ok := content.ItemByID(id); ok {
			v += it.Value * n
		}
	}
	return v
}

// bundleText says what b holds: "2 **Potion of Healing** and 40 coins".
func bundleText(b rules.Bundle) string {
	var parts []string
	for _, id := range b.ItemIDs() {
		parts = append(parts, fmt.Sprintf("%d **%s**", b.Items[id], narrate.ItemName(id)))
	}
	if b.Coins > 0 {
		parts = append(parts, narrate.Coins(b.Coins))
	}
	return narrate.List(parts)
}

// loadOffer reads the offer from proposer, if one waits (expired ones
// included; the caller checks).
func loadOffer(c *bot.Context, proposer string) (offer, bool, error) {
	raw, ok, err := c.Store.KV.Get(c, offerPrefix+proposer)
	if err != nil || !ok {
		return offer{}, false, err
	}
	var o offer
	if err := json.Unmarshal([]byte(raw), &o); err != nil {
		return offer{}, false, fmt.Errorf("trade: reading %s's offer: %w", proposer, err)
	}
	return o, true, nil
}

// offersTo lists the unexpired offers waiting for userID's answer, oldest
// proposer first by ID.
func offersTo(c *bot.Context, userID id.UserID) ([]offer, error) {
	all, err := c.Store.KV.WithPrefix(c, offerPrefix)
	if err != nil {
		return nil, err
	}
	var out []offer
	for _, raw := range all {
		var o offer
		if err := json.Unmarshal([]byte(raw), &o); err != nil {
			return nil, fmt.Errorf("trade: reading an offer: %w", err)
		}
		if o.To == userID && c.Now.Before(o.Expires) {
			out = append(out, o)
		}
	}
	slices.SortFunc(out, func(a, b offer) int { return strings.Compare(string(a.From), string(b.From)) })
	return out, nil
}

// answer is `!trade accept|decline [@user]`: the offer to the sender (the
// one from @user, or the only one), swapped in this transaction after
// every check again, or declined; the proposer is told by DM.
func answer(c *bot.Context, accept bool) error {
	if len(c.Args) > 2 {
		return bot.UsageError(c, "`trade accept` or `trade decline`, with the proposer's user ID when several offers wait.")
	}
	o, err := theOffer(c, accept)
	if err != nil {
		return err
	}
	if err := c.Store.KV.Delete(c, offerPrefix+string(o.From)); err != nil {
		return err
	}
	if !accept {
		c.Reply("🤝 Declined. Nothing changed hands.")
		c.DM(o.From, fmt.Sprintf("🤝 %s declined your trade offer.", mdtext.Escape(string(c.Sender()))))
		return nil
	}
	return accepted(c, o)
}

// theOffer is the one offer to the sender an answer is about: the one
// from the user named after the verb, or the only one waiting. Refused:
// none waits (from that user), or several do and none is named.
func theOffer(c *bot.Context, accept bool) (offer, error) {
	offers, err := offersTo(c, c.Sender())
	if err != nil {
		return offer{}, err
	}
	named := ""
	if len(c.Args) == 2 {
		named = strings.Replace(c.Args[1], "＠", "@", 1)
		offers = slices.DeleteFunc(offers, func(o offer) bool { return string(o.From) != named })
	}
	switch {
	case len(offers) == 0 && named != "":
		return offer{}, bot.Errorf("No trade offer from %s waits for your answer (an offer lasts an hour); `%strade` lists those that do.", mdtext.Escape(named), c.Prefix())
	case len(offers) == 0:
		return offer{}, bot.Errorf("No trade offer waits for your answer (an offer lasts an hour).")
	case len(offers) > 1:
		var who []string
		for _, o := range offers {
			who = append(who, "`"+strings.ReplaceAll(string(o.From), "@", "＠")+"`")
		}
		verb := "accept"
		if !accept {
			verb = "decline"
		}
		return offer{}, bot.Errorf("Offers wait from %s: say whose, e.g. `%strade %s %s`.", narrate.List(who), c.Prefix(), verb, strings.ReplaceAll(string(offers[0].From), "@", "＠"))
	}
	return offers[0], nil
}

// accepted swaps accepted offer o (already taken off the kv table) in
// this transaction after every check again, or tells why it is void; the
// proposer is told by DM.
func accepted(c *bot.Context, o offer) error {
	me, err := pc.Load(c)
	if err != nil {
		return err
	}
	if o.ToName != "" && o.ToName != me.Name { // answered, not refused: the offer was to another character
		c.Replyf("🤝 That offer was made to **%s**, a character of yours since deleted; it is void and gone.", mdtext.Escape(o.ToName))
		return nil
	}
	from, ok, err := c.Store.Character.Get(c, o.From)
	if err != nil {
		return err
	}
	if !ok { // answered, not refused: the void offer is gone for good
		c.Replyf("🤝 %s no longer has a character; the offer is void and gone.", mdtext.Escape(string(o.From)))
		return nil
	}
	if _, err := checkTrade(c, o, from, &me); errors.Is(err, errVoid) {
		c.Replyf("🤝 **%s** no longer has what they offered, so the offer is void and gone.", mdtext.Escape(from.Name))
		c.DM(o.From, fmt.Sprintf("🤝 Your trade offer to %s was void when they accepted: you no longer had %s.", mdtext.Escape(string(c.Sender())), bundleText(o.Gives)))
		return nil
	} else if err != nil {
		return err
	}
	nf, nm, _, err := rules.Trade(from, me, o.Gives, o.Wants)
	if err != nil {
		return err
	}
	if err := c.Store.Character.Save(c, o.From, nf, c.Now); err != nil {
		return err
	}
	if err := pc.Save(c, nm); err != nil {
		return err
	}
	if err := writeTrade(c, o); err != nil {
		return err
	}
	c.Replyf("🤝 **%s** and **%s** trade: %s for %s.", mdtext.Escape(from.Name), mdtext.Escape(me.Name), bundleText(o.Gives), bundleText(o.Wants))
	c.DM(o.From, fmt.Sprintf("🤝 %s accepted: you gave %s and got %s.", mdtext.Escape(string(c.Sender())), bundleText(o.Gives), bundleText(o.Wants)))
	return nil
}

// writeTrade records trade o in the ledger: a row a piece each way and a
// surplus row for a side that got more than it gave (rules §4.7).
func writeTrade(c *bot.Context, o offer) error {
	rows := func(b rules.Bundle, actor, user id.UserID) []store.LedgerEntry {
		var out []store.LedgerEntry
		for _, id := range b.ItemIDs() {
			out = append(out, store.LedgerEntry{What: store.LedgerItem, ItemID: id, Amount: b.Items[id], Actor: actor, UserID: user})
		}
		if b.Coins > 0 {
			out = append(out, store.LedgerEntry{What: store.LedgerCoins, Amount: b.Coins, Actor: actor, UserID: user})
		}
		return out
	}
	all := append(rows(o.Gives, o.From, o.To), rows(o.Wants, o.To, o.From)...)
	gv, wv := bundleValue(o.Gives), bundleValue(o.Wants)
	if gv > wv {
		all = append(all, store.LedgerEntry{What: store.LedgerSurplus, Amount: gv - wv, Actor: o.From, UserID: o.To})
	} else if wv > gv {
		all = append(all, store.LedgerEntry{What: store.LedgerSurplus, Amount: wv - gv, Actor: o.To, UserID: o.From})
	}
	for _, l := range all {
		l.At, l.Kind = c.Now, store.LedgerTrade
		if err := c.Store.Ledger.Add(c, l); err != nil {
			return err
		}
	}
	return nil
}

// listOffers is a bare `!trade`: the offers waiting for the sender's
// answer and the sender's own.
func listOffers(c *bot.Context) error {
	offers, err := offersTo(c, c.Sender())
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("🤝 **Trades**")
	for _, o := range offers {
		fmt.Fprintf(&b, "\n- From %s: %s for %s, until %s UTC. `%strade accept %s` or `decline`.", mdtext.Escape(string(o.From)), bundleText(o.Gives), bundleText(o.Wants),
			o.Expires.UTC().Format("15:04"), c.Prefix(), strings.ReplaceAll(string(o.From), "@", "＠"))
	}
	if mine, ok, err := loadOffer(c, string(c.Sender())); err != nil {
		return err
	} else if ok && c.Now.Before(mine.Expires) {
		fmt.Fprintf(&b, "\n- Yours to %s: %s for %s, until %s UTC. `%strade cancel` withdraws it.", mdtext.Escape(string(mine.To)), bundleText(mine.Gives), bundleText(mine.Wants),
			mine.Expires.UTC().Format("15:04"), c.Prefix())
	} else if len(offers) == 0 {
		fmt.Fprintf(&b, "\nNo offers wait. `%strade <@user:server> <items or coins> for <items or coins>` makes one.", c.Prefix())
	}
	c.Reply(b.String())
	return nil
}

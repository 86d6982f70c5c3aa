package admin

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// MaxGrantCoins is the most coins one `!admin grant` adds.
const MaxGrantCoins = 1_000_000

// grantUsage is what a malformed grant is answered with.
const grantUsage = "Try `%[1]sadmin grant @ann:example.org level 8`, `%[1]sadmin grant @ann:example.org coins 5000` or `%[1]sadmin grant @ann:example.org item potion of healing 2`."

// grant is `!admin grant <@user:server> level <n> | coins <n> | item
// <name> [n]`: an operator's way to settle a support case or to try a
// higher tier without a database editor. A level is reached by the XP its
// threshold needs, so the character levels up as play would (rules §1.5:
// HP, hit dice, slots, features); a level below the current one is
// refused. An item is any catalogue item but a supply pack (packs belong
// to an expedition, rules §8.2), 1 to pc.MaxCount copies, never starting
// kit (it sells as a find would). Refused in a fight, whose state holds
// its own copy of the character. Each grant writes a ledger row in the
// command's transaction (store.LedgerGrant), which `!admin player` lists.
func (d Deps) grant(c *bot.Context, args []string) error {
	who, what, err := grantWords(c, args)
	if err != nil {
		return err
	}
	ch, err := grantee(c, who)
	if err != nil {
		return err
	}
	entry := store.LedgerEntry{At: c.Now, Kind: store.LedgerGrant, Actor: c.Sender(), UserID: who, What: what}
	ch, done, err := applyGrant(c, ch, &entry, args)
	if err != nil {
		return err
	}
	if err := c.Store.Character.SaveGranted(c, who, ch, c.Now); err != nil {
		return err
	}
	if err := c.Store.Ledger.Add(c, entry); err != nil {
		return err
	}
	c.Replyf("🎁 %s (%s) now has %s. Written in the ledger: `%sadmin player %s` lists it.",
		mdtext.Escape(ch.Name), mdtext.Escape(string(who)), mdtext.Escape(done), c.Prefix(), strings.ReplaceAll(string(who), "@", "＠"))
	return nil
}

// grantWords reads a grant's user ID and what it grants (lowercased).
// Refused: too few words, no full user ID, or more words than a level or
// coins grant takes.
func grantWords(c *bot.Context, args []string) (who id.UserID, what string, err error) {
	if len(args) < 3 {
		return "", "", bot.UsageError(c, fmt.Sprintf(grantUsage, c.Prefix()))
	}
	who = id.UserID(strings.Replace(args[0], "＠", "@", 1))
	if !config.IsUserID(string(who)) {
		return "", "", bot.UsageError(c, "Whose? Give a full user ID, such as `@ann:example.org`.")
	}
	what = strings.ToLower(args[1])
	if what != store.LedgerItem && len(args) != 3 {
		return "", "", bot.UsageError(c, fmt.Sprintf(grantUsage, c.Prefix()))
	}
	return who, what, nil
}

// grantee is the character of user who, a knock-out over by now ended.
// Refused: no character, or one in a fight (its state holds its own copy
// of the character).
func grantee(c *bot.Context, who id.UserID) (rules.Character, error) {
	ch, ok, err := c.Store.Character.Get(c, who)
	if err != nil {
		return ch, err
	}
	if !ok {
		return ch, bot.Errorf("%s has no character.", mdtext.Escape(string(who)))
	}
	// a knock-out over by now ends first, as any command of theirs would
	// end it (pc.Load): back on their feet at 1 HP before the grant
	ch, _ = rules.FinishRecovery(ch, c.Now)
	if _, fighting, err := c.Store.Fight.Get(c, who); err != nil {
		return ch, err
	} else if fighting {
		return ch, bot.Errorf("%s is in a fight; grant once it is over.", mdtext.Escape(string(who)))
	}
	return ch, nil
}

// applyGrant grants ch what entry names (a level, coins or an item, from
// args[2:]), fills in the ledger row's amount and item, and returns the
// character and what it now has for the answer.
func applyGrant(c *bot.Context, ch rules.Character, entry *store.LedgerEntry, args []string) (rules.Character, string, error) {
	switch entry.What {
	case store.LedgerLevel, store.LedgerCoins:
		n, err := grantCount(c, args[2])
		if err != nil {
			return ch, "", err
		}
		next, done, err := grantNumber(ch, entry.What, n)
		if err != nil {
			return ch, "", err
		}
		entry.Amount = n
		return next, done, nil
	case store.LedgerItem:
		next, it, n, err := grantItem(c, ch, args[2:])
		if err != nil {
			return ch, "", err
		}
		entry.ItemID, entry.Amount = it.ID, n
		return next, fmt.Sprintf("%s ×%d (%d carried)", it.Name, n, next.Inventory.Count(it.ID)), nil
	}
	return ch, "", bot.UsageError(c, fmt.Sprintf("Grant `level`, `coins` or `item`, not `%s`.", mdtext.InCode(args[1], 24)))
}

// grantCount reads a level or a number of coins: a positive whole number,
// one with too many digits kept as the most there is, for grantNumber to
// refuse as too many.
func grantCount(c *bot.Context, word string) (int, error) {
	n, err := strconv.Atoi(word)
	if errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(word, "-") {
		n, err = math.MaxInt, nil // too many digits: refused as too many below
	}
	if err != nil || n < 1 {
		return 0, bot.UsageError(c, fmt.Sprintf("`%s` isn't a positive whole number.", mdtext.InCode(word, 24)))
	}
	return n, nil
}

// grantNumber raises ch to level n or adds n coins, with what it now has
// for the answer. Errors: a refusal for a level not above ch's or past
// rules.MaxLevel, or more than MaxGrantCoins.
func grantNumber(ch rules.Character, what string, n int) (rules.Character, string, error) {
	if what == store.LedgerLevel {
		if n > rules.MaxLevel || n <= ch.Level {
			return ch, "", bot.Errorf("%s is level %d: grant a level from %d to %d.", mdtext.Escape(ch.Name), ch.Level, ch.Level+1, rules.MaxLevel)
		}
		ch, _ = rules.AwardXP(ch, rules.XPForLevel(n)-ch.XP)
		return ch, fmt.Sprintf("level %d (%s XP, %d/%d HP)", ch.Level, narrate.Number(ch.XP), ch.HP, rules.MaxHP(ch)), nil
	}
	if n > MaxGrantCoins {
		return ch, "", bot.Errorf("At most %s coins a grant.", narrate.Number(MaxGrantCoins))
	}
	ch.Coins += n
	return ch, fmt.Sprintf("+%s: %s", narrate.Coins(n), narrate.Coins(ch.Coins)), nil
}

// grantItem adds the catalogue item words name (with an optional count,
// pc.SplitCount) to ch: the character, the item and the copies added.
// Errors: a refusal for a bad count, no item or several fitting, or a
// supply pack.
func grantItem(c *bot.Context, ch rules.Character, words []string) (rules.Character, content.Item, int, error) {
	query, n, _, err := pc.SplitCount(words, false)
	if err != nil {
		return ch, content.Item{}, 0, err
	}
	var ids []content.ItemID
	for _, it := range content.Items() {
		ids = append(ids, it.ID)
	}
	m := pc.MatchItem(query, ids)
	if len(m.Options) > 0 {
		names := make([]string, 0, len(m.Options))
		for _, id := range m.Options[:min(len(m.Options), 6)] {
			names = append(names, "**"+narrate.ItemName(id)+"** (`"+string(id)+"`)")
		}
		return ch, content.Item{}, 0, bot.Errorf("%d catalogue items fit “%s”, among them %s. Give more of the name, or the ID.",
			len(m.Options), mdtext.EchoName(query), narrate.OrList(names))
	}
	if m.ID == "" {
		return ch, content.Item{}, 0, pc.Unmatched(c, m, query, "in the catalogue", "Give its name or ID, e.g. `potion_of_healing`.")
	}
	it, ok := content.ItemByID(m.ID)
	if !ok {
		return ch, content.Item{}, 0, fmt.Errorf("admin: the match %q is no catalogue item", m.ID)
	}
	if it.Kind == content.KindSupply {
		return ch, it, 0, bot.Errorf("Supply packs belong to an expedition (`supplies buy`); grant coins instead.")
	}
	ch, err = rules.AddItem(ch, it.ID, n)
	return ch, it, n, err
}

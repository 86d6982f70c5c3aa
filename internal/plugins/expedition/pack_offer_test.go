package expedition_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// offeredPurchase finds the first `!supplies buy …` an answer offers
// ("" for none); a usage form with "[n]" is no command to send.
var offeredPurchase = regexp.MustCompile("`(!supplies buy (?:standard|deluxe)(?: [0-9]+)?)`")

// assertOfferSells checks that the purchase answer offers, if any, is one
// `!supplies buy` sells: the offer asks the check the command makes.
func assertOfferSells(t *testing.T, b *plugintest.Bot, answer string) {
	t.Helper()
	m := offeredPurchase.FindStringSubmatch(answer)
	if m == nil {
		return
	}
	assert.Contains(t, b.Reply(alice, m[1]), "Thom Krooke hands over", "%q offers %s, which must sell", answer, m[1])
}

// withCoins opens provisioning for alice's Goblin Warrens expedition
// with coins in her purse.
func withCoins(coins int) func(t *testing.T, b *plugintest.Bot) {
	return func(t *testing.T, b *plugintest.Bot) {
		b.Edit(alice, func(c *rules.Character) { c.Coins = coins })
		b.Reply(alice, "!expedition start goblin warrens")
	}
}

// TestNoLineOffersAPackThePurseCannotPay: every answer that offers
// `!supplies buy` while provisioning offers it only when the purse pays
// for the pack (expedition.CanBuy); else it gives the price and the way
// to coins: `!sell` only with something Thom buys. Before, the depart
// refusal said "`!supplies buy standard` first" to an empty purse, and
// the way on (the refusal of a fight with nothing to fight) "buys the
// first pack".
func TestNoLineOffersAPackThePurseCannotPay(t *testing.T) {
	says := []string{"!expedition depart", "!supplies", "!expedition run on", "!resume", "!expedition start goblin warrens",
		"!zone start crypt", "!buy standard supply pack", "!supplies buy mega", "!fight auto", "!advance"}
	purses := []struct {
		name  string
		coins int
		pack  map[content.ItemID]int // besides the starting kit
		want  string
		never string
	}{
		{name: "an empty purse, nothing to sell", coins: 0,
			want:  "A standard pack is 10 SU for 50 coins, and you have 0 coins. `!inventory` shows what you carry: nothing Thom buys yet",
			never: "`!supplies buy"},
		{name: "an empty purse, a gem to sell", coins: 0, pack: map[content.ItemID]int{"gem_azurite": 1},
			want:  "A standard pack is 10 SU for 50 coins, and you have 0 coins. `!inventory` shows what you carry; `!sell <item>` turns finds into coins.",
			never: "`!supplies buy"},
		{name: "ten coins", coins: 10, want: "you have 10 coins", never: "`!supplies buy"},
		{name: "a purse for a pack", coins: 60, want: "`!supplies buy standard`", never: "you have 60 coins"},
	}
	for _, purse := range purses {
		for _, say := range says {
			t.Run(purse.name+"/"+say, func(t *testing.T) {
				b := newBot(t)
				b.Edit(alice, func(c *rules.Character) {
					c.Coins = purse.coins
					for id, n := range purse.pack {
						c.Inventory[id] += n
					}
				})
				b.Reply(alice, "!expedition start goblin warrens")
				got := b.Reply(alice, say)
				assert.Contains(t, got, purse.want)
				assert.NotContains(t, got, purse.never)
				assertOfferSells(t, b, got)
			})
		}
	}
}

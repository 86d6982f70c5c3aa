package shop_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// fire sends n copies of body as user at once, spread over bots, and waits
// for all of them; it returns every room answer.
func fire(t *testing.T, bots []*plugintest.Bot, user, body string, n int) []string {
	t.Helper()
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		b := bots[i%len(bots)]
		msg := b.Message(id.UserID(user), body)
		wg.Add(1)
		go func() {
			defer wg.Done()
			b.Router.Handle(context.Background(), msg)
		}()
	}
	wg.Wait()
	var answers []string
	for _, b := range bots {
		answers = append(answers, plugintest.Rooms(b.Flush())...)
	}
	return answers
}

func count(answers []string, sub string) int {
	n := 0
	for _, a := range answers {
		if strings.Contains(a, sub) {
			n++
		}
	}
	return n
}

// Buying is atomic: 50 concurrent !buy from one player with coins for
// 10 buys exactly 10, through one router (the per-user queue) and through
// two bots on one database file (two queues racing in SQLite).
func TestConcurrentBuysNeverOverspend(t *testing.T) {
	price := 50 // potion_of_healing
	for _, tc := range []struct {
		name  string
		bots  int
		coins int
	}{
		{"one router, exact coins", 1, 10 * price},
		{"one router, a remainder", 1, 10*price + 20},
		{"two bots on one file, exact coins", 2, 10 * price},
		{"two bots on one file, a remainder", 2, 10*price + 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "race.db")
			clk := clock.NewFake(plugintest.Start())
			var bots []*plugintest.Bot
			for i := 0; i < tc.bots; i++ {
				bots = append(bots, plugintest.Open(t, path, clk))
			}
			bots[0].Create(alice, "Brom", "fighter", "dwarf")
			bots[0].Edit(alice, func(c *rules.Character) {
				c.Coins = tc.coins
				delete(c.Inventory, "potion_of_healing")
			})

			answers := fire(t, bots, alice, "!buy potion_of_healing", 50)

			ch := bots[0].Character(alice)
			assert.Equal(t, 10, ch.Inventory.Count("potion_of_healing"))
			assert.Equal(t, tc.coins-10*price, ch.Coins)
			require.Len(t, answers, 50)
			assert.Equal(t, 10, count(answers, "across the counter"))
			assert.Equal(t, 40, count(answers, "Thom doesn't do credit"))
		})
	}
}

// The same for selling: ten potions, fifty racing sales, ten sold.
func TestConcurrentSalesNeverSellAnItemTwice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "race.db")
	clk := clock.NewFake(plugintest.Start())
	bots := []*plugintest.Bot{plugintest.Open(t, path, clk), plugintest.Open(t, path, clk)}
	bots[0].Create(alice, "Brom", "fighter", "dwarf")
	bots[0].Edit(alice, func(c *rules.Character) {
		c.Coins = 0
		c.Inventory["potion_of_healing"] = 10
		delete(c.Kit, "potion_of_healing") // ten bought potions, none of them the starting kit's
	})

	answers := fire(t, bots, alice, "!sell potion_of_healing", 50)

	ch := bots[0].Character(alice)
	assert.Equal(t, 0, ch.Inventory.Count("potion_of_healing"))
	assert.Equal(t, 10*25, ch.Coins)
	assert.Equal(t, 10, count(answers, "Thom counts out 25 coins"))
}

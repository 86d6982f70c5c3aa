package expedition

import (
	"strconv"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
)

// tradeCmd is `!trade` (the trader's wares) and `!trade <ware> [n]` (buy
// n lots) in the room where the zone's trader keeps shop (rules §8.2). The
// purse, the stock and the packs are checked by the engine, and the
// character and the expedition saved in the command's one transaction; a
// refusal changes nothing.
func (p *Plugin) tradeCmd(c *bot.Context) error {
	if len(c.Args) > 2 {
		return bot.UsageError(c, "Which ware, and how many?")
	}
	f, ch, err := activeChar(c)
	if err != nil {
		return err
	}
	t, err := expedition.TraderHere(f.e, f.pos)
	if err != nil {
		return tradeRefusal(c, f.e.ZoneID, err)
	}
	if len(c.Args) == 0 {
		c.Reply(narrate.TraderText(f.e, t, ch.Coins, c.Prefix()))
		return nil
	}
	ware, err := expedition.FindWare(t, c.Args[0])
	if err != nil {
		return tradeRefusal(c, f.e.ZoneID, err)
	}
	n := 1
	if len(c.Args) == 2 {
		if n, err = strconv.Atoi(c.Args[1]); err != nil || n < 1 {
			return bot.Errorf("“%s” isn't a number of lots. Try `%strade %s 2`.",
				mdtext.Escape(mdtext.Truncate(c.Args[1], 12)), c.Prefix(), c.Args[0])
		}
	}
	e, paid, sale, err := expedition.Trade(f.e, f.pos, ch, ware, n, c.Now)
	if err != nil {
		return tradeRefusal(c, f.e.ZoneID, err)
	}
	if err := pc.Save(c, paid); err != nil {
		return err
	}
	if err := save(c, c.Store, e, c.Now); err != nil {
		return err
	}
	c.Reply(narrate.SaleText(e, t, sale, paid.Coins))
	return nil
}

// tradeRefusal answers a refused `!trade` in the trader's words.
func tradeRefusal(c *bot.Context, zoneID string, err error) error {
	if text := narrate.TradeRefusal(err, zoneID, c.Prefix()); text != "" {
		return bot.Errorf("%s", text)
	}
	return err
}

package expedition

import (
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
)

// tradeCmd is `!trade` (the trader's wares) and `!trade <ware> [n]` (buy
// n lots; the ware by its number or name, the count trailing as for
// `!buy`, pc.SplitCount) in the room where the zone's trader keeps shop
// (rules §8.2); a trade between players (PlayerTrade, rules §4.7) when
// its words are one, and a bare `!trade` in town lists those. The purse, the stock and the packs are checked by the engine, and the
// character and the expedition saved in the command's one transaction; a
// refusal changes nothing.
func (p *Plugin) tradeCmd(c *bot.Context) error {
	if p.PlayerTrade != nil {
		if p.IsPlayerTrade(c.Args) {
			return p.PlayerTrade(c)
		}
		if e, open, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
			return err
		} else if len(c.Args) == 0 && (!open || e.Status != expedition.StatusActive) {
			return p.PlayerTrade(c) // off an expedition in the field, a bare `!trade` lists the offers
		}
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
	query, n, _, err := pc.SplitCount(c.Args, false)
	if err != nil {
		return err
	}
	ware, err := expedition.FindWare(t, query)
	if err != nil {
		return tradeRefusal(c, f.e.ZoneID, err)
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
func tradeRefusal(c *bot.Context, zoneID content.ZoneID, err error) error {
	if text := narrate.TradeRefusal(err, zoneID, c.Prefix()); text != "" {
		return bot.Errorf("%s", text)
	}
	return err
}

package expedition

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Sale is what Trade sold: Qty lots of one ware, the SU it added (0 for an
// item), the item put in the pack ("" for supplies) and the cost in coins.
type Sale struct {
	Ware   content.Ware   `json:"ware"`
	Qty    int            `json:"qty"`
	SU     float64        `json:"su,omitempty"`
	ItemID content.ItemID `json:"item_id,omitempty"`
	Cost   int            `json:"cost"`
}

// WareLeft is how many lots of ware w the zone's trader still has for this
// expedition (rules §8.2): its stock less what e bought.
func WareLeft(e Expedition, w content.Ware) int { return max(0, w.Stock-e.Traded[w.ID]) }

// FindWare reads a ware by its number on the trader's list (1-based) or by
// its name or ID, the way every name is read (namematch.Find: any case,
// words cut short or in any order, "trail rations" or "healing potion").
// Errors: ErrUnknownWare (nothing fits), ErrWhichWare (several fit).
func FindWare(t content.Trader, s string) (content.Ware, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		if n >= 1 && n <= len(t.Wares) {
			return t.Wares[n-1], nil
		}
		return content.Ware{}, ErrUnknownWare{Name: s}
	}
	m := namematch.FindAmong(s, t.Wares, func(w content.Ware) []string { return []string{w.Name(), w.ID} })
	if w, ok := m.Found(); ok {
		return w, nil
	}
	if len(m.Options) > 1 {
		var names []string
		for _, w := range m.Options {
			names = append(names, w.Name())
		}
		return content.Ware{}, ErrWhichWare{Names: names}
	}
	return content.Ware{}, ErrUnknownWare{Name: s}
}

// CheckSale is why qty lots of ware cannot be bought now by a player
// with purse coins (rules §8.2), nil when they can: nothing is sold while
// a night encounter waits, the trader sells at most its stock per
// expedition, supplies never fill the packs past the leg's maximum, and
// the purse pays the cost. Trade and every `!trade` offer ask it, so an
// offer is never refused. Errors: ErrEncounterPending, ErrBadCount,
// ErrSoldOut, ErrPacksFull, ErrNotEnoughCoins.
func CheckSale(e Expedition, ware content.Ware, qty, purse int) error {
	if e.PendingNight != nil {
		return ErrEncounterPending{}
	}
	if qty < 1 {
		return ErrBadCount{N: qty}
	}
	if left := WareLeft(e, ware); qty > left {
		return ErrSoldOut{Ware: ware.Name(), Left: left}
	}
	if need, room := ware.SU*float64(qty), e.Supplies.Max-e.Supplies.Current; need > room {
		return ErrPacksFull{Need: need, Room: room}
	}
	if cost := ware.Price * qty; cost > purse {
		return ErrNotEnoughCoins{Need: cost, Have: purse}
	}
	return nil
}

// WareForSale is the number on t's list (1-based) of the first ware a
// player with purse coins can buy one lot of now (CheckSale), 0 when none
// can be (rules §8.2): the `!trade` example, and whether a status offers
// `!trade` at all.
func WareForSale(e Expedition, t content.Trader, purse int) int {
	for i, w := range t.Wares {
		if CheckSale(e, w, 1, purse) == nil {
			return i + 1
		}
	}
	return 0
}

// TraderHere returns the zone's trader when the player stands in its room
// on an active expedition (rules §8.2). Errors: ErrNotActive, ErrNoTrader
// (the zone has none), ErrTraderElsewhere (the player is not in its room).
func TraderHere(e Expedition, pos Position) (content.Trader, error) {
	if err := e.requireActive(); err != nil {
		return content.Trader{}, err
	}
	t, ok := content.TraderOf(e.ZoneID)
	switch {
	case !ok:
		return content.Trader{}, ErrNoTrader{Zone: e.ZoneID}
	case pos.Node != t.Node:
		return content.Trader{}, ErrTraderElsewhere{Node: t.Node}
	}
	return t, nil
}

// Trade buys qty lots of ware from the zone's trader (`!trade`, rules
// §8.2): the player must stand in the trader's room on an active
// expedition, out of a fight with no night encounter waiting; the trader
// sells at most its stock per expedition; supplies never fill the packs
// past the leg's maximum; the purse pays the cost. It returns the
// expedition (SU added, the lots counted) and the character (coins paid,
// an item put in the pack). Errors (both unchanged): those of TraderHere,
// ErrInCombat, ErrEncounterPending, ErrBadCount, ErrSoldOut, ErrPacksFull,
// ErrNotEnoughCoins.
func Trade(e Expedition, pos Position, ch rules.Character, ware content.Ware, qty int, at time.Time) (Expedition, rules.Character, Sale, error) {
	t, err := TraderHere(e, pos)
	if err != nil {
		return e, ch, Sale{}, err
	}
	if pos.InCombat {
		return e, ch, Sale{}, ErrInCombat{}
	}
	if err := CheckSale(e, ware, qty, ch.Coins); err != nil {
		return e, ch, Sale{}, err
	}
	sale := Sale{Ware: ware, Qty: qty, SU: ware.SU * float64(qty), ItemID: ware.ItemID, Cost: ware.Price * qty}
	paid, err := rules.SpendCoins(ch, sale.Cost)
	if err != nil {
		return e, ch, Sale{}, ErrNotEnoughCoins{Need: sale.Cost, Have: ch.Coins}
	}
	if sale.ItemID != "" {
		if paid, err = rules.AddItem(paid, sale.ItemID, qty); err != nil {
			return e, ch, Sale{}, err
		}
	}
	e = e.Clone()
	e.Supplies.Current += sale.SU
	if e.Traded == nil {
		e.Traded = map[string]int{}
	}
	e.Traded[ware.ID] += qty
	e.note(at, EntryAction, fmt.Sprintf("Bought %d × %s from %s for %d coins", qty, ware.Name(), t.Name, sale.Cost), "trade")
	return e, paid, sale, nil
}

// ErrNoTrader: the zone has no trader (rules §8.2).
type ErrNoTrader struct{ Zone content.ZoneID }

func (e ErrNoTrader) Error() string { return fmt.Sprintf("no trader in zone %q", e.Zone) }

// ErrTraderElsewhere: the zone's trader keeps shop in the room Node, not
// here.
type ErrTraderElsewhere struct{ Node zonegraph.NodeID }

func (e ErrTraderElsewhere) Error() string { return "the trader is in room " + string(e.Node) }

// ErrUnknownWare: the trader sells nothing by that number or name.
type ErrUnknownWare struct{ Name string }

func (e ErrUnknownWare) Error() string { return fmt.Sprintf("the trader sells no %q", e.Name) }

// ErrWhichWare: several of the trader's wares fit the name typed; Names
// are theirs, in the trader's order.
type ErrWhichWare struct{ Names []string }

func (e ErrWhichWare) Error() string {
	return "which ware: " + strings.Join(e.Names, ", ")
}

// ErrSoldOut: the trader has only Left lots of Ware for this expedition.
type ErrSoldOut struct {
	Ware string
	Left int
}

func (e ErrSoldOut) Error() string { return fmt.Sprintf("%s: only %d left", e.Ware, e.Left) }

// ErrPacksFull: Need SU would overfill the packs, which hold Room more.
type ErrPacksFull struct{ Need, Room float64 }

func (e ErrPacksFull) Error() string {
	return fmt.Sprintf("%g SU do not fit: room for %g", e.Need, e.Room)
}

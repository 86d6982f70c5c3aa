package narrate

import (
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// PackOffer is the way to a supply pack for ch on provisioning expedition
// e, in a sentence, asking expedition.NextPack (the check `!supplies buy`
// makes, rules §8.2): while the purse pays for a pack, the command that
// buys it and what it holds ("`!supplies buy standard` buys a standard
// pack: 10 SU for 50 coins."), offered true; when it pays for none, the
// price, the purse and the way to coins (ShortOfCoins); with every pack
// bought, `!supplies`. It is "" for an expedition not provisioning.
func PackOffer(e expedition.Expedition, ch rules.Character, prefix string) (text string, offered bool) {
	kind, err := expedition.NextPack(e, ch.Coins)
	p := expedition.Packs()[kind]
	var (
		short  expedition.ErrNotEnoughCoins
		capped expedition.ErrPackCap
	)
	switch {
	case err == nil:
		return fmt.Sprintf("%s buys a %s pack: %s for %s.", packCommand(kind, 1, prefix), kind, SU(p.SU), Coins(p.Price)), true
	case errors.As(err, &short):
		return packBeyondPurse(kind, ch, prefix), false
	case errors.As(err, &capped):
		return fmt.Sprintf("You have every pack Thom Krooke will sell you: `%ssupplies` shows what you carry.", prefix), false
	}
	return "", false
}

// BuyRefusal words expedition.Buy's refusal err of packs of kind for ch
// on e (ExpeditionRefusal) with the way on it leaves, asking the
// purchase's own check: past the cap or the purse, the most packs Buy
// would sell (expedition.MostPacks), else another pack the purse pays for
// (PackOffer), else the way to coins (ShortOfCoins); for a pack Thom does
// not sell, PackOffer.
func BuyRefusal(err error, e expedition.Expedition, ch rules.Character, kind expedition.PackKind, prefix string) string {
	text := ExpeditionRefusal(err, prefix)
	var (
		unknown expedition.ErrUnknownPack
		capped  expedition.ErrPackCap
		short   expedition.ErrNotEnoughCoins
	)
	switch {
	case errors.As(err, &unknown):
		if offer, _ := PackOffer(e, ch, prefix); offer != "" {
			text += " " + offer
		}
	case errors.As(err, &capped) && capped.Cap > capped.Have:
		text += " " + packsWay(e, ch, kind, capped.Cap-capped.Have, false, prefix)
	case errors.As(err, &short):
		text += " " + packsWay(e, ch, kind, 0, true, prefix)
	}
	return text
}

// PackCountWay answers a count of packs of kind that is no number for ch
// on e: an example count Buy would sell ("Try `!supplies buy standard
// 2`"), the one pack it would, or BuyRefusal of one pack (the state, the
// cap or the purse), so the answer never offers a purchase refused.
func PackCountWay(e expedition.Expedition, ch rules.Character, kind expedition.PackKind, prefix string) string {
	switch most := expedition.MostPacks(e, kind, ch.Coins); {
	case most >= 2:
		return fmt.Sprintf("Try %s; you can take up to %d now.", packCommand(kind, 2, prefix), most)
	case most == 1:
		return fmt.Sprintf("%s buys one, the most you can take now.", packCommand(kind, 1, prefix))
	}
	err := expedition.CanBuy(e, kind, 1, ch.Coins)
	if errors.As(err, new(expedition.ErrNotEnoughCoins)) {
		return packsWay(e, ch, kind, 0, false, prefix) // the price of one, not "that comes to"
	}
	return BuyRefusal(err, e, ch, kind, prefix)
}

// packsWay is the way on from a purchase of packs of kind refused past
// the cap (left more on sale) or the purse: the most Buy would sell, else
// another pack the purse pays for, else the way to coins, after the
// pack's price unless priced (the refusal gave the cost).
func packsWay(e expedition.Expedition, ch rules.Character, kind expedition.PackKind, left int, priced bool, prefix string) string {
	switch most := expedition.MostPacks(e, kind, ch.Coins); {
	case most > 0 && most == left:
		them := "them"
		if most == 1 {
			them = "it"
		}
		return fmt.Sprintf("%s takes %s.", packCommand(kind, most, prefix), them)
	case most > 0:
		return fmt.Sprintf("Your purse pays for %d: %s.", most, packCommand(kind, most, prefix))
	}
	if offer, ok := PackOffer(e, ch, prefix); ok {
		return offer
	}
	if priced {
		return ShortOfCoins(ch, prefix)
	}
	return packBeyondPurse(kind, ch, prefix)
}

// packBeyondPurse is the price of a pack of kind beyond ch's purse, the
// purse and the way to coins (ShortOfCoins).
func packBeyondPurse(kind expedition.PackKind, ch rules.Character, prefix string) string {
	p := expedition.Packs()[kind]
	return fmt.Sprintf("A %s pack is %s for %s, and you have %s. %s", kind, SU(p.SU), Coins(p.Price), Coins(ch.Coins), ShortOfCoins(ch, prefix))
}

// packCommand is the `!supplies buy` of n packs of kind.
func packCommand(kind expedition.PackKind, n int, prefix string) string {
	if n == 1 {
		return fmt.Sprintf("`%ssupplies buy %s`", prefix, kind)
	}
	return fmt.Sprintf("`%ssupplies buy %s %d`", prefix, kind, n)
}

// packsOnSale is the `!supplies buy` a price list offers for packs of
// kind, asking expedition.CanBuy: "`!supplies buy standard [n]`" when the
// purse and the cap allow more than one, without the count for one, ""
// for none.
func packsOnSale(e expedition.Expedition, kind expedition.PackKind, purse int, prefix string) string {
	switch most := expedition.MostPacks(e, kind, purse); {
	case most > 1:
		return fmt.Sprintf("`%ssupplies buy %s [n]`", prefix, kind)
	case most == 1:
		return packCommand(kind, 1, prefix)
	}
	return ""
}

package expedition

import (
	"errors"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// PackKind is one of Thom Krooke's supply packs.
type PackKind string

// Pack kinds (rules §8.2).
const (
	PackStandard PackKind = "standard"
	PackDeluxe   PackKind = "deluxe"
)

// Pack is a supply pack: its SU and its price in coins (rules §8.2).
type Pack struct {
	Kind  PackKind `json:"kind"`
	SU    float64  `json:"su"`
	Price int      `json:"price"`
}

// packs is Thom Krooke's price list.
var packs = map[PackKind]Pack{
	PackStandard: {Kind: PackStandard, SU: 10, Price: 50},
	PackDeluxe:   {Kind: PackDeluxe, SU: 20, Price: 90},
}

// Packs returns a copy of packs, the table above: changing it changes
// nothing shipped.
func Packs() map[PackKind]Pack { return maps.Clone(packs) }

// PackCap is how many packs of each kind one expedition leg may buy.
type PackCap struct {
	Standard int `json:"standard"`
	Deluxe   int `json:"deluxe"`
}

// packCaps by zone tier (rules §8.2: Tiers 1–3 3 standard + 1 deluxe, Tier 4
// 5 + 1, Tier 5 7 + 2).
var packCaps = [content.MaxZoneTier + 1]PackCap{
	{}, {3, 1}, {3, 1}, {3, 1}, {5, 1}, {7, 2},
}

// PackCapFor returns the pack caps of a zone tier (zero outside 1–5).
func PackCapFor(tier int) PackCap {
	if tier < 1 || tier > content.MaxZoneTier {
		return PackCap{}
	}
	return packCaps[tier]
}

// PackCapOf is the pack caps of expedition e: its tier's, times the
// players in its party (rules §8.2, §8.22).
func PackCapOf(e Expedition) PackCap {
	c := PackCapFor(e.Tier)
	n := e.Roster()
	return PackCap{Standard: c.Standard * n, Deluxe: c.Deluxe * n}
}

// Of returns the cap for one pack kind.
func (c PackCap) Of(k PackKind) int {
	if k == PackDeluxe {
		return c.Deluxe
	}
	return c.Standard
}

// ParsePackKind reads "standard" or "deluxe" (any case, surrounding spaces
// ignored). Errors: ErrUnknownPack.
func ParsePackKind(s string) (PackKind, error) {
	k := PackKind(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := packs[k]; !ok {
		return "", ErrUnknownPack{Name: s}
	}
	return k, nil
}

// Purchase is what Buy sold: n packs of one kind, the SU they add and their
// cost in coins (the plugin takes the coins from the purse in the same
// transaction).
type Purchase struct {
	Kind PackKind `json:"kind"`
	N    int      `json:"n"`
	SU   float64  `json:"su"`
	Cost int      `json:"cost"`
}

// Buy sells n packs of kind to a provisioning expedition for a player with
// purse coins at time at (`!supplies buy standard [n]`).
// The SU are added to both Current and Max. Errors (e unchanged): CanBuy's.
func Buy(e Expedition, kind PackKind, n, purse int, at time.Time) (Expedition, Purchase, error) {
	buy, err := sale(e, kind, n, purse)
	if err != nil {
		return e, Purchase{}, err
	}
	e = e.Clone()
	if kind == PackDeluxe {
		e.Supplies.DeluxePacks += n
	} else {
		e.Supplies.StandardPacks += n
	}
	e.Supplies.Current += buy.SU
	e.Supplies.Max += buy.SU
	e.Supplies.CoinsSpent += buy.Cost
	packs := "packs"
	if n == 1 {
		packs = "pack"
	}
	e.note(at, EntryAction, fmt.Sprintf("Bought %d %s %s: +%g SU for %d coins", n, kind, packs, buy.SU, buy.Cost), "provision_buy")
	return e, buy, nil
}

// CanBuy is Buy's check alone, nothing sold: nil when Buy would sell n
// packs of kind to e for purse coins (rules §8.2), so every line that
// offers `!supplies buy` asks what the purchase will. Errors:
// ErrNotProvisioning, ErrUnknownPack, ErrBadCount (n < 1), ErrPackCap,
// ErrNotEnoughCoins.
func CanBuy(e Expedition, kind PackKind, n, purse int) error {
	_, err := sale(e, kind, n, purse)
	return err
}

// MostPacks is the most packs of kind Buy would sell e for purse coins in
// one purchase: the tier's cap less what is bought, as far as the purse
// pays (0 when not one would be sold).
func MostPacks(e Expedition, kind PackKind, purse int) int {
	n := 0
	for CanBuy(e, kind, n+1, purse) == nil {
		n++
	}
	return n
}

// NextPack is the pack `!supplies buy` would sell e one of for purse
// coins: standard first, deluxe once the standard packs are all bought
// (rules §8.2). kind is the pack sold or refused; without one, err is
// CanBuy's refusal of it: of the cheapest pack still on sale
// (ErrNotEnoughCoins: the deluxe pack costs more than the standard), of
// the standard pack when both are bought up (ErrPackCap), or
// ErrNotProvisioning.
func NextPack(e Expedition, purse int) (kind PackKind, err error) {
	kind, err = PackStandard, CanBuy(e, PackStandard, 1, purse)
	var capped ErrPackCap
	if errors.As(err, &capped) {
		if derr := CanBuy(e, PackDeluxe, 1, purse); !errors.As(derr, &capped) {
			kind, err = PackDeluxe, derr
		}
	}
	return kind, err
}

// CheckProvisioning is the state buying, departing and cancelling
// provisioning ask first (rules §8.2): nil while e is provisioning, else
// ErrNotProvisioning.
func CheckProvisioning(e Expedition) error {
	if e.Status != StatusProvisioning {
		return ErrNotProvisioning{Status: e.Status}
	}
	return nil
}

// sale is the purchase Buy would make of n packs of kind for e and purse,
// or the refusal (CanBuy's errors).
func sale(e Expedition, kind PackKind, n, purse int) (Purchase, error) {
	if err := CheckProvisioning(e); err != nil {
		return Purchase{}, err
	}
	p, ok := packs[kind]
	if !ok {
		return Purchase{}, ErrUnknownPack{Name: string(kind)}
	}
	if n < 1 {
		return Purchase{}, ErrBadCount{N: n}
	}
	have := e.Supplies.StandardPacks
	if kind == PackDeluxe {
		have = e.Supplies.DeluxePacks
	}
	if limit := PackCapOf(e).Of(kind); have+n > limit {
		return Purchase{}, ErrPackCap{Kind: kind, Cap: limit, Have: have}
	}
	buy := Purchase{Kind: kind, N: n, SU: p.SU * float64(n), Cost: p.Price * n}
	if buy.Cost > purse {
		return Purchase{}, ErrNotEnoughCoins{Need: buy.Cost, Have: purse}
	}
	return buy, nil
}

// Depart sets a provisioning expedition off (`!expedition depart`): status
// active, the zone run runID attached, and the day clock started at at in
// loc (LastRollover is DepartureDate of at, so the first rollover is the
// 06:00 local of the next calendar day). A first departure starts Day 1; a resumed
// expedition goes on with its threat and zone stacks (rules §8.17): on
// the day of its extraction when it departs again before that day's
// 06:00 rollover, else from the next day (the days away do not count).
// Every departure starts a leg (LegTakings, rules §8.18). Errors (e unchanged):
// ErrNotProvisioning, ErrNoSupplies (no pack bought).
func Depart(e Expedition, runID zonerun.RunID, at time.Time, loc *time.Location) (Expedition, error) {
	if err := CheckProvisioning(e); err != nil {
		return e, err
	}
	if e.Supplies.Max <= 0 {
		return e, ErrNoSupplies{}
	}
	e = e.Clone()
	e.Status = StatusActive
	e.RunID = runID
	e.Mood = e.Mood.DriftTo(at)
	if e.Resumed {
		if next := NextRollover(e, loc); next.IsZero() || !at.Before(next) {
			// A new expedition day in the zone; the days away do not
			// count.
			e.Day++
			e.LastRollover = DepartureDate(at, loc)
			e.Today = DayCounters{Day: e.Day}
			e.Camp = nil // the packed camp was the day left's
		}
		// Back before the 06:00 the extraction's day ran to, the same
		// day goes on with its counters: a camp made that day stays
		// its one camp, packed, and the night is rolled against it.
		e.Today.Acted = true
		e.markLeg()
		e.ResumeDeadline = time.Time{}
		e.Extraction = nil
		e.note(at, EntryNarrative, fmt.Sprintf("Back into the zone with %g SU", e.Supplies.Current), "expedition_resume")
		return e, nil
	}
	e.LastRollover = DepartureDate(at, loc)
	e.StartedAt = at
	e.Day = 1
	if rs := Regions(e.ZoneID); len(rs) > 0 {
		e.Region = rs[0].ID
	}
	e.Today = DayCounters{Day: 1, Acted: true}
	e.markLeg()
	for i := range e.Party { // the stock is the party's once it sets off
		e.Party[i].Packs = MemberPacks{}
	}
	e.note(at, EntryNarrative, fmt.Sprintf("Departed with %g SU", e.Supplies.Current), "expedition_depart")
	return e, nil
}

// Cancel calls off provisioning (`!expedition cancel`) and returns the
// refund in coins (every pack bought this leg). A first provisioning ends
// the expedition (StatusCancelled); a resumed expedition's restock returns
// it to StatusExtracted with its resume window unchanged. Errors (e
// unchanged): ErrNotProvisioning.
func Cancel(e Expedition, at time.Time) (Expedition, int, error) {
	if err := CheckProvisioning(e); err != nil {
		return e, 0, err
	}
	e = e.Clone()
	refund := e.Supplies.CoinsSpent
	e.Supplies = Supplies{DailyBurn: e.Supplies.DailyBurn, HarshMod: e.Supplies.HarshMod, ConLost: e.Supplies.ConLost, ConTaken: e.Supplies.ConTaken}
	if e.Resumed {
		e.Status = StatusExtracted
		e.note(at, EntryAction, fmt.Sprintf("Restock cancelled; %d coins refunded", refund), "provision_cancel")
		return e, refund, nil
	}
	e.Status = StatusCancelled
	e.EndedAt = at
	e.note(at, EntryAction, fmt.Sprintf("Expedition cancelled; %d coins refunded", refund), "provision_cancel")
	return e, refund, nil
}

// EndWithCharacter ends open expedition e because the character it
// belonged to was deleted (`!char delete confirm`): from provisioning,
// the field or the resume window alike it becomes StatusCancelled at at,
// with nothing refunded or carried on (the supplies, camp and waiting
// night encounter go with the character), so a new character starts
// clean and without re-entry threat. An expedition already over is
// returned unchanged.
func EndWithCharacter(e Expedition, at time.Time) Expedition {
	if e.Status.Ended() {
		return e
	}
	e = e.Clone()
	e.Supplies = Supplies{DailyBurn: e.Supplies.DailyBurn, HarshMod: e.Supplies.HarshMod}
	e.Camp = nil
	e.PendingNight = nil
	e.Status = StatusCancelled
	e.EndedAt = at
	e.note(at, EntryAction, "The character was deleted; the expedition ends with them", "expedition_char_deleted")
	return e
}

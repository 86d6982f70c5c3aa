package play

import (
	"errors"
	"time"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Search rules (rules §8.14). A room is searched once (the roll is keyed by
// the run's seed and the room, so searching again could not change it
// anyway). A supply cache lies in CacheChance of the rooms; a Wisdom
// (Perception) check of SearchDC or more finds it (2d6 SU,
// expedition.FindCache).
const (
	SearchDC    = 15
	CacheChance = 0.25
)

// Search refusals besides the expedition's (expedition.ErrInCombat,
// expedition.ErrEncounterPending).
var (
	ErrEnemiesPresent = errors.New("play: something still holds this room")
	ErrSearchedHere   = errors.New("play: this room was searched already")
)

// SearchOut is a room searched: the expedition after it, the Wisdom
// (Perception) check (d20; bonus, the roll and WIS penalties in force
// included, expedition.Effects.PenaltyFor, rules §8.16; total; against
// SearchDC) and the supply cache found, if any.
type SearchOut struct {
	Exp   expedition.Expedition
	D20   int
	Bonus int
	Total int
	DC    int
	Cache *expedition.CacheResult
}

// Search is `!search` in the room run r stands in (rules §8.14, §8.19): it
// counts for Cartographer and a check of SearchDC or more finds the room's
// supply cache when it has one. fighting: a turn-by-turn fight runs. A
// search is work, not rest: a character resting or down searches once up
// (rules §3.3). Errors (nothing changed): expedition.ErrInCombat,
// expedition.ErrEncounterPending, rules.CheckAwake's, ErrEnemiesPresent,
// ErrSearchedHere, the expedition engine's refusals.
func Search(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph, ch rules.Character, fighting bool, world uint64, now time.Time) (SearchOut, error) {
	if err := CheckSearch(e, r, g, ch, fighting, now); err != nil {
		return SearchOut{}, err
	}
	pos := Position(r, g, fighting)
	e, err := expedition.RecordSearch(e, pos.Node)
	if err != nil {
		return SearchOut{}, err
	}
	out := SearchOut{D20: dice.NewStream(r.Seed, string(pos.Node), "search").D20(), DC: SearchDC,
		Bonus: zonerun.PerceptionBonus(ch) + expedition.CurrentEffects(e).PenaltyFor(rules.WIS)}
	out.Total = out.D20 + out.Bonus
	if dice.NewStream(r.Seed, string(pos.Node), "cache").Chance(CacheChance) && out.Total >= SearchDC {
		var found expedition.CacheResult
		if e, found, err = expedition.FindCache(e, pos, expedition.RootStream(world, e), now); err != nil {
			return SearchOut{}, err
		}
		out.Cache = &found
	}
	out.Exp = e
	return out, nil
}

// CheckSearch is why `!search` would be refused now on expedition e for
// ch with run r on graph g, nil when the search is made: the checks
// Search makes first, so every line that offers `!search` asks them.
// fighting: a turn-by-turn fight runs. Errors: Search's refusals.
func CheckSearch(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph, ch rules.Character, fighting bool, now time.Time) error {
	pos := Position(r, g, fighting)
	switch {
	case pos.InCombat:
		return expedition.ErrInCombat{}
	case e.PendingNight != nil:
		return expedition.ErrEncounterPending{}
	case rules.CheckAwake(ch, now) != nil:
		return rules.CheckAwake(ch, now)
	case pos.EnemiesPresent:
		return ErrEnemiesPresent
	case e.Cartography.LastSearched == pos.Node:
		return ErrSearchedHere
	}
	return nil
}

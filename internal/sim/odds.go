package sim

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// Packing is the supply packs bought before setting off (rules §8.2): how
// many standard and deluxe packs.
type Packing struct {
	Standard int `json:"standard"`
	Deluxe   int `json:"deluxe"`
}

// Cost is what the packing costs at Thom Krooke's prices, in coins.
func (p Packing) Cost() int {
	return p.Standard*expedition.Packs()[expedition.PackStandard].Price + p.Deluxe*expedition.Packs()[expedition.PackDeluxe].Price
}

// SU is the supply units the packing holds.
func (p Packing) SU() float64 {
	return float64(p.Standard)*expedition.Packs()[expedition.PackStandard].SU + float64(p.Deluxe)*expedition.Packs()[expedition.PackDeluxe].SU
}

// OddsQuery asks what a character's expeditions into a zone come to under
// the autopilot's policy (play.DefaultPolicy with the player's autopilot
// rules, OddsPolicy), for one or more packings (`!expedition odds`, rules
// §11.4).
type OddsQuery struct {
	// Char is the character as FromStored gives it (its purse is set to
	// each packing's cost).
	Char rules.Character
	// ZoneID is the zone (content.Zone.ID).
	ZoneID content.ZoneID
	// Packings are the packings to play, each from the same seeds.
	Packings []Packing
	// Runs is how many expeditions each packing plays (at least 1).
	Runs int
	// Seed is the base of the seed range: run n of every packing plays
	// RunSeed(Seed, class, race, level, zone, n), the seed of run n of
	// `expedition-sim -seed Seed` for the same character and zone.
	Seed uint64
	// Done, when set, holds one Odds per packing: the runs of it already
	// played (runs 0 to Done[i].Runs-1, by an earlier PlayOdds cut short),
	// which PlayOdds goes on from.
	Done []Odds
	// Rules are the player's autopilot rules (rules §10.5; the zero Rules:
	// expedition-sim's policy) and MinHPPct the default low-HP floor they
	// change (GOGOBEE_AUTOPILOT_MIN_HP; 0: play.DefaultPolicy's).
	Rules    play.Rules
	MinHPPct int
}

// OddsPolicy is the policy odds runs play, as the bot's walk goes by it:
// play.DefaultPolicy with the default low-HP floor minHP (0: its own) and
// the player's rules r applied (rules §10.5).
func OddsPolicy(r play.Rules, minHP int) play.Policy {
	pol := play.DefaultPolicy()
	if minHP > 0 {
		pol.MinHPPct = minHP
	}
	return r.Apply(pol)
}

// Odds is what the runs of one packing came to: how they ended
// (play.Tally) and the day supplies first ran short (below one day's burn,
// the autopilot's supplies stop) in each run where they did.
type Odds struct {
	Packing Packing
	play.Tally
	// ShortDays holds one expedition day per run whose supplies ran
	// short, in run order.
	ShortDays []int
	// Days holds each run's expedition days, in run order; MostSU is the
	// most supplies (SU) any run used, the packing's SU less what it
	// left the field with.
	Days   []int
	MostSU float64
}

// MedianDays is the (lower) median of the runs' expedition days; 0 for
// no run.
func (o Odds) MedianDays() int {
	if len(o.Days) == 0 {
		return 0
	}
	return slices.Sorted(slices.Values(o.Days))[(len(o.Days)-1)/2]
}

// MedianShortDay is the (lower) median over every run of the day supplies
// ran short, a run whose supplies lasted counting as later than any day:
// the day supplies usually run out. ok is false when the median run's
// supplies lasted (or no run was played).
func (o Odds) MedianShortDay() (day int, ok bool) {
	mid := (o.Runs - 1) / 2
	if o.Runs == 0 || mid >= len(o.ShortDays) {
		return 0, false
	}
	return slices.Sorted(slices.Values(o.ShortDays))[mid], true
}

// ForcedOut reports whether run r ended in a forced extraction (rules
// §8.18): downed, fled, or forced out by starvation, a collapse or an
// overstay (play's "forced: <cause>" stop reason).
func ForcedOut(r record.Run) bool {
	return r.Outcome == record.OutcomeDied || r.Outcome == record.OutcomeFled || strings.HasPrefix(r.StopReason, "forced:")
}

// ErrNoRuns is returned for an OddsQuery that asks for fewer than one run
// or no packing.
var ErrNoRuns = errors.New("sim: odds need at least one run and one packing")

// PlayOdds plays q: run 0 of every packing, then run 1 of every packing,
// and so on (going on from q.Done), so that when ctx ends (a time budget)
// the packings have played as evenly as they can; what was played by then
// is returned with a nil error, and a later PlayOdds with it as Done goes
// on from there to the same numbers as one uninterrupted call. Each run
// is an expedition in play.ModeExpedition under OddsPolicy buying
// exactly the packing. Errors: ErrNoRuns, Done not matching Packings, and
// Play's (an unknown zone, a zone the character may not enter).
func PlayOdds(ctx context.Context, q OddsQuery) ([]Odds, error) {
	if q.Runs < 1 || len(q.Packings) == 0 {
		return nil, ErrNoRuns
	}
	if q.Done != nil && len(q.Done) != len(q.Packings) {
		return nil, fmt.Errorf("sim: %d odds done for %d packings", len(q.Done), len(q.Packings))
	}
	out := make([]Odds, len(q.Packings))
	start := q.Runs
	for i, p := range q.Packings {
		out[i].Packing = p
		if q.Done != nil {
			out[i] = q.Done[i]
			out[i].Packing = p
			out[i].ShortDays = slices.Clone(q.Done[i].ShortDays)
			out[i].Days = slices.Clone(q.Done[i].Days)
		}
		start = min(start, out[i].Runs)
	}
	for n := start; n < q.Runs; n++ {
		if ctx.Err() != nil {
			break
		}
		for i, p := range q.Packings {
			if n < out[i].Runs {
				continue // played before
			}
			sc := oddsScenario(q, p, n)
			rec, res, err := playGame(sc)
			if err != nil {
				return nil, err
			}
			out[i].add(rec, res)
		}
	}
	return out, nil
}

// oddsScenario is run n of packing p of q.
func oddsScenario(q OddsQuery, p Packing, n int) Scenario {
	ch := q.Char.Clone()
	ch.Coins = p.Cost()
	pol := OddsPolicy(q.Rules, q.MinHPPct)
	pol.StandardPacks, pol.DeluxePacks = p.Standard, p.Deluxe
	return Scenario{Char: &ch, ZoneID: q.ZoneID, Mode: play.ModeExpedition, Policy: pol,
		Seed: RunSeed(q.Seed, ch.Class, ch.Race, ch.Level, q.ZoneID, n)}
}

// add counts one finished run.
func (o *Odds) add(rec record.Run, res play.Result) {
	o.Runs++
	if rec.BossReached {
		o.BossReached++
	}
	switch {
	case rec.Outcome == record.OutcomeCleared:
		o.Cleared++
	case ForcedOut(rec):
		o.ForcedOut++
	case rec.Outcome == record.OutcomeExtracted:
		o.TurnedBack++
	case rec.Outcome == record.OutcomeDayCapped:
		o.DayCapped++
	default:
		o.Stuck++
	}
	if d := res.Stats.SuppliesShortDay; d > 0 {
		o.ShortDays = append(o.ShortDays, d)
	}
	o.Days = append(o.Days, res.Days)
	o.MostSU = max(o.MostSU, o.Packing.SU()-suLeft(res.Exp))
}

// suLeft is the supplies (SU) an expedition left the field with: what its
// extraction report kept when it was extracted or forced out (the packs
// are left behind), what it carries otherwise (rules §8.21).
func suLeft(e expedition.Expedition) float64 {
	if e.Extraction != nil && e.Status != expedition.StatusActive {
		return e.Extraction.SULeft
	}
	return e.Supplies.Current
}

package sim

import (
	"fmt"
	"math"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Career limits (rules §11.5).
const (
	// DefaultCareerCap is the most expeditions a career plays when
	// CareerConfig.MaxExpeditions is 0.
	DefaultCareerCap = 150
	// CareerStallLimit is how many expeditions in a row without a level
	// gained stop a career as stalled.
	CareerStallLimit = 15
)

// CareerConfig is one simulated career (rules §11.5): a new character of
// Class and Race (Human when empty) played from level 1 until MaxLevel
// (1–20; 0 means 20), by Policy (named PolicyName in the records), under
// Seed; Run numbers the career among its class's. MaxExpeditions caps the
// expeditions played (0: DefaultCareerCap). Subclass, when set, is chosen
// as `!subclass` does in the first downtime at rules.SubclassLevel or
// above (rules §1.11); "" plays the vanilla class all the way.
type CareerConfig struct {
	Class          rules.ClassID
	Subclass       rules.SubclassID
	Race           rules.RaceID
	Run            int
	Seed           uint64
	MaxLevel       int
	MaxExpeditions int
	Policy         play.Policy
	PolicyName     string
}

// careerUser is the player ID of every simulated career.
const careerUser = "@career:local"

// PlayCareer plays one career (rules §11.5) and returns one record per
// expedition, in order, the last one saying why the career stopped
// (record.Career.End). A character too poor for one supply pack sells its
// consumables, and when still too poor plays a zone run of the zone
// instead (free: no packs, no days); CareerStallLimit such runs in a row
// end the career as broke. The character starts as rules.NewCharacter makes
// it (starting kit, rules.StartingCoins), fully rested, at Epoch. Each
// expedition goes into CareerZone of the character's level, departs at the
// next first walk of the policy's pace (08:00), buys the policy's packs
// (play.New) and is played to its end by play.Game; then comes the
// downtime (careerDowntime): the knock-out's recovery, selling the drops,
// the inn or short rests, potions and gear. The result depends only on
// the config. Errors: an unknown class or race, a level out of range, an
// engine error.
func PlayCareer(cfg CareerConfig) ([]record.Career, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	ch, err := careerNewCharacter(cfg)
	if err != nil {
		return nil, err
	}
	world := uint64(dice.NewStream(cfg.Seed, "career", string(cfg.Class), string(cfg.Race), cfg.Run).IntN(math.MaxInt64))
	now := epoch
	closed := map[content.ZoneID]time.Time{}
	lastIn := map[content.ZoneID]expedition.Status{} // the last expedition's end, by zone
	entered := map[content.ZoneID]int{}              // games played, by zone
	var out []record.Career
	sinceLevel, broke := 0, 0
	for n := 1; ch.Level < cfg.MaxLevel; n++ {
		if why := careerCapped(n, sinceLevel, cfg.MaxExpeditions); why != "" {
			return endCareer(out, why), nil
		}
		depart := nextFirstWalk(now, cfg.Policy.Pace.FirstWalk)
		z, ok := CareerZone(ch.Level, depart, closed, entered)
		if !ok {
			return nil, fmt.Errorf("sim: no zone for level %d", ch.Level)
		}
		entered[z.ID]++
		var presold int
		var mode play.Mode
		ch, presold, mode = careerMode(ch)
		if broke = brokeRuns(broke, mode); broke > CareerStallLimit {
			return endCareer(out, record.CareerEndBroke), nil
		}
		g, err := play.New(play.Setup{World: world, RunID: zonerun.RunID(n), UserID: careerUser, ZoneID: z.ID, Char: ch,
			Mode: mode, Start: depart, Loc: time.UTC, Policy: cfg.Policy, Reentry: reentry(lastIn, z.ID, mode)})
		if err != nil {
			return nil, fmt.Errorf("sim: career %s run %d expedition %d: %w", cfg.Class, cfg.Run, n, err)
		}
		res := g.Play()
		if at := expedition.PortalReopens(res.Exp); !at.IsZero() {
			closed[z.ID] = at
		}
		if mode == play.ModeExpedition {
			lastIn[z.ID] = res.Exp.Status
		}
		rec := careerRecord(cfg, n, mode, z, ch.Level, g.Now, res)
		sinceLevel = stalledRuns(sinceLevel, ch.Level, res.Char.Level)
		next := careerTier(res.Char.Level, g.Now, closed, entered)
		d := careerDowntime(res.Char, g.Now, world, cfg.Policy, next)
		ch, now = d.char, d.now
		if ch, err = careerSubclass(ch, cfg.Subclass, now); err != nil {
			return nil, fmt.Errorf("sim: career %s run %d: %w", cfg.Class, cfg.Run, err)
		}
		rec.Sold, rec.Spent, rec.Coins, rec.GearValue = presold+d.sold, d.spent, ch.Coins, GearValue(ch)
		worn := WornTiers(ch)
		rec.Worn = &worn
		out = append(out, rec)
	}
	return endCareer(out, record.CareerEndMaxLevel), nil
}

// withDefaults is cfg with its zero fields filled in (rules §11.5): a
// Human, the top level as the last, DefaultCareerCap expeditions.
// Errors: a MaxLevel out of 1–20.
func (cfg CareerConfig) withDefaults() (CareerConfig, error) {
	if cfg.Race == "" {
		cfg.Race = rules.Human
	}
	if cfg.MaxLevel == 0 {
		cfg.MaxLevel = rules.MaxLevel
	}
	if cfg.MaxLevel < 1 || cfg.MaxLevel > rules.MaxLevel {
		return cfg, errLevel(cfg.MaxLevel)
	}
	if cfg.MaxExpeditions <= 0 {
		cfg.MaxExpeditions = DefaultCareerCap
	}
	return cfg, nil
}

// careerNewCharacter is a career's level-1 character as
// rules.NewCharacter makes it (starting kit, rules.StartingCoins), fully
// rested. Errors: an unknown class or race.
func careerNewCharacter(cfg CareerConfig) (rules.Character, error) {
	b, err := Build{Class: cfg.Class, Race: cfg.Race, Level: 1}.normalized()
	if err != nil {
		return rules.Character{}, err
	}
	ch, err := rules.NewCharacter(b.Name, b.Class, b.Race)
	if err != nil {
		return rules.Character{}, err
	}
	ch, _ = rules.RestoreLongRest(ch)
	return ch, nil
}

// careerSubclass is ch after the career's subclass pick: sub chosen at now
// once ch is at rules.SubclassLevel without one; ch as it was otherwise.
// Errors: sub is not of ch's class.
func careerSubclass(ch rules.Character, sub rules.SubclassID, now time.Time) (rules.Character, error) {
	if sub == "" || ch.Subclass != "" || ch.Level < rules.SubclassLevel {
		return ch, nil
	}
	ch, _, err := rules.ChooseSubclass(ch, string(sub), now)
	return ch, err
}

// reentry reports whether a career's game of mode into zone starts at the
// re-entry threat (rules §8.18): an expedition whose zone's last
// expedition, last being each zone's last end, was forced out.
func reentry(last map[content.ZoneID]expedition.Status, zone content.ZoneID, mode play.Mode) bool {
	return mode == play.ModeExpedition && last[zone] == expedition.StatusAbandoned
}

// endCareer marks the last record with why the career stopped.
func endCareer(out []record.Career, why string) []record.Career {
	if len(out) > 0 {
		out[len(out)-1].End = why
	}
	return out
}

// careerTier is the tier of the zone a character of level goes into next
// (CareerZone; 1 when none fits).
func careerTier(level int, now time.Time, closed map[content.ZoneID]time.Time, entered map[content.ZoneID]int) int {
	if z, ok := CareerZone(level, now, closed, entered); ok {
		return z.Tier
	}
	return 1
}

// careerDay is the career's in-game day at t: day 1 is Epoch's date, the
// career's first departure (UTC days).
func careerDay(t time.Time) int {
	start := time.Date(epoch.Year(), epoch.Month(), epoch.Day(), 0, 0, 0, 0, time.UTC)
	return int(t.UTC().Sub(start)/(24*time.Hour)) + 1
}

// nextFirstWalk is the first instant at or after t at hour (UTC) on the
// hour: a player sets off with the day's first walk.
func nextFirstWalk(t time.Time, hour int) time.Time {
	t = t.UTC()
	at := time.Date(t.Year(), t.Month(), t.Day(), hour, 0, 0, 0, time.UTC)
	if at.Before(t) {
		at = at.AddDate(0, 0, 1)
	}
	return at
}

// downtime is what a career's time between two expeditions did: the
// character and the clock after it, the coins Thom paid (drops and
// replaced gear) and the coins spent (inn, potions, gear).
type downtime struct {
	char        rules.Character
	now         time.Time
	sold, spent int
}

// careerDowntime is a career character's time at home after an expedition
// that ended at now, before one into a zone of tier (rules §11.5):
//
//  1. A knocked-out character waits out its recovery (rules §1.9) and
//     stands up at 1 HP; a rest lockout is waited out (rules §3.3).
//  2. The drops are sold (SellDrops).
//  3. Not fully rested: a night at the inn (rules §3.2: 200 coins, 8
//     hours) when the purse keeps the next packs (PackCost) after it and
//     the 24-hour cooldown allows it; a purse too small for the inn sleeps
//     rough (rules §3.2: free, 12 hours); otherwise short rests while one
//     brings something back (rules §3.1, an hour each). A character left
//     short rests in its first camp on the way.
//  4. Potions topped up (TopUpPotions), keeping the packs paid for.
//  5. Gear of the level's tier (GearTierFor) bought as UpgradeGear does,
//     keeping CareerReserve.
func careerDowntime(ch rules.Character, now time.Time, world uint64, pol play.Policy, tier int) downtime {
	if !ch.DownUntil.IsZero() {
		if now.Before(ch.DownUntil) {
			now = ch.DownUntil
		}
		ch, _ = rules.FinishRecovery(ch, now)
	}
	if now.Before(ch.LockoutUntil) {
		now = ch.LockoutUntil
	}
	d := downtime{}
	ch, d.sold = SellDrops(ch)
	packs := PackCost(pol, tier)
	if !rules.FullyRested(ch) && ch.Coins-content.InnLongRestPrice >= packs {
		if rested, _, err := rules.LongRest(ch, nil, now); err == nil {
			if paid, err := rules.SpendCoins(rested, content.InnLongRestPrice); err == nil {
				ch, now, d.spent = paid, paid.LockoutUntil, d.spent+content.InnLongRestPrice
			}
		}
	}
	if !rules.FullyRested(ch) {
		if rested, _, err := rules.SleepRough(ch, now, content.InnLongRestPrice); err == nil {
			ch, now = rested, rested.LockoutUntil
		}
	}
	for !rules.FullyRested(ch) && rules.ShortRestRecovers(ch) {
		next, _, err := play.ShortRest(ch, world, careerUser, now)
		if err != nil {
			break
		}
		ch, now = next, next.LockoutUntil
	}
	ch, spent := TopUpPotions(ch, packs)
	d.spent += spent
	ch, spent, sold := UpgradeGear(ch, GearTierFor(ch.Level), CareerReserve(pol, tier))
	d.char, d.now, d.spent, d.sold = ch, now, d.spent+spent, d.sold+sold
	return d
}

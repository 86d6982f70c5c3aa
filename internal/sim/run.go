package sim

import (
	"cmp"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// epoch is the simulated departure: Monday 5 January 2026, 08:00 UTC, the
// hour of the pace's first walk (play.DefaultPace).
var epoch = time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC)

// Scenario is one simulated run (rules §11.1): the character to build, the
// zone, the mode, the run's own seed (the world seed of its game), the
// day cap (0: play's default) and the player's policy.
type Scenario struct {
	Build Build
	// Char, when set, is the character to play instead of the one Build
	// describes (a player's own, as FromStored gives it); Build is then
	// not read.
	Char    *rules.Character
	ZoneID  content.ZoneID
	Mode    play.Mode
	Seed    uint64
	DaysCap int
	Policy  play.Policy
	// Weekly, when set ("2026-W10"), plays that week's weekly expedition
	// (rules §12.2): Seed is then the world seed the week's seed derives
	// from, and RunID (0: 1) the zone run's ID, which keys its fights, as
	// the bot's world seed and run ID do.
	Weekly string
	RunID  zonerun.RunID
	// Trace, when set, receives the run's fights round by round.
	Trace func(string)
}

// RunSeed is the seed of run n of a cell (class, race, level, zone) of a
// matrix played under seed: independent of the other cells and of the
// order the runs are played in.
func RunSeed(seed uint64, class rules.ClassID, race rules.RaceID, level int, zone content.ZoneID, n int) uint64 {
	return uint64(dice.NewStream(seed, "sim", string(class), string(race), level, string(zone), n).IntN(math.MaxInt64))
}

// PartyRunSeed is the seed of run n of a party cell (roster, level,
// zone) of a matrix played under seed (PlayParty), apart from every
// player's own.
func PartyRunSeed(seed uint64, roster string, level int, zone content.ZoneID, n int) uint64 {
	return uint64(dice.NewStream(seed, "sim-party", roster, level, string(zone), n).IntN(math.MaxInt64))
}

// Play plays sc to its end through play.Game and reports it as a record.
// Errors: a build the rules refuse, an unknown zone, a zone the character
// may not enter.
func Play(sc Scenario) (record.Run, error) {
	rec, _, err := playGame(sc)
	return rec, err
}

// playGame plays sc to its end and returns its record and the game's
// result.
func playGame(sc Scenario) (record.Run, play.Result, error) {
	var ch rules.Character
	if sc.Char != nil {
		ch = sc.Char.Clone()
	} else {
		var err error
		if ch, err = Character(sc.Build); err != nil {
			return record.Run{}, play.Result{}, err
		}
	}
	z, ok := content.ZoneByID(sc.ZoneID)
	if !ok {
		return record.Run{}, play.Result{}, fmt.Errorf("sim: unknown zone %q", sc.ZoneID)
	}
	g, err := play.New(play.Setup{World: sc.Seed, RunID: cmp.Or(sc.RunID, 1), ZoneID: z.ID, Char: ch, Mode: sc.Mode,
		Start: epoch, Loc: time.UTC, Policy: sc.Policy, DaysCap: sc.DaysCap, Trace: sc.Trace, Weekly: sc.Weekly})
	if err != nil {
		return record.Run{}, play.Result{}, err
	}
	res := g.Play()
	return Record(sc, ch, z, res), res, nil
}

// Record turns a finished game into its JSONL record; the policy is the
// Scenario's (a policy without a name is the careful one).
func Record(sc Scenario, start rules.Character, z content.Zone, res play.Result) record.Run {
	r := record.Run{
		Class: string(start.Class), Race: string(start.Race), Subclass: string(start.Subclass), Level: start.Level, Zone: string(z.ID), Tier: z.Tier,
		Seed: sc.Seed, Mode: string(sc.Mode), Policy: cmp.Or(sc.Policy.Name, record.PolicyCareful), Weekly: sc.Weekly,
		Outcome: string(res.Outcome), StopReason: res.StopReason,
		BossReached: res.BossReached, Rooms: res.Stats.Rooms, Days: res.Days,
		Hours: hours(res.Elapsed), DownHours: hours(res.Down),
		HPEnd: res.Char.HP, HPMax: rules.MaxHP(res.Char), XP: res.XP, Coins: res.Coins, LootValue: res.LootValue,
		SUEnd: res.Exp.Supplies.Current, ThreatMax: res.Stats.ThreatMax,
		HarvestPasses: res.Stats.HarvestPasses, HarvestInterrupts: res.Stats.HarvestInterrupts,
		HarvestElites: res.Stats.HarvestElites, RareAttempts: res.Stats.RareAttempts, RareSuccesses: res.Stats.RareSuccesses,
		Yields: yieldsByName(res.Stats.Yields),
	}
	for id, n := range res.Stats.Yields {
		if it, ok := content.ItemByID(id); ok {
			r.YieldValue += n * it.Value
		}
	}
	return r
}

// yieldsByName is the record's copy of a run's yields, keyed by the
// item ID as a plain string (the record package names no engine type);
// nil stays nil, so the JSONL reads as before.
func yieldsByName(ys map[content.ItemID]int) map[string]int {
	if ys == nil {
		return nil
	}
	out := make(map[string]int, len(ys))
	for id, n := range ys {
		out[string(id)] = n
	}
	return out
}

// hours is d in hours, rounded to a hundredth (record.Run.Hours).
func hours(d time.Duration) float64 { return math.Round(d.Hours()*100) / 100 }

// PlayParty plays sc as a party expedition (rules §8.22, §8.23): sc.Build
// leads and members are the other seats' builds (at most two), each
// played by sc.Policy. It returns one record a member, in seat order,
// each with the party's outcome and days and its own class, level, HP,
// XP, coins and loot. Errors: as Play's, and a party play refuses.
func PlayParty(sc Scenario, members []Build) ([]record.Run, error) {
	lead, err := Character(sc.Build)
	if err != nil {
		return nil, err
	}
	z, ok := content.ZoneByID(sc.ZoneID)
	if !ok {
		return nil, fmt.Errorf("sim: unknown zone %q", sc.ZoneID)
	}
	roster := []string{string(sc.Build.Class)}
	var mates []play.Teammate
	for k, b := range members {
		c, err := Character(b)
		if err != nil {
			return nil, err
		}
		c.Name = fmt.Sprintf("%s %d", c.Name, k+2)
		mates = append(mates, play.Teammate{UserID: fmt.Sprintf("@sim%d:local", k+2), Char: c})
		roster = append(roster, string(b.Class))
	}
	g, err := play.New(play.Setup{World: sc.Seed, RunID: cmp.Or(sc.RunID, 1), ZoneID: z.ID, Char: lead, Mode: sc.Mode,
		Start: epoch, Loc: time.UTC, Policy: sc.Policy, DaysCap: sc.DaysCap, Trace: sc.Trace, Party: mates})
	if err != nil {
		return nil, err
	}
	res := g.Play()
	name := strings.Join(roster, "+")
	first := Record(sc, lead, z, res)
	first.Party = &record.Party{Roster: name}
	out := []record.Run{first}
	for k, m := range res.Members {
		r := first
		start := mates[k].Char
		r.Class, r.Race, r.Subclass, r.Level = string(start.Class), string(start.Race), string(start.Subclass), start.Level
		r.HPEnd, r.HPMax = m.Char.HP, rules.MaxHP(m.Char)
		r.XP, r.Coins, r.LootValue, r.DownHours = m.XP, m.Coins, m.LootValue, hours(m.Down)
		r.Party = &record.Party{Roster: name, Seat: k + 1}
		out = append(out, r)
	}
	return out, nil
}

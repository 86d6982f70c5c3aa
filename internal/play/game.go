package play

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Mode is what a Game plays.
type Mode string

// Modes: a whole expedition (real days, supplies, threat, camps, nights)
// or one standalone zone run (no clock between rooms).
const (
	ModeExpedition Mode = "expedition"
	ModeZone       Mode = "zone"
)

// Outcome is how a game ended.
type Outcome string

// Outcomes. Stuck means no legal action made progress (a soft lock): the
// game detects it and stops, it never loops.
const (
	OutcomeCleared   Outcome = "cleared"
	OutcomeDied      Outcome = "died"
	OutcomeExtracted Outcome = "extracted"
	OutcomeFled      Outcome = "fled"
	OutcomeDayCapped Outcome = "day_capped"
	OutcomeStuck     Outcome = "stuck"
)

// Setup is a game to play: the world seed (every stream of the run and
// the expedition hangs off it), the run's ID (also the expedition's), the
// player, the zone, the character as provisioned (coins for the packs
// included), the mode, the departure instant, the player's time zone, the
// policy and the most expedition days to play (0: the zone's maximum days
// plus one, or 40 for a zone without a maximum).
type Setup struct {
	World   uint64
	RunID   zonerun.RunID
	UserID  string
	ZoneID  content.ZoneID
	Char    rules.Character
	Mode    Mode
	Start   time.Time
	Loc     *time.Location
	Policy  Policy
	DaysCap int
	// Reentry: the player's last expedition into the zone ended in a
	// forced extraction, so this one starts at the re-entry threat
	// (rules §8.18).
	Reentry bool
	// Weekly, when set ("2026-W10"), plays that week's weekly expedition
	// (rules §12.2): the week's rooms and nights, the run's own fights; an
	// expedition only.
	Weekly string
	// Trace, when set, receives the fights as they happen: for a fight the
	// player engages (an elite, a boss, a night encounter) a header with
	// each side's AC, attack bonus and HP (fight HP: gear HP included),
	// for a fight a room resolves itself a summary line; then the round
	// log, one line per attack, spell or effect (who, whom, how much).
	// Each command the player types comes first as a "> " line with the
	// day, the local time and the sheet HP.
	Trace func(string)
	// Record keeps the commands the players typed (Game.Commands), for
	// replaying the same game through the bot.
	Record bool
	// Party are the other members of a party expedition in seat order
	// (rules §8.22, §8.23), each played by the same Policy; nil for a
	// player alone.
	Party []Teammate
}

// Command is one command a player typed: when (the game's clock), who
// (User: a party member's user ID, "" for the player who leads, rules
// §8.22) and what ("!advance", "!zone go 2", "!fight auto", ...).
// Replayed through the bot at the same instants, with the scheduler run
// up to each, a game's commands play the same expedition.
type Command struct {
	At   time.Time
	User string
	Text string
}

// Game is one expedition (or zone run) played by a Policy through the same
// engine calls as the bot: zonerun's steps, the auto-harvest pass,
// ExpeditionStep, the fights of combat, NightFightOver, Rollover, Pitch.
// It keeps everything in memory; the bot keeps the same values in SQLite.
type Game struct {
	Setup
	Zone  content.Zone
	Graph zonegraph.Graph
	Char  rules.Character
	// Party are the other members' characters as they now stand, in seat
	// order; nil for a player alone.
	Party []rules.Character
	Run   zonerun.Run
	Exp   expedition.Expedition
	Now   time.Time
	Stats Stats
	// Commands are the commands typed so far when Setup.Record is set,
	// from the first after the expedition's start (`!expedition start`,
	// `!weekly start`): each member's invitation and acceptance, each
	// buyer's packs and the departure first, then the play.
	Commands []Command

	start      rules.Character
	partyStart []rules.Character
	levelled   bool
	walked     int                      // rooms of the current autopilot walk
	idle       int                      // player actions in a row that moved nothing
	pressOn    bool                     // no rest left: walk on below the low-HP stop
	restockDay int                      // the day the player last slept on before a boss
	fightTries map[zonegraph.NodeID]int // fights taken on per room
	forced     expedition.ForcedCause
	wanderAt   time.Time // the next extra wandering check of a prowling zone
	needBase   bool      // the final region waits for a base camp
	baseWait   int       // the day the player last slept on for a base camp
	result     *Result
}

// Stats are counted as the game goes: rooms stepped into, the auto-harvest
// passes that ran, their interrupts (any fight the noise brought) and the
// elites among them, the yields by resource ID and the highest threat.
type Stats struct {
	Rooms             int
	HarvestPasses     int
	HarvestInterrupts int
	HarvestElites     int
	// RareAttempts and RareSuccesses count the harvest attempts on nodes of
	// Rare or rarer resources and those that yielded something.
	RareAttempts  int
	RareSuccesses int
	Yields        map[content.ItemID]int
	// ThreatMax is the Threat Clock's peak (expedition.Threat.Peak, every
	// rise counted, not only the levels the game stopped at).
	ThreatMax int
	// SuppliesShortDay is the first expedition day on which the supplies
	// carried were below one day's burn (the autopilot's supplies stop,
	// rules §10.2), 0 when they never were.
	SuppliesShortDay int
	// DoorRests counts the short rests the autopilot's patch-up took at
	// elites' and boss's doors (PatchAtDoor, rules §10.2).
	DoorRests int
}

// maxTurns bounds a game's player actions whatever happens: a policy
// that goes round in circles ends as stuck ("turn cap"), never hangs.
const maxTurns = 20_000

// maxIdle is how many player actions in a row may change nothing before
// the game calls itself stuck.
const maxIdle = 12

// New sets a game up: the zone run started at the entry and, for an
// expedition, the expedition provisioned by the policy's packs and set
// off. Errors: an unknown zone, a zone the character may not enter, no
// coins for a single pack.
func New(s Setup) (*Game, error) {
	z, ok := content.ZoneByID(s.ZoneID)
	if !ok {
		return nil, fmt.Errorf("play: unknown zone %q", s.ZoneID)
	}
	g, ok := content.ZoneGraph(s.ZoneID)
	if !ok {
		return nil, fmt.Errorf("play: zone %q has no graph", s.ZoneID)
	}
	if s.Loc == nil {
		s.Loc = time.UTC
	}
	if len(s.Party) > 0 && s.Mode != ModeExpedition {
		return nil, fmt.Errorf("play: a party plays expeditions only, not %s mode", s.Mode)
	}
	if s.UserID == "" {
		s.UserID = "@sim:local"
	}
	gm := &Game{Setup: s, Zone: z, Graph: g, Char: s.Char, Now: s.Start, start: s.Char, Stats: Stats{Yields: map[content.ItemID]int{}}, fightTries: map[zonegraph.NodeID]int{}}
	for _, m := range s.Party {
		gm.Party = append(gm.Party, m.Char.Clone())
	}
	gm.partyStart = rules.CloneAll(gm.Party)
	if s.Mode == ModeExpedition {
		if err := gm.provision(); err != nil {
			return nil, err
		}
	}
	rooms, fights := RunSeeds(s.World, s.RunID, gm.weekly())
	st, err := zonerun.Start(zonerun.StartParams{ID: s.RunID, UserID: s.UserID, Graph: g, ZoneTier: z.Tier,
		Char: gm.Char, Seed: rooms, FightSeed: fights, Now: gm.Now, Party: gm.Party})
	if err != nil {
		return nil, err
	}
	if err := gm.apply(zonerun.Run{}, st, MoveWalk); err != nil {
		return nil, err
	}
	return gm, nil
}

// weekly is the week of the weekly expedition played ("" for none): only
// an expedition is a weekly.
func (g *Game) weekly() string {
	if g.Mode != ModeExpedition {
		return ""
	}
	return g.Weekly
}

// provision opens the expedition, seats the party (each member invited
// and accepting), has each member buy the policy's packs from their own
// purse (-1: up to the tier's cap, as many as the purse pays) and departs.
func (g *Game) provision() error {
	e, err := expedition.New(expedition.NewParams{ID: expedition.ID(g.RunID), UserID: g.UserID, ZoneID: g.ZoneID, Now: g.Now, Reentry: g.Reentry,
		Weekly: g.Weekly})
	if err != nil {
		return err
	}
	for k, m := range g.Setup.Party {
		if e, err = expedition.InviteMember(e, g.UserID, m.UserID, g.Now); err != nil {
			return err
		}
		g.record("", "!expedition invite "+m.UserID)
		if e, err = expedition.AcceptInvite(e, m.UserID, g.Party[k].Class, g.Now); err != nil {
			return err
		}
		g.record(m.UserID, "!expedition accept")
	}
	if e, g.Char, err = g.buyPacks(e, "", g.Char); err != nil {
		return err
	}
	for k := range g.Party {
		if e, g.Party[k], err = g.buyPacks(e, g.Setup.Party[k].UserID, g.Party[k]); err != nil {
			return err
		}
	}
	e, err = Depart(e, g.RunID, g.Char, g.Now, g.Loc)
	if err != nil {
		return err
	}
	g.record("", "!expedition depart")
	g.Exp = e
	g.start = g.Char
	g.partyStart = rules.CloneAll(g.Party)
	if e.Prowls() {
		g.wanderAt = expedition.NextRollover(e, g.Loc)
	}
	return nil
}

// buyPacks has buyer, the player user ("" for the leader), buy the
// policy's packs for expedition e from their own purse (-1: up to the
// tier's solo cap, as many as the purse pays).
func (g *Game) buyPacks(e expedition.Expedition, user string, buyer rules.Character) (expedition.Expedition, rules.Character, error) {
	caps := expedition.PackCapFor(e.Tier)
	for _, buy := range []struct {
		kind expedition.PackKind
		n    int
	}{{expedition.PackStandard, g.Policy.StandardPacks}, {expedition.PackDeluxe, g.Policy.DeluxePacks}} {
		n := buy.n
		if n < 0 {
			n = caps.Of(buy.kind)
		}
		bought := 0
		for ; n > 0; n-- {
			next, p, err := expedition.Buy(e, buy.kind, 1, buyer.Coins, g.Now)
			if err != nil {
				break
			}
			if buyer, err = rules.SpendCoins(buyer, p.Cost); err != nil {
				return e, buyer, err
			}
			e = next
			bought++
		}
		if bought > 0 {
			g.record(user, fmt.Sprintf("!supplies buy %s %d", buy.kind, bought))
		}
	}
	return e, buyer, nil
}

// walk is the engine's moves with the party along (rules §8.23).
func (g *Game) walk() zonerun.Walk { return zonerun.With(g.Party) }

// Result is a finished game: how it ended and why, the counts, the time
// it took, and the character, run and expedition as they ended.
type Result struct {
	Outcome     Outcome
	StopReason  string
	BossReached bool
	Days        int
	XP          int
	Coins       int
	LootValue   int
	// Elapsed is the game time from the departure to the game's last
	// action; Down the time the character still lies down after it
	// (rules §1.9), 0 unless downed: together the time until the
	// character may set off again.
	Elapsed time.Duration
	Down    time.Duration
	Stats   Stats
	Char    rules.Character
	Run     zonerun.Run
	Exp     expedition.Expedition
	// Members are the party's other members' ends, in seat order (nil
	// for a player alone).
	Members []MemberResult
}

// MemberResult is how a party game ended for one member other than the
// leader: the XP and coins they earned, the worth of the items they
// gained, the time they still lie down, and their character.
type MemberResult struct {
	UserID    string
	XP        int
	Coins     int
	LootValue int
	Down      time.Duration
	Char      rules.Character
}

// Play plays the game to its end and returns the result. It never loops
// forever: the day cap ends an expedition, and a run of actions that move
// nothing ends it as stuck.
func (g *Game) Play() Result {
	for turns := 0; g.result == nil; turns++ {
		if turns == maxTurns {
			g.finish(OutcomeStuck, "turn cap")
			break
		}
		g.noteSupplies()
		if err := g.turn(); err != nil {
			g.finish(OutcomeStuck, "error: "+err.Error())
		}
	}
	return *g.result
}

// noteSupplies records the day the supplies first fell below one day's
// burn (Stats.SuppliesShortDay), looked at before each player action while
// the expedition is active. It only reads the game.
func (g *Game) noteSupplies() {
	if g.Mode != ModeExpedition || g.Stats.SuppliesShortDay > 0 || g.Exp.Status != expedition.StatusActive {
		return
	}
	if g.Exp.Supplies.Current < expedition.SupplyFloor(g.Exp) {
		g.Stats.SuppliesShortDay = g.Exp.Day
	}
}

// finish ends the game with outcome and reason.
func (g *Game) finish(o Outcome, why string) {
	if g.result != nil {
		return
	}
	r := Result{Outcome: o, StopReason: why, BossReached: g.Run.RoomNumber(g.Graph.Boss) > 0, Days: g.Exp.Day,
		XP: g.Char.XP - g.start.XP, Coins: g.Char.Coins - g.start.Coins, LootValue: lootValue(g.start, g.Char),
		Elapsed: g.Now.Sub(g.Start), Stats: g.Stats, Char: g.Char, Run: g.Run, Exp: g.Exp}
	if g.Char.DownUntil.After(g.Now) {
		r.Down = g.Char.DownUntil.Sub(g.Now)
	}
	for k, c := range g.Party {
		m := MemberResult{UserID: g.Setup.Party[k].UserID, XP: c.XP - g.partyStart[k].XP, Coins: c.Coins - g.partyStart[k].Coins,
			LootValue: lootValue(g.partyStart[k], c), Char: c}
		if c.DownUntil.After(g.Now) {
			m.Down = c.DownUntil.Sub(g.Now)
		}
		r.Members = append(r.Members, m)
	}
	g.result = &r
}

// lootValue is what the items gained in the pack are worth (coins): each
// item's count now over its count before, at catalogue value.
func lootValue(before, after rules.Character) int {
	v := 0
	for id, n := range after.Inventory {
		if gained := n - before.Inventory[id]; gained > 0 {
			if it, ok := content.ItemByID(id); ok {
				v += gained * it.Value
			}
		}
	}
	return v
}

// typed records a command the leader typed at the game's clock.
func (g *Game) typed(text string) {
	if g.Trace != nil {
		g.Trace(fmt.Sprintf("> day %d %s HP %d/%d: %s", g.Exp.Day, g.Now.In(g.Loc).Format("15:04"), g.Char.HP, rules.MaxHP(g.Char), text))
	}
	g.record("", text)
}

// record keeps a command user ("" for the leader) typed at the game's
// clock when Setup.Record is set.
func (g *Game) record(user, text string) {
	if g.Record {
		g.Commands = append(g.Commands, Command{At: g.Now, User: user, Text: text})
	}
}

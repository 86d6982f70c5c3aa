package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
)

// Pace is the game time each player action costs (rules §10, §11.2), named
// in one place so the simulator's clock and the autopilot's agree: a walk
// of the autopilot (`!expedition run`, up to expedition.AutopilotRooms
// rooms) every Walk from FirstWalk local time on; any other command
// (a fork answer, a fight, a camp) takes Action.
type Pace struct {
	Walk      time.Duration
	Action    time.Duration
	FirstWalk int // local hour of the day's first walk
}

// DefaultPace is a player who walks every 2 hours from 08:00 (rules §11.2:
// "a synthetic clock of 2 hours per walk") and spends 5 minutes on each
// other command.
var DefaultPace = Pace{Walk: 2 * time.Hour, Action: 5 * time.Minute, FirstWalk: 8}

// ForkRule is how a player picks a way at a fork.
type ForkRule string

// Fork rules (PickFork). ForkFirstOpen, the first listed open way, is the
// autopilot's and, with Policy.SpareWounded, TwinBee's own pick after the
// idle wait (rules §6.4).
const (
	ForkFirstOpen ForkRule = "first_open"
)

// Policy is how a player plays an expedition beside combat.Policy (rules §10,
// §11.2): the autopilot's stops and the choices made at them. The autopilot
// (`!expedition run`, the background walk) stops by the same numbers, so the
// simulator's player is the autopilot.
//
//   - MinHPPct: the walk stops at or below this percentage of max HP
//     (expedition.DefaultAutopilotMinHP; GOGOBEE_AUTOPILOT_MIN_HP).
//   - RestBelowPct: after a stop, short rest while HP is below this
//     percentage (rules §10.4: 60).
//   - DoorMinHPPct: before an elite or boss door, rest while HP is below
//     this percentage (rules §10.4: 80).
//   - DoorMinSlotsPct: before an elite or boss door, a caster also rests
//     while fewer than this percentage of its spell slots are left (a
//     short rest brings some back, a camp all; in the balance work, J2, the
//     Mage reached the boss with every slot spent).
//   - RestockBeforeBoss: at a boss door below either threshold with no rest
//     left today, sleep to the next day's camp first (rules §10.2: the
//     autopilot stops before a boss room to rest and restock).
//   - Night: the camp pitched for the night (rules §8.10).
//   - StandardPacks, DeluxePacks: packs bought at provisioning (-1: as
//     many as the tier's cap allows, the heavy preset).
//   - ExtractOnSupplies: extract when supplies fall below a day's burn
//     (otherwise press on and ration).
//   - Fork: the fork rule (PickFork). SpareWounded: a fork answer never
//     walks a character below half HP into an elite's or boss's room
//     (rules §6.4; TwinBee's answer for an absent player, IdlePolicy).
//   - Fight: the combat policy of every fight.
//   - Pace: the game time of each action.
type Policy struct {
	MinHPPct          int
	RestBelowPct      int
	DoorMinHPPct      int
	DoorMinSlotsPct   int
	RestockBeforeBoss bool
	Night             expedition.CampType
	StandardPacks     int
	DeluxePacks       int
	ExtractOnSupplies bool
	Fork              ForkRule
	SpareWounded      bool
	Fight             combat.Policy
	Pace              Pace
}

// DefaultPolicy is the autopilot's: the numbers the bot's walk stops by
// and the simulator plays by.
var DefaultPolicy = Policy{
	MinHPPct:          expedition.DefaultAutopilotMinHP,
	RestBelowPct:      60,
	DoorMinHPPct:      80,
	DoorMinSlotsPct:   50,
	RestockBeforeBoss: true,
	Night:             expedition.CampStandard,
	StandardPacks:     -1,
	DeluxePacks:       -1,
	ExtractOnSupplies: true,
	Fork:              ForkFirstOpen,
	Fight:             combat.DefaultPolicy,
	Pace:              DefaultPace,
}

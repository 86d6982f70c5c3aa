package play

import (
	"fmt"
	"slices"
	"strings"
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

// defaultPace is DefaultPace's value.
var defaultPace = Pace{Walk: 2 * time.Hour, Action: 5 * time.Minute, FirstWalk: 8}

// DefaultPace is a player who walks every 2 hours from 08:00 (rules §11.2:
// "a synthetic clock of 2 hours per walk") and spends 5 minutes on each
// other command.
func DefaultPace() Pace { return defaultPace }

// ForkRule is how a player picks a way at a fork.
type ForkRule string

// Fork rules. ForkFirstOpen is TwinBee's own pick after the idle wait
// (rules §6.4: the first listed open way) and the autopilot's;
// ForkRandomOpen is a player who picks one of the ways the rules allow at
// random (rules §10.4), drawn from ForkStream so a seed replays it.
const (
	ForkFirstOpen  ForkRule = "first_open"
	ForkRandomOpen ForkRule = "random_open"
)

// Policy is how a player plays an expedition beside combat.Policy (rules §10,
// §11.2): the autopilot's stops and the choices made at them. The autopilot
// (`!expedition run`, the background walk) stops by the same numbers, so the
// simulator's player is the autopilot.
//
//   - MinHPPct: the walk stops at or below this percentage of max HP
//     (expedition.DefaultAutopilotMinHP; GOGOBEE_AUTOPILOT_MIN_HP).
//   - Name: the policy's name as `expedition-sim -policy` takes it and
//     the simulator's records carry it (PolicyCareful, PolicyCasual).
//   - RestBelowPct: when a walk stops at its room cap, a level-up or a
//     fork, short rest while HP is below this percentage before walking
//     on (0: never; rules §10.4).
//   - DoorMinHPPct: before an elite or boss door, after the autopilot's
//     patch-up (PatchAtDoor), rest while HP is below this percentage
//     (rules §10.4: 80).
//   - ShortRestsOnly: the player's own rests (RestBelowPct's and at the
//     doors) are short rests only, never a camp by day; the low-HP stop
//     still patches up as TwinBee says (a short rest, else a camp).
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
//   - Fork: the fork rule. Fight: the combat policy of every fight.
//   - Pace: the game time of each action.
//   - AvoidTrapEdges, EnterElites, WakeForBoss: the switches a player
//     sets with `!autopilot` (Rules, rules §10.5). AvoidTrapEdges: the
//     autopilot never takes a way into a trap room not yet entered: a
//     fork pick passes such ways over (PickWay) and the walk stops before
//     a lone way into one (expedition.StopTrap). EnterElites: the walk
//     goes on through an elite's door instead of stopping at it; the elite
//     then waits in its room for the player's fight. WakeForBoss: a walk
//     that stops at a boss's door DMs the player (the bot's walk; the
//     simulator has no one to wake).
type Policy struct {
	Name              string
	MinHPPct          int
	RestBelowPct      int
	DoorMinHPPct      int
	DoorMinSlotsPct   int
	ShortRestsOnly    bool
	RestockBeforeBoss bool
	Night             expedition.CampType
	StandardPacks     int
	DeluxePacks       int
	ExtractOnSupplies bool
	Fork              ForkRule
	Fight             combat.Policy
	Pace              Pace
	AvoidTrapEdges    bool
	EnterElites       bool
	WakeForBoss       bool
}

// The policies' names (Policy.Name).
const (
	PolicyCareful = "careful"
	PolicyCasual  = "casual"
)

// defaultPolicy is DefaultPolicy's value; the package-level policies are
// unexported so no caller can change what every other caller plays by.
var defaultPolicy = Policy{
	Name:              PolicyCareful,
	MinHPPct:          expedition.DefaultAutopilotMinHP,
	DoorMinHPPct:      DoorPatchHPPct,
	DoorMinSlotsPct:   DoorPatchSlotsPct,
	RestockBeforeBoss: true,
	Night:             expedition.CampStandard,
	StandardPacks:     -1,
	DeluxePacks:       -1,
	ExtractOnSupplies: true,
	Fork:              ForkFirstOpen,
	Fight:             combat.DefaultPolicy(),
	Pace:              defaultPace,
}

// casualPolicy is CasualPolicy's value.
var casualPolicy = Policy{
	Name:              PolicyCasual,
	MinHPPct:          expedition.DefaultAutopilotMinHP,
	RestBelowPct:      50,
	DoorMinHPPct:      50,
	ShortRestsOnly:    true,
	Night:             expedition.CampStandard,
	StandardPacks:     -1,
	ExtractOnSupplies: true,
	Fork:              ForkRandomOpen,
	Fight:             combat.DefaultPolicy(),
	Pace:              defaultPace,
}

// policies is Policies' value.
var policies = []Policy{defaultPolicy, casualPolicy}

// DefaultPolicy returns the autopilot's policy: the numbers the bot's walk
// stops by and the simulator plays by. It is the careful player (rules
// §10.4): after the autopilot's patch-up it still rests before a door by
// the patch-up's own marks (a camp when no short rest is left), sleeps a
// day for the boss, buys every pack.
func DefaultPolicy() Policy { return defaultPolicy }

// CasualPolicy returns the human-style player (rules §10.4): walks with
// the autopilot and `!fight auto` like the careful one, so its doors start
// with the autopilot's patch-up (PatchAtDoor, rules §10.2), but of its own
// short rests only below half HP (after a walk and at a door), never rests
// for spell slots beyond the patch-up, never sleeps a day before the boss,
// buys standard packs only and takes a random open way at a fork.
func CasualPolicy() Policy { return casualPolicy }

// Policies returns the named player policies, careful first, in a new
// slice the caller may change.
func Policies() []Policy { return slices.Clone(policies) }

// ErrUnknownPolicy is a policy name that is none of Policies'.
type ErrUnknownPolicy struct{ Name string }

func (e ErrUnknownPolicy) Error() string {
	return fmt.Sprintf("play: no player policy %q (want %s or %s)", e.Name, PolicyCareful, PolicyCasual)
}

// PolicyNamed is the policy of Policies called name (any case; "" is the
// careful one). Errors: ErrUnknownPolicy.
func PolicyNamed(name string) (Policy, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		return defaultPolicy, nil
	}
	for _, p := range policies {
		if p.Name == n {
			return p, nil
		}
	}
	return Policy{}, ErrUnknownPolicy{Name: name}
}

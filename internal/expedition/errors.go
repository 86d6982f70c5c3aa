package expedition

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Every refusal is a typed error and leaves the expedition unchanged. The
// messages are plain English for logs; the plugin words the player's answer.

// ErrUnknownZone: no zone has this ID.
type ErrUnknownZone struct{ Zone content.ZoneID }

func (e ErrUnknownZone) Error() string { return fmt.Sprintf("unknown zone %q", e.Zone) }

// ErrNotActive: the action needs an active expedition.
type ErrNotActive struct{ Status Status }

func (e ErrNotActive) Error() string {
	return fmt.Sprintf("the expedition is %s, not active", e.Status)
}

// ErrNotProvisioning: buying, departing and cancelling happen only while
// provisioning.
type ErrNotProvisioning struct{ Status Status }

func (e ErrNotProvisioning) Error() string {
	return fmt.Sprintf("the expedition is %s, not provisioning", e.Status)
}

// ErrUnknownPack: the pack name is neither standard nor deluxe.
type ErrUnknownPack struct{ Name string }

func (e ErrUnknownPack) Error() string { return fmt.Sprintf("unknown supply pack %q", e.Name) }

// ErrBadCount: a pack count below 1.
type ErrBadCount struct{ N int }

func (e ErrBadCount) Error() string { return fmt.Sprintf("cannot buy %d packs", e.N) }

// ErrPackCap: the purchase would pass the tier's cap for this pack kind;
// Have is how many are already bought.
type ErrPackCap struct {
	Kind PackKind
	Cap  int
	Have int
}

func (e ErrPackCap) Error() string {
	return fmt.Sprintf("at most %d %s packs per expedition (%d bought)", e.Cap, e.Kind, e.Have)
}

// ErrNotEnoughCoins: the purse (coins) cannot pay Need.
type ErrNotEnoughCoins struct{ Need, Have int }

func (e ErrNotEnoughCoins) Error() string {
	return fmt.Sprintf("need %d coins, have %d", e.Need, e.Have)
}

// ErrNoSupplies: departing without a single pack.
type ErrNoSupplies struct{}

func (ErrNoSupplies) Error() string { return "buy at least one supply pack before departing" }

// ErrNotEnoughSupplies: an action costs Need SU and only Have are carried.
type ErrNotEnoughSupplies struct{ Need, Have float64 }

func (e ErrNotEnoughSupplies) Error() string {
	return fmt.Sprintf("need %.2f SU, have %.2f", e.Need, e.Have)
}

// ErrInCombat: not during a fight.
type ErrInCombat struct{}

func (ErrInCombat) Error() string { return "not in the middle of a fight" }

// ErrEncounterPending: a night encounter waits for the player first.
type ErrEncounterPending struct{}

func (ErrEncounterPending) Error() string { return "a night encounter is waiting" }

// ErrNoPendingEncounter: ClearPending with no encounter waiting.
type ErrNoPendingEncounter struct{}

func (ErrNoPendingEncounter) Error() string { return "no night encounter is waiting" }

// ErrUnknownCampType: the camp type is not rough, standard, fortified or base.
type ErrUnknownCampType struct{ Name string }

func (e ErrUnknownCampType) Error() string { return fmt.Sprintf("unknown camp type %q", e.Name) }

// ErrCampForbidden: no camp here (rules §8.10): a boss or trap room,
// enemies present, or a fight running.
type ErrCampForbidden struct {
	Reason CampRefusal
	Kind   zonegraph.NodeKind
}

func (e ErrCampForbidden) Error() string { return fmt.Sprintf("cannot camp here: %s", e.Reason) }

// ErrNoCamp: breaking camp with no camp standing.
type ErrNoCamp struct{}

func (ErrNoCamp) Error() string { return "no camp to break" }

// ErrAlreadyCamped: one camp per expedition day (rules §8.10). Type is
// the day's camp and Packed says it was packed up (`!camp break`): it
// still counts, and the night is still rolled against it.
type ErrAlreadyCamped struct {
	Day    int
	Type   CampType
	Packed bool
}

func (e ErrAlreadyCamped) Error() string {
	return fmt.Sprintf("already camped on day %d; the next camp is tomorrow", e.Day)
}

// ErrFortifiedNotAllowed: a fortified camp needs a defeated zone boss, a
// rest-camp room or a supply-cache site (see CanFortify).
type ErrFortifiedNotAllowed struct{}

func (ErrFortifiedNotAllowed) Error() string {
	return "a fortified camp needs the zone boss dead, a rest-camp room or a cache site"
}

// ErrBaseCampNotAllowed: a base camp's requirement is not met.
type ErrBaseCampNotAllowed struct{ Reason BaseCampRefusal }

func (e ErrBaseCampNotAllowed) Error() string {
	return fmt.Sprintf("no base camp here: %s", e.Reason)
}

// ErrCannotForage: the forage attempt is not possible.
type ErrCannotForage struct{ Reason ForageRefusal }

func (e ErrCannotForage) Error() string { return fmt.Sprintf("cannot forage: %s", e.Reason) }

// ErrRolloverNotDue: the next rollover is not due until Next (the one
// before it was already applied).
type ErrRolloverNotDue struct{ Next time.Time }

func (e ErrRolloverNotDue) Error() string {
	return fmt.Sprintf("the next rollover is due at %s", e.Next.UTC().Format(time.RFC3339))
}

// ErrRoomNotCleared: voluntary extraction needs a cleared room.
type ErrRoomNotCleared struct{}

func (ErrRoomNotCleared) Error() string { return "extraction needs a cleared room" }

// ErrNotResumable: only a voluntarily extracted expedition resumes.
type ErrNotResumable struct{ Status Status }

func (e ErrNotResumable) Error() string {
	return fmt.Sprintf("a %s expedition cannot be resumed", e.Status)
}

// ErrResumeExpired: the resume window closed at Deadline.
type ErrResumeExpired struct{ Deadline time.Time }

func (e ErrResumeExpired) Error() string {
	return fmt.Sprintf("the resume window closed at %s", e.Deadline.UTC().Format(time.RFC3339))
}

// ErrAlreadyActive: the expedition is already running (or restocking).
type ErrAlreadyActive struct{ Status Status }

func (e ErrAlreadyActive) Error() string {
	return fmt.Sprintf("the expedition is already %s", e.Status)
}

// ErrNotMultiRegion: region travel in a single-region zone.
type ErrNotMultiRegion struct{ Zone content.ZoneID }

func (e ErrNotMultiRegion) Error() string { return fmt.Sprintf("%s has no regions", e.Zone) }

// ErrUnknownRegion: the zone has no such region.
type ErrUnknownRegion struct{ Region string }

func (e ErrUnknownRegion) Error() string { return fmt.Sprintf("unknown region %q", e.Region) }

// ErrRegionOrder: travel goes to the next region in order only.
type ErrRegionOrder struct{ From, To string }

func (e ErrRegionOrder) Error() string {
	return fmt.Sprintf("cannot travel from %q to %q: regions are crossed in order", e.From, e.To)
}

// ErrRegionBossStands: the current region's boss must fall before travel.
type ErrRegionBossStands struct{ Region string }

func (e ErrRegionBossStands) Error() string {
	return fmt.Sprintf("the boss of %q still stands", e.Region)
}

// ErrBaseCampRequired: a Tier 5 zone's final region needs a base camp first.
type ErrBaseCampRequired struct{}

func (ErrBaseCampRequired) Error() string { return "pitch a base camp before the final region" }

// ErrNoBaseCamp: fast travel with no base camp pitched.
type ErrNoBaseCamp struct{}

func (ErrNoBaseCamp) Error() string { return "no base camp to travel to" }

// ErrAtBaseCamp: fast travel from the base camp itself.
type ErrAtBaseCamp struct{}

func (ErrAtBaseCamp) Error() string { return "already at the base camp" }

// ErrBossNotDefeated: Complete before the zone boss is dead.
type ErrBossNotDefeated struct{}

func (ErrBossNotDefeated) Error() string { return "the zone boss still stands" }

// ErrRestDenied: a rest the expedition forbids right now.
type ErrRestDenied struct{ Reason RestRefusal }

func (e ErrRestDenied) Error() string { return fmt.Sprintf("no rest: %s", e.Reason) }

// ErrMustRest: Underforge heat 10; the player must camp (or extract)
// before moving on (rules §8.12). CampMade: today's one camp is already
// made (rules §8.10), so the forced rest waits for the next day's camp.
// Funds: what the packs pay for (CampFundsOf); short of a long rest no
// camp lifts the exhaustion (rules §8.5).
type ErrMustRest struct {
	CampMade bool
	Funds    CampFunds
}

func (ErrMustRest) Error() string { return "heat exhaustion: make camp or extract before moving on" }

// ErrPortalClosed refuses a new expedition into a zone whose portal
// collapsed (rules §8.12) until it reopens at Until.
type ErrPortalClosed struct{ Until time.Time }

func (e ErrPortalClosed) Error() string {
	return fmt.Sprintf("the portal is closed since its collapse until %s", e.Until.UTC().Format(time.RFC3339))
}

// ErrBossNeedsRest: the zone's boss is faced only fully rested (rules
// §8.12: the Crypt of Valdris) and the player is not. CampMade: today's
// one camp is already made (rules §8.10), so the long rest waits for the
// next day's camp. Funds: what the packs pay for (CampFundsOf); short of
// a long rest no camp readies the player (rules §8.5).
type ErrBossNeedsRest struct {
	CampMade bool
	Funds    CampFunds
}

func (ErrBossNeedsRest) Error() string {
	return "the boss is faced only fully rested: a long rest in a camp first"
}

// ErrSiegeRevisit: revisiting is refused at threat RevisitSiegeGuard+
// (rules §9.3).
type ErrSiegeRevisit struct{ Level int }

func (e ErrSiegeRevisit) Error() string {
	return fmt.Sprintf("threat %d: too dangerous to retrace your steps", e.Level)
}

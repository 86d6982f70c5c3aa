package narrate

import (
	"errors"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// ExpeditionRefusal words the expedition engine's refusals for the player;
// "" for an error that is not one. Every refusal changes nothing.
func ExpeditionRefusal(err error, prefix string) string {
	for _, words := range []func(error, string) string{provisionRefusal, campRefusal, leaveRefusal, restRefusal} {
		if s := words(err, prefix); s != "" {
			return s
		}
	}
	return ""
}

// provisionRefusal words the refusals of provisioning, buying packs and acting in
// a fight or with a foe waiting (rules §8.2); "" for
// another error.
func provisionRefusal(err error, prefix string) string {
	var (
		notActive expedition.ErrNotActive
		notProv   expedition.ErrNotProvisioning
		unknownPk expedition.ErrUnknownPack
		badCount  expedition.ErrBadCount
		packCap   expedition.ErrPackCap
		coins     expedition.ErrNotEnoughCoins
		supplies  expedition.ErrNotEnoughSupplies
	)
	switch {
	case errors.As(err, &notActive):
		return fmt.Sprintf("Your expedition isn't in the zone right now (it's %s).", notActive.Status)
	case errors.As(err, &notProv) && notProv.Status == expedition.StatusExtracted:
		// home from the zone: the packs are bought again on `!resume`
		return fmt.Sprintf("You've extracted: your packs stayed in the zone. `%sresume` and buy again before you go back in.", prefix)
	case errors.As(err, &notProv):
		return fmt.Sprintf("Supplies are bought before you set off. Once you're in the zone, what you carry is what you have. `%ssupplies` shows it.", prefix)
	case errors.As(err, &unknownPk):
		// the packs the purse pays for depend on the expedition (BuyRefusal): the caller adds them
		return "Thom Krooke sells two packs, standard and deluxe."
	case errors.As(err, &badCount):
		return "Buy at least one pack."
	case errors.As(err, &packCap):
		// Each answer names a move that works even while a rest holds the
		// character, so no "you're resting" line is added to a purchase
		// the rest allows; how many of the packs left the purse pays for
		// is BuyRefusal's to add.
		left := packCap.Cap - packCap.Have
		packs := plural(packCap.Cap, string(packCap.Kind)+" pack", string(packCap.Kind)+" packs")
		if left <= 0 {
			return fmt.Sprintf("Thom Krooke sells at most %s a leg (from setting off, or from a resume), and you have them. \"Any more and you'd need a mule.\" `%ssupplies` shows what you carry.",
				packs, prefix)
		}
		return fmt.Sprintf("Thom Krooke sells at most %s a leg (from setting off, or from a resume); you can take %d more.", packs, left)
	case errors.As(err, &coins):
		// the way to coins depends on the pack and the purse (BuyRefusal): the caller adds it
		return fmt.Sprintf("That comes to %s; you have %s. Thom Krooke doesn't do credit, not even for heroes.", Coins(coins.Need), Coins(coins.Have))
	case errors.Is(err, expedition.ErrNoSupplies{}):
		// whether the purse pays for a pack is the caller's to add (PackOffer)
		return "Not without supplies: one pack at least before you set off."
	case errors.As(err, &supplies):
		return fmt.Sprintf("That needs %s and you carry %s.", SU(supplies.Need), SU(supplies.Have))
	case errors.Is(err, expedition.ErrInCombat{}):
		return fmt.Sprintf("Not while you're fighting. Finish the fight first: `%sfight` shows where it stands.", prefix)
	case errors.Is(err, expedition.ErrEncounterPending{}):
		return fmt.Sprintf("Something found you and it's still here. `%sfight` first; everything else waits.", prefix)
	}
	return ""
}

// campRefusal words the refusals of camps and foraging (rules §8.10); "" for
// another error.
func campRefusal(err error, prefix string) string {
	var (
		campType  expedition.ErrUnknownCampType
		forbidden expedition.ErrCampForbidden
		camped    expedition.ErrAlreadyCamped
		baseCamp  expedition.ErrBaseCampNotAllowed
		forage    expedition.ErrCannotForage
	)
	switch {
	case errors.As(err, &campType):
		return fmt.Sprintf("There's no such camp as “%s”. Camps come rough, standard, fortified and base: `%scamp` lists them.",
			mdtext.EchoWord(campType.Name), prefix)
	case errors.As(err, &forbidden) && forbidden.Reason == expedition.CampBossRoom:
		return fmt.Sprintf("No camp here: %s. `%sretreat` to the room before it and camp there.", forbidden.Reason, prefix)
	case errors.As(err, &forbidden):
		return fmt.Sprintf("No camp here: %s.", forbidden.Reason)
	case errors.As(err, &camped) && camped.Packed:
		return fmt.Sprintf("You packed up today's %s camp, but it still counts as day %d's one camp: the night is rolled against it at 06:00, "+
			"and your next camp comes after the 06:00 briefing.", camped.Type, camped.Day)
	case errors.As(err, &camped):
		return fmt.Sprintf("You've already made camp today (day %d). One camp a day; the next after the 06:00 briefing.", camped.Day)
	case errors.Is(err, expedition.ErrNoCamp{}):
		return "There's no camp to break."
	case errors.Is(err, expedition.ErrFortifiedNotAllowed{}):
		return fmt.Sprintf("A fortified camp needs a safe room (a rest camp) or a spot where you found a supply cache. `%scamp standard` works in any cleared room.", prefix)
	case errors.As(err, &baseCamp):
		return fmt.Sprintf("No base camp here: %s.", baseCamp.Reason)
	case errors.As(err, &forage):
		return fmt.Sprintf("No foraging: %s.", forage.Reason)
	}
	return ""
}

// leaveRefusal words the refusals of leaving, resuming and crossing regions
// (rules §8.13, §8.17); "" for
// another error.
func leaveRefusal(err error, prefix string) string {
	var (
		resumable  expedition.ErrNotResumable
		expired    expedition.ErrResumeExpired
		already    expedition.ErrAlreadyActive
		order      expedition.ErrRegionOrder
		bossStands expedition.ErrRegionBossStands
	)
	switch {
	case errors.Is(err, expedition.ErrRoomNotCleared{}):
		return fmt.Sprintf("You can only slip out from a cleared room. Deal with this one first, or `%sretreat` to the last one.", prefix)
	case errors.As(err, &resumable):
		return fmt.Sprintf("A %s expedition can't be resumed. `%sexpedition start <zone>` begins a new one.", resumable.Status, prefix)
	case errors.As(err, &expired):
		return fmt.Sprintf("The seven days are up: that expedition can't be resumed any more. `%sexpedition start <zone>` begins a new one.", prefix)
	case errors.As(err, &already):
		return fmt.Sprintf("That expedition is already %s.", already.Status)
	case errors.As(err, &order):
		return "Regions are crossed in order."
	case errors.As(err, &bossStands):
		return "The region's boss still stands between you and the next region."
	case errors.Is(err, expedition.ErrBaseCampRequired{}):
		return fmt.Sprintf("The last region is no place to arrive without a base camp behind you. `%sretreat` out of the boss's room, then `%scamp base` in any cleared room of this region but a trap room: it is the day's one camp, so if you camped today it waits for the 06:00 briefing.", prefix, prefix)
	case errors.Is(err, expedition.ErrNoBaseCamp{}):
		return fmt.Sprintf("You haven't set a base camp. `%scamp base` in a region with a base-camp site (Tier 4–5, day 3+, region boss down).", prefix)
	case errors.Is(err, expedition.ErrAtBaseCamp{}):
		return "You're at the base camp already."
	}
	return ""
}

// restRefusal words the refusals of rests, forced rests and walking back
// (rules §3, §8.12, §9.3); "" for
// another error.
func restRefusal(err error, prefix string) string {
	var (
		rest     expedition.ErrRestDenied
		siege    expedition.ErrSiegeRevisit
		floor    expedition.ErrSupplyFloor
		mustRest expedition.ErrMustRest
		bossRest expedition.ErrBossNeedsRest
	)
	switch {
	case errors.As(err, &rest):
		return fmt.Sprintf("No rest here: %s.", rest.Reason)
	case errors.As(err, &mustRest) && mustRest.CampMade:
		return fmt.Sprintf("Heat exhaustion: you can't go on like this, and %s: rest it off then, or `%sextract`.", campSpent, prefix)
	case errors.As(err, &mustRest) && !mustRest.Funds.LongRest():
		return fmt.Sprintf("Heat exhaustion: you can't go on like this, and only a camp's long rest lifts it: %s. `%sextract` is the way out.", noLongRestCamp(mustRest.Funds), prefix)
	case errors.As(err, &mustRest):
		return fmt.Sprintf("Heat exhaustion: you can't go on like this. `%scamp standard` (or better) to rest it off, or `%sextract`.", prefix, prefix)
	case errors.As(err, &bossRest) && bossRest.CampMade:
		return fmt.Sprintf("This boss is faced only fully rested: full HP, and every hit die, spell slot and feature use back. No camp now: %s; then `%scamp standard` in this cleared room is that long rest, and `%sadvance`.", campSpent, prefix, prefix)
	case errors.As(err, &bossRest) && !bossRest.Funds.LongRest():
		return fmt.Sprintf("This boss is faced only fully rested: full HP, and every hit die, spell slot and feature use back. Only a camp's long rest gives that, and %s. `%sextract` is the way out.", noLongRestCamp(bossRest.Funds), prefix)
	case errors.As(err, &bossRest):
		return fmt.Sprintf("This boss is faced only fully rested: full HP, and every hit die, spell slot and feature use back. `%scamp standard` in this cleared room is a long rest; then `%sadvance`.", prefix, prefix)
	case errors.As(err, &siege):
		return fmt.Sprintf("Threat %d: too dangerous to retrace your steps. Forward, or `%sextract`.", siege.Level, prefix)
	case errors.As(err, &floor):
		return fmt.Sprintf("Your packs hold %s, less than a day's burn (%s): no detours on what's left. Forward, or `%sextract` while you can.",
			SU(floor.Have), SU(floor.Need), prefix)
	}
	return ""
}

// PortalClosedText refuses a new expedition or a standalone run into zone
// while its portal is closed since its collapse (rules §8.12): when it reopens, on the
// reader's clock, and where to go meanwhile.
func PortalClosedText(zone string, until time.Time, at Moment, prefix string) string {
	return fmt.Sprintf("🌀 **%s** is closed: the portal collapsed, and it reopens %s, your time. Until then `%szone list` shows where else you can go.",
		mdtext.Escape(zone), at.When(until), prefix)
}

// CampBrokenText answers `!camp break` (rules §8.10): the camp packed up
// still counts as the day's one camp and the 06:00 night is rolled
// against it as it was made; a fortified or base camp packed up gives no
// waking bonus.
func CampBrokenText(t expedition.CampType) string {
	wake := ""
	if def, ok := expedition.CampDefOf(t); ok && !def.WakeHP.IsZero() {
		wake = " (but with no waking bonus)"
	}
	return fmt.Sprintf("🏕️ You pack up the %s camp. It still counts as today's one camp: at 06:00 the night is rolled against it "+
		"as you made it%s, and you can't make another camp before then.", t, wake)
}

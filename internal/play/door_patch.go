package play

import (
	"errors"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The autopilot's patch-up at a door (rules §10.2): when a walk stops
// before an elite's or boss's door, it takes short rests for the player
// while HP is below DoorPatchHPPct percent of the maximum, for a caster
// while fewer than DoorPatchSlotsPct percent of its spell slots (weighed
// by level, SlotsPct) are left, and for a Fighter while a use of Action
// Surge or Second Wind is spent (a short rest gives them back, and the
// Fighter's boss fights are won or lost on them). Measured on the
// simulator's casual player, resting at the door is what lifts its Tier 4
// and 5 clear rates to their targets (rules §10.4).
const (
	DoorPatchHPPct    = 80
	DoorPatchSlotsPct = 50
)

// DoorPatchIn is what the patch-up at a door looks at: the expedition,
// the player's position (expedition.Position: the room before the door),
// the character, the world seed and the player (a rest's die is keyed by
// them and its instant, RestStream, as `!rest short`'s), when the walk
// stopped, and the door (expedition.StopElite or StopBoss).
type DoorPatchIn struct {
	Exp   expedition.Expedition
	Pos   expedition.Position
	Char  rules.Character
	World uint64
	User  string
	Now   time.Time
	Door  expedition.WalkStop
}

// DoorPatchWhyNot says why the patch-up stopped with HP or slots still
// below its thresholds ("" when it did not: nothing was needed, or the
// rests brought the character up to them).
type DoorPatchWhyNot string

// Why a patch-up stops short (rules §3.1, §8.8, §8.12).
const (
	PatchNoHitDice DoorPatchWhyNot = "no hit dice" // rules §3.1: a short rest spends a hit die
	PatchSiege     DoorPatchWhyNot = "siege"       // rules §8.8: no short rest in Siege Mode
	PatchNothing   DoorPatchWhyNot = "nothing"     // a short rest would give back none of what is missing
	PatchFullRest  DoorPatchWhyNot = "full rest"   // rules §8.12: this boss wants a long rest, not short ones
	PatchRefused   DoorPatchWhyNot = "refused"     // any other refusal (a fight, a lockout, the expedition over)
)

// DoorPatch is what the patch-up did: the character after it, the short
// rests taken (each an hour), HP before and after (of HPMax), the spell
// slots given back (of every level), the features whose uses came back
// (Action Surge, Second Wind), when the last rest ends (the character
// rests until then; zero with no rest) and why it stopped short (WhyNot).
type DoorPatch struct {
	Char     rules.Character
	Rests    int
	HPFrom   int
	HPTo     int
	HPMax    int
	Slots    int
	Features []rules.FeatureID
	Until    time.Time
	WhyNot   DoorPatchWhyNot
	// Hut: a rest stood under the character's Tiny Hut in Siege Mode
	// (rules §1.7, §8.8), its one use now spent.
	Hut bool
}

// PatchAtDoor is the autopilot's patch-up when a walk stops before an
// elite's or boss's door (rules §10.2): short rests, one after another
// (each at the end of the one before, an hour apart, rules §3.1), while
// HP is below DoorPatchHPPct, a caster's slots below DoorPatchSlotsPct or
// a short-rest feature spent, as long as the expedition allows a short
// rest where the player stands (expedition.CheckShortRest: not in Siege
// Mode) and the rest gives back something that is below its threshold: HP
// (a hit die left), for the slots a slot a short rest restores, or the
// spent feature. Before a boss faced only fully
// rested (rules §8.12) it takes none: only a long rest opens that door.
// It never fails: a rest refused ends the patch-up, with WhyNot saying
// why.
func PatchAtDoor(in DoorPatchIn) DoorPatch {
	ch := in.Char
	p := DoorPatch{Char: ch, HPFrom: ch.HP, HPTo: ch.HP, HPMax: rules.MaxHP(ch)}
	if !patchWanted(ch) {
		return p
	}
	if in.Door == expedition.StopBoss && expedition.CheckBossDoor(in.Exp, ch) != nil {
		p.WhyNot = PatchFullRest
		return p
	}
	at := in.Now
	for patchWanted(ch) {
		hut, why := patchRefusal(in, ch)
		if why != "" {
			p.WhyNot = why
			break
		}
		rest := ShortRestDice
		if hut {
			rest = HutRestDice
		}
		next, rep, err := rest(ch, in.World, in.User, at, expedition.ShortRestDice(in.Exp))
		if err != nil || !rep.Recovered() {
			p.WhyNot = PatchRefused
			break
		}
		p.Hut = p.Hut || hut
		ch = next
		p.Rests++
		p.Slots += rep.SlotsRestored.Total()
		for _, id := range rep.FeaturesRecharged {
			if !slices.Contains(p.Features, id) {
				p.Features = append(p.Features, id)
			}
		}
		at = ch.LockoutUntil
	}
	p.Char, p.HPTo = ch, ch.HP
	if p.Rests > 0 {
		p.Until = ch.LockoutUntil
	}
	return p
}

// patchWanted reports whether ch is below a patch-up threshold: HP under
// DoorPatchHPPct, spell slots under DoorPatchSlotsPct, or a use of a
// short-rest feature spent.
func patchWanted(ch rules.Character) bool {
	return HPPct(ch) < DoorPatchHPPct || SlotsPct(ch) < DoorPatchSlotsPct || rules.ShortRestFeaturesSpent(ch)
}

// patchRefusal is why no short rest is taken for ch now, or "": the
// expedition's refusals (Siege Mode first, unless ch's Tiny Hut shelters
// the rest at a boss's door: hut, the autopilot keeps the hut for the
// boss), no hit die left, or a rest that would give back none of what is
// below its threshold (a spent short-rest feature always comes back).
func patchRefusal(in DoorPatchIn, ch rules.Character) (hut bool, why DoorPatchWhyNot) {
	var denied expedition.ErrRestDenied
	err := expedition.CheckShortRest(in.Exp, in.Pos)
	if errors.As(err, &denied) && denied.Reason == expedition.RestSiege &&
		in.Door == expedition.StopBoss && expedition.HutShelters(in.Exp, ch) {
		hut, err = true, nil
	}
	switch {
	case errors.As(err, &denied) && denied.Reason == expedition.RestSiege:
		return false, PatchSiege
	case err != nil:
		return false, PatchRefused
	case ch.HitDice <= 0:
		return false, PatchNoHitDice
	}
	hpHelps := HPPct(ch) < DoorPatchHPPct
	slotsHelp := SlotsPct(ch) < DoorPatchSlotsPct &&
		rules.ShortRestSlots(ch).Total() > 0
	if !hpHelps && !slotsHelp && !rules.ShortRestFeaturesSpent(ch) {
		return false, PatchNothing
	}
	return hut, ""
}

// HPPct is ch's HP as a whole percentage of its maximum (0 for a
// character without one).
func HPPct(ch rules.Character) int {
	m := rules.MaxHP(ch)
	if m <= 0 {
		return 0
	}
	return ch.HP * 100 / m
}

// SlotsPct is ch's spell slots left as a whole percentage of its maximum,
// each slot weighed by its level (a 3rd-level slot counts three 1st-level
// ones); 100 for a character without slots.
func SlotsPct(ch rules.Character) int {
	weigh := func(t rules.SlotTable) int {
		w := 0
		for l := 1; l <= rules.MaxSpellLevel; l++ {
			w += l * t.At(l)
		}
		return w
	}
	m := weigh(rules.MaxSlots(ch))
	if m <= 0 {
		return 100
	}
	return weigh(ch.Slots) * 100 / m
}

// Decision is the patch-up as the walk's decision for `!why` (rules
// §10.6), at the door of node (label) from room: the rests taken, or why
// none could be while HP or slots were low (no hit dice, Siege Mode); ok
// false when there is nothing to tell (nothing was needed, or the boss
// wants a long rest, which the stop itself says).
func (p DoorPatch) Decision(stop expedition.WalkStop, room int, node zonegraph.NodeID, label string) (Decision, bool) {
	if p.Rests == 0 && p.WhyNot != PatchNoHitDice && p.WhyNot != PatchSiege {
		return Decision{}, false
	}
	return Decision{Kind: DecidePatch, Rule: RuleDoorPatch, Stop: stop, Room: room, Node: node, Label: label,
		HP: p.HPFrom, MaxHP: p.HPMax, Pct: DoorPatchHPPct, Until: p.Until, Rests: p.Rests, HPTo: p.HPTo,
		Slots: p.Slots, Features: p.Features, Why: string(p.WhyNot)}, true
}

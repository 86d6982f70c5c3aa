package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
)

// DoorPatchText is what a walk that stopped at an elite's or boss's door
// says of the autopilot's patch-up there (play.PatchAtDoor, rules §10.2):
// the short rests taken, an hour each, with the HP and spell slots they
// gave back and when the rest ends; with none taken while HP or slots were
// low, why (no hit dice, Siege Mode). "" when there is nothing to say:
// nothing was needed, or the boss wants a long rest, which the stop says.
func DoorPatchText(p play.DoorPatch, at Moment) string {
	if p.Rests == 0 {
		switch p.WhyNot {
		case play.PatchNoHitDice:
			return "🩹 No patch-up at the door: you have no hit dice left for a short rest (a long rest gives them back)."
		case play.PatchSiege:
			return "🩹 No patch-up at the door: Siege Mode allows no short rest."
		}
		return ""
	}
	s := fmt.Sprintf("🩹 At the door I patched you up: %s; you rest till %s.", patchGot(p, "your"), at.When(p.Until))
	switch p.WhyNot {
	case play.PatchNoHitDice:
		s += " No hit dice left for more."
	case play.PatchSiege:
		s += " Siege Mode allows no more."
	}
	return s
}

// MemberDoorPatchText is what the walk says of the patch-up a party
// member named name took at the door on their own hit dice (rules §8.23,
// §10.2): "" when they took no rest.
func MemberDoorPatchText(name string, p play.DoorPatch, at Moment) string {
	if p.Rests == 0 {
		return ""
	}
	return fmt.Sprintf("🩹 I patched up **%s** too: %s; they rest till %s.", mdtext.Escape(name),
		patchGot(p, "their"), at.When(p.Until))
}

// patchGot is what a patch-up's rests gave: "2 short rests (2h), HP
// 31 → 56/70, 2 spell slots back", "1 short rest (1h), HP 150 → 171/186,
// Action Surge and Second Wind back", "1 short rest (1h) under your Tiny
// Hut, ..." when Siege Mode allowed it only under the hut (whose: "your",
// "their"; rules §8.8).
func patchGot(p play.DoorPatch, whose string) string {
	first := fmt.Sprintf("%s (%s)", plural(p.Rests, "short rest", "short rests"), Duration(time.Duration(p.Rests)*rules.ShortRestLockout))
	if p.Hut {
		first += " under " + whose + " Tiny Hut"
	}
	parts := []string{first}
	if p.HPTo != p.HPFrom {
		parts = append(parts, fmt.Sprintf("HP %d → %d/%d", p.HPFrom, p.HPTo, p.HPMax))
	}
	if p.Slots > 0 {
		parts = append(parts, plural(p.Slots, "spell slot", "spell slots")+" back")
	}
	if len(p.Features) > 0 {
		names := make([]string, len(p.Features))
		for i, id := range p.Features {
			names[i] = FeatureName(id)
		}
		parts = append(parts, List(names)+" back")
	}
	return strings.Join(parts, ", ")
}

// patchDecision is a patch-up decision for `!why`.
func (w Why) patchDecision(d play.Decision) string {
	door := mdtext.Escape(d.Label)
	who := ""
	if d.Who != "" { // a party member's own patch-up (rules §8.23)
		who = ", " + w.subject(d)
	}
	if d.Rests == 0 {
		why := w.subject(d) + " had no hit dice left"
		if d.Why == string(play.PatchSiege) {
			why = "Siege Mode allows none"
		}
		return fmt.Sprintf("🩹 At the door of **%s**%s, HP %s: no short rest, as %s", door, who, hpPct(d.HP, d.MaxHP), why)
	}
	return fmt.Sprintf("🩹 At the door of **%s**%s: %s; resting until %s", door, who, patchGot(play.DoorPatch{Rests: d.Rests, HPFrom: d.HP, HPTo: d.HPTo, HPMax: d.MaxHP, Slots: d.Slots, Features: d.Features}, ""), dayClock(w.At, d.Until))
}

// doorPatchRule is the patch-up's rule in words (rules §10.2).
func doorPatchRule() string {
	return fmt.Sprintf("at an elite's or boss's door I take short rests for you while HP is below %d%%, a caster has under %d%% of its spell slots or a Fighter has Action Surge or Second Wind spent",
		play.DoorPatchHPPct, play.DoorPatchSlotsPct)
}

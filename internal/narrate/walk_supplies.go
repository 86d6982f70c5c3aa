package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
)

// walkShort says why the next walk from at stops for supplies
// (expedition.WalkSupplied false, the check every walk makes, rules
// §10.2): the packs, or what the 06:00 burn leaves of them when the
// rollover comes first, against a day's burn; then the way on by hand or
// out.
func walkShort(e expedition.Expedition, at Moment, prefix string) string {
	burn := expedition.DailyBurn(e).Total
	way := fmt.Sprintf("`%sadvance` still walks you on by hand, or `%sextract` from a cleared room takes you home", prefix, prefix)
	if expedition.DawnBeforeWalk(e, at.Now, at.loc()) {
		return fmt.Sprintf("At 06:00 the day's burn (%s) leaves your packs %s, less than a day's burn, so no walk goes on from there: %s.",
			SU(burn), SU(expedition.WalkSupplies(e, 0, at.Now, at.loc())), way)
	}
	return fmt.Sprintf("Your packs hold %s, less than a day's burn (%s a day), so no walk goes on: %s.", SU(e.Supplies.Current), SU(burn), way)
}

// walksOn is line, a promise that a walk goes on from at, when the next
// walk passes the supply check (expedition.WalkSupplied, rules §10.2);
// else lead and why the walk stops there (walkShort).
func walksOn(e expedition.Expedition, at Moment, prefix, line, lead string) string {
	if expedition.WalkSupplied(e, 0, at.Now, at.loc()) {
		return line
	}
	return lead + walkShort(e, at, prefix)
}

// AutorunOnText is `!expedition run on`'s answer for expedition e at at
// (rules §10.3): the background walk is on, up to rooms rooms a walk,
// in zone. When its next walk would stop for supplies
// (expedition.WalkSupplied, the check the walk makes) it says so first,
// with the way on by hand or out: the walk is on, but walks nowhere
// until the packs hold a day's burn. waits: where the player stands
// holds the walk until they move themselves (AutorunWaits: behind the
// frontier, at an elite's, the boss's or an avoided trap's door, HP at or
// below the walking floor, a camp made today standing until the next
// rollover, rules §10.2, §10.3), "" when it does not; the answer then says
// so.
func AutorunOnText(e expedition.Expedition, at Moment, rooms int, waits AutorunWait, prefix string) string {
	on := fmt.Sprintf("🚶 **Auto-walk on.** Every two hours or so, while you're not fighting, resting or camped (and never at night), I'll walk up to %d rooms of **%s** for you and DM you what happened. Same stops as `%sexpedition run`; `%sexpedition run off` hands the map back.",
		rooms, ZoneName(e.ZoneID), prefix, prefix)
	if waits == WaitCamp {
		return fmt.Sprintf("🚶 **Auto-walk on**, but it won't take a step yet: today's camp stands, and I don't walk while it does. I walk on from the next briefing, at %s; `%scamp break` packs the camp up sooner (its night is still rolled), and `%sexpedition run off` hands the map back.",
			at.When(expedition.NextRollover(e, at.loc()).Add(expedition.AutorunQuiet)), prefix, prefix)
	}
	if line := waits.text(prefix); line != "" {
		return fmt.Sprintf("🚶 **Auto-walk on**, but it won't take a step yet: %s; `%sexpedition run off` hands the map back.", line, prefix)
	}
	if expedition.WalkSupplied(e, 0, at.Now, at.loc()) {
		return on
	}
	return fmt.Sprintf("🚶 **Auto-walk on**, but it won't take a step yet. %s I walk on by myself once your packs hold a day's burn; `%sexpedition run off` hands the map back.",
		walkShort(e, at, prefix), prefix)
}

// AutorunWait is what holds the background walk where the player stands
// until they move themselves (rules §10.2, §10.3): "" none.
type AutorunWait string

// Background-walk waits.
const (
	WaitBehind AutorunWait = "behind" // behind the frontier
	WaitElite  AutorunWait = "elite"  // at an elite's door
	WaitBoss   AutorunWait = "boss"   // at the boss's door
	WaitTrap   AutorunWait = "trap"   // at a trap room's door the rules avoid
	WaitLowHP  AutorunWait = "low_hp" // HP at or below the walking floor
	WaitCamp   AutorunWait = "camp"   // a camp made today stands
)

// text says what holds the walk and the player's way on; "" for none.
func (w AutorunWait) text(prefix string) string {
	switch w {
	case WaitBehind:
		return fmt.Sprintf("you stand behind the frontier, and I only walk on from it. `%sadvance` forward to new ground and I take it from there", prefix)
	case WaitElite:
		return fmt.Sprintf("the next room is an elite's, and I don't walk you into those. `%sadvance` when you're ready and I take it from there", prefix)
	case WaitBoss:
		return fmt.Sprintf("the next room is the boss's, and that door is yours. `%sadvance` when you're ready", prefix)
	case WaitTrap:
		return fmt.Sprintf("the next room is a trap room, and your rules say never take trap edges. `%sadvance` walks you in by hand", prefix)
	case WaitLowHP:
		return fmt.Sprintf("your HP is at or below the floor I walk you at (`%sautopilot` shows it), and I don't walk you on like that. `%srest` shows the rests you can take; above the floor I take it from there", prefix, prefix)
	}
	return ""
}

package fight

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// outcomeText reports a settled fight: how it ended, the character's HP
// and slots after it, XP and a level-up pointer, and the recovery time of
// a downed character.
func outcomeText(set combat.Settlement, at narrate.Moment) string {
	o := set.Outcome
	ch := set.Character
	var b strings.Builder
	b.WriteString(outcomeHead(set, at))
	if o.Result != combat.ResultDowned {
		fmt.Fprintf(&b, "\n**%s** HP %s", ch.Name, narrate.HPText(ch))
		if rules.MaxSlots(ch).Total() > 0 {
			b.WriteString(" · Slots " + narrate.SlotsText(ch))
		}
	}
	xp := narrate.XPGained(set.LevelUp)
	if o.Result == combat.ResultDowned || o.Result == combat.ResultFled { // a run's loss follows (rules §6.9)
		xp = narrate.XPBeforeLoss(set.LevelUp)
	}
	if xp != "" {
		b.WriteString("\n" + xp)
	}
	if set.LevelUp.LevelledUp() {
		fmt.Fprintf(&b, "\n🎉 **Level %d!** What changed is in your DMs.", set.LevelUp.NewLevel)
	}
	return b.String()
}

// outcomeHead is how a settled fight ended, in its rounds: a win (see
// wonHead), down with the time back on your feet (at 1 HP) or, a party's
// seat the others carried, coming to at once, fled, or the round limit's
// win or loss.
func outcomeHead(set combat.Settlement, at narrate.Moment) string {
	o := set.Outcome
	switch o.Result {
	case combat.ResultWon:
		return wonHead(set)
	case combat.ResultDowned:
		if set.Character.HP > 0 && !set.Character.IsRecovering(at.Now) { // a party's seat the others carried (rules §2.13): no knock-out
			return fmt.Sprintf("💀 **Down** in round %d, but the party saw the fight through and carried you: you come to at %d HP.",
				o.Rounds, set.Character.HP)
		}
		return fmt.Sprintf("💀 **Down** in round %d. You're out of it until %s: no fights and no rests until you're back on your feet, at %d HP.",
			o.Rounds, at.When(set.Character.DownUntil), rules.KnockOutWakeHP)
	case combat.ResultFled:
		return fmt.Sprintf("🏃 **You flee** after %s, wounds and all.", rounds(o.Rounds))
	case combat.ResultTimeoutWon:
		return fmt.Sprintf("⌛ **Time!** After %s nobody has fallen, but you held the field: it counts as a win.", rounds(o.Rounds))
	case combat.ResultTimeoutLost:
		return fmt.Sprintf("⌛ **Time!** After %s you're the one losing ground, so you fall back, wounds kept.", rounds(o.Rounds))
	}
	return ""
}

// wonHead is a won fight's ending: a victory, one with foes that escaped,
// or none killed and the foe away, and the near-death win's quarter more
// XP when it paid any.
func wonHead(set combat.Settlement) string {
	o := set.Outcome
	var head string
	switch {
	case len(o.Kills) == 0 && len(o.Escaped) > 0:
		head = fmt.Sprintf("🏃 **It got away** after %s: %s.", rounds(o.Rounds), narrate.EscapedText(o.Escaped, o.Practice, narrate.XPCappedFor(set.LevelUp)))
	case len(o.Escaped) > 0:
		head = fmt.Sprintf("🏆 **Victory** in %s, though %s.", rounds(o.Rounds), narrate.EscapedText(o.Escaped, o.Practice, narrate.XPCappedFor(set.LevelUp)))
	default:
		head = fmt.Sprintf("🏆 **Victory** in %s.", rounds(o.Rounds))
	}
	if o.NearDeath && o.XP > 0 {
		head += " That was close: a near-death win" + nearDeathHP(set) + " pays a quarter more XP."
	}
	return head
}

// nearDeathHP is the HP a near-death win was at when a level-up has
// since raised it (" at 4/30 HP, before the level-up"), so the line does
// not sit beside a healthy HP it never had; "" otherwise (the HP line
// below shows it).
func nearDeathHP(set combat.Settlement) string {
	up := set.LevelUp
	if !up.LevelledUp() {
		return ""
	}
	won := set.Character.HP - max(0, up.HPMaxAfter-up.HPMaxBefore)
	return fmt.Sprintf(" (at %d/%d HP, before the level-up)", max(1, won), up.HPMaxBefore)
}

// rounds renders "1 round", "4 rounds".
func rounds(n int) string {
	if n == 1 {
		return "1 round"
	}
	return fmt.Sprintf("%d rounds", n)
}

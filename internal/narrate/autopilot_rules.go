package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
)

// AutopilotRules is what `!autopilot` shows (rules §10.5): the player's
// rules, the default low-HP floor (GOGOBEE_AUTOPILOT_MIN_HP, else
// play.DefaultPolicy's), the command prefix and how long an idle fork
// waits.
type AutopilotRules struct {
	Rules        play.Rules
	DefaultFloor int
	Prefix       string
	IdleWait     string
}

// AutopilotRulesText shows the defaults first, then the rules the player
// changed, then how to change them.
func AutopilotRulesText(a AutopilotRules) string {
	p := a.Prefix
	out := []string{
		fmt.Sprintf("🧭 **Autopilot rules** · what `%sexpedition run` and the background walk go by", p),
		"**The defaults**",
		fmt.Sprintf("- ❤️ Rest below **%d%%**: a walk stops when HP is at or below %d%% of your maximum (`GOGOBEE_AUTOPILOT_MIN_HP`).", a.DefaultFloor, a.DefaultFloor),
		"- 🧪 In the fights a room settles by itself, " + PotionRule() + ".",
		fmt.Sprintf("- 🚶 At most **%d** rooms a walk, **%d** in the background; no walking at night (21:00–06:00), below a day's supplies or while you rest; a stop after each level-up.",
			expedition.AutopilotRooms, expedition.AutorunRooms),
		fmt.Sprintf("- 🔀 Forks are yours; left %s, I take the first open way a walk would take, never through an elite's or the boss's door, and a pick due at night waits for the morning.", a.IdleWait),
		"- ★ Stop before elites; ☠ always stop before the boss, to rest and restock.",
		fmt.Sprintf("- 🩹 At an elite's or the boss's door I patch you up: short rests, an hour each, while HP is below **%d%%**, a caster has under **%d%%** of its spell slots or a Fighter has Action Surge or Second Wind spent, as long as a short rest is allowed there and gives something back. Always on.",
			play.DoorPatchHPPct, play.DoorPatchSlotsPct),
		"- 🪤 Trap edges allowed; no wake-up call for bosses.",
		"**Yours**",
	}
	r := a.Rules
	if r.IsDefault() {
		out = append(out, "- Nothing changed: the defaults hold.")
	}
	if r.RestBelowPct > 0 {
		if r.RestBelowPct == a.DefaultFloor {
			out = append(out, fmt.Sprintf("- ❤️ Rest below **%d%%**, the default.", r.RestBelowPct))
		} else {
			out = append(out, fmt.Sprintf("- ❤️ Rest below **%d%%** (instead of %d%%).", r.RestBelowPct, a.DefaultFloor))
		}
	}
	if r.AvoidTrapEdges {
		out = append(out, "- 🪤 Never take trap edges: an idle fork's pick passes trap rooms over, and a walk stops at a trap room's door.")
	}
	if r.EnterElites {
		out = append(out, fmt.Sprintf("- ★ Walk into elites: a walk takes you through an elite's door, and so may an idle fork's pick while you're at half HP or more; the elite waits inside for your `%sfight`, with no patch-up at its door.", p))
	}
	if r.WakeForBoss {
		out = append(out, "- ⏰ Wake me for bosses: a DM when a walk stops at the boss's door.")
	}
	forms := make([]string, 0, len(play.RuleForms()))
	for _, f := range play.RuleForms() {
		forms = append(forms, "`"+p+"autopilot "+f+"`")
	}
	out = append(out, "Change one: "+strings.Join(forms, ", ")+fmt.Sprintf(". `%swhy` explains your last walk.", p))
	return strings.Join(out, "\n")
}

// PotionRule says in plain words when the standard combat policy drinks a
// healing potion (rules §2.12): below play.HealBelowPct of max HP, only
// when the heal is worth the action (combat's healPays: the foes would
// not all fall to this turn's attack, and it heals more than they are
// expected to deal in a round), the last one kept until a round could
// drop the player.
func PotionRule() string {
	return fmt.Sprintf("a healing potion below **%d%%** HP when it heals more than a round of the foes' expected damage and they won't all fall this turn; the last one only when a round could drop you", play.HealBelowPct())
}

// RuleSet is a change of the player's autopilot rules: the rule as it is
// read (play.RuleText), whether it was a reset, whether the player has no
// character yet (the rules are the player's and wait for one), and the
// command prefix.
type RuleSet struct {
	Rule        string
	Reset       bool
	NoCharacter bool
	Prefix      string
}

// AutopilotRuleSet confirms a change of the player's rules.
func AutopilotRuleSet(s RuleSet) string {
	out := fmt.Sprintf("🧭 Noted: **%s**. Your next walk goes by it; `%sautopilot` shows all your rules.", mdtext.Escape(s.Rule), s.Prefix)
	if s.Reset {
		out = fmt.Sprintf("🧭 Back to the defaults. `%sautopilot` shows them.", s.Prefix)
	}
	if s.NoCharacter {
		out += fmt.Sprintf("\nYou have no character yet: your rules are kept for you and hold for the one `%schar create` makes.", s.Prefix)
	}
	return out
}

// BossWakeDM is the DM of the "wake me for bosses" rule: the walk stopped
// at the door of label, the boss's room of zone.
func BossWakeDM(zone, label, prefix string) string {
	return fmt.Sprintf("⏰ **Wake up!** You asked me to wake you for bosses: my walk in **%s** stopped at the door of **%s**, the boss's room. Rest and restock, then `%sadvance`.",
		mdtext.Escape(zone), mdtext.Escape(label), prefix)
}

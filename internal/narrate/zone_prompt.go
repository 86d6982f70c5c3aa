package narrate

import (
	"fmt"

	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkPromptText renders a fork prompt: every way out
// in prompt order, numbered for `!zone go <n>` and for a reaction with the
// way's keycap (1️⃣, 2️⃣). An open way shows its room
// (a way found by a passed check says so); a closed way shows only its
// hint, as a teaser, and why it is closed. The footer says how to answer
// and which way TwinBee picks after idleWait for ch as it is now
// (play.IdleWay under the default rules), or that it picks none.
func ForkPromptText(g zonegraph.Graph, p zonerun.Prompt, ch rules.Character, prefix, idleWait string) string {
	return ForkPromptFor(g, p, zonerun.Run{}, ch, play.Rules{}, prefix, PickWait{For: idleWait})
}

// PickWait is when TwinBee picks at a fork left alone, as its prompt's
// footer tells it (rules §6.4): For, the wait ("6h", "till 06:30 (in
// 10m)"), unless HeldBy names the monsters of an encounter waiting for
// the player, which hold the pick until they are fought
// (play.IdlePickHeld).
type PickWait struct {
	For    string
	HeldBy []content.MonsterID
	// Voters are the names of a party's members other than its leader,
	// whose reactions are votes (rules §6.4): the footer says so.
	Voters []string
	// Vote is the party's vote standing, which a fork left idle goes
	// instead of TwinBee's pick (rules §6.4).
	Vote *expedition.VoteTally
}

// votersHint is the footer's sentence for a party's fork: the members
// vote by reacting, and a fork left idle goes the party's vote.
func (w PickWait) votersHint() string {
	if len(w.Voters) == 0 {
		return ""
	}
	names := make([]string, len(w.Voters))
	for i, n := range w.Voters {
		names[i] = "**" + mdtext.Escape(n) + "**"
	}
	return fmt.Sprintf("\n🗳️ %s %s by reacting too; left idle, the fork goes the party's vote, if anyone voted.", List(names), agree(len(names), "votes", "vote"))
}

// heldBy is the sentence of a fork whose pick an encounter holds: the
// way TwinBee would pick (room) waits for the fight, as every move does.
func (w PickWait) heldBy(room, prefix string) string {
	return fmt.Sprintf(" Left alone I'd pick **%s** for you, but the fork waits until %s %s dealt with: `%sfight`.",
		room, theFoes(w.HeldBy), agree(len(w.HeldBy), "is", "are"), prefix)
}

// theFoes names monsters ids by name: "the **Drow**", "the **Drow** and
// the **Goblin**", a foe met more than once named once with its count
// ("the **Kobold** ×2"), as a plural would misspell some names.
func theFoes(ids []content.MonsterID) string {
	var names []string
	count := map[string]int{}
	for _, id := range ids {
		name := string(id)
		if m, ok := content.MonsterByID(id); ok {
			name = m.Name
		}
		if count[name] == 0 {
			names = append(names, name)
		}
		count[name]++
	}
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = "the **" + mdtext.Escape(n) + "**"
		if count[n] > 1 {
			parts[i] += fmt.Sprintf(" ×%d", count[n])
		}
	}
	return List(parts)
}

// ForkPromptFor is ForkPromptText for a player with the autopilot rules
// mine (rules §10.5): the footer names the way TwinBee picks at run r's
// fork under them, and when (wait). While r's rooms shift (rules §8.12) it warns that a
// way may open onto another's room.
func ForkPromptFor(g zonegraph.Graph, p zonerun.Prompt, r zonerun.Run, ch rules.Character, mine play.Rules, prefix string, wait PickWait) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🔀 **The way forks.** Where to?\n")
	for i, o := range p.Options {
		fmt.Fprintf(&b, "%d. %s\n", i+1, OptionText(g, o))
	}
	if p.OpenCount() == 0 {
		fmt.Fprintf(&b, "Every way is shut to you. `%szone abandon` walks you out.", prefix)
		return b.String()
	}
	if r.Mods.RoomsShift && p.OpenCount() >= 2 {
		b.WriteString("🌀 The rooms are shifting: a way may open onto another open way's room (one time in three).\n")
	}
	fmt.Fprintf(&b, "Choose with `%szone go <n>`%s.", prefix, reactHint(p))
	i, passed := play.IdleWay(p, r, g, ch, mine)
	passes := func(why play.PassReason) bool {
		return slices.ContainsFunc(passed, func(w play.PassedWay) bool { return w.Why == why })
	}
	voted := wait.Vote != nil && wait.Vote.Way >= 1 && wait.Vote.Way <= len(p.Options)
	if voted {
		i, passed = wait.Vote.Way, nil // the party's vote goes before TwinBee's pick
	}
	switch {
	case voted && len(wait.HeldBy) == 0:
		fmt.Fprintf(&b, " Leave it %s and I'll walk the party's vote, way %d, **%s**.", wait.For, i, mdtext.Escape(g.Nodes[p.Options[i-1].To].Label))
	case i > 0 && len(wait.HeldBy) > 0:
		b.WriteString(wait.heldBy(mdtext.Escape(g.Nodes[p.Options[i-1].To].Label), prefix))
	case i > 0:
		night := " (at night, I wait for the morning)"
		if strings.HasPrefix(wait.For, "till ") {
			night = "" // the time named already waits out the night (play.IdlePickAt)
		}
		fmt.Fprintf(&b, " Leave it %s and I'll pick **%s** for you%s.",
			wait.For, mdtext.Escape(g.Nodes[p.Options[i-1].To].Label), night)
	case passes(play.PassTrap) && !passes(play.PassElite) && !passes(play.PassBoss) && !passes(play.PassGuarded):
		b.WriteString(" Your rules say never take trap edges and no open way is free of them, so this choice is yours: I won't make it for you.")
	case passes(play.PassGuarded):
		b.WriteString(" Something waits behind every open way and you're badly hurt, so this choice is yours: I won't make it for you.")
	default:
		b.WriteString(" An elite or the boss waits behind every open way, and those doors are yours to go through, so this choice is yours: I won't make it for you.")
	}
	b.WriteString(wait.votersHint())
	return b.String()
}

// reactHint is " or a reaction: 1️⃣ 2️⃣" with the keycaps of the prompt's
// open ways, "" when no open way has one.
func reactHint(p zonerun.Prompt) string {
	var keys []string
	for i, o := range p.Options {
		if k := mdtext.Keycap(i + 1); o.Open && k != "" {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	return " or react with its number (" + strings.Join(keys, " ") + ")"
}

// OptionText is one way out of a fork: "**Main Hall**", "**Side Chapel**
// (you spotted it: Perception 15 vs DC 12)", or for a closed way "🔒 _A
// faint draft from a crack in the wall._ (Perception 9 vs DC 12: you can't
// place it)".
func OptionText(g zonegraph.Graph, o zonerun.Option) string {
	return optionTextBy(g, o, "you")
}

// optionTextBy is OptionText with who (the reader "you", or the walker's
// name in markdown) as the one whose check found or missed the way, so a
// party member reads the leader's roll as the leader's (rules §2.13).
func optionTextBy(g zonegraph.Graph, o zonerun.Option, who string) string {
	if o.Open {
		s := "**" + mdtext.Escape(g.Nodes[o.To].Label) + "**"
		if o.Check != nil {
			s += fmt.Sprintf(" (%s spotted it: %s)", who, CheckText(*o.Check))
		}
		return s
	}
	hint := o.Hint
	if hint == "" {
		hint = "Something lies this way."
	}
	return fmt.Sprintf("🔒 _%s_ (%s)", mdtext.Escape(hint), lockReasonBy(o, who))
}

// LockReasonText says why a way is closed.
func LockReasonText(o zonerun.Option) string { return lockReasonBy(o, "you") }

// lockReasonBy is LockReasonText with who ("you" or a name) as the one
// the way is closed to.
func lockReasonBy(o zonerun.Option, who string) string {
	switch o.Reason {
	case zonerun.ReasonCheckFailed:
		if o.Check != nil && o.Check.Skill != "" {
			return CheckText(*o.Check) + ": " + who + " can't place it"
		}
		if o.Check != nil {
			return CheckText(*o.Check) + ": it won't budge"
		}
		return "it won't open for " + who
	case zonerun.ReasonNoKey:
		return "needs **" + ItemName(o.Lock.KeyID) + "**"
	case zonerun.ReasonLevelTooLow:
		return fmt.Sprintf("needs level %d", o.Lock.MinLevel)
	case zonerun.ReasonRegionUncleared:
		return "opens once this region's boss falls"
	}
	return "closed"
}

// CheckText renders a check: "Perception 15 vs DC 12", "STR 9 vs DC 14".
func CheckText(c zonerun.Check) string {
	name := c.Skill
	if name == "" {
		name = AbilityLabel(c.Ability)
	}
	return fmt.Sprintf("%s %d vs DC %d", name, c.Total, c.DC)
}

// trapText renders a trap room's outcome (rules §6.6).
func trapText(t *zonerun.TrapOutcome) string {
	again := ""
	if t.Rearmed {
		again = "The trap here has been re-armed since you passed (threat Hostile or above). "
	}
	if t.Spotted {
		return fmt.Sprintf("🪤 %sYou spot %s **%s** (%s) and step around it.", again, Article(t.Trap.Name), t.Trap.Name, CheckText(t.Detect))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🪤 %s**%s!** You miss the signs (%s).", again, t.Trap.Name, CheckText(t.Detect))
	if t.Save != nil {
		if t.Save.Passed {
			fmt.Fprintf(&b, " %s save %d vs DC %d: half damage.", AbilityLabel(t.Save.Ability), t.Save.Total, t.Save.DC)
		} else {
			fmt.Fprintf(&b, " %s save %d vs DC %d: no luck.", AbilityLabel(t.Save.Ability), t.Save.Total, t.Save.DC)
		}
	}
	switch {
	case t.Lost == 0 && t.Rolled > 0:
		fmt.Fprintf(&b, " It would have hurt (%d), but you're already hanging on at 1 HP.", t.Rolled)
	case t.Lost < t.Rolled:
		fmt.Fprintf(&b, " %d damage, but you cling on at %d/%d HP.", t.Rolled, t.HP, t.MaxHP)
	default:
		fmt.Fprintf(&b, " %d damage · HP %d/%d.", t.Lost, t.HP, t.MaxHP)
	}
	return b.String()
}

// treasureText renders a secret room's treasure.
func treasureText(e zonerun.Event) string {
	loot := DropsText(e.Drops)
	if loot == "" {
		return "💎 The hiding place is empty. Somebody got here first, centuries ago."
	}
	return fmt.Sprintf("💎 Hidden treasure (loot ×%s): %s.", trimFloat(e.Bias), loot)
}

// trimFloat renders 2 as "2" and 1.5 as "1.5".
func trimFloat(f float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", f), "0"), ".")
}

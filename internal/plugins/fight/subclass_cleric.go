package fight

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Cleric's subclass moves in a fight (rules §1.11): `!warpriest
// [target]` (War) and `!duplicity` (Trickery); Blessed Healer (Life)
// needs no command.

// aimedActions are the one-word actions that take target words after the
// verb, as `!attack` does.
var aimedActions = map[combat.ActionKind]bool{combat.ActWarPriest: true, combat.ActChannel: true}

// actionTarget reads the target words of an aimed one-word action a
// (AutoTarget for none, or for an action that takes none).
func actionTarget(c *bot.Context, row Row, a combat.Action) (int, error) {
	if !aimedActions[a.Kind] || len(c.Args) == 0 {
		return combat.AutoTarget, nil
	}
	return target(row, strings.Join(c.Args, " "), a, c.Prefix())
}

// clericMoves are the Cleric subclass moves open now: War Priest while the
// action and bonus action are free and a use is left, Invoke Duplicity
// while the bonus action is free, a use is left and no double is up.
func clericMoves(st combat.State, cmd func(string) string) []string {
	p := *st.Player()
	var out []string
	if !p.BonusUsed && !p.ActionUsed && featureReady(p.Char, rules.FeatureWarPriest) {
		out = append(out, cmd("warpriest [target]"))
	}
	if !p.BonusUsed && !st.DuplicityUp() && featureReady(p.Char, rules.FeatureInvokeDuplicity) {
		out = append(out, cmd("duplicity"))
	}
	return out
}

// duplicityText is the active line's part for an illusory double that is
// up, "" when none is: "**Invoke Duplicity** (your attacks have
// advantage, 7 more turns)".
func duplicityText(st combat.State) string {
	n := st.DuplicityTurnsLeft()
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return fmt.Sprintf("**%s** (your attacks have advantage, this turn is its last)", narrate.FeatureName(rules.FeatureInvokeDuplicity))
	}
	return fmt.Sprintf("**%s** (your attacks have advantage, %d turns with this one)", narrate.FeatureName(rules.FeatureInvokeDuplicity), n)
}

// duplicityUp words ErrDuplicityUp.
func duplicityUp(st combat.State) error {
	return bot.Errorf("Your illusory double is already at your side (%d turns with this one): another would buy nothing. Attack or cast, with advantage.",
		st.DuplicityTurnsLeft())
}

// warPriestHelp is `!warpriest`'s help line, with the uses the feature's
// record gives.
func warPriestHelp() string {
	return fmt.Sprintf("In a fight (War Cleric, level 3+): War Priest, your Attack action and then one more weapon attack as a bonus action; %s per long rest",
		usesText(rules.FeatureWarPriest))
}

// duplicityHelp is `!duplicity`'s help line.
func duplicityHelp() string {
	return fmt.Sprintf("In a fight (Trickery Cleric, level 3+): Invoke Duplicity, a bonus action: an illusory double gives your attacks and spell attacks advantage for %d rounds; %s per short rest",
		combat.DuplicityTurns, usesText(rules.FeatureInvokeDuplicity))
}

// usesText is feature id's uses per recharge in words: "once", "6 uses".
func usesText(id rules.FeatureID) string {
	f, ok := rules.Feature(id)
	switch {
	case !ok || f.Uses <= 1:
		return "once"
	}
	return fmt.Sprintf("%d uses", f.Uses)
}

package fight

import (
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Warlock's fight words (rules §1.7, §1.11): `!feypresence` (a
// one-word action, oneWordActions), Hex on its foe and the temporary HP
// on the status's active line, the move on the moves line, and the
// refusals.

// feyPresenceHelp is `!feypresence`'s help line.
func feyPresenceHelp() string {
	return "In a fight (Archfey Warlock, level 3+): Fey Presence, your bonus action, once a short rest: every foe that fails a WIS save against your spell DC is frightened (disadvantage on its attacks) until the end of your next turn"
}

// hexActive is the status's part for a Hex on foe i: "**Hex** on Worg
// (+1d6 necrotic on your hits; concentration)".
func hexActive(st combat.State, i int) string {
	p := st.Player()
	return fmt.Sprintf("**%s** on %s (+%s necrotic on your hits; concentration)", narrate.SpellName(rules.Hex), mdtext.Escape(st.Enemies[i].Name), p.MarkDice)
}

// warlockActive are the Warlock's effects at work besides Hex: a Hex
// whose foe fell (the bonus action moves it) and temporary HP.
func warlockActive(st combat.State) []string {
	p := st.Player()
	var out []string
	if p.Char.Concentration == rules.Hex && p.Marked < 0 {
		out = append(out, fmt.Sprintf("**%s** (concentration; its foe fell: `cast hex [target]` moves it, a bonus action and no slot)", narrate.SpellName(rules.Hex)))
	}
	if p.TempHP > 0 {
		out = append(out, fmt.Sprintf("%d temporary HP (%s)", p.TempHP, narrate.FeatureName(p.TempFrom)))
	}
	return out
}

// warlockMoves are the Warlock's moves open now: Fey Presence with the
// action free and its use back.
func warlockMoves(st combat.State, cmd func(string) string) []string {
	if featureReady(st.Player().Char, rules.FeatureFeyPresence) && combat.Takes(st, combat.Action{Kind: combat.ActFeyPresence, Target: combat.AutoTarget}) {
		return []string{cmd("feypresence")}
	}
	return nil
}

// warlockRefusal words the refusals of Fey Presence; nil for another
// error or action.
func warlockRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	if a.Kind != combat.ActFeyPresence {
		return nil
	}
	switch {
	case errors.Is(err, combat.ErrNoFeature) && st.Player().Char.Class != rules.Warlock:
		return bot.Errorf("You have no **Fey Presence**: it is an Archfey Warlock's, from level %d (`%ssubclass` tells what your class can choose).", rules.SubclassLevel, prefix)
	case errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You have no **Fey Presence**: an Archfey Warlock's patron gives it from level %d (`%ssubclass archfey`). `%scast eldritch blast` works for any warlock.", rules.SubclassLevel, prefix, prefix)
	case errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("**Fey Presence** is spent until your next short rest. `%scast eldritch blast` costs nothing.", prefix)
	}
	return nil
}

package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// RestStream is the stream of user's short rest at at (its hit-die roll)
// under the world seed: keyed by the player and the instant, so the bot's
// `!rest short` and the simulator roll the same die for the same rest.
func RestStream(world uint64, user string, at time.Time) *dice.Stream {
	return dice.NewStream(world, "rest", user, at.Unix())
}

// ShortRest is a short rest of user's character at at (rules.ShortRest on
// RestStream): one hit-die charge spent for 1d6 + CON HP, the slot refresh of
// rules §3.1, the short-rest features recharged, a one-hour lockout. Errors:
// the rules' refusals (no hit dice, a lockout, recovering).
func ShortRest(ch rules.Character, world uint64, user string, at time.Time) (rules.Character, rules.RestReport, error) {
	return ShortRestDice(ch, world, user, at, 1)
}

// ShortRestDice is ShortRest spending up to n hit dice (rules.ShortRestDice;
// n is expedition.ShortRestDice on an expedition: two on a party's, rules
// §8.23). Errors: ShortRest's.
func ShortRestDice(ch rules.Character, world uint64, user string, at time.Time, n int) (rules.Character, rules.RestReport, error) {
	return rules.ShortRestDice(ch, RestStream(world, user, at), at, n)
}

// HutRest is the short rest under user's Mage's Tiny Hut at at
// (rules.HutRest on RestStream, rules §1.7, §8.8): a short rest giving
// back no slot above 3rd level, the hut's one use spent. Errors: the
// rules' refusals (no hut use left, no hit dice, a lockout, recovering).
func HutRest(ch rules.Character, world uint64, user string, at time.Time) (rules.Character, rules.RestReport, error) {
	return HutRestDice(ch, world, user, at, 1)
}

// HutRestDice is HutRest spending up to n hit dice (rules.HutRestDice, as
// ShortRestDice). Errors: HutRest's.
func HutRestDice(ch rules.Character, world uint64, user string, at time.Time, n int) (rules.Character, rules.RestReport, error) {
	return rules.HutRestDice(ch, RestStream(world, user, at), at, n)
}

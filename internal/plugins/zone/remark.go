package zone

import "github.com/gogobee/gogobee/internal/bot"

// Remark names a remark the player makes to TwinBee.
type Remark string

// Remarks: `!zone taunt` and `!zone compliment`.
const (
	RemarkTaunt      Remark = "taunt"
	RemarkCompliment Remark = "compliment"
)

// RemarkHooks is the optional part of Hooks that hears the player's
// remarks to TwinBee: the mood they move is the expedition's (rules §8.9),
// so the expedition plugin answers them.
type RemarkHooks interface {
	Remark(c *bot.Context, r Remark) error
}

// remark is the handler of `!zone taunt` and `!zone compliment`: the
// hooks answer; without an expedition to hear it there is no mood to move.
func (d Deps) remark(r Remark) bot.Handler {
	return func(c *bot.Context) error {
		if rh, ok := d.Hooks.(RemarkHooks); ok {
			return rh.Remark(c, r)
		}
		return ErrNoMood(c)
	}
}

// ErrNoMood refuses a remark made off an expedition: TwinBee keeps a mood
// only on one.
func ErrNoMood(c *bot.Context) error {
	return bot.Errorf("TwinBee keeps a mood only on an expedition, and you're not on one. `%sexpedition start <zone>` begins one.", c.Prefix())
}

package admin

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// MaxGrantCoins is the most coins one `!admin grant` adds.
const MaxGrantCoins = 1_000_000

// grant is `!admin grant <@user:server> level <n> | coins <n>` (test
// modes only: GOGOBEE_DEV_CLOCK=1, or `gogobee console`): a tester's way to any tier without days of
// play. A level is reached by the XP its threshold needs, so the
// character levels up as play would (rules §1.5: HP, hit dice, slots,
// features); a level below the current one is refused. Refused in a fight,
// whose state holds its own copy of the character.
func (d Deps) grant(c *bot.Context, args []string) error {
	if !d.DevTools {
		return bot.Errorf("Grants are a test tool: start the bot with `GOGOBEE_DEV_CLOCK=1` (or play in `gogobee console`) to use them.")
	}
	if len(args) != 3 {
		return bot.UsageError(c, "Try `admin grant @ann:example.org level 8` or `admin grant @ann:example.org coins 5000`.")
	}
	who := strings.Replace(args[0], "＠", "@", 1)
	if !config.IsUserID(who) {
		return bot.UsageError(c, "Whose? Give a full user ID, such as `@ann:example.org`.")
	}
	n, err := strconv.Atoi(args[2])
	if err != nil || n < 1 {
		return bot.UsageError(c, fmt.Sprintf("`%s` isn't a positive whole number.", mdtext.InCode(args[2], 24)))
	}
	ch, ok, err := c.Store.GetCharacter(c, who)
	if err != nil {
		return err
	}
	if !ok {
		return bot.Errorf("%s has no character.", mdtext.Escape(who))
	}
	// a knock-out over by now ends first, as any command of theirs would
	// end it (pc.Load): back on their feet at 1 HP before the grant
	ch, _ = rules.FinishRecovery(ch, c.Now)
	if _, fighting, err := c.Store.GetFight(c, who); err != nil {
		return err
	} else if fighting {
		return bot.Errorf("%s is in a fight; grant once it is over.", mdtext.Escape(who))
	}
	var done string
	switch strings.ToLower(args[1]) {
	case "level":
		if n > rules.MaxLevel || n <= ch.Level {
			return bot.Errorf("%s is level %d: grant a level from %d to %d.", mdtext.Escape(ch.Name), ch.Level, ch.Level+1, rules.MaxLevel)
		}
		ch, _ = rules.AwardXP(ch, rules.XPForLevel(n)-ch.XP)
		done = fmt.Sprintf("level %d (%s XP, %d/%d HP)", ch.Level, narrate.Number(ch.XP), ch.HP, rules.MaxHP(ch))
	case "coins":
		if n > MaxGrantCoins {
			return bot.Errorf("At most %s coins a grant.", narrate.Number(MaxGrantCoins))
		}
		ch.Coins += n
		done = fmt.Sprintf("+%s: %s", narrate.Coins(n), narrate.Coins(ch.Coins))
	default:
		return bot.UsageError(c, fmt.Sprintf("Grant `level` or `coins`, not `%s`.", mdtext.InCode(args[1], 24)))
	}
	if err := c.Store.SaveCharacter(c, who, ch, c.Now); err != nil {
		return err
	}
	c.Replyf("🎁 %s (%s) now has %s.", mdtext.Escape(ch.Name), mdtext.Escape(who), done)
	return nil
}

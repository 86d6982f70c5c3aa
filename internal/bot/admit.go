package bot

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/mdtext"
)

// Reasons an Observer is told a message was turned away without running a
// command (Observer.Refused).
const (
	RefusedRateLimited = "rate_limited" // stopped by the rate limit: its notice, or covered by one
	RefusedTooLong     = "too_long"     // a command over MaxMessageBytes
	RefusedUnreadable  = "unreadable"   // invalid UTF-8 or a NUL byte
	RefusedBarePrefix  = "bare_prefix"  // the prefix and nothing else
	RefusedUnknownVerb = "unknown_verb" // a verb the registry does not know
)

// reading is what the router made of a message's text.
type reading struct {
	inv    Invocation
	reason string // a Refused* reason when the command is refused unread
	text   string // the refusal's text
}

// read parses msg's body. ok is false for what does not read as a command:
// a long or garbled chat message that is not addressed to the bot is none
// of its business. A command too long or unreadable to run comes with the
// reason and text of its refusal.
func (r *Router) read(msg Message) (reading, bool) {
	switch {
	case len(msg.Body) > MaxMessageBytes:
		_, ok := r.parser().Parse(strings.ToValidUTF8(msg.Body[:MaxMessageBytes], "\uFFFD"))
		return reading{reason: RefusedTooLong, text: fmt.Sprintf(
			"That message is over %d KiB, so I didn't read it as a command. Keep commands short, please.", MaxMessageBytes/1024)}, ok
	case !ValidText(msg.Body):
		_, ok := r.parser().Parse(strings.ToValidUTF8(msg.Body, "\uFFFD"))
		return reading{reason: RefusedUnreadable, text: "I couldn't read that message: it has bytes that aren't text " +
			"(invalid UTF-8 or control characters). Nothing was changed."}, ok
	}
	inv, ok := r.parser().Parse(msg.Body)
	return reading{inv: inv}, ok
}

// admit spends one token of msg's sender for the answer msg is due and
// reports whether it may be answered. A limited message is never dropped
// unsaid: the first of a cool-down is answered with a notice naming the
// span it covers, the rest fall in that span; each gets a log line and is
// counted.
func (r *Router) admit(ctx context.Context, msg Message, log zerolog.Logger) bool {
	now := r.Clock.Now()
	d := r.limiter.take(msg.Sender, msg.Time, now)
	if d.verdict == allowed {
		return true
	}
	r.observeRefused(RefusedRateLimited)
	line := log.Info().Str("outcome", RefusedRateLimited).Time("sent", d.sent).Time("cooldown_until", d.until)
	if d.verdict == limitedQuiet {
		line.Msg("command not run: sent in the cool-down of a rate-limit notice")
		return false
	}
	line.Dur("cooldown", d.length).Msg("command not run: rate limited; notice sent")
	r.refuse(ctx, msg, slowDown(d, msg, now))
	return false
}

// slowDown is the text of the rate limit's notice for d on msg, read at
// now: it quotes the command it did not run and, outside a DM, names its
// sender (the bot's answers are not threaded replies, so in a busy room
// the notice must say whose command it means), and it names the span of
// sent times it covers, in the past tense when that span is over (a
// backlog read after downtime).
func slowDown(d decision, msg Message, now time.Time) string {
	who := ""
	if !msg.IsDirect {
		who = ", `" + mdtext.InCode(string(msg.Sender), 64) + "`"
	}
	cmd := "`" + mdtext.InCode(msg.Body, 48) + "`"
	span := spell(d.length)
	if !now.Before(d.until) {
		return fmt.Sprintf("Easy there%s: you sent commands faster than I can narrate, so I didn't run %s "+
			"or any you sent in the %s after it. Send again the ones you still want.", who, cmd, span)
	}
	return fmt.Sprintf("Easy there%s: you're sending commands faster than I can narrate, so I didn't run %s "+
		"and won't run any you send in the %s after it. Send them again after that.", who, cmd, span)
}

// spell writes a whole number of seconds as "1 second", "45 seconds",
// "2 minutes" or "3 minutes 12 seconds".
func spell(d time.Duration) string {
	secs := int(d / time.Second)
	unit := func(n int, one string) string {
		if n == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %ss", n, one)
	}
	if secs < 120 {
		return unit(secs, "second")
	}
	if secs%60 == 0 {
		return unit(secs/60, "minute")
	}
	return unit(secs/60, "minute") + " " + unit(secs%60, "second")
}

// turnAway answers msg with the refusal text, counted as reason.
func (r *Router) turnAway(ctx context.Context, msg Message, reason, text string) {
	r.observeRefused(reason)
	r.refuse(ctx, msg, text)
}

// observeRefused tells the Observer, if any, of a message turned away.
func (r *Router) observeRefused(reason string) {
	if r.Observer != nil {
		r.Observer.Refused(reason)
	}
}

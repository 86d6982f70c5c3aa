package bot

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/config"
)

// reasons is an Observer that counts the messages turned away, by reason.
type reasons struct {
	mu sync.Mutex
	n  map[string]int
}

func (o *reasons) Command(string, string, time.Duration) {}
func (o *reasons) Refused(reason string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.n == nil {
		o.n = map[string]int{}
	}
	o.n[reason]++
}

// roomAnswers is what the bot said in the room (the welcome DM left out).
func (h *harness) roomAnswers(t *testing.T) []string {
	var out []string
	for _, s := range h.outbox(t) {
		if s.Room != "" {
			out = append(out, s.Body)
		}
	}
	return out
}

// readBacklog has alice send n pings gap apart while the bot is down, then
// handles them an hour later, and returns them.
func (h *harness) readBacklog(ctx context.Context, n int, gap time.Duration) []Message {
	var backlog []Message
	for i := 0; i < n; i++ {
		m := h.msg("@alice:example.org", "!ping")
		m.Time = h.clk.Now().Add(time.Duration(i) * gap)
		backlog = append(backlog, m)
	}
	h.clk.Advance(time.Hour)
	for _, m := range backlog {
		h.r.Handle(ctx, m)
	}
	return backlog
}

var coveredSpan = regexp.MustCompile(`in the (\d+) seconds after it`)

// Commands sent while the bot was down are counted by the time they were
// sent: 20 sent every 2s pass with the default limits however late they
// are read (failed before: 8 ran, 11 vanished, one said "try again in 3s").
func TestRouterBacklogSentAtAHumanPaceAllRuns(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	h.readBacklog(ctx, 20, 2*time.Second)
	assert.Equal(t, 20, h.calls["ping"])
	assert.NotContains(t, h.logs.String(), RefusedRateLimited)
}

// A burst sent while the bot was down is limited by one notice that is
// true for every command it covers: each command not run was sent within
// the span the notice names, and each gets a log line (failed before: the
// notice said "try again in 3s" and 11 went without a word or a line).
func TestRouterBurstAfterDowntimeIsCoveredByATrueNotice(t *testing.T) {
	h := newHarness(t, nil)
	obs := &reasons{}
	h.r.Observer = obs
	ctx := context.Background()
	backlog := h.readBacklog(ctx, 20, 250*time.Millisecond)
	assert.Equal(t, 8, h.calls["ping"])
	answers := h.roomAnswers(t)
	require.Len(t, answers, 9, "8 pongs and one notice")
	notice := answers[8]
	assert.Contains(t, notice, "you sent commands faster than I can narrate")
	span := coveredSpan.FindStringSubmatch(notice)
	require.NotNil(t, span, notice)
	secs, _ := strconv.Atoi(span[1])
	for _, m := range backlog[9:] {
		assert.Less(t, m.Time.Sub(backlog[8].Time), time.Duration(secs)*time.Second, "covered by the notice")
	}
	assert.Equal(t, 12, strings.Count(h.logs.String(), `"outcome":"rate_limited"`), "a log line for each command not run")
	assert.Equal(t, 12, obs.n[RefusedRateLimited])
}

// Live, the notice speaks of the commands still to come, and the first
// command after its span runs.
func TestRouterLiveNoticeCoversTheNextSeconds(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.RateBurst = 3; c.RatePerMinute = 6 })
	ctx := context.Background()
	for i := 0; i < 10; i++ {
		h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	}
	assert.Equal(t, 3, h.calls["ping"])
	answers := h.roomAnswers(t)
	require.Len(t, answers, 4)
	assert.Contains(t, answers[3], "won't run any you send in the 20 seconds after it")
	h.clk.Advance(19 * time.Second)
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	assert.Equal(t, 3, h.calls["ping"], "still in the span the notice named")
	h.clk.Advance(time.Second)
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	assert.Equal(t, 4, h.calls["ping"])
	assert.Len(t, h.roomAnswers(t), 5, "no second notice in one cool-down")
	// Another user is not affected by alice's bucket.
	h.r.Handle(ctx, h.msg("@bob:example.org", "!ping"))
	assert.Equal(t, 5, h.calls["ping"])
}

// Every refusal spends the sender's budget, so a flood of messages refused
// unread gets a handful of answers, each counted by its reason, and
// another player is still answered (failed before: every one of the 200
// was answered and none was counted).
func TestRouterRefusalsSpendTheBudget(t *testing.T) {
	tests := []struct{ name, body, reason string }{
		{"over-size", "!ping " + strings.Repeat("x", MaxMessageBytes), RefusedTooLong},
		{"unreadable", "!ping \x00", RefusedUnreadable},
		{"unknown verb", "!xyzzy", RefusedUnknownVerb},
		{"bare prefix", "!", RefusedBarePrefix},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			obs := &reasons{}
			h.r.Observer = obs
			ctx := context.Background()
			for i := 0; i < 200; i++ {
				h.r.Handle(ctx, h.msg("@mallory:example.org", tt.body))
			}
			answers := h.roomAnswers(t)
			assert.Len(t, answers, 9, "the burst of 8, then one notice")
			assert.Equal(t, 8, obs.n[tt.reason])
			assert.Equal(t, 192, obs.n[RefusedRateLimited])
			h.r.Handle(ctx, h.msg("@bob:example.org", "!ping"))
			assert.Equal(t, 1, h.calls["ping"])
		})
	}
}

// The limiter and the per-user queues keep nothing for senders gone quiet.
func TestRouterForgetsIdleSendersAndEmptyQueues(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	for i := 0; i < 50; i++ {
		h.r.Dispatch(ctx, h.msg(fmt.Sprintf("@p%d:example.org", i), "!ping"))
	}
	require.Eventually(t, func() bool {
		h.mu.Lock()
		defer h.mu.Unlock()
		return h.calls["ping"] == 50
	}, 30*time.Second, 10*time.Millisecond)
	require.Eventually(t, func() bool { return h.r.queues.len() == 0 }, 30*time.Second, time.Millisecond,
		"a queue is removed once it is empty")
	assert.Equal(t, 50, h.r.limiter.senders())
	h.clk.Advance(time.Minute) // every bucket is full again
	h.r.Handle(ctx, h.msg("@late:example.org", "!ping"))
	assert.Equal(t, 1, h.r.limiter.senders(), "only the sender just seen is kept")
}

// In a shared room the notice quotes the command it did not run and names
// its sender, so nobody else takes it for theirs (the bot's answers are
// not threaded replies); in a DM it needs no name. Failed before: "I
// didn't run this one", with no command and no name.
func TestRouterNoticeSaysWhoseCommand(t *testing.T) {
	tests := []struct {
		name   string
		direct bool
		want   string
	}{
		{"room", false, "Easy there, `＠bob:example.org`: you're sending commands faster than I can narrate, so I didn't run `!roll 1d4 b4`"},
		{"DM", true, "Easy there: you're sending commands faster than I can narrate, so I didn't run `!roll 1d4 b4`"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, func(c *config.Config) { c.RateBurst = 3; c.RatePerMinute = 6 })
			ctx := context.Background()
			for i := 1; i <= 5; i++ {
				m := h.msg("@bob:example.org", fmt.Sprintf("!roll 1d4 b%d", i))
				m.IsDirect = tt.direct
				h.r.Handle(ctx, m)
			}
			var notices []string
			for _, s := range h.outbox(t) {
				if strings.Contains(s.Body, "faster than I can narrate") {
					notices = append(notices, s.Body)
				}
			}
			require.Len(t, notices, 1)
			assert.True(t, strings.HasPrefix(notices[0], tt.want), notices[0])
		})
	}
}

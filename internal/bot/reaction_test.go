package bot

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
)

// reactions is a harness whose registry routes "vote" refs to a handler
// that answers "1️⃣" with a reply, refuses "🚫", fails on "💥", panics on
// "🔥" and ignores anything else; it records what it saw.
type reactions struct {
	*harness
	seen []string
}

func newReactions(t *testing.T, mutate func(*config.Config)) *reactions {
	t.Helper()
	rh := &reactions{harness: newHarness(t, mutate)}
	require.NoError(t, rh.r.Registry.RegisterReaction("vote", func(c *Context, target outbox.Tagged) error {
		key := c.Msg.Reaction.Key
		rh.seen = append(rh.seen, string(c.Sender())+" "+key+" "+target.Ref)
		if err := c.Store.KV.Set(c, "voted:"+string(c.Sender()), key); err != nil {
			return err
		}
		switch key {
		case "1️⃣":
			c.Replyf("%s votes 1", c.Sender())
		case "🚫":
			return Errorf("Not now.")
		case "💥":
			return errors.New("the store is on fire")
		case "🔥":
			panic("boom")
		}
		return nil
	}))
	return rh
}

// post sends a message of the bot with ref and records the event ID its
// send got, as the outbox sender does.
func (rh *reactions) post(t *testing.T, eventID, ref, thread string) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, outbox.Enqueue(ctx, rh.st, rh.clk.Now(),
		outbox.Message{RoomID: "!room:example.org", ThreadRoot: id.EventID(thread), Body: "Vote!", Ref: ref}))
	var rowID int64
	require.NoError(t, rh.st.DB.QueryRow(ctx, "SELECT MAX(id) FROM outbox").Scan(&rowID))
	require.NoError(t, outbox.MarkSent(ctx, rh.st, rowID, rh.clk.Now()))
	require.NoError(t, outbox.RecordEventID(ctx, rh.st, rowID, id.EventID(eventID)))
}

func (rh *reactions) react(sender, to, key string) Message {
	rh.seq++
	return Message{Sender: id.UserID(sender), Room: "!room:example.org", EventID: id.EventID(fmt.Sprintf("$re%d", rh.seq)),
		Time: rh.clk.Now(), Reaction: &Reaction{To: id.EventID(to), Key: key}}
}

func TestReactionsToATaggedMessageReachItsHandler(t *testing.T) {
	rh := newReactions(t, nil)
	ctx := context.Background()
	rh.post(t, "$prompt", "vote:7:a", "$thread")
	m := rh.react("@alice:example.org", "$prompt", "1️⃣")
	rh.r.Handle(ctx, m)
	rh.r.Handle(ctx, m) // redelivered: handled once
	assert.Equal(t, []string{"@alice:example.org 1️⃣ vote:7:a"}, rh.seen)
	out := rh.outbox(t)
	require.Len(t, out, 2)
	assert.Equal(t, sent{Room: "!room:example.org", Thread: "$thread", Body: "@alice:example.org votes 1"}, out[1],
		"the answer goes to the thread of the message reacted to, and no welcome DM: a reaction is no command")
}

func TestReactionsToAnythingElseAreIgnored(t *testing.T) {
	rh := newReactions(t, nil)
	ctx := context.Background()
	rh.post(t, "$prompt", "vote:7:a", "")
	rh.post(t, "$other", "poll:1", "") // a ref of a kind nobody handles
	for _, m := range []Message{
		rh.react("@alice:example.org", "$someone-elses", "1️⃣"),
		rh.react("@alice:example.org", "$other", "1️⃣"),
		rh.react(self, "$prompt", "1️⃣"), // the bot's own
	} {
		rh.r.Handle(ctx, m)
	}
	assert.Empty(t, rh.seen)
	assert.Len(t, rh.outbox(t), 2, "only the two posts")
	handled, err := rh.st.Handled.Has(ctx, "$re1")
	require.NoError(t, err)
	assert.False(t, handled, "an ignored reaction costs nothing")
}

func TestAReactionRefusalAnswersAndAFailureStaysInTheLog(t *testing.T) {
	rh := newReactions(t, nil)
	ctx := context.Background()
	rh.post(t, "$prompt", "vote:7:a", "")
	rh.r.Handle(ctx, rh.react("@alice:example.org", "$prompt", "🚫"))
	rh.r.Handle(ctx, rh.react("@bob:example.org", "$prompt", "💥"))
	rh.r.Handle(ctx, rh.react("@carol:example.org", "$prompt", "🔥"))
	rh.r.Handle(ctx, rh.react("@dave:example.org", "$prompt", "👍"))
	out := rh.outbox(t)
	require.Len(t, out, 2)
	assert.Equal(t, "Not now.", out[1].Body)
	for _, u := range []string{"alice", "bob", "carol"} {
		assert.Empty(t, rh.kv(t, "voted:@"+u+":example.org"), "%s: rolled back", u)
	}
	assert.Equal(t, "👍", rh.kv(t, "voted:@dave:example.org"))
	assert.Contains(t, rh.logs.String(), "the store is on fire")
	assert.Contains(t, rh.logs.String(), "reaction handler panicked")
}

func TestReactionsAreRateLimitedQuietly(t *testing.T) {
	rh := newReactions(t, func(c *config.Config) { c.RateBurst = 2; c.RatePerMinute = 6 })
	ctx := context.Background()
	rh.post(t, "$prompt", "vote:7:a", "")
	for i := 0; i < 5; i++ {
		rh.r.Handle(ctx, rh.react("@alice:example.org", "$prompt", "👍"))
	}
	assert.Len(t, rh.seen, 2)
	assert.Len(t, rh.outbox(t), 1, "no cool-down warning for a reaction")
	rh.clk.Advance(10 * time.Second)
	rh.r.Handle(ctx, rh.react("@alice:example.org", "$prompt", "👍"))
	assert.Len(t, rh.seen, 3)
}

func TestReactionsInDisallowedRoomsAreIgnored(t *testing.T) {
	rh := newReactions(t, func(c *config.Config) { c.AllowedRooms = []id.RoomID{"!elsewhere:example.org"} })
	rh.post(t, "$prompt", "vote:7:a", "")
	rh.r.Handle(context.Background(), rh.react("@alice:example.org", "$prompt", "1️⃣"))
	assert.Empty(t, rh.seen)
}

func TestRegisterReactionRefusesBadKinds(t *testing.T) {
	reg := NewRegistry()
	h := func(*Context, outbox.Tagged) error { return nil }
	require.NoError(t, reg.RegisterReaction("fork", h))
	assert.Error(t, reg.RegisterReaction("fork", h), "twice")
	assert.Error(t, reg.RegisterReaction("", h))
	assert.Error(t, reg.RegisterReaction("a:b", h))
	assert.Error(t, reg.RegisterReaction("a b", h))
	assert.Error(t, reg.RegisterReaction("poll", nil))
	got, ok := reg.reaction("fork:1:x")
	assert.True(t, ok)
	assert.NotNil(t, got)
	_, ok = reg.reaction("forked:1")
	assert.False(t, ok)
	_, ok = reg.reaction("fork")
	assert.True(t, ok)
}

func TestTaggedRepliesCarryTheirRef(t *testing.T) {
	h := newHarness(t, nil)
	require.NoError(t, h.r.Registry.Register(Command{Name: "ask", Section: SectionBasics, Handler: func(c *Context) error {
		c.Reply("before")
		c.TagReplies("vote:1")
		c.Reply("after")
		c.DM(c.Sender(), "untagged DM")
		c.DMTagged(c.Sender(), "vote:2", "tagged DM")
		return nil
	}}))
	h.r.Handle(context.Background(), h.msg("@alice:example.org", "!ask"))
	rows, err := h.st.DB.Query(context.Background(), "SELECT body, ref FROM outbox ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	got := map[string]string{}
	for rows.Next() {
		var body, ref string
		require.NoError(t, rows.Scan(&body, &ref))
		got[body] = ref
	}
	assert.Equal(t, map[string]string{"welcome @alice:example.org": "", "before": "vote:1", "after": "vote:1",
		"untagged DM": "", "tagged DM": "vote:2"}, got)
}

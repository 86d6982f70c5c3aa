package zone

import (
	"slices"
	"strconv"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkRefKind is the kind of the ref a fork prompt's message carries, the
// reaction kind the zone plugin handles (Deps.Reactions).
const ForkRefKind = "fork"

// ForkRef is the ref of the message that shows r's waiting fork prompt,
// "fork:<run ID>:<prompt stamp>", so a reaction to it answers that prompt
// and no later one; "" when no prompt waits.
func ForkRef(r zonerun.Run) string {
	if r.Status.Over() || r.Prompt == nil {
		return ""
	}
	return ForkRefKind + ":" + strconv.FormatInt(int64(r.ID), 10) + ":" + promptStamp(*r.Prompt)
}

// parseForkRef reads a ForkRef back: the run ID and the prompt stamp.
func parseForkRef(ref string) (run zonerun.RunID, stamp string, ok bool) {
	rest, ok := strings.CutPrefix(ref, ForkRefKind+":")
	if !ok {
		return 0, "", false
	}
	id, stamp, ok := strings.Cut(rest, ":")
	if !ok || stamp == "" {
		return 0, "", false
	}
	n, err := strconv.ParseInt(id, 10, 64)
	return zonerun.RunID(n), stamp, err == nil
}

// Reactions returns the zone plugin's reaction handlers by ref kind (for
// bot.Registry.RegisterReaction): fork votes.
func (d Deps) Reactions() map[string]bot.ReactionHandler {
	return map[string]bot.ReactionHandler{ForkRefKind: d.forkVote}
}

// forkVote is a reaction to a fork prompt (rules §6.4). The key is read as
// a way number (1️⃣ … 🔟). At a party's fork, the leader's and each
// member's reaction is their vote (partyVote). The run's player reacting answers the prompt
// exactly as `!zone go <n>` does; another member reacting in a room is
// shown as a cheer for that way (by their character's name when they
// have one), once per member and prompt (the line says it stands), and
// moves nothing; the cheer line carries the prompt's ref, so the
// player's reaction to it answers the prompt as the line invites. A key that names no way, a prompt answered or replaced since
// (the stamp differs), an ended run and a cheer in a DM do nothing.
func (d Deps) forkVote(c *bot.Context, target outbox.Tagged) error {
	r, n, ok, err := voteOn(c, target)
	if err != nil || !ok {
		return err
	}
	voters, err := d.voters(c, c.Store, r)
	if err != nil {
		return err
	}
	if slices.Contains(voters, c.Sender()) {
		return d.partyVote(c, target, r, n, voters)
	}
	if c.Sender() == id.UserID(r.UserID) {
		return d.chooseWay(c, n)
	}
	if c.Msg.IsDirect || target.DMUser != "" {
		return nil
	}
	return cheerWay(c, target, r, n)
}

// voteOn reads a reaction to a fork prompt: the run and the way number n
// its key names. ok is false (and nothing is said) when the ref or the key
// names no way of a prompt still waiting: a key that is no number, a
// number past the prompt's ways, an ended run, a prompt answered or
// replaced since (the stamp differs).
func voteOn(c *bot.Context, target outbox.Tagged) (r zonerun.Run, n int, ok bool, err error) {
	runID, stamp, ok := parseForkRef(target.Ref)
	if !ok {
		return r, 0, false, nil
	}
	n, ok = mdtext.KeycapNumber(c.Msg.Reaction.Key)
	if !ok {
		return r, 0, false, nil
	}
	r, ok, err = c.Store.ZoneRun.Get(c, runID)
	if err != nil || !ok || r.Status.Over() || r.Prompt == nil || promptStamp(*r.Prompt) != stamp || n > len(r.Prompt.Options) {
		return r, n, false, err
	}
	return r, n, true, nil
}

// cheerWay shows another member's reaction in a room as a cheer for way n
// of run r's prompt (rules §6.4), once per member and prompt; it moves
// nothing.
func cheerWay(c *bot.Context, target outbox.Tagged, r zonerun.Run, n int) error {
	first, err := c.Store.Cheer.First(c, target.Ref, c.Sender(), c.Now)
	if err != nil || !first {
		return err
	}
	s, fan, ok, err := promptScene(c, r)
	if err != nil || !ok {
		return err
	}
	ch := s.ch
	// The line invites the player's reaction: it carries the prompt's
	// ref, so a reaction to it answers (or cheers) as on the prompt.
	c.TagReplies(target.Ref)
	c.Reply(narrate.ForkCheer(s.g, *r.Prompt, n, fan.Name, string(c.Sender()), ch.Name, c.Prefix()))
	return nil
}

// promptScene is what a line about run r's fork prompt names: the run's
// player's session (their character, the zone and graph) and the
// sender's character (the zero Character without one); ok is false when
// the run's player has no character.
func promptScene(c *bot.Context, r zonerun.Run) (s session, sender rules.Character, ok bool, err error) {
	ch, ok, err := c.Store.Character.Get(c, id.UserID(r.UserID))
	if err != nil || !ok {
		return s, sender, false, err
	}
	if s, err = withZone(ch, r); err != nil {
		return s, sender, false, err
	}
	sender, _, err = c.Store.Character.Get(c, c.Sender())
	return s, sender, err == nil, err
}

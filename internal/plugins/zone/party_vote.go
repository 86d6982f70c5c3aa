package zone

import (
	"context"
	"errors"
	"slices"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// voters are the players who vote at run r's forks (rules §6.4, §8.22):
// its leader and the members of the party walking it, by seat; nil for a
// player alone, whose fork takes no votes.
func (d Deps) voters(ctx context.Context, st *store.Store, r zonerun.Run) ([]id.UserID, error) {
	ph, ok := d.Hooks.(PartyHooks)
	if !ok || d.Hooks == nil {
		return nil, nil
	}
	users, err := ph.Members(ctx, st, r)
	if err != nil || len(users) == 0 {
		return nil, err
	}
	return append([]id.UserID{id.UserID(r.UserID)}, users...), nil
}

// memberNames are the character names of the members who vote at run
// r's forks besides its leader, by seat; nil for a player alone.
func (d Deps) memberNames(c *bot.Context, r zonerun.Run) ([]string, error) {
	voters, err := d.voters(c, c.Store, r)
	if err != nil || len(voters) == 0 {
		return nil, err
	}
	names := make([]string, 0, len(voters)-1)
	for _, u := range voters[1:] {
		ch, _, err := c.Store.Character.Get(c, u)
		if err != nil {
			return nil, err
		}
		names = append(names, ch.Name)
	}
	return names, nil
}

// partyTally counts the votes standing at run r's prompt of the players
// in voters (a member who left has no vote): the votes and the tally.
func partyTally(ctx context.Context, st *store.Store, r zonerun.Run, voters []id.UserID) ([]expedition.ForkVote, expedition.VoteTally, error) {
	all, err := st.Vote.List(ctx, ForkRef(r))
	if err != nil {
		return nil, expedition.VoteTally{}, err
	}
	votes := slices.DeleteFunc(all, func(v expedition.ForkVote) bool { return !slices.Contains(voters, id.UserID(v.User)) })
	return votes, expedition.TallyForkVotes(votes, r.UserID), nil
}

// partyVote is a reaction by one of a party's voters to its fork prompt
// (rules §6.4): the leader's answers it as `!zone go <n>` does, and
// stands as their vote while they cannot walk; a member's is their vote.
// A way shut to the party (the leader's sheet reads the locks, rules
// §8.23) takes no vote: the leader's reaction is refused as `!zone go`
// refuses it, a member's does nothing.
func (d Deps) partyVote(c *bot.Context, target outbox.Tagged, r zonerun.Run, n int, voters []id.UserID) error {
	if target.DMUser != "" && target.DMUser != c.Sender() {
		return nil
	}
	if c.Sender() != id.UserID(r.UserID) {
		return d.memberVote(c, r, n, voters)
	}
	err := c.Store.Savepoint(c, "leader_vote", func() error { return d.chooseWay(c, n) })
	var refused *bot.UserError
	if !errors.As(err, &refused) || !d.wayOpen(c, r, n) {
		return err
	}
	changed, err := c.Store.Vote.Cast(c, ForkRef(r), c.Sender(), n, c.Now)
	if err != nil {
		return err
	}
	if !changed { // the same vote again: the refusal, as `!zone go` gives it
		return refused
	}
	votes, t, err := partyTally(c, c.Store, r, voters)
	if err != nil {
		return err
	}
	c.TagReplies(ForkRef(r))
	c.Reply(refused.Message + "\n\n" + narrate.VoteLeaderHeld(n, t, len(votes), len(voters), c.Prefix()))
	return nil
}

// wayOpen reports whether way n of run r's prompt is open to the party,
// by the leader's sheet as it stands (zonerun.Ways).
func (d Deps) wayOpen(c *bot.Context, r zonerun.Run, n int) bool {
	ch, ok, err := c.Store.Character.Get(c, id.UserID(r.UserID))
	if err != nil || !ok {
		return false
	}
	p, ok := zonerun.Ways(r, ch)
	return ok && n >= 1 && n <= len(p.Options) && p.Options[n-1].Open
}

// memberVote records a member's vote for way n at run r's fork, the
// newest of theirs counting, and shows it in the room with the running
// tally, once per change (rules §6.4). When every voter, the leader
// included, has voted, the tally decides at once (walkVote).
func (d Deps) memberVote(c *bot.Context, r zonerun.Run, n int, voters []id.UserID) error {
	if !d.wayOpen(c, r, n) {
		return nil
	}
	before, err := c.Store.Vote.List(c, ForkRef(r))
	if err != nil {
		return err
	}
	changed, err := c.Store.Vote.Cast(c, ForkRef(r), c.Sender(), n, c.Now)
	if err != nil || !changed {
		return err
	}
	votes, t, err := partyTally(c, c.Store, r, voters)
	if err != nil {
		return err
	}
	s, voter, ok, err := promptScene(c, r)
	if err != nil || !ok {
		return err
	}
	leader := s.ch
	if expedition.AllVoted(votes, pc.PlainIDs(voters)) {
		return d.walkVote(c, r, t, leader.Name)
	}
	name := voter.Name
	if name == "" {
		name = string(c.Sender())
	}
	c.TagReplies(ForkRef(r)) // the line takes votes as the prompt does
	c.Reply(narrate.ForkVoteLine(narrate.ForkVote{Graph: s.g, Prompt: *r.Prompt, Way: n, Voter: name,
		Changed: slices.ContainsFunc(before, func(v expedition.ForkVote) bool { return id.UserID(v.User) == c.Sender() }),
		Leader:  leader.Name, Tally: t, Voted: len(votes), Party: len(voters), Prefix: c.Prefix()}))
	return nil
}

// walkVote walks the party's vote t at run r's fork once every voter has
// voted (rules §6.4): the leader's move, as `!zone go` walks it, opened
// by the vote's line. When the leader cannot walk yet (a rest, a fight,
// an encounter waiting), nothing moves: the vote stands, and the idle
// fork's answer walks it when it falls due.
func (d Deps) walkVote(c *bot.Context, r zonerun.Run, t expedition.VoteTally, leader string) error {
	err := c.Store.Savepoint(c, "party_vote", func() error {
		return c.ActingFor(id.UserID(r.UserID), func() error { return d.chooseWayLed(c, t.Way, narrate.VoteAllIn(t, leader)) })
	})
	var refused *bot.UserError
	if !errors.As(err, &refused) {
		return err
	}
	c.TagReplies(ForkRef(r))
	c.Reply(narrate.VoteAllInHeld(t, leader))
	return nil
}

// memberGo is a party member's `!zone go <n>` at the party's waiting
// fork: their vote, as their reaction would be (rules §6.4); handled is
// false where the member has no party fork to vote at (the command's
// own refusals follow). A way shut to the party, or the member's vote
// already, is refused and changes nothing.
func (d Deps) memberGo(c *bot.Context, n int) (handled bool, err error) {
	e, member, err := pc.PartyOf(c)
	if err != nil || !member || e.RunID == 0 {
		return false, err
	}
	r, ok, err := c.Store.ZoneRun.Get(c, e.RunID)
	if err != nil || !ok || r.Status.Over() || r.Prompt == nil {
		return false, err
	}
	voters, err := d.voters(c, c.Store, r)
	if err != nil || !slices.Contains(voters, c.Sender()) {
		return false, err
	}
	leader, err := pc.PlayerName(c, id.UserID(r.UserID))
	if err != nil {
		return true, err
	}
	if !d.wayOpen(c, r, n) {
		return true, bot.Errorf("Way %d isn't open to the party at this fork: the prompt lists the ways, and %s decides. `%sexpedition party` shows the party.",
			n, leader, c.Prefix())
	}
	votes, err := c.Store.Vote.List(c, ForkRef(r))
	if err != nil {
		return true, err
	}
	if slices.ContainsFunc(votes, func(v expedition.ForkVote) bool { return id.UserID(v.User) == c.Sender() && v.Way == n }) {
		return true, bot.Errorf("Way %d is your vote already. %s decides; a fork left idle goes the party's vote.", n, leader)
	}
	return true, d.memberVote(c, r, n, voters)
}

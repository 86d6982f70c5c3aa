package play

import (
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkStream is the stream a player of ForkRandomOpen draws a way from at
// the fork waiting on r (rules §10.4): keyed by the world seed, the run,
// the fork's node and the steps taken so far, so a revisit of the same
// fork draws afresh and the same game draws the same ways.
func ForkStream(world uint64, r zonerun.Run) *dice.Stream {
	return dice.NewStream(world, "fork", int64(r.ID), string(r.Current), r.RoomsTraversed)
}

// RandomWay is a player's random pick at the fork waiting on r (rules
// §10.4, ForkRandomOpen): one of the ways the player's rules mine allow
// (open, and not into a trap room not yet entered when mine avoids trap
// edges), each as likely, drawn from s; 1-based as `!zone go` takes it, 0
// when no prompt waits or no way is allowed.
func RandomWay(r zonerun.Run, g zonegraph.Graph, ch rules.Character, mine Rules, s *dice.Stream) int {
	p, ok := zonerun.Ways(r, ch)
	if !ok {
		return 0
	}
	var allowed []int
	for i, o := range p.Options {
		if o.Open && !(mine.AvoidTrapEdges && trapAhead(r, g, o.To)) {
			allowed = append(allowed, i+1)
		}
	}
	if len(allowed) == 0 {
		return 0
	}
	return allowed[s.IntN(len(allowed))]
}

// pickWay is the way the policy's fork rule takes at the waiting fork
// (Policy.Fork); 0 when its rules leave none.
func (g *Game) pickWay() int {
	if g.Policy.Fork == ForkRandomOpen {
		return RandomWay(g.Run, g.Graph, g.Char, Rules{AvoidTrapEdges: g.Policy.AvoidTrapEdges}, ForkStream(g.World, g.Run))
	}
	return PickWay(g.Run, g.Graph, g.Char, g.Policy, false).Way
}

// VotedWay is the idle pick at the party's fork waiting on r when votes
// were cast (rules §6.4): way t.Way, the tally's, as a DecideFork by
// RulePartyVote. Room and Label are the fork's.
func VotedWay(r zonerun.Run, g zonegraph.Graph, ch rules.Character, t expedition.VoteTally) Decision {
	d := Decision{Kind: DecideFork, Rule: RulePartyVote, Room: r.CurrentRoom(), Node: r.Current, Label: g.Nodes[r.Current].Label,
		HP: ch.HP, MaxHP: rules.MaxHP(ch), Way: t.Way, Tally: &t}
	if r.Prompt != nil && t.Way >= 1 && t.Way <= len(r.Prompt.Options) {
		d.Took = g.Nodes[r.Prompt.Options[t.Way-1].To].Label
	}
	return d
}

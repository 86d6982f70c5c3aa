package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkVote is a vote cast at a party's fork prompt as the room is told it
// (rules §6.4, §8.22): the prompt and its graph, the way voted for, the
// voter's name (their character's, else their user ID), whether it
// changed their vote, the leader's character name, the tally now, how
// many of the party have voted and its size, and the command prefix.
type ForkVote struct {
	Graph   zonegraph.Graph
	Prompt  zonerun.Prompt
	Way     int
	Voter   string
	Changed bool
	Leader  string
	Tally   expedition.VoteTally
	Voted   int
	Party   int
	Prefix  string
}

// ForkVoteLine is the line a member's vote shows in the room, once per
// change: "🗳️ **Bo** votes for way 2, **Side Chapel**. Votes: way 2 ×1
// (1 of 2 voted). **Tess** decides with a 2️⃣ or `!zone go 2`; a fork
// left idle goes the party's vote."
func ForkVoteLine(v ForkVote) string {
	verb := "votes for"
	if v.Changed {
		verb = "now votes for"
	}
	label := ""
	if v.Way >= 1 && v.Way <= len(v.Prompt.Options) {
		label = ", **" + mdtext.Escape(v.Graph.Nodes[v.Prompt.Options[v.Way-1].To].Label) + "**"
	}
	return fmt.Sprintf("🗳️ **%s** %s way %d%s. %s **%s** decides with a %s or `%szone go %d`; a fork left idle goes the party's vote.",
		mdtext.Escape(v.Voter), verb, v.Way, label, VoteCount(v.Tally, v.Voted, v.Party), mdtext.Escape(v.Leader),
		mdtext.Keycap(v.Tally.Way), v.Prefix, v.Tally.Way)
}

// VoteCount is the running tally: "Votes: way 2 ×2, way 1 ×1 (3 of 3
// voted)."
func VoteCount(t expedition.VoteTally, voted, party int) string {
	parts := make([]string, 0, len(t.Counts))
	for _, c := range t.Counts {
		parts = append(parts, fmt.Sprintf("way %d ×%d", c.Way, c.Votes))
	}
	return fmt.Sprintf("Votes: %s (%d of %d voted).", strings.Join(parts, ", "), voted, party)
}

// VoteOutcome is the party's vote as the tally settled it, true to the
// rule that applied (rules §6.4): "the party's vote: way 2, 2 votes to
// 1", with a tie ", a tie **Tess**'s vote broke" or ", a tie the way
// voted first broke"; leader is the leader's character name ("" for the
// leader reading it: "your vote").
func VoteOutcome(t expedition.VoteTally, leader string) string {
	counts := make([]string, 0, len(t.Counts))
	for _, c := range t.Counts {
		counts = append(counts, fmt.Sprint(c.Votes))
	}
	if len(counts) == 1 {
		counts = append(counts, "none")
	}
	votes := "votes"
	if len(t.Counts) > 0 && t.Counts[0].Votes == 1 {
		votes = "vote"
	}
	s := fmt.Sprintf("the party's vote: way %d, %s %s to %s", t.Way, counts[0], votes, strings.Join(counts[1:], " to "))
	switch t.Rule {
	case expedition.VoteLeaderTie:
		by := "your vote"
		if leader != "" {
			by = "**" + mdtext.Escape(leader) + "**'s vote"
		}
		s += ", a tie " + by + " broke"
	case expedition.VoteFirstTie:
		s += ", a tie the way voted first broke"
	}
	return s
}

// VoteAllIn opens the step a party's vote walks when every member, the
// leader included, has voted: "🗳️ Everyone has voted; the party's vote:
// way 2, 2 votes to 1. **Tess** leads the party on."
func VoteAllIn(t expedition.VoteTally, leader string) string {
	return fmt.Sprintf("🗳️ Everyone has voted; %s. **%s** leads the party on.", VoteOutcome(t, leader), mdtext.Escape(leader))
}

// VoteAllInHeld is the line when every member has voted but the leader
// cannot lead the party on yet (a rest, a fight, an encounter waiting):
// the vote stands and the idle fork's answer walks it.
func VoteAllInHeld(t expedition.VoteTally, leader string) string {
	return fmt.Sprintf("🗳️ Everyone has voted (%s), but **%s** can't lead the party on yet. The vote stands: when the fork's wait is up, I walk it.",
		VoteOutcome(t, leader), mdtext.Escape(leader))
}

// VoteLeaderHeld follows the refusal of the leader's own reaction at a
// party's fork: the reaction stands as the leader's vote (rules §6.4).
func VoteLeaderHeld(way int, t expedition.VoteTally, voted, party int, prefix string) string {
	return fmt.Sprintf("🗳️ Your %s stands as your vote for way %d meanwhile. %s `%szone go %d` walks it once you can; a fork left idle goes the party's vote.",
		mdtext.Keycap(way), way, VoteCount(t, voted, party), prefix, way)
}

// VotePick is TwinBee's answer to a party's fork left idle with votes
// cast (rules §6.4), in place of the idle pick's line: "🗳️ The fork
// waited 6h, so I walked the party's vote: way 2, 2 votes to 1. On to
// **Side Chapel**."
func VotePick(t expedition.VoteTally, leader, room, wait string) string {
	return fmt.Sprintf("🗳️ The fork waited %s, so I walked %s. On to **%s**.", wait, VoteOutcome(t, leader), mdtext.Escape(room))
}

// VotePickDM tells a party member that TwinBee walked the party's vote at
// the fork in room `room` left idle for wait (rules §6.4): "🗳️ The fork in
// room 6 waited 6h, so I walked the party's vote: way 2, 2 votes to 1.
// **Tess** leads the party on to **Side Chapel**."
func VotePickDM(t expedition.VoteTally, leader string, room int, took, wait string) string {
	return fmt.Sprintf("🗳️ The fork in room %d waited %s, so I walked %s. **%s** leads the party on to **%s**.",
		room, wait, VoteOutcome(t, leader), mdtext.Escape(leader), mdtext.Escape(took))
}

// ForkVoteDM shows a party member the fork prompt their leader's
// background walk stopped at (rules §6.4), so they may vote on it by
// reaction: "🔀 **Tess**'s walk stopped at a fork in **Goblin Warrens**,
// room 5. 1. **Guard Post** 2. **Kennels** React with a way's number to
// vote; **Tess** decides, and a fork left idle goes the party's vote."
func ForkVoteDM(g zonegraph.Graph, p zonerun.Prompt, leader, zone string, room int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🔀 **%s**'s walk stopped at a fork in **%s**, room %d. The ways:\n", mdtext.Escape(leader), mdtext.Escape(zone), room)
	for i, o := range p.Options { // the checks are the leader's rolls (rules §2.13)
		fmt.Fprintf(&b, "%d. %s\n", i+1, optionTextBy(g, o, "**"+mdtext.Escape(leader)+"**"))
	}
	fmt.Fprintf(&b, "🗳️ React with a way's number%s to vote; **%s** decides, and a fork left idle goes the party's vote.",
		strings.TrimPrefix(reactHint(p), " or react with its number"), mdtext.Escape(leader))
	return b.String()
}

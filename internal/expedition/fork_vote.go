package expedition

import "slices"

// ForkVote is one player's vote at a party's fork prompt (rules §6.4,
// §8.22): the voter, the way they want (1-based, as `!zone go` takes
// it) and Seq, the vote's place among the prompt's votes (lower was cast
// first; a changed vote takes a new place).
type ForkVote struct {
	User string
	Way  int
	Seq  int64
}

// VoteRule is the rule that settled a fork's tally (rules §6.4).
type VoteRule string

// Tally rules.
const (
	VoteNone      VoteRule = ""           // no vote was cast
	VoteMajority  VoteRule = "majority"   // one way had more votes than any other
	VoteLeaderTie VoteRule = "leader_tie" // a tie, broken by the leader's vote
	VoteFirstTie  VoteRule = "first_tie"  // a tie the leader's vote was not in, broken by the way voted first
)

// WayVotes is how many votes one way of a fork got.
type WayVotes struct {
	Way   int
	Votes int
}

// VoteTally is a fork's votes counted (rules §6.4): the way they decide
// (0 when no vote was cast), the rule that settled it, and the count of
// every way voted for, the winner first, then by votes and by the order
// the ways were first voted for.
type VoteTally struct {
	Way    int
	Rule   VoteRule
	Counts []WayVotes
}

// Votes is the number of votes counted.
func (t VoteTally) Votes() int {
	n := 0
	for _, c := range t.Counts {
		n += c.Votes
	}
	return n
}

// TallyForkVotes counts the votes cast at a party's fork (rules §6.4,
// §8.22): each voter's newest vote (highest Seq) counts once; the way with
// the most votes wins; a tie goes to the way leader (the leader's user)
// voted for when it is among the tied, else to the tied way whose standing
// votes came first. Ways are not checked against the prompt: the caller
// takes only votes for its open ways.
func TallyForkVotes(votes []ForkVote, leader string) VoteTally {
	newest := map[string]ForkVote{}
	for _, v := range votes {
		if old, ok := newest[v.User]; !ok || v.Seq > old.Seq {
			newest[v.User] = v
		}
	}
	if len(newest) == 0 {
		return VoteTally{}
	}
	counts := map[int]int{}
	first := map[int]int64{}
	for _, v := range newest {
		counts[v.Way]++
		if s, ok := first[v.Way]; !ok || v.Seq < s {
			first[v.Way] = v.Seq
		}
	}
	var t VoteTally
	for way, n := range counts {
		t.Counts = append(t.Counts, WayVotes{Way: way, Votes: n})
	}
	slices.SortFunc(t.Counts, func(a, b WayVotes) int {
		if a.Votes != b.Votes {
			return b.Votes - a.Votes
		}
		return cmpSeq(first[a.Way], first[b.Way])
	})
	t.Way, t.Rule = t.Counts[0].Way, VoteMajority
	if len(t.Counts) == 1 || t.Counts[1].Votes < t.Counts[0].Votes {
		return t
	}
	t.Rule = VoteFirstTie
	if lv, ok := newest[leader]; ok && counts[lv.Way] == t.Counts[0].Votes {
		t.Way, t.Rule = lv.Way, VoteLeaderTie
		i := slices.IndexFunc(t.Counts, func(c WayVotes) bool { return c.Way == lv.Way })
		t.Counts = append(append([]WayVotes{t.Counts[i]}, t.Counts[:i]...), t.Counts[i+1:]...)
	}
	return t
}

// cmpSeq orders two vote places, the earlier first.
func cmpSeq(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// AllVoted reports whether every one of voters (the party, its leader
// included) has a vote among votes: the tally then decides at once
// (rules §6.4).
func AllVoted(votes []ForkVote, voters []string) bool {
	for _, u := range voters {
		if !slices.ContainsFunc(votes, func(v ForkVote) bool { return v.User == u }) {
			return false
		}
	}
	return len(voters) > 0
}

package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

func TestVoteOutcomeSaysTheRuleThatSettledIt(t *testing.T) {
	for _, tt := range []struct {
		tally  expedition.VoteTally
		leader string
		want   string
	}{
		{expedition.VoteTally{Way: 2, Rule: expedition.VoteMajority, Counts: []expedition.WayVotes{{Way: 2, Votes: 1}}}, "Ann",
			"the party's vote: way 2, 1 vote to none"},
		{expedition.VoteTally{Way: 2, Rule: expedition.VoteMajority, Counts: []expedition.WayVotes{{Way: 2, Votes: 2}, {Way: 1, Votes: 1}}}, "Ann",
			"the party's vote: way 2, 2 votes to 1"},
		{expedition.VoteTally{Way: 1, Rule: expedition.VoteLeaderTie, Counts: []expedition.WayVotes{{Way: 1, Votes: 1}, {Way: 2, Votes: 1}}}, "Ann",
			"the party's vote: way 1, 1 vote to 1, a tie **Ann**'s vote broke"},
		{expedition.VoteTally{Way: 1, Rule: expedition.VoteLeaderTie, Counts: []expedition.WayVotes{{Way: 1, Votes: 1}, {Way: 2, Votes: 1}}}, "",
			"the party's vote: way 1, 1 vote to 1, a tie your vote broke"},
		{expedition.VoteTally{Way: 3, Rule: expedition.VoteFirstTie, Counts: []expedition.WayVotes{{Way: 3, Votes: 1}, {Way: 1, Votes: 1}, {Way: 2, Votes: 1}}}, "Ann",
			"the party's vote: way 3, 1 vote to 1 to 1, a tie the way voted first broke"},
	} {
		assert.Equal(t, tt.want, VoteOutcome(tt.tally, tt.leader))
	}
}

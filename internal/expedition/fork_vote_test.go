package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTallyForkVotes(t *testing.T) {
	for _, tt := range []struct {
		name   string
		votes  []ForkVote
		way    int
		rule   VoteRule
		counts []WayVotes
	}{
		{name: "no vote", votes: nil, way: 0, rule: VoteNone},
		{name: "one vote decides", votes: []ForkVote{{bob, 2, 1}}, way: 2, rule: VoteMajority,
			counts: []WayVotes{{2, 1}}},
		{name: "a majority beats the leader", votes: []ForkVote{{leader, 1, 1}, {bob, 2, 2}, {cy, 2, 3}}, way: 2, rule: VoteMajority,
			counts: []WayVotes{{2, 2}, {1, 1}}},
		{name: "a tie goes to the leader's way", votes: []ForkVote{{bob, 1, 1}, {leader, 2, 2}}, way: 2, rule: VoteLeaderTie,
			counts: []WayVotes{{2, 1}, {1, 1}}},
		{name: "a tie without the leader goes to the way voted first", votes: []ForkVote{{cy, 3, 1}, {bob, 1, 2}}, way: 3, rule: VoteFirstTie,
			counts: []WayVotes{{3, 1}, {1, 1}}},
		{name: "a three-way tie goes to the leader's way", votes: []ForkVote{{bob, 1, 1}, {cy, 2, 2}, {leader, 3, 3}}, way: 3, rule: VoteLeaderTie,
			counts: []WayVotes{{3, 1}, {1, 1}, {2, 1}}},
		{name: "the leader's way outside the tie does not break it", votes: []ForkVote{{bob, 1, 1}, {cy, 1, 2}, {leader, 2, 3}}, way: 1, rule: VoteMajority,
			counts: []WayVotes{{1, 2}, {2, 1}}},
		{name: "the newest vote of a voter counts", votes: []ForkVote{{bob, 1, 1}, {cy, 1, 2}, {bob, 2, 3}}, way: 1, rule: VoteFirstTie,
			counts: []WayVotes{{1, 1}, {2, 1}}},
		{name: "a changed vote takes its new place", votes: []ForkVote{{bob, 2, 3}, {cy, 1, 2}}, way: 1, rule: VoteFirstTie,
			counts: []WayVotes{{1, 1}, {2, 1}}},
		{name: "order of the list does not matter", votes: []ForkVote{{cy, 2, 4}, {bob, 2, 1}, {leader, 1, 2}}, way: 2, rule: VoteMajority,
			counts: []WayVotes{{2, 2}, {1, 1}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := TallyForkVotes(tt.votes, leader)
			assert.Equal(t, tt.way, got.Way)
			assert.Equal(t, tt.rule, got.Rule)
			assert.Equal(t, tt.counts, got.Counts)
		})
	}
}

func TestAllVotedCountsTheLeaderToo(t *testing.T) {
	votes := []ForkVote{{bob, 1, 1}, {cy, 2, 2}}
	assert.False(t, AllVoted(votes, []string{leader, bob, cy}), "the leader has not voted")
	assert.True(t, AllVoted(append(votes, ForkVote{leader, 2, 3}), []string{leader, bob, cy}))
	assert.False(t, AllVoted(nil, nil), "no party, no vote")
}

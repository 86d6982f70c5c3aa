package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
)

// VoteQuery reads and writes fork_vote, the votes a party casts at its
// fork prompts (Store.Vote, rules §6.4).
type VoteQuery struct{ db *dbutil.Database }

const (
	// castVoteQuery records a vote, or changes a standing one to another
	// way: the vote then takes the prompt's next place (seq). A vote for
	// the way already voted for changes no row.
	castVoteQuery = `INSERT INTO fork_vote (ref, user_id, way, seq, voted_at)
		VALUES ($1, $2, $3, (SELECT COALESCE(MAX(seq), 0) + 1 FROM fork_vote WHERE ref = $1), $4)
		ON CONFLICT (ref, user_id) DO UPDATE SET way = excluded.way, seq = excluded.seq, voted_at = excluded.voted_at
		WHERE fork_vote.way <> excluded.way`
	listVotesQuery  = "SELECT user_id, way, seq FROM fork_vote WHERE ref = $1 ORDER BY seq"
	pruneVotesQuery = "DELETE FROM fork_vote WHERE voted_at < $1"
)

// Cast records userID's vote for way at the fork prompt ref at now, the
// newest of theirs counting (rules §6.4), and reports whether it changed
// anything (false: that was already their vote).
func (q *VoteQuery) Cast(ctx context.Context, ref string, userID id.UserID, way int, now time.Time) (bool, error) {
	return changedOne(q.db.Exec(ctx, castVoteQuery, ref, userID, way, now.UnixMilli()))
}

// List returns the votes standing at the fork prompt ref, in the order
// they were cast.
func (q *VoteQuery) List(ctx context.Context, ref string) ([]expedition.ForkVote, error) {
	rows, err := q.db.Query(ctx, listVotesQuery, ref)
	return dbutil.NewRowIterWithError(rows, func(row dbutil.Scannable) (expedition.ForkVote, error) {
		var v expedition.ForkVote
		err := row.Scan(&v.User, &v.Way, &v.Seq)
		return v, err
	}, err).AsList()
}

// Prune forgets the votes cast before before and returns how many rows
// went (the retention job; a prompt that old was answered long ago).
func (q *VoteQuery) Prune(ctx context.Context, before time.Time) (int64, error) {
	return rowsAffected(q.db.Exec(ctx, pruneVotesQuery, before.UnixMilli()))
}

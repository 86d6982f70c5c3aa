package store

import (
	"context"
	"fmt"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
)

// ReportLimit is how many report cards of a player ExpeditionQuery.Past reads
// at most.
const ReportLimit = 100

// reportStatuses are the statuses of an expedition out of the field for
// good or for now, whose report card can be shown (rules §8.21): extracted,
// complete, abandoned (forced out) and expired.
const reportStatuses = "('extracted', 'complete', 'abandoned', 'expired')"

// Past loads userID's expeditions that have a report card
// (extracted, complete, abandoned or expired) with an ID above above (the
// history floor of a deleted character, CharacterQuery.HistoryFloor), latest first, at
// most ReportLimit. The expedition row keeps everything the card is drawn
// from (its series, totals, log and milestones; its zone run keeps the
// route), so the cards outlive restarts and later expeditions. Errors:
// the store's, or an expedition saved by a newer version.
func (q *ExpeditionQuery) Past(ctx context.Context, userID id.UserID, above int64) ([]expedition.Expedition, error) {
	out, err := q.many(ctx, pastExpeditionsQuery, userID, above, ReportLimit)
	if err != nil {
		return nil, fmt.Errorf("past expeditions of %s: %w", userID, err)
	}
	return out, nil
}

// PastAsMember is Past for the party expeditions userID was a member of
// (rules §8.22: not their leader), joined or left, latest first, at most
// ReportLimit: each member reads the party's report card too (rules
// §8.21). Errors: Past's.
func (q *ExpeditionQuery) PastAsMember(ctx context.Context, userID id.UserID, above int64) ([]expedition.Expedition, error) {
	out, err := q.many(ctx, pastAsMemberQuery, userID, above, ReportLimit)
	if err != nil {
		return nil, fmt.Errorf("past party expeditions of %s: %w", userID, err)
	}
	return out, nil
}

// many loads the expeditions query selects, in its order. Errors: the
// store's, a document that does not decode, or one saved by a newer
// version.
func (q *ExpeditionQuery) many(ctx context.Context, query string, args ...any) ([]expedition.Expedition, error) {
	rows, err := q.exps.QueryMany(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	out := make([]expedition.Expedition, 0, len(rows))
	for _, r := range rows {
		if r.Value.Version > expedition.StateVersion {
			return nil, fmt.Errorf("expedition %s was saved by a newer version (%d)", r.Value.ID, r.Value.Version)
		}
		out = append(out, r.Value)
	}
	return out, nil
}

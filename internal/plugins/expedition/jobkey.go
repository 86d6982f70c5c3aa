package expedition

import (
	"context"
	"fmt"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

// jobExpedition loads the expedition a job of this plugin is keyed by (the
// key is its ID, expedition.ID.String); ok is false when it is gone.
// Errors: the store's, or a key that is not an expedition ID (the job
// fails and is logged instead of ending in silence).
func jobExpedition(ctx context.Context, st *store.Store, job scheduler.Job) (expedition.Expedition, bool, error) {
	id, err := expedition.ParseID(job.Key)
	if err != nil {
		return expedition.Expedition{}, false, fmt.Errorf("%s job: %w", job.Kind, err)
	}
	return st.Expedition.ByID(ctx, id)
}

// memberRecapKey is the key of member user's job on expedition id (the
// member's Evening Recap): the ID and the user, space-separated.
func memberRecapKey(id expedition.ID, user id.UserID) string { return id.String() + " " + string(user) }

// memberJobExpedition is jobExpedition for a member's job, keyed by
// memberRecapKey: the expedition and the member's user. Errors:
// jobExpedition's.
func memberJobExpedition(ctx context.Context, st *store.Store, job scheduler.Job) (expedition.Expedition, id.UserID, bool, error) {
	expID, user, _ := strings.Cut(job.Key, " ")
	e, ok, err := jobExpedition(ctx, st, scheduler.Job{Kind: job.Kind, Key: expID})
	return e, id.UserID(user), ok, err
}

package expedition

import (
	"context"
	"fmt"

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

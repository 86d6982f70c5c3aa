package store

import (
	"context"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
)

// GrantAutorunGrace stamps expedition id's last_autorun_at with at,
// never moving it back (rules §9.3): the background walk claims an expedition
// only a whole cooldown after its last stamp (ClaimAutorun), so after a
// revisit it leaves the player alone for one full window instead of marching
// them straight back out of the room they walked back to. An unknown
// expedition is left as it is.
func (s *Store) GrantAutorunGrace(ctx context.Context, id expedition.ID, at time.Time) error {
	_, err := s.DB.Exec(ctx, "UPDATE expedition SET last_autorun_at = MAX(last_autorun_at, $2) WHERE id = $1", int64(id), at.UnixMilli())
	return err
}

package harvest

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// ErrUnknownZone is returned when a room's zone is not in the content.
type ErrUnknownZone struct {
	Zone content.ZoneID
}

func (e ErrUnknownZone) Error() string { return fmt.Sprintf("harvest: unknown zone %q", e.Zone) }

// ErrBadHarvestRef is returned when a harvest room features a resource
// that is not in the registry or belongs to another zone.
type ErrBadHarvestRef struct {
	Room     zonegraph.NodeID
	Resource content.ItemID
}

func (e ErrBadHarvestRef) Error() string {
	return fmt.Sprintf("harvest: room %s features %q, which is not a resource of its zone", e.Room, e.Resource)
}

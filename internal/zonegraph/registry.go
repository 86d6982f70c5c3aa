package zonegraph

import (
	"fmt"
	"sync"
)

// Registry holds one validated graph per zone (rules §6.8).
// It is safe for concurrent use; graphs are registered at start-up.
type Registry struct {
	mu     sync.RWMutex
	byZone map[string]Graph
	order  []string
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{byZone: map[string]Graph{}} }

// Register validates g and adds it. It returns an error when g's zone is
// already registered or g breaks a rule, and the graph is not added then;
// content.Load reports it at start-up, so bad authoring never reaches a
// player.
func (r *Registry) Register(g Graph) error {
	if err := Validate(g); err != nil {
		return fmt.Errorf("zone graph %q is invalid: %w", g.ZoneID, err)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.byZone[g.ZoneID]; dup {
		return fmt.Errorf("zone graph %q registered twice", g.ZoneID)
	}
	r.byZone[g.ZoneID] = g.Clone()
	r.order = append(r.order, g.ZoneID)
	return nil
}

// ByZone returns a copy of the zone's graph.
func (r *Registry) ByZone(zoneID string) (Graph, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	g, ok := r.byZone[zoneID]
	if !ok {
		return Graph{}, false
	}
	return g.Clone(), true
}

// View returns the zone's registered graph itself, not a copy, for a
// caller that only reads it: a registered graph never changes, and a
// read on every command or rollover need not pay a deep copy. Its maps
// and slices are every caller's, so changing them would change the zone
// for all; ByZone gives a copy to change.
func (r *Registry) View(zoneID string) (Graph, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	g, ok := r.byZone[zoneID]
	return g, ok
}

// All returns copies of every graph in registration order.
func (r *Registry) All() []Graph {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]Graph, len(r.order))
	for i, id := range r.order {
		out[i] = r.byZone[id].Clone()
	}
	return out
}

package odds

import (
	"sync"

	"github.com/gogobee/gogobee/internal/sim"
)

// cacheSize is how many packings' odds the cache keeps (a few hundred
// bytes each); the oldest go first.
const cacheSize = 1024

// cache keeps finished odds by sim.OddsKey, in memory, for the life of the
// process (the key names the rules' version, so a new binary starts
// afresh anyway).
type cache struct {
	mu    sync.Mutex
	max   int
	byKey map[string]sim.Odds
	order []string // keys, oldest first
}

// newCache returns an empty cache of at most max entries.
func newCache(max int) *cache { return &cache{max: max, byKey: map[string]sim.Odds{}} }

// get returns the odds kept under key.
func (c *cache) get(key string) (sim.Odds, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	o, ok := c.byKey[key]
	return o, ok
}

// put keeps o under key, dropping the oldest entry when full.
func (c *cache) put(key string, o sim.Odds) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[key]; !ok {
		c.order = append(c.order, key)
	}
	c.byKey[key] = o
	for len(c.order) > c.max {
		delete(c.byKey, c.order[0])
		c.order = c.order[1:]
	}
}

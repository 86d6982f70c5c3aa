package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestAGraphOfNoKnownZoneIsRefused: a room of a zone the content does not
// have would roll on no roster, so every move on one refuses with ErrNoGraph and changes nothing.
func TestAGraphOfNoKnownZoneIsRefused(t *testing.T) {
	ch := hero(t, rules.Fighter)
	g := crypt(t)
	g.ZoneID = "nowhere"
	r := at(cid("entry"), cid("entry"))
	r.ZoneID = content.ZoneID(g.ZoneID)
	moves := map[string]func() (Step, error){
		"start":   func() (Step, error) { return Start(StartParams{Graph: g, ZoneTier: 1, Char: ch, Now: t0}) },
		"advance": func() (Step, error) { return Advance(r, g, ch, t0) },
		"enter":   func() (Step, error) { return Enter(r, g, ch, cid("stair"), t0) },
		"choose":  func() (Step, error) { return Choose(r, g, ch, 1, t0) },
		"revisit": func() (Step, error) { return RevisitNode(r, g, ch, cid("entry"), t0) },
	}
	for name, move := range moves {
		t.Run(name, func(t *testing.T) {
			st, err := move()
			assert.ErrorIs(t, err, ErrNoGraph)
			assert.Empty(t, st.Events)
		})
	}
}

package harvest

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
)

// EventKind names what a pass event reports.
type EventKind string

// Pass event kinds.
const (
	EventRareFind  EventKind = "harvest_rare_find" // a Rare-or-better find: its own celebratory line
	EventNoise     EventKind = "harvest_noise"     // a noise tick (+NoiseThreat threat)
	EventInterrupt EventKind = "harvest_interrupt" // a fight interrupts the pass
	EventBlocked   EventKind = "harvest_blocked"   // zone events block every harvest
	EventSkipped   EventKind = "harvest_skipped"   // a node was not attempted
)

// CelebrationKey is the flavor-line key the narrate layer uses for a
// Rare-or-better find (rules §7.3); Event.Text carries the
// default line when no flavor line is chosen.
const CelebrationKey = "harvest_rare"

// Event is one thing a pass reports to the narrate layer: its kind, the
// resource, the quantity, a skip or block reason, an interrupt's kind, and
// for a rare find the flavor key and the default line.
type Event struct {
	Kind      EventKind      `json:"kind"`
	Key       string         `json:"key,omitempty"`
	Resource  content.ItemID `json:"resource,omitempty"`
	Qty       int            `json:"qty,omitempty"`
	Reason    SkipReason     `json:"reason,omitempty"`
	Interrupt NoiseOutcome   `json:"interrupt,omitempty"`
	Text      string         `json:"text,omitempty"`
}

// DefaultCelebration is TwinBee's stock line for a Rare-or-better find,
// e.g. "✨ Rare find: 1 Mithral Trace. TwinBee writes it down twice, just
// to be sure."
func DefaultCelebration(y Yield) string {
	return fmt.Sprintf("✨ %s find: %d %s. TwinBee writes it down twice, just to be sure.",
		rarityWord(y), y.Qty, y.Name)
}

func rarityWord(y Yield) string {
	w := y.Rarity.SRDRarity()
	return strings.ToUpper(w[:1]) + w[1:]
}

// Footer renders a pass as the one-line harvest footer, the same shape
// everywhere: "+2 Iron Ore, +1 Shadow Herb; 3 fails". Yields are listed
// rarity descending, then by name; "nothing found" when no attempt yielded;
// "; 1 fail" / "; N fails" only when some attempt failed. A pass that made no
// attempt (no nodes, all spent, all gated or blocked, or a room that does not
// harvest) has no footer: "".
func (r PassResult) Footer() string {
	if len(r.Attempts) == 0 {
		return ""
	}
	return FormatFooter(r.Yields, r.Fails)
}

// FormatFooter renders yields (already in footer order, see SortYields) and
// a fail count in the footer shape; the autopilot's walk summary uses it
// for its totals. It returns "" when there is nothing to say.
func FormatFooter(ys []Yield, fails int) string {
	var b strings.Builder
	for i, y := range ys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "+%d %s", y.Qty, y.Name)
	}
	if len(ys) == 0 {
		if fails == 0 {
			return ""
		}
		b.WriteString("nothing found")
	}
	switch {
	case fails == 1:
		b.WriteString("; 1 fail")
	case fails > 1:
		fmt.Fprintf(&b, "; %d fails", fails)
	}
	return b.String()
}

// MergeYields adds up yields from several passes (the autopilot's walk
// totals) and returns them in footer order.
func MergeYields(parts ...[]Yield) []Yield {
	byID := map[content.ItemID]int{}
	var out []Yield
	for _, ys := range parts {
		for _, y := range ys {
			if i, ok := byID[y.Resource]; ok {
				out[i].Qty += y.Qty
				continue
			}
			byID[y.Resource] = len(out)
			out = append(out, y)
		}
	}
	SortYields(out)
	return out
}

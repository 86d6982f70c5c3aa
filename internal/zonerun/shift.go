package zonerun

import (
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// ShiftOn is the highest d6 at which a fork's ways shift while the run's
// mods say rooms shift (rules §8.12: the Abyss Portal from instability
// 41, "rooms occasionally shift order": a 1 or a 2, one fork in three).
const ShiftOn = 2

// purposeShift is the stream purpose of a fork's shift roll.
const purposeShift = "shift"

// shiftedWay is the room way n of fork prompt p really leads to (rules
// §8.12). While rooms shift, a d6 on the stream (run seed, fork node,
// "shift", steps taken so far) rolled when the way is taken shifts the
// ways on ShiftOn or less: way n then opens onto the next open way's room
// in prompt order (the last onto the first). Only open ways trade rooms,
// so a shift never passes a lock, and every room is still a real way out
// of the fork, so the boss stays reachable and `!revisit` walks back the
// edge really taken. A fork with fewer than two open ways never shifts.
func shiftedWay(r Run, p Prompt, n int) zonegraph.NodeID {
	chosen := p.Options[n-1].To
	if !r.Mods.RoomsShift {
		return chosen
	}
	var open []int
	at := 0
	for i, o := range p.Options {
		if o.Open {
			if i == n-1 {
				at = len(open)
			}
			open = append(open, i)
		}
	}
	if len(open) < 2 || dice.NewStream(r.Seed, string(p.Node), purposeShift, r.RoomsTraversed).Die(6) > ShiftOn {
		return chosen
	}
	return p.Options[open[(at+1)%len(open)]].To
}

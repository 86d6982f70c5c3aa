package zonerun

import (
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// purposeFlood names the stream that decides whether a room floods when
// the tide is in (rules §8.12).
const purposeFlood = "flood"

// RoundSourceTide is the round damage's source in the fight log when a
// flooded room's cold bites ("You take 4 (tide)").
const RoundSourceTide = "tide"

// FloodChance is the share of a run's rooms the tide floods (rules §8.12:
// "the temple is half underwater"): each room floods on its own draw.
const FloodChance = 0.5

// Floods reports whether room node of the run with seed floods when the
// tide comes in (rules §8.12): a fixed draw from (seed, node, "flood"), so
// the same rooms flood however often it is asked.
func Floods(seed uint64, node zonegraph.NodeID) bool {
	return node != "" && dice.NewStream(seed, string(node), purposeFlood).Chance(FloodChance)
}

// Flooded reports whether room node of r is under water now: the tide is
// in (its owner put the tide's cold on the run's mods, FloodCold) and the
// room is one the tide floods (Floods).
func (r Run) Flooded(node zonegraph.NodeID) bool {
	return !r.Mods.FloodCold.IsZero() && Floods(r.Seed, node)
}

// FloodedRooms lists the rooms of graph g flooded now in run r, in the
// graph's order, leaving out the secret rooms the player has not found
// (rules §6.5): none while the tide is out.
func FloodedRooms(r Run, g zonegraph.Graph) []zonegraph.NodeID {
	if r.Mods.FloodCold.IsZero() {
		return nil
	}
	var out []zonegraph.NodeID
	for _, id := range g.NodeOrder {
		if g.Nodes[id].Kind == zonegraph.KindSecret && !r.IsDiscovered(id) {
			continue
		}
		if Floods(r.Seed, id) {
			out = append(out, id)
		}
	}
	return out
}

// In is m for a fight in room node of the run with seed: in a room the
// tide floods, the tide's cold (FloodCold) hits the player at the start
// of every round (rules §8.12, §8.16); elsewhere m as it is.
func (m FightMods) In(seed uint64, node zonegraph.NodeID) FightMods {
	if !m.FloodCold.IsZero() && Floods(seed, node) {
		m.Env.RoundDamage, m.Env.RoundType, m.Env.RoundSource = m.FloodCold, rules.Cold, RoundSourceTide
	}
	return m
}

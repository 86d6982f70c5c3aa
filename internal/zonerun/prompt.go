package zonerun

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// LockReason says why a way is closed to the player.
type LockReason string

// Lock reasons ("" for an open way).
const (
	ReasonNone            LockReason = ""
	ReasonCheckFailed     LockReason = "check_failed"     // a Perception or ability check failed on arrival
	ReasonNoKey           LockReason = "no_key"           // the key is not in the pack
	ReasonLevelTooLow     LockReason = "level_too_low"    // the character's level is below the lock's
	ReasonRegionUncleared LockReason = "region_uncleared" // the region's boss still stands
)

// Option is one way out of a fork, in prompt order (edge weight, then
// authoring order), with its lock as evaluated on arrival.
type Option struct {
	To   zonegraph.NodeID `json:"to"`
	Lock zonegraph.Lock   `json:"lock"`
	Hint string           `json:"hint,omitempty"`
	// Open reports whether the player may take this way now.
	Open bool `json:"open"`
	// Reason says why a closed way is closed.
	Reason LockReason `json:"reason,omitempty"`
	// Check is the roll of a Perception or ability-check lock.
	Check *Check `json:"check,omitempty"`
}

// Prompt is a fork waiting for the player's answer (the node_choices
// column): every way out of Node in prompt order, evaluated once when the
// player arrived At. Chosen is the node taken, once answered.
type Prompt struct {
	Node    zonegraph.NodeID `json:"node"`
	Options []Option         `json:"options"`
	At      time.Time        `json:"at"`
	Chosen  zonegraph.NodeID `json:"chosen,omitempty"`
}

func (p Prompt) clone() Prompt {
	out := p
	out.Options = make([]Option, len(p.Options))
	for i, o := range p.Options {
		if o.Check != nil {
			c := *o.Check
			o.Check = &c
		}
		out.Options[i] = o
	}
	return out
}

// FirstOpen returns the 1-based number of the first open option, or 0.
func (p Prompt) FirstOpen() int {
	for i, o := range p.Options {
		if o.Open {
			return i + 1
		}
	}
	return 0
}

// Wounded reports whether ch is badly wounded for an automatic choice:
// below half its HP maximum.
func Wounded(ch rules.Character) bool { return ch.HP*2 < rules.MaxHP(ch) }

// OpenCount is the number of open options.
func (p Prompt) OpenCount() int {
	n := 0
	for _, o := range p.Options {
		if o.Open {
			n++
		}
	}
	return n
}

// buildPrompt evaluates every way out of node for ch:
// one Wisdom (Perception) roll on stream (seed, node, "perception") serves
// every Perception lock; each ability-check lock rolls on (seed, node,
// "stat", to); both feel the run owner's roll penalty (r.Mods.Env, rules
// §8.16); keys, levels and regions are looked up. A passed Perception lock
// into a secret room discovers it.
func buildPrompt(r *Run, g zonegraph.Graph, ch rules.Character, node zonegraph.NodeID, now time.Time) Prompt {
	p := Prompt{Node: node, At: now}
	var perception *Check
	for _, e := range g.Out(node) {
		o := Option{To: e.To, Lock: e.Lock, Hint: e.Hint}
		switch e.Lock.Kind {
		case zonegraph.LockPerception:
			if perception == nil {
				c := rollPerception(ch, r.Mods.Env, e.Lock.DC, dice.NewStream(r.Seed, string(node), "perception"))
				perception = &c
			}
			c := perception.reDC(e.Lock.DC)
			o.Check = &c
			o.Open = c.Passed
			if !o.Open {
				o.Reason = ReasonCheckFailed
			}
		case zonegraph.LockStatCheck:
			c := rollAbility(ch, r.Mods.Env, e.Lock.Stat, e.Lock.DC, dice.NewStream(r.Seed, string(node), "stat", string(e.To)))
			o.Check = &c
			o.Open = c.Passed
			if !o.Open {
				o.Reason = ReasonCheckFailed
			}
		default:
			o.Open, o.Reason = standingLock(*r, ch, e.Lock)
		}
		if o.Open && e.Lock.IsLuck() && g.Nodes[e.To].Kind == zonegraph.KindSecret {
			addOnce(&r.Discovered, e.To)
		}
		p.Options = append(p.Options, o)
	}
	return p
}

// standingLock evaluates a lock that needs no roll: none, key_required
// (the key is in the pack), level_min (the character's level) and
// region_clear (the region's boss defeated this run). A luck lock reads as
// closed by a failed check.
func standingLock(r Run, ch rules.Character, l zonegraph.Lock) (bool, LockReason) {
	switch l.Kind {
	case zonegraph.LockNone, "":
		return true, ReasonNone
	case zonegraph.LockKey:
		if ch.Inventory[l.KeyID] > 0 {
			return true, ReasonNone
		}
		return false, ReasonNoKey
	case zonegraph.LockLevelMin:
		if ch.Level >= l.MinLevel {
			return true, ReasonNone
		}
		return false, ReasonLevelTooLow
	case zonegraph.LockRegionClear:
		if r.RegionCleared(l.Region) {
			return true, ReasonNone
		}
		return false, ReasonRegionUncleared
	}
	return false, ReasonCheckFailed
}

// refresh re-evaluates the options whose locks need no roll (a key picked
// up, a level gained, a region cleared since arrival); rolled checks keep
// their result for the visit.
func (p Prompt) refresh(r Run, ch rules.Character) Prompt {
	out := p.clone()
	for i, o := range out.Options {
		if o.Lock.IsLuck() {
			continue
		}
		out.Options[i].Open, out.Options[i].Reason = standingLock(r, ch, o.Lock)
	}
	return out
}

// edgeStatuses turns the recorded fork evaluations into the map's edge
// statuses: an open way is open, a failed check or a missing key is
// blocked, a level or region lock still locked. Region-clear edges of
// cleared regions are open.
func edgeStatuses(r Run, g zonegraph.Graph) map[zonegraph.EdgeKey]zonegraph.EdgeStatus {
	out := map[zonegraph.EdgeKey]zonegraph.EdgeStatus{}
	for _, e := range g.AllEdges() {
		if e.Lock.Kind == zonegraph.LockRegionClear && r.RegionCleared(e.Lock.Region) {
			out[e.Key()] = zonegraph.EdgeOpen
		}
	}
	forks := make([]Prompt, 0, len(r.Forks)+1)
	for _, p := range r.Forks {
		forks = append(forks, p)
	}
	if r.Prompt != nil {
		forks = append(forks, *r.Prompt)
	}
	for _, p := range forks {
		for _, o := range p.Options {
			k := zonegraph.EdgeKey{From: p.Node, To: o.To}
			switch {
			case o.Open:
				out[k] = zonegraph.EdgeOpen
			case slices.Contains([]LockReason{ReasonCheckFailed, ReasonNoKey}, o.Reason):
				out[k] = zonegraph.EdgeBlocked
			default:
				out[k] = zonegraph.EdgeLocked
			}
		}
	}
	return out
}

// Ways is r's waiting fork prompt as Choose sees it: the locks that need
// no roll looked at again (keys, level and regions as they stand for ch);
// false when no prompt waits.
func Ways(r Run, ch rules.Character) (Prompt, bool) {
	if r.Prompt == nil {
		return Prompt{}, false
	}
	return r.Prompt.refresh(r, ch), true
}

// FirstOpenWay is the number (1-based, as `!zone go` takes it) of the first
// listed way of r's waiting fork prompt that ch may take today (Ways: keys
// and level as they stand). 0: no prompt waits, or every way is closed.
func FirstOpenWay(r Run, ch rules.Character) int {
	p, _ := Ways(r, ch)
	return p.FirstOpen()
}

package harvest

import (
	"cmp"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Skip is a node the pass did not attempt, and why. Its charges are kept.
type Skip struct {
	Node     string         `json:"node"`
	Resource content.ItemID `json:"resource"`
	Reason   SkipReason     `json:"reason"`
}

// PassResult is what one auto-harvest pass did in one room.
//
//   - Room: the graph node ID. Ran: the room's kind runs a pass (RunsPass);
//     when false nothing else is set.
//   - Blocked: the zone's events blocked every harvest (no charge spent).
//   - Attempts: every roll in order. Yields: totals per resource, bonus
//     finds included, in footer order (rarity descending, then name).
//     Fails: attempts that yielded nothing.
//   - Skipped: nodes with charges that were not attempted (gates, blocks).
//   - NoiseTicks: noise ticks added (at most one per node);
//     ThreatDelta = NoiseTicks × NoiseThreat, for the expedition's threat
//     hook (play.ExpeditionStep adds ReasonNoise once per tick).
//   - Interrupt: the fight that stopped the pass, or nil.
//   - RareFinds: one entry per Rare-or-better find (a node success or a
//     bonus find); the celebratory lines merge those of one resource.
//   - Events: what happened, in order, for the narrate layer.
type PassResult struct {
	Room        zonegraph.NodeID `json:"room"`
	Ran         bool             `json:"ran"`
	Blocked     SkipReason       `json:"blocked,omitempty"`
	Attempts    []Attempt        `json:"attempts,omitempty"`
	Yields      []Yield          `json:"yields,omitempty"`
	Fails       int              `json:"fails"`
	Skipped     []Skip           `json:"skipped,omitempty"`
	NoiseTicks  int              `json:"noise_ticks,omitempty"`
	ThreatDelta int              `json:"threat_delta,omitempty"`
	Interrupt   *Interrupt       `json:"interrupt,omitempty"`
	RareFinds   []Yield          `json:"rare_finds,omitempty"`
	Events      []Event          `json:"events,omitempty"`
}

// Pass runs the auto-harvest pass in room (rules §7.3, §7.4, §7.5). It is the
// one code path of `!zone advance`, `!advance` and the autopilot.
//
// A room whose kind does not run a pass (RunsPass) returns hs unchanged and
// a result with Ran false. Otherwise the room is seeded on first use
// (Seed), then each node with charges, in seeding order, rolls once per
// charge: every roll spends a charge, success or failure, and nothing is
// retried. Nodes shut by a gate or a mining block are skipped and keep
// their charges; a zone-wide block skips the whole pass. Each failed
// attempt rolls for noise: noise adds one threat tick per node per pass at
// most and the node keeps rolling; a standard, elite or patrol result
// stops the pass (remaining charges stay) and is returned as Interrupt.
//
// The rolls come from a child of rng keyed by the room's node ID and its pass
// count, so the same seed, state, room, character and context give the
// same pass. The character is not changed: Collect applies the yields and
// the nick. Errors: ErrUnknownZone, ErrBadHarvestRef (from seeding).
func Pass(hs State, room zonegraph.Node, c rules.Character, ctx Context, rng *dice.Stream) (State, PassResult, error) {
	res := PassResult{Room: room.ID}
	if !RunsPass(room.Kind) {
		return hs, res, nil
	}
	zoneID := content.ZoneID(room.Zone) // the graph holds it as a string
	z, ok := content.ZoneByID(zoneID)
	if !ok {
		return hs, res, ErrUnknownZone{Zone: zoneID}
	}
	z = z.InRegion(room.Region) // noise wakes the region's own enemies (rules §6.7)
	r, seeded := hs.Room(room.ID)
	if !seeded {
		nodes, err := Seed(room, rng)
		if err != nil {
			return hs, res, err
		}
		r = Room{Nodes: nodes}
	}
	res.Ran = true
	ps := rng.Child("harvest_pass", string(room.ID), r.Passes)
	r.Passes++
	if ctx.Mods.Blocked {
		res.Blocked = SkipBlocked
		res.Events = append(res.Events, Event{Kind: EventBlocked, Reason: SkipBlocked})
		return hs.with(room.ID, r), res, nil
	}
	p := passRun{res: &res, zone: z, c: c, ctx: ctx, s: ps, d: ps, threat: ctx.Threat}
	p.run(r.Nodes)
	return hs.with(room.ID, r), res, nil
}

// passRun carries one pass's working state.
type passRun struct {
	res    *PassResult
	zone   content.Zone
	c      rules.Character
	ctx    Context
	s      *dice.Stream
	d      roller
	threat int
	got    map[content.ItemID]Yield
	band   *dice.Stream // the under-band share's rolls (add), made on first use
}

// run attempts the nodes in order (changing their charges in place) and
// fills in the totals.
func (p *passRun) run(nodes []Node) {
	for i := range nodes {
		if p.res.Interrupt != nil {
			break
		}
		p.node(&nodes[i])
	}
	p.res.Yields = p.totals()
	p.res.ThreatDelta = p.res.NoiseTicks * NoiseThreat
}

// node rolls every charge of one node until it is spent or an interrupt
// stops the pass.
func (p *passRun) node(n *Node) {
	if n.Depleted() {
		return
	}
	r, ok := content.ResourceByID(n.Resource)
	reason := SkipUnknown
	if ok {
		reason = Eligibility(r, p.c, p.ctx)
	}
	if reason != "" {
		p.res.Skipped = append(p.res.Skipped, Skip{Node: n.ID, Resource: n.Resource, Reason: reason})
		p.res.Events = append(p.res.Events, Event{Kind: EventSkipped, Resource: n.Resource, Reason: reason})
		return
	}
	ticked := false
	for n.Charges > 0 && p.res.Interrupt == nil {
		n.Charges--
		a := try(n.ID, r, p.c, p.ctx, p.d)
		if !a.Failed() {
			p.add(yieldOf(r, a.Qty))
			for _, b := range a.Bonus {
				p.add(b)
			}
		} else {
			p.res.Fails++
			nz := rollNoise(p.zone, p.threat, p.c, p.ctx.Wilderness, p.d)
			switch {
			case nz.Outcome == NoiseNoise && !ticked:
				ticked, nz.ThreatTick = true, true
				p.res.NoiseTicks++
				p.threat += NoiseThreat
				p.res.Events = append(p.res.Events, Event{Kind: EventNoise, Resource: r.ID})
			case nz.Outcome.Interrupts():
				p.res.Interrupt = newInterrupt(nz.Outcome, n.ID, p.zone, p.c, p.s, p.d)
				p.res.Events = append(p.res.Events, Event{Kind: EventInterrupt, Resource: r.ID, Interrupt: nz.Outcome})
			}
			a.Noise = &nz
		}
		p.res.Attempts = append(p.res.Attempts, a)
	}
}

// add counts a find and celebrates a Rare-or-better one; under the zone's
// band the character keeps its share of it (rules §6.2), rolled on a
// stream of the pass's own so the attempts' rolls stay the band's.
func (p *passRun) add(y Yield) {
	level := p.c.Level
	if p.ctx.SetOutLevel > 0 {
		level = p.ctx.SetOutLevel
	}
	if pct := p.zone.FindPercent(level); pct < 100 {
		if p.band == nil {
			p.band = p.s.Child("under_band")
		}
		if y.Qty = content.KeptFinds(y.Qty, pct, p.band); y.Qty == 0 {
			return
		}
	}
	if p.got == nil {
		p.got = map[content.ItemID]Yield{}
	}
	t := p.got[y.Resource]
	if t.Resource == "" {
		t = y
	} else {
		t.Qty += y.Qty
	}
	p.got[y.Resource] = t
	if y.Rarity >= content.GradeRare {
		p.res.RareFinds = append(p.res.RareFinds, y)
		p.res.Events = append(p.res.Events, Event{Kind: EventRareFind, Key: CelebrationKey, Resource: y.Resource, Qty: y.Qty, Text: DefaultCelebration(y)})
	}
}

// totals returns the finds in footer order.
func (p *passRun) totals() []Yield {
	out := make([]Yield, 0, len(p.got))
	for _, y := range p.got {
		out = append(out, y)
	}
	SortYields(out)
	return out
}

// SortYields orders yields as the footer lists them: rarity descending,
// then name ascending, then resource ID.
func SortYields(ys []Yield) {
	slices.SortFunc(ys, func(a, b Yield) int {
		return cmp.Or(cmp.Compare(b.Rarity, a.Rarity), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Resource, b.Resource))
	})
}

// Collect applies a pass to the character: every yield goes into the
// inventory (catalogue item ID = resource ID) and an interrupt's surprise
// nick comes off HP. Errors: those of rules.AddItem.
func Collect(c rules.Character, r PassResult) (rules.Character, error) {
	for _, y := range r.Yields {
		var err error
		if c, err = rules.AddItem(c, y.Resource, y.Qty); err != nil {
			return c, err
		}
	}
	if r.Interrupt != nil && r.Interrupt.Nick > 0 {
		c = c.Clone()
		c.HP = max(1, c.HP-r.Interrupt.Nick)
	}
	return c, nil
}

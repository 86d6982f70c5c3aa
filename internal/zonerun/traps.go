package zonerun

import (
	"math"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Trap is one trap of the tier tables (rules §6.6). Damage is zero for the
// traps without dice (they deal NoDamageTrapHP of max HP instead). A trap
// with a Save lets the player halve the damage with a saving throw against
// SaveDC.
type Trap struct {
	ID     string        `json:"id"`
	Name   string        `json:"name"`
	Damage rules.Dice    `json:"damage"`
	Save   rules.Ability `json:"save,omitempty"`
	SaveDC int           `json:"save_dc,omitempty"`
}

// Trap rules (rules §6.6). The detection DC is DetectDCBase + zone tier: 12
// for tier 1 (the pit's recorded DC) and DERIVED for the other tiers.
const (
	DetectDCBase       = 11   // detection DC = DetectDCBase + zone tier
	NoDamageTrapBase   = 0.08 // a trap without damage dice takes 8% of max HP ...
	NoDamageTrapByTier = 0.03 // ... plus 3% per zone tier
)

// trapTables are the traps by tier band (rules §6.6): tier 1, tier 2,
// tiers 3–5.
var trapTables = [3][]Trap{
	{
		{ID: "pit", Name: "Pit", Damage: rules.D(2, 6)},
		{ID: "tripwire", Name: "Tripwire"},
		{ID: "poison_dart", Name: "Poison Dart", Damage: rules.D(1, 4), Save: rules.CON, SaveDC: 11},
	},
	{
		{ID: "flame_jet", Name: "Flame Jet", Damage: rules.D(3, 6)},
		{ID: "collapsing_ceiling", Name: "Collapsing Ceiling", Damage: rules.D(4, 6)},
		{ID: "glyph", Name: "Glyph of Warding", Damage: rules.D(5, 8)},
	},
	{
		{ID: "antimagic_field", Name: "Antimagic Field"},
		{ID: "necrotic_miasma", Name: "Necrotic Miasma", Damage: rules.D(6, 6)},
		{ID: "symbol_of_death", Name: "Symbol of Death"},
		{ID: "planar_rift", Name: "Planar Rift", Damage: rules.D(4, 10)},
	},
}

// TrapsForTier lists the traps of a zone tier (1, 2, or 3–5).
func TrapsForTier(tier int) []Trap {
	band := min(max(tier, 1), 3) - 1
	return append([]Trap(nil), trapTables[band]...)
}

// TrapOutcome is what a trap room did: the trap, the detection check, the
// save (if the trap has one and went off), the damage rolled and the HP
// actually lost (never below 1 HP left).
type TrapOutcome struct {
	Trap    Trap   `json:"trap"`
	Detect  Check  `json:"detect"`
	Spotted bool   `json:"spotted"`
	Save    *Check `json:"save,omitempty"`
	Rolled  int    `json:"rolled,omitempty"`
	Lost    int    `json:"lost,omitempty"`
	HP      int    `json:"hp"`     // the character's HP afterwards
	MaxHP   int    `json:"max_hp"` // the character's HP maximum
	// Rearmed: the trap was re-armed and met again on walking back in
	// (the Hostile threat band, rules §8.7).
	Rearmed bool `json:"rearmed,omitempty"`
}

// trap resolves a trap room (rules §6.6): a trap of the zone's tier is
// drawn, the player rolls Wisdom (Perception) to spot it (a spotted trap is
// stepped around), otherwise it goes off: its damage dice (halved on a
// successful save, a CON save rolled with disadvantage in the Underforge's
// heat 7+, saveD20) or, without dice, 8% + 3% per tier of max HP. The
// check and the save feel the expedition's roll penalty (rules §8.16). The
// damage never leaves the character below 1 HP. All rolls draw from
// (seed, node, "trap").
func (st *Step) trap(zone content.Zone, n zonegraph.Node, rm *Room) {
	s := dice.NewStream(st.Run.Seed, string(n.ID), purposeTrap)
	traps := TrapsForTier(max(zone.Tier, 1))
	st.spring(zone, n, rm, traps[s.IntN(len(traps))], s, false)
}

// rearmTrap springs the trap of trap room node again as the player walks
// back in while the threat band re-arms traps (FightMods.TrapsRearm, rules
// §8.7): the same trap, spotted or not as on a first entry, on the stream
// (seed, node, "trap", re-arm count), so each return rolls afresh and a
// replay rolls the same. Other rooms, and trap rooms with the band below
// Hostile, are left alone.
func (st *Step) rearmTrap(g zonegraph.Graph, node zonegraph.NodeID) {
	rm, ok := st.Run.Rooms[node]
	if !ok || rm.Kind != zonegraph.KindTrap || rm.Trap == nil || !st.Run.Mods.TrapsRearm {
		return
	}
	rm.TrapRearms++
	st.spring(st.zone, g.Nodes[node], &rm, rm.Trap.Trap, dice.NewStream(st.Run.Seed, string(node), purposeTrap, rm.TrapRearms), true)
	st.Run.setRoom(node, rm)
}

// spring sets trap t off in room n on stream s: the Perception check to
// spot it, else its damage and save; rearmed marks a trap met again. Each
// party member meets it too, on their own stream (rules §8.23).
func (st *Step) spring(zone content.Zone, n zonegraph.Node, rm *Room, t Trap, s *dice.Stream, rearmed bool) {
	tier := max(zone.Tier, 1)
	out := st.meetTrap(&st.Char, t, tier, s, rearmed)
	rm.Trap = &out
	var shares []Share
	for k := range st.Party {
		o := st.meetTrap(&st.Party[k], t, tier, dice.NewStream(st.Run.Seed, string(n.ID), purposeTrap, rm.TrapRearms, seatKey(k)), rearmed)
		sh := st.share(k)
		sh.Trap = &o
		shares = append(shares, sh)
	}
	st.emit(Event{Kind: EvTrap, Node: n.ID, Number: st.Run.RoomNumber(n.ID), Trap: &out, Shares: shares})
}

// meetTrap is one character's meeting with trap t on stream s: the
// Perception check to spot it, else its damage and save, taken on *c.
func (st *Step) meetTrap(c *rules.Character, t Trap, tier int, s *dice.Stream, rearmed bool) TrapOutcome {
	out := TrapOutcome{Trap: t, Rearmed: rearmed}
	out.Detect = rollPerception(*c, st.Run.Mods.Env, DetectDCBase+tier, s)
	out.Spotted = out.Detect.Passed
	if !out.Spotted {
		out.Rolled = trapDamage(t, tier, rules.MaxHP(*c), s)
		if t.Save != "" {
			sv := Check{Ability: t.Save, D20: st.saveD20(t.Save, s), Mod: rules.SavingThrowBonus(*c, t.Save),
				Penalty: -st.Run.Mods.Env.Penalty(t.Save), DC: t.SaveDC}.total()
			out.Save = &sv
			if sv.Passed {
				out.Rolled /= 2
			}
		}
		dmg := min(out.Rolled, max(c.HP-1, 0))
		*c, out.Lost = rules.TakeDamage(*c, dmg)
	}
	out.HP, out.MaxHP = c.HP, rules.MaxHP(*c)
	return out
}

// saveD20 rolls the d20 of a saving throw with ability ab on s: the lower
// of two for a CON save while the run's owner imposes disadvantage on CON
// saves (Underforge heat 7+, rules §8.12).
func (st *Step) saveD20(ab rules.Ability, s *dice.Stream) int {
	d := s.D20()
	if ab == rules.CON && st.Run.Mods.Env.CONSaveDisadvantage {
		d = min(d, s.D20())
	}
	return d
}

// trapDamage rolls t's damage dice, or takes 8% + 3% × tier of maxHP
// (rounded, at least 1) for a trap without dice.
func trapDamage(t Trap, tier, maxHP int, s *dice.Stream) int {
	if !t.Damage.IsZero() {
		return t.Damage.Roll(s)
	}
	return max(1, int(math.Round(float64(maxHP)*(NoDamageTrapBase+NoDamageTrapByTier*float64(tier)))))
}

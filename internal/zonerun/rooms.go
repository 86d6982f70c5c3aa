package zonerun

import (
	"slices"
	"strconv"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// ExplorationFightChance is the chance an exploration room holds a fight
// from the zone's ordinary roster. DERIVED so a tier's path holds a handful
// of fights besides its elites and boss.
const ExplorationFightChance = 0.6

// Stream purposes: every roll of a room draws from dice.NewStream(run seed,
// node ID, purpose).
const (
	purposeEncounter = "encounter" // does the room hold a fight, and which monster
	purposeFight     = "fight"     // the combat engine's streams (combat.Spec.Key)
	purposeTrap      = "trap"      // which trap, detection, save and damage
	purposeTreasure  = "treasure"  // a secret room's treasure roll
)

// resolve settles a room entered for the first time by its kind and records
// what it held.
func (st *Step) resolve(g zonegraph.Graph, n zonegraph.Node, now time.Time) {
	zone := st.zone.InRegion(n.Region) // the region's own roster (rules §6.7)
	rm := Room{Kind: n.Kind}
	switch n.Kind {
	case zonegraph.KindExploration:
		st.explore(zone, n, &rm, now)
	case zonegraph.KindTrap:
		st.trap(zone, n, &rm)
	case zonegraph.KindElite:
		st.pendingFight(zone, n, &rm, combat.KindElite)
	case zonegraph.KindBoss:
		st.pendingFight(zone, n, &rm, combat.KindBoss)
	case zonegraph.KindSecret:
		st.treasure(zone, n, &rm)
	case zonegraph.KindRestCamp:
		st.emit(Event{Kind: EvSafeRoom, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
	case zonegraph.KindHarvest:
		// The auto-harvest pass (Harvest) works the room's nodes once the
		// step is done; entering it only announces it.
		st.emit(Event{Kind: EvHarvestRoom, Node: n.ID, Number: st.Run.RoomNumber(n.ID), Resource: n.Content.HarvestRef})
	}
	// Entry, fork and merge rooms hold nothing.
	st.Run.setRoom(n.ID, rm)
}

// explore rolls whether an exploration room holds a fight (its encounter
// override always does) and, if so, resolves it at once with the standard
// policy (rules §2.1: ordinary fights auto-resolve), any patrol of the
// run's mods joining it (rules §8.12).
func (st *Step) explore(zone content.Zone, n zonegraph.Node, rm *Room, now time.Time) {
	s := dice.NewStream(st.Run.Seed, string(n.ID), purposeEncounter)
	monster := content.MonsterID(n.Content.EncounterOverride) // the graph holds it as a string
	if monster == "" {
		if !s.Chance(ExplorationFightChance) {
			st.emit(Event{Kind: EvRoomQuiet, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
			return
		}
		var ok bool
		if monster, ok = zone.PickMonster(false, s); !ok {
			st.emit(Event{Kind: EvRoomQuiet, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
			return
		}
	}
	ids := st.Run.Mods.withPatrol([]content.MonsterID{monster})
	st.autoFight(zone, n, rm, ids, len(ids)-1, now)
}

// autoFight resolves a fight at once and settles it on the character:
// HP, spent resources, XP (with any level-up) and the drops go in the
// pack. A downed player loses the run, a fled one ends it; a timeout lost
// is a retreat past the room (rules §2.9) and the run goes on.
func (st *Step) autoFight(zone content.Zone, n zonegraph.Node, rm *Room, ids []content.MonsterID, patrol int, now time.Time) {
	enc, rep, ok := st.fightNow(zone, n, ids, FightKey(n.ID), now)
	enc.Patrol = patrol
	if rep != nil {
		rep.Patrol = patrol
	}
	rm.Fight = &enc
	if !ok {
		// No enemies in the bestiary or no HP to fight with: the room
		// passes quietly rather than wedging the run.
		st.emit(Event{Kind: EvRoomQuiet, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
		return
	}
	rm.Loot, rm.XP = rep.Loot, rep.XP
	st.emit(Event{Kind: EvFightResolved, Node: n.ID, Number: st.Run.RoomNumber(n.ID), Fight: rep})
	st.afterFight(n, rep.Result)
}

// fightNow fights ids to the end at once with the standard policy
// (rules §2.1) on the combat streams named by key, the party's members in
// their seats (rules §2.13), and settles the fight on the character (and
// each member's on theirs): HP, spent resources, XP (with any level-up), the drops in
// the pack and the kills in the run's kill log. It returns the encounter as
// the room records it and the report; ok is false (and the encounter won)
// when the fight could not start (no known enemy, no HP).
func (st *Step) fightNow(zone content.Zone, n zonegraph.Node, ids []content.MonsterID, key string, now time.Time) (Encounter, *FightReport, bool) {
	enc := Encounter{Monsters: ids, Kind: combat.KindNormal}
	mods := st.Run.Mods.In(st.Run.Seed, n.ID)
	spec := mods.Apply(combat.Spec{
		Seed: st.Run.CombatSeed(), Key: key, Character: st.Char, Party: st.Party,
		Enemies: monsters(ids), ZoneID: zone.ID, Tier: zone.Tier,
	})
	fight, opening, err := combat.New(spec)
	if err != nil {
		enc.Result = combat.ResultWon
		return enc, nil, false
	}
	end, evs := combat.Resolve(fight, combat.DefaultPolicy())
	set, others, _ := combat.SettleParty(end, now) // the fight is over: SettleParty cannot fail
	st.Char = combat.ApplyLoot(set.Character, set.Outcome.Loot)
	shares := st.settleParty(set.Outcome, others)
	st.Run.Takings.add(set.Outcome.XP, set.Outcome.Loot)
	st.Run.Kills = append(st.Run.Kills, set.Outcome.Kills...)
	enc.Kind, enc.Result, enc.Rounds = end.Kind, end.Result, set.Outcome.Rounds
	// The report names every foe fought, a reinforcement too; the room
	// keeps its own (a respawn or a re-fight draws afresh).
	rep := &FightReport{Monsters: append(slices.Clip(ids), joined(spec)...), Kind: end.Kind, Result: end.Result, Rounds: set.Outcome.Rounds,
		Joined: spec.Reinforcements, Mods: &mods}
	all := append(append([]combat.Event(nil), opening...), evs...)
	rep.Log = combat.RoundLog(all)
	rep.Items = itemUses(all, end.Player().MaxHP)
	rep.XP, rep.Loot, rep.LevelUp = set.Outcome.XP, set.Outcome.Loot, set.LevelUp
	rep.HP, rep.MaxHP = st.Char.HP, rules.MaxHP(st.Char)
	rep.Kills, rep.Escaped = set.Outcome.Kills, set.Outcome.Escaped
	rep.LoudThreat, rep.EscapeThreat = set.Outcome.LoudThreat, set.Outcome.EscapeThreat
	rep.Nat20s, rep.Nat1s = set.Outcome.Nat20s, set.Outcome.Nat1s
	rep.Shares = shares
	return enc, rep, true
}

// afterFight ends the run on a downed or fled result.
func (st *Step) afterFight(n zonegraph.Node, res combat.Result) {
	switch res {
	case combat.ResultDowned:
		st.end(StatusLost)
		st.emit(Event{Kind: EvRunLost, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
	case combat.ResultFled:
		st.end(StatusFled)
		st.emit(Event{Kind: EvRunFled, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
	}
}

// end closes the run with status.
func (st *Step) end(s Status) {
	st.Run.Status, st.Run.Prompt, st.Run.EndedAt = s, nil, st.Run.UpdatedAt
}

// pendingFight sets up an elite or boss fight the player must start with
// `!fight` (rules §2.1: elite and boss fights are turn by turn). The
// monster is the room's encounter override, else an elite drawn from the
// zone roster; any patrol of the run's mods waits with an elite, never
// with a boss (rules §8.12).
func (st *Step) pendingFight(zone content.Zone, n zonegraph.Node, rm *Room, kind combat.Kind) {
	monster := content.MonsterID(n.Content.EncounterOverride) // the graph holds it as a string
	if monster == "" {
		var ok bool
		if monster, ok = zone.PickMonster(true, dice.NewStream(st.Run.Seed, string(n.ID), purposeEncounter)); !ok {
			st.emit(Event{Kind: EvRoomQuiet, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
			return
		}
	}
	ids := []content.MonsterID{monster}
	if kind != combat.KindBoss {
		ids = st.Run.Mods.withPatrol(ids)
	}
	patrol := len(ids) - 1
	rm.Fight = &Encounter{Monsters: ids, Kind: kind, Pending: true, Patrol: patrol}
	st.emit(Event{Kind: EvFightPending, Node: n.ID, Number: st.Run.RoomNumber(n.ID),
		Fight: &FightReport{Monsters: slices.Clone(ids), Kind: kind, Patrol: patrol}})
}

// treasure rolls a secret room's treasure with its loot bias (rules §5.3) and
// puts it in the pack; each party member rolls their own on their own
// stream (rules §8.23).
func (st *Step) treasure(zone content.Zone, n zonegraph.Node, rm *Room) {
	addOnce(&st.Run.Discovered, n.ID)
	bias := n.Content.Bias()
	level := st.Char.Level
	if st.Run.Mods.FoeLevel > 0 {
		level = st.Run.Mods.FoeLevel // the level set out at (rules §6.2)
	}
	drops := keptTreasure(zone, bias, level, dice.NewStream(st.Run.Seed, string(n.ID), purposeTreasure))
	st.Char = combat.ApplyLoot(st.Char, drops)
	st.Run.Takings.add(0, drops)
	rm.Loot = drops
	var shares []Share
	for k := range st.Party {
		mine := keptTreasure(zone, bias, st.Party[k].Level, dice.NewStream(st.Run.Seed, string(n.ID), purposeTreasure, seatKey(k)))
		st.Party[k] = combat.ApplyLoot(st.Party[k], mine)
		sh := st.share(k)
		sh.Loot = mine
		shares = append(shares, sh)
	}
	st.emit(Event{Kind: EvTreasure, Node: n.ID, Number: st.Run.RoomNumber(n.ID), Drops: drops, Bias: bias, Shares: shares})
}

// keptTreasure rolls a room's treasure on s (content.RollRoomTreasure) and
// keeps the share a character of level keeps under the zone's band, rolled
// on a child of s (rules §5.3, §6.2).
func keptTreasure(zone content.Zone, bias float64, level int, s *dice.Stream) []content.Drop {
	drops := content.RollRoomTreasure(zone, bias, s)
	return content.KeptDrops(drops, zone.FindPercent(level), s.Child("under_band"))
}

// seatKey keys member k's (0-based in Step.Party) own streams of a room
// apart from the leader's, whose are the solo player's.
func seatKey(k int) string { return "seat" + strconv.Itoa(k+1) }

// FightKey is the combat.Spec key of node's fight: with the run's seed it
// names every stream of that fight (docs/architecture.md, "Randomness").
func FightKey(node zonegraph.NodeID) string { return string(node) + "/" + purposeFight }

// joined lists the bestiary IDs of spec's reinforcements (its last
// Reinforcements enemies).
func joined(spec combat.Spec) []content.MonsterID {
	var out []content.MonsterID
	for _, m := range spec.Enemies[max(0, len(spec.Enemies)-spec.Reinforcements):] {
		out = append(out, m.ID)
	}
	return out
}

// monsters looks up bestiary entries, skipping unknown IDs.
func monsters(ids []content.MonsterID) []content.Monster {
	var out []content.Monster
	for _, id := range ids {
		if m, ok := content.MonsterByID(id); ok {
			out = append(out, m)
		}
	}
	return out
}

// itemUses lists the consumables a resolved fight's events show the
// player using, in order: each item with its round, and for a healing
// item the fight HP before it (its heal event carries the HP after and
// the amount healed) against maxHP, the fight's HP maximum.
func itemUses(evs []combat.Event, maxHP int) []ItemUse {
	var out []ItemUse
	for _, e := range evs {
		switch {
		case e.Kind == combat.EvItemUsed && e.Item != "" && e.Actor == combat.PlayerID:
			out = append(out, ItemUse{Item: e.Item, Round: e.Round})
		case e.Kind == combat.EvHealed && len(out) > 0 && e.Detail == string(out[len(out)-1].Item) && out[len(out)-1].MaxHP == 0:
			u := &out[len(out)-1]
			u.HP, u.MaxHP, u.Healed = e.HP-e.Amount, maxHP, e.Amount
		}
	}
	return out
}

package content

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// ValidationError lists every problem Validate found, one plain sentence
// each, naming the table and the entry ("zone goblin_warrens: roster entry
// 2 references unknown monster \"gobbo\"").
type ValidationError struct {
	Problems []string
}

// Error joins the problems, one per line.
func (e *ValidationError) Error() string {
	return fmt.Sprintf("content: %d problem(s):\n  %s", len(e.Problems), strings.Join(e.Problems, "\n  "))
}

// catalog is the set of tables Validate checks; tests build broken copies.
type catalog struct {
	monsters []Monster
	zones    []Zone
	items    []Item
	offers   []ShopOffer
	kits     []StartingKit
	srdPool  map[Grade][]ItemID
	slate    map[Grade][]ItemID
	drops    []ItemID
}

// shippedCatalog returns deep copies of the shipped tables.
func shippedCatalog() catalog {
	c := catalog{
		monsters: Monsters(), zones: Zones(), items: Items(), offers: ShopOffers(),
		srdPool: map[Grade][]ItemID{}, slate: map[Grade][]ItemID{},
		drops: slices.Clone(droppableConsumables),
	}
	c.kits = startingKits()
	for g, ids := range srdPool {
		c.srdPool[g] = slices.Clone(ids)
	}
	for g, ids := range treasureSlate {
		c.slate[g] = slices.Clone(ids)
	}
	return c
}

// Load reads and checks every shipped table, the first time any of them
// is needed or Load is called: it returns what went wrong reading the data
// files (the rules' class, feature, spell and slot tables, rules.Load;
// the bestiary, the zones, the resource registry and the zone graphs),
// each problem naming the file and the field, then Validate's and
// ValidateResources' problems, or nil. A record with a problem is left
// out of its table. The daemon, the console and the simulator call it
// once at start-up and refuse to start when it fails, so a bad table
// never reaches a player; the look-ups serve the records that read
// cleanly and leave the error to Load.
func Load() error {
	_, monsters := monsterFile()
	_, zones := zoneFile()
	_, resources := resourceFile()
	_, graphs := zoneGraphs()
	return errors.Join(rules.Load(), monsters, zones, resources, graphs, Validate(), ValidateResources())
}

// Validate checks the shipped content: unique IDs; positive CR, HP, AC,
// Attack and XP; Attack the rescaled value of CR (RescaledAttack,
// rules §2.8); attack bonuses at most MaxMonsterAttackBonus; known
// effects, phases and kill tags; multiattack profiles for elites and
// bosses; rosters that reference known monsters with positive weights and
// matching elite flags; a known final boss per zone; loot chances in
// (0, 1]; boss tables, shop offers, starting kits and loot pools that
// reference known items of the right kind; zone days in range and known
// mechanics, each on some zone. It returns a *ValidationError listing
// every problem, or nil.
func Validate() error { return validateCatalog(shippedCatalog()) }

// checker collects problems.
type checker struct{ problems []string }

func (c *checker) addf(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

func validateCatalog(cat catalog) error {
	c := &checker{}
	monsters := byID(c, "monster", cat.monsters, func(m Monster) MonsterID { return m.ID })
	for _, m := range cat.monsters {
		c.checkMonster(m)
	}
	c.checkTagCoverage(cat.monsters)
	items := byID(c, "item", cat.items, func(it Item) ItemID { return it.ID })
	for _, it := range cat.items {
		c.checkItem(it)
	}
	byID(c, "zone", cat.zones, func(z Zone) string { return string(z.ID) })
	bossOf := map[MonsterID]ZoneID{}
	for _, z := range cat.zones {
		c.checkZone(z, monsters, items)
		if other, dup := bossOf[z.BossID]; dup && z.BossID != "" {
			c.addf("zone %s: boss %q is already the boss of zone %s", z.ID, z.BossID, other)
		}
		bossOf[z.BossID] = z.ID
	}
	c.checkMechanicCoverage(cat.zones)
	c.checkOffers(cat.offers, items)
	c.checkKits(cat.kits, items)
	c.checkLootPools(cat, items)
	if len(c.problems) == 0 {
		return nil
	}
	return &ValidationError{Problems: c.problems}
}

// byID returns a table's rows by ID, the first of each, and reports every
// row without an ID ("monster #3: empty ID") and every ID given twice
// ("monster \"worg\": duplicate ID").
func byID[K ~string, T any](c *checker, what string, rows []T, id func(T) K) map[K]T {
	out := make(map[K]T, len(rows))
	for i, r := range rows {
		k := id(r)
		if k == "" {
			c.addf("%s #%d: empty ID", what, i)
			continue
		}
		if _, dup := out[k]; dup {
			c.addf("%s %q: duplicate ID", what, k)
			continue
		}
		out[k] = r
	}
	return out
}

// checkMonster checks one stat block: its numbers (checkMonsterStats),
// its ability, its role (checkMonsterRole) and its kill tags.
func (c *checker) checkMonster(m Monster) {
	who := fmt.Sprintf("monster %q", m.ID)
	if m.Name == "" {
		c.addf("%s: empty name", who)
	}
	c.checkMonsterStats(who, m)
	c.checkAbility(who, m.Ability)
	c.checkMonsterRole(who, m)
	seen := map[KillTag]bool{}
	for _, t := range m.Tags {
		if !t.Valid() {
			c.addf("%s: unknown kill tag %q", who, t)
		}
		if seen[t] {
			c.addf("%s: kill tag %q listed twice", who, t)
		}
		seen[t] = true
	}
}

// checkMonsterStats checks a stat block's numbers: CR, HP, AC, XP and
// speed positive, the attack the rescaled value of the CR, the attack
// bonus, block rate and damage dice in range.
func (c *checker) checkMonsterStats(who string, m Monster) {
	if min(m.CR, float64(m.HP), float64(m.AC), float64(m.XP), float64(m.Speed)) <= 0 {
		c.addf("%s: CR, HP, AC, XP and speed must be positive (CR %v, HP %d, AC %d, XP %d, speed %d)",
			who, m.CR, m.HP, m.AC, m.XP, m.Speed)
	}
	if m.Attack < 1 || m.Attack > MaxMonsterAttack {
		c.addf("%s: attack %d outside 1..%d", who, m.Attack, MaxMonsterAttack)
	}
	if want := RescaledAttack(m.CR); m.CR > 0 && m.Attack != want {
		c.addf("%s: attack %d is not the rescaled value %d of CR %v", who, m.Attack, want, m.CR)
	}
	if m.AttackBonus < 0 || m.AttackBonus > MaxMonsterAttackBonus {
		c.addf("%s: attack bonus %d outside 0..%d", who, m.AttackBonus, MaxMonsterAttackBonus)
	}
	if m.BlockRate < 0 || m.BlockRate >= 1 {
		c.addf("%s: block rate %v outside [0, 1)", who, m.BlockRate)
	}
	if m.Damage.Count <= 0 || m.Damage.Sides <= 0 {
		c.addf("%s: damage dice %s roll no dice", who, m.Damage)
	}
}

// checkMonsterRole checks what goes with a stat block's role: an elite or
// boss (not both) has a valid multiattack profile, a region boss is a
// boss, and only a boss has its parts (checkBossParts).
func (c *checker) checkMonsterRole(who string, m Monster) {
	if m.Elite && m.Boss {
		c.addf("%s: both elite and boss", who)
	}
	if m.RegionBoss && !m.Boss {
		c.addf("%s: region boss not flagged as boss", who)
	}
	if (m.Elite || m.Boss) && m.Multiattack == nil {
		c.addf("%s: elites and bosses need a multiattack profile", who)
	}
	if ma := m.Multiattack; ma != nil && !ma.valid() {
		c.addf("%s: multiattack needs a to-hit in 0..%d and positive swings (got +%d %v)",
			who, MaxMonsterAttackBonus, ma.ToHit, ma.Swings)
	}
	c.checkBossParts(who, m)
}

// checkBossParts checks what only a boss has: a phase 2, a re-form,
// legendary resistances and a legendary action (checkLegendary).
func (c *checker) checkBossParts(who string, m Monster) {
	if m.Phase2At < 0 || m.Phase2At >= 1 {
		c.addf("%s: phase-2 threshold %v outside [0, 1)", who, m.Phase2At)
	}
	if m.ReformAt < 0 || m.ReformAt >= 1 {
		c.addf("%s: re-form fraction %v outside [0, 1)", who, m.ReformAt)
	}
	if !m.Boss && (m.Phase2At != 0 || m.ReformAt != 0 || m.LegendaryResistances != 0 || m.Legendary != nil) {
		c.addf("%s: only bosses have a phase 2 or legendary resistances/actions", who)
	}
	c.checkLegendary(who, m)
}

// valid reports whether a multiattack profile has a to-hit in
// 0..MaxMonsterAttackBonus and at least one swing, each positive.
func (ma *Multiattack) valid() bool {
	return ma.ToHit >= 0 && ma.ToHit <= MaxMonsterAttackBonus && len(ma.Swings) > 0 && slices.Min(ma.Swings) > 0
}

// checkLegendary checks a boss's legendary resistances and action.
func (c *checker) checkLegendary(who string, m Monster) {
	if m.LegendaryResistances < 0 {
		c.addf("%s: negative legendary resistances", who)
	}
	if la := m.Legendary; la != nil && (la.Name == "" || la.Dice.Count <= 0 || la.Dice.Sides <= 0 ||
		!slices.Contains(rules.AllAbilities(), la.Save) || la.Type == "" || la.PerRound < 1) {
		c.addf("%s: a legendary action needs a name, dice, one of the six abilities to save with, a damage type and at least 1 use a round", who)
	}
}

func (c *checker) checkAbility(who string, a Ability) {
	switch {
	case !a.Effect.Valid():
		c.addf("%s: unknown ability effect %q", who, a.Effect)
	case a.Effect == EffectNone:
		if a.Name != "" || a.Proc != 0 {
			c.addf("%s: ability %q has no effect", who, a.Name)
		}
	default:
		if a.Name == "" {
			c.addf("%s: ability with effect %q has no name", who, a.Effect)
		}
		if a.Proc <= 0 || a.Proc > 1 {
			c.addf("%s: ability proc chance %v outside (0, 1]", who, a.Proc)
		}
		if !a.Phase.Valid() {
			c.addf("%s: unknown ability phase %q", who, a.Phase)
		}
		if a.Save != "" && (a.Effect != EffectStun || !slices.Contains(rules.AllAbilities(), a.Save)) {
			c.addf("%s: ability save %q needs a stun and one of the six abilities", who, a.Save)
		}
	}
}

// checkTagCoverage reports registry kill tags that no monster carries: a
// resource gated on such a tag could never be harvested.
func (c *checker) checkTagCoverage(monsters []Monster) {
	for _, t := range KillTags() {
		if !slices.ContainsFunc(monsters, func(m Monster) bool { return m.HasTag(t) }) {
			c.addf("kill tag %q: no monster carries it", t)
		}
	}
}

func (c *checker) checkZone(z Zone, monsters map[MonsterID]Monster, items map[ItemID]Item) {
	who := "zone " + string(z.ID)
	if z.Name == "" || z.Faction == "" {
		c.addf("%s: empty name or faction", who)
	}
	if z.Tier < 1 || z.Tier > MaxZoneTier {
		c.addf("%s: tier %d outside 1..%d", who, z.Tier, MaxZoneTier)
	}
	if z.MinLevel < 1 || z.MaxLevel < z.MinLevel || z.MaxLevel > 20 {
		c.addf("%s: level band %d-%d is not within 1-20", who, z.MinLevel, z.MaxLevel)
	}
	if f := z.Foes; f.ToHit < 0 || f.ToHit > 5 || f.DamagePct < -50 || f.DamagePct > 50 || f.GrowPct < 0 || f.GrowPct > 200 {
		c.addf("%s: foes to_hit %d (0..5), damage_pct %d (-50..50) or grow_pct %d (0..200) out of range", who, f.ToHit, f.DamagePct, f.GrowPct)
	}
	c.checkRosterShape(who, z.Roster, func(j int, r RosterEntry) string { return rosterProblem(j, r, monsters) })
	c.checkZoneBosses(who, z, monsters)
	c.checkBossLoot(who, z.Loot, items)
	c.checkRegions(z, items)
	c.checkTrader(z, items)
	c.checkExpeditionFacts(who, z.ExpeditionFacts)
}

// rosterProblem is what is wrong with roster entry j ("" for nothing): a
// monster the bestiary lacks, a boss, or an elite flag the bestiary
// disagrees with.
func rosterProblem(j int, r RosterEntry, monsters map[MonsterID]Monster) string {
	m, ok := monsters[r.MonsterID]
	switch {
	case !ok:
		return fmt.Sprintf("roster entry %d references unknown monster %q", j, r.MonsterID)
	case m.Boss:
		return fmt.Sprintf("roster entry %d is the boss %q", j, r.MonsterID)
	case m.Elite != r.Elite:
		return fmt.Sprintf("roster entry %q has elite=%v but the bestiary says elite=%v", r.MonsterID, r.Elite, m.Elite)
	}
	return ""
}

// checkZoneBosses checks a zone's boss (a zone boss of the bestiary) and
// region bosses (region bosses of the bestiary).
func (c *checker) checkZoneBosses(who string, z Zone, monsters map[MonsterID]Monster) {
	if b, ok := monsters[z.BossID]; !ok {
		c.addf("%s: boss %q is not in the bestiary", who, z.BossID)
	} else if !b.Boss || b.RegionBoss {
		c.addf("%s: boss %q is not flagged as a zone boss", who, z.BossID)
	}
	for _, id := range z.RegionBosses {
		if m, ok := monsters[id]; !ok || !m.RegionBoss {
			c.addf("%s: region boss %q is not a region boss of the bestiary", who, id)
		}
	}
}

func (c *checker) checkBossLoot(who string, l BossLoot, items map[ItemID]Item) {
	listed := map[ItemID]bool{}
	note := func(id ItemID) {
		if _, ok := items[id]; !ok {
			c.addf("%s: boss loot references unknown item %q", who, id)
		}
		if listed[id] {
			c.addf("%s: boss loot lists item %q twice", who, id)
		}
		listed[id] = true
	}
	for _, lc := range l.Chances {
		note(lc.ItemID)
		if lc.Chance <= 0 || lc.Chance > 1 {
			c.addf("%s: loot chance %v of %q outside (0, 1]", who, lc.Chance, lc.ItemID)
		}
	}
	for _, a := range l.Always {
		note(a.ItemID)
		if a.Qty.IsZero() {
			c.addf("%s: always-drop %q has quantity dice %s", who, a.ItemID, a.Qty)
		}
	}
	if l.Coins != (CoinDice{}) && l.Coins.IsZero() {
		c.addf("%s: coin dice %+v need positive N, sides and multiplier", who, l.Coins)
	}
}

package combat

import (
	"sort"
	"sync"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Policy picks the player's next action in a running fight whose turn is
// the player's. Next only reads s. The same policy drives the autopilot
// (Resolve) and the simulator.
type Policy interface {
	Next(s *State) Action
}

// DefaultHealBelow is the HP fraction below which the standard policy
// heals (rules §2.12: the sim drinks a healing consumable below 40%).
const DefaultHealBelow = 0.40

// defaultPolicy is DefaultPolicy's value.
var defaultPolicy Policy = Standard{HealBelow: DefaultHealBelow}

// DefaultPolicy returns the game's combat policy (rules §2.12): Standard,
// healing below DefaultHealBelow.
func DefaultPolicy() Policy { return defaultPolicy }

// Standard is the game's combat policy. In order, on the player's turn:
//
//  0. A Thief's Fast Hands (fastHandsMove, rules §1.11), with the bonus
//     action free: below HealBelow the healing consumable step 2 would
//     drink, else on the first turn of an elite or boss fight the buff item
//     step 3 would use; the action still attacks (step 3 leaves the buff
//     items to it).
//  1. Bonus action: below HealBelow of max HP, Second Wind or Healing Word
//     (if a use or slot is left); else a Berserker rages in an elite or
//     boss fight (rageNow); else a Ranger marks its quarry with
//     Hunter's Mark when nothing is marked, and in an elite or boss fight
//     with its quarry marked casts Hail of Thorns (it ends with its burst)
//     when it concentrates on nothing, with a slot as leveled damage spells
//     take it (spellSlot), never its last slot (kept for Cure Wounds);
//     a Trickery Cleric invokes its double in an elite or boss fight
//     (clericBonus), before Spiritual Weapon; a Vengeance Paladin swears
//     its Vow of Enmity in an elite or boss fight (channelMove); an
//     Archfey Warlock uses Fey Presence in an elite or boss fight once
//     its Hex is up (feyPresenceMove).
//  2. Below HealBelow: the Cleric's Preserve Life (a use a long rest
//     gives back), else the Paladin's Lay on Hands (layOnHandsMove), else
//     the healing consumable that best fits the missing
//     HP, else Cure Wounds with a free slot, when the heal pays for the action
//     it costs (healPays): the enemies do not all fall to this turn's
//     expected damage, and the heal's average is more than the HP they are
//     expected to take off in a round (a smaller heal only delays the
//     same loss by a round they get to swing in). The last healing
//     consumable is kept in reserve (ReserveHeals) unless the enemies'
//     next round could drop the player to 0 HP (mayDrink, WorstRound).
//  3. In an elite or boss fight: Action Surge when a use is left; on the
//     first turn (a Gloom Stalker's second: its first is the ambush,
//     buffTurn), one carried combat consumable (oil, grease, elixir, brew,
//     spore cloud, ward, shard, in that order); a Devotion or Ancients
//     Paladin's Channel Divinity (channelMove); Spirit Guardians when the
//     Cleric knows it, a slot for it is free and it is not already up
//     (it strikes every enemy each turn for the rest of the fight); a
//     Mage's defence when it pays (guardSpell: Blink, Blur for the rounds its
//     concentration is expected to hold).
//  4. The action with the best expected damage on the target: the Attack
//     action, a cantrip, or a leveled damage spell at the lowest free slot
//     that fits (in a boss fight, the highest: the last fight of the zone
//     is where the big slots go). Leveled spells are spent only in elite
//     and boss fights, or for an area spell when two or more enemies
//     stand. A save spell counts each enemy's real chance to fail the
//     save (the caster's DC against its save bonus), and none while it
//     has a legendary resistance left for a leveled spell (an Evocation
//     Mage's counts Empowered Evocation, empowerExpected). Outside a boss
//     fight a loud spell is cast only against two or more enemies: against
//     one its area buys nothing and its threat (rules §8.6) costs. Shield is cast
//     by the engine as a reaction, only on a hit that matters
//     (shieldMatters, rules §2.3). A War Cleric's Attack action becomes
//     War Priest's when the bonus action is still free (warPriestOr), and
//     a Paladin's becomes Divine Smite's when a slot may go (smiteOr);
//     in an elite or boss fight a Sorcerer calls Tides of Chaos before a
//     roll to hit and empowers a leveled damage spell (sorceryOr).
//
// Outside a boss fight no spell the policy casts (steps 1, 3 and 4) takes
// a slot of the caster's highest slot level: those are kept for the boss
// (keptForBoss, rules §2.12).
//
// The target is ChooseTarget's. It never casts without a free slot and
// never uses an item it does not carry.
type Standard struct {
	HealBelow float64 // HP fraction below which to heal; 0 means DefaultHealBelow
}

// Next implements Policy: a bonus action when one is worth it (bonusMove),
// a heal when low and it pays (healMove), an elite's or boss's openers
// (hardFightMove), a hide for a Rogue's advantage, else the best attack.
func (pol Standard) Next(s *State) Action {
	p := s.Player()
	healBelow := pol.HealBelow
	if healBelow <= 0 {
		healBelow = DefaultHealBelow
	}
	low := float64(p.HP) < healBelow*float64(p.MaxHP)
	target := ChooseTarget(s)
	if a, ok := fastHandsMove(s, target); ok {
		return a
	}
	for _, move := range []func(*State, bool, int) (Action, bool){druidMove, bonusMove, healMove, allyMove, hardFightMove} {
		if a, ok := move(s, low, target); ok {
			return a
		}
	}
	if !p.BonusUsed && !p.Hidden && !p.ActionUsed && target >= 0 && p.Char.HasFeature(rules.FeatureCunningAction) {
		return Action{Kind: ActHide, Target: target} // attack from hiding, with advantage
	}
	return sorceryOr(s, smiteOr(s, warPriestOr(s, bestAttack(s, target))))
}

// bonusMove is the policy's bonus action, while the bonus action is free:
// Second Wind or Healing Word when low, a Berserker's rage, Hunter's Mark,
// a Warlock's Hex (hexMove), then an Archfey's Fey Presence in an elite or
// boss fight (feyPresenceMove), Hail of Thorns in an elite or boss fight,
// the Cleric's bonus actions, Spiritual Weapon, a Sorcerer's Font of Magic or Quickened Spell in an
// elite or boss fight (sorcererBonus).
func bonusMove(s *State, low bool, target int) (Action, bool) {
	p := s.Player()
	if p.BonusUsed {
		return Action{}, false
	}
	if low && hasUse(p, rules.FeatureSecondWind) {
		return Action{Kind: ActSecondWind, Target: AutoTarget}, true
	}
	if low && castable(p, rules.HealingWord) {
		if slot := freeSlotFor(p, rules.HealingWord); slot > 0 {
			return Action{Kind: ActCast, Spell: rules.HealingWord, Slot: slot, Target: AutoTarget}, true
		}
	}
	if a, ok := rageNow(s, target); ok {
		return a, true
	}
	if p.Marked < 0 && target >= 0 && p.Char.HasFeature(rules.FeatureHuntersMark) {
		return Action{Kind: ActCast, Spell: rules.HuntersMark, Target: target}, true
	}
	if a, ok := hexMove(s, target); ok {
		return a, true
	}
	if a, ok := feyPresenceMove(s); ok {
		return a, true
	}
	if a, ok := hailOfThorns(s, target); ok {
		return a, true
	}
	if a, ok := clericBonus(s, target); ok {
		return a, true
	}
	if a, ok := channelMove(s, target); ok && a.Kind == ActChannel && p.Char.HasFeature(rules.FeatureVowOfEnmity) {
		return a, true // Vow of Enmity, the Vengeance Paladin's bonus action
	}
	if a, ok := sorcererBonus(s, target); ok {
		return a, true // Font of Magic's slot or a Quickened Spell
	}
	return spiritWeapon(s, target)
}

// hailOfThorns is the Ranger's Hail of Thorns in an elite or boss fight,
// on a marked target, with no concentration held and a slot to spare.
func hailOfThorns(s *State, target int) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal || p.Marked < 0 || target < 0 || p.Char.Concentration != "" || p.Char.Slots.Total() <= 1 ||
		!knowsSpell(p.Char, rules.HailOfThorns) || !castable(p, rules.HailOfThorns) {
		return Action{}, false
	}
	if slot := spellSlot(s, 1); slot > 0 {
		return Action{Kind: ActCast, Spell: rules.HailOfThorns, Slot: slot, Target: target}, true
	}
	return Action{}, false
}

// healMove is the policy's heal when low, if it pays (healPays): Preserve
// Life, the best healing item the player may drink, Cure Wounds.
func healMove(s *State, low bool, target int) (Action, bool) {
	p := s.Player()
	if !low {
		return Action{}, false
	}
	if hasUse(p, rules.FeaturePreserveLife) && healPays(s, float64(preserveLifeHeal(p)), target) {
		return Action{Kind: ActPreserveLife, Target: AutoTarget}, true
	}
	if a, ok := layOnHandsMove(s, target); ok {
		return a, true
	}
	if item := healingItem(p); item != "" && mayDrink(s) && healPays(s, healItemAverage(item), target) {
		return Action{Kind: ActUse, Item: item, Target: AutoTarget}, true
	}
	if slot := freeSlotFor(p, rules.CureWounds); slot > 0 && castable(p, rules.CureWounds) && healPays(s, cureAverage(p, slot), target) {
		return Action{Kind: ActCast, Spell: rules.CureWounds, Slot: slot, Target: AutoTarget}, true
	}
	return Action{}, false
}

// hardFightMove is what an elite or boss fight opens with: Action Surge,
// a buff item on the buff turn, Spirit Guardians, a guarding spell.
func hardFightMove(s *State, _ bool, target int) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal {
		return Action{}, false
	}
	if !p.ActionUsed && p.ExtraActions == 0 && hasUse(p, rules.FeatureActionSurge) {
		return Action{Kind: ActActionSurge, Target: AutoTarget}, true
	}
	if s.Player().Turns == buffTurn(p) && !p.ActionUsed && !buffsByHand(p) {
		for _, id := range buffItems {
			if p.Char.Inventory.Count(id) > 0 {
				return Action{Kind: ActUse, Item: id, Target: target}, true
			}
		}
	}
	if a, ok := channelMove(s, target); ok && !p.Char.HasFeature(rules.FeatureVowOfEnmity) {
		return a, true // Sacred Weapon or Nature's Wrath, the action
	}
	if slot := guardiansSlot(s, target); slot > 0 {
		return Action{Kind: ActCast, Spell: rules.SpiritGuardians, Slot: slot, Target: AutoTarget}, true
	}
	return guardSpell(s, target)
}

// buffItems are the combat consumables the policy opens an elite or boss
// fight with, best first (rules §2.12).
var buffItems = []content.ItemID{
	"ancient_artifact_oil", "goblin_grease", "sapphire_elixir",
	"mushroom_brew", "spore_cloud", "quartz_ward", "voidstone_shard",
}

// healItems are the healing consumables, weakest first (by average heal,
// then ID), built from the catalogue the first time a fight needs them.
var healItems = sync.OnceValue(buildHealItems)

type healItem struct {
	id  content.ItemID
	avg float64
}

func buildHealItems() []healItem {
	var out []healItem
	for _, it := range content.ItemsWhere(func(it content.Item) bool {
		return it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal
	}) {
		c := it.Consumable
		avg := float64(c.Amount)
		if !c.HealDice.IsZero() {
			avg = c.HealDice.Average()
		}
		out = append(out, healItem{id: it.ID, avg: avg})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].avg != out[j].avg {
			return out[i].avg < out[j].avg
		}
		return out[i].id < out[j].id
	})
	return out
}

// healingItem picks the carried healing consumable that heals the most
// without wasting much: the strongest whose average fits the missing HP,
// else the weakest carried. "" when none is carried.
func healingItem(p *Player) content.ItemID {
	missing := float64(p.MaxHP - p.HP)
	var best, weakest content.ItemID
	for _, h := range healItems() {
		if p.Char.Inventory.Count(h.id) <= 0 {
			continue
		}
		if weakest == "" {
			weakest = h.id
		}
		if h.avg <= missing {
			best = h.id
		}
	}
	if best != "" {
		return best
	}
	return weakest
}

// hasUse reports whether the player has feature id with a use left.
func hasUse(p *Player, id rules.FeatureID) bool {
	return rules.FeatureUsesLeft(p.Char, id) > 0 && p.Char.HasFeature(id)
}

// freeSlotFor returns the lowest free slot the player could cast spell id
// with, or 0 when the spell is unknown or no slot fits.
func freeSlotFor(p *Player, id rules.SpellID) int {
	for _, sp := range spellBook(p.Char) {
		if sp.ID == id {
			return rules.LowestFreeSlot(p.Char, max(sp.Level, 1))
		}
	}
	return 0
}

// bestAttack returns the action with the best expected damage on target.
func bestAttack(s *State, target int) Action {
	best := Action{Kind: ActAttack, Target: target}
	if target < 0 {
		return best
	}
	p := s.Player()
	bestDmg := weaponExpected(s, target)
	standing := standingCount(s)
	for _, sp := range spellBook(p.Char) {
		if !damageSpell(sp) || !p.MayCast(sp) {
			continue
		}
		slot := 0
		if sp.Level > 0 {
			if s.Kind == KindNormal && !(sp.Area && standing >= 2) {
				continue
			}
			if slot = spellSlot(s, sp.Level); slot == 0 {
				continue
			}
		}
		if sp.Loud && standing < 2 && s.Kind != KindBoss {
			continue // a loud spell's threat (rules §8.6) buys nothing an area needs against one foe
		}
		if d := spellExpected(s, sp, slot, target, standing) + empowerExpected(s, sp, slot, target); d > bestDmg {
			best, bestDmg = Action{Kind: ActCast, Spell: sp.ID, Slot: slot, Target: target}, d
		}
	}
	return best
}

// spellSlot is the slot the policy casts a leveled damage spell of level
// lvl with: the highest free one in a boss fight, else the lowest below
// the level kept for the boss (lowSlot); 0 when none is free.
func spellSlot(s *State, lvl int) int {
	if s.Kind == KindBoss {
		return rules.HighestFreeSlot(s.Player().Char, lvl)
	}
	return lowSlot(s, lvl)
}

// lowSlot is the lowest free slot of level lvl or higher the policy may
// spend in this fight: in a boss fight any, elsewhere one below the slot
// level kept for the boss (keptForBoss, rules §2.12); 0 when none is.
func lowSlot(s *State, lvl int) int {
	slot := rules.LowestFreeSlot(s.Player().Char, lvl)
	if k := keptForBoss(s.Player().Char); s.Kind != KindBoss && k > 0 && slot >= k {
		return 0
	}
	return slot
}

// keptForBoss is the slot level the standard policy keeps for the boss
// outside a boss fight (rules §2.12): the highest level of slot the
// caster has at its level, once that is 2nd level or more (a short rest
// gives back few of them, rules §3.1, and the boss is the fight they win). 0
// keeps nothing: a caster with 1st-level slots only, or none, or a
// Warlock, whose Pact Magic slots are all of the top level and all back
// on a short rest.
func keptForBoss(c rules.Character) int {
	if top := rules.MaxSlots(c).Highest(); top >= 2 && !rules.PactMagic(c) {
		return top
	}
	return 0
}

// damageSpell reports whether the policy may cast sp as its action to deal
// damage (bonus-action and concentration damage spells are left to the
// player).
func damageSpell(sp rules.SpellDef) bool {
	if sp.Action != rules.ActionCost || sp.Concentration {
		return false
	}
	switch sp.Kind {
	case rules.SpellAttack, rules.SpellSave, rules.SpellAuto:
		return true
	}
	return false
}

// hitChance is the chance a d20 + bonus meets ac, between 5% and 95%.
func hitChance(bonus, ac int) float64 {
	return min(0.95, max(0.05, float64(21+bonus-ac)/20))
}

// weaponExpected is the expected damage of the Attack action on target.
func weaponExpected(s *State, target int) float64 {
	p := s.Player()
	hit := policyHit(s, hitChance(p.AttackBonus-p.StatDrain/2, s.EnemyAC(target)))
	per := p.WeaponDice.Average() + float64(p.DamageBonus) + p.ExtraDice.Average()
	if p.Marked == target {
		per += p.MarkDice.Average()
	}
	if !p.Ranged && p.Char.HasFeature(rules.FeatureImprovedDivineSmite) {
		per += rules.ImprovedSmiteDice(p.Char.Level).Average()
	}
	d := float64(p.Attacks) * hit * per
	if p.Char.HasFeature(rules.FeatureSneakAttack) {
		miss := 1.0
		for range p.Attacks {
			miss *= 1 - hit
		}
		d += (1 - miss) * rules.SneakAttackDice(p.Char.Level).Average()
	}
	return d
}

// spellExpected is the expected damage of casting sp with slot at target.
// A save spell counts each enemy's chance to fail (saveFails); an area
// spell counts every standing enemy.
func spellExpected(s *State, sp rules.SpellDef, slot, target, standing int) float64 {
	avg := rules.CastDice(s.Player().caster(), sp, slot).Average()
	n := float64(rules.SpellProjectiles(s.Player().caster(), sp, slot))
	switch sp.Kind {
	case rules.SpellAttack:
		avg += hexAverage(s, target) + float64(beamFocus(s.Player(), sp))
		return n * policyHit(s, hitChance(rules.SpellAttackBonus(s.Player().caster())+s.Player().FocusBonus, s.EnemyAC(target))) * avg
	case rules.SpellAuto:
		return n * avg
	}
	if !sp.Area {
		return avg * saveDamageShare(s, sp, slot, target)
	}
	total := 0.0
	for i := range s.Enemies {
		if s.Enemies[i].Standing() {
			total += avg * saveDamageShare(s, sp, slot, i)
		}
	}
	return total
}

// saveDamageShare is the expected share of a save spell's damage enemy i
// takes: all of it when the save fails, half when it is made and the
// spell halves on a save, else none.
func saveDamageShare(s *State, sp rules.SpellDef, slot, i int) float64 {
	fail := saveFails(s, sp, slot, i)
	if sp.HalfOnSave {
		return fail + (1-fail)/2
	}
	return fail
}

// saveFails is the chance enemy i fails its save against sp cast with
// slot, as enemySave rolls it: d20 + MonsterSaveBonus against the
// caster's save DC, an automatic failure of a STR or DEX save while
// stunned, and none at all against a leveled spell while the enemy has a
// legendary resistance left (it turns the failure into a success).
func saveFails(s *State, sp rules.SpellDef, slot, i int) float64 {
	en := &s.Enemies[i]
	if slot > 0 && en.Legendary > 0 {
		return 0
	}
	if (sp.SaveAbility == rules.STR || sp.SaveAbility == rules.DEX) && hasCond(en.Conditions, rules.Stunned) {
		return 1
	}
	dc := rules.SpellSaveDC(s.Player().caster()) + s.Player().FocusBonus
	// A roll of d20 + bonus fails below dc: dc - 1 - bonus faces of 20.
	return min(1, max(0, float64(dc-1-MonsterSaveBonus(en.Monster))/20))
}

// ChooseTarget is the policy's target: the standing enemy with the lowest
// HP that the player's best single action can be expected to kill, else
// the most dangerous one (highest expected damage per round: a boss's or
// elite's multiattack total, else its damage dice average), ties to the
// lower HP, then the lower index. It returns -1 when no enemy stands.
func ChooseTarget(s *State) int {
	reach := reachOf(s)
	kill, danger := -1, -1
	dangerVal := -1.0
	for i := range s.Enemies {
		en := &s.Enemies[i]
		if !en.Standing() {
			continue
		}
		if float64(en.HP) <= reach && (kill < 0 || en.HP < s.Enemies[kill].HP) {
			kill = i
		}
		d := dangerOf(en)
		if d > dangerVal || d == dangerVal && en.HP < s.Enemies[danger].HP {
			danger, dangerVal = i, d
		}
	}
	if kill >= 0 {
		return kill
	}
	return danger
}

// reachOf is the damage the player's Attack action deals when every swing
// hits for its average (cantrips count too for casters).
func reachOf(s *State) float64 {
	p := s.Player()
	r := float64(p.Attacks) * (p.WeaponDice.Average() + float64(p.DamageBonus))
	for _, sp := range spellBook(p.Char) {
		if sp.Level == 0 && damageSpell(sp) {
			r = max(r, rules.CastDice(p.caster(), sp, 0).Average()*float64(rules.SpellProjectiles(p.caster(), sp, 0)))
		}
	}
	return r
}

// dangerOf is an enemy's expected damage per round if every swing hits.
func dangerOf(en *Enemy) float64 {
	if ma := en.Monster.Multiattack; ma != nil {
		return float64(ma.Total())
	}
	return en.Monster.Damage.Average()
}

// spellBooks caches rules.SpellsOf per class, subclass ("" for none) and
// level, built the first time a fight needs it (read-only after, so safe
// for concurrent fights).
var spellBooks = sync.OnceValue(buildSpellBooks)

// bookKey keys spellBooks: a class and one of its subclasses, or "".
type bookKey struct {
	class rules.ClassID
	sub   rules.SubclassID
}

func buildSpellBooks() map[bookKey][]([]rules.SpellDef) {
	out := map[bookKey][]([]rules.SpellDef){}
	for _, cd := range rules.Classes() {
		subs := []rules.SubclassID{""}
		for _, sc := range cd.Subclasses {
			subs = append(subs, sc.ID)
		}
		for _, sub := range subs {
			def := rules.Character{Class: cd.ID, Subclass: sub}.Def()
			books := make([][]rules.SpellDef, rules.MaxLevel+1)
			for l := 1; l <= rules.MaxLevel; l++ {
				books[l] = def.SpellsAt(l)
			}
			out[bookKey{cd.ID, sub}] = books
		}
	}
	return out
}

// spellBook returns the spells c can cast at c's level, lowest level first;
// a class or subclass the cache lacks (one a test added to the class
// table after start-up) is asked of rules.SpellsOf.
func spellBook(c rules.Character) []rules.SpellDef {
	books, ok := spellBooks()[bookKey{c.Class, c.Subclass}]
	if !ok {
		return rules.SpellsOf(c)
	}
	if c.Level < 1 || c.Level >= len(books) {
		return nil
	}
	return books[c.Level]
}

// knowsSpell is rules.KnowsSpell answered from the cached spell books.
func knowsSpell(c rules.Character, id rules.SpellID) bool {
	for _, sp := range spellBook(c) {
		if sp.ID == id {
			return true
		}
	}
	return false
}

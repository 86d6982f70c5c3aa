package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// MonsterSaveBonus is a monster's saving throw bonus against the player's
// spells: 1 + CR/2 rounded down, at most content.MaxMonsterAttackBonus
// (DERIVED; the bestiary records no ability scores).
func MonsterSaveBonus(m content.Monster) int {
	return min(1+int(m.CR)/2, content.MaxMonsterAttackBonus)
}

// cast validates and casts spell id (rules §1.6; rules.CastSpell pays for
// it). The Ranger's Hunter's Mark is the class feature and costs no slot.
func (s *State) cast(id rules.SpellID, target, slot int) error {
	def, ok := rules.Spell(id)
	if !ok {
		return ErrUnknownSpell
	}
	return s.castDef(def, target, slot)
}

// castDef casts def as cast does; a Quickened Spell's def comes with its
// action made a bonus action (metaCast).
func (s *State) castDef(def rules.SpellDef, target, slot int) error {
	if s.Player().Form != "" {
		return ErrShaped // a beast casts no spell (rules §1.7)
	}
	if done, err := s.castSpecial(def, target, slot); done || err != nil {
		return err
	}
	slot, err := s.pickSlot(def, slot)
	if err != nil {
		return err
	}
	i := -1
	if def.Aimed() {
		if i, err = s.target(target); err != nil {
			return err
		}
	}
	sc, err := s.spendCast(def, slot, i)
	if err != nil {
		return err
	}
	s.resolveCast(def, sc, i)
	return nil
}

// spendCast spends the slot of a cast of def at slot on target i (-1:
// none) and the action or bonus action it takes, and tells it: the
// casting's numbers with the focus's bonus, the Spiritual Weapon set up,
// the Abjurer's ward restored.
func (s *State) spendCast(def rules.SpellDef, slot, i int) (rules.SpellCast, error) {
	p := s.Player()
	c, sc, err := rules.CastSpell(p.caster(), def.ID, slot)
	if err != nil {
		return sc, ErrNoSlot // pickSlot checked everything else
	}
	sc.AttackBonus += p.FocusBonus
	sc.SaveDC += p.FocusBonus
	sc.Dice.Bonus += beamFocus(p, def)
	c.Abilities = p.Char.Abilities
	p.Char = c
	if def.Action == rules.BonusAction {
		p.BonusUsed, p.Acted, p.BonusSpell = true, true, true
	} else {
		s.useAction()
		p.LeveledSpell = p.LeveledSpell || def.Level > 0
	}
	s.castEvents(def, sc, i)
	if def.ID == rules.SpiritualWeapon {
		p.SpiritLast, p.SpiritDice, p.SpiritBonus = s.Player().Turns+SpiritualWeaponTurns-1, sc.Dice, sc.AttackBonus
	}
	s.wardRestore(def.ID, sc.SlotLevel)
	return sc, nil
}

// resolveCast plays the cast spell def with its numbers sc on target i:
// an attack, a save, an automatic hit, a heal or a buff.
func (s *State) resolveCast(def rules.SpellDef, sc rules.SpellCast, i int) {
	r := s.rng(s.focusActor(), purposePlayer)
	s.curSpell = def.ID
	s.beginCast(def, sc.SlotLevel)
	s.beginSorcery(def)
	defer func() { s.curSpell = ""; s.endCast() }()
	defer s.afterSorcery(r, def, sc.SlotLevel)
	switch def.Kind {
	case rules.SpellAttack:
		s.spellAttack(r, def, sc, i)
	case rules.SpellSave:
		s.spellSave(r, def, sc, i)
	case rules.SpellAuto:
		s.spellAuto(r, sc, i)
	case rules.SpellHeal:
		s.healPlayer(s.healRoll(r, sc.Dice)+s.unicornHeal(), string(def.ID))
	case rules.SpellBuff:
		s.spellBuff(def, i)
	}
}

// MayCast reports whether the player may cast def in this turn under the
// rule for a turn's spells (rules §1.6, SRD): after a bonus-action spell
// only an action cantrip, and no bonus-action spell after any other
// spell than an action cantrip.
func (p *Player) MayCast(def rules.SpellDef) bool {
	if p.Form != "" {
		return false // a beast casts no spell (rules §1.7)
	}
	if def.Action == rules.BonusAction {
		return !p.LeveledSpell
	}
	return def.Level == 0 || !p.BonusSpell
}

// SpiritualWeaponTurns is how many of the caster's turns Spiritual Weapon
// strikes on, the cast's own included (SRD: one minute, ten rounds).
const SpiritualWeaponTurns = 10

// SpiritUp reports whether the player's Spiritual Weapon is still there
// to strike this turn (rules §1.6).
func (s *State) SpiritUp() bool {
	return s.Player().SpiritLast > 0 && s.Player().Turns <= s.Player().SpiritLast
}

// spiritStrike is the bonus action that strikes with a Spiritual Weapon
// already cast: a melee spell attack with the cast's dice and bonus, no
// slot, and no spell cast (rules §1.6), so the turn's other spells are
// not limited by it.
func (s *State) spiritStrike(def rules.SpellDef, target int) error {
	i, err := s.target(target)
	if err != nil {
		return err
	}
	p := s.Player()
	p.BonusUsed, p.Acted = true, true
	e := s.ev(EvSpellCast, s.focusActor(), i+1)
	e.Spell, e.Detail = rules.SpiritualWeapon, spiritStrikeDetail
	s.emit(e)
	s.curSpell = rules.SpiritualWeapon
	defer func() { s.curSpell = "" }()
	s.spellAttack(s.rng(s.focusActor(), purposePlayer), def, rules.SpellCast{Dice: p.SpiritDice, AttackBonus: p.SpiritBonus, Projectiles: 1}, i)
	return nil
}

// spiritStrikeDetail marks an EvSpellCast that is a Spiritual Weapon's
// later strike, not a cast.
const spiritStrikeDetail = "strike"

// pickSlot checks or chooses the slot level for def: 0 for a cantrip; the
// lowest free slot at or above the spell's level when slot is 0.
func (s *State) pickSlot(def rules.SpellDef, slot int) (int, error) {
	if def.Level == 0 {
		return 0, nil
	}
	if slot == 0 {
		if slot = rules.LowestFreeSlot(s.Player().Char, def.Level); slot == 0 {
			return 0, ErrNoSlot
		}
		return slot, nil
	}
	if slot < def.Level || slot > rules.MaxSpellLevel {
		return 0, ErrBadSlotLevel
	}
	if s.Player().Char.Slots.At(slot) <= 0 {
		return 0, ErrNoSlot
	}
	return slot, nil
}

// castEvents records a cast: the spell, the slot spent, a loud spell's
// threat (rules §8.6: +8) and a concentration spell it replaced.
func (s *State) castEvents(def rules.SpellDef, sc rules.SpellCast, i int) {
	e := s.ev(EvSpellCast, s.focusActor(), i+1)
	if i < 0 {
		e = s.ev(EvSpellCast, s.focusActor(), -1)
	}
	e.Spell, e.Slot = def.ID, sc.SlotLevel
	s.emit(e)
	if sc.SlotLevel > 0 {
		e := s.ev(EvSlotSpent, s.focusActor(), -1)
		e.Spell, e.Slot = def.ID, sc.SlotLevel
		s.emit(e)
	}
	if sc.Threat > 0 {
		s.LoudThreat += sc.Threat
		e := s.ev(EvLoudAbility, s.focusActor(), -1)
		e.Spell, e.Threat = def.ID, sc.Threat
		s.emit(e)
	}
	if ended := sc.EndedConcentration; ended != "" {
		p := s.Player()
		if ended == rules.SpiritGuardians {
			p.GuardianDice, p.GuardianDC = rules.Dice{}, 0
		}
		e := s.ev(EvConcentrationLost, s.focusActor(), -1)
		e.Spell, e.Detail = ended, "replaced"
		s.emit(e)
	}
}

// spellAttack makes one spell attack roll per projectile (Scorching Ray
// fires three), moving on when the target falls. Guiding Bolt gives the
// next attack against its target advantage.
func (s *State) spellAttack(r roller, def rules.SpellDef, sc rules.SpellCast, i int) {
	for range sc.Projectiles {
		if !s.Enemies[i].Standing() {
			if i = ChooseTarget(s); i < 0 {
				return
			}
		}
		a := s.rollAgainstEnemy(r, i, sc.AttackBonus, true)
		if !a.hit {
			s.missEvent(i, a)
			continue
		}
		dmg := s.spellResist(r, i, s.empowered(i, s.spellRoll(r, sc.Dice, a.crit)+s.hexDamage(r, i, a.crit)))
		s.strikeEnemy(r, i, dmg, a, false)
		if def.ID == rules.GuidingBolt && s.Enemies[i].Standing() {
			s.Enemies[i].Guided = true
		}
		if s.Over() {
			return
		}
	}
}

// spellSave rolls the damage once and lets each target save: half on a
// success for HalfOnSave spells, nothing otherwise. Area spells hit every
// standing enemy. Spirit Guardians keeps striking on later turns; Hail of
// Thorns, whose thorns fall as it is cast, ends with them (SRD: the spell
// ends once it has struck), leaving nothing to concentrate on.
func (s *State) spellSave(r roller, def rules.SpellDef, sc rules.SpellCast, i int) {
	dmg := s.spellRoll(r, sc.Dice, false)
	hit := func(t int) {
		d := dmg
		if s.enemySave(r, t, def.SaveAbility, sc.SaveDC, sc.SlotLevel > 0) {
			if def.HalfOnSave {
				d /= 2
			} else {
				d = 0
			}
		}
		d = s.empowered(t, d)
		s.damageEnemy(r, t, s.spellResist(r, t, d), string(def.ID))
	}
	if def.Area {
		for t := range s.Enemies {
			if s.Enemies[t].Standing() && !s.Over() {
				hit(t)
			}
		}
	} else {
		hit(i)
	}
	if def.ID == rules.SpiritGuardians {
		s.Player().GuardianDice, s.Player().GuardianDC = sc.Dice, sc.SaveDC
	}
	if def.ID == rules.Moonbeam {
		s.Player().BeamDice, s.Player().BeamDC = sc.Dice, sc.SaveDC
	}
	if def.ID == rules.HailOfThorns && s.Player().Char.Concentration == rules.HailOfThorns {
		s.Player().Char.Concentration = ""
	}
}

// spellAuto sends each dart of an auto-hit spell (Magic Missile) at the
// target, moving on when it falls.
func (s *State) spellAuto(r roller, sc rules.SpellCast, i int) {
	for range sc.Projectiles {
		if !s.Enemies[i].Standing() {
			if i = ChooseTarget(s); i < 0 {
				return
			}
		}
		s.damageEnemy(r, i, s.spellResist(r, i, s.empowered(i, s.spellRoll(r, sc.Dice, false))), string(sc.Spell.ID))
		if s.Over() {
			return
		}
	}
}

// spellBuff applies a buff: Mage Armor recomputes AC; Bless and Blur work
// through concentration (blessBonus, enemySwing); Hunter's Mark cast as a
// spell and Hex mark the target with the spell's die; Blink runs for BlinkTurns
// of the player's turns (blinkRoll).
func (s *State) spellBuff(def rules.SpellDef, i int) {
	p := s.Player()
	switch def.ID {
	case rules.MageArmorSpell:
		p.AC = content.EffectiveOf(p.Char).AC
	case rules.HuntersMark, rules.Hex:
		p.Marked, p.MarkDice = i, def.Dice
	case rules.Blink:
		p.BlinkTurns = BlinkTurns
	}
}

// BlinkTurns is how many of the player's turns Blink lasts (SRD: one
// minute, ten rounds).
const BlinkTurns = 10

// blinkRoll is Blink at the end of the player's turn: while it lasts, a
// d20 of 11 or more takes the player to the Ethereal Plane until the
// start of its next turn, where no enemy can reach it (enemyTurn).
func (s *State) blinkRoll() {
	p := s.Player()
	if p.BlinkTurns <= 0 {
		return
	}
	p.BlinkTurns--
	if s.rng(s.focusActor(), purposeRound).Die(20) >= 11 {
		p.Ethereal = true
		s.emit(s.ev(EvBlinkedOut, s.focusActor(), -1))
	}
}

// enemySave rolls enemy i's saving throw against dc (MonsterSaveBonus; a
// stunned monster fails STR and DEX saves, a restrained one rolls DEX
// saves with disadvantage). A boss with legendary resistances left turns a
// failed save against a leveled spell into a success (rules §2.7).
func (s *State) enemySave(r roller, i int, ab rules.Ability, dc int, leveled bool) bool {
	en := &s.Enemies[i]
	d := r.Die(20)
	if ab == rules.DEX && hasCond(en.Conditions, rules.Restrained) {
		d = min(d, r.Die(20))
	}
	total := d + MonsterSaveBonus(en.Monster)
	autoFail := (ab == rules.STR || ab == rules.DEX) && hasCond(en.Conditions, rules.Stunned)
	ok := !autoFail && total >= dc
	kind := EvSaveFailed
	if ok {
		kind = EvSaveMade
	}
	e := s.ev(kind, -1, i+1)
	e.Roll, e.Total, e.Amount, e.Detail = d, total, dc, string(ab)
	s.emit(e)
	if !ok && leveled && en.Legendary > 0 {
		en.Legendary--
		e := s.ev(EvLegendaryResistance, i+1, i+1)
		e.Amount = en.Legendary
		s.emit(e)
		ok = true
	}
	return ok
}

// spellResist halves spell damage against a monster with spell_resist.
func (s *State) spellResist(r roller, i, dmg int) int {
	en := &s.Enemies[i]
	if dmg > 0 && s.enemyAbility(en, content.EffectSpellResist) && r.Chance(en.Monster.Ability.Proc) {
		s.effectEvent(i, en)
		return dmg / 2
	}
	return dmg
}

package combat

import (
	"strconv"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// RoundCaps is the most rounds a fight of each kind lasts before the
// timeout rule decides it (facts §2.2; the turn-based cap is data).
var RoundCaps = map[Kind]int{KindNormal: 30, KindElite: 30, KindBoss: 50}

// Spec describes a fight to start.
//
//   - Seed and Key name the fight's random streams (for example the run's
//     seed and "run:42:node:7"); the same Spec always gives the same fight.
//   - Character is the player's sheet; it must have HP left.
//   - Enemies are bestiary entries as content returns them; New applies
//     the zone tier's floors (content.ApplyFloors).
//   - ZoneID (optional) names the zone: its tier is used when Tier is 0 and
//     its boss table drops when its boss dies. Tier defaults to 1.
//   - Mood is TwinBee's loot mood multiplier (0 means neutral, 1).
//   - Recovery is how long a downed character is out (0: rules.DefaultRecovery).
//   - RoundCap overrides RoundCaps when positive.
//   - EnemyACBonus and EnemyInitiativeAdvantage are threat-band effects
//     (facts §5.4: Alert +2 AC, Hostile initiative advantage).
type Spec struct {
	Seed                     uint64
	Key                      string
	Character                rules.Character
	Enemies                  []content.Monster
	ZoneID                   string
	Tier                     int
	Mood                     float64
	Recovery                 time.Duration
	RoundCap                 int
	EnemyACBonus             int
	EnemyInitiativeAdvantage bool
	// Practice marks a bout fought for practice (Thom Krooke's yard): the
	// full rules apply, but it pays no XP and no loot.
	Practice bool
	// Env is what the surroundings do to the fight (expedition §4.3, §7:
	// hunger, heat, tide, the Abyss); the zero value is a quiet room.
	Env Env
}

// Env is an expedition's environment in a fight (expedition §4.3, §7).
type Env struct {
	// RollPenalty is subtracted from the player's attack rolls and saving
	// throws (rationing −1/−2, heat exhaustion −2, the Abyss unraveling −2).
	RollPenalty int `json:"roll_penalty,omitempty"`
	// RoundDamage hits the player at the end of every round (Underforge
	// heat 4+: 1d4 fire; the tide: 1d6 cold while wading), of RoundType.
	RoundDamage rules.Dice       `json:"round_damage,omitzero"`
	RoundType   rules.DamageType `json:"round_type,omitempty"`
	RoundSource string           `json:"round_source,omitempty"` // for the log: "heat", "tide"
	// EnemyHitDice is added to every enemy attack roll (the tide gives
	// kuo-toa +1d4); EnemyHitTag limits it to monsters with that kill tag
	// ("" = every enemy).
	EnemyHitDice rules.Dice      `json:"enemy_hit_dice,omitzero"`
	EnemyHitTag  content.KillTag `json:"enemy_hit_tag,omitempty"`
}

// New starts a fight: it builds the combatants, rolls initiative and runs
// any enemy turns that come before the player's first turn, so the
// returned state waits on the player (or is already over, if the enemies
// downed the player first). Errors: ErrNoEnemies, ErrPlayerDown.
func New(spec Spec) (State, []Event, error) {
	s, err := build(spec)
	if err != nil {
		return State{}, nil, err
	}
	r := s.rng(-1, purposeInit)
	s.Phases = planPhases(s.Kind, r)
	s.emit(Event{Kind: EvFightStarted, Amount: len(s.Enemies), Detail: string(s.Kind)})
	s.rollInitiative(r, spec.EnemyInitiativeAdvantage)
	s.emit(Event{Kind: EvRoundStarted})
	s.advance()
	return s.finishCall()
}

// build makes the fight's combatants and settings, before initiative.
func build(spec Spec) (State, error) {
	if len(spec.Enemies) == 0 {
		return State{}, ErrNoEnemies
	}
	if spec.Character.HP <= 0 {
		return State{}, ErrPlayerDown
	}
	tier := spec.Tier
	if tier <= 0 {
		if z, ok := content.ZoneByID(spec.ZoneID); ok {
			tier = z.Tier
		} else {
			tier = 1
		}
	}
	s := State{
		Version: StateVersion, Seed: spec.Seed, Key: spec.Key,
		Tier: tier, ZoneID: spec.ZoneID, Mood: spec.Mood,
		Recovery: spec.Recovery, EnemyACBonus: spec.EnemyACBonus,
		Practice: spec.Practice, Env: spec.Env, Round: 1,
	}
	if s.Mood <= 0 {
		s.Mood = 1
	}
	if s.Recovery <= 0 {
		s.Recovery = rules.DefaultRecovery
	}
	s.Enemies = buildEnemies(spec.Enemies, tier)
	s.Kind = kindOf(s.Enemies)
	s.RoundCap = spec.RoundCap
	if s.RoundCap <= 0 {
		s.RoundCap = RoundCaps[s.Kind]
	}
	s.Player = NewPlayer(spec.Character.Clone())
	s.Player.Char.InCombat = true
	return s, nil
}

// NewPlayer derives the player's combat numbers from a character sheet and
// the catalogue items it wears (facts §1.3–1.4): ability scores with worn
// bonuses, combat max HP (sheet maximum plus gear HP), AC (rules.ArmorClass
// plus worn AC bonuses), the main-hand weapon's attack bonus, damage dice
// and bonus, attacks per action, initiative modifier (DEX plus worn speed)
// and resistances. A character without a weapon makes unarmed strikes (1 +
// modifier).
func NewPlayer(c rules.Character) Player {
	g := wornGear(c)
	eff := c
	eff.Abilities = g.abilities
	p := Player{
		Char: c, Name: c.Name, Abilities: g.abilities,
		HPBonus: g.hp, SaveBonus: g.save, Resist: g.resist,
		Attacks: rules.AttacksPerAction(c), Marked: -1,
		InitMod: eff.Abilities.Mod(rules.DEX) + g.speed,
		Passive: c.RaceDef().Passive, CanShield: knowsSpell(c, rules.ShieldSpell),
	}
	p.MaxHP = rules.MaxHP(eff) + g.hp
	p.HP = min(p.MaxHP, max(0, c.HP)+g.hp)
	p.AC = gearAC(eff, g)
	p.AttackBonus = rules.AttackBonus(eff, g.weapon)
	p.DamageBonus = rules.DamageBonus(eff, g.weapon)
	if g.weapon != nil {
		p.WeaponName, p.WeaponDice = g.weapon.Name, g.weapon.Damage
		p.DamageType, p.Ranged = g.weapon.DamageType, g.weapon.Ranged
	} else {
		p.WeaponName, p.WeaponDice, p.DamageType = "unarmed strike", rules.Dice{Bonus: 1}, rules.Bludgeoning
	}
	p.ExtraDice = g.extra
	return p
}

// gear is what a character's worn catalogue items add up to.
type gear struct {
	weapon        *rules.Weapon
	armor, shield *rules.Armor
	extra         rules.Dice
	abilities     rules.Abilities
	ac, hp, speed int
	save          int
	resist        []rules.DamageType
}

// wornGear looks up every equipped item in the catalogue; unknown IDs are
// ignored.
func wornGear(c rules.Character) gear {
	g := gear{abilities: c.Abilities}
	for _, slot := range rules.EquipSlots {
		id := c.Equipment.Get(slot)
		if id == "" {
			continue
		}
		it, ok := content.ItemByID(id)
		if !ok {
			continue
		}
		switch {
		case it.Weapon != nil:
			if slot == rules.SlotMainHand {
				g.weapon = it.Weapon
				if it.Extra != nil {
					g.extra = it.Extra.Dice
				}
			}
		case it.Armor != nil && it.Armor.IsShield():
			g.shield = it.Armor
		case it.Armor != nil:
			g.armor = it.Armor
		case it.Wondrous != nil:
			w := it.Wondrous
			g.ac += w.ACBonus
			g.hp += w.HPBonus
			g.speed += w.SpeedBonus
			g.save += w.SaveBonus
			for ab, v := range w.AbilityBonus {
				g.abilities = g.abilities.With(ab, min(rules.MaxAbilityScore, g.abilities.Get(ab)+v))
			}
			for ab, v := range w.AbilitySet {
				g.abilities = g.abilities.With(ab, max(g.abilities.Get(ab), v))
			}
		}
		g.resist = append(g.resist, it.Resist...)
	}
	return g
}

// buildEnemies turns bestiary entries into enemies at the zone tier's
// floors, naming repeats "Goblin Sneak 1", "Goblin Sneak 2".
func buildEnemies(ms []content.Monster, tier int) []Enemy {
	count := map[string]int{}
	for _, m := range ms {
		count[m.Name]++
	}
	seen := map[string]int{}
	out := make([]Enemy, len(ms))
	for i, m := range ms {
		m = content.ApplyFloors(m, tier)
		name := m.Name
		if count[m.Name] > 1 {
			seen[m.Name]++
			name = m.Name + " " + strconv.Itoa(seen[m.Name])
		}
		out[i] = Enemy{
			ID: "e" + strconv.Itoa(i+1), Name: name, Monster: m,
			HP: m.HP, MaxHP: m.HP, Legendary: m.LegendaryResistances,
		}
	}
	return out
}

// kindOf is boss when any enemy is a boss, else elite when any is, else
// normal.
func kindOf(es []Enemy) Kind {
	k := KindNormal
	for _, e := range es {
		if e.Monster.Boss {
			return KindBoss
		}
		if e.Monster.Elite {
			k = KindElite
		}
	}
	return k
}

// gearAC is rules.ArmorClass with the worn armour and shield plus worn AC
// bonuses; eff carries the gear-boosted ability scores.
func gearAC(eff rules.Character, g gear) int {
	return rules.ArmorClass(eff, g.armor, g.shield) + g.ac
}

// playerAC recomputes the AC of character c (after Mage Armor changes it).
func playerAC(c rules.Character) int {
	g := wornGear(c)
	c.Abilities = g.abilities
	return gearAC(c, g)
}

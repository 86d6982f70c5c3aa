package content

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/strictyaml"
)

// monsterFiles are the bestiary's data files in display order: tier 1 to
// tier 5 (rules §2.8, §6.1), then the region bosses (rules §6.7).
var monsterFiles = []string{
	"data/monsters/tier1.yaml", "data/monsters/tier2.yaml", "data/monsters/tier3.yaml",
	"data/monsters/tier4.yaml", "data/monsters/tier5.yaml", "data/monsters/regions.yaml",
}

// monstersDoc is one data/monsters/*.yaml file.
type monstersDoc struct {
	Monsters []monsterDoc `yaml:"monsters"`
}

// monsterDoc is one bestiary record (rules §2.8). The stat block is
// required; pointers tell a missing stat from a zero one.
type monsterDoc struct {
	ID          MonsterID `yaml:"id"`
	Name        string    `yaml:"name"`
	CR          *float64  `yaml:"cr"`
	HP          *int      `yaml:"hp"`
	AC          *int      `yaml:"ac"`
	Attack      *int      `yaml:"attack"` // the rescaled "Atk new" value
	AttackBonus *int      `yaml:"attack_bonus"`
	Speed       *int      `yaml:"speed"`
	BlockRate   *float64  `yaml:"block_rate"`
	XP          *int      `yaml:"xp"`

	Ability *abilityDoc `yaml:"ability"`
	// Role is "" (an ordinary monster), "elite", "boss" (a zone's final
	// boss) or "region_boss" (a region boss, rules §6.7).
	Role        string          `yaml:"role"`
	Multiattack *multiattackDoc `yaml:"multiattack"`

	Phase2At             float64       `yaml:"phase2_at"`
	ReformAt             float64       `yaml:"reform_at"`
	LegendaryResistances int           `yaml:"legendary_resistances"`
	Legendary            *legendaryDoc `yaml:"legendary_action"`
	Tags                 []KillTag     `yaml:"tags"`
}

// abilityDoc is a monster's special ability; an empty phase means any.
type abilityDoc struct {
	Name   string        `yaml:"name"`
	Effect Effect        `yaml:"effect"`
	Proc   float64       `yaml:"proc"`
	Phase  Phase         `yaml:"phase"`
	Save   rules.Ability `yaml:"save"`
}

// legendaryDoc is a boss's legendary action (rules §2.7): its name, the
// dice it deals, the ability the player saves with for half, the damage
// type, how many it takes a round, whether it rises with the zone's
// level band (LegendaryAction.Rises) and whether it drains a stunned
// player (LegendaryAction.Drain).
type legendaryDoc struct {
	Name     string           `yaml:"name"`
	Dice     rules.Dice       `yaml:"dice"`
	Save     rules.Ability    `yaml:"save"`
	Type     rules.DamageType `yaml:"type"`
	PerRound int              `yaml:"per_round"`
	Rises    bool             `yaml:"rises"`
	Drain    bool             `yaml:"drain"`
}

// action converts the record; nil for none.
func (l *legendaryDoc) action() *LegendaryAction {
	if l == nil {
		return nil
	}
	return &LegendaryAction{Name: l.Name, Dice: l.Dice, Save: l.Save, Type: l.Type, PerRound: l.PerRound, Rises: l.Rises, Drain: l.Drain}
}

// multiattackDoc is a multiattack profile (rules §2.7) in one of three
// forms: to_hit and swings as recorded; to_hit and swings with derived:
// true when the profile has no to-hit of its own ("Bandit Captain 3 × 2":
// the to-hit is the attack bonus); or derived: true alone, built by
// DeriveMultiattack.
type multiattackDoc struct {
	ToHit   *int  `yaml:"to_hit"`
	Swings  []int `yaml:"swings"`
	Derived bool  `yaml:"derived"`
}

// loadMonsters reads every bestiary file in order. It returns the monsters
// of the files that load and every problem found; a record with a problem
// is left out.
func loadMonsters(fsys fs.FS) ([]Monster, error) {
	var all []Monster
	var errs []error
	for _, file := range monsterFiles {
		data, err := readData(fsys, file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		ms, err := parseMonsters(file, data)
		all = append(all, ms...)
		errs = append(errs, err)
	}
	errs = append(errs, strayFiles(fsys, "data/monsters", monsterFiles))
	return all, errors.Join(errs...)
}

// parseMonsters decodes one bestiary file. Damage dice follow
// DamageDiceFor(attack) for every monster. It returns the records that
// convert and the problems, each naming file, record and field.
func parseMonsters(file string, data []byte) ([]Monster, error) {
	p := &fileProblems{file: file}
	var doc monstersDoc
	if err := strictyaml.Decode(data, &doc); err != nil {
		p.addf("%v", err)
		return nil, p.err()
	}
	if len(doc.Monsters) == 0 {
		p.addf("no monsters")
	}
	out := make([]Monster, 0, len(doc.Monsters))
	for i, d := range doc.Monsters {
		if m, ok := d.monster(p, i); ok {
			out = append(out, m)
		}
	}
	return out, p.err()
}

// monster converts record i, reporting problems to p; false when the
// record is unusable.
func (d monsterDoc) monster(p *fileProblems, i int) (Monster, bool) {
	who := fmt.Sprintf("monsters[%d] (%q)", i, d.ID)
	before := len(p.errs)
	if d.ID == "" {
		p.addf("%s: missing id", who)
	}
	if d.Name == "" {
		p.addf("%s: missing name", who)
	}
	m := Monster{
		ID: d.ID, Name: d.Name,
		CR: required(p, who, "cr", d.CR), HP: required(p, who, "hp", d.HP), AC: required(p, who, "ac", d.AC),
		Attack: required(p, who, "attack", d.Attack), AttackBonus: required(p, who, "attack_bonus", d.AttackBonus),
		Speed: required(p, who, "speed", d.Speed), BlockRate: required(p, who, "block_rate", d.BlockRate),
		XP: required(p, who, "xp", d.XP), Ability: d.Ability.ability(),
		Phase2At: d.Phase2At, ReformAt: d.ReformAt, LegendaryResistances: d.LegendaryResistances, Legendary: d.Legendary.action(),
		Tags: d.Tags,
	}
	m.Damage = DamageDiceFor(m.Attack)
	switch d.Role {
	case "":
	case "elite":
		m.Elite = true
	case "boss":
		m.Boss = true
	case "region_boss":
		m.Boss, m.RegionBoss = true, true
	default:
		p.addf("%s: role %q is not elite, boss or region_boss", who, d.Role)
	}
	if d.Multiattack != nil {
		ma, err := d.Multiattack.profile(m.Attack, m.AttackBonus)
		if err != nil {
			p.addf("%s: multiattack: %v", who, err)
		}
		m.Multiattack = ma
	}
	return m, len(p.errs) == before
}

// required returns *v, or reports field as missing and returns zero.
func required[T any](p *fileProblems, who, field string, v *T) T {
	if v == nil {
		p.addf("%s: missing %s", who, field)
		var zero T
		return zero
	}
	return *v
}

// ability converts an ability record; nil is no ability (the zero
// Ability) and an empty phase reads as PhaseAny.
func (a *abilityDoc) ability() Ability {
	if a == nil {
		return Ability{}
	}
	out := Ability{Name: a.Name, Effect: a.Effect, Proc: a.Proc, Phase: a.Phase, Save: a.Save}
	if out.Phase == "" {
		out.Phase = PhaseAny
	}
	return out
}

// profile builds the multiattack for a monster with the given attack and
// attack bonus.
func (d multiattackDoc) profile(attack, attackBonus int) (*Multiattack, error) {
	switch {
	case d.ToHit == nil && len(d.Swings) == 0:
		if !d.Derived {
			return nil, errors.New("needs to_hit and swings, or derived: true")
		}
		return DeriveMultiattack(attack, attackBonus), nil
	case d.ToHit == nil:
		return nil, errors.New("swings without to_hit")
	case len(d.Swings) == 0:
		return nil, errors.New("to_hit without swings")
	}
	return &Multiattack{ToHit: *d.ToHit, Swings: d.Swings, Derived: d.Derived}, nil
}

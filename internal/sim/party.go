package sim

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// FightKind names the three fights a party measurement plays in a zone:
// one ordinary roster monster, one roster elite, and the zone boss.
type FightKind string

// The fight kinds of a party measurement (rules §2.13, §6.3).
const (
	FightOrdinary FightKind = "ordinary"
	FightElite    FightKind = "elite"
	FightBoss     FightKind = "boss"
)

// PartyConfig is one party measurement (rules §2.13): Classes are the
// seats, the first the leader; every seat is the matrix's character of its
// class at Level (Character with a zero GearTier), fresh before each
// fight. Zone is the zone whose foes they meet, Runs the fights of each
// roster entry (or the boss) and Seed the measurement's seed.
type PartyConfig struct {
	Classes []rules.ClassID
	Level   int
	Zone    content.ZoneID
	Runs    int
	Seed    uint64
}

// FightTally counts fights of one kind: how many, how many won (a
// timeout won counts), and the sum over the fights of each seat's share
// of its combat HP left at the end (0 for a seat down).
type FightTally struct {
	Fights int     `json:"fights"`
	Won    int     `json:"won"`
	HPLeft float64 `json:"hp_left"` // the mean share of HP left per seat, summed over fights
}

// WinPct is the share of the fights won, in percent.
func (t FightTally) WinPct() float64 { return pct(t.Won, t.Fights) }

// HPLeftPct is the mean share of its HP a seat ended with, in percent.
func (t FightTally) HPLeftPct() float64 {
	if t.Fights == 0 {
		return 0
	}
	return 100 * t.HPLeft / float64(t.Fights)
}

// PartyReport is a party measurement's result: for each fight kind the
// party's tally against foes grown for the roster, and the tally of its
// members fighting the same foes alone, ungrown (the solo game), pooled.
type PartyReport struct {
	Config PartyConfig
	Party  map[FightKind]FightTally
	Solo   map[FightKind]FightTally
}

// PlayPartyFights plays a party measurement (rules §2.13): every roster
// entry of the zone (ordinary and elite) and its boss, Runs times each,
// once by the party and once by each member alone, every fight to its end
// by the standard policy, on seeds derived from Seed, the fight's foe and
// its run (the party and the solo fights of one run share theirs).
// Errors: an unknown zone, a class or level Character refuses.
func PlayPartyFights(cfg PartyConfig) (PartyReport, error) {
	z, ok := content.ZoneByID(cfg.Zone)
	if !ok {
		return PartyReport{}, fmt.Errorf("sim: unknown zone %q", cfg.Zone)
	}
	seats := make([]rules.Character, len(cfg.Classes))
	for k, cl := range cfg.Classes {
		c, err := Character(Build{Class: cl, Level: cfg.Level})
		if err != nil {
			return PartyReport{}, err
		}
		seats[k] = c
	}
	rep := PartyReport{Config: cfg, Party: map[FightKind]FightTally{}, Solo: map[FightKind]FightTally{}}
	for n, foe := range partyFoes(z) {
		m, ok := content.MonsterByID(foe.id)
		if !ok {
			return PartyReport{}, fmt.Errorf("sim: zone %s names unknown monster %q", z.ID, foe.id)
		}
		for run := range cfg.Runs {
			seed := cfg.Seed*1_000_003 + uint64(n)*10_007 + uint64(run)
			if err := rep.play(foe.kind, z, m, seats, seed); err != nil {
				return PartyReport{}, err
			}
		}
	}
	return rep, nil
}

// partyFoe is one foe a measurement plays against, with its kind.
type partyFoe struct {
	id   content.MonsterID
	kind FightKind
}

// partyFoes lists zone z's roster entries and its boss.
func partyFoes(z content.Zone) []partyFoe {
	out := make([]partyFoe, 0, len(z.Roster)+1)
	for _, e := range z.Roster {
		k := FightOrdinary
		if e.Elite {
			k = FightElite
		}
		out = append(out, partyFoe{e.MonsterID, k})
	}
	return append(out, partyFoe{z.BossID, FightBoss})
}

// play fights m once with the whole party and once with each seat alone,
// and counts both.
func (r *PartyReport) play(kind FightKind, z content.Zone, m content.Monster, seats []rules.Character, seed uint64) error {
	party, err := fightOnce(z, m, seats, seed)
	if err != nil {
		return err
	}
	r.Party[kind] = r.Party[kind].add(party)
	for _, c := range seats {
		solo, err := fightOnce(z, m, []rules.Character{c}, seed)
		if err != nil {
			return err
		}
		r.Solo[kind] = r.Solo[kind].add(solo)
	}
	return nil
}

// fightOnce plays one fight of seats against m in zone z at the first
// seat's level, to its end by the standard policy.
func fightOnce(z content.Zone, m content.Monster, seats []rules.Character, seed uint64) (combat.State, error) {
	st, _, err := combat.New(combat.Spec{
		Seed: seed, Key: "party-measure", Character: seats[0], Party: seats[1:],
		Enemies: []content.Monster{m}, ZoneID: z.ID, FoeLevel: seats[0].Level,
	})
	if err != nil {
		return st, err
	}
	st, _ = combat.Resolve(st, combat.DefaultPolicy())
	return st, nil
}

// add counts finished fight st.
func (t FightTally) add(st combat.State) FightTally {
	t.Fights++
	if st.Result == combat.ResultWon || st.Result == combat.ResultTimeoutWon {
		t.Won++
	}
	share := 0.0
	for _, p := range st.Players {
		if p.MaxHP > 0 {
			share += float64(max(p.HP, 0)) / float64(p.MaxHP)
		}
	}
	t.HPLeft += share / float64(len(st.Players))
	return t
}

// pct is part of whole in percent, 0 for an empty whole.
func pct(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return 100 * float64(part) / float64(whole)
}

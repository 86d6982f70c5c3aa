package content

import "math"

// FoeScaling is how a deep zone sizes its foes to the character who walks
// in (rules §2.8, "Foes that rise to meet you"):
//
//   - ToHit is added to every foe's to-hit, its multiattack's included
//     (MaxMonsterAttackBonus does not cap it);
//   - DamagePct changes every foe's hit damage by that percent (−20: a
//     fifth less), its multiattack swings and its damage dice alike;
//   - GrowPct is how much more HP every foe has, and how much harder a
//     boss's legendary action hits, for a character who set out at the top
//     of the zone's level band: none at the band's lowest level, in a
//     straight line between (Zone.BandShare).
type FoeScaling struct {
	ToHit     int `yaml:"to_hit"`
	DamagePct int `yaml:"damage_pct"`
	GrowPct   int `yaml:"grow_pct"`
}

// BandShare is where level stands in z's level band, from 0 at MinLevel
// (or below) to 1 at MaxLevel (or above), in a straight line between; 0
// for a band of one level.
func (z Zone) BandShare(level int) float64 {
	if z.MaxLevel <= z.MinLevel {
		return 0
	}
	l := min(max(level, z.MinLevel), z.MaxLevel)
	return float64(l-z.MinLevel) / float64(z.MaxLevel-z.MinLevel)
}

// AsFought returns a copy of m as it fights in zone z, of tier tier,
// against a character who set out at level foeLevel (the departure level
// of an expedition, the level at the start of a run): the tier's floors
// (ApplyFloors), then z.Foes (rules §2.8). HP are rounded to the nearest
// point, at least 1; each swing too; the damage dice change by their
// average's share, rounded. A zone without Foes changes nothing more,
// except that a rising legendary action (LegendaryAction.Rises) always
// follows the band: none at its lowest level, Grow = BandShare above.
func AsFought(m Monster, z Zone, tier, foeLevel int) Monster {
	out := ApplyFloors(m, tier)
	if la := out.Legendary; la != nil && la.Rises {
		if share := z.BandShare(foeLevel); share > 0 {
			la.Grow = share
		} else {
			out.Legendary = nil
		}
	}
	f := z.Foes
	if f == (FoeScaling{}) {
		return out
	}
	grow := 1 + float64(f.GrowPct)/100*z.BandShare(foeLevel)
	hit := 1 + float64(f.DamagePct)/100
	out.HP = max(1, int(math.Round(float64(out.HP)*grow)))
	out.AttackBonus += f.ToHit
	out.Damage.Bonus += int(math.Round(out.Damage.Average() * (hit - 1)))
	if ma := out.Multiattack; ma != nil {
		ma.ToHit += f.ToHit
		for i, s := range ma.Swings {
			ma.Swings[i] = max(1, int(math.Round(float64(s)*hit)))
		}
	}
	if la := out.Legendary; la != nil && !la.Rises {
		la.Grow = grow
	}
	return out
}

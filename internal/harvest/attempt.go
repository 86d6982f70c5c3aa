package harvest

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// Harvest tuning numbers (rules §7.4).
const (
	// RichMargin: a roll that beats the DC by this much or more is rich;
	// CommonMargin: a roll this far below the DC or closer still yields 1.
	RichMargin   = 5
	CommonMargin = -4
	// MaxFishingBonus caps the fishing-skill bonus (skill / 5).
	MaxFishingBonus = 2
)

// Band is an attempt's outcome band by margin (roll − DC, rules §7.4).
type Band string

// The four bands.
const (
	BandRich     Band = "rich"     // margin ≥ +5: 1d3 plus a bonus U/R/VR resource of the zone
	BandStandard Band = "standard" // margin 0..+4: 1d3
	BandCommon   Band = "common"   // margin −1..−4: 1
	BandNothing  Band = "nothing"  // margin ≤ −5: nothing, a fail
)

// BandFor returns the band of a margin (total − DC).
func BandFor(margin int) Band {
	switch {
	case margin >= RichMargin:
		return BandRich
	case margin >= 0:
		return BandStandard
	case margin >= CommonMargin:
		return BandCommon
	}
	return BandNothing
}

// actionAbility is rules §7.4's ability by action.
var actionAbility = map[rules.HarvestAction]rules.Ability{
	rules.Forage:   rules.WIS,
	rules.Mine:     rules.STR,
	rules.Scavenge: rules.INT,
	rules.Essence:  rules.INT,
	rules.Commune:  rules.WIS,
	rules.Fish:     rules.DEX,
}

// ActionAbility returns the ability whose modifier a harvest action adds
// (rules §7.4: forage WIS, mine STR, scavenge INT, essence INT, commune
// WIS, fish DEX); "" for an unknown action.
func ActionAbility(a rules.HarvestAction) rules.Ability { return actionAbility[a] }

// SkipReason says why a node was not attempted; "" means it can be.
type SkipReason string

// Skip reasons.
const (
	SkipBlocked       SkipReason = "the zone's events block all harvesting"
	SkipMiningBlocked SkipReason = "the heat blocks mining"
	SkipNeedsKill     SkipReason = "needs a kill in this run first"
	SkipClass         SkipReason = "only another class can harvest this"
	SkipEvent         SkipReason = "only during a zone event"
	SkipUnknown       SkipReason = "not in the resource registry"
)

// Eligibility returns why c cannot attempt r under ctx, or "" when the
// attempt may go ahead: zone-wide and mining blocks (rules §8.12), then the
// registry gates (rules §7.1: kill tag in the kill log, class restriction,
// zone event active).
func Eligibility(r content.Resource, c rules.Character, ctx Context) SkipReason {
	switch {
	case ctx.Mods.Blocked:
		return SkipBlocked
	case r.Action == rules.Mine && ctx.Mods.MiningBlocked:
		return SkipMiningBlocked
	}
	return gateReason(r, c, ctx)
}

// gateReason checks the registry gates only.
func gateReason(r content.Resource, c rules.Character, ctx Context) SkipReason {
	switch {
	case r.RequiresKill != "" && !ctx.Kills[r.RequiresKill]:
		return SkipNeedsKill
	case r.ClassRestrict != "" && c.Class != r.ClassRestrict:
		return SkipClass
	case r.Event != "" && !ctx.Mods.EventActive(r.Event):
		return SkipEvent
	}
	return ""
}

// Odds are the numbers of one attempt before the die: the DC after zone
// events and the modifier added to the d20.
type Odds struct {
	DC       int `json:"dc"`
	Modifier int `json:"modifier"`
}

// OddsFor returns the attempt's DC and modifier (rules §7.4, §8.12): the
// resource DC plus the zone-event change for every harvest, for mining and
// for foraging; the action's ability modifier, the class bonus and the
// proficiency bonus for the class's own harvest actions
// (rules.ClassDef.HarvestBonusFor, rules §7.4: the class's craft is
// a skill the character gets better at), the fishing-skill bonus when
// fishing, the expedition's roll penalty and, for WIS actions, its WIS
// penalty.
func OddsFor(r content.Resource, c rules.Character, ctx Context) Odds {
	dc := r.DC + ctx.Mods.DCBonus
	switch r.Action {
	case rules.Mine:
		dc += ctx.Mods.MiningDCBonus
	case rules.Forage:
		dc += ctx.Mods.ForageDCMod
	}
	ab := ActionAbility(r.Action)
	mod := c.Abilities.Mod(ab) + c.Def().HarvestBonusFor(r.Action) + ctx.RollPenalty
	if c.Def().HarvestBonusFor(r.Action) > 0 {
		mod += rules.ProficiencyBonus(c.Level) // proficient in its class's own harvest actions
	}
	if ab == rules.WIS {
		mod += ctx.WISPenalty
	}
	if r.Action == rules.Fish {
		mod += min(max(ctx.FishingSkill, 0)/5, MaxFishingBonus)
	}
	return Odds{DC: dc, Modifier: mod}
}

// Yield is a quantity of one resource.
type Yield struct {
	Resource content.ItemID `json:"resource"`
	Name     string         `json:"name"`
	Rarity   content.Grade  `json:"rarity"`
	Qty      int            `json:"qty"`
}

func yieldOf(r content.Resource, qty int) Yield {
	return Yield{Resource: r.ID, Name: r.Name, Rarity: r.Rarity, Qty: qty}
}

// Attempt is one roll on one node. Qty is the node's own yield; Bonus the
// extra finds (the rich band's zone resource, the Manor's trinket).
// Upgraded marks a class's upgrade to rich (rules.ClassDef.HarvestRich:
// the Ranger's fishing). Noise is set on a
// failed attempt.
type Attempt struct {
	Node     string         `json:"node"`
	Resource content.ItemID `json:"resource"`
	D20      int            `json:"d20"`
	Modifier int            `json:"modifier"`
	DC       int            `json:"dc"`
	Total    int            `json:"total"`
	Margin   int            `json:"margin"`
	Band     Band           `json:"band"`
	Upgraded bool           `json:"upgraded,omitempty"`
	Qty      int            `json:"qty"`
	Bonus    []Yield        `json:"bonus,omitempty"`
	Noise    *Noise         `json:"noise,omitempty"`
}

// Failed reports whether the attempt yielded nothing (the nothing band):
// it counts as a fail in the footer and rolls for noise. A near miss (the
// common band) yields 1 and is a success.
func (a Attempt) Failed() bool { return a.Qty == 0 }

// roller is the part of *dice.Stream an attempt uses; tests script it.
type roller interface {
	D20() int
	Die(sides int) int
	IntN(n int) int
	Between(lo, hi int) int
	Chance(p float64) bool
}

var _ roller = (*dice.Stream)(nil)

// try rolls one attempt on an eligible resource: the d20 check, the band,
// the quantity and the bonus finds (rules §7.4).
func try(node string, r content.Resource, c rules.Character, ctx Context, s roller) Attempt {
	odds := OddsFor(r, c, ctx)
	a := Attempt{Node: node, Resource: r.ID, D20: s.D20(), Modifier: odds.Modifier, DC: odds.DC}
	a.Total = a.D20 + a.Modifier
	a.Margin = a.Total - a.DC
	a.Band = BandFor(a.Margin)
	if richUpgrade(a.Band, r, c, s) {
		a.Band, a.Upgraded = BandRich, true
	}
	bandYield(&a, r, c, ctx, s)
	if a.Qty == 0 {
		return a
	}
	if ctx.Holiday {
		a.Qty++
	}
	if t, ok := scavengeFind(r, s); ok {
		a.Bonus = append(a.Bonus, yieldOf(t, 1))
	}
	return a
}

// richUpgrade reports whether a common or standard result on r becomes
// rich: the class's harvest_rich chance for the action, drawn only when
// the class has one and the band can rise (rules §7.4: a Ranger's
// fishing, 20%).
func richUpgrade(band Band, r content.Resource, c rules.Character, s roller) bool {
	p := c.Def().HarvestRichChance(r.Action)
	return p > 0 && (band == BandCommon || band == BandStandard) && s.Chance(p)
}

// bandYield sets the attempt's quantity by its band (rules §7.4): rich
// 1d3 and a bonus find of the zone, standard 1d3, common 1, nothing 0.
func bandYield(a *Attempt, r content.Resource, c rules.Character, ctx Context, s roller) {
	switch a.Band {
	case BandRich:
		a.Qty = s.Die(3)
		if b, ok := bonusResource(r.Zone, c, ctx, s); ok {
			a.Bonus = append(a.Bonus, yieldOf(b, 1))
		}
	case BandStandard:
		a.Qty = s.Die(3)
	case BandCommon:
		a.Qty = 1
	}
}

// scavengeFind draws a successful scavenge's chance of its zone's bonus
// find (rules §7.4: a Cursed Trinket in the Haunted Manor, 10%); no
// chance is drawn for another action or a zone with no find.
func scavengeFind(r content.Resource, s roller) (content.Resource, bool) {
	z, ok := content.ZoneByID(r.Zone)
	if !ok || z.ScavengeFind.Resource == "" || r.Action != rules.Scavenge || !s.Chance(z.ScavengeFind.Chance) {
		return content.Resource{}, false
	}
	return content.ResourceByID(z.ScavengeFind.Resource)
}

// bonusResource draws the rich band's bonus: a random Uncommon, Rare or
// Very Rare resource of the zone whose gates are open to c.
func bonusResource(zone content.ZoneID, c rules.Character, ctx Context, s roller) (content.Resource, bool) {
	var pool []content.Resource
	for _, r := range content.ZoneResources(zone) {
		if r.Rarity >= content.GradeUncommon && r.Rarity <= content.GradeEpic && gateReason(r, c, ctx) == "" {
			pool = append(pool, r)
		}
	}
	if len(pool) == 0 {
		return content.Resource{}, false
	}
	return pool[s.IntN(len(pool))], true
}

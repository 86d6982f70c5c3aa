package expedition

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

// MilestoneID names an expedition milestone (rules §8.19).
type MilestoneID string

// Milestones.
const (
	MilestoneFirstNight   MilestoneID = "first_night"
	MilestoneCartographer MilestoneID = "cartographer"
	MilestonePatientZero  MilestoneID = "patient_zero"
	MilestoneSurvivalist  MilestoneID = "survivalist"
	MilestoneWeekOne      MilestoneID = "week_one"
	MilestoneTwoWeeks     MilestoneID = "two_weeks"
	MilestoneLongGame     MilestoneID = "long_game"
	MilestoneBounty       MilestoneID = "bounty"
)

// bountyXP is a zone's bounty by zone tier, in XP (rules §8.19): what the
// boss's fall pays on top of the fights. Tier 1–3 expeditions end within
// a day and pay their way in fights; a tier 4 one lasts about two days
// and a tier 5 one three or more, and more of them end forced out, so
// their bounty pays for the days: XP per in-game day then rises from each
// tier to the next (rules §2.10, §11.3).
var bountyXP = map[int]int{4: 4000, 5: 25000}

// BountyXP is the bounty, in XP, of completing a zone of tier (rules
// §8.19): 0 below tier 4.
func BountyXP(tier int) int { return bountyXP[tier] }

// Milestone is one row of the milestone table (rules §8.19). The
// trigger is one of: SurviveDay (the rollover after that day, with the
// expedition still running and that many days played), Complete (with MinTier and MaxPeakThreat when
// set), or Cartography (advancing into an Elite room having searched every
// room before). The reward fields say what the plugin grants:
//
//   - XP: flat XP; XPBonusPercent: that share of the expedition's XP;
//     Bounty: the zone tier's BountyXP, times the over-band share of a
//     fight's XP (rules §2.10) at the character's level.
//   - EliteLootRoll: one bonus loot roll in the Elite room just entered.
//   - Title / Cosmetic: a title and a cosmetic keepsake (by name; the
//     catalogue holds no cosmetic items yet).
//   - ShopDiscountPercent: Thom Krooke's discount on the next visit (the
//     document gives no size; 10% is our choice).
//   - PrimaryStatBonus: permanent + to the class's primary ability (its
//     attack ability), capped at 20 by the plugin.
//   - LegendaryItem: a guaranteed legendary item; PersonalNote: TwinBee's
//     personal note.
//
// Each milestone is awarded at most once per expedition.
type Milestone struct {
	ID                  MilestoneID `json:"id"`
	Name                string      `json:"name"`
	SurviveDay          int         `json:"survive_day,omitempty"`
	Complete            bool        `json:"complete,omitempty"`
	Cartography         bool        `json:"cartography,omitempty"`
	MinTier             int         `json:"min_tier,omitempty"`
	MaxPeakThreat       int         `json:"max_peak_threat,omitempty"`
	XP                  int         `json:"xp,omitempty"`
	XPBonusPercent      int         `json:"xp_bonus_percent,omitempty"`
	Bounty              bool        `json:"bounty,omitempty"`
	EliteLootRoll       bool        `json:"elite_loot_roll,omitempty"`
	Title               string      `json:"title,omitempty"`
	Cosmetic            string      `json:"cosmetic,omitempty"`
	ShopDiscountPercent int         `json:"shop_discount_percent,omitempty"`
	PrimaryStatBonus    int         `json:"primary_stat_bonus,omitempty"`
	LegendaryItem       bool        `json:"legendary_item,omitempty"`
	PersonalNote        bool        `json:"personal_note,omitempty"`
}

// milestones is the milestone table (rules §8.19).
var milestones = []Milestone{
	{ID: MilestoneFirstNight, Name: "First Night", SurviveDay: 1, XP: 50},
	{ID: MilestoneCartographer, Name: "Cartographer", Cartography: true, EliteLootRoll: true},
	{ID: MilestonePatientZero, Name: "Patient Zero", Complete: true, MaxPeakThreat: 50, XPBonusPercent: 10},
	{ID: MilestoneBounty, Name: "The Bounty", Complete: true, MinTier: 4, Bounty: true},
	{ID: MilestoneSurvivalist, Name: "Survivalist", Complete: true, MinTier: 3, Title: "Survivalist", Cosmetic: "Survivalist's Compass"},
	{ID: MilestoneWeekOne, Name: "Week One", SurviveDay: 7, XP: 200, ShopDiscountPercent: 10},
	{ID: MilestoneTwoWeeks, Name: "Two Weeks", SurviveDay: 14, XP: 500, PrimaryStatBonus: 1},
	{ID: MilestoneLongGame, Name: "The Long Game", Complete: true, MinTier: 5, LegendaryItem: true, PersonalNote: true},
}

// Milestones returns a copy of milestones, the table above: changing it changes
// nothing shipped.
func Milestones() []Milestone { return slices.Clone(milestones) }

// MilestoneByID returns a milestone's row and whether it exists.
func MilestoneByID(id MilestoneID) (Milestone, bool) {
	i := slices.IndexFunc(milestones, func(m Milestone) bool { return m.ID == id })
	if i < 0 {
		return Milestone{}, false
	}
	return milestones[i], true
}

// MilestoneAward is a milestone just reached and its reward resolved: the
// row, the XP to grant (flat XP, or the bonus share of XPEarned) and, for a
// primary-stat bonus, the ability it raises.
type MilestoneAward struct {
	Milestone
	GrantXP int           `json:"grant_xp,omitempty"`
	Ability rules.Ability `json:"ability,omitempty"`
}

// HasMilestone reports whether e already earned id.
func (e Expedition) HasMilestone(id MilestoneID) bool { return slices.Contains(e.Milestones, id) }

// award records id once and resolves its reward for the character c; nil
// if already earned. GrantXP is the XP c will be credited, none past the
// level cap (rules §1.5), and c's XP is raised by it so a second award of
// the same moment fits what is left (a nil c, where no character is at
// hand, credits none: Cartographer grants no XP); it is added to XPEarned, and
// TwinBee's mood rises by the community milestone's +15 (rules §8.9,
// §8.19).
func (e *Expedition) award(id MilestoneID, c *rules.Character, at time.Time) *MilestoneAward {
	m, ok := MilestoneByID(id)
	if !ok || e.HasMilestone(id) {
		return nil
	}
	if c == nil {
		c = &rules.Character{XP: rules.MaxXP()}
	}
	a := MilestoneAward{Milestone: m, GrantXP: e.milestoneXP(m, e.XPEarned, *c)}
	c.XP += a.GrantXP
	if m.PrimaryStatBonus > 0 && c.Class != "" {
		a.Ability = c.Def().AttackAbility
	}
	e.Milestones = append(e.Milestones, id)
	e.XPEarned += a.GrantXP
	e.Today.XP += a.GrantXP
	e.note(at, EntryMilestone, "Milestone: "+m.Name, "milestone_"+string(id))
	e.moodEvent(MoodCommunityMilestone, 1, at)
	return &a
}

// milestoneXP is the XP milestone m pays character c, who earned earned
// XP on the expedition (rules §8.19): its flat XP, or its bonus share of
// earned, or The Bounty's by c's level above the band; none past the
// level cap (rules §1.5).
func (e Expedition) milestoneXP(m Milestone, earned int, c rules.Character) int {
	xp := m.XP
	if m.XPBonusPercent > 0 {
		xp = earned * m.XPBonusPercent / 100
	}
	if m.Bounty {
		xp = BountyXP(e.Tier) * combat.OverBandXPPercent(combat.LevelsOverBand(e.Zone(), c.Level)) / 100
	}
	return rules.CreditableXP(c, xp)
}

// dayMilestones awards the survival milestones for surviving day
// `survived`: a milestone of day N needs N days with play (PlayedDays), so
// waiting alone earns none.
func (e *Expedition) dayMilestones(survived int, c rules.Character, at time.Time) []MilestoneAward {
	var out []MilestoneAward
	for _, m := range milestones {
		if m.SurviveDay > 0 && survived >= m.SurviveDay && e.PlayedDays >= m.SurviveDay {
			if a := e.award(m.ID, &c, at); a != nil {
				out = append(out, *a)
			}
		}
	}
	return out
}

// completionMilestones awards the milestones of a completed expedition.
// Survivalist's "no forced extraction" always holds here: a forced
// extraction abandons the expedition, which then can never complete.
func (e *Expedition) completionMilestones(c rules.Character, at time.Time) []MilestoneAward {
	var out []MilestoneAward
	for _, m := range milestones {
		if !m.Complete || e.Tier < m.MinTier {
			continue
		}
		if m.MaxPeakThreat > 0 && e.Threat.Peak > m.MaxPeakThreat {
			continue
		}
		if a := e.award(m.ID, &c, at); a != nil {
			out = append(out, *a)
		}
	}
	return out
}

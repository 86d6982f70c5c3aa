package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
)

// Effects is everything the expedition's state changes about play right
// now, gathered for the plugin, the combat set-up and the status screens.
//
//   - Band: the Threat Clock band and its enemy effects; Siege: Siege Mode
//     is on (the boss gets Siege.BossBonusHP and
//     Siege.BossLegendaryResistances).
//   - RollPenalty: to every d20 test of the player (attack rolls, saves,
//     checks). Supply depletion (−1/−2), heat exhaustion (−2) and the
//     Abyss's unraveling (−2) do not add up: the worst applies.
//     WISPenalty: to WIS saves and checks only, on top (Abyss 21+);
//     PenaltyFor gives a roll's sum.
//   - CONSaveDisadvantage: heat 7+. FireDamage: per combat round, heat 4+.
//   - NoLongRest: supplies below 10%. NoShortRest: Siege Mode. MustRest:
//     heat exhaustion; the player must make camp or extract.
//   - RoomsShift: Abyss 41+. WanderEvery: extra wandering checks this often
//     (Abyss demon surges; Infernax hunting is added by WanderInterval,
//     which needs the position).
//   - Tide: the tide's effects on the Sunken Temple's tide day.
//   - KoboldReinforcements: the kobolds (DragonPatrolMonster) that join the
//     fight of every Dragon's Lair room entered from now on: one a pulse.
//   - LootMultiplier: TwinBee's mood multiplier on loot chances.
//   - Harvest: what the zone's events do to harvesting (HarvestEffects).
//   - Burn: the day's supply burn under these conditions (DailyBurn), its
//     multiplier and the conditions behind it.
type Effects struct {
	Band                 Band              `json:"band"`
	Siege                bool              `json:"siege,omitempty"`
	Depletion            DepletionLevel    `json:"depletion"`
	RollPenalty          int               `json:"roll_penalty,omitempty"`
	WISPenalty           int               `json:"wis_penalty,omitempty"`
	CONSaveDisadvantage  bool              `json:"con_save_disadvantage,omitempty"`
	FireDamage           rules.Dice        `json:"fire_damage,omitzero"`
	NoLongRest           bool              `json:"no_long_rest,omitempty"`
	NoShortRest          bool              `json:"no_short_rest,omitempty"`
	MustRest             bool              `json:"must_rest,omitempty"`
	RoomsShift           bool              `json:"rooms_shift,omitempty"`
	WanderEvery          time.Duration     `json:"wander_every,omitempty"`
	Tide                 *TideEffects      `json:"tide,omitempty"`
	KoboldReinforcements int               `json:"kobold_reinforcements,omitempty"`
	LootMultiplier       float64           `json:"loot_multiplier"`
	Harvest              harvest.EventMods `json:"harvest,omitzero"`
	Burn                 Burn              `json:"burn"`
}

// CurrentEffects gathers the expedition's effects from its supplies,
// threat, mood and zone stacks.
func CurrentEffects(e Expedition) Effects {
	dep := Depletion(e.Supplies)
	fx := Effects{
		Band:           BandFor(e.Threat.Level),
		Siege:          e.Threat.Siege,
		Depletion:      dep.Level,
		RollPenalty:    dep.RollPenalty,
		NoLongRest:     dep.NoLongRest,
		NoShortRest:    e.Threat.Siege && siege.NoShortRests,
		LootMultiplier: e.Mood.LootMultiplier(),
		Harvest:        HarvestEffects(e),
		Burn:           DailyBurn(e),
	}
	// The band's awake boss is in force only where the zone's boss
	// re-forms at 0 HP (rules §8.7); elsewhere it changes nothing.
	fx.Band.BossAwake = fx.Band.BossAwake && bossReforms(e.ZoneID)
	st, zone := e.Stacks, e.Traits()
	if zone.Has(content.MechanicHeat) {
		hb := HeatBandFor(st.Heat)
		fx.RollPenalty = min(fx.RollPenalty, hb.RollPenalty)
		fx.CONSaveDisadvantage = hb.CONSaveDisadvantage
		fx.FireDamage = hb.FireDamage
		fx.MustRest = st.HeatRestDue
	}
	if zone.Has(content.MechanicInstability) {
		ib := InstabilityBandFor(st.Instability)
		fx.RollPenalty = min(fx.RollPenalty, ib.RollPenalty)
		fx.WISPenalty = ib.WISPenalty
		fx.RoomsShift = ib.RoomsShift
		fx.WanderEvery = ib.WanderEvery
	}
	if zone.Has(content.MechanicTide) && st.TideActive {
		t := tide
		fx.Tide = &t
	}
	if zone.Has(content.MechanicDragonAwareness) {
		fx.KoboldReinforcements = st.DragonPulses
	}
	return fx
}

// PenaltyFor is what fx takes off a d20 test of the player with ability
// ab (0 or less, added): RollPenalty on every attack roll, save and check,
// and WISPenalty on top for a Wisdom one (rules §8.5, §8.12, §8.16).
func (fx Effects) PenaltyFor(ab rules.Ability) int {
	if ab == rules.WIS {
		return fx.RollPenalty + fx.WISPenalty
	}
	return fx.RollPenalty
}

// WanderInterval is how often extra wandering checks fire at this
// position, 0 for none: every 6 hours while Infernax hunts a player who has
// not reached his chamber (rules §8.12), every 12 hours in the Abyss's
// demon surges (rules §8.12). The plugin schedules WanderCheck on it.
func WanderInterval(e Expedition, pos Position) time.Duration {
	if e.Stacks.DragonAwake && !pos.BossRoomReached && e.Traits().Has(content.MechanicDragonAwareness) {
		return DragonHuntEvery
	}
	return CurrentEffects(e).WanderEvery
}

// Prowls reports whether expedition e's zone ever rolls extra wandering
// checks by day (WanderInterval): the Dragon's Lair once Infernax wakes,
// the Abyss Portal while its instability surges.
func (e Expedition) Prowls() bool {
	t := e.Traits()
	return t.Has(content.MechanicDragonAwareness) || t.Has(content.MechanicInstability)
}

// RestRefusal says why the expedition refuses a rest.
type RestRefusal string

// Rest refusals (rules §3.1, §3.2, §8.5, §8.8).
const (
	RestSiege     RestRefusal = "Siege Mode: too dangerous for a short rest"
	RestInCombat  RestRefusal = "not in the middle of a fight"
	RestNoCamp    RestRefusal = "a long rest needs a standard camp or better"
	RestCampUsed  RestRefusal = "today's one camp is made; the next after the 06:00 briefing"
	RestCampHad   RestRefusal = "this camp's long rest is had; the next day's camp gives the next"
	RestRationing RestRefusal = "too little food for a long rest"
)

// CheckShortRest refuses a short rest on an expedition in Siege Mode or
// during a fight (the rules' own refusals still apply). Errors:
// ErrNotActive, ErrRestDenied.
func CheckShortRest(e Expedition, pos Position) error {
	if err := checkRest(e, pos); err != nil {
		return err
	}
	if e.Threat.Siege {
		return ErrRestDenied{Reason: RestSiege}
	}
	return nil
}

// ShortRestHelps reports whether `!rest short` would be taken now on
// expedition e and bring c something back: the expedition allows one
// (CheckShortRestFor: active, no fight, not Siege Mode unless c's Tiny
// Hut shelters it, rules §8.8), c is up and out of any rest's lockout
// (rules.CheckAwake, rules §3.3), and the rest recovers HP, a slot or a
// feature use with a hit die left (rules.ShortRestRecovers, rules §3.1).
// Every line that suggests a short rest on an expedition asks it, so none
// suggests one that is refused.
func ShortRestHelps(e Expedition, c rules.Character, now time.Time) bool {
	_, err := CheckShortRestFor(e, Position{InCombat: c.InCombat}, c)
	return err == nil && rules.CheckAwake(c, now) == nil && rules.ShortRestRecovers(c)
}

// PartyShortRestHelps reports whether the leader's `!rest short` would be
// taken now on expedition e and bring the party something back (rules
// §8.23: the party's short rest rests each member on their own hit dice):
// the leader (leader) is up, out of any rest and the expedition allows
// the leader a short rest (in Siege Mode under a leading Mage's Tiny Hut,
// rules §8.8), and the leader or any member (members, the leader left out)
// who is up and not fighting would recover something (ShortRestHelps).
// With no members it is ShortRestHelps for the leader alone.
func PartyShortRestHelps(e Expedition, leader rules.Character, members []rules.Character, now time.Time) bool {
	if ShortRestHelps(e, leader, now) {
		return true
	}
	if _, err := CheckShortRestFor(e, Position{InCombat: leader.InCombat}, leader); err != nil || rules.CheckAwake(leader, now) != nil {
		return false
	}
	for _, m := range members { // the leader's rest is theirs, under a leading Mage's hut too
		if !m.InCombat && rules.CheckAwake(m, now) == nil && rules.ShortRestRecovers(m) {
			return true
		}
	}
	return false
}

// LongRestTaken reports whether `!rest long` would be taken now on
// expedition e by c: every check the command makes passes
// (CheckCampLongRest: a standard camp or better standing today whose
// long rest c has not had, supplies at 10% or more, c up and out of any
// rest, no fight; rules §3.2, §8.10), so a camp whose long rest was
// taken on pitching offers no second one, and no 24-hour cooldown holds
// back a camp's rest that is due.
func LongRestTaken(e Expedition, c rules.Character, now time.Time) bool {
	return CheckCampLongRest(e, Position{InCombat: c.InCombat}, c, now) == nil
}

// RestOffered reports whether a line may offer `!rest` on expedition e
// to c now: a short rest would be taken and bring something back
// (ShortRestHelps) or a long rest would be taken (LongRestTaken).
func RestOffered(e Expedition, c rules.Character, now time.Time) bool {
	return ShortRestHelps(e, c, now) || LongRestTaken(e, c, now)
}

// CheckLongRest refuses a long rest on an expedition unless a standard,
// fortified or base camp stands today and supplies are at 10% or more
// (rules §8.10). Once today's camp is made, packed up or rough, the
// refusal is RestCampUsed: no camp is left to make before the 06:00
// rollover; below 10% with no camp standing it is RestRationing, not
// RestNoCamp, since no camp would give one (rules §8.5). Errors:
// ErrNotActive, ErrRestDenied.
func CheckLongRest(e Expedition, pos Position) error {
	if err := checkRest(e, pos); err != nil {
		return err
	}
	switch {
	case e.Camp != nil && !e.Camp.Struck && campTable[e.Camp.Type].LongRest:
	case e.CampedToday():
		// a packed or rough camp is still the day's one (rules §8.10)
		return ErrRestDenied{Reason: RestCampUsed}
	case !Depletion(e.Supplies).NoLongRest:
		return ErrRestDenied{Reason: RestNoCamp}
	}
	if Depletion(e.Supplies).NoLongRest {
		// no camp would give one either, so the refusal never sends the
		// player to make camp for it
		return ErrRestDenied{Reason: RestRationing}
	}
	return nil
}

// checkRest is what every rest on an expedition needs: the expedition
// active and no fight running.
func checkRest(e Expedition, pos Position) error {
	if err := e.requireActive(); err != nil {
		return err
	}
	if pos.InCombat {
		return ErrRestDenied{Reason: RestInCombat}
	}
	return nil
}

// CheckBossDoor refuses walking into the zone boss's room while c is not
// fully rested (rules.FullyRested: full HP, hit dice, slots and feature
// uses) in a zone whose boss is faced only so (rules §8.12: the Crypt of
// Valdris). Errors: ErrBossNeedsRest.
func CheckBossDoor(e Expedition, c rules.Character) error {
	if e.Traits().BossRest && !rules.FullyRested(c) {
		return ErrBossNeedsRest{CampMade: e.CampedToday(), Funds: CampFundsOf(e)}
	}
	return nil
}

// CheckAdvance refuses moving on while a night encounter waits or heat
// exhaustion demands a rest. Errors: ErrNotActive, ErrEncounterPending,
// ErrMustRest.
func CheckAdvance(e Expedition) error {
	if err := e.requireActive(); err != nil {
		return err
	}
	switch {
	case e.PendingNight != nil:
		return ErrEncounterPending{}
	case e.Stacks.HeatRestDue:
		return ErrMustRest{CampMade: e.CampedToday(), Funds: CampFundsOf(e)}
	}
	return nil
}

// bossReforms reports whether zone's boss re-forms at 0 HP
// (content.Monster.ReformAt), the one thing the band's awake boss changes.
func bossReforms(zone content.ZoneID) bool {
	z, ok := content.ZoneByID(zone)
	if !ok {
		return false
	}
	m, ok := content.MonsterByID(z.BossID)
	return ok && m.ReformAt > 0
}

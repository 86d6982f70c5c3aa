package rules

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/dice"
)

// Rest timings (rules §3.1, §3.2, §3.3).
const (
	// ShortRestLockout: after a short rest the character is busy for 1 hour.
	ShortRestLockout = time.Hour
	// LongRestLockout: after a long rest the character is busy for 8 hours.
	LongRestLockout = 8 * time.Hour
	// LongRestCooldown: a long rest may start at most once per 24 hours.
	LongRestCooldown = 24 * time.Hour
	// MaxShortRestHigherSlots caps the slots of level 2+ one short rest
	// restores (rules §3.1).
	MaxShortRestHigherSlots = 4
	// ShortRestDoublesAt is the level from which short-rest healing doubles.
	ShortRestDoublesAt = 5
)

// ErrInCombat refuses a rest during a fight.
type ErrInCombat struct{}

func (ErrInCombat) Error() string { return "you cannot rest in the middle of a fight" }

// ErrNoHitDice refuses a short rest when no hit-dice charges are left.
type ErrNoHitDice struct{}

func (ErrNoHitDice) Error() string { return "no hit dice left: a long rest refills them" }

// ErrRestLockout refuses a rest while the previous rest is still running.
type ErrRestLockout struct {
	Until time.Time
}

func (e ErrRestLockout) Error() string {
	return fmt.Sprintf("still resting until %s", e.Until.UTC().Format(time.RFC3339))
}

// ErrLongRestCooldown refuses a long rest within 24 hours of the last one.
type ErrLongRestCooldown struct {
	Until time.Time
}

func (e ErrLongRestCooldown) Error() string {
	return fmt.Sprintf("next long rest available at %s", e.Until.UTC().Format(time.RFC3339))
}

// ErrRecovering refuses a rest while the character is down after 0 HP.
type ErrRecovering struct {
	Until time.Time
}

func (e ErrRecovering) Error() string {
	return fmt.Sprintf("recovering until %s", e.Until.UTC().Format(time.RFC3339))
}

// RestKind says which rest a report describes.
type RestKind string

// Rest kinds.
const (
	RestShort RestKind = "short"
	RestLong  RestKind = "long"
)

// RestReport lists what a rest gave back, so a DM can name each thing and
// leave out what did not change.
//
//   - HPHealed: HP restored; HP / HPMax: after the rest.
//   - HitDiceSpent (short) / HitDiceRestored (long); HitDiceLeft after.
//   - SlotsRestored: slots regained per level (before any Mage Armor cast).
//   - FeaturesRecharged: limited-use features that had uses missing.
//   - ExhaustionRemoved: exhaustion levels removed (long rest).
//   - ConcentrationEnded: the spell a long rest ended, if any.
//   - MageArmorSlot: slot level spent on the automatic Mage Armor (0: none).
//   - LockoutUntil: when the rest is over.
type RestReport struct {
	Kind               RestKind    `json:"kind"`
	HPHealed           int         `json:"hp_healed"`
	HP                 int         `json:"hp"`
	HPMax              int         `json:"hp_max"`
	HitDiceSpent       int         `json:"hit_dice_spent,omitempty"`
	HitDiceRestored    int         `json:"hit_dice_restored,omitempty"`
	HitDiceLeft        int         `json:"hit_dice_left"`
	SlotsRestored      SlotTable   `json:"slots_restored"`
	FeaturesRecharged  []FeatureID `json:"features_recharged,omitempty"`
	ExhaustionRemoved  int         `json:"exhaustion_removed,omitempty"`
	ConcentrationEnded SpellID     `json:"concentration_ended,omitempty"`
	MageArmorSlot      int         `json:"mage_armor_slot,omitempty"`
	LockoutUntil       time.Time   `json:"lockout_until"`
}

// Recovered reports whether the rest gave anything back: HP, a spell slot
// or a feature use. A short rest that recovers nothing is not worth its
// hit die (the bot refuses it and spends nothing).
func (r RestReport) Recovered() bool {
	return r.HPHealed > 0 || r.SlotsRestored.Total() > 0 || len(r.FeaturesRecharged) > 0
}

// SlotsRestoredText renders the restored slots as "2 (L1), 1 (L2)", or ""
// when no slot came back (the DM omits the line).
func (r RestReport) SlotsRestoredText() string {
	out := ""
	for i, n := range r.SlotsRestored {
		if n == 0 {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += fmt.Sprintf("%d (L%d)", n, i+1)
	}
	return out
}

// canRest applies the refusals common to both rests.
func canRest(c Character, now time.Time) error {
	if c.InCombat {
		return ErrInCombat{}
	}
	return CheckAwake(c, now)
}

// ShortRestSlotRefresh returns the slots a short rest restores, given the
// maximum and current slots and the character level (rules §3.1): every
// missing 1st-level slot, plus up to floor(level/4) missing slots of level 2
// and up, highest level first (the ones a player would pick: a higher slot
// casts whatever a lower one does, and the boss's spells want them), at
// most MaxShortRestHigherSlots of those.
func ShortRestSlotRefresh(maxSlots, current SlotTable, level int) SlotTable {
	return slotRefreshUpTo(maxSlots, current, level, MaxSpellLevel)
}

// ShortRestSlots returns the slots a short rest gives c back (rules §3.1,
// §1.6): every missing Pact Magic slot for a Warlock (PactMagic), else
// ShortRestSlotRefresh's share.
func ShortRestSlots(c Character) SlotTable { return shortRestSlots(c, MaxSpellLevel) }

// shortRestSlots is ShortRestSlots giving back no slot above level top.
func shortRestSlots(c Character, top int) SlotTable {
	maxSlots := MaxSlots(c)
	if !PactMagic(c) {
		return slotRefreshUpTo(maxSlots, c.Slots, c.Level, top)
	}
	var got SlotTable
	for i := range min(top, MaxSpellLevel) {
		got[i] = max(0, maxSlots[i]-c.Slots[i])
	}
	return got
}

// slotRefreshUpTo is ShortRestSlotRefresh giving back no slot above level
// top: the higher slots' budget goes to the highest missing ones up to it.
func slotRefreshUpTo(maxSlots, current SlotTable, level, top int) SlotTable {
	var got SlotTable
	got[0] = max(0, maxSlots[0]-current[0])
	budget := min(level/4, MaxShortRestHigherSlots)
	for i := top - 1; i >= 1 && budget > 0; i-- {
		n := min(budget, max(0, maxSlots[i]-current[i]))
		got[i] = n
		budget -= n
	}
	return got
}

// rechargeFeatures refills features whose recharge is in kinds and returns
// the IDs that had uses missing. c must already be a clone.
func rechargeFeatures(c *Character, kinds ...Recharge) []FeatureID {
	var out []FeatureID
	def := c.Def()
	for _, id := range def.FeaturesAt(c.Level) {
		f, ok := def.FeatureDefAt(id, c.Level)
		if !ok || f.Uses == 0 {
			continue
		}
		for _, k := range kinds {
			if f.Recharge == k {
				if c.Resources[id] < f.Uses {
					out = append(out, id)
				}
				if c.Resources == nil {
					c.Resources = map[FeatureID]int{}
				}
				c.Resources[id] = f.Uses
			}
		}
	}
	return out
}

// ShortRestRecovers reports whether a short rest would bring c anything
// back (HP, a spell slot, a short-rest feature), leaving aside whether one
// may be taken right now (a fight, the lockout): what a "`!rest short`
// first" hint needs, so it never offers a rest that is then refused as
// having nothing to recover. No hit die left: false.
func ShortRestRecovers(c Character) bool {
	if c.HitDice <= 0 {
		return false
	}
	if c.HP < MaxHP(c) || ShortRestSlots(c).Total() > 0 {
		return true
	}
	probe := c.Clone()
	return len(rechargeFeatures(&probe, RechargeShortRest)) > 0
}

// ShortRest spends one hit-die charge to heal 1d6 + CON modifier (at
// least 1; doubled from level 5) — none at full HP, where there is nothing
// to heal (the die is still drawn, so the stream stays the same) —
// restores spell slots per
// ShortRestSlotRefresh and recharges short-rest features (Second Wind,
// Action Surge), then locks c out for ShortRestLockout (rules §3.1).
// Errors (c unchanged): ErrInCombat, ErrRecovering, ErrRestLockout,
// ErrNoHitDice. Expedition-only refusals (Siege Mode) are the caller's.
func ShortRest(c Character, s *dice.Stream, now time.Time) (Character, RestReport, error) {
	return shortRest(c, s, now, MaxSpellLevel, 1)
}

// ShortRestDice is ShortRest spending up to n hit dice in its hour (rules
// §3.1, §8.23: a short rest on a party's expedition spends two): the
// first as ShortRest's, each further one only while HP is below the
// maximum and a die is left, rolled on s after the one before; n under 1
// is 1. Errors: ShortRest's.
func ShortRestDice(c Character, s *dice.Stream, now time.Time, n int) (Character, RestReport, error) {
	return shortRest(c, s, now, MaxSpellLevel, n)
}

// shortRest is ShortRestDice giving back no spell slot above level top.
func shortRest(c Character, s *dice.Stream, now time.Time, top, n int) (Character, RestReport, error) {
	if err := canRest(c, now); err != nil {
		return c, RestReport{}, err
	}
	if c.HitDice <= 0 {
		return c, RestReport{}, ErrNoHitDice{}
	}
	c = c.Clone()
	heal := hitDieHeal(c, s)
	spent, healed := 0, 0
	if c.HP < MaxHP(c) {
		c.HitDice--
		spent = 1
		c, healed = Heal(c, heal)
	}
	for ; spent > 0 && spent < n && c.HP < MaxHP(c) && c.HitDice > 0; spent++ {
		var more int
		c.HitDice--
		c, more = Heal(c, hitDieHeal(c, s))
		healed += more
	}
	restored := shortRestSlots(c, top)
	for i := range c.Slots {
		c.Slots[i] += restored[i]
	}
	naturalRecovery(&c, &restored) // the Land druid's, once a long rest (rules §1.11)
	recharged := rechargeFeatures(&c, RechargeShortRest)
	c.LastShortRest = now
	c.LockoutUntil = now.Add(ShortRestLockout)
	return c, RestReport{
		Kind:              RestShort,
		HPHealed:          healed,
		HP:                c.HP,
		HPMax:             MaxHP(c),
		HitDiceSpent:      spent,
		HitDiceLeft:       c.HitDice,
		SlotsRestored:     restored,
		FeaturesRecharged: recharged,
		LockoutUntil:      c.LockoutUntil,
	}, nil
}

// hitDieHeal rolls what one hit die heals c in a short rest (rules §3.1):
// 1d6 + CON modifier, at least 1, doubled from ShortRestDoublesAt.
func hitDieHeal(c Character, s *dice.Stream) int {
	heal := max(1, s.Die(6)+c.Abilities.Mod(CON))
	if c.Level >= ShortRestDoublesAt {
		heal *= 2
	}
	return heal
}

// LongRest checks the long-rest refusals and cooldown, applies
// RestoreLongRest and starts the 24-hour cooldown and the 8-hour lockout
// (rules §3.2). Paying for the inn is the caller's business. Errors (c
// unchanged): ErrInCombat, ErrRecovering, ErrRestLockout,
// ErrLongRestCooldown. s is reserved for random long-rest effects and may
// be nil.
func LongRest(c Character, s *dice.Stream, now time.Time) (Character, RestReport, error) {
	if err := canRest(c, now); err != nil {
		return c, RestReport{}, err
	}
	if !c.LastLongRest.IsZero() {
		if next := c.LastLongRest.Add(LongRestCooldown); now.Before(next) {
			return c, RestReport{}, ErrLongRestCooldown{Until: next}
		}
	}
	c, rep := RestoreLongRest(c)
	c.LastLongRest = now
	c.LockoutUntil = now.Add(LongRestLockout)
	rep.LockoutUntil = c.LockoutUntil
	return c, rep, nil
}

// RestoreLongRest applies the effects of a long rest without any check or
// timer (for a standard-or-better expedition camp, rules §8.10): full HP,
// hit dice back to level, all slots and feature uses, exhaustion −1,
// concentration ended, and Mage Armor recast automatically with the
// lowest free slot when c has Arcane Armor (rules §3.2).
func RestoreLongRest(c Character) (Character, RestReport) {
	c = c.Clone()
	rep := RestReport{Kind: RestLong}
	c, rep.HPHealed = Heal(c, MaxHP(c))
	rep.HitDiceRestored = max(0, c.Level-c.HitDice)
	c.HitDice = c.Level
	maxSlots := MaxSlots(c)
	for i := range c.Slots {
		rep.SlotsRestored[i] = max(0, maxSlots[i]-c.Slots[i])
	}
	c.Slots = maxSlots
	rep.FeaturesRecharged = rechargeFeatures(&c, RechargeShortRest, RechargeLongRest)
	if c.Exhaustion > 0 {
		c.Exhaustion--
		rep.ExhaustionRemoved = 1
	}
	rep.ConcentrationEnded = c.Concentration
	c.Concentration = ""
	if c.HasFeature(FeatureArcaneArmor) {
		c.MageArmor = false
		// Draconic Resilience already gives Mage Armor's AC: no slot for nothing.
		if lvl := LowestFreeSlot(c, 1); lvl > 0 && KnowsSpell(c, MageArmorSpell) && !c.HasFeature(FeatureDraconicResilience) {
			if cast, _, err := CastSpell(c, MageArmorSpell, lvl); err == nil {
				c = cast
				rep.MageArmorSlot = lvl
			}
		}
	}
	rep.HP, rep.HPMax, rep.HitDiceLeft = c.HP, MaxHP(c), c.HitDice
	return c, rep
}

// IsResting reports whether c is still inside a rest's lockout at time now
// (rules §3.1, §3.2): zone runs, expeditions and other rests wait until
// LockoutUntil.
func (c Character) IsResting(now time.Time) bool { return now.Before(c.LockoutUntil) }

// CheckAwake refuses what a rest's lockout or a recovery holds at time now
// (rules §3.3, §1.9): setting off on an expedition, walking, leaving the
// zone, searching a room and resting again all wait until the character
// is up. Errors: ErrRecovering, ErrRestLockout.
func CheckAwake(c Character, now time.Time) error {
	if c.IsRecovering(now) {
		return ErrRecovering{Until: c.DownUntil}
	}
	if c.IsResting(now) {
		return ErrRestLockout{Until: c.LockoutUntil}
	}
	return nil
}

// FullyRested reports whether c stands as a long rest would leave it
// (RestoreLongRest): full HP, every hit-die charge, spell slot and
// feature use, and the Mage Armor an Arcane Armor caster wakes in (the
// slot it took counts as rested), so a long rest now would give nothing
// back but exhaustion. The Crypt of Valdris's boss is faced only so
// (rules §8.12).
func FullyRested(c Character) bool {
	after, _ := RestoreLongRest(c)
	if c.HP < after.HP || c.HitDice < after.HitDice || (after.MageArmor && !c.MageArmor) {
		return false
	}
	for i := range c.Slots {
		if c.Slots[i] < after.Slots[i] {
			return false
		}
	}
	for id, n := range after.Resources {
		if c.Resources[id] < n {
			return false
		}
	}
	return true
}

// LongRestGives reports whether a long rest would give c anything back
// (rules §3.2): HP, a hit-die charge, a spell slot, a feature use, the
// Mage Armor its Arcane Armor casts, or a level of exhaustion. The inn and
// sleeping rough are refused when it would not, so no coins or hours go
// for nothing.
func LongRestGives(c Character) bool { return !FullyRested(c) || c.Exhaustion > 0 }

// ShortRestFeaturesSpent reports whether c has a use spent of a feature a
// short rest recharges (the Fighter's Second Wind and Action Surge).
func ShortRestFeaturesSpent(c Character) bool {
	probe := c.Clone()
	return len(rechargeFeatures(&probe, RechargeShortRest)) > 0
}

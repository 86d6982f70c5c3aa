package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// checkPitch is every refusal Pitch makes before it looks at the camp
// type the room allows (rules §8.10), in order: the expedition is not
// active, want is no camp type, a night encounter waits, the day's one
// camp is made, c is resting or down (rules §3.3), or the room forbids a
// camp.
func checkPitch(e Expedition, pos Position, c rules.Character, want CampType, at time.Time) error {
	if err := e.requireActive(); err != nil {
		return err
	}
	if _, ok := campTable[want]; !ok {
		return ErrUnknownCampType{Name: string(want)}
	}
	if e.PendingNight != nil {
		return ErrEncounterPending{}
	}
	if e.CampedToday() {
		return e.alreadyCamped()
	}
	if err := rules.CheckAwake(c, at); err != nil {
		// a resting or recovering character rests no more (rules §3.3)
		return err
	}
	return CheckCampPlace(pos)
}

// alreadyCamped is the refusal of a second camp in a day (rules §8.10),
// naming the camp made and whether it is packed up.
func (e Expedition) alreadyCamped() ErrAlreadyCamped {
	// the day's one camp is spent wherever the player stands, so a
	// room's refusal never sends them off to camp elsewhere today
	refused := ErrAlreadyCamped{Day: e.Day}
	if e.Camp != nil {
		refused.Type, refused.Packed = e.Camp.Type, e.Camp.Struck
	}
	return refused
}

// campChoice is the camp Pitch makes when want is asked for at pos (rules
// §8.10) and its definition: an uncleared room gives a rough camp
// whatever was asked. Errors: ErrFortifiedNotAllowed,
// ErrBaseCampNotAllowed, ErrNotEnoughSupplies (the camp's cost in SU).
func campChoice(e Expedition, pos Position, want CampType) (CampResult, CampDef, error) {
	res := CampResult{Requested: want, Type: want}
	if !pos.Cleared && want != CampRough {
		res.Type, res.Downgraded = CampRough, true
	}
	if err := campAllowed(e, pos, res.Type); err != nil {
		return res, CampDef{}, err
	}
	def := campTable[res.Type]
	if e.Supplies.Current < def.Cost {
		return res, def, ErrNotEnoughSupplies{Need: def.Cost, Have: e.Supplies.Current}
	}
	return res, def, nil
}

// campAllowed refuses a fortified camp where it cannot stand and a base
// camp where one is not allowed (rules §8.10); other camps pass.
func campAllowed(e Expedition, pos Position, t CampType) error {
	switch t {
	case CampFortified:
		if !CanFortify(e, pos) {
			return ErrFortifiedNotAllowed{}
		}
	case CampBase:
		if why := baseCampCheck(e, pos); why != "" {
			return ErrBaseCampNotAllowed{Reason: why}
		}
	}
	return nil
}

// campPartialRest is a camp's rest short of a long one (rules §8.10): HP
// raised to at least half the maximum, and for a camp that gives a long
// rest, the rest denied by rationing (supplies below 10%).
func campPartialRest(c rules.Character, def CampDef, res CampResult) (rules.Character, CampResult) {
	if def.LongRest {
		res.RestDenied = RestRationing
	}
	res.Rest = RestPartial
	floor := (rules.MaxHP(c) + 1) / 2
	c = c.Clone()
	c, res.HPHealed = rules.Heal(c, floor-c.HP)
	if rules.PactMagic(c) { // a night's rough rest is more than the short rest that gives Pact Magic back (rules §1.6, §3.1)
		res.PactSlots = rules.ShortRestSlots(c)
		for i, n := range res.PactSlots {
			c.Slots[i] += n
		}
	}
	return c, res
}

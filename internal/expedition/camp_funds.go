package expedition

// CampFunds is what the supplies carried pay for among the everyday
// camps (rules §8.10 costs; rules §8.5: below 10% of the leg's SU no camp
// gives a long rest). Every line that offers a camp asks it, as it asks
// the room's placement check, so none offers a camp `!camp` then refuses
// for want of SU or one whose rest the packs cannot pay for.
type CampFunds int

// Camp funds, poorest first.
const (
	// FundsNone: less than a rough camp's 0.5 SU, so no camp at all.
	FundsNone CampFunds = iota
	// FundsRough: a rough camp (0.5 SU) but not a standard one (1 SU).
	FundsRough
	// FundsHalf: a standard camp, but rationing denies its long rest, so
	// any camp raises HP to half the maximum and no more.
	FundsHalf
	// FundsLongRest: a standard camp and its full long rest.
	FundsLongRest
)

// CampFundsOf is what expedition e's packs pay for now (rules §8.10,
// §8.5): the check `!camp` makes on SU (ErrNotEnoughSupplies) and the one
// that turns a standard camp's long rest into half HP (RestRationing).
func CampFundsOf(e Expedition) CampFunds {
	switch su := e.Supplies.Current; {
	case su < campTable[CampRough].Cost:
		return FundsNone
	case su < campTable[CampStandard].Cost:
		return FundsRough
	case Depletion(e.Supplies).NoLongRest:
		return FundsHalf
	}
	return FundsLongRest
}

// LongRest reports whether a camp the packs pay for gives a long rest.
func (f CampFunds) LongRest() bool { return f == FundsLongRest }

// Cost is the SU of the camp the packs pay for that a line offers: the
// standard camp's, the rough camp's when that is all they pay for, 0 with
// no camp (rules §8.10).
func (f CampFunds) Cost() float64 {
	switch f {
	case FundsNone:
		return 0
	case FundsRough:
		return campTable[CampRough].Cost
	}
	return campTable[CampStandard].Cost
}

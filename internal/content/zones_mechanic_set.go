package content

import "math/bits"

// MechanicSet is a set of zone mechanics (rules §8.12), a plain value:
// copying it copies the set. The zero value is the empty set.
type MechanicSet uint32

// Mechanics returns the set of ms.
func Mechanics(ms ...ZoneMechanic) MechanicSet {
	var s MechanicSet
	for _, m := range ms {
		s |= bit(m)
	}
	return s
}

// bit is m's bit in a set; 0 for a mechanic too large to hold.
func bit(m ZoneMechanic) MechanicSet {
	if m >= 32 {
		return 0
	}
	return 1 << m
}

// Has reports whether m is in the set (false for the zero mechanic).
func (s MechanicSet) Has(m ZoneMechanic) bool { return m > 0 && s&bit(m) != 0 }

// List returns the set's mechanics in rules §8.12 order (nil when
// empty), unknown ones included so validation can name them.
func (s MechanicSet) List() []ZoneMechanic {
	var out []ZoneMechanic
	for rest := s; rest != 0; rest &= rest - 1 {
		out = append(out, ZoneMechanic(bits.TrailingZeros32(uint32(rest))))
	}
	return out
}

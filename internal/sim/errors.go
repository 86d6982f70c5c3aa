package sim

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// BuildError refuses a simulated character the simulator cannot build:
// Field names what is wrong ("level", "gear tier", "bank", "kit"), Value
// is what was given and Want what would do.
type BuildError struct {
	Field string
	Value any
	Want  string
}

func (e BuildError) Error() string { return fmt.Sprintf("%s %v: want %s", e.Field, e.Value, e.Want) }

// errLevel refuses a level outside 1–rules.MaxLevel (rules §1.5).
func errLevel(level int) error {
	return BuildError{Field: "level", Value: level, Want: fmt.Sprintf("1-%d", rules.MaxLevel)}
}

// errGearTier refuses a gear tier outside 1–content.MaxZoneTier (a Build's
// 0 means "by level", rules §11.1).
func errGearTier(tier int) error {
	return BuildError{Field: "gear tier", Value: tier, Want: fmt.Sprintf("1-%d (0 picks it by level)", content.MaxZoneTier)}
}

// errBank refuses a negative starting bank of coins.
func errBank(bank int) error {
	return BuildError{Field: "bank", Value: bank, Want: "0 coins or more"}
}

// errKit refuses a kit that is not KitLean or KitNone.
func errKit(k Kit) error {
	return BuildError{Field: "kit", Value: k, Want: fmt.Sprintf("%s or %s", KitLean, KitNone)}
}

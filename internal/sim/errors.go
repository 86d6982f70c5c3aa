package sim

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// ErrLevel is returned for a character level outside 1–rules.MaxLevel
// (rules §1.5).
type ErrLevel struct {
	Level int
}

func (e ErrLevel) Error() string {
	return fmt.Sprintf("level %d is outside 1-%d", e.Level, rules.MaxLevel)
}

// ErrGearTier is returned for a gear tier outside 0–content.MaxZoneTier
// (0 means "by level", rules §11.1).
type ErrGearTier struct {
	Tier int
}

func (e ErrGearTier) Error() string {
	return fmt.Sprintf("gear tier %d is outside 1-%d (0 picks it by level)", e.Tier, content.MaxZoneTier)
}

// ErrBank is returned for a negative starting bank of coins.
type ErrBank struct {
	Bank int
}

func (e ErrBank) Error() string {
	return fmt.Sprintf("bank must not be negative, got %d coins", e.Bank)
}

// ErrUnknownKit is returned for a kit that is not KitLean or KitNone.
type ErrUnknownKit struct {
	Kit Kit
}

func (e ErrUnknownKit) Error() string {
	return fmt.Sprintf("unknown kit %q (want %q or %q)", string(e.Kit), KitLean, KitNone)
}

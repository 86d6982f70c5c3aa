package rules

import (
	"time"

	"github.com/gogobee/gogobee/internal/dice"
)

// TinyHutSlotLevel is the highest spell slot a rest under the Tiny Hut
// gives back (rules §1.7): the hut is a 3rd-level ritual, so its rest
// refreshes slots as a short rest does (rules §3.1) but none above 3rd level.
const TinyHutSlotLevel = 3

// HutRest is the short rest a Mage takes under its Tiny Hut (rules §1.7,
// §8.8), the one Siege Mode allows: ShortRest, giving back no slot above
// TinyHutSlotLevel, with the hut's one use spent (a long rest gives it
// back). Errors: ErrNoFeature or ErrNoUses without the hut's use,
// ShortRest's refusals.
func HutRest(c Character, s *dice.Stream, now time.Time) (Character, RestReport, error) {
	return HutRestDice(c, s, now, 1)
}

// HutRestDice is HutRest spending up to n hit dice, as ShortRestDice
// (rules §3.1, §8.23: two on a party's expedition). Errors: HutRest's.
func HutRestDice(c Character, s *dice.Stream, now time.Time, n int) (Character, RestReport, error) {
	if _, err := UseFeature(c, FeatureTinyHut); err != nil {
		return c, RestReport{}, err
	}
	next, rep, err := shortRest(c, s, now, TinyHutSlotLevel, n)
	if err != nil {
		return c, rep, err
	}
	next, err = UseFeature(next, FeatureTinyHut)
	return next, rep, err
}

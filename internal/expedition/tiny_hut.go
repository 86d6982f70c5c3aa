package expedition

import (
	"errors"

	"github.com/gogobee/gogobee/internal/rules"
)

// HutShelters reports whether c's Tiny Hut would shelter a short rest on
// expedition e now (rules §1.7, §8.8): e is in Siege Mode, which refuses
// every other short rest, and c has the hut's one use left (a Mage from
// level 5; a long rest gives it back).
func HutShelters(e Expedition, c rules.Character) bool {
	return e.Threat.Siege && rules.FeatureUsesLeft(c, rules.FeatureTinyHut) > 0
}

// CheckShortRestFor is CheckShortRest for c: Siege Mode's refusal is
// lifted when c's Tiny Hut shelters the rest (HutShelters, rules §1.7,
// §8.8). hut reports that the rest stands under the hut, so the caller
// spends its use (rules.UseFeature) as the rest is taken. Errors:
// CheckShortRest's.
func CheckShortRestFor(e Expedition, pos Position, c rules.Character) (hut bool, err error) {
	err = CheckShortRest(e, pos)
	var denied ErrRestDenied
	if errors.As(err, &denied) && denied.Reason == RestSiege && HutShelters(e, c) {
		return true, nil
	}
	return false, err
}

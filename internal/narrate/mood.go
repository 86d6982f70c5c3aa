package narrate

import (
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/expedition"
)

// RemarkText answers `!zone taunt` or `!zone compliment` (rules §8.9):
// TwinBee's line for the remark with the mood's new band, then the mood's
// move, its band's effects and when the next remark is heard.
func RemarkText(ev expedition.MoodEvent, ch expedition.MoodChange, line Liner) string {
	return fmt.Sprintf("🎭 *TwinBee:* %s\n**TwinBee's mood:** %d → %d, %s.\nTwinBee hears one remark a day; the next after the 06:00 rollover.",
		line(remarkSituation(ev), map[string]string{"mood": ch.ToBand}), ch.From, ch.To, MoodBandText(expedition.MoodBandFor(ch.To)))
}

// remarkSituation is the situation of TwinBee's answer to a remark.
func remarkSituation(ev expedition.MoodEvent) flavor.Situation {
	if ev == expedition.MoodTaunt {
		return flavor.ZoneTaunt
	}
	return flavor.ZoneCompliment
}

// MoodBandText names a mood band with what it does (rules §8.9):
// "**Brooding** (threat +3 a day · loot chances ×0.9)".
func MoodBandText(b expedition.MoodBand) string {
	return fmt.Sprintf("**%s** (%s)", b.Name, fact("mood_band", Signed(b.ThreatDrift), trimFloat(b.LootMultiplier)))
}

// RemarkRefusal words a refused remark for the player ("" for an error
// that is not a remark's).
func RemarkRefusal(err error) string {
	var spent expedition.ErrRemarkSpent
	if errors.As(err, &spent) {
		return "TwinBee has heard your remark for today. One a day: the next is heard after the 06:00 rollover."
	}
	return ""
}

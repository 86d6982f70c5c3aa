package narrate

import "fmt"

// facts are the sentences that say what an expedition effect, a threat
// band or a zone event does: the only place narration words an effect.
// Each is "fact.<key>" in the promise table (internal/promise), which
// names the effects it states and the rules that apply them; fmt verbs
// take the engine's numbers.
var facts = map[string]string{
	"tide_warning_near":   "The tide peaks tomorrow: flooded rooms bite with cold, kuo-toa grow bold, supplies burn double.",
	"tide_in":             "Today about half the rooms are flooded (the status names them): a fight in one takes %s cold at the start of every round. Kuo-toa +%d AC and +%s to hit everywhere; supplies burn double.",
	"tide_floods":         "about half the rooms are flooded",
	"tide_flooded_here":   "this room is flooded (a fight here takes %s cold a round)",
	"heat_fire":           "%s fire at the start of every combat round.",
	"heat_searing":        "%s fire at the start of every combat round, disadvantage on CON saves, supplies burn +50%%.",
	"heat_exhaustion":     "Exhaustion: %s to all rolls; make camp or extract before moving on.",
	"fey_half_day":        "A half day: half the supplies burn.",
	"fey_double_day":      "A double day: double burn, and the night is checked twice.",
	"fey_loop":            "A time loop: the same room, the loot already taken; the harvest grows back.",
	"fey_loop_enemies":    "A time loop: the same room, the loot already taken, new enemies: %s. Fight them before moving on; the harvest grows back.",
	"dragon_pulse":        "Each pulse sends one more kobold into the fight of every room you enter from now on, a boss's excepted (%d so far); threat %s.",
	"dragon_wakes":        "Until you reach his chamber, something hunts you every %d hours.",
	"collapse_warning":    "At %d it collapses and throws you out, and the portal stays shut for %d days.",
	"roll_penalty":        "%s to all rolls",
	"wis_penalty":         "%s to WIS rolls",
	"no_long_rest":        "no long rests (too little food)",
	"no_short_rest":       "no short rests (Siege Mode; a Mage's Tiny Hut shelters one)",
	"must_rest":           "heat exhaustion: make camp or extract before moving on",
	"con_saves":           "disadvantage on CON saves",
	"band_perception":     "enemies %s Perception",
	"band_ac":             "enemies %s AC",
	"band_reinforcements": "reinforcements possible",
	"band_initiative":     "enemies roll initiative with advantage",
	"band_traps":          "traps re-arm",
	"band_boss":           "the boss is awake: it re-forms at 0 HP",
	"threat_calms":        "Rests in a fortified camp calm it (%s); a boss falling, more (%s).",
	"siege":               "Cleared rooms may fill again, the boss has grown (+%d HP, +%d legendary resistance), supplies burn at least double (the largest of the day's multipliers counts), and short rests are off (a Mage's Tiny Hut shelters one).",
	"mood_band":           "threat %s a day · loot chances ×%s",
	"fire_round":          "%s fire at the start of every combat round",
	"flood_cold":          "a fight in a flooded room takes %s cold a round",
	"kuo_toa":             "kuo-toa +%d AC and +%s to hit",
	"rooms_shift":         "a fork's ways may open onto one another's rooms",
	"prowling":            "something hunts you every %d hours",
	"kobold_patrols":      "kobold patrols: %s in the fight of every room you enter (a boss's excepted)",
	"siege_in_force":      "Siege Mode: cleared rooms may fill again, the boss +%d HP and +%d legendary resistance",
	"supply_burn":         "supplies burn ×%s (%s)",
	"burn_harsh":          "harsh conditions",
	"burn_siege":          "Siege Mode",
	"burn_tide":           "the tide",
	"burn_heat":           "the heat",
	"burn_fey_double":     "a double day",
	"burn_fey_half":       "a half day",
	"burn_abyss":          "the Abyss",
	"harvest_dc":          "harvest DC %s",
	"harvest_blocked":     "no harvest",
	"mining_dc":           "mining DC %s",
	"mining_blocked":      "no mining",
	"forage_dc":           "forage DC %s",
}

// fact words the fact key with the engine's numbers args; a key the
// table lacks is a programming error the tests catch, so it reads as the
// key itself rather than a panic in chat.
func fact(key string, args ...any) string {
	f, ok := facts[key]
	if !ok {
		return key
	}
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

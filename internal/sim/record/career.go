package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// Career is one expedition of a simulated career (rules §11.5): which
// character and career (Class, Race, Policy, Seed, the career seed it
// was played on, and Run), its place in the career
// (Expedition, 1-based; Mode, "expedition", or "zone" for the free zone
// run of a character too poor for a supply pack; Day, the career's in-game day the expedition ended
// on, day 1 being the departure day of the first), the zone and its tier,
// the levels before and after, how it ended (a play.Outcome), Days (the
// expedition's days), XP and CoinsEarned on the expedition, LootValue (the
// catalogue value of the items it brought home, coins), Sold (coins Thom
// paid for the drops afterwards), Spent (coins paid at the shop and the
// inn afterwards), Coins (the purse once the downtime's selling, resting
// and buying is done), GearValue (the catalogue value of what is worn
// then, coins) and Worn (the tier worn in each slot then; nil in files
// written before careers recorded it). End is set on a career's last
// expedition only: why the career stopped (CareerEnd*).
type Career struct {
	Class       string `json:"class"`
	Subclass    string `json:"subclass,omitempty"` // the subclass the career takes at its level (rules §1.11)
	Race        string `json:"race"`
	Policy      string `json:"policy"`
	Seed        uint64 `json:"seed,omitempty"`
	Run         int    `json:"run"`
	Expedition  int    `json:"expedition"`
	Mode        string `json:"mode"`
	Day         int    `json:"day"`
	Zone        string `json:"zone"`
	Tier        int    `json:"tier"`
	LevelStart  int    `json:"level_start"`
	LevelEnd    int    `json:"level_end"`
	Outcome     string `json:"outcome"`
	Days        int    `json:"days"`
	XP          int    `json:"xp"`
	CoinsEarned int    `json:"coins_earned"`
	LootValue   int    `json:"loot_value"`
	Sold        int    `json:"sold"`
	Spent       int    `json:"spent"`
	Coins       int    `json:"coins"`
	GearValue   int    `json:"gear_value"`
	Worn        *Worn  `json:"worn,omitempty"`
	End         string `json:"end,omitempty"`
}

// Worn is the tier of what a career character wears in each slot it buys
// gear for (rules §11.5): the piece's catalogue tier (1-5), or 0 for the
// class's starting-kit piece of that slot or an empty slot.
type Worn struct {
	Armor    int `json:"armor"`     // body armour
	MainHand int `json:"main_hand"` // the weapon
	OffHand  int `json:"off_hand"`  // the shield
	Head     int `json:"head"`      // the helmet
	Feet     int `json:"feet"`      // the boots
}

// WornSlots is how many slots Worn holds.
const WornSlots = 5

// Tiers returns w's tiers in its field order: body armour, main hand, off
// hand, head, feet.
func (w Worn) Tiers() [WornSlots]int {
	return [WornSlots]int{w.Armor, w.MainHand, w.OffHand, w.Head, w.Feet}
}

// WornOf is the Worn of tiers given in Tiers' order.
func WornOf(tiers [WornSlots]int) Worn {
	return Worn{Armor: tiers[0], MainHand: tiers[1], OffHand: tiers[2], Head: tiers[3], Feet: tiers[4]}
}

// Why a career stopped (Career.End).
const (
	CareerEndMaxLevel = "max_level"      // the level asked for was reached
	CareerEndCap      = "expedition_cap" // the most expeditions a career plays were played
	CareerEndStalled  = "stalled"        // too many expeditions in a row without a level
	CareerEndBroke    = "broke"          // too many zone runs in a row for want of a supply pack
)

// IsCareer reports whether a JSONL line is a career record (it has
// level_start) rather than a matrix run.
func IsCareer(line []byte) bool {
	var probe struct {
		LevelStart *int `json:"level_start"`
	}
	return json.Unmarshal(line, &probe) == nil && probe.LevelStart != nil
}

// WriteCareer writes c as one JSON line to w, fields in Career's order.
func WriteCareer(w io.Writer, c Career) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf) // Encode appends the newline
	enc.SetEscapeHTML(false)
	if err := enc.Encode(c); err != nil {
		return fmt.Errorf("record: encode career %s run %d: %w", c.Class, c.Run, err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ReadCareers reads career JSON Lines from r: one Career per non-blank
// line. The error names the first bad line (1-based).
func ReadCareers(r io.Reader) ([]Career, error) { return readLines[Career](r) }

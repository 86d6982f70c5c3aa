package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// Career is one expedition of a simulated career (rules §11.5): which
// character and career (Class, Race, Policy, Run), its place in the career
// (Expedition, 1-based; Mode, "expedition", or "zone" for the free zone
// run of a character too poor for a supply pack; Day, the career's in-game day the expedition ended
// on, day 1 being the departure day of the first), the zone and its tier,
// the levels before and after, how it ended (a play.Outcome), Days (the
// expedition's days), XP and CoinsEarned on the expedition, LootValue (the
// catalogue value of the items it brought home, coins), Sold (coins Thom
// paid for the drops afterwards), Spent (coins paid at the shop and the
// inn afterwards), Coins (the purse once the downtime's selling, resting
// and buying is done) and GearValue (the catalogue value of what is worn
// then, coins). End is set on a career's last expedition only: why the
// career stopped (CareerEnd*).
type Career struct {
	Class       string `json:"class"`
	Race        string `json:"race"`
	Policy      string `json:"policy"`
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
	End         string `json:"end,omitempty"`
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

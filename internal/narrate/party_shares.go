package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// PartyShareLines words what a step's rooms did to each party member
// other than the leader (rules §8.23), one line a member and event in the
// order they happened: a fight's end for them ("👥 **Bo**: +60 XP,
// **Azurite**; 12/20 HP"), the trap as they met it, the secret room's
// treasure they found, their harvest. names are the members' character
// names by seat (names[0] is seat 1); nil for a player alone.
func PartyShareLines(evs []zonerun.Event, names []string) []string {
	var out []string
	eachShare(evs, func(e zonerun.Event, sh zonerun.Share) {
		if sh.Seat < 1 || sh.Seat > len(names) {
			return
		}
		if text := shareText(e, sh); text != "" {
			out = append(out, fmt.Sprintf("👥 **%s**: %s", mdtext.Escape(names[sh.Seat-1]), text))
		}
	})
	return out
}

// eachShare calls fn with every member's share of each of evs, in order:
// a fight's shares when it has them, else the event's own.
func eachShare(evs []zonerun.Event, fn func(zonerun.Event, zonerun.Share)) {
	for _, e := range evs {
		shares := e.Shares
		if e.Fight != nil && e.Fight.Shares != nil {
			shares = e.Fight.Shares
		}
		for _, sh := range shares {
			fn(e, sh)
		}
	}
}

// shareText is one member's part of event e, "" when it did nothing to
// them worth a line.
func shareText(e zonerun.Event, sh zonerun.Share) string {
	hp := fmt.Sprintf("%d/%d HP", sh.HP, sh.MaxHP)
	switch {
	case e.Fight != nil:
		var parts []string
		switch sh.Result {
		case combat.ResultDowned:
			parts = append(parts, "went down")
		case combat.ResultFled:
			parts = append(parts, "fled")
		}
		if sh.XP > 0 {
			parts = append(parts, fmt.Sprintf("+%d XP", sh.XP))
		}
		if loot := DropsText(sh.Loot); loot != "" {
			parts = append(parts, loot)
		}
		if sh.LevelUp.LevelledUp() {
			parts = append(parts, fmt.Sprintf("level %d!", sh.LevelUp.NewLevel))
		}
		return strings.Join(append(parts, hp), "; ")
	case sh.Trap != nil && sh.Trap.Spotted:
		return "spotted the trap and stepped around"
	case sh.Trap != nil:
		return fmt.Sprintf("took %d from the trap; %s", sh.Trap.Lost, hp)
	case e.Kind == zonerun.EvTreasure && len(sh.Loot) > 0:
		return "found " + DropsText(sh.Loot)
	case len(sh.Yields) > 0:
		var t tally
		for _, y := range sh.Yields {
			t.add(y.Resource, y.Qty)
		}
		return "gathered " + t.text(0)
	}
	return ""
}

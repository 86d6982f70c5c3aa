package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// MemberWalkText is the DM a party's member in seat (1 or 2) gets of the
// leader's background walk w (rules §8.23): the rooms walked, what each
// room did to them, by room (their share of its fights, trap and harvest), the HP
// they end on and the threat; leader names the leader as PlayerName does.
// "" when the walk entered no room.
func MemberWalkText(w AutoWalk, seat int, leader string) string {
	return memberWalk(w, seat, leader, func(rooms int) string {
		return fmt.Sprintf("🚶 **Background walk** · **%s** · I walked the party of %s %s on their auto-walk.", w.Zone.Name, leader, plural(rooms, "room", "rooms"))
	})
}

// MemberPickText is the DM a party's member in seat (1 or 2) gets when
// TwinBee answers the party's fork left idle and walks on (rules §6.4,
// §8.23): as MemberWalkText, their share of the rooms walked, under a
// line saying the fork was answered; w holds the one step's events.
func MemberPickText(w AutoWalk, seat int, leader string) string {
	return memberWalk(w, seat, leader, func(rooms int) string {
		return fmt.Sprintf("🧭 **Idle fork** · **%s** · No answer came from %s at the fork, so I walked the party on: %s.", w.Zone.Name, leader, plural(rooms, "room", "rooms"))
	})
}

// memberWalk is a member's DM of walk w under the header head writes of
// the rooms walked; "" when the walk entered no room.
func memberWalk(w AutoWalk, seat int, leader string, head func(rooms int) string) string {
	rooms := 0
	var lines []string
	for _, rm := range w.Rooms {
		room := ""
		for _, e := range rm.Events {
			if e.Kind == zonerun.EvRoomEntered {
				rooms++
				room = fmt.Sprintf("**Room %d · %s**", e.Number, w.label(e.Node))
			}
			label := room + shareOf(e) // each share names its room, as it comes: the DM shows no rooms
			if label != "" {
				label += ": "
			}
			for _, line := range seatShareLines([]zonerun.Event{e}, seat) {
				lines = append(lines, "- "+label+strings.TrimPrefix(line, "- "))
			}
		}
	}
	if rooms == 0 || seat < 1 || seat > len(w.Party) {
		return ""
	}
	me := w.Party[seat-1]
	out := []string{head(rooms)}
	switch {
	case len(lines) > 0:
		out = append(out, "**Your share:**\n"+strings.Join(lines, "\n"))
	case rooms == 1:
		out = append(out, "Nothing in that room came your way.")
	default:
		out = append(out, "Nothing in those rooms came your way.")
	}
	tail := fmt.Sprintf("❤️ **%s** HP %d/%d", mdtext.Escape(me.Name), me.HP, rules.MaxHP(me))
	if to := w.Exp.Threat.Level; to != w.ThreatFrom {
		tail += fmt.Sprintf(" · ⏰ **Threat** %d → %d · %s", w.ThreatFrom, to, BandText(to))
	}
	return strings.Join(append(out, tail, fmt.Sprintf("%s walks the party: `%sexpedition party` shows it.", leader, w.Prefix)), "\n\n")
}

// shareOf names what a share line of event e came from where a room saw
// more than one of a kind: a fight by its foes (" · the **Dire Wolf**"),
// so a room's fight and the foe the clatter drew in read apart; ""
// for anything else, which the room alone names.
func shareOf(e zonerun.Event) string {
	if e.Fight == nil || len(e.Fight.Monsters) == 0 {
		return ""
	}
	return " · " + theFoes(e.Fight.Monsters)
}

// seatShareLines are seat's lines of evs: its part of each event that did
// something to it.
func seatShareLines(evs []zonerun.Event, seat int) []string {
	var out []string
	eachShare(evs, func(e zonerun.Event, sh zonerun.Share) {
		if sh.Seat != seat {
			return
		}
		if text := shareText(e, sh); text != "" {
			out = append(out, "- "+text)
		}
	})
	return out
}

package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// MemberCampDM is a party member's DM of the rest they got in the camp
// their leader (named leader) just made or took its long rest in (rules
// §8.23, expedition.MemberCamp): r is the leader's camp result, before
// and after the member as the camp found and left them, at the member's
// own moment. A long rest tells the HP back, slots and features back and
// until when they sleep; a partial rest its HP and pact slots.
func MemberCampDM(leader string, r expedition.CampResult, before, after rules.Character, at Moment) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🏕️ **%s** camps the party in the **%s**, and you rest in it.", leader, campName(r.Type))
	healed := max(0, after.HP-before.HP)
	hpMax := rules.MaxHP(after)
	if r.Rest == expedition.RestLong {
		fmt.Fprintf(&b, "\n🛌 A full long rest: %s, spell slots and features back.", hpBack(healed, after.HP, hpMax))
		if after.LockoutUntil.After(at.Now) {
			fmt.Fprintf(&b, "\n💤 You sleep until %s; every move waits till then.", at.When(after.LockoutUntil))
		}
		return b.String()
	}
	var pact rules.SlotTable
	for i := range pact {
		pact[i] = max(0, after.Slots[i]-before.Slots[i])
	}
	fmt.Fprintf(&b, "\n🛌 A partial rest: %s, %s.", hpBack(healed, after.HP, hpMax), partialSlotsText(pact))
	if r.RestDenied != "" {
		fmt.Fprintf(&b, " (%s.)", r.RestDenied)
	}
	return b.String()
}

// hpBack is the HP a rest gave back, healed of them, with hp of hpMax
// after: "**+4 HP** (45/45)", or "HP already full (38/38)" for none, as a
// member who camped unhurt got no "+0".
func hpBack(healed, hp, hpMax int) string {
	if healed == 0 && hp >= hpMax {
		return fmt.Sprintf("HP already full (%d/%d)", hp, hpMax)
	}
	return fmt.Sprintf("**+%d HP** (%d/%d)", healed, hp, hpMax)
}

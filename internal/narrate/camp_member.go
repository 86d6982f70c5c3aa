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
		fmt.Fprintf(&b, "\n🛌 A full long rest: **+%d HP** (%d/%d), spell slots and features back.", healed, after.HP, hpMax)
		if after.LockoutUntil.After(at.Now) {
			fmt.Fprintf(&b, "\n💤 You sleep until %s; every move waits till then.", at.When(after.LockoutUntil))
		}
		return b.String()
	}
	var pact rules.SlotTable
	for i := range pact {
		pact[i] = max(0, after.Slots[i]-before.Slots[i])
	}
	fmt.Fprintf(&b, "\n🛌 A partial rest: **+%d HP** (%d/%d), %s.", healed, after.HP, hpMax, partialSlotsText(pact))
	if r.RestDenied != "" {
		fmt.Fprintf(&b, " (%s.)", r.RestDenied)
	}
	return b.String()
}

package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
)

// campWhere says where each everyday camp may stand (rules §8.10): the
// recap's reminder and the `!camp` list's note end with it.
func campWhere(prefix string) string {
	return fmt.Sprintf("`%scamp standard` in a cleared room, `%scamp rough` in any other room with no foe in it; never in a boss or trap room.", prefix, prefix)
}

// campAdvice is the recap's camp advice for a player whose room refuses
// a camp for reason no ("" when a camp may stand here), or who has an
// encounter waiting (foe): the refusal first, then where camps stand.
func campAdvice(no expedition.CampRefusal, foe bool, prefix string) string {
	if foe {
		return fmt.Sprintf("Something found you and it's still here: `%sfight` it first; no camp until it's dealt with. Then %s", prefix, campWhere(prefix))
	}
	if no == "" {
		return campWhere(prefix)
	}
	return fmt.Sprintf("No camp in this room (%s): `%sadvance` to one that allows it. %s", no, prefix, campWhere(prefix))
}

// CampHereText is the `!camp` list's note on the room the player stands
// in when it refuses a camp for reason no (rules §8.10); "" when a camp
// may stand here.
func CampHereText(no expedition.CampRefusal, prefix string) string {
	if no == "" {
		return ""
	}
	return fmt.Sprintf("📍 **Here:** no camp (%s). `%sadvance` to a room that allows one.", no, prefix)
}

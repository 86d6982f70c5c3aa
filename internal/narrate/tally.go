package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
)

// tally counts items by ID in the order they were first seen, for lists
// such as "**Hematite**, 2 × **Azurite** and 12 coins".
type tally struct {
	order []content.ItemID
	qty   map[content.ItemID]int
}

// add counts n more of item id.
func (t *tally) add(id content.ItemID, n int) {
	if t.qty == nil {
		t.qty = map[content.ItemID]int{}
	}
	if t.qty[id] == 0 {
		t.order = append(t.order, id)
	}
	t.qty[id] += n
}

// text lists the items, a count before each one held more than once, and
// the coins last when there are any; "" when there is nothing.
func (t tally) text(coins int) string {
	var out []string
	for _, id := range t.order {
		name := "**" + ItemName(id) + "**"
		if t.qty[id] > 1 {
			name = fmt.Sprintf("%d × %s", t.qty[id], name)
		}
		out = append(out, name)
	}
	if coins > 0 {
		out = append(out, Coins(coins))
	}
	return List(out)
}

package content

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Trader is a zone's NPC trader (rules §8.2): who it is, the rest-camp room
// it keeps shop in (Room, a room of the zone graph as the data names it,
// without the zone; Node, its node ID, filled in by TraderOf) and its
// wares. Only some zones have one.
type Trader struct {
	Name  string           `yaml:"name"`
	Room  string           `yaml:"room"`
	Node  zonegraph.NodeID `yaml:"-"`
	Wares []Ware           `yaml:"wares"`
}

// Ware is one line of a trader's stock: either supplies (SU supply units
// a lot) or a catalogue item (ItemID, one a lot); Price is coins a lot and
// Stock the lots it has for one expedition.
type Ware struct {
	ID     string  `yaml:"id"`
	SU     float64 `yaml:"su"`
	ItemID ItemID  `yaml:"item"`
	Price  int     `yaml:"price"`
	Stock  int     `yaml:"stock"`
}

// Name is the ware's name for the player: "Trail rations (5 SU)" or the
// item's catalogue name.
func (w Ware) Name() string {
	if w.ItemID == "" {
		return fmt.Sprintf("Trail rations (%g SU)", w.SU)
	}
	if it, ok := ItemByID(w.ItemID); ok {
		return it.Name
	}
	return string(w.ItemID)
}

// TraderOf returns the trader of the zone with the given ID, with the
// graph's node ID of its room in Node; false when the zone has none.
func TraderOf(zoneID ZoneID) (Trader, bool) {
	z, ok := zoneTable().row(string(zoneID))
	if !ok || z.Trader == nil {
		return Trader{}, false
	}
	t := *z.Trader
	t.Node = roomNode(zoneID, t.Room)
	t.Wares = append([]Ware(nil), t.Wares...)
	return t, true
}

// checkTrader reports a trader out of line with rules §8.2: a name, a
// room, and wares each with an ID, positive price and stock, and exactly
// one of supplies or a known item.
func (c *checker) checkTrader(z Zone, items map[ItemID]Item) {
	t := z.Trader
	if t == nil {
		return
	}
	who := "zone " + string(z.ID) + " trader"
	if strings.TrimSpace(t.Name) == "" || strings.TrimSpace(t.Room) == "" {
		c.addf("%s: needs a name and a room", who)
	}
	if len(t.Wares) == 0 {
		c.addf("%s: sells nothing", who)
	}
	seen := map[string]bool{}
	for _, w := range t.Wares {
		if strings.TrimSpace(w.ID) == "" || seen[w.ID] {
			c.addf("%s: ware ID %q empty or repeated", who, w.ID)
		}
		seen[w.ID] = true
		if w.Price <= 0 || w.Stock <= 0 {
			c.addf("%s: ware %q needs a positive price and stock", who, w.ID)
		}
		switch {
		case (w.SU > 0) == (w.ItemID != ""):
			c.addf("%s: ware %q sells either supplies or an item", who, w.ID)
		case w.ItemID != "":
			if _, ok := items[w.ItemID]; !ok {
				c.addf("%s: ware %q is the unknown item %q", who, w.ID, w.ItemID)
			}
		case w.SU*4 != float64(int(w.SU*4)):
			c.addf("%s: ware %q sells %g SU; supplies move in quarters", who, w.ID, w.SU)
		}
	}
}

// traderRoomOK checks a zone's trader room against its graph: the room
// exists and is a rest camp (rules §8.2: traders keep shop in safe rooms).
func traderRoomOK(z Zone, g zonegraph.Graph) error {
	if z.Trader == nil {
		return nil
	}
	n, ok := g.Node(roomNode(z.ID, z.Trader.Room))
	switch {
	case !ok:
		return fmt.Errorf("%s: the trader's room %q is not in the graph", z.ID, z.Trader.Room)
	case n.Kind != zonegraph.KindRestCamp:
		return fmt.Errorf("%s: the trader's room %q is a %s room, want rest_camp", z.ID, z.Trader.Room, n.Kind)
	}
	return nil
}

package zone

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/picture"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// MapImageName is the file name a map's picture is sent under.
const MapImageName = "map.png"

// Map is the zone map of run r for the sender (rules §6.11): the text map
// and its picture, both drawn from one zonerun.MapView; for a sender in
// text-only mode (`!settings text on`) the linear description and no
// picture. Errors: the store's, a run in an unknown zone or one without a
// graph, and the picture's.
func Map(c *bot.Context, r zonerun.Run) (text string, img *outbox.Image, err error) {
	z, g, err := zoneAndGraph(r)
	if err != nil {
		return "", nil, err
	}
	textOnly, err := pc.TextOnly(c)
	if err != nil {
		return "", nil, err
	}
	if textOnly {
		return narrate.ZoneMapLinear(g, z, r), nil, nil
	}
	v := zonerun.MapView(r, g, z.Name)
	pic, err := picture.Map(zonegraph.PlanMap(g, v))
	if err != nil {
		return "", nil, fmt.Errorf("drawing the map of zone run %d: %w", r.ID, err)
	}
	return narrate.ZoneMap(g, z, r), &outbox.Image{PNG: pic.PNG, Width: pic.Width, Height: pic.Height, Name: MapImageName}, nil
}

// ReplyMap answers with a map: its picture with text as the caption, or
// text alone when there is no picture.
func ReplyMap(c *bot.Context, text string, img *outbox.Image) {
	if img == nil {
		c.Reply(text)
		return
	}
	c.ReplyImage(text, *img)
}

// zoneAndGraph is run r's zone and graph.
func zoneAndGraph(r zonerun.Run) (content.Zone, zonegraph.Graph, error) {
	z, ok := content.ZoneByID(r.ZoneID)
	if !ok {
		return content.Zone{}, zonegraph.Graph{}, fmt.Errorf("zone run %d is in unknown zone %q", r.ID, r.ZoneID)
	}
	g, ok := content.ZoneGraph(r.ZoneID)
	if !ok {
		return content.Zone{}, zonegraph.Graph{}, fmt.Errorf("zone %q has no graph", r.ZoneID)
	}
	return z, g, nil
}

package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkPickText says which way TwinBee took for the player at prompt p and
// why (play.PickFork's reason, rules §6.4): "🧭 Way 2 of 3, the first
// open way on the list: the autopilot's pick." "" for a pick of no way.
func ForkPickText(g zonegraph.Graph, p zonerun.Prompt, pick play.ForkPick) string {
	if pick.N < 1 || pick.N > len(p.Options) {
		return ""
	}
	way := fmt.Sprintf("Way %d of %d", pick.N, len(p.Options))
	switch pick.Why {
	case play.ForkOnlyOpen:
		return fmt.Sprintf("🧭 %s, the only one open to you.", way)
	case play.ForkSparedWounded:
		passed := "the first open way"
		if pick.First >= 1 && pick.First <= len(p.Options) {
			passed = fmt.Sprintf("way %d (**%s**)", pick.First, mdtext.Escape(g.Nodes[p.Options[pick.First-1].To].Label))
		}
		return fmt.Sprintf("🧭 %s: you're below half HP and something strong waits behind %s, so I took the first open way nothing guards.", way, passed)
	}
	return fmt.Sprintf("🧭 %s, the first open way on the list: the autopilot's pick.", way)
}

// ForkCheer is the line a cheer by member (a Matrix user ID, shown as
// plain text that pings no one) for way n of prompt p shows in the room;
// player is the name of the character whose fork it is: "📣 ＠bob:x cheers
// for way 2, **Side Chapel**. **Wren** decides: a 2️⃣ or `!zone go 2`."
func ForkCheer(g zonegraph.Graph, p zonerun.Prompt, n int, member, player, prefix string) string {
	who, name := mdtext.Escape(member), "**"+mdtext.Escape(player)+"**"
	if n < 1 || n > len(p.Options) {
		return fmt.Sprintf("📣 %s cheers %s on.", who, name)
	}
	if o := p.Options[n-1]; !o.Open {
		return fmt.Sprintf("📣 %s cheers for way %d, but it's shut to %s.", who, n, name)
	}
	return fmt.Sprintf("📣 %s cheers for way %d, **%s**. %s decides: a %s or `%szone go %d`.",
		who, n, mdtext.Escape(g.Nodes[p.Options[n-1].To].Label), name, mdtext.Keycap(n), prefix, n)
}

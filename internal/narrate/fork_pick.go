package narrate

import (
	"fmt"
	"slices"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkPickText says which way TwinBee took for the player at fork prompt
// p and why, from the pick's decision (play.PickWay, rules §6.4, §10.5):
// "🧭 Way 1 of 2, the only one open to you.", "🧭 Way 1 of 2, the first
// open way on the list: the autopilot's pick.", or with the ways it passed
// over by a rule, "🧭 Way 2 of 2, the first open way your rules allow, as
// way 1, **Main Hall**, is an elite's room." "" for a decision that took
// no way.
func ForkPickText(d play.Decision, p zonerun.Prompt) string {
	if d.Kind != play.DecideFork || d.Way < 1 || d.Way > len(p.Options) {
		return ""
	}
	way := fmt.Sprintf("🧭 Way %d of %d", d.Way, len(p.Options))
	ruled := slices.ContainsFunc(d.Passed, func(w play.PassedWay) bool { return w.Why != play.PassClosed })
	switch {
	case ruled:
		return fmt.Sprintf("%s, the first open way your rules allow, as %s.", way, passedText(d))
	case p.OpenCount() == 1:
		return way + ", the only one open to you."
	case len(d.Passed) > 0:
		return fmt.Sprintf("%s, the first open way on the list, as %s.", way, passedText(d))
	}
	return way + ", the first open way on the list: the autopilot's pick."
}

// ForkCheer is the line a cheer by a member for way n of prompt p shows
// in the room: the member is named by their character's name (member),
// else by their Matrix user ID (memberID, shown as plain text that pings
// no one); player is the name of the character whose fork it is. A
// member cheers once per prompt, so the line says the cheer stands:
// "📣 Bram cheers for way 2, **Side Chapel**. **Wren** decides: a 2️⃣ or
// `!zone go 2`. _(One cheer each per fork, and it stands; only the
// player's own answer moves them.)_"
func ForkCheer(g zonegraph.Graph, p zonerun.Prompt, n int, member, memberID, player, prefix string) string {
	who, name := mdtext.Escape(memberID), "**"+mdtext.Escape(player)+"**"
	if member != "" {
		who = mdtext.Escape(member)
	}
	const stands = " _(One cheer each per fork, and it stands; only the player's own answer moves them.)_"
	if n < 1 || n > len(p.Options) {
		return fmt.Sprintf("📣 %s cheers %s on.", who, name)
	}
	if o := p.Options[n-1]; !o.Open {
		return fmt.Sprintf("📣 %s cheers for way %d, but it's shut to %s.%s", who, n, name, stands)
	}
	return fmt.Sprintf("📣 %s cheers for way %d, **%s**. %s decides: a %s or `%szone go %d`.%s",
		who, n, mdtext.Escape(g.Nodes[p.Options[n-1].To].Label), name, mdtext.Keycap(n), prefix, n, stands)
}

package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// doubledBack words a revisit step's first line (rules §9.3): the
// room left, with a backtracking line (never "you press deeper"), and on
// a standalone run what it cost, which is nothing. An expedition's cost
// (+1 threat) follows in the hooks' threat line.
func (s ZoneStep) doubledBack(e zonerun.Event) string {
	line := pickLine(s.Run, flavor.ZoneDoubledBack, map[string]string{"room": "**" + s.label(e.To) + "**"}, string(e.To), s.Run.RoomsTraversed)
	if s.Expedition {
		return "↩️ " + line
	}
	return "↩️ " + line + " No clock on a standalone run: the walk back costs nothing."
}

// forkReopened tells a player back at a fork that its old choice is gone.
func (s ZoneStep) forkReopened() string {
	verb := "zone advance"
	if s.Expedition {
		verb = "advance"
	}
	return fmt.Sprintf("🔀 The ways part here again, and your old choice no longer binds you: the next `%s%s` asks afresh.", s.Prefix, verb)
}

// RevisitAside is TwinBee's one-time aside the first time a player doubles
// back on an expedition (rules §9.3), picked with pick
// (the expedition's line memory).
func RevisitAside(pick Liner) string {
	return "🎭 _" + pick(flavor.ExpeditionRevisitAside, nil) + "_"
}

// RevisitTargetsText lists where `!revisit` may go from run r's current
// room: "`!revisit 5` Bone Corridor, `!revisit 7` Main Hall"; "" for
// nowhere.
func RevisitTargetsText(g zonegraph.Graph, r zonerun.Run, prefix string) string {
	var parts []string
	for _, id := range zonerun.RevisitTargets(r, g) {
		parts = append(parts, fmt.Sprintf("`%srevisit %d` %s", prefix, r.RoomNumber(id), mdtext.Escape(g.Nodes[id].Label)))
	}
	return strings.Join(parts, ", ")
}

// RevisitUsage answers a bare `!revisit`: how it works, and where it may
// go from the current room of run r; only that there is nowhere to go
// when no room is one step back (room 1). mapVerb is the map command to
// read the Path strip from.
func RevisitUsage(g zonegraph.Graph, r zonerun.Run, prefix, mapVerb string) string {
	t := RevisitTargetsText(g, r, prefix)
	if t == "" {
		return "No room you've been to is one step back from here."
	}
	return fmt.Sprintf("Which room? Give its number from the Path strip of `%s%s`: one step back at a time.\nFrom here: %s.",
		prefix, mapVerb, t)
}

// RevisitRefusal words the zonerun engine's revisit refusals for run r on
// graph g (tier sets a waiting monster's numbers); other errors go to
// ZoneRefusal, and "" comes back for an error that is not a refusal. mapVerb
// is the map command (`zone map` or `map`).
func RevisitRefusal(err error, g zonegraph.Graph, r zonerun.Run, tier int, prefix, mapVerb string) string {
	var (
		notVisited zonerun.ErrNotVisited
		here       zonerun.ErrAlreadyHere
		far        zonerun.ErrNotAdjacent
		region     zonerun.ErrOtherRegion
	)
	switch {
	case errors.As(err, &notVisited) && notVisited.Node != "":
		return "You haven't been there yet."
	case errors.As(err, &notVisited) && notVisited.N < 1:
		return fmt.Sprintf("Rooms are numbered from 1: the Path strip of `%s%s` lists the ones you've entered (1 to %d).",
			prefix, mapVerb, notVisited.Rooms)
	case errors.As(err, &notVisited):
		return fmt.Sprintf("You haven't been to room %d yet. The Path strip of `%s%s` numbers the rooms you've entered (1 to %d).",
			notVisited.N, prefix, mapVerb, notVisited.Rooms)
	case errors.As(err, &here):
		return fmt.Sprintf("You're already in room %d, %s.", here.N, mdtext.Escape(g.Nodes[r.Current].Label))
	case errors.As(err, &far):
		text := fmt.Sprintf("Room %d, %s, isn't directly connected to this one: backtrack one step at a time.", far.N, mdtext.Escape(g.Nodes[far.Node].Label))
		if t := RevisitTargetsText(g, r, prefix); t != "" {
			text += " From here: " + t + "."
		}
		return text
	case errors.As(err, &region):
		name := humanize(region.Region)
		if reg, ok := g.Region(region.Region); ok {
			name = reg.Name
		}
		return fmt.Sprintf("Room %d lies in **%s**, on the far side of the way you crossed. Walking back stays within the region you're in.", region.N, name)
	case errors.Is(err, zonerun.ErrPromptWaiting):
		return fmt.Sprintf("The fork is waiting for your answer. `%szone go <n>` first; you can walk back this way afterwards.", prefix)
	}
	return ZoneRefusal(err, prefix)
}

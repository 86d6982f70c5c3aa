package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// HarvestLabel heads the harvest footer.
const HarvestLabel = "⛏️ **Harvest:** "

// HarvestFooter is an auto-harvest pass as one footer line, the same shape
// on every path that walks into a room (`!zone advance`, `!advance`,
// `!zone go`, the autopilot): "⛏️ **Harvest:** +2 Iron
// Ore, +1 Shadow Herb; 3 fails" (harvest.PassResult.Footer after the
// label). "" when the pass made no attempt.
func HarvestFooter(r harvest.PassResult) string {
	if f := r.Footer(); f != "" {
		return HarvestLabel + f
	}
	return ""
}

// HarvestText is a pass as a step tells it, one line each: the footer (or
// why nothing was tried: the zone's events, a room picked clean), a
// celebratory TwinBee line per Rare-or-better resource found (its finds
// merged: three Drow Adamantine are one "3 ×" line, harvest.MergeYields) (flavor.HarvestRare,
// picked by the run's seed, the room and the pass,
// never the same wording twice in a row),
// the nodes a gate kept shut, and the arrival of the fight a noisy attempt
// woke. "" for a pass that did not run. onExpedition says how a room
// picked clean grows back: a camp's long rest on an expedition; 06:00 or
// a long rest, for the next run, on a standalone zone run.
func HarvestText(run zonerun.Run, node zonegraph.NodeID, r harvest.PassResult, onExpedition bool) string {
	if !r.Ran {
		return ""
	}
	var lines []string
	switch {
	case len(r.Attempts) > 0:
		lines = append(lines, HarvestFooter(r))
	case r.Blocked != "":
		lines = append(lines, HarvestLabel+"none today; "+string(r.Blocked)+".")
	case len(r.Skipped) == 0 && onExpedition:
		lines = append(lines, HarvestLabel+"picked clean. A long rest at a standard camp or better lets it grow back.")
	case len(r.Skipped) == 0:
		lines = append(lines, HarvestLabel+"picked clean. It grows back for your next run after 06:00, or after a long rest.")
	}
	passes := run.Harvest.Rooms[node].Passes
	last := -1
	for i, y := range harvest.MergeYields(r.RareFinds) {
		var line string
		line, last = pickLineAfter(run, flavor.HarvestRare, map[string]string{
			"qty": fmt.Sprint(y.Qty), "resource": "**" + mdtext.Escape(y.Name) + "**", "rarity": y.Rarity.SRDRarity(),
		}, last, string(node), passes, i)
		lines = append(lines, line)
	}
	if len(r.Skipped) > 0 {
		var parts []string
		for _, s := range r.Skipped {
			parts = append(parts, fmt.Sprintf("**%s** (%s)", ItemName(s.Resource), skipText(s)))
		}
		lines = append(lines, "🔒 Left alone: "+strings.Join(parts, ", ")+".")
	}
	if in := r.Interrupt; in != nil && len(in.Monsters) > 0 {
		lines = append(lines, interruptText(*in))
	}
	return strings.Join(lines, "\n")
}

// skipText says in a few words why a node was left alone.
func skipText(s harvest.Skip) string {
	res, ok := content.ResourceByID(s.Resource)
	if !ok {
		return string(s.Reason) // a resource the catalogue lacks has no gate to name
	}
	switch s.Reason {
	case harvest.SkipNeedsKill:
		return "once " + withArticle(humanize(string(res.RequiresKill))) + " falls this run"
	case harvest.SkipClass:
		return ClassName(res.ClassRestrict) + "s only"
	case harvest.SkipEvent:
		if res.Event == content.EventTide {
			return "only while the tide is in"
		}
		return "only during " + humanize(string(res.Event))
	}
	return string(s.Reason)
}

// interruptText announces the fight a noisy attempt woke (rules §7.5); the
// fight itself follows in the step's next event.
func interruptText(in harvest.Interrupt) string {
	switch in.Kind {
	case harvest.NoiseElite:
		return "⚠️ All that clatter carries, and something big answers."
	case harvest.NoisePatrol:
		return "⚠️ All that clatter brings a patrol down on you."
	}
	first := string(in.Monsters[0]) // a monster the bestiary no longer has goes by its ID
	if m, ok := content.MonsterByID(in.Monsters[0]); ok {
		first = m.Name
	}
	a := strings.ToUpper(Article(first)[:1]) + Article(first)[1:]
	if in.Nick > 0 {
		return fmt.Sprintf("⚠️ All that clatter carries. %s **%s** comes running and gets a hit in first: -%d HP.", a, first, in.Nick)
	}
	return fmt.Sprintf("⚠️ All that clatter carries. %s **%s** comes running.", a, first)
}

// NodesRegrown is the camp's line when a long rest refilled the harvest
// nodes the run had worked (rules §7.2): at once, as the rest begins,
// whatever the hour the camp is made.
func NodesRegrown() string {
	return "⛏️ While you rest, the veins and thickets you worked grow back: every harvest node on your path is full again."
}

// withArticle puts "a" or "an" before a noun.
func withArticle(noun string) string {
	if noun != "" && strings.ContainsRune("aeiou", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

package narrate

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// RulesTopic is one page of `!rules <topic>`: how a part of the game
// works, in the words its messages use, with the rules' own numbers.
type RulesTopic struct {
	Name    string // the word after `!rules` (and `!help`)
	Summary string // one line for the topic list
	Text    func(prefix string) string
}

// RulesTopics returns the `!rules` pages, sorted by name.
func RulesTopics() []RulesTopic {
	out := []RulesTopic{
		{Name: "combat", Summary: "How fights go and what the fight log's words mean", Text: combatRules},
		{Name: "expeditions", Summary: "Expeditions: days, walking, leaving and coming back", Text: expeditionsRules},
		{Name: "supplies", Summary: "Supply packs, the daily burn and running low", Text: suppliesRules},
		{Name: "threat", Summary: "The Threat Clock: what raises it, what lowers it, its bands", Text: threatRules},
		{Name: "camps", Summary: "The four camps, where each may go and the night after", Text: campsRules},
		{Name: "harvest", Summary: "How rooms are harvested, the rolls and the noise", Text: harvestRules},
		{Name: "siege", Summary: "Siege Mode at threat 100", Text: siegeRules},
		{Name: "regions", Summary: "The deep zones' regions, crossing them and the base camp", Text: regionsRules},
		{Name: PartyTopic, Summary: "Parties: two or three players on one expedition, inviting, joining, leaving", Text: partyRules},
		{Name: "weekly", Summary: "The weekly expedition: one zone and one seed for a room's week, one attempt each, the ranking", Text: weeklyRules},
		{Name: "boards", Summary: "A room's boards: who is listed, what counts, the board week", Text: boardsRules},
		{Name: subclassTopic, Summary: "Subclasses: choosing one from level 3, changing it, what each does", Text: subclassRules},
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// RulesTopicByName returns the topic called name and whether it exists:
// a page of RulesTopics ("subclasses" is the subclass page too), the
// page of the class called name (rules §1.3: "paladin"), or the
// page of the subclass called name (rules §1.11: "champion", "battle
// master"), which the index leaves to `!rules subclass`, of the class
// or subclass feature called name (rules §1.7: "slippery mind"), or of
// the spell called name (rules §1.6: "hex").
func RulesTopicByName(name string) (RulesTopic, bool) {
	if name == subclassTopic+"es" {
		name = subclassTopic
	}
	for _, t := range RulesTopics() {
		if t.Name == name {
			return t, true
		}
	}
	if t, ok := classPageByName(name); ok {
		return t, true
	}
	if t, ok := subclassPageByName(name); ok {
		return t, true
	}
	if t, ok := featurePageByName(name); ok {
		return t, true
	}
	return spellPageByName(name)
}

// RulesIndex lists the topics for a bare `!rules`.
func RulesIndex(prefix string) string {
	var b strings.Builder
	b.WriteString("📖 **How the game works**\n")
	for _, t := range RulesTopics() {
		fmt.Fprintf(&b, "- `%srules %s` — %s\n", prefix, t.Name, t.Summary)
	}
	fmt.Fprintf(&b, "New here? `%sstart` walks you through your first steps.", prefix)
	return b.String()
}

// percent renders a share 0–1 as a whole percentage: 0.25 → "25%".
func percent(f float64) string { return fmt.Sprintf("%d%%", int(math.Round(f*100))) }

// combatRules is `!rules combat`: how fights go and the log's words, the
// general rules only (no monster named: the fights are for finding out).
func combatRules(prefix string) string {
	lines := []string{
		"⚔️ **How fights go**",
		"- **Ordinary fights** settle at once when you walk in, played as `" + prefix + "fight auto` would. 🧪 It drinks " + PotionRule() + ".",
		"- **Elites (★) and bosses (☠)** wait at their door and go turn by turn: `" + prefix + "fight`, then `" + prefix + "attack`, `" + prefix + "cast`, `" + prefix + "use`, class moves or `" + prefix + "fight auto`. `" + prefix + "retreat` backs out.",
		"",
		"📖 **The log's words**",
		"- **hits / misses**: d20 + attack bonus vs AC. A natural 20 **crits** (dice doubled); a 1 misses. **(blocked)**: a block stopped " + percent(content.BlockChance) + " of the hit.",
		"- **save (CON 11 vs DC 13)**: d20 + save bonus vs the DC; **made** often halves damage. A boss's **legendary resistance** turns a failed save into a made one.",
		"- **stunned**: loses a turn; attacks on it have advantage. **(rage)**, **(uncanny dodge)**: a hit halved.",
		fmt.Sprintf("- **escapes** (**It got away**: all did): one below %s HP may run (an elite seldom, below %s; never a boss): no loot, XP for its wounds, +%d threat on expeditions.",
			percent(combat.EscapeBelow), percent(combat.EliteEscapeBelow), expedition.ThreatModifiers()[expedition.ReasonEnemyEscape]),
		fmt.Sprintf("- **legendary action**: some bosses act again after your turns. **phase 2**: a boss brought low fights on at +%d to hit.", combat.Phase2HitBonus),
		"- **concentration**: a lasting spell ends on a failed CON save after a hit.",
		"- Deep zones (marked in `" + prefix + "zone list`) size foes to the level you set out at.",
		"",
		"`" + prefix + "sheet`: your AC, attack and damage; `" + prefix + "spells`: your spells.",
	}
	return strings.Join(lines, "\n")
}

// FirstSteps is how far a player has come, for `!start`.
type FirstSteps struct {
	HasCharacter bool // a character exists
	WalkedZone   bool // a zone run was ever started
	FinishedRun  bool // a zone run has ended (cleared, abandoned, lost or fled)
	Expedition   bool // an expedition set off (packing alone is not the step)
	// Parties: party expeditions are on on this server (rules §8.22), so
	// the way to play together follows the steps.
	Parties bool
}

// FirstStepsText renders `!start`: the way from no character to a first
// expedition in four steps, the ones done ticked and the next one marked,
// then, with parties on, how to play together.
func FirstStepsText(f FirstSteps, prefix string) string {
	cmd := func(s string) string { return "`" + prefix + s + "`" }
	steps := []struct {
		done bool
		text string
	}{
		{f.HasCharacter, "**Make a character**: " + cmd("char create <name> <class> [race]") +
			". Classes: " + classNames() + ". " + cmd("sheet") + " shows what you got (" + cmd("rules <class>") + " tells a class)."},
		{f.WalkedZone || f.Expedition, "**Walk your first zone**: " + cmd("zone list") + ", then " +
			cmd("zone start goblin warrens") + " and " + cmd("zone advance") + " room by room (" + cmd("map") +
			" when lost). Ordinary fights settle themselves; a ★ elite or ☠ boss waits for " + cmd("fight") + "."},
		{f.FinishedRun || f.Expedition, "**Rest and restock**: " + cmd("rest short") + " between rooms, " +
			cmd("rest long") + " at the inn, " + cmd("shop") + " and " + cmd("sell") + " at Thom Krooke's."},
		{f.Expedition, "**Go on an expedition**: " + cmd("expedition start goblin warrens") + ", " +
			cmd("supplies buy standard") + ", " + cmd("expedition depart") + ". It lasts real days: briefings at 06:00, recaps at 21:00 (" +
			cmd("tz set <zone>") + " for your clock), " + cmd("expedition run") + " walks for you, " + cmd("camp standard") + " at night."},
	}
	var b strings.Builder
	b.WriteString("🧭 **First steps**\n")
	next := true
	for i, s := range steps {
		mark := "▫️"
		switch {
		case s.done:
			mark = "✅"
		case next:
			mark, next = "👉", false
		}
		fmt.Fprintf(&b, "%s %d. %s\n", mark, i+1, s.text)
	}
	if f.Parties {
		fmt.Fprintf(&b, "\n👥 **Play together**: whoever starts an expedition can ask up to two others along before setting off or on its first day (%s); %s explains it.\n",
			cmd("expedition invite @user:server"), cmd("rules party"))
	}
	if next {
		b.WriteString("\nYou're on your way. ")
	} else {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%s lists every command; %s explains the fight log.", cmd("help"), cmd("rules combat"))
	return b.String()
}

// classNames lists the playable classes by name, in the order rules §1.3
// introduces them (the record order of the class table is by ID; this is
// the table's own order: the first five, then those added since).
func classNames() string {
	var names []string
	for _, id := range classOrder() {
		names = append(names, ClassName(id))
	}
	return strings.Join(names, ", ")
}

// classOrder is the playable classes in rules §1.3's order (the shipped
// classes' constants), then any other class of the table by ID.
func classOrder() []rules.ClassID {
	out := []rules.ClassID{rules.Fighter, rules.Rogue, rules.Mage, rules.Cleric, rules.Ranger, rules.Paladin}
	for _, d := range rules.Classes() {
		if !slices.Contains(out, d.ID) {
			out = append(out, d.ID)
		}
	}
	return slices.DeleteFunc(out, func(id rules.ClassID) bool { _, ok := rules.Class(id); return !ok })
}

package narrate

import (
	"fmt"
	"math"
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
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// RulesTopicByName returns the topic called name and whether it exists.
func RulesTopicByName(name string) (RulesTopic, bool) {
	for _, t := range RulesTopics() {
		if t.Name == name {
			return t, true
		}
	}
	return RulesTopic{}, false
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

// combatRules is `!rules combat`: ordinary fights against elites and
// bosses, then each word the round log uses, with the rules' numbers.
func combatRules(prefix string) string {
	lines := []string{
		"⚔️ **How fights go**",
		"- **Ordinary fights** resolve at once when you walk into them: TwinBee plays your turns with the same policy as `" + prefix + "fight auto`, and you read the log. Your spells and items still count, they are just chosen for you.",
		"- **Elites (★) and bosses (☠)** wait at their door and go turn by turn: `" + prefix + "fight` engages, then `" + prefix + "attack`, `" + prefix + "cast`, `" + prefix + "use`, your class's moves, or `" + prefix + "fight auto` to hand over. This is where choosing a spell matters. Before you engage, `" + prefix + "retreat` (or `" + prefix + "revisit`) backs out and it waits.",
		"",
		"📖 **The log's words**",
		"- **hits / misses**: an attack rolls d20 + its bonus against the target's AC; at or above it hits. A natural 20 is a **crit** (damage dice doubled), a natural 1 always misses.",
		fmt.Sprintf("- **(blocked)**: the enemy caught part of the blow; a block stops %s of that hit.", percent(content.BlockChance)),
		"- **save (CON 11 vs DC 13)**: the one targeted rolls d20 + its save bonus against the DC; at or above it is **made**, often for half damage. Below it **fails**.",
		"- **legendary resistance**: a boss may turn a failed save against a leveled spell into a made one, a few times per fight; the log counts what is left. Cantrips and attack-roll spells never meet it.",
		"- **stunned**: loses its next turn, and attacks against it have advantage; a stunned monster also fails its STR and DEX saves.",
		fmt.Sprintf("- **escapes**: any enemy but a boss, elites included, below %s of its HP may run on its turn (%s a turn). What escapes pays no XP and drops no loot, and on an expedition it raises the Threat Clock by %d.",
			percent(combat.EscapeBelow), percent(combat.EscapeChance), expedition.ThreatModifiers[expedition.ReasonEnemyEscape]),
		"- **legendary action**: some bosses (the Dreaming Aboleth, Ilvaras Xunyl, the Thornmother, Infernax, Belaxath) have three legendary actions a round and spend one at the end of each other creature's turn (yours, or an ally's), whatever you did (the Dreaming Aboleth's only while its Enslave holds you); a stunned boss takes none. The log names the action, its dice and the save (DC 8 + the boss's attack bonus) that halves it. Infernax saves his Tail Sweep for those who set out above the lair's lowest level, and it hits harder the higher they stood (the log shows its share, e.g. \"at 50%\"). Nothing reaches you on the Ethereal Plane.",
		"- **foes rise to meet you**: in the deep zones `" + prefix + "zone list` marks, foes may hit more often but lighter (the mark says), and have more HP (and legendary actions hit harder) the higher your level stood in the zone's band when you set out; a level gained on the way does not change them. The room line shows them with these numbers.",
		fmt.Sprintf("- **phase 2**: a boss that falls low enough changes its ways and hits at +%d.", combat.Phase2HitBonus),
		fmt.Sprintf("- **Shield (reaction)**: a Mage who knows it and has a slot free (never the last one: that stays for a spell of the Mage's choosing) turns a hit that beats AC by less than %d into a miss: +%d AC until the Mage's next turn.",
			rules.ShieldSpellBonus, rules.ShieldSpellBonus),
		"- **concentration**: a spell that lasts (Bless, Blur, Hunter's Mark, Spirit Guardians) ends if a hit makes you fail a CON save (DC 10 or half the damage, whichever is higher; a Cleric or Mage of level 13 or more, with War Caster, rolls it twice and keeps the better), and always when the fight ends.",
		"- **It got away**: the fight ended with nobody killed: no XP, no loot.",
		"",
		"`" + prefix + "sheet` shows your AC, attack and damage; `" + prefix + "spells` your spells, save DC and spell attack.",
	}
	return strings.Join(lines, "\n")
}

// FirstSteps is how far a player has come, for `!start`.
type FirstSteps struct {
	HasCharacter bool // a character exists
	WalkedZone   bool // a zone run was ever started
	FinishedRun  bool // a zone run has ended (cleared, abandoned, lost or fled)
	Expedition   bool // an expedition set off (packing alone is not the step)
}

// FirstStepsText renders `!start`: the way from no character to a first
// expedition in four steps, the ones done ticked and the next one marked.
func FirstStepsText(f FirstSteps, prefix string) string {
	cmd := func(s string) string { return "`" + prefix + s + "`" }
	steps := []struct {
		done bool
		text string
	}{
		{f.HasCharacter, "**Make a character**: " + cmd("char create <name> <class> [race]") +
			". Classes: Fighter, Rogue, Mage, Cleric, Ranger. " + cmd("sheet") + " shows what you got."},
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
	if next {
		b.WriteString("\nYou're on your way. ")
	} else {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%s lists every command; %s explains the fight log.", cmd("help"), cmd("rules combat"))
	return b.String()
}

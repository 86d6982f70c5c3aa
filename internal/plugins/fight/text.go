package fight

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The text of a fight: TwinBee reports each command as the round's compact
// log (combat.RoundLog), then the state of the fight and what the player
// can do next.

// logText renders events as the compact round log, one line each.
func logText(evs []combat.Event) string {
	return strings.Join(combat.RoundLog(evs), "\n")
}

// monsterKind is "boss", "elite" or "" for a bestiary entry.
func monsterKind(m content.Monster) string {
	switch {
	case m.Boss:
		return "boss"
	case m.Elite:
		return "elite"
	}
	return ""
}

// conditionsText renders conditions as "prone, stunned", or "".
func conditionsText(cs []combat.Cond) string {
	var names []string
	for _, c := range cs {
		names = append(names, string(c.Name))
	}
	return strings.Join(names, ", ")
}

// fightItems lists the consumables the player carries in the fight as
// "Potion of Healing ×2", sorted by name.
func fightItems(ch rules.Character) []string {
	var out []string
	for id, n := range ch.Inventory {
		it, ok := content.ItemByID(id)
		if !ok || it.Consumable == nil || n <= 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%s ×%d", it.Name, n))
	}
	sort.Strings(out)
	return out
}

// usableItem reports whether `!use` would take one of the character's
// consumables now (combat.Takes: a healing one is refused at full HP).
func usableItem(st combat.State) bool {
	for id, n := range st.Player().Char.Inventory {
		if it, ok := content.ItemByID(id); ok && it.Consumable != nil && n > 0 && combat.Takes(st, combat.Action{Kind: combat.ActUse, Item: id}) {
			return true
		}
	}
	return false
}

// playerLine renders the player's side: "**Aria** 9/13 HP · AC 18 · Slots
// L1 1/2 · Potion of Healing ×2", with conditions in brackets and an
// Abjuration Mage's ward after the HP ("Arcane Ward 4/9").
func playerLine(st combat.State) string {
	p := *st.Player()
	parts := []string{fmt.Sprintf("**%s** %d/%d HP", p.Name, p.HP, p.MaxHP)}
	if cs := conditionsText(p.Conditions); cs != "" {
		parts[0] += " (" + cs + ")"
	}
	if p.WardMax > 0 {
		parts = append(parts, fmt.Sprintf("Arcane Ward %d/%d", p.Ward, p.WardMax)) // rules §1.11
	}
	parts = append(parts, fmt.Sprintf("AC %d", st.PlayerAC()))
	if rules.MaxSlots(p.Char).Total() > 0 {
		parts = append(parts, "Slots "+narrate.SlotsText(p.Char))
	}
	parts = append(parts, fightItems(p.Char)...)
	return strings.Join(parts, " · ")
}

// itemEffects names the fight items' effects still in force (rules
// §2.11): "20% less damage taken", "the next hit deals nothing".
func itemEffects(p combat.Player) []string {
	var parts []string
	if p.DamageReduction > 0 {
		parts = append(parts, fmt.Sprintf("%d%% less damage taken", p.DamageReduction))
	}
	if p.Absorb {
		parts = append(parts, "the next hit on you deals nothing")
	}
	if p.ReflectPct > 0 {
		parts = append(parts, fmt.Sprintf("%d%% of the next hit goes back to its attacker", p.ReflectPct))
	}
	if p.DamageBoost > 0 {
		parts = append(parts, fmt.Sprintf("+%d%% damage", p.DamageBoost))
	}
	if p.CritBoost > 0 {
		parts = append(parts, fmt.Sprintf("critical range +%d faces", p.CritBoost))
	}
	if p.FirstHitCrit > 0 {
		parts = append(parts, fmt.Sprintf("your next hit is a critical hit with +%d%% damage", p.FirstHitCrit))
	}
	if p.EnemyMissRounds > 0 && p.EnemyMissPct > 0 {
		parts = append(parts, fmt.Sprintf("foes miss %d%% of their hits (%d rounds)", p.EnemyMissPct, p.EnemyMissRounds))
	}
	return parts
}

// activeLine names the player's effects in force, "" for none: the spell
// concentrated on and what it does, Hunter's Mark or Hex with its quarry:
// "Active: **Bless** (concentration: +1d4 to your attack rolls and saves)
// · **Hunter's Mark** on Worg (+1d6 on your weapon hits)".
func activeLine(st combat.State) string {
	p := *st.Player()
	var parts []string
	sp := p.Char.Concentration
	if i := p.Marked; i >= 0 && i < len(st.Enemies) && st.Enemies[i].Standing() && sp == rules.Hex {
		parts, sp = append(parts, hexActive(st, i)), ""
	} else if i >= 0 && i < len(st.Enemies) && st.Enemies[i].Standing() {
		part := fmt.Sprintf("**%s** on %s (+%s on your weapon hits", narrate.SpellName(rules.HuntersMark), st.Enemies[i].Name, p.MarkDice)
		if sp == rules.HuntersMark {
			part, sp = part+"; concentration", ""
		}
		parts = append(parts, part+")")
	}
	parts = append(parts, fighterActive(st)...)
	if st.SpiritUp() {
		parts = append(parts, fmt.Sprintf("**%s** (%s)", narrate.SpellName(rules.SpiritualWeapon), spiritTurnsText(st)))
	}
	if d := duplicityText(st); d != "" {
		parts = append(parts, d)
	}
	parts = append(parts, paladinActive(st)...)
	parts = append(parts, warlockActive(st)...)
	parts = append(parts, sorcererActive(st)...)
	parts = append(parts, druidActive(st)...)
	if t := thrallText(st); t != "" {
		parts = append(parts, t)
	}
	parts = append(parts, itemEffects(p)...)
	if sp != "" {
		part := "**" + narrate.SpellName(sp) + "** (concentration"
		if what := concentrationText[sp]; what != "" {
			part += ": " + what
		}
		parts = append([]string{part + ")"}, parts...)
	}
	if len(parts) == 0 {
		return ""
	}
	return "Active: " + strings.Join(parts, " · ")
}

// spiritTurnsText says how long the player's Spiritual Weapon lasts
// (rules §1.6): the turns it can still strike on, this one counted while
// its bonus action is free, and how to strike; on its last turn, once
// the bonus action is spent, that it fades with the turn.
func spiritTurnsText(st combat.State) string {
	p := *st.Player()
	left := p.SpiritLast - st.Player().Turns
	if p.InTurn && !p.BonusUsed {
		left++
	}
	switch {
	case left <= 0:
		return "it fades at the end of this turn"
	case left == 1:
		return "1 more turn: `cast spiritual weapon` strikes as a bonus action, before your action, no slot"
	}
	return fmt.Sprintf("%d more turns: `cast spiritual weapon` strikes as a bonus action, before your action, no slot", left)
}

// concentrationText says what a concentration spell does while it lasts
// (rules §1.6); Hunter's Mark is shown with its quarry instead.
var concentrationText = map[rules.SpellID]string{
	rules.Bless:           "+1d4 to your attack rolls and saves",
	rules.Blur:            "attacks on you have disadvantage",
	rules.SpiritGuardians: "strikes every foe at the start of your turn",
}

// foesLine renders the enemies still standing with the AC in force:
// "**Worg** 14/26 HP · AC 15 (13 +2 threat) (prone)".
func foesLine(st combat.State) string {
	var parts []string
	for _, i := range st.Standing() {
		e := st.Enemies[i]
		s := fmt.Sprintf("**%s** %d/%d HP · AC %d", e.Name, e.HP, e.MaxHP, st.EnemyAC(i))
		if st.EnemyACBonus != 0 {
			s += fmt.Sprintf(" (%d %+d threat)", e.Monster.AC, st.EnemyACBonus)
		}
		if cs := conditionsText(e.Conditions); cs != "" {
			s += " (" + cs + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " · ")
}

// featureReady reports whether the character has feature id with a use
// left.
func featureReady(ch rules.Character, id rules.FeatureID) bool {
	return ch.HasFeature(id) && rules.FeatureUsesLeft(ch, id) > 0
}

// movesLine says whose turn it is and what its player can type: whose is
// the character's name (markdown) of the seat whose move it is, "" when
// the reader holds the turn (rules §2.13: "you" is never another player).
func movesLine(st combat.State, prefix, whose string) string {
	cmd := func(s string) string { return "`" + prefix + s + "`" }
	moves := append(classMoves(st, cmd), cmd("flee"), cmd("fight auto"))
	return movesLead(*st.Player(), st.Round, whose) + ": " + strings.Join(moves, " · ")
}

// classMoves are the moves the player's class, spells and items open
// this turn: the attack first, then the features' and each class's own.
func classMoves(st combat.State, cmd func(string) string) []string {
	moves := append([]string{cmd("attack [target]")}, featureMoves(st, cmd)...)
	moves = append(moves, clericMoves(st, cmd)...)
	moves = append(moves, paladinMoves(st, cmd)...)
	moves = append(moves, warlockMoves(st, cmd)...)
	moves = append(moves, sorcererMoves(st, cmd)...)
	return append(moves, druidMoves(st, cmd)...)
}

// featureMoves are the moves the player's spells, items and class
// features open this turn, in the order the line lists them.
func featureMoves(st combat.State, cmd func(string) string) []string {
	p := *st.Player()
	var moves []string
	for _, m := range []struct {
		open bool
		verb string
	}{
		{rules.CastsInFight(p.Char) && p.Form == "", "cast <spell> [target]"},
		{usableItem(st), "use <item>"},
		{!p.BonusUsed && featureReady(p.Char, rules.FeatureSecondWind) && combat.Takes(st, combat.Action{Kind: combat.ActSecondWind}), "secondwind"},
		{!p.BonusUsed && !p.Hidden && p.Char.HasFeature(rules.FeatureCunningAction), "hide"},
		{rageReady(st), "rage"},
		{(!p.ActionUsed || p.ExtraActions > 0) && st.PreserveLifeHeal() > 0, "preserve"},
		{p.ExtraActions == 0 && featureReady(p.Char, rules.FeatureActionSurge), "surge"},
	} {
		if m.open {
			moves = append(moves, cmd(m.verb))
		}
	}
	return moves
}

// movesLead opens the moves line: the round, whose move it is ("your",
// or whose name when the reader does not hold the turn), and what of the
// turn is spent or doubled.
func movesLead(p combat.Player, round int, whose string) string {
	lead := fmt.Sprintf("Round %d, your move", round)
	if whose != "" {
		lead = fmt.Sprintf("Round %d, %s's move", round, whose)
	}
	switch {
	case p.ActionUsed && p.ExtraActions > 0:
		lead += " (Action Surge: one more action)"
	case !p.ActionUsed && p.ExtraActions > 0:
		lead += " (Action Surge: two actions this turn)"
	case p.BonusUsed && whose != "":
		lead += " (bonus action spent, their action is still to come)"
	case p.BonusUsed:
		lead += " (bonus action spent, your action is still to come)"
	}
	return lead
}

// statusText is the state of a running fight: the player, the foes and
// the moves.
func statusText(st combat.State, prefix string) string {
	return statusTextOf(st, prefix, "")
}

// statusTextOf is statusText read by one who may not hold the turn: whose
// names the seat whose move it is, "" when the reader holds it.
func statusTextOf(st combat.State, prefix, whose string) string {
	player := playerLine(st)
	if a := activeLine(st); a != "" {
		player += "\n" + a
	}
	return player + "\n" + foesLine(st) + "\n" + movesLine(st, prefix, whose)
}

// roundText is the answer to one command in a fight that goes on: the
// round's log, then the state of the fight.
func roundText(st combat.State, evs []combat.Event, prefix string) string {
	if l := logText(evs); l != "" {
		return l + "\n\n" + statusText(st, prefix)
	}
	return statusText(st, prefix)
}

// initiativeText renders the initiative rolls in turn order, each in
// brackets so a numbered foe's number stays apart from its roll:
// "Initiative: Goblin Archer 2 (17), you (12)."
func initiativeText(st combat.State, evs []combat.Event) string {
	score := map[string]int{}
	for _, e := range evs {
		if e.Kind == combat.EvInitiative {
			score[e.Actor] = e.Total
		}
	}
	var parts []string
	for _, a := range st.Order {
		switch k := a - len(st.Enemies); {
		case a == 0 && len(st.Players) > 1: // a party's leader by name (rules §2.13)
			parts = append(parts, fmt.Sprintf("%s (%d)", st.Players[0].Name, score[combat.PlayerID]))
		case a == 0:
			parts = append(parts, fmt.Sprintf("you (%d)", score[combat.PlayerID]))
		case k > 0 && k < len(st.Players): // a party's seat (rules §2.13)
			parts = append(parts, fmt.Sprintf("%s (%d)", st.Players[k].Name, score[combat.SeatID(k)]))
		default:
			e := st.Enemies[a-1]
			parts = append(parts, fmt.Sprintf("%s (%d)", e.Name, score[e.ID]))
		}
	}
	return "Initiative: " + strings.Join(parts, ", ") + "."
}

// targetsText lists the standing enemies for a "no such target" refusal:
// "**Goblin Sneak 1** (target 1, 5/7 HP) and **Goblin Archer** (target 3,
// 7/7 HP)".
func targetsText(st combat.State) string {
	var parts []string
	for _, i := range st.Standing() {
		e := st.Enemies[i]
		parts = append(parts, fmt.Sprintf("**%s** (target %d, %d/%d HP)", e.Name, i+1, e.HP, e.MaxHP))
	}
	return narrate.List(parts)
}

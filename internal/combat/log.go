package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// RoundLog renders events as short, deterministic lines for the compact
// fight log of an auto-resolved fight, one line per notable event, each
// prefixed with its round: "R1 You hit Goblin Sneak for 7 (crit!)",
// "R2 Goblin Sneak misses you", "R3 Goblin Sneak falls". Bookkeeping
// events (initiative, round starts, saves, slots, the damage a hit line
// already shows) are left out. The fight's end (victory, time) is the
// last line: what the killing blow set off (a fire aura's burn) is told
// before it. TwinBee's full narration is the narrate package's job.
func RoundLog(evs []Event) []string {
	var out, end []string
	var b strings.Builder
	for _, e := range evs {
		b.Reset()
		if !logLine(&b, e) {
			continue
		}
		line := "R" + strconv.Itoa(e.Round) + " " + b.String()
		if e.Kind == EvFightWon || e.Kind == EvFightTimedOut {
			end = append(end, line)
			continue
		}
		out = append(out, line)
	}
	return append(out, end...)
}

// logLine writes the line for e and reports whether e gets one.
func logLine(b *strings.Builder, e Event) bool {
	actor, target := subject(e.Actor, e.ActorName), object(e.Target, e.TargetName)
	switch e.Kind {
	case EvAttackHit:
		b.WriteString(actor + " " + verb(e.Actor, "hit") + " " + target)
		if e.Spell != "" {
			b.WriteString(" with " + spellName(e.Spell))
		}
		if e.Amount > 0 || e.Detail == "absorbed" {
			b.WriteString(" for " + strconv.Itoa(e.Amount))
		} else {
			// a hit whose dice, less a penalty (a zone's lighter hits),
			// or the player's defences came to nothing (rules: never below 0)
			b.WriteString(", but it does no harm")
		}
		// a critical hit a defence then cut keeps both: the crit alone
		// would claim dice the damage does not show
		switch {
		case e.Crit && e.Detail != "":
			b.WriteString(" (" + critText(e) + ", " + e.Detail + ")")
		case e.Crit:
			b.WriteString(" (" + critText(e) + ")")
		case e.Detail != "":
			b.WriteString(" (" + e.Detail + ")")
		}
	case EvAttackMissed:
		b.WriteString(actor + " " + verb(e.Actor, "miss") + " " + target)
		if e.Spell != "" {
			b.WriteString(" with " + spellName(e.Spell))
		}
		if e.Detail != "" {
			b.WriteString(" (" + e.Detail + ")")
		}
	case EvDamageTaken:
		if e.Detail == "hit" || e.Detail == "absorbed" {
			return false // the hit's own line told it (a ward's absorbed hit too)
		}
		// the damage dealt, as a hit's line gives it, not only the HP it
		// found left: a last HP taken by a 9 reads "takes 9", not "takes 1"
		who := subject(e.Target, e.TargetName)
		b.WriteString(who + " " + verb(e.Target, "take") + " " + strconv.Itoa(max(e.Amount, e.Total)) + " (" + source(e) + ")")
	case EvHealed:
		b.WriteString(subject(e.Target, e.TargetName) + " " + verb(e.Target, "heal") + " " + strconv.Itoa(e.Amount))
	case EvSpellCast:
		if e.Detail == spiritStrikeDetail {
			b.WriteString(possessive(actor) + " " + spellName(e.Spell) + " strikes again")
			break
		}
		b.WriteString(actor + " " + verb(e.Actor, "cast") + " " + spellName(e.Spell))
		if e.Slot > 0 {
			b.WriteString(" (level " + strconv.Itoa(e.Slot) + ")")
		}
		if e.Detail == "reaction" {
			b.WriteString(" as a reaction")
		}
	case EvItemUsed:
		b.WriteString(actor + " " + verb(e.Actor, "use") + " " + e.Detail)
	case EvFeatureUsed:
		if line, ok := mageLine(e); ok {
			b.WriteString(line)
			break
		}
		name := e.Detail
		if e.Feature == "" {
			name = strings.ToUpper(name[:1]) + name[1:]
		}
		b.WriteString(actor + " " + verb(e.Actor, "use") + " " + name)
	case EvConditionApplied:
		b.WriteString(subject(e.Target, e.TargetName) + " " + be(e.Target) + " " + string(e.Condition))
	case EvTurnSkipped:
		b.WriteString(actor + " " + verb(e.Actor, "lose") + " the turn (" + string(e.Condition) + ")")
	case EvEffect:
		b.WriteString(e.ActorName + ": " + e.Detail)
		if e.Effect == content.EffectMaxHPDrain && e.Amount > 0 {
			b.WriteString(" (your max HP -" + strconv.Itoa(e.Amount) + " for the rest of the fight)")
		}
	case EvLegendaryAction:
		b.WriteString(e.ActorName + " uses " + e.Detail)
	case EvBlinkedOut:
		b.WriteString("You blink out to the Ethereal Plane")
	case EvConcentrationLost:
		b.WriteString(actor + " " + verb(e.Actor, "lose") + " concentration on " + spellName(e.Spell))
	case EvSaveMade, EvSaveFailed:
		// Both show, with the roll and the DC: a player sees that there
		// was a save and how close it came.
		v := "make"
		if e.Kind == EvSaveFailed {
			v = "fail"
		}
		who := subject(e.Target, e.TargetName)
		b.WriteString(who + " " + verb(e.Target, v) + " the " + strings.ToUpper(e.Detail) + " save (" +
			strconv.Itoa(e.Total) + " vs DC " + strconv.Itoa(e.Amount) + ")")
	case EvLegendaryResistance:
		b.WriteString(e.TargetName + " shrugs it off (legendary resistance, " + strconv.Itoa(e.Amount) + " left)")
	case EvPhaseTwo:
		b.WriteString(e.ActorName + " enters phase 2!")
	case EvReformed:
		b.WriteString(e.ActorName + " is struck down, and re-forms with " + strconv.Itoa(e.HP) + " HP")
	case EvEnemyDefeated:
		b.WriteString(e.TargetName + " falls")
	case EvEnemyEscaped:
		b.WriteString(e.ActorName + " escapes")
	case EvReinforcement:
		b.WriteString(e.ActorName + " joins the fight (reinforcements: the zone is on alert)")
	case EvPlayerDowned:
		b.WriteString("You drop to 0 HP")
	case EvFled:
		b.WriteString("You flee")
	case EvFightWon:
		if e.Detail == "escaped" {
			b.WriteString("Nobody is left to fight: it got away")
		} else {
			b.WriteString("Victory")
		}
	case EvFightTimedOut:
		if e.Detail == "won" {
			b.WriteString("Time runs out: you hold the field")
		} else {
			b.WriteString("Time runs out: you fall back")
		}
	default:
		return false
	}
	return true
}

func subject(id, name string) string {
	if id == PlayerID {
		return "You"
	}
	return name
}

// possessive is the owner's form of a subject: "Your", "Grol's".
func possessive(subject string) string {
	if subject == "You" {
		return "Your"
	}
	return subject + "'s"
}

func object(id, name string) string {
	if id == PlayerID {
		return "you"
	}
	return name
}

// verb conjugates a regular verb for the player (you hit) or a monster
// (it hits).
func verb(id, v string) string {
	if id == PlayerID {
		return v
	}
	if strings.HasSuffix(v, "s") {
		return v + "es"
	}
	return v + "s"
}

func be(id string) string {
	if id == PlayerID {
		return "are"
	}
	return "is"
}

func spellName(id rules.SpellID) string {
	if sp, ok := rules.Spell(id); ok {
		return sp.Name
	}
	return string(id)
}

// source names where damage came from: a spell, an item or the effect.
func source(e Event) string {
	if e.Spell != "" {
		return spellName(e.Spell)
	}
	return strings.ReplaceAll(e.Detail, "_", " ")
}

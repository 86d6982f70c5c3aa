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

// RoundLogFor is RoundLog as the seat viewer (a SeatID) reads it in a
// party fight (rules §2.13): that seat is "You" and every other seat goes
// by its name ("Bo hits Zombie", "Zombie misses Bo"). The first seat's
// view is RoundLog's.
func RoundLogFor(evs []Event, viewer string) []string {
	if viewer == PlayerID {
		return RoundLog(evs)
	}
	seen := make([]Event, len(evs))
	for i, e := range evs {
		e.Actor, e.Target = seenBy(e.Actor, viewer), seenBy(e.Target, viewer)
		seen[i] = e
	}
	return RoundLog(seen)
}

// seenBy is the ID the log uses for id as viewer reads it: PlayerID for
// the viewer's own seat, another seat's ID for the first seat, so it is
// named, and any other ID as it is.
func seenBy(id, viewer string) string {
	switch id {
	case viewer:
		return PlayerID
	case PlayerID:
		return viewer // a seat ID that is not PlayerID: the line names it
	}
	return id
}

// logLine writes the line for e and reports whether e gets one.
func logLine(b *strings.Builder, e Event) bool {
	line, ok := logLines[e.Kind]
	if !ok {
		return false
	}
	text, ok := line(e, subject(e.Actor, e.ActorName), object(e.Target, e.TargetName))
	b.WriteString(text)
	return ok
}

// lineFunc is the log line of one kind of event e, its actor and target
// named as the line names them ("You", "you", "Grol"); ok is false when e
// gets no line.
type lineFunc func(e Event, actor, target string) (line string, ok bool)

// always is a lineFunc that gives every event of its kind a line.
func always(f func(e Event, actor, target string) string) lineFunc {
	return func(e Event, actor, target string) (string, bool) { return f(e, actor, target), true }
}

// logLines are the line of each kind of event the log tells.
var logLines = map[EventKind]lineFunc{
	EvAttackHit:    always(hitLine),
	EvAttackMissed: always(missLine),
	EvDamageTaken:  damageLine,
	EvHealed: always(func(e Event, _, _ string) string {
		return subject(e.Target, e.TargetName) + " " + verb(e.Target, "heal") + " " + strconv.Itoa(e.Amount)
	}),
	EvSpellCast: always(castLine),
	EvItemUsed: always(func(e Event, actor, _ string) string {
		return actor + " " + verb(e.Actor, "use") + " " + e.Detail
	}),
	EvFeatureUsed: always(featureLine),
	EvConditionApplied: always(func(e Event, _, _ string) string {
		return subject(e.Target, e.TargetName) + " " + be(e.Target) + " " + string(e.Condition)
	}),
	EvTurnSkipped: always(func(e Event, actor, _ string) string {
		return actor + " " + verb(e.Actor, "lose") + " the turn (" + string(e.Condition) + ")"
	}),
	EvEffect:          always(effectLine),
	EvLegendaryAction: always(func(e Event, _, _ string) string { return e.ActorName + " uses " + e.Detail }),
	EvBlinkedOut: always(func(e Event, actor, _ string) string {
		return actor + " " + verb(e.Actor, "blink") + " out to the Ethereal Plane"
	}),
	EvConcentrationLost: always(func(e Event, actor, _ string) string {
		return actor + " " + verb(e.Actor, "lose") + " concentration on " + spellName(e.Spell)
	}),
	EvSaveMade:   always(saveLine),
	EvSaveFailed: always(saveLine),
	EvLegendaryResistance: always(func(e Event, _, _ string) string {
		return e.TargetName + " shrugs it off (legendary resistance, " + strconv.Itoa(e.Amount) + " left)"
	}),
	EvPhaseTwo: always(func(e Event, _, _ string) string { return e.ActorName + " enters phase 2!" }),
	EvReformed: always(func(e Event, _, _ string) string {
		return e.ActorName + " is struck down, and re-forms with " + strconv.Itoa(e.HP) + " HP"
	}),
	EvEnemyDefeated: always(func(e Event, _, _ string) string { return e.TargetName + " falls" }),
	EvEnemyEscaped:  always(func(e Event, _, _ string) string { return e.ActorName + " escapes" }),
	EvReinforcement: always(func(e Event, _, _ string) string {
		return e.ActorName + " joins the fight (reinforcements: the zone is on alert)"
	}),
	EvPlayerDowned: always(func(e Event, _, _ string) string {
		return subject(e.Target, e.TargetName) + " " + verb(e.Target, "drop") + " to 0 HP"
	}),
	EvFled: always(func(e Event, actor, _ string) string { return actor + " " + verb(e.Actor, "flee") }),
	EvFightWon: always(func(e Event, _, _ string) string {
		if e.Detail == "escaped" {
			return "Nobody is left to fight: it got away"
		}
		return "Victory"
	}),
	EvFightTimedOut: always(func(e Event, _, _ string) string {
		if e.Detail == "won" {
			return "Time runs out: you hold the field"
		}
		return "Time runs out: you fall back"
	}),
}

// hitLine is an attack that hit: with what, for how much, and why it did
// no harm or what cut it.
func hitLine(e Event, actor, target string) string {
	var b strings.Builder
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
	return b.String()
}

// missLine is an attack that missed, with what and why.
func missLine(e Event, actor, target string) string {
	line := actor + " " + verb(e.Actor, "miss") + " " + target
	if e.Spell != "" {
		line += " with " + spellName(e.Spell)
	}
	if e.Detail != "" {
		line += " (" + e.Detail + ")"
	}
	return line
}

// damageLine is damage taken other than a hit's (whose own line told
// it, a ward's absorbed hit too): the damage dealt, as a hit's line gives
// it, not only the HP it found left (a last HP taken by a 9 reads "takes
// 9", not "takes 1").
func damageLine(e Event, _, _ string) (string, bool) {
	if e.Detail == "hit" || e.Detail == "absorbed" {
		return "", false
	}
	who := subject(e.Target, e.TargetName)
	return who + " " + verb(e.Target, "take") + " " + strconv.Itoa(max(e.Amount, e.Total)) + " (" + source(e) + ")", true
}

// castLine is a spell cast: a Spiritual Weapon striking again, or the
// spell with its slot level and whether it was a reaction.
func castLine(e Event, actor, _ string) string {
	if e.Detail == spiritStrikeDetail {
		return possessive(actor) + " " + spellName(e.Spell) + " strikes again"
	}
	line := actor + " " + verb(e.Actor, "cast") + " " + spellName(e.Spell)
	if e.Slot > 0 {
		line += " (level " + strconv.Itoa(e.Slot) + ")"
	}
	if e.Detail == "reaction" {
		line += " as a reaction"
	}
	return line
}

// featureLine is a feature used: a Mage's own words, or the feature's
// name.
func featureLine(e Event, actor, _ string) string {
	if line, ok := mageLine(e); ok {
		return line
	}
	if line, ok := tidesLine(e); ok {
		return line
	}
	if line, ok := druidLine(e, actor); ok {
		return line
	}
	name := e.Detail
	if e.Feature == "" {
		name = strings.ToUpper(name[:1]) + name[1:]
	}
	return actor + " " + verb(e.Actor, "use") + " " + name
}

// effectLine is a monster ability's effect, with the maximum HP a drain
// took for the rest of the fight.
func effectLine(e Event, _, _ string) string {
	line := e.ActorName + ": " + e.Detail
	if e.Effect == content.EffectMaxHPDrain && e.Amount > 0 {
		line += " (your max HP -" + strconv.Itoa(e.Amount) + " for the rest of the fight)"
	}
	return line
}

// saveLine is a saving throw made or failed, with the roll and the DC: a
// player sees that there was a save and how close it came.
func saveLine(e Event, _, _ string) string {
	v := "make"
	if e.Kind == EvSaveFailed {
		v = "fail"
	}
	return subject(e.Target, e.TargetName) + " " + verb(e.Target, v) + " the " + strings.ToUpper(e.Detail) + " save (" +
		strconv.Itoa(e.Total) + " vs DC " + strconv.Itoa(e.Amount) + ")"
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

// source names where damage came from: a spell, a feature by its name
// ("Heart of the Storm"), an item or the effect.
func source(e Event) string {
	if e.Spell != "" {
		return spellName(e.Spell)
	}
	if f, ok := rules.Feature(rules.FeatureID(e.Detail)); ok {
		return f.Name
	}
	return strings.ReplaceAll(e.Detail, "_", " ")
}

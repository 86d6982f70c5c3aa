package narrate

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
)

// Why is the last autopilot walk to explain for `!why` (rules §10.6): its
// log, the reader's moment and command prefix, and how long an idle fork
// waits.
type Why struct {
	Log      play.WalkLog
	At       Moment
	Prefix   string
	IdleWait string
	// Leader, for a party member reading the walk their leader made
	// (rules §8.23), is the leader's character name: the header says
	// whose walk it was, and the walker's own numbers are named by it.
	Leader string
}

// subject is who a decision's numbers are of: the member it names, else
// the leader a member reads about, else "you".
func (w Why) subject(d play.Decision) string {
	switch {
	case d.Who != "":
		return "**" + mdtext.Escape(d.Who) + "**"
	case w.Leader != "":
		return "**" + mdtext.Escape(w.Leader) + "**"
	}
	return "you"
}

// NoWalkText is `!why` for a player the autopilot has not walked yet.
// The walk is an expedition's (rules §10.2), so it says so: on a zone run
// `!expedition run` is refused.
func NoWalkText(prefix string) string {
	return fmt.Sprintf("🤔 Nothing to explain yet: I haven't walked anywhere for you. On an expedition, `%sexpedition run` walks you on, and afterwards `%swhy` tells you every call I made and the rule behind it. `%sautopilot` shows the rules.",
		prefix, prefix, prefix)
}

// WhyText explains a walk: a header (who walked, where, when, how many
// rooms), then each decision in order, numbered, with its numbers and the
// rule it followed, and a pointer to `!autopilot`.
func WhyText(w Why) string {
	l := w.Log
	who := fmt.Sprintf("`%sexpedition run`", w.Prefix)
	switch l.Source {
	case play.SourceBackground:
		who = "the background walk"
	case play.SourceIdleFork:
		who = "my pick at a fork you left"
	}
	whose := "your last walk"
	if w.Leader != "" {
		whose = fmt.Sprintf("the party's last walk, led by **%s**,", mdtext.Escape(w.Leader))
	}
	head := fmt.Sprintf("🤔 **Why** · %s in **%s**: %s, %s", whose, ZoneName(l.ZoneID), who, ago(w.At, l.At))
	if l.Rooms > 0 { // a walk that stopped before its first room has no count to show
		head += ", " + plural(l.Rooms, "room", "rooms")
	}
	out := []string{head + "."}
	if len(l.Decisions) == 0 {
		out = append(out, "I made no calls on that walk.")
	}
	for i, d := range l.Decisions {
		text := w.decision(d)
		if d.Kind == play.DecideEnter && i+1 < len(l.Decisions) && waitsIn(l.Decisions[i+1], d) {
			// The next line says the fight waits there: say it once.
			text = fmt.Sprintf("★ Walked you through the door of **%s**, an elite's room", mdtext.Escape(d.Label))
		}
		out = append(out, fmt.Sprintf("%d. %s (rule: %s)", i+1, text, w.rule(d)))
	}
	if w.Leader != "" { // the leader's rules walk the party, not the reader's
		out = append(out, fmt.Sprintf("The party walks by **%s**'s autopilot rules; `%sautopilot` shows yours.", mdtext.Escape(w.Leader), w.Prefix))
		return strings.Join(out, "\n")
	}
	out = append(out, fmt.Sprintf("Your rules: `%sautopilot`. Change one with `%sautopilot rest below 50%%` and the like.", w.Prefix, w.Prefix))
	return strings.Join(out, "\n")
}

// were is the verb "were" or "was" for subject.
func were(subject string) string {
	if subject == "you" {
		return "were"
	}
	return "was"
}

// leaderName is the leader's name for a tie their vote broke: the
// leader a member reads about, else "" (the reader's own vote).
func (w Why) leaderName() string { return w.Leader }

// waitsIn reports whether next is the stop at the fight waiting in the
// room the door decision enter walked into.
func waitsIn(next, enter play.Decision) bool {
	return next.Kind == play.DecideStop && next.Stop == expedition.StopFight && next.Label == enter.Label
}

// fighter is whose `!fight` starts a waiting fight: "your", or for a
// party member the leader's ("**Ann**'s"), as only the leader starts a
// party's fight (rules §2.13).
func (w Why) fighter() string {
	if w.Leader != "" {
		return "**" + mdtext.Escape(w.Leader) + "**'s"
	}
	return "your"
}

// decision is what was decided, with its numbers.
func (w Why) decision(d play.Decision) string {
	switch d.Kind {
	case play.DecideEnter:
		return fmt.Sprintf("★ Walked you through the door of **%s**, an elite's room; it waits inside for %s `%sfight`", mdtext.Escape(d.Label), w.fighter(), w.Prefix)
	case play.DecideItem:
		if d.Rule == play.RuleHealBelow {
			return fmt.Sprintf("🧪 Room %d, **%s**: drank a **%s** in the fight at HP %s, below %d%%", d.Room, mdtext.Escape(d.Label), ItemName(d.Item), hpPct(d.HP, d.MaxHP), d.Pct)
		}
		return fmt.Sprintf("🧪 Room %d, **%s**: used a **%s** in the fight", d.Room, mdtext.Escape(d.Label), ItemName(d.Item))
	case play.DecideFork:
		s := fmt.Sprintf("🔀 %st the fork in room %d, **%s**, %s: took way %d, **%s**", w.pickedAt(d), d.Room, mdtext.Escape(d.Label), w.left(d), d.Way, mdtext.Escape(d.Took))
		if len(d.Passed) > 0 {
			s += ", as " + passedText(d)
		}
		return s
	case play.DecidePatch:
		return w.patchDecision(d)
	case play.DecideNoPick:
		s := fmt.Sprintf("🔀 %st the fork in room %d, **%s**, %s: I left the choice to you", w.pickedAt(d), d.Room, mdtext.Escape(d.Label), w.left(d))
		if len(d.Passed) > 0 {
			s += ", as " + passedText(d)
		}
		return s
	}
	return w.stop(d)
}

// left is how long an idle fork's prompt really waited before the pick
// (rules §6.4), from when it was shown to the pick: "left 14h"; a
// decision saved without the prompt's time says the idle wait was the
// least it waited: "left at least 6h".
func (w Why) left(d play.Decision) string {
	if d.Shown.IsZero() || d.At.IsZero() || d.At.Before(d.Shown) {
		return "left at least " + w.IdleWait
	}
	return "left " + Duration(d.At.Sub(d.Shown))
}

// pickedAt opens an idle-fork decision added to a walk: "Later, at
// Thu 12 Mar 16:05, a" when it has its time (the walk's header gives the
// walk's own), else "A".
func (w Why) pickedAt(d play.Decision) string {
	if d.At.IsZero() || w.Log.Source == play.SourceIdleFork {
		return "A"
	}
	return "Later, " + ago(w.At, d.At) + ", a"
}

// stop is a stop decision with its numbers. It says the stops about
// the walk as a whole (its end, a rest, a level, the room cap, the
// night); the rest are a room's or a door's.
func (w Why) stop(d play.Decision) string {
	switch d.Stop {
	case expedition.StopComplete:
		return "🏆 Stopped: the zone is cleared"
	case expedition.StopEnded, expedition.StopInactive:
		return "Stopped: the run was over"
	case expedition.StopResting:
		return fmt.Sprintf("💤 Stopped: %s %s resting until %s", w.subject(d), were(w.subject(d)), dayClock(w.At, d.Until))
	case expedition.StopLevelUp:
		return fmt.Sprintf("🎉 Stopped after you reached level %d", d.Level)
	case expedition.StopCap:
		return fmt.Sprintf("🚶 Stopped after %s", plural(d.Walked, "room", "rooms"))
	case expedition.StopNight:
		return fmt.Sprintf("🌙 Stopped at %s your time", dayClock(w.At, d.At))
	}
	return w.roomStop(d)
}

// roomStop is a stop in a room, with its numbers: what waited there
// (an encounter, a fight, a fork, the trader), what blocked the way, or
// the HP or supplies (SU) floor it came to; a door's stop goes on to
// doorStop.
func (w Why) roomStop(d play.Decision) string {
	switch d.Stop {
	case expedition.StopEncounter:
		return fmt.Sprintf("🌙 Stopped in room %d: an encounter waited for you", d.Room)
	case expedition.StopFight:
		if d.Label == "" { // a fight running, in no room's name
			return fmt.Sprintf("⚔️ Stopped in room %d: you were in a fight", d.Room)
		}
		return fmt.Sprintf("⚔️ Stopped in room %d, **%s**: a fight waited there for %s `%sfight`", d.Room, mdtext.Escape(d.Label), w.fighter(), w.Prefix)
	case expedition.StopFork:
		return fmt.Sprintf("🔀 Stopped at the fork in room %d", d.Room)
	case expedition.StopBlocked, expedition.StopBehind:
		return fmt.Sprintf("🚧 Stopped in room %d: %s", d.Room, strings.TrimSpace(d.Why))
	case expedition.StopLowHP:
		whose := "the default"
		switch {
		case w.Log.By.Floor != "": // a member's own floor, the party's highest (rules §8.23)
			whose = "**" + mdtext.Escape(w.Log.By.Floor) + "**'s"
		case w.Log.Rules.RestBelowPct > 0 && w.Leader != "":
			whose = "**" + mdtext.Escape(w.Leader) + "**'s"
		case w.Log.Rules.RestBelowPct > 0:
			whose = "your"
		}
		if d.Who != "" { // a party stops for its most wounded member (rules §8.23)
			return fmt.Sprintf("❤️ Stopped in room %d: %s, the party's most wounded, at HP %s, at or below %s %d%% floor", d.Room, w.subject(d), hpPct(d.HP, d.MaxHP), whose, d.Pct)
		}
		return fmt.Sprintf("❤️ Stopped in room %d: HP %s, at or below %s %d%% floor", d.Room, hpPct(d.HP, d.MaxHP), whose, d.Pct)
	case expedition.StopSupplies:
		return fmt.Sprintf("🎒 Stopped in room %d: %s left, less than a day's burn (%s)", d.Room, SU(d.Supplies), SU(d.Burn))
	case expedition.StopTrader:
		return fmt.Sprintf("🛒 Stopped in room %d: the zone's trader keeps shop here", d.Room)
	}
	return w.doorStop(d)
}

// doorStop is a stop at a door the walk does not go through on its own:
// an elite's, the boss's (with the DM when the player asked to be woken)
// or a trap room's; any other stop is a bare "Stopped".
func (w Why) doorStop(d play.Decision) string {
	door := mdtext.Escape(d.Label)
	switch d.Stop {
	case expedition.StopElite:
		return fmt.Sprintf("★ Stopped at the door of **%s**, an elite's room", door)
	case expedition.StopBoss:
		s := fmt.Sprintf("☠ Stopped at the door of **%s**, the boss's room", door)
		if d.Woke {
			s += ", and DMed you as you asked (wake me for bosses)"
		}
		return s
	case expedition.StopTrap:
		return fmt.Sprintf("🪤 Stopped at the door of **%s**, a trap room; `%sadvance` walks you in by hand", door, w.Prefix)
	}
	return "Stopped"
}

// ruleWords are the rules whose words take no number.
var ruleWords = map[play.Rule]string{
	play.RuleDone:        "a walk ends when there's nothing left to walk",
	play.RuleWaits:       "the fights that wait for you are yours to start",
	play.RuleResting:     "no walking while you rest or recover",
	play.RuleLevelUp:     "stop after a level-up, so you can see what changed",
	play.RuleRefused:     "a refused move ends the walk",
	play.RuleNight:       "no walking from 21:00 to 06:00: nights are for camping",
	play.RuleSupplies:    "stop below a day's supplies",
	play.RuleStopElites:  "stop before elites",
	play.RuleEnterElites: "walk into elites",
	play.RuleBossDoor:    "always stop before the boss to rest and restock",
	play.RuleTrapEdges:   "never take trap edges",
	play.RuleTrader:      "stop at the trader the walk comes to, once",
	play.RuleOpener:      "the fight policy's own pick",
}

// passRuleWords name the rule that passed a way over at an idle fork.
var passRuleWords = map[play.PassReason]string{
	play.PassTrap:    "never take trap edges",
	play.PassElite:   "stop before elites",
	play.PassBoss:    "the boss's door is yours",
	play.PassGuarded: "never into an elite's room below half HP",
}

// rule names the rule a decision followed, with its number, and the
// party member whose own rule it was when theirs made the party's
// stricter than the leader's (rules §8.23).
func (w Why) rule(d play.Decision) string {
	text := w.ruleText(d)
	by := map[play.Rule]string{play.RuleRestBelow: w.Log.By.Floor, play.RuleTrapEdges: w.Log.By.Traps, play.RuleStopElites: w.Log.By.Elites}[d.Rule]
	if by != "" {
		text += ", **" + mdtext.Escape(by) + "**'s rule"
	}
	return text
}

// ruleText is the rule a decision followed in words, with its number.
func (w Why) ruleText(d play.Decision) string {
	if d.Rule == play.RuleWaits && w.Leader != "" { // only the leader starts a party's fight (rules §2.13)
		return "the fights that wait for the party are " + w.fighter() + " to start"
	}
	if words, ok := ruleWords[d.Rule]; ok {
		return words
	}
	switch d.Rule {
	case play.RuleDoorPatch:
		return doorPatchRule()
	case play.RuleForks:
		if words := passWords(d); len(words) > 0 { // the idle pick takes no way here (play.IdleWay)
			return "forks are yours to choose; this one I leave to you: " + strings.Join(words, ", ")
		}
		return fmt.Sprintf("forks are yours to choose; left %s, I take a way for you", w.IdleWait)
	case play.RuleRoomCap:
		return fmt.Sprintf("at most %s a walk", plural(d.Limit, "room", "rooms"))
	case play.RuleRestBelow:
		return fmt.Sprintf("rest below %d%%", d.Pct)
	case play.RuleHealBelow:
		return fmt.Sprintf("heal below %d%% in a fight", d.Pct)
	case play.RulePartyVote:
		if d.Tally != nil {
			return "a party's fork left idle goes " + VoteOutcome(*d.Tally, w.leaderName())
		}
		return "a party's fork left idle goes the party's vote"
	case play.RuleFirstOpen:
		return strings.Join(append([]string{"an idle fork takes the first open way"}, passWords(d)...), ", ")
	}
	return string(d.Rule)
}

// passWords names the rules that passed d's ways over, each once however
// many ways it passed.
func passWords(d play.Decision) []string {
	var out []string
	for _, p := range d.Passed {
		if words, ok := passRuleWords[p.Why]; ok && !slices.Contains(out, words) {
			out = append(out, words)
		}
	}
	return out
}

// passedText says why a fork pick passed each way over.
func passedText(d play.Decision) string {
	var parts []string
	for _, p := range d.Passed {
		switch p.Why {
		case play.PassClosed:
			parts = append(parts, fmt.Sprintf("way %d is closed (%s)", p.Way, LockReasonText(p.Option)))
		case play.PassTrap:
			parts = append(parts, fmt.Sprintf("way %d, **%s**, is a trap room", p.Way, mdtext.Escape(p.Label)))
		case play.PassElite:
			parts = append(parts, fmt.Sprintf("way %d, **%s**, is an elite's room", p.Way, mdtext.Escape(p.Label)))
		case play.PassBoss:
			parts = append(parts, fmt.Sprintf("way %d, **%s**, is the boss's room", p.Way, mdtext.Escape(p.Label)))
		case play.PassGuarded:
			parts = append(parts, fmt.Sprintf("way %d, **%s**, is an elite's room and you were at HP %s", p.Way, mdtext.Escape(p.Label), hpPct(d.HP, d.MaxHP)))
		}
	}
	return List(parts)
}

// hpPct is "9/31 = 29%" (the percentage rounded down, as the floor
// compares it).
func hpPct(hp, maxHP int) string {
	if maxHP <= 0 {
		return fmt.Sprintf("%d/%d", hp, maxHP)
	}
	return fmt.Sprintf("%d/%d = %d%%", hp, maxHP, hp*100/maxHP)
}

// dayClock is an instant as the reader's wall clock: "09:00" on the
// reader's current day, "Mon 2 Mar 09:00" on another.
func dayClock(m Moment, t time.Time) string {
	now, at := m.Now.In(m.loc()), t.In(m.loc())
	if y1, m1, d1 := now.Date(); !(at.Year() == y1 && at.Month() == m1 && at.Day() == d1) {
		return at.Format("Mon 2 Jan 15:04")
	}
	return at.Format("15:04")
}

// ago is a past instant for the reader: "09:00 (6h ago)", or "(just
// now)" within the minute.
func ago(m Moment, t time.Time) string {
	d := m.Now.Sub(t)
	if d < time.Minute {
		return dayClock(m, t) + " (just now)"
	}
	return dayClock(m, t) + " (" + Duration(d) + " ago)"
}

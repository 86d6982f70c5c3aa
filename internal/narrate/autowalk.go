package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// AutoWalk is one autopilot walk to word as its one message (rules §10.2):
// the rooms walked, the stop and the state after.
//
//   - Rooms: each room walked, in order. Stop: why the walk stopped; Next:
//     the doorway room of an elite or boss stop; Why: the refusal's words
//     of a blocked stop.
//   - Run, Char, Exp: the run, the character and the expedition after the
//     walk; ThreatFrom: the threat before it.
//   - MinHP: the low-HP threshold in percent. Background: a walk TwinBee
//     took on the player's behalf (sent by DM). Rules: the player's
//     autopilot rules (rules §10.5).
//   - Patch: the autopilot's patch-up at the elite's or boss's door the
//     walk stopped at (play.PatchAtDoor, rules §10.2).
type AutoWalk struct {
	Zone  content.Zone
	Graph zonegraph.Graph
	Rooms []AutoWalkRoom
	Stop  expedition.WalkStop
	Next  zonegraph.NodeID
	Why   string
	Run   zonerun.Run
	Char  rules.Character
	// Party are the party's other members (rules §8.23): the low-HP stop
	// names the most wounded of all.
	Party []rules.Character
	// PickVote is the party's vote standing at the fork the walk stopped
	// at, which the fork left idle goes (rules §6.4).
	PickVote   *expedition.VoteTally
	Exp        expedition.Expedition
	ThreatFrom int
	MinHP      int
	Background bool
	At         Moment
	Prefix     string
	IdleWait   string
	Rules      play.Rules
	// Autorun: the player has the background walk on (rules §10.3), so a
	// walk the night stopped goes on by itself in the morning.
	Autorun bool
	Patch   play.DoorPatch
	// PartyPatch is each member's patch-up at that door, in the seat
	// order of Party (rules §8.23).
	PartyPatch []play.DoorPatch
}

// campHere is the camp the walk's stop offers before a boss: the best
// camp the room and the packs allow, with its rest on these supplies
// (campFunded, rules §8.10, §8.5), nothing once today's camp is made or
// when the packs cannot pay for one; once the rest is over (afterRest)
// while the door's patch-up holds the player (rules §3.3).
func (w AutoWalk) campHere() string {
	no := play.CampRefusal(w.Run, w.Graph, false)
	switch {
	case w.Exp.CampedToday() || w.funds() == expedition.FundsNone:
		return ""
	case no != "":
		return w.afterRest() + w.campBehind(no) + ", "
	}
	return w.afterRest() + campFunded(w.funds(), w.Run.HereCleared(), "here", w.Prefix) + ", "
}

// funds is what the packs pay for among the camps (rules §8.10, §8.5).
func (w AutoWalk) funds() expedition.CampFunds { return expedition.CampFundsOf(w.Exp) }

// afterRest is "once the rest is over, " while a rest holds the player
// (rules.CheckAwake: the door's patch-up, rules §10.2), when no camp is
// made (rules §3.3); "" otherwise.
func (w AutoWalk) afterRest() string {
	if rules.CheckAwake(w.Char, w.At.Now) != nil {
		return "once the rest is over, "
	}
	return ""
}

// longRestHere is how the walk's stop before a boss who wants a full rest
// offers one (rules §8.12): a standard camp's long rest in a cleared room,
// else back to one, the next day's camp once today's is made, or none
// when the packs pay for no long rest (rules §8.5).
func (w AutoWalk) longRestHere() string {
	switch {
	case w.Exp.CampedToday():
		return "No camp now: " + campSpent + ", and its long rest is the one. "
	case !w.funds().LongRest():
		return fmt.Sprintf("Your packs hold %s, and below 10%% supplies no camp gives a long rest: `%sextract` is the way out. ", SU(w.Exp.Supplies.Current), w.Prefix)
	case play.CampRefusal(w.Run, w.Graph, false) != "":
		return capitalise(w.afterRest()+w.campBehind(play.CampRefusal(w.Run, w.Graph, false))) + ". "
	case w.Run.HereCleared():
		return capitalise(w.afterRest()+campFunded(w.funds(), true, "here", w.Prefix)) + ". "
	}
	return fmt.Sprintf("This room isn't cleared: clear it, then `%scamp standard` is a full long rest (1 SU). ", w.Prefix)
}

// campBehind is the true way to a camp from a room that refuses one for
// reason no (play.CampRefusal, the check `!camp` makes): the room
// `!retreat` falls back to when it allows a camp (play.CampBehind), or
// the refusal alone when no room behind allows one or the packs pay for
// none.
func (w AutoWalk) campBehind(no expedition.CampRefusal) string {
	if w.funds() == expedition.FundsNone {
		return fmt.Sprintf("no camp: your packs hold %s, less than a rough camp's 0.5 SU", SU(w.Exp.Supplies.Current))
	}
	if back := play.CampBehind(w.Run, w.Graph); back != "" {
		return fmt.Sprintf("no camp in this room (%s): `%sretreat` to **%s** and %s", no, w.Prefix, w.label(back), campFunded(w.funds(), w.clearedAt(back), "there", w.Prefix))
	}
	return fmt.Sprintf("no camp in this room (%s), nor in the room behind it", no)
}

// campOffer is the camp a low-HP stop offers: the best camp the packs
// pay for in a room that allows one, or from a room that refuses one
// (play.CampRefusal) the way back to one (campBehind); "" when no room
// near allows one or the packs pay for none (noCampNear says which).
func (w AutoWalk) campOffer() string {
	if w.funds() == expedition.FundsNone {
		return ""
	}
	if play.CampRefusal(w.Run, w.Graph, false) == "" {
		return campNamed(w.funds(), inACleared, w.Prefix)
	}
	if back := play.CampBehind(w.Run, w.Graph); back != "" {
		return fmt.Sprintf("`%sretreat` to **%s** and %s", w.Prefix, w.label(back), campNamed(w.funds(), "there", w.Prefix))
	}
	return ""
}

// clearedAt reports whether room node counts as cleared for a camp made
// there (play.Position's Cleared, the flag `!camp` reads).
func (w AutoWalk) clearedAt(node zonegraph.NodeID) bool {
	there := w.Run
	there.Current = node
	return there.HereCleared()
}

// noCampNear is why campOffer has no camp to offer: the packs pay for
// none, or no room here or behind allows one.
func (w AutoWalk) noCampNear() string {
	if w.funds() == expedition.FundsNone {
		return fmt.Sprintf("your packs hold %s, less than a rough camp's 0.5 SU", SU(w.Exp.Supplies.Current))
	}
	return "no camp stands here or in the room behind"
}

// shortRestOffered reports whether the walk's stop may offer a short
// rest: the engine's one check (expedition.PartyShortRestHelps): one
// would recover something for the player or, in a party, for any member
// on their own hit dice (rules §3.1, §8.23), the expedition is not in
// Siege Mode, which refuses short rests (rules §8.8), and the player is
// not resting already (the door's patch-up, rules §10.2).
func (w AutoWalk) shortRestOffered() bool {
	return expedition.PartyShortRestHelps(w.Exp, w.Char, w.Party, w.At.Now)
}

// noShortRest says why the stop offers no short rest (shortRestOffered
// false): Siege Mode refuses one, no hit die is left, or it would bring
// nothing back, said of the party's most wounded member when the stop
// names one (mostWounded, rules §8.23).
func (w AutoWalk) noShortRest() string {
	c, member := w.mostWounded()
	switch {
	case w.Exp.Threat.Siege:
		return "Siege Mode allows no short rest"
	case member && c.HitDice <= 0:
		return fmt.Sprintf("**%s** has no hit die left for a short rest", mdtext.Escape(c.Name))
	case member:
		return fmt.Sprintf("a short rest would bring **%s** nothing back", mdtext.Escape(c.Name))
	case w.Char.HitDice <= 0:
		return "no hit die left for a short rest"
	}
	return "a short rest would bring nothing back"
}

// mostWounded is the party member with the lowest share of their max HP
// when one is lower than the player's (rules §8.23), member true; else
// the player, member false.
func (w AutoWalk) mostWounded() (rules.Character, bool) {
	low := -1
	for k, c := range w.Party {
		ref := w.Char
		if low >= 0 {
			ref = w.Party[low]
		}
		if c.HP*rules.MaxHP(ref) < ref.HP*rules.MaxHP(c) {
			low = k
		}
	}
	if low < 0 {
		return w.Char, false
	}
	return w.Party[low], true
}

// patchLine is the door's patch-up line (DoorPatchText) on a line of its
// own after the stop's text, or "".
func (w AutoWalk) patchLine() string {
	s := ""
	if t := DoorPatchText(w.Patch, w.At); t != "" {
		s = "\n" + t
	}
	for k, mp := range w.PartyPatch {
		if k < len(w.Party) {
			if t := MemberDoorPatchText(w.Party[k].Name, mp, w.At); t != "" {
				s += "\n" + t
			}
		}
	}
	return s
}

// patchUp is how a low-HP stop says to heal: a short rest or a standard
// camp, only the camp when no short rest can be taken (shortRestOffered:
// Siege Mode, rules §8.8, or no hit die left), no camp once today's is
// made (rules §8.10).
func (w AutoWalk) patchUp() string {
	short := w.shortRestOffered()
	switch {
	case w.Exp.CampedToday() && !short:
		return fmt.Sprintf("%s and %s: wait for it, or `%sextract`", capitalise(w.noShortRest()), campSpent, w.Prefix)
	case w.Exp.CampedToday():
		return fmt.Sprintf("`%srest short` (%s)", w.Prefix, campSpent)
	case !short && w.campOffer() == "":
		return fmt.Sprintf("%s and %s: `%sadvance` walks you on by hand, or `%sextract`", capitalise(w.noShortRest()), w.noCampNear(), w.Prefix, w.Prefix)
	case !short:
		return fmt.Sprintf("%s (%s)", w.campOffer(), w.noShortRest())
	case w.campOffer() == "":
		return fmt.Sprintf("`%srest short`", w.Prefix)
	}
	return fmt.Sprintf("`%srest short`, or %s", w.Prefix, w.campOffer())
}

// AutoWalkRoom is one step of a walk: the run after it (it keys the
// step's lines), its events and the lines the expedition added (its threat
// summary left out: the walk shows its total).
type AutoWalkRoom struct {
	Run    zonerun.Run
	Events []zonerun.Event
	Lines  []string
}

// AutoWalkText renders a walk: the "🚶 Auto-walk" header, each room in a
// few lines (its fights, trap, treasure and the harvest footer in the same
// shape as `!zone advance` prints it), the totals (rooms, fights, HP, the
// harvest merged with harvest.MergeYields), the threat from start to end,
// and the stop with what to do next.
func AutoWalkText(w AutoWalk) string {
	rooms := 0
	fights := 0
	var yields [][]harvest.Yield
	fails := 0
	var parts []string
	for _, rm := range w.Rooms {
		var block []string
		for _, e := range rm.Events {
			switch e.Kind {
			case zonerun.EvRoomEntered:
				rooms++
			case zonerun.EvFightResolved:
				fights++
			case zonerun.EvHarvest:
				if e.Harvest != nil {
					yields = append(yields, e.Harvest.Yields)
					fails += e.Harvest.Fails
				}
			}
			if line := w.eventLine(rm.Run, e); line != "" {
				block = append(block, line)
			}
		}
		block = append(block, PartyShareLines(rm.Events, Names(w.Party))...)
		block = append(block, rm.Lines...)
		if len(block) > 0 {
			parts = append(parts, strings.Join(block, "\n"))
		}
	}
	head := fmt.Sprintf("🚶 **Auto-walk** · **%s** · %s", w.Zone.Name, plural(rooms, "room", "rooms"))
	switch {
	case rooms == 0: // a walk that stopped before its first room: no count to show
		head = fmt.Sprintf("🚶 **Auto-walk** · **%s** · you stay where you are", w.Zone.Name)
	case w.Background: // a walk of its own, also the one right after `!expedition run on`
		head += " walked on my own"
	}
	out := []string{head}
	out = append(out, parts...)
	if rooms > 0 {
		out = append(out, w.totals(rooms, fights, harvest.MergeYields(yields...), fails))
	}
	out = append(out, w.stopText())
	return strings.Join(out, "\n\n")
}

// totals is the walk's closing tally: rooms, fights, HP, the harvest in
// all and the threat from start to end.
func (w AutoWalk) totals(rooms, fights int, ys []harvest.Yield, fails int) string {
	line := fmt.Sprintf("🎒 **Walked** %s · %s · HP %d/%d", plural(rooms, "room", "rooms"),
		plural(fights, "fight", "fights"), w.Char.HP, rules.MaxHP(w.Char))
	for _, c := range w.Party {
		line += fmt.Sprintf("\n👥 **%s** HP %d/%d", mdtext.Escape(c.Name), c.HP, rules.MaxHP(c))
	}
	if f := harvest.FormatFooter(ys, fails); f != "" {
		line += "\n⛏️ **Harvest in all:** " + f
	}
	if to := w.Exp.Threat.Level; to != w.ThreatFrom {
		line += fmt.Sprintf("\n⏰ **Threat** %d → %d · %s", w.ThreatFrom, to, BandText(to))
	}
	return line
}

// fightLine is an ordinary fight in one line: who, the result, HP, XP,
// a level-up and the loot.
func (w AutoWalk) fightLine(f *zonerun.FightReport) string {
	if f == nil {
		return ""
	}
	var names []string
	for _, id := range f.Monsters {
		name := string(id)
		if m, ok := content.MonsterByID(id); ok {
			name = m.Name
		}
		names = append(names, "**"+mdtext.Escape(name)+"**")
	}
	line := "⚔️ " + List(names) + ": " + fightResultLine(f)
	if f.Result != combat.ResultDowned {
		line += fmt.Sprintf(" · HP %d/%d", f.HP, f.MaxHP)
	}
	if f.XP > 0 {
		line += fmt.Sprintf(" · +%d XP", f.XP)
	}
	// A won fight's result line names what escaped (fightResultLine).
	if f.Result == combat.ResultTimeoutWon && len(f.Kills) < len(f.Monsters) {
		if away := len(f.Monsters) - len(f.Kills); away == 1 && len(f.Monsters) == 1 {
			line += " · it got away"
		} else {
			line += fmt.Sprintf(" · %d got away", away)
		}
	}
	if f.LevelUp.LevelledUp() {
		line += fmt.Sprintf(" · 🎉 **Level %d!**", f.LevelUp.NewLevel)
	}
	if loot := DropsText(f.Loot); loot != "" {
		line += "\n💰 " + loot
	}
	return line
}

// label is a node's label, escaped.
func (w AutoWalk) label(node zonegraph.NodeID) string {
	if n, ok := w.Graph.Nodes[node]; ok {
		return mdtext.Escape(n.Label)
	}
	return mdtext.Escape(string(node))
}

// stopText says why the walk stopped and what the player can do ("" for
// a stop with nothing to say).
func (w AutoWalk) stopText() string {
	if text, ok := stopTexts[w.Stop]; ok {
		return text(w)
	}
	return ""
}

// stopTexts are the words of each stop of the walk.
var stopTexts = map[expedition.WalkStop]func(w AutoWalk) string{
	expedition.StopFork:      AutoWalk.forkStop,
	expedition.StopElite:     AutoWalk.eliteStop,
	expedition.StopBoss:      AutoWalk.bossStop,
	expedition.StopTrap:      AutoWalk.trapStop,
	expedition.StopTrader:    AutoWalk.traderStop,
	expedition.StopFight:     AutoWalk.fightStop,
	expedition.StopEncounter: AutoWalk.encounterStop,
	expedition.StopLowHP:     AutoWalk.lowHPStop,
	expedition.StopSupplies:  AutoWalk.suppliesStop,
	expedition.StopNight:     AutoWalk.nightStop,
	expedition.StopResting:   AutoWalk.restingStop,
	expedition.StopBlocked:   AutoWalk.blockedStop,
	expedition.StopLevelUp:   AutoWalk.levelUpStop,
	expedition.StopEnded:     AutoWalk.endedStop,
	expedition.StopComplete:  AutoWalk.completeStop,
	expedition.StopCap:       AutoWalk.capStop,
}

// forkStop says the walk stopped at a fork: the prompt, or where to see the
// ways.
func (w AutoWalk) forkStop() string {
	p := w.Prefix
	if w.Run.Prompt != nil {
		return ForkPromptFor(w.Graph, *w.Run.Prompt, w.Run, w.Char, w.Rules, p, PickWait{For: w.IdleWait, HeldBy: play.IdlePickHeld(w.Exp), Voters: Names(w.Party), Vote: w.PickVote})
	}
	return fmt.Sprintf("🔀 The way forks: your call, not mine. `%szone status` shows the ways.", p)
}

// eliteStop says the walk stopped at an elite's door, with the patch-up's
// line.
func (w AutoWalk) eliteStop() string {
	p := w.Prefix
	rest := ""
	if w.shortRestOffered() {
		rest = fmt.Sprintf(" (a `%srest short` first never hurt anyone)", p)
	}
	if w.Patch.Rests > 0 {
		rest = ", once the rest is over"
	}
	return fmt.Sprintf("★ Next door: **%s**, and something in there means business. I don't walk you into those. `%sadvance` when you're ready%s.",
		w.label(w.Next), p, rest) + w.patchLine()
}

// bossStop says the walk stopped at the boss's door: rest and restock,
// fully rested for a boss that wants it, with the patch-up's line.
func (w AutoWalk) bossStop() string {
	p := w.Prefix
	rest := ""
	if w.shortRestOffered() {
		rest = fmt.Sprintf("`%srest short` patches you up, ", p)
	}
	if expedition.CheckBossDoor(w.Exp, w.Char) != nil {
		return fmt.Sprintf("☠ Next door: **%s**, the boss's room. **Rest and restock** before you knock: this boss is faced only **fully rested**, with full HP and every hit die, spell slot and feature use back. %s`%ssupplies` shows what's left. Then `%sadvance`.",
			w.label(w.Next), w.longRestHere(), p, p)
	}
	return fmt.Sprintf("☠ Next door: **%s**, the boss's room. **Rest and restock** before you knock: %s%s`%ssupplies` shows what's left. Then `%sadvance`.",
		w.label(w.Next), w.campHere(), rest, p, p) + w.patchLine()
}

// trapStop says the walk stopped before a trap room the player's rules avoid.
func (w AutoWalk) trapStop() string {
	p := w.Prefix
	return fmt.Sprintf("🪤 Next door: **%s**, a trap room, and your rules say never take trap edges. `%sadvance` walks you in by hand; `%sautopilot allow trap edges` lets me.",
		w.label(w.Next), p, p)
}

// traderStop says the walk stopped at the zone's trader ("" in a zone
// without one).
func (w AutoWalk) traderStop() string {
	p := w.Prefix
	if t, ok := content.TraderOf(w.Exp.ZoneID); ok {
		shop := fmt.Sprintf("🛒 **%s** keeps shop here, the zone's one trader, so I stopped: `%strade` shows the wares", mdtext.Escape(capitalise(t.Name)), p)
		return walksOn(w.Exp, w.At, p, shop+fmt.Sprintf(", and `%sexpedition run` walks on.", p), shop+". ")
	}
	return ""
}

// fightStop says the walk stopped at a fight: the foes barring the way, or
// the fight in progress.
func (w AutoWalk) fightStop() string {
	p := w.Prefix
	if _, enc, ok := w.Run.PendingFight(); ok {
		return fmt.Sprintf("★ %s %s the way. `%sfight` when you're ready.", FoesLine(enc.Monsters, enc.Patrol, RunGround(w.Zone, w.Run)),
			agree(len(enc.Monsters), "bars", "bar"), p)
	}
	return fmt.Sprintf("⚔️ You're in a fight. `%sfight` shows where it stands.", p)
}

// encounterStop says an encounter found the player first: the road's and a
// hunt's speak of no night (rules §8.11).
func (w AutoWalk) encounterStop() string {
	p := w.Prefix
	// the road's and a hunt's speak of no night (rules §8.11)
	lead := "🌙 Something found you first."
	if n := w.Exp.PendingNight; n != nil {
		switch n.Source {
		case expedition.SourceTransit:
			lead = "🧭 Something found you on the road first."
		case expedition.SourceWander:
			lead = "👁️ Something hunting you found you first."
		case expedition.SourceLoop:
			lead = "🧚 The time loop filled the room with new company."
		}
	}
	return fmt.Sprintf("%s `%sfight` to face it.", lead, p)
}

// lowHPStop says the walk stopped at the low-HP mark, and how to patch up.
func (w AutoWalk) lowHPStop() string {
	if c, member := w.mostWounded(); member {
		return fmt.Sprintf("❤️ **%s** is at HP %d/%d, at or below %d%%: I won't walk the party into the next room like that. %s.",
			mdtext.Escape(c.Name), c.HP, rules.MaxHP(c), w.MinHP, w.patchUp())
	}
	return fmt.Sprintf("❤️ HP %d/%d, at or below %d%%: I won't walk you into the next room like that. %s.",
		w.Char.HP, rules.MaxHP(w.Char), w.MinHP, w.patchUp())
}

// suppliesStop says the walk stopped short of a day's burn.
func (w AutoWalk) suppliesStop() string {
	p := w.Prefix
	return fmt.Sprintf("🎒 %s left, less than a day's burn (%s a day). Time to think about `%sextract`; `%sadvance` still walks you on by hand.",
		SU(w.Exp.Supplies.Current), SU(expedition.DailyBurn(w.Exp).Total), p, p)
}

// restingStop says the walk waits for a rest or a recovery to end.
func (w AutoWalk) restingStop() string {
	if rules.CheckAwake(w.Char, w.At.Now) == nil { // a member holds the party's walk (rules §8.23): the last up
		var who rules.Character
		for _, m := range w.Party {
			if rules.CheckAwake(m, w.At.Now) != nil && heldUntil(m, w.At.Now).After(heldUntil(who, w.At.Now)) {
				who = m
			}
		}
		if who.Name != "" {
			return fmt.Sprintf("💤 **%s** %s until %s. The party's walk waits for them.", mdtext.Escape(who.Name),
				heldVerb(who, w.At.Now), w.At.When(heldUntil(who, w.At.Now)))
		}
	}
	return fmt.Sprintf("💤 You're resting until %s. The walk waits.", w.At.When(heldUntil(w.Char, w.At.Now)))
}

// heldUntil is when ch's rest or knock-out (rules §3.3) ends.
func heldUntil(ch rules.Character, now time.Time) time.Time {
	if ch.IsRecovering(now) {
		return ch.DownUntil
	}
	return ch.LockoutUntil
}

// heldVerb says what holds ch: a rest, or being down.
func heldVerb(ch rules.Character, now time.Time) string {
	if ch.IsRecovering(now) {
		return "is down"
	}
	return "rests"
}

// blockedStop says why the way on is blocked.
func (w AutoWalk) blockedStop() string {
	return "🚧 " + w.Why
}

// levelUpStop says the walk stopped at a level-up.
func (w AutoWalk) levelUpStop() string {
	p := w.Prefix
	return fmt.Sprintf("🎉 **Level %d!** I'll stop here so you can see what changed: `%ssheet`. %s", w.Char.Level, p,
		walksOn(w.Exp, w.At, p, fmt.Sprintf("`%sexpedition run` walks on.", p), ""))
}

// endedStop says the walk ended with the expedition or run.
func (w AutoWalk) endedStop() string {
	return "The walk ends here."
}

// completeStop says the zone is cleared.
func (w AutoWalk) completeStop() string {
	return "🏆 Nothing left to walk: the zone is yours."
}

// capStop says the walk reached its room cap: in the background, when the
// next walk comes (or why it will not take a step); else how to walk on.
func (w AutoWalk) capStop() string {
	p := w.Prefix
	if w.Background && expedition.TooLowToWalk(w.Char.HP, rules.MaxHP(w.Char), w.MinHP) {
		// The next background walk would stop at the door in silence.
		return fmt.Sprintf("❤️ HP %d/%d, at or below %d%%: I won't walk on until you've patched up. %s; I'll pick it up from there.",
			w.Char.HP, rules.MaxHP(w.Char), w.MinHP, w.patchUp())
	}
	if w.Background {
		// the next walk's own look (play.NextStop): at an elite's, the
		// boss's or an avoided trap's door it would not take a step
		if waits := w.doorWait(); waits != "" {
			return fmt.Sprintf("🚶 That's %d rooms for this walk, and the next is one I leave to you: %s.", len(w.Rooms), waits.text(p))
		}
		// The next background walk comes in AutorunEvery, or, when that
		// falls at night, at the morning's first walk (rules §10.3): its
		// supplies are asked then.
		later := Moment{Now: w.At.Now.Add(expedition.AutorunEvery), Loc: w.At.Loc}
		when := "in a couple of hours"
		if expedition.IsNight(later.Now, later.loc()) {
			// asked at night, the supplies check counts the 06:00 burn first
			when = "at " + w.At.When(play.IdleMorning(later.Now, later.loc())) + ", the morning's first walk: none at night"
		}
		return walksOn(w.Exp, later, p, fmt.Sprintf("I'll walk on %s. `%sexpedition run` goes on now; `%sexpedition run off` stops me.", when, p, p), "")
	}
	return fmt.Sprintf("🚶 That's %d rooms for one walk. %s", len(w.Rooms), walksOn(w.Exp, w.At, p, fmt.Sprintf("`%sexpedition run` again to go on.", p), ""))
}

// RunAtWaitingFight is `!expedition run` answered while a fight waits in
// the player's room (rules §10.2, 2): enc is the waiting fight, named on
// ground g (FoesLine). Under the "walk into elites" rule an elite's fight
// is still the player's to start (rules §10.5: the rule only walks
// through the door), and the answer says so; any other waiting fight
// bars the way.
func RunAtWaitingFight(enc zonerun.Encounter, g Ground, eliteUnderRule bool, prefix string) string {
	line, n := FoesLine(enc.Monsters, enc.Patrol, g), len(enc.Monsters)
	it := agree(n, "it", "they")
	if eliteUnderRule {
		return fmt.Sprintf("★ %s %s for you in this room. Your rule **walk into elites** only walks you through an elite's door: I never start its fight for you. `%sfight` to take it on, or `%sretreat` to back out (%s %s here).",
			line, agree(n, "waits", "wait"), prefix, prefix, it, agree(n, "waits", "wait"))
	}
	return fmt.Sprintf("%s %s the way, and I don't walk you into those. `%sfight` when you're ready, or `%sretreat` to back out (%s %s here).",
		line, agree(n, "bars", "bar"), prefix, prefix, it, agree(n, "waits", "wait"))
}

// plural is "1 room", "3 rooms".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// doorWait is the door the next walk from where w stopped would halt at
// and leave to the player (play.NextStop under the player's rules, as the
// background walk looks: rules §10.2): an elite's, the boss's or an
// avoided trap's; "" for none.
func (w AutoWalk) doorWait() AutorunWait {
	stop, _, _ := play.NextStop(play.Look{Exp: w.Exp, Run: w.Run, Graph: w.Graph, Char: w.Char, Limit: expedition.AutorunRooms,
		MinHPPct: w.MinHP, Now: w.At.Now, Loc: w.At.loc(), AvoidTrapEdges: w.Rules.AvoidTrapEdges, EnterElites: w.Rules.EnterElites})
	switch stop {
	case expedition.StopElite:
		return WaitElite
	case expedition.StopBoss:
		return WaitBoss
	case expedition.StopTrap:
		return WaitTrap
	}
	return ""
}

// Names are the characters' names, in order (a party's by seat).
func Names(cs []rules.Character) []string {
	out := make([]string, len(cs))
	for k, c := range cs {
		out[k] = c.Name
	}
	return out
}

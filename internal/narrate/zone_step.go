package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ZoneStep is one zone-run answer to word: the zone, its graph, the run after
// the step, the step's events, the character after it and the reader's moment
// and command prefix.
type ZoneStep struct {
	Zone   content.Zone
	Graph  zonegraph.Graph
	Run    zonerun.Run
	Events []zonerun.Event
	Char   rules.Character
	At     Moment
	Prefix string
	// IdleWait is how long an idle fork waits before TwinBee chooses (for
	// the prompt's footer and the idle-pick line).
	IdleWait string
	// PickHeldBy names the monsters of an encounter waiting for the
	// player, which hold a fork's idle pick (play.IdlePickHeld).
	PickHeldBy []content.MonsterID
	// PickWhy, for TwinBee's own answer to a fork (the idle pick), says
	// which way and why (ForkPickText); it follows TwinBee's line.
	PickWhy string
	// PickVote, for TwinBee's answer to a party's fork left idle with
	// votes cast, is the tally that chose the way (rules §6.4): its line
	// replaces the idle pick's.
	PickVote *expedition.VoteTally
	// Voters are the names of the party's members other than the leader,
	// whose reactions to the fork prompt are votes (rules §6.4).
	Voters []string
	// Waited, for TwinBee's own answer to a fork, is how long the prompt
	// waited ("10h 15m" after a night); "" is IdleWait.
	Waited string
	// Expedition marks a run inside an expedition: the texts name the
	// expedition's verbs (`!advance`, `!map`, `!extract`) and the start
	// speaks of days and supplies instead of "no clock".
	Expedition bool
	// Rules are the player's autopilot rules (rules §10.5): the fork
	// prompt's idle pick goes by them.
	Rules play.Rules
	// Extra are paragraphs another plugin adds to the step (an
	// expedition's threat, transit and milestones), shown after the
	// events and before the footer.
	Extra []string
	// ExtraAsks marks Extra paragraphs that end with a question for the
	// player (an encounter met on the road): no "to go on" footer.
	ExtraAsks bool
	// ShortRest: on an expedition, a `!rest short` would be taken now and
	// bring something back (expedition.ShortRestHelps: not in Siege Mode,
	// not resting, something to recover); an elite's or boss's prompt
	// suggests one only then.
	ShortRest bool
	// NoAdvance: on an expedition, why `!advance` would be refused after
	// the step (play.AdvanceRefusal: the boss faced only fully rested,
	// heat exhaustion), nil when it would be taken; the footer then says
	// why instead of offering it.
	NoAdvance error
	// Roster is the class of each seat of a party walking the run, the
	// leader's first (combat.Roster): its foes' HP are told as the party
	// fights them (rules §2.13); none or one alone.
	Roster []rules.ClassID
	// Mates are the party's members other than the leader (Char), by
	// seat: the start tells each their own share of the zone's band
	// (rules §6.2); none alone.
	Mates []rules.Character
}

// ground is the ground the step's foes are told on: the run's fight
// modifiers (mods, when a fight kept its own) and the party's roster.
func (s ZoneStep) ground(mods *zonerun.FightMods) Ground {
	g := RunGround(s.Zone, s.Run)
	if mods != nil {
		g = ModsGround(s.Zone, *mods) // the fight's own modifiers: the run's may have moved since
	}
	g.Roster = s.Roster
	return g
}

// ZoneStepText renders a step's events in order as TwinBee tells them,
// paragraphs separated by blank lines, and ends with what to type next
// when the run goes on and nothing else asked for an answer.
func ZoneStepText(s ZoneStep) string {
	var parts []string
	asked := false
	for _, e := range s.Events {
		text, asks := s.event(e)
		if text != "" {
			parts = append(parts, text)
		}
		asked = asked || asks
	}
	for _, x := range s.Extra {
		if x != "" {
			parts = append(parts, x)
		}
	}
	if !asked && !s.ExtraAsks && !s.Run.Status.Over() {
		switch {
		case s.Expedition && s.NoAdvance != nil:
			parts = append(parts, fmt.Sprintf("`%ssearch` the room · `%smap` for the map.", s.Prefix, s.Prefix)+noAdvanceLine(s.NoAdvance, s.Prefix))
		case s.Expedition:
			parts = append(parts, fmt.Sprintf("`%sadvance` to go on · `%ssearch` the room · `%smap` for the map.", s.Prefix, s.Prefix, s.Prefix))
		default:
			parts = append(parts, fmt.Sprintf("`%szone advance` to go on · `%szone map` for the map.", s.Prefix, s.Prefix))
		}
	}
	return strings.Join(parts, "\n\n")
}

// event renders one event; asks reports whether it ends with a question
// for the player (a fork prompt, a waiting fight). An event of a kind
// with no text (stepTexts) renders as "".
func (s ZoneStep) event(e zonerun.Event) (text string, asks bool) {
	render, ok := stepTexts[e.Kind]
	if !ok {
		return "", false
	}
	return render(s, e), e.Kind == zonerun.EvFightPending || e.Kind == zonerun.EvForkPrompt
}

// stepTexts are the text of each kind of run event a step tells.
var stepTexts = map[zonerun.EventKind]func(s ZoneStep, e zonerun.Event) string{
	zonerun.EvRunStarted:    ZoneStep.runStarted,
	zonerun.EvWayChosen:     ZoneStep.wayChosen,
	zonerun.EvRegionEntered: ZoneStep.region,
	zonerun.EvDoubledBack:   ZoneStep.doubledBack,
	zonerun.EvRoomEntered:   ZoneStep.room,
	zonerun.EvForkReopened:  func(s ZoneStep, _ zonerun.Event) string { return s.forkReopened() },
	zonerun.EvRoomQuiet:     ZoneStep.quiet,
	zonerun.EvFightResolved: func(s ZoneStep, e zonerun.Event) string { return s.fight(e.Fight) },
	zonerun.EvRespawnMet: func(ZoneStep, zonerun.Event) string {
		return "👣 This room was cleared, but something has moved back in."
	},
	zonerun.EvFightPending: func(s ZoneStep, e zonerun.Event) string { return s.pending(e.Fight) },
	zonerun.EvTrap:         func(_ ZoneStep, e zonerun.Event) string { return trapText(e.Trap) },
	zonerun.EvTreasure:     func(_ ZoneStep, e zonerun.Event) string { return treasureText(e) },
	zonerun.EvSafeRoom: func(s ZoneStep, e zonerun.Event) string {
		return SafeRoomText(s.Zone.ID, e.Node, s.Expedition, s.Prefix)
	},
	zonerun.EvHarvest: func(s ZoneStep, e zonerun.Event) string {
		if e.Harvest == nil {
			return ""
		}
		return HarvestText(s.Run, e.Node, *e.Harvest, s.Expedition)
	},
	zonerun.EvForkPrompt: func(s ZoneStep, e zonerun.Event) string {
		return ForkPromptFor(s.Graph, *e.Prompt, s.Run, s.Char, s.Rules, s.Prefix, PickWait{For: s.IdleWait, HeldBy: s.PickHeldBy, Voters: s.Voters})
	},
	zonerun.EvRegionCleared: func(s ZoneStep, e zonerun.Event) string {
		return fmt.Sprintf("🏁 **%s** is cleared. The way on is open.", s.regionName(e.Region))
	},
	zonerun.EvZoneCleared: ZoneStep.zoneCleared,
	zonerun.EvRunLost:     ZoneStep.runLost,
	zonerun.EvRunFled: func(s ZoneStep, _ zonerun.Event) string {
		return fmt.Sprintf("🏃 You're out of **%s**, wounds and all. The run ends here.", s.Zone.Name)
	},
	zonerun.EvRunAbandoned: func(s ZoneStep, e zonerun.Event) string {
		return fmt.Sprintf("🚪 You walk out of **%s** from room %d, %s. The run is over; what you carried out is yours.",
			s.Zone.Name, e.Number, s.label(e.Node))
	},
}

// runStarted opens a run, with a note on what an earlier run took that
// has not grown back.
func (s ZoneStep) runStarted(e zonerun.Event) string {
	switch {
	case e.Spent && s.Expedition:
		return s.started() + "\n" + SpentZoneExpeditionText
	case e.Spent:
		return s.started() + "\n" + SpentZoneText
	}
	return s.started()
}

// wayChosen tells a way taken at a fork: the rooms shifting under the
// player, and TwinBee's pick of a fork left idle (with why).
func (s ZoneStep) wayChosen(e zonerun.Event) string {
	shift, picked := "", e.To
	if e.Meant != "" {
		picked = e.Meant
		shift = fmt.Sprintf("🌀 **The rooms shift.** The way to **%s** opens onto **%s**.", s.label(e.Meant), s.label(e.To))
	}
	if !e.Auto {
		return shift
	}
	wait := s.IdleWait
	if s.Waited != "" {
		wait = s.Waited
	}
	line := pickLine(s.Run, flavor.ZoneIdle, map[string]string{"room": s.label(picked), "wait": wait}, string(e.Node))
	if s.PickVote != nil {
		line = VotePick(*s.PickVote, s.Char.Name, s.label(picked), wait)
	}
	if s.PickWhy != "" {
		line += "\n" + s.PickWhy
	}
	return strings.TrimSpace(line + "\n" + shift)
}

// zoneCleared tells the zone cleared.
func (s ZoneStep) zoneCleared(zonerun.Event) string {
	return "🏆 " + pickLine(s.Run, flavor.ZoneCleared, map[string]string{"zone": "**" + s.Zone.Name + "**"})
}

// quiet tells a room that holds no fight, unless the harvest's noise
// woke a foe that is on its way (then no "nothing stirs").
func (s ZoneStep) quiet(e zonerun.Event) string {
	if s.clatterIn(e.Node) {
		return ""
	}
	return pickLine(s.Run, flavor.ZoneQuiet, nil, string(e.Node))
}

// runLost tells a run lost: on an expedition the forced extraction that
// follows says what comes next (rules §8.18); after a fight, its own
// report already said how long the player is down; else when they are
// back and how to start afresh.
func (s ZoneStep) runLost(e zonerun.Event) string {
	switch {
	case s.Expedition:
		return fmt.Sprintf("💀 The run ends in **%s**.", s.label(e.Node))
	case s.has(zonerun.EvFightOver):
		return fmt.Sprintf("💀 The run ends in **%s**. The zone will be there for a fresh run once you're back on your feet.", s.label(e.Node))
	}
	return fmt.Sprintf("💀 The run ends in **%s**. You're out until %s; then `%szone start %s` begins a fresh run.",
		s.label(e.Node), s.At.When(s.Char.DownUntil), s.Prefix, s.Zone.ID)
}

// has reports whether the step holds an event of kind k.
func (s ZoneStep) has(k zonerun.EventKind) bool {
	for _, e := range s.Events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// started opens a run.
func (s ZoneStep) started() string {
	lo, hi := s.Graph.LuckFreePathStats().MinRooms, s.Graph.AllPathStats().MaxRooms
	rooms := plural(lo, "room", "rooms") + " to the boss"
	if hi > lo {
		rooms = fmt.Sprintf("%d–%d rooms to the boss", lo, hi)
	}
	text := fmt.Sprintf("🗺️ **%s** enters **%s**: tier %d, levels %d–%d, %s. No supplies, no clock: just you and the dark.",
		s.Char.Name, s.Zone.Name, s.Zone.Tier, s.Zone.MinLevel, s.Zone.MaxLevel, rooms)
	if s.Expedition {
		text = fmt.Sprintf("🗺️ **%s** enters **%s**: tier %d, levels %d–%d, %s. Day 1 of the expedition; the clock is running.",
			s.Char.Name, s.Zone.Name, s.Zone.Tier, s.Zone.MinLevel, s.Zone.MaxLevel, rooms)
	}
	if note := PartyBandNote(s.Zone, append([]rules.Character{s.Char}, s.Mates...)); note != "" {
		text += "\n" + note
	}
	return text
}

// clatterIn reports whether the step's harvest pass in node woke a foe
// (harvest.PassResult.Interrupt, rules §7.5).
func (s ZoneStep) clatterIn(node zonegraph.NodeID) bool {
	for _, e := range s.Events {
		if e.Kind == zonerun.EvHarvest && e.Node == node && e.Harvest != nil && e.Harvest.Interrupt != nil && len(e.Harvest.Interrupt.Monsters) > 0 {
			return true
		}
	}
	return false
}

// newSinceIn reports whether the step met something new in node since the
// player passed: a foe that moved back in (zonerun.EvRespawnMet) or a
// re-armed trap (rules §8.7).
func (s ZoneStep) newSinceIn(node zonegraph.NodeID) bool {
	for _, e := range s.Events {
		if e.Node != node {
			continue
		}
		if e.Kind == zonerun.EvRespawnMet || e.Kind == zonerun.EvTrap && e.Trap != nil && e.Trap.Rearmed {
			return true
		}
	}
	return false
}

// room heads a room: its number and label, then its line.
func (s ZoneStep) room(e zonerun.Event) string {
	n := s.Graph.Nodes[e.Node]
	head := fmt.Sprintf("**Room %d · %s**", e.Number, mdtext.Escape(n.Label))
	rm, hasRoom := s.Run.Rooms[e.Node]
	waits := hasRoom && rm.Fight != nil && rm.Fight.Pending // a foe still bars it: not "nothing else"
	switch {
	case e.Revisit && s.newSinceIn(e.Node):
		return head // the respawn's or the trap's own line follows: no "nothing new has crawled in"
	case e.Revisit && !waits:
		return head + "\n" + pickLine(s.Run, flavor.ZoneRevisit, nil, string(e.Node), s.Run.RoomsTraversed)
	case e.Spent && s.Expedition:
		return head + "\n" + SpentRoomExpeditionText
	case e.Spent:
		return head + "\n" + SpentRoomText
	case n.Content.Narration != "":
		return head + "\n" + n.Content.Narration
	}
	resource := "**" + mdtext.Escape(ItemName(n.Content.HarvestRef)) + "**"
	if n.Kind == zonegraph.KindHarvest {
		ref, ok := s.harvestNamed(e.Node, n.Content.HarvestRef)
		if !ok {
			return head + "\n" + NothingToGatherText
		}
		resource = "**" + mdtext.Escape(ItemName(ref)) + "**"
	}
	return head + "\n" + roomLine(s.Run, s.Graph, e.Node, map[string]string{"zone": s.Zone.Name, "resource": resource})
}

// NothingToGatherText is a harvest room's intro when none of its nodes
// was worked on entering (every one empty, gated or blocked, or the
// pass cut short before the first roll).
const NothingToGatherText = "A harvest room, though nothing here was ready to gather as you came in."

// harvestNamed is the resource a harvest room's intro may name (rules
// §7.3): the room's featured resource (ref) when the pass on entering
// rolled on its node, which had charges then, else the first resource the
// pass rolled on; false when it rolled on none. A step without the pass
// (a test's hand-made event) keeps ref when there is one.
func (s ZoneStep) harvestNamed(node zonegraph.NodeID, ref content.ItemID) (content.ItemID, bool) {
	for _, ev := range s.Events {
		if ev.Kind != zonerun.EvHarvest || ev.Harvest == nil || ev.Harvest.Room != node {
			continue
		}
		var first content.ItemID
		for _, a := range ev.Harvest.Attempts {
			if a.Resource == ref {
				return ref, true
			}
			if first == "" {
				first = a.Resource
			}
		}
		return first, first != ""
	}
	return ref, ref != ""
}

// SpentZoneText warns a player starting a standalone zone run that their
// last run of the zone emptied rooms that have not grown back (rules
// §6.10); an expedition's start says SpentZoneExpeditionText instead.
const SpentZoneText = "🍂 Your last run here emptied some rooms: no foes, traps or treasure in them this run, and their harvest as you left it. The zone grows back for your next run after 06:00, or after a long rest."

// SpentZoneExpeditionText is SpentZoneText on an expedition, where a
// rollover or a camp's long rest grows the zone back around the run.
const SpentZoneExpeditionText = "🍂 Your last run here emptied some rooms. At 06:00, or with a camp's long rest, the zone grows back: each such room this expedition has not yet walked into holds its foes, traps and treasure again."

// SpentRoomText tells a player on a standalone zone run that a room their
// last run of the zone emptied holds nothing new: no foe, trap or treasure,
// and its harvest nodes as that run left them (rules §6.10).
const SpentRoomText = "🍂 Your last run here emptied this room: no foes, traps or treasure this run, and its harvest is as you left it."

// SpentRoomExpeditionText is SpentRoomText on an expedition, where the
// room's harvest grows back at the next 06:00 or camp's long rest.
const SpentRoomExpeditionText = "🍂 Your last run here emptied this room: no foes, traps or treasure in it this expedition, and its harvest is as you left it until 06:00, or a camp's long rest."

// ZoneGrewText tells the player the rooms their last run emptied have
// grown back around the expedition (rules §6.10; zonerun.GrowBack).
const ZoneGrewText = "🍂 The rooms your last run here emptied have grown back: their harvest is full again, and those you have not walked into yet hold their foes and loot too."

// region announces a new region.
func (s ZoneStep) region(e zonerun.Event) string {
	i := s.Graph.RegionIndex(e.Region)
	name := s.regionName(e.Region)
	line := pickLine(s.Run, flavor.ZoneRegion, map[string]string{"region": "**" + name + "**"}, e.Region)
	if own := RegionFlavor(s.Zone, e.Region, s.Run.Seed); own != "" {
		line += " " + own
	}
	return fmt.Sprintf("🧭 **Region %d/%d: %s**\n%s", i+1, len(s.Graph.Regions), name, line)
}

// RegionFlavor is one of region's own lines from the zone data (rules
// §6.7), picked by seed; "" for a zone without regions or an unknown one.
func RegionFlavor(z content.Zone, region string, seed uint64) string {
	r, ok := z.Region(region)
	if !ok || len(r.Flavor) == 0 {
		return ""
	}
	return r.Flavor[dice.NewStream(seed, "region_flavor", region).IntN(len(r.Flavor))]
}

func (s ZoneStep) regionName(id string) string {
	if r, ok := s.Graph.Region(id); ok {
		return r.Name
	}
	return humanize(id)
}

// label is a node's label, escaped.
func (s ZoneStep) label(node zonegraph.NodeID) string {
	if n, ok := s.Graph.Nodes[node]; ok {
		return mdtext.Escape(n.Label)
	}
	return mdtext.Escape(string(node))
}

// fight renders an ordinary fight resolved at once: who, the compact
// log, the result, HP, XP and loot.
func (s ZoneStep) fight(f *zonerun.FightReport) string {
	var b strings.Builder
	b.WriteString("⚔️ " + fightFoes(f, s.ground(f.Mods)) + "\n")
	b.WriteString(strings.Join(f.Log, "\n"))
	b.WriteString("\n" + fightResultLine(f))
	if f.Result != "downed" {
		fmt.Fprintf(&b, " · HP %d/%d", f.HP, f.MaxHP)
	}
	xp := XPGained(f.LevelUp)
	if f.Result == combat.ResultDowned || f.Result == combat.ResultFled { // the run ends, and its loss follows
		xp = XPBeforeLoss(f.LevelUp)
	}
	if xp != "" {
		b.WriteString("\n" + xp)
	}
	if f.LevelUp.LevelledUp() {
		fmt.Fprintf(&b, "\n🎉 **Level %d!** What changed is in your DMs.", f.LevelUp.NewLevel)
	}
	if loot := DropsText(f.Loot); loot != "" {
		b.WriteString("\n💰 " + loot)
	}
	return b.String()
}

// fightResultLine is the result of a fight in a few words.
func fightResultLine(f *zonerun.FightReport) string {
	rounds := fmt.Sprintf("%d rounds", f.Rounds)
	if f.Rounds == 1 {
		rounds = "1 round"
	}
	switch f.Result {
	case combat.ResultWon:
		// A won fight's enemies fell or escaped: the ones not killed got
		// away (a report stored before Escaped was kept says no names).
		switch away := len(f.Monsters) - len(f.Kills); {
		case away <= 0:
			return "🏆 **Won** in " + rounds
		case len(f.Kills) == 0 && XPCappedFor(f.LevelUp):
			return "🏃 **It got away** after " + rounds + ": no loot"
		case len(f.Kills) == 0:
			return "🏃 **It got away** after " + rounds + ": no loot, XP for the wounds dealt"
		case len(f.Escaped) > 0:
			return "🏆 **Won** in " + rounds + " (" + EscapedText(f.Escaped, false, XPCappedFor(f.LevelUp)) + ")"
		default:
			return fmt.Sprintf("🏆 **Won** in %s (%d got away: no loot from them)", rounds, away)
		}
	case combat.ResultTimeoutWon:
		return "⌛ **Time!** You held the field after " + rounds
	case combat.ResultTimeoutLost:
		return "⌛ **Time!** You fall back past it after " + rounds
	case combat.ResultDowned:
		return "💀 **Down** in round " + fmt.Sprint(f.Rounds)
	case combat.ResultFled:
		return "🏃 **Fled** after " + rounds
	}
	return string(f.Result)
}

// pending announces an elite or boss waiting for the player.
func (s ZoneStep) pending(f *zonerun.FightReport) string {
	mark := "★"
	if f.Kind == combat.KindBoss {
		mark = "☠"
	}
	foes, n := FoesLine(f.Monsters, f.Patrol, s.ground(nil)), len(f.Monsters)
	bars, it := agree(n, "bars", "bar"), agree(n, "it", "they")
	if s.Expedition {
		rest := ""
		if s.ShortRest {
			rest = fmt.Sprintf(" (a `%srest short` first never hurt anyone)", s.Prefix)
		}
		return fmt.Sprintf("%s %s %s the way.\n`%sfight` when you're ready%s, or `%sretreat` to back out: %s will wait here.",
			mark, foes, bars, s.Prefix, rest, s.Prefix, it)
	}
	return fmt.Sprintf("%s %s %s the way.\n`%sfight` when you're ready, `%sretreat` to back out (%s will wait here), or `%szone abandon` to walk out.",
		mark, foes, bars, s.Prefix, s.Prefix, it, s.Prefix)
}

// Ground is where foes are met, for the numbers they fight with: the zone
// (the zero Zone for none), its tier, the level it sizes its foes to
// (rules §2.8), the threat band's enemy AC bonus (rules §8.7) and the AC
// the foes tagged TagACTag gain (TagAC: the tide's kuo-toa, rules §8.12),
// as zonerun.FightMods.Apply adds them.
type Ground struct {
	Zone     content.Zone
	Tier     int
	FoeLevel int
	ThreatAC int
	TagAC    int
	TagACTag content.KillTag
	BossHP   int // Siege Mode's extra boss HP (rules §8.8)
	// Roster is the class of each seat of a party's fight, its foes' HP
	// grown for them (combat.RosterPercent, rules §2.13); none or one alone.
	Roster []rules.ClassID
}

// RunGround is the ground of run r in zone z: its tier, and the level,
// threat AC and tagged foes' AC its fight modifiers carry.
func RunGround(z content.Zone, r zonerun.Run) Ground { return ModsGround(z, r.Mods) }

// ModsGround is the ground of fight modifiers m in zone z: its tier, and
// the level, threat AC, tagged foes' AC and boss HP m carry.
func ModsGround(z content.Zone, m zonerun.FightMods) Ground {
	return Ground{Zone: z, Tier: z.Tier, FoeLevel: m.FoeLevel, ThreatAC: m.EnemyACBonus,
		TagAC: m.TagAC, TagACTag: m.TagACTag, BossHP: m.BossHP}
}

// ExpeditionGround is the ground of expedition e: its zone and tier, its
// departure level, its threat band's AC bonus, the tide's kuo-toa AC and
// its seats, the leader and the members still in, whose foes grow for
// their classes (rules §2.13).
func ExpeditionGround(e expedition.Expedition) Ground {
	fx := expedition.CurrentEffects(e)
	g := Ground{Zone: e.Zone(), Tier: e.Tier, FoeLevel: e.FoeLevel, ThreatAC: fx.Band.EnemyAC, Roster: e.Classes()}
	if fx.Siege {
		g.BossHP = expedition.Siege().BossBonusHP
	}
	if fx.Tide != nil {
		g.TagAC, g.TagACTag = fx.Tide.KuoToaAC, content.TagKuoToa
	}
	return g
}

// acText is a foe's AC on ground g as the fight counts it, with where the
// bonuses come from: "AC 17 (13 +2 threat +2 tide)", or "AC 13".
func (g Ground) acText(f content.Monster) string {
	var bonuses []string
	total := f.AC
	if g.ThreatAC != 0 {
		total += g.ThreatAC
		bonuses = append(bonuses, fmt.Sprintf("%+d threat", g.ThreatAC))
	}
	if g.TagAC != 0 && f.HasTag(g.TagACTag) {
		// The tide's kuo-toa are the one tagged bonus a fight gives.
		total += g.TagAC
		bonuses = append(bonuses, fmt.Sprintf("%+d tide", g.TagAC))
	}
	if len(bonuses) == 0 {
		return fmt.Sprintf("AC %d", total)
	}
	return fmt.Sprintf("AC %d (%d %s)", total, f.AC, strings.Join(bonuses, " "))
}

// MonsterLine names monsters with the numbers they fight with on ground g
// (content.AsFought), and the AC in force under a threat band's bonus and
// the tide's (Ground.acText) as the fight counts it: "**Specter** (elite ·
// CR 1 · 22 HP · AC 14 (12 +2 threat))"; a boss's HP under Siege Mode likewise: "436 HP (416
// +20 siege)" (rules §8.8).
func MonsterLine(ids []content.MonsterID, g Ground) string {
	var parts []string
	for _, id := range ids {
		m, ok := content.MonsterByID(id)
		if !ok {
			parts = append(parts, "**"+mdtext.Escape(string(id))+"**")
			continue
		}
		f := content.AsFought(m, g.Zone, max(g.Tier, 1), g.FoeLevel)
		hp := fmt.Sprintf("%d HP", f.HP)
		if f.Boss && g.BossHP != 0 {
			hp = fmt.Sprintf("%d HP (%d %+d siege)", f.HP+g.BossHP, f.HP, g.BossHP)
		}
		if len(g.Roster) > 1 {
			hp = g.partyHP(f.HP, f.Boss)
		}
		var stats []string
		switch {
		case m.Boss:
			stats = append(stats, "boss")
		case m.Elite:
			stats = append(stats, "elite")
		}
		stats = append(stats, "CR "+CRText(m.CR), hp, g.acText(f))
		parts = append(parts, fmt.Sprintf("**%s** (%s)", m.Name, strings.Join(stats, " · ")))
	}
	return List(parts)
}

// partyHP is the HP a foe of hp HP (a boss with Siege Mode's on top) is
// fought with by g's party, which grows it for its seats (rules §2.13):
// "104 HP for a party of 2".
func (g Ground) partyHP(hp int, boss bool) string {
	if boss {
		hp += g.BossHP
	}
	return fmt.Sprintf("%d HP for a party of %d", combat.RosterHP(hp, g.Roster, max(g.Tier, 1)), len(g.Roster))
}

// CRText renders a challenge rating: "1/8", "1/4", "1/2", "3".
func CRText(cr float64) string {
	switch cr {
	case 0.125:
		return "1/8"
	case 0.25:
		return "1/4"
	case 0.5:
		return "1/2"
	}
	return fmt.Sprint(cr)
}

// DropsText lists drops, the same item counted together and the coins
// last: "**Azurite**, 2 × **Bronze Crown** and 24 coins"; "" for none.
func DropsText(drops []content.Drop) string {
	var t tally
	coins := 0
	for _, d := range drops {
		coins += d.Coins
		if d.ItemID != "" && d.Qty > 0 {
			t.add(d.ItemID, d.Qty)
		}
	}
	return t.text(coins)
}

// EscapedText names the monsters that got away from a fight (IDs, as the
// combat outcome lists them) and what they pay (rules §2.10): "the Worg
// escaped: no loot from it, XP for its wounds"; a practice bout's pay
// nothing, so only their names are told: "the Worg escaped"; for a hero
// at the level cap (capped, XPCappedFor) no XP is promised (rules §1.5).
func EscapedText(ids []content.MonsterID, practice, capped bool) string {
	var names []string
	for _, id := range ids {
		if m, ok := content.MonsterByID(id); ok {
			names = append(names, "**"+m.Name+"**")
		} else {
			names = append(names, string(id))
		}
	}
	if practice {
		return List(names) + " escaped"
	}
	switch {
	case len(names) == 1 && capped:
		return names[0] + " escaped: no loot from it"
	case len(names) == 1:
		return names[0] + " escaped: no loot from it, XP for its wounds"
	case capped:
		return List(names) + " escaped: no loot from them"
	}
	return List(names) + " escaped: no loot from them, XP for their wounds"
}

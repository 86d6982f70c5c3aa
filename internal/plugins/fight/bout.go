package fight

import (
	"fmt"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// fightCmd is `!fight`: with a fight running, a bare `!fight` shows it;
// without one, it engages the encounter waiting for the player
// (Deps.Encounters) or else lists sparring partners. `!fight <monster>`
// starts a training bout unless a fight runs or an encounter waits.
func (d Deps) fightCmd(c *bot.Context) error {
	if len(c.Args) == 0 {
		return d.show(c, true)
	}
	return d.spar(c, strings.Join(c.Args, " "))
}

// statusCmd is `!fight status`: a bare `!fight` that never engages.
// Words after it name a monster, as they did before subcommands had
// handlers (`!fight status golem` spars with "status golem").
func (d Deps) statusCmd(c *bot.Context) error {
	if len(c.Args) > 0 {
		return d.spar(c, c.Sub.Name+" "+strings.Join(c.Args, " "))
	}
	return d.show(c, false)
}

// show shows the fight the sender is in; outside one, a bare `!fight`
// (engage) engages the encounter waiting, `!fight status` points at it,
// and with none waiting both list sparring partners in town, or say in a
// zone that nothing waits there (the yard is in town).
func (d Deps) show(c *bot.Context, engage bool) error {
	row, inFight, err := loadRow(c)
	if err != nil {
		return err
	}
	if inFight {
		c.Reply(headline(row) + "\n" + row.roundText(c, nil))
		return nil
	}
	enc, waiting, err := d.engageable(c)
	if err != nil {
		return err
	}
	if waiting {
		if engage {
			return d.begin(c, enc)
		}
		return bot.Errorf("Nothing has started yet, but something waits for you. `%sfight` engages it.", c.Prefix())
	}
	if e, member, err := pc.PartyOf(c); err != nil {
		return err
	} else if member && e.Status == expedition.StatusActive {
		leader, err := pc.PlayerName(c, id.UserID(e.UserID))
		if err != nil {
			return err
		}
		return bot.Errorf("No fight is on. %s engages the party's fights with `%sfight`; you play your own turns once one is on.", leader, c.Prefix())
	}
	if run, inZone, err := pc.InADungeon(c); err != nil {
		return err
	} else if inZone {
		ch, err := pc.Load(c)
		if err != nil {
			return err
		}
		zone := narrate.ZoneName(run.ZoneID)
		if err := holdOff(c, ch, "You're down and recovering until %s, and nothing waits to be fought here in **"+zone+"**.",
			"You're resting until %s, and nothing waits to be fought here in **"+zone+"**."); err != nil {
			return err
		}
		return pc.RefuseWithWayOn(c, "Nothing waits to be fought here in **%s**, and Thom Krooke's practice yard is back in town.", zone)
	}
	return sparringHint(c)
}

// autoCmd is `!fight auto`: the policy finishes the fight running, or
// engages and finishes the one waiting. Words after it name a monster,
// as for statusCmd.
func (d Deps) autoCmd(c *bot.Context) error {
	if len(c.Args) > 0 {
		return d.spar(c, c.Sub.Name+" "+strings.Join(c.Args, " "))
	}
	row, inFight, err := loadRow(c)
	if err != nil {
		return err
	}
	if !inFight {
		if _, err := pc.Load(c); err != nil {
			return err
		}
		enc, waiting, err := d.engageable(c)
		if err != nil {
			return err
		}
		if waiting {
			return d.engageAuto(c, enc)
		}
		return notInAFight(c, "There's no fight to finish.")
	}
	lead := fmt.Sprintf("🎲 **Autopilot** from round %d: I'll play your turns, sensibly and without flourishes.", row.State.Round)
	if len(row.State.Players) > 1 {
		return d.autoSeat(c, row, fmt.Sprintf("🎲 **Autopilot**, round %d: %s", row.State.Round, seatAutopilot(c.Prefix())), nil)
	}
	st, evs := combat.Resolve(row.State, combat.DefaultPolicy())
	row.State = st
	return d.finish(c, row, lead, evs)
}

// autoSeat puts the sender's seat of a party fight on autopilot and
// plays its turns by the standard policy as they come, from this one if
// it is theirs, until the fight ends or they take over (rules §2.13: as a
// solo `!fight auto` plays the fight to its end, and never another
// seat's turn), after the events evs that led up to it, and answers with
// the round or the fight's end. A seat that fled is refused.
func (d Deps) autoSeat(c *bot.Context, row Row, lead string, evs []combat.Event) error {
	k, seated := row.seatOf(c, c.Sender())
	if !seated {
		return row.yourTurn(c) // names whose turn it is
	}
	if row.State.Players[k].Fled {
		return row.fledRefusal(c)
	}
	st, err := combat.SetAuto(row.State, k, true)
	if err != nil {
		return err
	}
	row.State = st
	return d.goOn(c, row, lead, evs) // goOn plays the seats on autopilot
}

// seatAutopilot is what `!fight auto` promises a party's seat (rules
// §2.13), with the way to take the turns back.
func seatAutopilot(prefix string) string {
	return fmt.Sprintf("I'll play your turns as they come until the fight ends, or until you take over: any move of yours (`%sattack`, `%scast`, ...) hands them back. The others play theirs.", prefix, prefix)
}

// spar starts a training bout against monster, unless a fight runs or an
// encounter waits where the sender stands.
func (d Deps) spar(c *bot.Context, monster string) error {
	row, inFight, err := loadRow(c)
	if err != nil {
		return err
	}
	if inFight {
		return bot.Errorf("You're already fighting %s. Finish that first: `%sattack`, `%sflee` or `%sfight auto`.",
			foeNames(row.State), c.Prefix(), c.Prefix(), c.Prefix())
	}
	if _, waiting, err := d.waiting(c); err != nil {
		return err
	} else if waiting {
		return bot.Errorf("Something is waiting for you where you stand: `%sfight` engages it. The practice yard can wait.", c.Prefix())
	}
	return d.startBout(c, monster)
}

// inTown refuses a practice bout to a player in a zone: the yard is in
// town. The run of an expedition the player extracted from waits in the
// zone while they are home, free to spar.
func inTown(c *bot.Context) error {
	run, inZone, err := pc.InADungeon(c)
	if err != nil || !inZone {
		return err
	}
	return pc.RefuseWithWayOn(c, "You're in **%s**, and Thom Krooke's practice yard is back in town.", narrate.ZoneName(run.ZoneID))
}

// engageable is the encounter waiting for the sender (Deps.waiting),
// refused while a rest holds the foe in its room (restHolds).
func (d Deps) engageable(c *bot.Context) (Encounter, bool, error) {
	enc, waiting, err := d.waiting(c)
	if err != nil || !waiting {
		return enc, waiting, err
	}
	return enc, true, restHolds(c, enc)
}

// restHolds refuses to engage the elite or boss waiting in a zone room
// while the character, or a member of the party that would fight it, is
// down or resting (rules §8.23: the party fights together): the player
// chose the rest, and the foe waits in its room (every other move waits
// too). A night ambush
// or a transit encounter (OriginExpedition) is what interrupts a rest, so
// it may always be engaged.
func restHolds(c *bot.Context, enc Encounter) error {
	if enc.Origin.Kind != OriginZone {
		return nil
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if err := holdOff(c, ch, "You're down and recovering until %s. It will wait in its room.", "You're resting until %s. It will wait in its room."); err != nil {
		return err
	}
	if k, until, held := play.HeldBy(enc.Spec.Party, c.Now); held { // the party fights together (rules §8.23)
		at, err := pc.Moment(c)
		if err != nil {
			return err
		}
		return bot.Errorf("%s", narrate.PartyHold(enc.Spec.Party[k], until, at, c.Prefix(), true))
	}
	return nil
}

// holdOff refuses, with downText or restText (each with a %s for the
// time), while ch is down or resting; nil when ch is free.
func holdOff(c *bot.Context, ch rules.Character, downText, restText string) error {
	if !ch.IsRecovering(c.Now) && !ch.IsResting(c.Now) {
		return nil
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	if ch.IsRecovering(c.Now) {
		return bot.Errorf(downText, at.When(ch.DownUntil))
	}
	return bot.Errorf(restText, at.When(ch.LockoutUntil))
}

// engageAuto engages the waiting encounter and lets the policy fight it
// to the end at once: `!fight auto` with a monster at the door.
func (d Deps) engageAuto(c *bot.Context, enc Encounter) error {
	st, evs, err := combat.New(withRecovery(c, enc.Spec))
	if err != nil {
		return err
	}
	lead := enc.Intro + "\n" + initiativeText(st, evs) +
		"\n🎲 **Autopilot**: I'll play your turns, sensibly and without flourishes."
	if row := (Row{Version: RowVersion, Origin: enc.Origin, State: st, Party: enc.Party}); enc.Party != nil && !st.Over() {
		lead = enc.Intro + "\n" + initiativeText(st, evs) + "\n🎲 **Autopilot**: " + seatAutopilot(c.Prefix())
		return d.autoSeat(c, row, lead, evs) // a member's turn first: the fight waits for them
	}
	if !st.Over() {
		var more []combat.Event
		st, more = combat.Resolve(st, combat.DefaultPolicy())
		evs = append(evs, more...)
	}
	return d.finish(c, Row{Version: RowVersion, Origin: enc.Origin, State: st}, lead, evs)
}

// waiting asks Deps.Encounters for the fight waiting for the sender.
func (d Deps) waiting(c *bot.Context) (Encounter, bool, error) {
	if d.Encounters == nil {
		return Encounter{}, false, nil
	}
	return d.Encounters.PendingFight(c)
}

// headline names the fight and the round: "🥊 Training bout · round 3".
func headline(r Row) string {
	if r.Origin.Kind == OriginTraining {
		return fmt.Sprintf("🥊 **Training bout** at Thom Krooke's practice yard · round %d", r.State.Round)
	}
	return fmt.Sprintf("⚔️ **Fight** · round %d", r.State.Round)
}

// foeNames renders the standing enemies' names in bold: "**Worg**".
func foeNames(st combat.State) string {
	var names []string
	for _, i := range st.Standing() {
		names = append(names, "**"+st.Enemies[i].Name+"**")
	}
	return narrate.List(names)
}

// startBout starts a training bout against the monster query names. It is
// refused while the character is in a zone (the yard is in town), down or
// resting, for a monster nobody knows (with a "did you mean"), several
// that fit, or one more than MaxTierAbove tiers above the character's.
func (d Deps) startBout(c *bot.Context, query string) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if err := inTown(c); err != nil {
		return err
	}
	if err := holdOff(c, ch, "You're down and recovering until %s. Thom won't let you near the yard before then.", "You're resting until %s. The yard will still be there."); err != nil {
		return err
	}
	if ch.HP <= 0 {
		return bot.Errorf("You're at 0 HP. Rest first.")
	}
	m, err := pickMonster(c, ch, query)
	if err != nil {
		return err
	}
	tier, ok := MonsterTier(m.ID)
	if !ok {
		return fmt.Errorf("fight: sparring partner %q lives in no zone", m.ID)
	}
	spec := combat.Spec{
		Seed:      c.Router.Seed(),
		Key:       "bout:" + string(c.Sender()) + ":" + string(c.Msg.EventID),
		Character: ch,
		Enemies:   []content.Monster{m},
		Tier:      tier,
		Practice:  true,
	}
	return d.Begin(c, spec, Origin{Kind: OriginTraining}, boutIntro(ch, m, tier))
}

// pickMonster matches query to a monster the character may spar with.
func pickMonster(c *bot.Context, ch rules.Character, query string) (content.Monster, error) {
	mm := findMonster(query)
	shown := mdtext.EchoName(query)
	switch {
	case len(mm.options) > 0:
		var names []string
		for _, m := range first(mm.options, 6) {
			names = append(names, "`"+c.Prefix()+"fight "+strings.ToLower(m.Name)+"`")
		}
		return content.Monster{}, bot.Errorf("More than one monster fits “%s”. Which one: %s?", shown, narrate.OrList(names))
	case !mm.found:
		msg := fmt.Sprintf("I don't know a monster called “%s”.", shown)
		if mm.suggest != "" {
			msg += " Did you mean **" + mm.suggest + "**?"
		}
		return content.Monster{}, bot.Errorf("%s `%sfight` lists a few sparring partners.", msg, c.Prefix())
	}
	tier, ok := MonsterTier(mm.monster.ID)
	if !ok {
		return content.Monster{}, fmt.Errorf("fight: sparring partner %q lives in no zone", mm.monster.ID)
	}
	if most := ch.Tier() + MaxTierAbove; tier > most {
		return content.Monster{}, bot.Errorf("**%s** lives in tier %d. Thom matches a tier-%d adventurer with tier %d at most: \"I run a practice yard, not a funeral parlour.\"",
			mm.monster.Name, tier, ch.Tier(), most)
	}
	return mm.monster, nil
}

// boutIntro opens a training bout: who fights what, the monster's numbers
// at its tier's floors, and the rules of the yard.
func boutIntro(ch rules.Character, m content.Monster, tier int) string {
	f := content.ApplyFloors(m, tier)
	stats := []string{}
	if k := monsterKind(m); k != "" {
		stats = append(stats, k)
	}
	stats = append(stats, "CR "+narrate.CRText(m.CR), fmt.Sprintf("%d HP", f.HP), fmt.Sprintf("AC %d", f.AC))
	if m.Ability.Name != "" {
		stats = append(stats, m.Ability.Name)
	}
	return fmt.Sprintf("🥊 **Training bout** at Thom Krooke's practice yard: **%s** (level %d %s) vs **%s** (%s).\n"+
		"Real wounds, real slots and real potions; it's practice, so the yard pays no XP, no loot and no coins.",
		ch.Name, ch.Level, narrate.ClassName(ch.Class), m.Name, strings.Join(stats, " · "))
}

// sparringHint answers a bare `!fight` outside a fight: how bouts work and
// a few monsters of the character's tier.
func sparringHint(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if err := holdOff(c, ch, "You're down and recovering until %s. No fighting before then, not even for practice.",
		"You're resting until %s. No fighting before then, not even for practice: the yard will still be there."); err != nil {
		return err
	}
	// past level 15 the character's tier outgrows the zones': the yard's
	// partners come from the highest tier there is
	tier := min(ch.Tier(), content.MaxZoneTier)
	regular, elites, bosses := sparringPartners(tier)
	names := func(ms []content.Monster) string {
		var out []string
		for _, m := range ms {
			out = append(out, fmt.Sprintf("%s (CR %s)", m.Name, narrate.CRText(m.CR)))
		}
		return strings.Join(out, " · ")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🥊 **Thom Krooke's practice yard** is open. `%sfight <monster>` starts a practice bout: real wounds, real slots and potions, but no XP, no loot and no coins. Zones (`%szone list`) are where adventurers grow.\n\n", c.Prefix(), c.Prefix())
	fmt.Fprintf(&b, "Sparring partners at your tier (%d):\n", tier)
	if len(regular) > 0 {
		b.WriteString("- " + names(regular) + "\n")
	}
	if len(elites) > 0 {
		b.WriteString("- Elites: " + names(elites) + "\n")
	}
	if len(bosses) > 0 {
		b.WriteString("- Bosses, if you insist: " + names(bosses) + "\n")
	}
	if cap := ch.Tier() + MaxTierAbove; cap < content.MaxZoneTier {
		fmt.Fprintf(&b, "\nThom matches you with anything up to tier %d, e.g. `%sfight %s`.", cap, c.Prefix(), exampleFoe(regular, elites))
	} else {
		fmt.Fprintf(&b, "\nThom matches you with anything he has, e.g. `%sfight %s`.", c.Prefix(), exampleFoe(regular, elites))
	}
	c.Reply(b.String())
	return nil
}

// exampleFoe is the monster named in the hint's example command.
func exampleFoe(regular, elites []content.Monster) string {
	switch {
	case len(elites) > 0:
		return strings.ToLower(elites[0].Name)
	case len(regular) > 0:
		return strings.ToLower(regular[0].Name)
	}
	return "worg"
}

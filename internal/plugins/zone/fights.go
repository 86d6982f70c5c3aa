package zone

import (
	"fmt"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// PendingFight is the fight plugin's hook for a `!fight` outside a fight
// (fight.Deps.Encounter): the elite or boss waiting in the sender's current
// zone room, as the fight's spec (zonerun.FightSpec: the run's seed and the
// room's stream key), its origin (the run and the room) and an intro line.
// ok is false when no zone fight waits.
func (d Deps) PendingFight(c *bot.Context) (fight.Encounter, bool, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	r, ok, err := c.Store.ZoneRun.Active(c, c.Sender())
	if err != nil || !ok {
		return fight.Encounter{}, false, err
	}
	node, enc, ok := r.PendingFight()
	if !ok {
		return fight.Encounter{}, false, nil
	}
	s, err := d.runSession(c, c.Store, ch, r)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	spec, err := s.walk().FightSpec(r, ch)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	mark := "★"
	if enc.Kind == combat.KindBoss {
		mark = "☠"
	}
	g := narrate.RunGround(s.zone, s.run)
	g.Roster = combat.Roster(spec) // the foes' HP as the party fights them (rules §2.13)
	intro := fmt.Sprintf("%s **%s · Room %d · %s**: %s", mark, s.zone.Name, r.RoomNumber(node),
		mdtext.Escape(s.g.Nodes[node].Label), narrate.FoesLine(enc.Monsters, enc.Patrol, g))
	return fight.Encounter{Spec: spec, Origin: fight.Origin{Kind: fight.OriginZone, RunID: int64(r.ID), NodeID: string(node)}, Intro: intro, Party: s.party}, true, nil
}

// FinishFight implements fight.Finisher: a zone fight has ended and been
// settled. The loot goes in the pack, the run learns the result
// (zonerun.FightOver: the room won, the region or zone cleared, the run
// lost or fled), and the lines that follow the fight's report say what
// the loot was and what comes next. A fight whose run has moved on or
// ended keeps its loot and changes no run.
func (d Deps) FinishFight(c *bot.Context, o fight.Origin, set combat.Settlement) (rules.Character, []string, error) {
	ch, lines := fight.TakeLoot(set)
	r, ok, err := c.Store.ZoneRun.Get(c, zonerun.RunID(o.RunID))
	if err != nil {
		return rules.Character{}, nil, err
	}
	if node, _, waiting := r.PendingFight(); !ok || id.UserID(r.UserID) != c.Sender() || !waiting || node != zonegraph.NodeID(o.NodeID) {
		return ch, lines, nil
	}
	s, st, res, err := d.stepAfterFight(c, r, ch, set.Outcome)
	if err != nil {
		return rules.Character{}, nil, err
	}
	exp, err := d.owned(c, c.Store, st.Run)
	if err != nil {
		return rules.Character{}, nil, err
	}
	if err := saveRun(c, c.Store, st.Run, d.idle(), c.Now); err != nil {
		return rules.Character{}, nil, err
	}
	mine, err := d.pickRules(c, c.Store, st.Run)
	if err != nil {
		return rules.Character{}, nil, err
	}
	if text := d.stepText(s, st, Env{Prefix: c.Prefix()}, exp, mine, res); text != "" {
		lines = append(lines, text)
	}
	c.TagReplies(ForkRef(st.Run)) // the fight's answer shows the fork the room opens on
	for _, dm := range res.DMs {
		c.DM(c.Sender(), dm)
	}
	for _, dm := range append(partyLevelUps(st, s.party, res.Party, c.Prefix()), res.PartyDMs...) {
		c.DM(dm.User, dm.Text)
	}
	// The fight's report joins lines with single line breaks: keep the
	// loot and the zone's news in separate paragraphs.
	return res.Char, []string{strings.Join(lines, "\n\n")}, nil
}

// stepAfterFight is run r's step once the fight waiting in its room has
// ended with outcome (zonerun.FightOver: the room won, the region or zone
// cleared, the run lost or fled) for ch, the loot in the pack, with the
// owner's hooks run on it (afterStep); the session carries the local
// moment the step's lines are told at.
func (d Deps) stepAfterFight(c *bot.Context, r zonerun.Run, ch rules.Character, outcome combat.Outcome) (session, zonerun.Step, StepResult, error) {
	s, err := d.runSession(c, c.Store, ch, r)
	if err != nil {
		return session{}, zonerun.Step{}, StepResult{}, err
	}
	if s.at, err = pc.Moment(c); err != nil {
		return session{}, zonerun.Step{}, StepResult{}, err
	}
	st, err := s.walk().FightOver(r, s.g, ch, outcome, c.Now)
	if err != nil {
		return session{}, zonerun.Step{}, StepResult{}, err
	}
	st, res, err := d.afterStep(c, c.Store, StepInfo{User: c.Sender(), Party: s.party, Prev: r, Step: st, Zone: s.zone, Graph: s.g,
		Now: c.Now, At: s.at, Prefix: c.Prefix()})
	if err == nil {
		err = saveParty(c, EnvAt(c, s.at), s.party, res.Party)
	}
	return s, st, res, err
}

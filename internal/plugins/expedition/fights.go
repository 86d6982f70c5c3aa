package expedition

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// PendingFight implements fight.EncounterSource: on an active expedition a
// night (or transit) encounter waits first ("you wake to combat"); then the
// zone room's elite or boss. Both carry play.FightMods (the run's mods are
// kept in step with the expedition whenever it is saved, and
// zonerun.FightSpec applies them).
func (p *Plugin) PendingFight(c *bot.Context) (fight.Encounter, bool, error) {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return fight.Encounter{}, false, err
	}
	if ok && e.Status == expedition.StatusActive && e.PendingNight != nil {
		return p.nightEncounter(c, e)
	}
	return p.Zone.PendingFight(c)
}

// nightEncounter is the fight of the encounter waiting on e
// (play.NightFightSpec) with its intro line.
func (p *Plugin) nightEncounter(c *bot.Context, e expedition.Expedition) (fight.Encounter, bool, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	run, _, err := c.Store.ZoneRun.Get(c, e.RunID) // no run: no room to flood
	if err != nil {
		return fight.Encounter{}, false, err
	}
	spec, ok := play.NightFightSpec(e, run, ch, c.Router.Seed())
	if !ok {
		return fight.Encounter{}, false, nil // no encounter waits after all
	}
	cr, err := loadCrew(c, c.Store, e)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	spec.Party = cr.chars
	intro := narrate.EncounterFightIntro(*e.PendingNight, e)
	return fight.Encounter{Spec: spec, Origin: fight.Origin{Kind: fight.OriginExpedition, RunID: int64(e.RunID), NodeID: string(e.PendingNight.Source)}, Intro: intro,
		Party: cr.users}, true, nil
}

// FinishFight implements fight.Finisher for the encounters the expedition
// started: the loot goes in the pack and play.NightFightOver applies the
// fight (the encounter cleared, the day's tallies, threat, a forced
// extraction at 0 HP or on fleeing); this words it and saves the
// expedition and its run.
func (p *Plugin) FinishFight(c *bot.Context, o fight.Origin, set combat.Settlement) (rules.Character, []string, error) {
	ch, lines := fight.TakeLoot(set)
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusActive || e.PendingNight == nil {
		return ch, lines, err
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return rules.Character{}, nil, err
	}
	cr, err := loadCrew(c, c.Store, e) // the members as the fight settled them
	if err != nil {
		return rules.Character{}, nil, err
	}
	out, err := play.NightFightOver(play.NightIn{Exp: e, Char: ch, Party: cr.chars, Run: f.run, Graph: f.g, Outcome: set.Outcome,
		World: c.Router.Seed(), Now: c.Now})
	if err != nil {
		return rules.Character{}, nil, err
	}
	if err := cr.save(c, c.Store, out.Party, c.Now); err != nil {
		return rules.Character{}, nil, err
	}
	for _, dm := range lossDMs(out.Exp, cr.users, out.PartyLosses) {
		c.DM(dm.User, dm.Text)
	}
	t := &told{p: p, ctx: c, st: c.Store, now: c.Now, prefix: c.Prefix(), l: newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)}
	if err := t.tell(out); err != nil {
		return rules.Character{}, nil, err
	}
	if err := t.l.done(); err != nil {
		return rules.Character{}, nil, err
	}
	if err := save(c, c.Store, out.Exp, c.Now); err != nil {
		return rules.Character{}, nil, err
	}
	if err := saveRun(c, c.Store, out.Run); err != nil {
		return rules.Character{}, nil, err
	}
	for _, dm := range t.dms {
		c.DM(c.Sender(), dm)
	}
	if out.Exp.Status == expedition.StatusActive {
		over, err := p.encounterOverLine(c, *e.PendingNight, out, f.g)
		if err != nil {
			return rules.Character{}, nil, err
		}
		t.lines = append(t.lines, over)
	}
	return out.Char, []string{strings.Join(append(lines, t.lines...), "\n\n")}, nil
}

// encounterOverLine is the line after night encounter n's fight when the
// expedition goes on (out: the fight applied, g: the run's graph): the
// encounter over, where the player stands and what next, at the local
// moment.
func (p *Plugin) encounterOverLine(c *bot.Context, n expedition.NightEncounter, out play.StepOut, g zonegraph.Graph) (string, error) {
	at, err := pc.Moment(c)
	if err != nil {
		return "", err
	}
	here, err := p.whereAt(c, c.Store, out.Exp, out.Char, out.Run, g, narrate.Here{}, at)
	if err != nil {
		return "", err
	}
	return narrate.EncounterOverText(n, out.Exp, out.Char, here, out.Run, at, c.Prefix()), nil
}

package expedition

import (
	"errors"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// PendingFight implements fight.EncounterSource: on an active expedition a
// night (or transit) encounter waits first ("you wake to combat"); then the
// zone room's elite or boss. Both carry play.FightMods (the run's mods are
// kept in step with the expedition whenever it is saved, and
// zonerun.FightSpec applies them).
func (p *Plugin) PendingFight(c *bot.Context) (fight.Encounter, bool, error) {
	e, ok, err := c.Store.OpenExpedition(c, c.Sender())
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
	run, _, err := c.Store.ZoneRun(c, int64(e.RunID)) // no run: no room to flood
	if err != nil {
		return fight.Encounter{}, false, err
	}
	spec, ok := play.NightFightSpec(e, run, ch, c.Router.Seed())
	if !ok {
		return fight.Encounter{}, false, nil // no encounter waits after all
	}
	intro := narrate.EncounterFightIntro(*e.PendingNight, e)
	return fight.Encounter{Spec: spec, Origin: fight.Origin{Kind: fight.OriginExpedition, RunID: int64(e.RunID), NodeID: string(e.PendingNight.Source)}, Intro: intro}, true, nil
}

// FinishFight implements fight.Finisher for the encounters the expedition
// started: the loot goes in the pack and play.NightFightOver applies the
// fight (the encounter cleared, the day's tallies, threat, a forced
// extraction at 0 HP or on fleeing); this words it and saves the
// expedition and its run.
func (p *Plugin) FinishFight(c *bot.Context, o fight.Origin, set combat.Settlement) (rules.Character, []string, error) {
	ch := combat.ApplyLoot(set.Character, set.Outcome.Loot)
	var lines []string
	if loot := narrate.DropsText(set.Outcome.Loot); loot != "" {
		lines = append(lines, "💰 "+loot)
	}
	e, ok, err := c.Store.OpenExpedition(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusActive || e.PendingNight == nil {
		return ch, lines, err
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return rules.Character{}, nil, err
	}
	out, err := play.NightFightOver(play.NightIn{Exp: e, Char: ch, Run: f.run, Graph: f.g, Outcome: set.Outcome,
		World: c.Router.Seed(), Now: c.Now})
	if err != nil {
		return rules.Character{}, nil, err
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
		at, err := pc.Moment(c)
		if err != nil {
			return rules.Character{}, nil, err
		}
		here, err := p.whereAt(c, c.Store, out.Exp, out.Char, out.Run, f.g, narrate.Here{}, at)
		if err != nil {
			return rules.Character{}, nil, err
		}
		t.lines = append(t.lines, narrate.EncounterOverText(*e.PendingNight, out.Exp, out.Char, here, out.Run, at, c.Prefix()))
	}
	return out.Char, []string{strings.Join(append(lines, t.lines...), "\n\n")}, nil
}

// ExpeditionRest is the rest plugin's hook (rest.Deps.ExpeditionRest): on
// an active expedition no rest is taken while a night encounter waits, a
// short rest is refused in Siege Mode or a fight, and a long rest needs a
// standard camp or better with supplies above 10% whose long rest the
// player has not had (expedition.CheckShortRest, CheckCampLongRest: the
// 24-hour cooldown does not hold a camp's, rules §3.2).
func (p *Plugin) ExpeditionRest(c *bot.Context, kind string) (bool, error) {
	e, ok, err := c.Store.OpenExpedition(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return false, err
	}
	if e.PendingNight != nil {
		return true, refusal(c, expedition.ErrEncounterPending{})
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return true, err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return true, err
	}
	check := func() error { return expedition.CheckCampLongRest(e, f.pos, ch, c.Now) }
	if kind == "short" {
		check = func() error { return expedition.CheckShortRest(e, f.pos) }
	}
	if err := check(); err != nil {
		var denied expedition.ErrRestDenied
		if errors.As(err, &denied) && denied.Reason == expedition.RestCampUsed {
			return true, pc.RefuseWithWayOn(c, "On an expedition a long rest needs a standard camp or better. %s", narrate.CampSpentText(e, ch, c.Now, c.Prefix()))
		}
		if errors.As(err, &denied) && denied.Reason == expedition.RestCampHad {
			return true, pc.RefuseWithWayOn(c, "%s", narrate.CampRestHadText(e, ch, c.Now, c.Prefix()))
		}
		if errors.As(err, &denied) && denied.Reason == expedition.RestNoCamp {
			var place expedition.ErrCampForbidden
			if errors.As(expedition.CheckCampPlace(f.pos), &place) {
				return true, pc.RefuseWithWayOn(c, "On an expedition a long rest needs a camp, and there's no camp here: %s.", place.Reason)
			}
			return true, pc.RefuseWithWayOn(c, "On an expedition a long rest needs a camp: `%scamp standard` in a cleared room (it rests you at once), or `%scamp rough` to get back up to half your HP.",
				c.Prefix(), c.Prefix())
		}
		if errors.As(err, &denied) && denied.Reason == expedition.RestRationing {
			return true, pc.RefuseWithWayOn(c, "%s", narrate.RationedRestText(e, c.Prefix()))
		}
		return true, refusal(c, err)
	}
	return true, nil
}

// CampRest is the rest plugin's camp rest (rest.Deps.CampRest): `!rest
// long` in the sender's standing camp once ExpeditionRest allowed it, the
// camp's long rest as pitching gives it (play.CampRest, rules §3.2,
// §8.10). It saves the expedition and the run and returns the rested
// character (the caller's to save), the rest's report and the room's
// answer; an engine refusal is the player's answer, nothing saved.
func (p *Plugin) CampRest(c *bot.Context, ch rules.Character) (rules.Character, rules.RestReport, string, error) {
	f, err := active(c)
	if err != nil {
		return ch, rules.RestReport{}, "", err
	}
	out, err := play.CampRest(f.e, f.run, f.g, ch, f.pos.InCombat, c.Now)
	if err != nil {
		return ch, rules.RestReport{}, "", refusal(c, err)
	}
	if err := save(c, c.Store, out.Exp, c.Now); err != nil {
		return ch, rules.RestReport{}, "", err
	}
	if out.Regrown || out.ZoneGrew {
		if err := saveRun(c, c.Store, out.Run); err != nil {
			return ch, rules.RestReport{}, "", err
		}
	}
	at, err := pc.Moment(c)
	if err != nil {
		return ch, rules.RestReport{}, "", err
	}
	text := narrate.CampRestRoom(out.Char.Name, out.Result, out.Exp, at, out.Regrown)
	if out.ZoneGrew {
		text += "\n" + narrate.ZoneGrewText
	}
	return out.Char, *out.Result.LongRest, text, nil
}

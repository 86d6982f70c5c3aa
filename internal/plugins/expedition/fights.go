package expedition

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// PendingFight implements fight.EncounterSource: on an active expedition a
// night (or transit) encounter waits first ("you wake to combat"); then the
// zone room's elite or boss, with the Threat Clock's band effects (enemy
// AC, initiative advantage), TwinBee's loot mood and, in Siege Mode, the
// boss's extra HP and legendary resistance.
func (p *Plugin) PendingFight(c *bot.Context) (fight.Encounter, bool, error) {
	e, ok, err := c.Store.OpenExpedition(c, c.Sender())
	if err != nil {
		return fight.Encounter{}, false, err
	}
	onExp := ok && e.Status == expedition.StatusActive
	if onExp && e.PendingNight != nil {
		return p.nightEncounter(c, e)
	}
	enc, waiting, err := p.Zone.PendingFight(c)
	if err != nil || !waiting || !onExp || strconv.FormatInt(enc.Origin.RunID, 10) != e.RunID {
		return enc, waiting, err
	}
	enc.Spec = withThreat(enc.Spec, e)
	return enc, true, nil
}

// runMods is what expedition e does to the fights its zone run resolves
// itself: the same band and surroundings withThreat gives the fights the
// expedition starts (Siege's boss bonus only matters to those).
func runMods(e expedition.Expedition) zonerun.FightMods {
	spec := withThreat(combat.Spec{}, e)
	return zonerun.FightMods{EnemyACBonus: spec.EnemyACBonus, EnemyInitiativeAdvantage: spec.EnemyInitiativeAdvantage,
		Mood: spec.Mood, Env: spec.Env}
}

// withThreat adds the expedition's effects to a fight it owns.
func withThreat(spec combat.Spec, e expedition.Expedition) combat.Spec {
	fx := expedition.CurrentEffects(e)
	spec.EnemyACBonus += fx.Band.EnemyAC
	spec.EnemyInitiativeAdvantage = spec.EnemyInitiativeAdvantage || fx.Band.EnemyInitiativeAdvantage
	spec.Mood = fx.LootMultiplier
	spec.Env.RollPenalty = max(spec.Env.RollPenalty, fx.RollPenalty)
	if fx.FireDamage.Count > 0 {
		spec.Env.RoundDamage, spec.Env.RoundType, spec.Env.RoundSource = fx.FireDamage, rules.Fire, "heat"
	}
	if t := fx.Tide; t != nil {
		spec.Env.RoundDamage, spec.Env.RoundType, spec.Env.RoundSource = t.WadingCold, rules.Cold, "tide"
		spec.Env.EnemyHitDice, spec.Env.EnemyHitTag = t.KuoToaAttack, content.TagKuoToa
		enemies := make([]content.Monster, len(spec.Enemies))
		for i, m := range spec.Enemies {
			if slices.Contains(m.Tags, content.TagKuoToa) {
				m.AC += t.KuoToaAC
			}
			enemies[i] = m
		}
		spec.Enemies = enemies
	}
	if fx.Siege {
		enemies := make([]content.Monster, len(spec.Enemies))
		for i, m := range spec.Enemies {
			if m.Boss {
				m.HP += expedition.Siege.BossBonusHP
				m.LegendaryResistances += expedition.Siege.BossLegendaryResistances
			}
			enemies[i] = m
		}
		spec.Enemies = enemies
	}
	return spec
}

// nightEncounter is the fight of the encounter waiting on e: its monsters
// from the zone roster, a surprise round as initiative advantage for the
// enemies, keyed by the expedition, the day and what found the player.
func (p *Plugin) nightEncounter(c *bot.Context, e expedition.Expedition) (fight.Encounter, bool, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	n := e.PendingNight
	var enemies []content.Monster
	for _, id := range n.Monsters {
		if m, ok := content.MonsterByID(id); ok {
			enemies = append(enemies, m)
		}
	}
	run, _ := strconv.ParseInt(e.RunID, 10, 64)
	spec := withThreat(combat.Spec{
		Seed: c.Router.Seed(), Key: fmt.Sprintf("expedition:%s:%s:%d", e.ID, n.Source, n.Day),
		Character: ch, Enemies: enemies, ZoneID: e.ZoneID, Tier: e.Tier,
	}, e)
	spec.EnemyInitiativeAdvantage = spec.EnemyInitiativeAdvantage || n.Surprise
	what := "Night ambush"
	switch {
	case n.Source == expedition.SourceTransit:
		what = "On the road"
	case n.Source == expedition.SourceWander:
		what = "Something hunts you"
	case !n.Surprise:
		what = "You wake to combat"
	}
	when := fmt.Sprintf("night %d", n.Day)
	if n.Source != expedition.SourceNight {
		when = fmt.Sprintf("day %d", n.Day)
	}
	intro := fmt.Sprintf("🌙 **%s · %s, %s**: %s", what, narrate.ZoneName(e.ZoneID), when, narrate.MonsterLine(n.Monsters, e.Tier))
	return fight.Encounter{Spec: spec, Origin: fight.Origin{Kind: fight.OriginExpedition, RunID: run, NodeID: string(n.Source)}, Intro: intro}, true, nil
}

// FinishFight implements fight.Finisher for the encounters the expedition
// started: the loot goes in the pack, the encounter is cleared, the day's
// tallies and threat count it (+5, +8 for an elite, escapes and loud
// magic), and going down or fleeing forces the player out.
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
	kind := e.PendingNight.Kind
	if e, err = expedition.ClearPending(e); err != nil {
		return rules.Character{}, nil, err
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return rules.Character{}, nil, err
	}
	s := &stepper{p: p, ctx: c, st: c.Store, e: e, ch: ch, l: newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)}
	s.info.Now, s.info.Prefix, s.info.User, s.info.Graph = c.Now, c.Prefix(), c.Sender(), f.g
	s.info.Step.Run = f.run
	fk := string(combat.KindNormal)
	if kind == expedition.NightElite || kind == expedition.NightAmbush {
		fk = string(combat.KindElite)
	}
	if err := s.fightOutcome(set.Outcome, fk); err != nil {
		return rules.Character{}, nil, err
	}
	if err := s.record(f.run); err != nil {
		return rules.Character{}, nil, err
	}
	if line := threatSummary(s.threat); line != "" {
		s.lines = append(s.lines, line)
	}
	for _, tc := range s.threat {
		s.lines = append(s.lines, narrate.ThreatChangeNews(tc, s.l.pick)...)
	}
	switch set.Outcome.Result {
	case combat.ResultDowned:
		err = s.forceAndEnd(expedition.CauseDowned)
	case combat.ResultFled:
		err = s.forceAndEnd(expedition.CauseFled)
	}
	if err != nil {
		return rules.Character{}, nil, err
	}
	if err := s.l.done(); err != nil {
		return rules.Character{}, nil, err
	}
	if err := save(c, c.Store, s.e, c.Now); err != nil {
		return rules.Character{}, nil, err
	}
	for _, dm := range s.dms {
		c.DM(c.Sender(), dm)
	}
	if s.e.Status == expedition.StatusActive {
		s.lines = append(s.lines, "🌅 The camp is a mess, but you're standing. "+narrate.ActionsLine(c.Prefix()))
	}
	return s.ch, []string{strings.Join(append(lines, s.lines...), "\n\n")}, nil
}

// fightOutcome counts a settled fight of kind like a zone fight.
func (s *stepper) fightOutcome(out combat.Outcome, kind string) error {
	return s.fight(zonerun.Event{Kind: zonerun.EvFightOver, Fight: &zonerun.FightReport{
		Kind: kind, Result: string(out.Result), Rounds: out.Rounds, XP: out.XP, Loot: out.Loot,
		Kills: out.Kills, LoudThreat: out.LoudThreat, EscapeThreat: out.EscapeThreat,
	}})
}

// forceAndEnd is force plus the end of the zone run (a night fight is not
// a zone step, so nobody else ends the run).
func (s *stepper) forceAndEnd(cause expedition.ForcedCause) error {
	if err := s.force(cause); err != nil {
		return err
	}
	return s.p.endRun(s.ctx, s.st, s.e, s.info.Now)
}

// ExpeditionRest is the rest plugin's hook (rest.Deps.ExpeditionRest): on
// an active expedition no rest is taken while a night encounter waits, a
// short rest is refused in Siege Mode or a fight, and a long rest needs a
// standard camp or better with supplies above 10%
// (expedition.CheckShortRest, CheckLongRest).
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
	check := expedition.CheckLongRest
	if kind == "short" {
		check = expedition.CheckShortRest
	}
	if err := check(e, f.pos); err != nil {
		var denied expedition.ErrRestDenied
		if errors.As(err, &denied) && denied.Reason == expedition.RestNoCamp {
			return true, bot.Errorf("On an expedition a long rest needs a camp: `%scamp standard` in a cleared room (it rests you at once), or `%scamp rough` for half your HP anywhere.",
				c.Prefix(), c.Prefix())
		}
		return true, refusal(c, err)
	}
	return true, nil
}

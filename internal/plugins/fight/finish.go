package fight

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// Begin starts a turn-by-turn fight for the sender from spec, saves it
// under origin and answers with intro, the initiative, whatever the
// enemies did before the player's first turn and the state of the fight.
// A fight the enemies end before the player acts is settled at once. A
// zone run calls it for elite and boss rooms. It refuses while the sender
// already has a fight running. Errors: combat.ErrNoEnemies,
// combat.ErrPlayerDown, store errors.
func (d Deps) Begin(c *bot.Context, spec combat.Spec, origin Origin, intro string) error {
	return d.begin(c, Encounter{Spec: spec, Origin: origin, Intro: intro})
}

// begin is Begin for enc, a party's fight when enc.Party is set (rules
// §2.13): the row is the sender's, its seats after the first enc.Party's.
func (d Deps) begin(c *bot.Context, enc Encounter) error {
	if _, running, err := loadRow(c); err != nil {
		return err
	} else if running {
		return bot.Errorf("You're already in a fight. Finish it first.")
	}
	st, evs, err := combat.New(withRecovery(c, enc.Spec))
	if err != nil {
		return err
	}
	row := Row{Version: RowVersion, Origin: enc.Origin, State: st, Party: enc.Party}
	return d.goOn(c, row, enc.Intro+"\n"+initiativeText(st, evs), evs)
}

// goOn answers a fight's move: the turns of the seats on autopilot that
// come after it are played (Row.autoTurns), then a fight that ended is
// settled, one that goes on is saved and the answer is lead, the log of
// evs and the state of the fight.
func (d Deps) goOn(c *bot.Context, row Row, lead string, evs []combat.Event) error {
	row, evs, err := row.autoTurns(evs)
	if err != nil {
		return err
	}
	row = row.noteFalls(evs)
	if row.State.Over() {
		return d.finish(c, row, lead, evs)
	}
	if err := saveRow(c, row); err != nil {
		return err
	}
	c.Reply(lead + "\n\n" + row.roundText(c, evs))
	return nil
}

// withRecovery sets how long a downed character recovers, from the
// operator's GOGOBEE_RECOVERY, unless the spec already says.
func withRecovery(c *bot.Context, spec combat.Spec) combat.Spec {
	if spec.Recovery == 0 && c.Config != nil {
		spec.Recovery = c.Config.Recovery
	}
	return spec
}

// finish settles a fight that is over: the character is saved as the
// fight left it (and as its origin hands it back), the fight row is
// removed, and the answer is lead, the last events' log, the outcome and
// the origin's lines; a level-up goes out by DM.
func (d Deps) finish(c *bot.Context, row Row, lead string, evs []combat.Event) error {
	row = row.noteFalls(evs)
	set, others, at, err := settleParty(c, row)
	if err != nil {
		return err
	}
	owner := row.keeper(c)
	var ch rules.Character
	var lines []string
	// The fight's origin hands it back to the run of its first seat,
	// whoever made the last move of a party fight. What it tells by DM
	// (a member's loss on a wipe) waits for the fight's own log.
	release, err := c.HoldBack(func() error {
		return c.ActingFor(owner, func() error {
			var err error
			ch, lines, err = d.handBack(c, row.Origin, set)
			return err
		})
	})
	if err != nil {
		return err
	}
	if err := c.Store.Character.Save(c, owner, ch, c.Now); err != nil {
		return err
	}
	if err := c.Store.Fight.End(c, owner); err != nil {
		return err
	}
	if err := scheduleTurn(c, owner, row); err != nil { // an ended fight's deadline goes
		return err
	}
	if told, err := row.memberEnds(c, lead, evs, set, others, at, lines); err != nil {
		return err
	} else if !told {
		c.Reply(report(lead, row.logText(c, evs), row.fellIn(set, 0), at, lines))
	}
	release()
	if dm := levelUpDM(ch, set, c.Prefix()); dm != "" {
		c.DM(owner, dm)
	}
	return nil
}

// report is the final message of a fight: lead (if any), the log (as its
// reader reads it), the outcome and extra lines, separated by blank lines.
func report(lead, log string, set combat.Settlement, at narrate.Moment, lines []string) string {
	var parts []string
	for _, p := range []string{lead, log, outcomeText(set, at), strings.Join(lines, "\n")} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, "\n\n")
}

// handBack gives a settled fight to its origin: a training bout keeps no
// loot; a zone run's fight goes to Deps.Zone.
func (d Deps) handBack(c *bot.Context, o Origin, set combat.Settlement) (rules.Character, []string, error) {
	switch o.Kind {
	case OriginTraining:
		return set.Character, []string{trainingLine(set.Outcome.Result)}, nil
	case OriginZone:
		if d.Zone != nil {
			return d.Zone.FinishFight(c, o, set)
		}
		return set.Character, nil, nil
	case OriginExpedition:
		if d.Expedition != nil {
			return d.Expedition.FinishFight(c, o, set)
		}
		return set.Character, nil, nil
	}
	return rules.Character{}, nil, fmt.Errorf("fight of %s has an unknown origin %q", c.Sender(), o.Kind)
}

// trainingLine is Thom Krooke's word at the end of a bout.
func trainingLine(r combat.Result) string {
	switch r {
	case combat.ResultWon, combat.ResultTimeoutWon:
		return "Thom Krooke nods from the fence. \"Not bad.\" Practice pays in lessons only: no XP, no loot, no coins."
	case combat.ResultDowned:
		return "Thom Krooke hauls you off the sand into the shade. \"Everybody's first time. Some people's fifth. The inn mends the rest; if you can't pay, there's straw behind my stable.\""
	case combat.ResultFled:
		return "Thom Krooke holds the gate open. \"No shame in it. Well. A little.\""
	}
	return "Thom Krooke calls it a draw and rakes the sand."
}

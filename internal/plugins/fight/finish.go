package fight

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
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
	if _, running, err := loadRow(c); err != nil {
		return err
	} else if running {
		return bot.Errorf("You're already in a fight. Finish it first.")
	}
	st, evs, err := combat.New(withRecovery(c, spec))
	if err != nil {
		return err
	}
	row := Row{Version: RowVersion, Origin: origin, State: st}
	lead := intro + "\n" + initiativeText(st, evs)
	if st.Over() {
		return d.finish(c, row, lead, evs)
	}
	if err := saveRow(c, row); err != nil {
		return err
	}
	c.Reply(lead + "\n\n" + roundText(st, evs, c.Prefix()))
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
	set, at, err := settle(c, row.State)
	if err != nil {
		return err
	}
	ch, lines, err := d.handBack(c, row.Origin, set)
	if err != nil {
		return err
	}
	if err := pc.Save(c, ch); err != nil {
		return err
	}
	if err := c.Store.Fight.End(c, c.Sender()); err != nil {
		return err
	}
	c.Reply(report(lead, evs, set, at, lines))
	dm := narrate.LevelUpDM(ch.Name, set.LevelUp, c.Prefix())
	if r := set.Outcome.Result; r == combat.ResultDowned || r == combat.ResultFled { // a run's loss follows (rules §6.9)
		dm = narrate.LevelUpDMBeforeLoss(ch.Name, set.LevelUp, c.Prefix())
	}
	if dm != "" {
		c.DM(c.Sender(), dm)
	}
	return nil
}

// settle applies a finished fight to the character at the command's time.
func settle(c *bot.Context, st combat.State) (combat.Settlement, narrate.Moment, error) {
	at, err := pc.Moment(c)
	if err != nil {
		return combat.Settlement{}, narrate.Moment{}, err
	}
	set, err := combat.Settle(st, c.Now)
	return set, at, err
}

// report is the final message of a fight: lead (if any), the log, the
// outcome and extra lines, separated by blank lines.
func report(lead string, evs []combat.Event, set combat.Settlement, at narrate.Moment, lines []string) string {
	var parts []string
	for _, p := range []string{lead, logText(evs), outcomeText(set, at), strings.Join(lines, "\n")} {
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

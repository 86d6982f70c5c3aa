package zone

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// session is what a zone command works on: the character, the active run,
// its zone and graph, and the reader's moment.
type session struct {
	ch   rules.Character
	run  zonerun.Run
	zone content.Zone
	g    zonegraph.Graph
	at   narrate.Moment
}

// errNoRun answers a command that needs a run when there is none.
func errNoRun(c *bot.Context) error {
	return bot.Errorf("You're not in a zone. `%szone list` shows where you can go, `%szone start <zone>` takes you there.",
		c.Prefix(), c.Prefix())
}

// active loads the sender's character and active run, or refuses: no
// character, no run.
func active(c *bot.Context) (session, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return session{}, err
	}
	r, ok, err := c.Store.ActiveZoneRun(c, c.Sender())
	if err != nil {
		return session{}, err
	}
	if !ok {
		return session{}, errNoRun(c)
	}
	s, err := withZone(ch, r)
	if err != nil {
		return session{}, err
	}
	s.at, err = pc.Moment(c)
	return s, err
}

// withZone adds the run's zone and graph.
func withZone(ch rules.Character, r zonerun.Run) (session, error) {
	z, ok := content.ZoneByID(r.ZoneID)
	if !ok {
		return session{}, fmt.Errorf("zone run %d is in unknown zone %q", r.ID, r.ZoneID)
	}
	g, ok := content.ZoneGraph(r.ZoneID)
	if !ok {
		return session{}, fmt.Errorf("zone %q has no graph", r.ZoneID)
	}
	return session{ch: ch, run: r, zone: z, g: g}, nil
}

// ready refuses a move while the character cannot walk: down and
// recovering, resting, or in a fight.
func ready(c *bot.Context, s session) error {
	switch {
	case s.ch.IsRecovering(c.Now):
		return bot.Errorf("You're down and recovering until %s. The zone will wait.", s.at.When(s.ch.DownUntil))
	case s.ch.IsResting(c.Now):
		return bot.Errorf("You're resting until %s. The zone will wait.", s.at.When(s.ch.LockoutUntil))
	}
	if _, running, err := c.Store.GetFight(c, c.Sender()); err != nil {
		return err
	} else if running {
		return bot.Errorf("You're in a fight. Finish it first: `%sfight` shows where it stands.", c.Prefix())
	}
	return nil
}

// refusal turns an engine refusal into a player answer; other errors pass.
func refusal(c *bot.Context, err error) error {
	if text := narrate.ZoneRefusal(err, c.Prefix()); text != "" {
		return bot.Errorf("%s", text)
	}
	return err
}

// commit lets the hooks see a step (s.run is the run before it), saves
// the step (character and run), keeps the idle-fork job in step with the
// run, DMs a level-up and answers with the step's text and the hooks'
// lines.
func (d Deps) commit(c *bot.Context, s session, st zonerun.Step) error {
	res, err := d.afterStep(c, c.Store, StepInfo{User: c.Sender(), Prev: s.run, Step: st, Zone: s.zone, Graph: s.g,
		Now: c.Now, At: s.at, Prefix: c.Prefix()})
	if err != nil {
		return err
	}
	exp, err := d.owned(c, c.Store, st.Run)
	if err != nil {
		return err
	}
	if err := pc.Save(c, res.Char); err != nil {
		return err
	}
	if err := saveRun(c, c.Store, st.Run, d.idle()); err != nil {
		return err
	}
	c.Reply(d.stepText(s, st, c.Prefix(), exp, res.Lines))
	for _, e := range st.Events {
		if e.Fight != nil && e.Fight.LevelUp.LevelledUp() {
			if dm := narrate.LevelUpDM(st.Char.Name, e.Fight.LevelUp, c.Prefix()); dm != "" {
				c.DM(c.Sender(), dm)
			}
		}
	}
	for _, dm := range res.DMs {
		c.DM(c.Sender(), dm)
	}
	return nil
}

// stepText words a step with the hooks' extra paragraphs; exp names the
// expedition's verbs.
func (d Deps) stepText(s session, st zonerun.Step, prefix string, exp bool, extra []string) string {
	return narrate.ZoneStepText(narrate.ZoneStep{
		Zone: s.zone, Graph: s.g, Run: st.Run, Events: st.Events, Char: st.Char,
		At: s.at, Prefix: prefix, IdleWait: narrate.Duration(d.idle()), Expedition: exp, Extra: extra,
	})
}

// saveRun writes the run and schedules its idle-fork job while a prompt
// waits (due idle after the prompt was shown), or cancels it.
func saveRun(ctx context.Context, st *store.Store, r zonerun.Run, idle time.Duration) error {
	if err := st.SaveZoneRun(ctx, r); err != nil {
		return err
	}
	key := strconv.FormatInt(r.ID, 10)
	if r.Status.Over() || r.Prompt == nil {
		return scheduler.Cancel(ctx, st, ForkTimeoutKind, key)
	}
	return scheduler.Schedule(ctx, st, forkJob(r, idle))
}

// forkJob is the idle-fork job of r's pending prompt.
func forkJob(r zonerun.Run, idle time.Duration) scheduler.Job {
	return scheduler.Job{
		Kind: ForkTimeoutKind, Key: strconv.FormatInt(r.ID, 10), UserID: r.UserID,
		DueAt: r.Prompt.At.Add(idle), Payload: promptStamp(*r.Prompt),
	}
}

// promptStamp identifies a prompt (its fork and when it was shown), so a
// job left over from an earlier prompt never answers a newer one.
func promptStamp(p zonerun.Prompt) string {
	return p.Node + "@" + strconv.FormatInt(p.At.UnixMilli(), 10)
}

// RunSeed is the random seed of zone run runID under the world seed: every
// roll of the run is keyed by it (ARCHITECTURE "Randomness").
func RunSeed(world uint64, runID int64) uint64 {
	return uint64(dice.NewStream(world, "zone-run", runID).IntN(math.MaxInt64))
}

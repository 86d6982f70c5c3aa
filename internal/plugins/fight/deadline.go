package fight

import (
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// TurnDeadlineKind is the scheduler job that plays a party member's turn
// left past its deadline (rules §2.13), keyed by the fight row's owner.
const TurnDeadlineKind = "fight_turn"

// TurnDeadline is how long a seat of a party fight has to act before
// TwinBee plays its turn by the standard policy (rules §2.13). Chat is
// asynchronous: the party must not wait on a member who stepped away.
const TurnDeadline = 2 * time.Minute

// turnStamp names the turn in progress of st: its round, the seat in
// focus and that seat's turn count, so a deadline job left from an
// earlier turn never plays a later one.
func turnStamp(st combat.State) string {
	return fmt.Sprintf("%d:%d:%d", st.Round, st.Seat, st.Player().Turns)
}

// scheduleTurn keeps the turn deadline job of r, a fight of owner's, in
// step: due TurnDeadline from now for the turn in progress of a party
// fight that goes on, cancelled otherwise.
func scheduleTurn(c *bot.Context, owner id.UserID, r Row) error {
	if len(r.State.Players) < 2 || r.State.Over() {
		return scheduler.Cancel(c, c.Store, TurnDeadlineKind, string(owner))
	}
	return scheduler.Schedule(c, c.Store, scheduler.Job{Kind: TurnDeadlineKind, Key: string(owner), UserID: owner,
		DueAt: c.Now.Add(TurnDeadline), Payload: turnStamp(r.State)})
}

// Jobs are the fight plugin's scheduled jobs: the turn deadline of party
// fights.
func (d Deps) Jobs() map[string]bot.JobFunc {
	return map[string]bot.JobFunc{TurnDeadlineKind: d.turnDeadline}
}

// turnDeadline is the fight_turn job: when the turn it was scheduled for
// is still in progress, TwinBee plays it by the standard policy
// (combat.PlayTurn), says so in the fight's room with the round's log,
// and the fight goes on (this job moves on to the next turn's deadline)
// or ends. A job whose fight has moved on or ended just ends.
func (d Deps) turnDeadline(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	row, ok, err := readRow(c, id.UserID(job.Key))
	if err != nil || !ok || row.State.Over() || turnStamp(row.State) != job.Payload {
		return scheduler.Result{}, err
	}
	name := row.State.Player().Name
	st, evs, err := combat.PlayTurn(row.State, combat.DefaultPolicy())
	if err != nil {
		return scheduler.Result{}, err
	}
	row.State = st
	c.Msg.Room = row.Room // the job answers in the fight's room
	lead := fmt.Sprintf("⏱️ **%s** didn't act within %s: TwinBee played the turn by the standard policy.",
		mdtext.Escape(name), narrate.Duration(TurnDeadline))
	if err := d.goOn(c, row, lead, evs); err != nil {
		return scheduler.Result{}, err
	}
	return rearmed(c, job.Key)
}

// rearmed is the result of a fight_turn job whose run saved the fight:
// the save re-armed this same job (kind and key) for the next seat's
// turn, and the scheduler deletes the running job unless its result
// carries that due time and payload on, so the next seat keeps its
// deadline (rules §2.13). A fight that ended has no job: the result
// ends it.
func rearmed(c *bot.Context, key string) (scheduler.Result, error) {
	next, ok, err := scheduler.Get(c, c.Store, TurnDeadlineKind, key)
	if err != nil || !ok {
		return scheduler.Result{}, err
	}
	return scheduler.Result{Next: next.DueAt, Payload: next.Payload}, nil
}

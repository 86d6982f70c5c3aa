package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/expedition"
)

// Autorun is an expedition's background-walk setting (`!expedition run
// on|off`): whether it is on, and when the background walk last claimed the
// expedition (the zero time for never).
type Autorun struct {
	On   bool
	Last time.Time
}

// Scan reads an expedition row's autorun and last_autorun_at (unix
// milliseconds, 0 for never).
func (a *Autorun) Scan(row dbutil.Scannable) (*Autorun, error) {
	var on int
	var last int64
	if err := row.Scan(&on, &last); err != nil {
		return nil, err
	}
	*a = Autorun{On: on == 1}
	if last > 0 {
		a.Last = time.UnixMilli(last).UTC()
	}
	return a, nil
}

// AutorunQuery reads and writes an expedition's background-walk columns
// (autorun, last_autorun_at) (Store.Autorun).
type AutorunQuery struct {
	db       *dbutil.Database
	autoruns *dbutil.QueryHelper[*Autorun]
}

const (
	getAutorunQuery   = "SELECT autorun, last_autorun_at FROM expedition WHERE id = $1"
	setAutorunQuery   = "UPDATE expedition SET autorun = $2 WHERE id = $1"
	claimAutorunQuery = `
		UPDATE expedition SET last_autorun_at = $2
		WHERE id = $1 AND autorun = 1 AND status = 'active' AND last_autorun_at <= $3`
	graceAutorunQuery = `UPDATE expedition SET last_autorun_at = CASE WHEN last_autorun_at > $2 THEN last_autorun_at ELSE $2 END
		WHERE id = $1`
)

// Get loads the background-walk setting of expedition id; an unknown
// expedition reads as off.
func (q *AutorunQuery) Get(ctx context.Context, id expedition.ID) (Autorun, error) {
	a, _, err := one(ctx, q.autoruns, getAutorunQuery, int64(id))
	return a, err
}

// Set turns expedition id's background walk on or off. Errors: an
// unknown expedition ("expedition 3 does not exist").
func (q *AutorunQuery) Set(ctx context.Context, id expedition.ID, on bool) error {
	res, err := q.db.Exec(ctx, setAutorunQuery, int64(id), flag(on))
	return mustExist(res, err, "expedition "+id.String())
}

// Claim is the background walk's compare-and-set (rules §10.3): it stamps
// expedition id's last_autorun_at with now, but only when the background
// walk is on and the last claim is at least every ago, and reports
// whether it did. Of two workers racing for the same expedition only the
// first claim succeeds; the other sees the new stamp and gets false.
func (q *AutorunQuery) Claim(ctx context.Context, id expedition.ID, now time.Time, every time.Duration) (bool, error) {
	return changedOne(q.db.Exec(ctx, claimAutorunQuery, int64(id), now.UnixMilli(), now.Add(-every).UnixMilli()))
}

// Grace stamps expedition id's last_autorun_at with at, never moving it
// back (rules §9.3): the background walk claims an expedition only a
// whole cooldown after its last stamp (Claim), so after a revisit it
// leaves the player alone for one full window instead of marching them
// straight back out of the room they walked back to. An unknown
// expedition is left as it is.
func (q *AutorunQuery) Grace(ctx context.Context, id expedition.ID, at time.Time) error {
	_, err := q.db.Exec(ctx, graceAutorunQuery, int64(id), at.UnixMilli())
	return err
}

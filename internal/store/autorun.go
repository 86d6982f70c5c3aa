package store

import (
	"context"
	"fmt"
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

// ExpeditionAutorun loads the background-walk setting of expedition id;
// an unknown expedition reads as off.
func (s *Store) ExpeditionAutorun(ctx context.Context, id expedition.ID) (Autorun, error) {
	a, _, err := one(ctx, s.q.autoruns, "SELECT autorun, last_autorun_at FROM expedition WHERE id = $1", int64(id))
	return a, err
}

// SetExpeditionAutorun turns expedition id's background walk on or off.
func (s *Store) SetExpeditionAutorun(ctx context.Context, id expedition.ID, on bool) error {
	v := 0
	if on {
		v = 1
	}
	res, err := s.DB.Exec(ctx, "UPDATE expedition SET autorun = $2 WHERE id = $1", int64(id), v)
	return mustExist(res, err, "expedition "+id.String())
}

// ClaimAutorun is the background walk's compare-and-set (rules §10.3): it
// stamps expedition id's last_autorun_at with now, but only when the
// background walk is on and the last claim is at least every ago, and
// reports whether it did. Of two workers racing for the same expedition
// only the first claim succeeds; the other sees the new stamp and gets
// false.
func (s *Store) ClaimAutorun(ctx context.Context, id expedition.ID, now time.Time, every time.Duration) (bool, error) {
	return changedOne(s.DB.Exec(ctx, `
		UPDATE expedition SET last_autorun_at = $2
		WHERE id = $1 AND autorun = 1 AND status = 'active' AND last_autorun_at <= $3`,
		int64(id), now.UnixMilli(), now.Add(-every).UnixMilli()))
}

// Savepoint runs fn inside a savepoint of ctx's transaction: when fn fails,
// everything it wrote is rolled back and the transaction goes on, and fn's
// error is returned. name must be a plain SQL identifier.
func (s *Store) Savepoint(ctx context.Context, name string, fn func() error) error {
	if _, err := s.DB.Exec(ctx, "SAVEPOINT "+name); err != nil {
		return err
	}
	if err := fn(); err != nil {
		if _, rbErr := s.DB.Exec(ctx, "ROLLBACK TO "+name); rbErr != nil {
			return fmt.Errorf("%w (and rolling back to %s: %v)", err, name, rbErr)
		}
		if _, relErr := s.DB.Exec(ctx, "RELEASE "+name); relErr != nil {
			return fmt.Errorf("%w (and releasing %s: %v)", err, name, relErr)
		}
		return err
	}
	_, err := s.DB.Exec(ctx, "RELEASE "+name)
	return err
}

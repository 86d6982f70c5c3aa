package expedition

import (
	"context"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// autorunWait is when a background walk that cannot happen now should look
// again, or the zero time when it can go ahead.
func (p *Plugin) autorunWait(ctx context.Context, st *store.Store, e expedition.Expedition, now time.Time, loc *time.Location) (time.Time, error) {
	retry := now.Add(expedition.AutorunRetry)
	if at := clockWait(e, now, loc); !at.IsZero() {
		return at, nil
	}
	ch, ok, err := st.Character.Get(ctx, id.UserID(e.UserID))
	if err != nil || !ok {
		return retry, err
	}
	if at := characterWait(ch, now); !at.IsZero() {
		return at, nil
	}
	if _, fighting, err := st.Fight.Get(ctx, id.UserID(e.UserID)); err != nil || fighting {
		return retry, err
	}
	f, err := loadField(ctx, st, e)
	if err != nil {
		return retry, err
	}
	if _, _, pending := f.run.PendingFight(); pending || behindFrontier(f.run, f.g) || f.run.Prompt != nil {
		return retry, nil
	}
	return time.Time{}, nil
}

// clockWait is when expedition e's background walk, held at now by the
// clock or the expedition itself, looks again (loc: the player's time
// zone): at night, or with a camp made today standing, the morning's
// quiet window's end; in a quiet window, or with a night encounter
// waiting, AutorunRetry later. Zero when neither holds it.
func clockWait(e expedition.Expedition, now time.Time, loc *time.Location) time.Time {
	retry := now.Add(expedition.AutorunRetry)
	morning := expedition.NextLocal(now, loc, expedition.RolloverHour).Add(expedition.AutorunQuiet)
	switch {
	case expedition.IsNight(now, loc):
		return morning
	case expedition.InQuietWindow(now, loc):
		return retry
	case e.PendingNight != nil:
		return retry
	case e.Camp != nil && !e.Camp.Struck && e.Camp.Day == e.Day:
		return morning
	}
	return time.Time{}
}

// characterWait is when a background walk held at now by its player's
// character looks again: when they are up from being down, or done
// resting. Zero when neither holds it.
func characterWait(ch rules.Character, now time.Time) time.Time {
	switch {
	case ch.IsRecovering(now):
		return ch.DownUntil
	case ch.IsResting(now):
		return ch.LockoutUntil
	}
	return time.Time{}
}

package matrix

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// Invites one user may have the bot accept. Each costs a room the bot
// stays in (its m.direct grows) or a notice and a leave; an admin's are not
// counted. The count is kept in the database, so a restart does not reset
// it.
const (
	// InvitesPerHour is how many invites of one user the bot accepts in
	// any hour; later ones are rejected (and logged) until the oldest is an
	// hour old.
	InvitesPerHour = 5
	inviteWindow   = time.Hour
)

// inviteCap counts the invites accepted per inviter in the last hour.
type inviteCap struct {
	mu sync.Mutex // one read-modify-write of a user's count at a time
}

// take records an invite of user accepted at now and reports true, or
// reports false (recording nothing) when user already had InvitesPerHour
// accepted in the hour before now. A database error is returned with true:
// the invite is accepted rather than lost.
func (c *inviteCap) take(ctx context.Context, st State, user id.UserID, now time.Time) (bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := store.KeyInviteJoinsPrefix + user.String()
	raw, _, err := st.KV.Get(ctx, key)
	if err != nil {
		return true, err
	}
	times := recentTimes(raw, now)
	if len(times) >= InvitesPerHour {
		return false, nil
	}
	times = append(times, now.UnixMilli())
	return true, st.KV.Set(ctx, key, joinTimes(times))
}

// prune deletes the counts whose every invite is over an hour old before
// now, so users who invited the bot once do not stay in the database.
func (c *inviteCap) prune(ctx context.Context, st State, now time.Time) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	all, err := st.KV.WithPrefix(ctx, store.KeyInviteJoinsPrefix)
	if err != nil {
		return err
	}
	for key, raw := range all {
		if len(recentTimes(raw, now)) == 0 {
			if err := st.KV.Delete(ctx, key); err != nil {
				return err
			}
		}
	}
	return nil
}

// recentTimes parses a stored count (Unix milliseconds, space-separated)
// and keeps the times within the hour before now; unreadable parts are
// dropped.
func recentTimes(raw string, now time.Time) []int64 {
	from := now.Add(-inviteWindow).UnixMilli()
	var out []int64
	for _, f := range strings.Fields(raw) {
		if ms, err := strconv.ParseInt(f, 10, 64); err == nil && ms > from {
			out = append(out, ms)
		}
	}
	slices.Sort(out)
	return out
}

func joinTimes(times []int64) string {
	parts := make([]string, len(times))
	for i, ms := range times {
		parts[i] = strconv.FormatInt(ms, 10)
	}
	return strings.Join(parts, " ")
}

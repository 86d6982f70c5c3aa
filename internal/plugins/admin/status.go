package admin

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// status is `!admin status`: what an operator checks first.
func (d Deps) status(c *bot.Context) error {
	version, _, err := c.Store.SchemaVersion(c)
	if err != nil {
		return err
	}
	players, err := c.Store.Player.Count(c)
	if err != nil {
		return err
	}
	active, err := c.Store.Expedition.CountActive(c)
	if err != nil {
		return err
	}
	backlog, err := outbox.ReadBacklog(c, c.Store)
	if err != nil {
		return err
	}
	device, ok, err := c.Store.KV.Get(c, store.KeyDeviceStatus)
	if err != nil {
		return err
	}
	if ok {
		deviceID, trust, _ := strings.Cut(device, "\t")
		device = fmt.Sprintf("`%s` · %s", deviceID, mdtext.Escape(trust))
	} else {
		device = "not known yet (the Matrix transport notes it at start)"
	}
	backup, err := lastBackup(c)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🛠️ **GogoBee %s** · schema v%d · up %s\n", d.Version, version, uptime(d.Started, time.Now()))
	fmt.Fprintf(&b, "Players: %d · expeditions in the field: %d\n", players, active)
	fmt.Fprintf(&b, "Outbox: %d waiting", backlog.Unsent)
	if !backlog.OldestUnsent.IsZero() {
		fmt.Fprintf(&b, " (oldest from %s)", backlog.OldestUnsent.Format(time.RFC3339))
	}
	fmt.Fprintf(&b, " · %d failed", backlog.Failed)
	if backlog.Failed > 0 {
		fmt.Fprintf(&b, " (`%sadmin outbox` lists them)", c.Prefix())
	}
	fmt.Fprintf(&b, "\nDevice: %s", device)
	fmt.Fprintf(&b, "\nLast backup: %s", backup)
	c.Reply(b.String())
	return nil
}

// lastBackup is the status's "Last backup" line: the last nightly backup
// written (store.KeyLastBackup) and, when the latest attempt failed after
// it (store.KeyLastBackupFailure), that failure's time and reason, so a
// failing night is not hidden behind an older success.
func lastBackup(c *bot.Context) (string, error) {
	last, ok, err := c.Store.KV.Get(c, store.KeyLastBackup)
	if err != nil {
		return "", err
	}
	failed, failedOK, err := c.Store.KV.Get(c, store.KeyLastBackupFailure)
	if err != nil {
		return "", err
	}
	line := "none yet"
	if c.Config.BackupDir == "" {
		line = "nightly backups off (GOGOBEE_BACKUP_DIR)"
	}
	var at string
	if ok {
		var path string
		at, path, _ = strings.Cut(last, "\t")
		line = fmt.Sprintf("%s → `%s`", at, path)
	}
	if failedOK {
		when, reason, _ := strings.Cut(failed, "\t")
		// RFC 3339 UTC times with whole seconds sort as strings.
		if !ok || when > at {
			line += fmt.Sprintf("\n⚠️ The latest attempt failed at %s: %s", when, mdtext.Escape(reason))
		}
	}
	return line, nil
}

// uptime is the time from started to now in its two largest whole units,
// as an operator reads it: "42s" in the first minute, then "2m", "3h 12m",
// "2d 4h" ("unknown" when started is zero).
func uptime(started, now time.Time) string {
	if started.IsZero() {
		return "unknown"
	}
	up := now.Sub(started)
	const day = 24 * time.Hour
	switch {
	case up < time.Minute:
		return up.Truncate(time.Second).String()
	case up < time.Hour:
		return fmt.Sprintf("%dm", up/time.Minute)
	case up < day:
		return fmt.Sprintf("%dh %dm", up/time.Hour, up%time.Hour/time.Minute)
	}
	return fmt.Sprintf("%dd %dh", up/day, up%day/time.Hour)
}

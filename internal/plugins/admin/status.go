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
	players, err := c.Store.CountPlayers(c)
	if err != nil {
		return err
	}
	active, err := c.Store.CountActiveExpeditions(c)
	if err != nil {
		return err
	}
	backlog, err := outbox.ReadBacklog(c, c.Store)
	if err != nil {
		return err
	}
	device, ok, err := c.Store.GetKV(c, store.KeyDeviceStatus)
	if err != nil {
		return err
	}
	if ok {
		deviceID, trust, _ := strings.Cut(device, "\t")
		device = fmt.Sprintf("`%s` · %s", deviceID, mdtext.Escape(trust))
	} else {
		device = "not known yet (the Matrix transport notes it at start)"
	}
	last, ok, err := c.Store.GetKV(c, store.KeyLastBackup)
	if err != nil {
		return err
	}
	backup := "none yet"
	if c.Config.BackupDir == "" {
		backup = "nightly backups off (GOGOBEE_BACKUP_DIR)"
	}
	if ok {
		at, path, _ := strings.Cut(last, "\t")
		backup = fmt.Sprintf("%s → `%s`", at, path)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🛠️ **GogoBee %s** · schema v%d · up %s\n", d.Version, version, uptime(d.Started))
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

// uptime is the time since started, in whole minutes ("unknown" when
// started is zero).
func uptime(started time.Time) string {
	if started.IsZero() {
		return "unknown"
	}
	return time.Since(started).Truncate(time.Minute).String()
}

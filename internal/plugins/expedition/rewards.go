package expedition

import (
	"context"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/store"
)

// grantTexts words milestone rewards already granted (play.GrantMilestones):
// one line per milestone, a line for The Long Game's legendary find, and
// the level-up DMs their XP caused. name is the character's.
func grantTexts(name string, gs []play.Grant, line narrate.Liner, prefix string) (texts, dms []string) {
	for _, g := range gs {
		if dm := narrate.LevelUpDM(name, g.LevelUp, prefix); dm != "" {
			dms = append(dms, dm)
		}
		texts = append(texts, narrate.MilestoneText(g.Award, line))
	}
	for _, g := range gs {
		if g.Legendary == "" {
			continue
		}
		label := string(g.Legendary)
		if it, ok := content.ItemByID(g.Legendary); ok {
			label = it.Name
		}
		texts = append(texts, "🎁 The Long Game's legendary find: **"+label+"**.")
	}
	return texts, dms
}

// highlightMilestones records milestones for Pete's highlights.
func (p *Plugin) highlightMilestones(ctx context.Context, st *store.Store, e expedition.Expedition, awards []expedition.MilestoneAward, at time.Time) error {
	for _, a := range awards {
		if err := st.News.AddHighlight(ctx, store.Highlight{At: at, UserID: id.UserID(e.UserID), Kind: store.HighlightMilestone,
			Subject: a.Name, ZoneID: e.ZoneID, Day: e.Day}); err != nil {
			return err
		}
	}
	return nil
}

package expedition

import (
	"context"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// maxAbility caps a milestone's permanent ability bonus (SRD: 20).
const maxAbility = 20

// grantMilestones applies the rewards of milestones just reached to ch
// (expedition §13): XP through rules.AwardXP (a level-up is DMed), the Two
// Weeks ability bonus (capped at 20). It returns the character, one line
// per milestone and the level-up DMs. Titles and keepsakes go on the
// sheet, the Week One discount waits for the next purchase at Thom's, and
// The Long Game's legendary find goes in the pack.
func grantMilestones(ch rules.Character, awards []expedition.MilestoneAward, line narrate.Liner, prefix string) (rules.Character, []string, []string) {
	var texts, dms []string
	for _, a := range awards {
		if a.GrantXP > 0 {
			var rep rules.LevelUpReport
			ch, rep = rules.AwardXP(ch, a.GrantXP)
			if dm := narrate.LevelUpDM(ch.Name, rep, prefix); dm != "" {
				dms = append(dms, dm)
			}
		}
		if a.PrimaryStatBonus > 0 && a.Ability != "" {
			ch = ch.Clone()
			v := ch.Abilities.Get(a.Ability)
			ch.Abilities = ch.Abilities.With(a.Ability, min(maxAbility, v+a.PrimaryStatBonus))
		}
		ch = keepMilestone(ch, a)
		texts = append(texts, narrate.MilestoneText(a, line))
	}
	return ch, texts, dms
}

// keepMilestone puts a milestone's lasting rewards on the character: its
// title and keepsake (once each), Thom's discount (the larger one wins) and
// a legendary item, chosen by a stream keyed by the character and the
// milestone so a replay finds the same one.
func keepMilestone(ch rules.Character, a expedition.MilestoneAward) rules.Character {
	ch = ch.Clone()
	if a.Title != "" && !slices.Contains(ch.Titles, a.Title) {
		ch.Titles = append(ch.Titles, a.Title)
	}
	if a.Cosmetic != "" && !slices.Contains(ch.Keepsakes, a.Cosmetic) {
		ch.Keepsakes = append(ch.Keepsakes, a.Cosmetic)
	}
	ch.ShopDiscount = max(ch.ShopDiscount, a.ShopDiscountPercent)
	if a.LegendaryItem {
		legendary := content.ItemsWhere(func(it content.Item) bool {
			return it.Grade == content.GradeLegendary && it.Kind != content.KindMaterial
		})
		if len(legendary) > 0 {
			pick := legendary[dice.NewStream(0, ch.Name, string(a.ID), ch.XP).IntN(len(legendary))]
			ch, _ = rules.AddItem(ch, pick.ID, 1)
		}
	}
	return ch
}

// eliteBonusLoot rolls the Cartographer's bonus loot roll in the elite room
// just entered (a room-treasure roll of the zone, keyed by the run's seed
// and the room) and puts it in the pack.
func eliteBonusLoot(ch rules.Character, zoneID string, seed uint64, node string) (rules.Character, []content.Drop) {
	z, ok := content.ZoneByID(zoneID)
	if !ok {
		return ch, nil
	}
	drops := content.RollRoomTreasure(z, 1, dice.NewStream(seed, node, "cartographer"))
	return combat.ApplyLoot(ch, drops), drops
}

// chaosTax takes the forced extraction's chaos tax from the purse, never
// below 0 coins.
func chaosTax(ch rules.Character, coins int) rules.Character {
	if coins <= 0 || ch.Coins <= 0 {
		return ch
	}
	out, err := rules.SpendCoins(ch, min(coins, ch.Coins))
	if err != nil {
		return ch
	}
	return out
}

// highlightMilestones records milestones for Pete's highlights.
func (p *Plugin) highlightMilestones(ctx context.Context, st *store.Store, e expedition.Expedition, awards []expedition.MilestoneAward, at time.Time) error {
	for _, a := range awards {
		if err := st.AddHighlight(ctx, store.Highlight{At: at, UserID: e.UserID, Kind: store.HighlightMilestone,
			Subject: a.Name, ZoneID: e.ZoneID, Day: e.Day}); err != nil {
			return err
		}
	}
	return nil
}

// grantMilestonesInto is grantMilestones with the level-up DMs appended
// to dms.
func grantMilestonesInto(ch rules.Character, awards []expedition.MilestoneAward, line narrate.Liner, prefix string, dms []string) (rules.Character, []string, []string) {
	ch, texts, more := grantMilestones(ch, awards, line, prefix)
	return ch, texts, append(dms, more...)
}

// legendaryFind is The Long Game's guaranteed legendary item: one of the
// catalogue's legendary items, picked by the expedition, into the pack.
func legendaryFind(ch rules.Character, e expedition.Expedition, texts []string) (rules.Character, []string) {
	items := content.ItemsWhere(func(it content.Item) bool { return it.Grade == content.GradeLegendary })
	if len(items) == 0 {
		return ch, texts
	}
	it := items[dice.NewStream(uint64(len(e.ID)), "long-game", e.ID, e.UserID).IntN(len(items))]
	out, err := rules.AddItem(ch, it.ID, 1)
	if err != nil {
		return ch, texts
	}
	return out, append(texts, "🎁 The Long Game's legendary find: **"+it.Name+"**.")
}

package play

import (
	"cmp"
	"slices"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// MaxAbility caps a milestone's permanent ability bonus (SRD: a score
// never rises above 20 this way).
const MaxAbility = 20

// Grant is one milestone's rewards as put on the character (rules §8.19): the
// award, the level-up its XP caused (zero when none) and the legendary item
// The Long Game found ("" when none).
type Grant struct {
	Award     expedition.MilestoneAward
	LevelUp   rules.LevelUpReport
	Legendary content.ItemID
}

// GrantMilestones puts the rewards of milestones just reached on ch: XP
// through rules.AwardXP, the Two Weeks ability bonus (capped at
// MaxAbility), the title and keepsake (once each), Thom's discount (the
// larger one wins) and The Long Game's legendary item, picked on the world
// seed by the expedition and the milestone so a replay finds the same one.
// It returns the character and one Grant per award, in order.
func GrantMilestones(ch rules.Character, e expedition.Expedition, awards []expedition.MilestoneAward, world uint64) (rules.Character, []Grant) {
	var out []Grant
	for _, a := range awards {
		g := Grant{Award: a}
		if a.GrantXP > 0 {
			ch, g.LevelUp = rules.AwardXP(ch, a.GrantXP)
		}
		ch = ch.Clone()
		if a.PrimaryStatBonus > 0 && a.Ability != "" {
			v := ch.Abilities.Get(a.Ability)
			ch.Abilities = ch.Abilities.With(a.Ability, min(MaxAbility, v+a.PrimaryStatBonus))
		}
		if a.Title != "" && !slices.Contains(ch.Titles, a.Title) {
			ch.Titles = append(ch.Titles, a.Title)
		}
		if a.Cosmetic != "" && !slices.Contains(ch.Keepsakes, a.Cosmetic) {
			ch.Keepsakes = append(ch.Keepsakes, a.Cosmetic)
		}
		ch.ShopDiscount = max(ch.ShopDiscount, a.ShopDiscountPercent)
		if a.LegendaryItem {
			ch, g.Legendary = legendaryFind(ch, e, a.ID, world)
		}
		out = append(out, g)
	}
	return ch, out
}

// legendaryFind puts one of the catalogue's legendary items (materials
// aside) in the pack, picked on the world seed by the expedition and the
// milestone. It returns the item's ID, "" when there is none to give.
func legendaryFind(ch rules.Character, e expedition.Expedition, id expedition.MilestoneID, world uint64) (rules.Character, content.ItemID) {
	items := content.ItemsWhere(func(it content.Item) bool {
		return it.Grade == content.GradeLegendary && it.Kind != content.KindMaterial
	})
	if len(items) == 0 {
		return ch, ""
	}
	it := items[dice.NewStream(world, "milestone", e.ID.String(), string(id)).IntN(len(items))]
	out, err := rules.AddItem(ch, it.ID, 1)
	if err != nil {
		return ch, ""
	}
	return out, it.ID
}

// EliteBonusLoot is the Cartographer's bonus loot roll in the elite room
// just entered (rules §8.19): one room-treasure roll of the zone on the
// run's stream for the room, of which a character under the zone's band
// keeps its share by the level it set out at (setOut; 0: its own level,
// rules §6.2), put in the pack.
func EliteBonusLoot(ch rules.Character, zoneID content.ZoneID, setOut int, runSeed uint64, node zonegraph.NodeID) (rules.Character, []content.Drop) {
	z, ok := content.ZoneByID(zoneID)
	if !ok {
		return ch, nil
	}
	s := dice.NewStream(runSeed, string(node), "cartographer")
	drops := content.KeptDrops(content.RollRoomTreasure(z, 1, s), z.FindPercent(cmp.Or(setOut, ch.Level)), s.Child("under_band"))
	return combat.ApplyLoot(ch, drops), drops
}

// ApplyForced takes a forced extraction's loss (its report's Loss: XP,
// coins and items left behind, rules §8.18) from ch and gives back the CON
// starvation took (rules §8.5); a report without a loss takes nothing.
func ApplyForced(ch rules.Character, rep expedition.ExtractionReport) rules.Character {
	ch = expedition.GiveBackCON(ch, rep.ConBack)
	if rep.Loss == nil {
		return ch
	}
	return expedition.ApplyLoss(ch, *rep.Loss)
}

package content

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestShippedContentIsValid(t *testing.T) {
	require.NoError(t, Load())
}

// monsterIn returns a pointer to the fixture's monster with id.
func monsterIn(t *testing.T, c *catalog, id MonsterID) *Monster {
	t.Helper()
	for i := range c.monsters {
		if c.monsters[i].ID == id {
			return &c.monsters[i]
		}
	}
	t.Fatalf("fixture has no monster %q", id)
	return nil
}

func zoneIn(t *testing.T, c *catalog, id string) *Zone {
	t.Helper()
	for i := range c.zones {
		if c.zones[i].ID == ZoneID(id) {
			return &c.zones[i]
		}
	}
	t.Fatalf("fixture has no zone %q", id)
	return nil
}

func itemIn(t *testing.T, c *catalog, id ItemID) *Item {
	t.Helper()
	for i := range c.items {
		if c.items[i].ID == id {
			return &c.items[i]
		}
	}
	t.Fatalf("fixture has no item %q", id)
	return nil
}

func kitIn(t *testing.T, c *catalog, class rules.ClassID) *StartingKit {
	t.Helper()
	for i := range c.kits {
		if c.kits[i].ClassID == class {
			return &c.kits[i]
		}
	}
	t.Fatalf("fixture has no kit for %q", class)
	return nil
}

func TestBrokenFixturesFailWithClearMessages(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(t *testing.T, c *catalog)
		want   string
	}{
		{"roster names an unknown monster", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneGoblinWarrens)).Roster[0].MonsterID = "gobbo"
		}, `zone goblin_warrens: roster entry 0 references unknown monster "gobbo"`},
		{"roster weight zero", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneCryptValdris)).Roster[1].Weight = 0
		}, `zone crypt_valdris: roster entry "zombie" has weight 0; weights must be positive`},
		{"roster elite flag disagrees", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneGoblinWarrens)).Roster[3].Elite = false
		}, `zone goblin_warrens: roster entry "worg" has elite=false but the bestiary says elite=true`},
		{"roster without elites", func(t *testing.T, c *catalog) {
			z := zoneIn(t, c, string(ZoneCryptValdris))
			z.Roster = z.Roster[:3]
		}, `zone crypt_valdris: roster needs ordinary and elite entries (has 3 ordinary, 0 elite)`},
		{"boss missing", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneUnderforge)).BossID = "tarrasque"
		}, `zone underforge: boss "tarrasque" is not in the bestiary`},
		{"boss is not a boss", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneUnderforge)).BossID = "azer"
		}, `zone underforge: boss "azer" is not flagged as a zone boss`},
		{"loot chance above one", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneGoblinWarrens)).Loot.Chances[0].Chance = 1.5
		}, `zone goblin_warrens: loot chance 1.5 of "grol_handaxe" outside (0, 1]`},
		{"loot names an unknown item", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneDragonsLair)).Loot.Always[0].ItemID = "hoard"
		}, `zone dragons_lair: boss loot references unknown item "hoard"`},
		{"half-filled coin dice", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneSunkenTemple)).Loot.Coins.Mult = 0
		}, `zone sunken_temple: coin dice`},
		{"duplicate monster ID", func(t *testing.T, c *catalog) {
			c.monsters = append(c.monsters, c.monsters[0])
		}, `monster "goblin_sneak": duplicate ID`},
		{"duplicate zone ID", func(t *testing.T, c *catalog) {
			c.zones = append(c.zones, c.zones[0])
		}, `zone "goblin_warrens": duplicate ID`},
		{"duplicate item ID", func(t *testing.T, c *catalog) {
			c.items = append(c.items, c.items[0])
		}, `item "dagger_t1": duplicate ID`},
		{"attack bonus above the cap", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "infernax").AttackBonus = 14
		}, `monster "infernax": attack bonus 14 outside 0..11`},
		{"attack off the rescaled value", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "worg").Attack++
		}, `monster "worg": attack 3 is not the rescaled value 2 of CR 0.5`},
		{"non-positive HP", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "kobold").HP = 0
		}, `monster "kobold": CR, HP, AC, XP and speed must be positive`},
		{"zero CR", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "kobold").CR = 0
		}, `monster "kobold": CR, HP, AC, XP and speed must be positive (CR 0,`},
		{"unknown effect", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "worg").Ability.Effect = "explode"
		}, `monster "worg": unknown ability effect "explode"`},
		{"proc chance above one", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "worg").Ability.Proc = 2
		}, `monster "worg": ability proc chance 2 outside (0, 1]`},
		{"unknown phase", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "worg").Ability.Phase = "finale"
		}, `monster "worg": unknown ability phase "finale"`},
		{"elite without profile", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "owlbear").Multiattack = nil
		}, `monster "owlbear": elites and bosses need a multiattack profile`},
		{"phase 2 on a non-boss", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "owlbear").Phase2At = 0.5
		}, `monster "owlbear": only bosses have a phase 2`},
		{"a save on a non-stun", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "hobgoblin_grunt").Ability.Save = rules.WIS
		}, `monster "hobgoblin_grunt": ability save "wis" needs a stun`},
		{"an unknown save", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "lord_aldric").Ability.Save = "luck"
		}, `monster "lord_aldric": ability save "luck" needs a stun and one of the six abilities`},
		{"re-forming on a non-boss", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "owlbear").ReformAt = 0.25
		}, `monster "owlbear": only bosses have a phase 2`},
		{"re-forming with all its HP", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "lord_aldric").ReformAt = 1
		}, `monster "lord_aldric": re-form fraction 1 outside [0, 1)`},
		{"unknown kill tag", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "worg").Tags = []KillTag{"wolfish"}
		}, `monster "worg": unknown kill tag "wolfish"`},
		{"a registry tag nobody carries", func(t *testing.T, c *catalog) {
			monsterIn(t, c, "belaxath").Tags = []KillTag{TagDemon}
		}, `kill tag "balor": no monster carries it`},
		{"item without value", func(t *testing.T, c *catalog) {
			itemIn(t, c, "gem_azurite").Value = 0
		}, `item "gem_azurite": value 0 must be positive`},
		{"weapon kind without weapon", func(t *testing.T, c *catalog) {
			itemIn(t, c, "longsword_t1").Weapon = nil
		}, `item "longsword_t1": kind "weapon" but weapon details set=false`},
		{"consumable without amount", func(t *testing.T, c *catalog) {
			itemIn(t, c, "coal_bomb").Consumable.Amount = 0
		}, `item "coal_bomb": opener damage needs an amount`},
		{"shop sells an unknown item", func(t *testing.T, c *catalog) {
			c.offers[2].ItemID = "mystery_box"
		}, `sells unknown item "mystery_box"`},
		{"kit with two-handed weapon and shield", func(t *testing.T, c *catalog) {
			kitIn(t, c, rules.Fighter).Equipment[rules.SlotMainHand] = "greatsword_t1"
		}, `starting kit "fighter": two-handed "greatsword_t1" with an off-hand item`},
		{"kit armour in the weapon slot", func(t *testing.T, c *catalog) {
			kitIn(t, c, rules.Rogue).Equipment[rules.SlotMainHand] = "plate_t1"
		}, `starting kit "rogue": item "plate_t1" does not fit slot main_hand`},
		{"treasure outside its band", func(t *testing.T, c *catalog) {
			itemIn(t, c, "gem_diamond").Value = 100
		}, `treasure slate: "gem_diamond" must be a known legendary treasure worth 4500-10000 coins`},
		{"SRD pool grade mismatch", func(t *testing.T, c *catalog) {
			c.srdPool[GradeRare] = append(c.srdPool[GradeRare], "vorpal_sword")
		}, `SRD substitution pool: "vorpal_sword" must be a known rare item`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := shippedCatalog()
			tc.mutate(t, &c)
			err := validateCatalog(c)
			require.Error(t, err)
			var ve *ValidationError
			require.True(t, errors.As(err, &ve))
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestValidationReportsEveryProblem(t *testing.T) {
	c := shippedCatalog()
	monsterIn(t, &c, "kobold").AttackBonus = 20
	zoneIn(t, &c, string(ZoneAbyssPortal)).Roster[0].Weight = -1
	err := validateCatalog(c)
	var ve *ValidationError
	require.True(t, errors.As(err, &ve))
	assert.Len(t, ve.Problems, 2)
	assert.Contains(t, err.Error(), "content: 2 problem(s)")
}

func TestShippedCatalogIsACopy(t *testing.T) {
	c := shippedCatalog()
	c.zones[0].Roster[0].MonsterID = "changed"
	require.NoError(t, Validate())
}

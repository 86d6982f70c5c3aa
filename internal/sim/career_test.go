package sim

import (
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

func TestCareerZoneIsTheHighestTierOfTheBand(t *testing.T) {
	abyssShut := map[content.ZoneID]time.Time{"abyss_portal": epoch.Add(7 * 24 * time.Hour)}
	for _, tc := range []struct {
		level   int
		closed  map[content.ZoneID]time.Time
		entered map[content.ZoneID]int
		want    content.ZoneID
	}{
		{1, nil, nil, "goblin_warrens"}, // tie of two tier 1 zones, 1-3, none entered: catalogue order
		{2, nil, nil, "goblin_warrens"},
		{3, nil, nil, "forest_shadows"}, // tier 1 and 2 both take level 3: tier 2
		{4, nil, nil, "forest_shadows"},
		{5, nil, nil, "haunted_manor"},
		{7, nil, nil, "haunted_manor"},
		{8, nil, nil, "underdark"},
		{11, nil, nil, "underdark"},
		{12, nil, nil, "dragons_lair"},
		{14, nil, nil, "dragons_lair"},
		{15, nil, nil, "abyss_portal"}, // tier 5 tie: the higher lowest level (15-20 over 12-20)
		{20, nil, nil, "abyss_portal"},
		{16, abyssShut, nil, "dragons_lair"}, // the portal's week shut after a collapse
		// A tie of one band goes to the zone entered fewer times: the two take turns.
		{1, nil, map[content.ZoneID]int{"goblin_warrens": 1}, "crypt_valdris"},
		{2, nil, map[content.ZoneID]int{"goblin_warrens": 1, "crypt_valdris": 1}, "goblin_warrens"},
		{8, nil, map[content.ZoneID]int{"underdark": 2, "feywild_crossing": 1}, "feywild_crossing"},
		{9, nil, map[content.ZoneID]int{"underdark": 1, "feywild_crossing": 1}, "underdark"},
		{5, nil, map[content.ZoneID]int{"haunted_manor": 1}, "underforge"},
		// Entries never beat the band made for the level, nor a higher tier.
		{15, nil, map[content.ZoneID]int{"abyss_portal": 5}, "abyss_portal"},
		{3, nil, map[content.ZoneID]int{"forest_shadows": 1, "sunken_temple": 1, "goblin_warrens": 0}, "forest_shadows"},
	} {
		z, ok := CareerZone(tc.level, epoch, tc.closed, tc.entered)
		if !ok || z.ID != tc.want {
			t.Errorf("level %d (closed %v, entered %v): got %q %v, want %q", tc.level, tc.closed, tc.entered, z.ID, ok, tc.want)
		}
	}
}

func TestCareerReserveIsPacksInnAndPotions(t *testing.T) {
	lean := play.DefaultPolicy()
	lean.StandardPacks, lean.DeluxePacks = 2, 0
	for _, tc := range []struct {
		name          string
		pol           play.Policy
		tier          int
		packs, reserv int
	}{
		{"heavy preset, tier 1: 3 standard and 1 deluxe", play.DefaultPolicy(), 1, 3*50 + 90, 3*50 + 90 + 200 + 2*50},
		{"heavy preset, tier 4: 5 and 1", play.DefaultPolicy(), 4, 5*50 + 90, 5*50 + 90 + 300},
		{"heavy preset, tier 5: 7 and 2", play.DefaultPolicy(), 5, 7*50 + 2*90, 7*50 + 2*90 + 300},
		{"two standard packs", lean, 5, 100, 400},
	} {
		if got := PackCost(tc.pol, tc.tier); got != tc.packs {
			t.Errorf("%s: PackCost %d, want %d", tc.name, got, tc.packs)
		}
		if got := CareerReserve(tc.pol, tc.tier); got != tc.reserv {
			t.Errorf("%s: CareerReserve %d, want %d", tc.name, got, tc.reserv)
		}
	}
}

// newcomer is a level-1 character as rules.NewCharacter makes it, with coins.
func newcomer(t *testing.T, class rules.ClassID, coins int) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Career Test", class, rules.Human)
	if err != nil {
		t.Fatal(err)
	}
	c.Coins = coins
	return c
}

// firstItem is the first catalogue item keep accepts.
func firstItem(t *testing.T, keep func(content.Item) bool) content.Item {
	t.Helper()
	items := content.ItemsWhere(keep)
	if len(items) == 0 {
		t.Fatal("no such item in the catalogue")
	}
	return items[0]
}

func TestShopBuyFollowsThomsRules(t *testing.T) {
	t3 := firstItem(t, func(it content.Item) bool {
		_, ok := content.BuyPrice(it.ID)
		return ok && it.Weapon != nil && it.Tier == 3
	})
	t2 := firstItem(t, func(it content.Item) bool {
		_, ok := content.BuyPrice(it.ID)
		return ok && it.Weapon != nil && it.Tier == 2
	})
	plate := firstItem(t, func(it content.Item) bool {
		_, ok := content.BuyPrice(it.ID)
		return ok && it.Armor != nil && it.Armor.Category == "heavy" && it.Tier == 1
	})
	p2, _ := content.BuyPrice(t2.ID)
	for _, tc := range []struct {
		name     string
		class    rules.ClassID
		coins    int
		discount int
		id       content.ItemID
		ok       bool
		paid     int
	}{
		{"a tier 2 weapon at level 1 (tier + 1)", rules.Fighter, 10_000, 0, t2.ID, true, p2},
		{"a tier 3 weapon at level 1 is behind the counter", rules.Fighter, 10_000, 0, t3.ID, false, 0},
		{"heavy armour for a Mage", rules.Mage, 10_000, 0, plate.ID, false, 0},
		{"a purse too light", rules.Fighter, p2 - 1, 0, t2.ID, false, 0},
		{"a milestone's discount comes off", rules.Fighter, 10_000, 10, t2.ID, true, p2 * 90 / 100},
		{"a potion of healing", rules.Mage, 50, 0, CareerPotion, true, 50},
		{"supply packs are not sold here", rules.Mage, 500, 0, content.StandardPackID, false, 0},
	} {
		c := newcomer(t, tc.class, tc.coins)
		c.ShopDiscount = tc.discount
		got, paid, err := ShopBuy(c, tc.id)
		if (err == nil) != tc.ok {
			t.Errorf("%s: err %v, want ok %v", tc.name, err, tc.ok)
			continue
		}
		if !tc.ok {
			if !reflect.DeepEqual(got, c) {
				t.Errorf("%s: a refusal changed the character", tc.name)
			}
			continue
		}
		if paid != tc.paid || got.Coins != tc.coins-tc.paid || got.Inventory.Count(tc.id) != c.Inventory.Count(tc.id)+1 || got.ShopDiscount != 0 {
			t.Errorf("%s: paid %d coins %d count %d discount %d, want paid %d", tc.name, paid, got.Coins, got.Inventory.Count(tc.id), got.ShopDiscount, tc.paid)
		}
	}
}

func TestSellDropsSellsAllButConsumables(t *testing.T) {
	gem := firstItem(t, func(it content.Item) bool { return it.Kind == content.KindTreasure })
	mat := firstItem(t, func(it content.Item) bool {
		p, ok := content.SellPrice(it.ID)
		return it.Kind == content.KindMaterial && ok && p > 0
	})
	sword := firstItem(t, func(it content.Item) bool { return it.Weapon != nil && it.Tier == 2 })
	c := newcomer(t, rules.Fighter, 0)
	c.Inventory = rules.Inventory{}
	for id, n := range map[content.ItemID]int{gem.ID: 3, mat.ID: 2, sword.ID: 1, CareerPotion: 2} {
		c, _ = rules.AddItem(c, id, n)
	}
	want := 0
	for id, n := range map[content.ItemID]int{gem.ID: 3, mat.ID: 2, sword.ID: 1} {
		p, _ := content.SellPrice(id)
		want += p * n
	}
	got, paid := SellDrops(c)
	if paid != want || got.Coins != want {
		t.Errorf("paid %d, purse %d; want %d (Thom's prices)", paid, got.Coins, want)
	}
	if got.Inventory.Count(CareerPotion) != 2 || got.Inventory.Count(gem.ID) != 0 || got.Inventory.Count(sword.ID) != 0 {
		t.Errorf("pack after: %v; want the two potions only", got.Inventory)
	}
}

func TestUpgradeGearKeepsTheReserve(t *testing.T) {
	fighter := newcomer(t, rules.Fighter, 0)
	kitArmor := fighter.Equipment.Get(rules.SlotArmor)
	t1, err := GearFor(fighter, 1)
	require.NoError(t, err)
	t2, err := GearFor(fighter, 2)
	require.NoError(t, err)
	plate1, plate2 := t1.Get(rules.SlotArmor), t2.Get(rules.SlotArmor)
	price1, _ := content.BuyPrice(plate1)
	price2, _ := content.BuyPrice(plate2)
	for _, tc := range []struct {
		name      string
		coins     int
		level     int
		target    int
		reserve   int
		wantArmor content.ItemID
	}{
		{"the purse pays the tier-2 armour and keeps the reserve", 500 + price2, 4, 2, 500, plate2},
		{"one coin short of the tier-2 armour: the tier-1 plate", 499 + price2, 4, 2, 500, plate1},
		{"one coin short of the tier-1 plate: the starting armour stays", 499 + price1, 4, 2, 500, kitArmor},
		{"tier 1 target: the tier-1 plate beats the starting chain mail", 100_000, 1, 1, 0, plate1},
		{"tier 3 asked at level 1: Thom sells up to tier 2", 500 + price2, 1, 3, 500, plate2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter.Clone()
			c.Coins = tc.coins
			c, _ = rules.AwardXP(c, rules.XPForLevel(tc.level))
			got, spent, sold := UpgradeGear(c, tc.target, tc.reserve)
			assert.Equal(t, tc.wantArmor, got.Equipment.Get(rules.SlotArmor))
			assert.GreaterOrEqual(t, got.Coins, tc.reserve, "the reserve is kept")
			assert.Equal(t, tc.coins-spent+sold, got.Coins, "the purse adds up")
			assert.Zero(t, got.Inventory.Count(kitArmor), "a replaced piece is not kept in the pack")
			if tc.wantArmor != kitArmor {
				want, _ := content.BuyPrice(tc.wantArmor)
				assert.GreaterOrEqual(t, spent, want, "the armour was paid for")
			}
		})
	}
}

// TestUpgradeGearBuysWhatDoesMore: a career buys a piece for what it does
// (rules §11.5), not for its tier: armour for a higher AC, a weapon for more
// damage, and nothing that only matches what is worn.
func TestUpgradeGearBuysWhatDoesMore(t *testing.T) {
	fighter := newcomer(t, rules.Fighter, 0)
	fighter.Coins = 100_000
	got, _, _ := UpgradeGear(fighter, 1, 0)
	armor, _ := content.ItemByID(got.Equipment.Get(rules.SlotArmor))
	kit, _ := content.ItemByID(fighter.Equipment.Get(rules.SlotArmor))
	assert.Greater(t, rules.ArmorClass(got, armor.Armor, nil), rules.ArmorClass(fighter, kit.Armor, nil), "tier-1 armour with a better AC is bought")
	assert.Equal(t, fighter.Equipment.Get(rules.SlotMainHand), got.Equipment.Get(rules.SlotMainHand),
		"a tier-1 weapon that deals no more than the starting longsword is not bought")
}

func TestTopUpPotionsKeepsThePacks(t *testing.T) {
	for _, tc := range []struct {
		name        string
		coins, keep int
		have, want  int
	}{
		{"two bought", 1000, 240, 0, 2},
		{"one more to two", 1000, 240, 1, 2},
		{"only one fits above the packs", 240 + 50, 240, 0, 1},
		{"none: the packs come first", 240 + 49, 240, 0, 0},
	} {
		c := newcomer(t, rules.Mage, tc.coins)
		c.Inventory = rules.Inventory{}
		if tc.have > 0 {
			c, _ = rules.AddItem(c, CareerPotion, tc.have)
		}
		got, spent := TopUpPotions(c, tc.keep)
		if n := got.Inventory.Count(CareerPotion); n != tc.want || spent != (tc.want-tc.have)*50 {
			t.Errorf("%s: %d potions for %d coins, want %d", tc.name, n, spent, tc.want)
		}
	}
}

func TestCareerDowntimeRecoversRestsAndShops(t *testing.T) {
	end := epoch.Add(30 * time.Hour)
	hurt := func(coins int) rules.Character {
		c := newcomer(t, rules.Fighter, coins)
		c.HP = 1
		c.HitDice = 0
		return c
	}
	down := rules.KnockOut(newcomer(t, rules.Fighter, 1000), end, rules.DefaultRecovery)
	downBroke := rules.KnockOut(newcomer(t, rules.Fighter, 150), end, rules.DefaultRecovery)
	for _, tc := range []struct {
		name    string
		ch      rules.Character
		fullHP  bool
		after   time.Time // the clock at least this late
		innPaid bool
	}{
		{"knocked out: waits the recovery, stands up at 1 HP, pays the inn", down, true, end.Add(rules.DefaultRecovery + rules.LongRestLockout), true},
		{"knocked out and broke: waits the recovery, sleeps rough", downBroke, true, end.Add(rules.DefaultRecovery + rules.RoughSleepLockout), false},
		{"hurt and broke: sleeps rough", hurt(150), true, end.Add(rules.RoughSleepLockout), false},
		{"hurt with coins: a night at the inn", hurt(1000), true, end.Add(rules.LongRestLockout), true},
		{"hurt and poor: no inn that would eat the packs", hurt(300), false, end, false},
	} {
		d := careerDowntime(tc.ch, end, 7, play.DefaultPolicy(), 1)
		if full := d.char.HP == rules.MaxHP(d.char); full != tc.fullHP {
			t.Errorf("%s: HP %d/%d, want full %v", tc.name, d.char.HP, rules.MaxHP(d.char), tc.fullHP)
		}
		if d.now.Before(tc.after) {
			t.Errorf("%s: clock %v, want at least %v", tc.name, d.now, tc.after)
		}
		if inn := d.spent >= 200 && d.char.Coins < tc.ch.Coins; tc.innPaid && !inn {
			t.Errorf("%s: spent %d, want the inn's 200", tc.name, d.spent)
		}
		if !tc.innPaid && tc.ch.Coins >= 200 && tc.ch.Coins < 500 && d.char.Coins < PackCost(play.DefaultPolicy(), 1) {
			t.Errorf("%s: purse %d below the packs", tc.name, d.char.Coins)
		}
	}
}

func TestCareerStopsAtTheExpeditionCap(t *testing.T) {
	recs, err := PlayCareer(CareerConfig{Class: rules.Fighter, Seed: 3, MaxLevel: 20, MaxExpeditions: 2, Policy: play.DefaultPolicy(), PolicyName: "careful"})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[1].End != record.CareerEndCap || recs[0].End != "" {
		t.Fatalf("got %d records ending %q, want 2 ending %q", len(recs), recs[len(recs)-1].End, record.CareerEndCap)
	}
}

func TestShortCareerIsDeterministic(t *testing.T) {
	for _, class := range []rules.ClassID{rules.Fighter, rules.Mage} {
		cfg := CareerConfig{Class: class, Seed: 11, MaxLevel: 4, Policy: play.DefaultPolicy(), PolicyName: "careful"}
		a, err := PlayCareer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := PlayCareer(cfg)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two plays of one career differ", class)
		}
		last := a[len(a)-1]
		if last.LevelEnd < 4 || last.End != record.CareerEndMaxLevel {
			t.Errorf("%s: ended at level %d (%q), want 4 (%q)", class, last.LevelEnd, last.End, record.CareerEndMaxLevel)
		}
		for i, r := range a {
			if r.Expedition != i+1 || (i > 0 && (r.Day < a[i-1].Day || r.LevelStart != a[i-1].LevelEnd)) {
				t.Errorf("%s: record %d out of order: %+v", class, i, r)
			}
		}
	}
}

// TestACareerReentersAZoneItWasForcedOutOf: a career's next expedition
// into a zone its last expedition there was forced out of starts at the
// re-entry threat, as the bot's does (rules §8.18); a zone run has no
// threat to start at.
func TestACareerReentersAZoneItWasForcedOutOf(t *testing.T) {
	last := map[content.ZoneID]expedition.Status{content.ZoneGoblinWarrens: expedition.StatusAbandoned, content.ZoneCryptValdris: expedition.StatusComplete}
	cases := []struct {
		zone content.ZoneID
		mode play.Mode
		want bool
	}{
		{content.ZoneGoblinWarrens, play.ModeExpedition, true},
		{content.ZoneGoblinWarrens, play.ModeZone, false},
		{content.ZoneCryptValdris, play.ModeExpedition, false},
		{content.ZoneForestShadows, play.ModeExpedition, false},
	}
	for _, tc := range cases {
		if got := reentry(last, tc.zone, tc.mode); got != tc.want {
			t.Errorf("reentry into %s (%s) = %v, want %v", tc.zone, tc.mode, got, tc.want)
		}
	}
	ch, err := Character(Build{Class: rules.Fighter, Level: 2})
	if err != nil {
		t.Fatal(err)
	}
	ch.Coins = 1000
	g, err := play.New(play.Setup{World: 1, RunID: 1, ZoneID: content.ZoneGoblinWarrens, Char: ch, Mode: play.ModeExpedition,
		Start: epoch, Policy: play.DefaultPolicy(), Reentry: true})
	if err != nil {
		t.Fatal(err)
	}
	if g.Exp.Threat.Level != expedition.ReentryThreat {
		t.Errorf("the re-entering expedition starts at threat %d, want %d", g.Exp.Threat.Level, expedition.ReentryThreat)
	}
}

func TestACareerTakesItsSubclassAtItsLevel(t *testing.T) {
	recs, err := PlayCareer(CareerConfig{Class: rules.Fighter, Subclass: "champion", Run: 1, Seed: 7, MaxLevel: 5,
		Policy: play.DefaultPolicy(), PolicyName: "careful"})
	require.NoError(t, err)
	require.NotEmpty(t, recs)
	for _, r := range recs {
		assert.Equal(t, "champion", r.Subclass)
	}
	ch := rules.Character{Class: rules.Fighter, Level: rules.SubclassLevel - 1}
	got, err := careerSubclass(ch, "champion", epoch)
	require.NoError(t, err)
	assert.Empty(t, got.Subclass, "not before its level")
	ch.Level = rules.SubclassLevel
	got, err = careerSubclass(ch, "champion", epoch)
	require.NoError(t, err)
	assert.Equal(t, rules.SubclassID("champion"), got.Subclass)
	_, err = careerSubclass(ch, "thief", epoch)
	assert.ErrorAs(t, err, &rules.ErrSubclassUnknown{})
}

package sim

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheGearTableCoversEveryClassAndLevel: the committed table decodes
// and has a row for every class at every level 1-20, tiers 0-5.
func TestTheGearTableCoversEveryClassAndLevel(t *testing.T) {
	table, err := ReadGearTable(bytes.NewReader(gearTableJSON))
	require.NoError(t, err)
	assert.Len(t, table.Levels, len(Classes()))
	for _, class := range Classes() {
		require.Contains(t, table.Levels, class)
		for level := 1; level <= rules.MaxLevel; level++ {
			row, err := CareerGear(class, level)
			require.NoError(t, err, "%s L%d", class, level)
			assert.Equal(t, table.Levels[class][level-1].Tiers, row)
			for _, tier := range row {
				assert.True(t, tier >= 0 && tier <= content.MaxZoneTier, "%s L%d tier %d", class, level, tier)
			}
		}
	}
}

func TestCareerGearRefusesALevelOutOfRange(t *testing.T) {
	for _, level := range []int{0, rules.MaxLevel + 1} {
		_, err := CareerGear(rules.Fighter, level)
		assert.Equal(t, errLevel(level), err)
	}
}

// requireTableGear checks that c, built with GearTier 0, wears its class's
// table row at its level: per slot the starting-kit piece for tier 0, the
// class's kind of that tier otherwise (factsGear, no finesse race).
func requireTableGear(t *testing.T, c rules.Character) {
	t.Helper()
	row, err := CareerGear(c.Class, c.Level)
	require.NoError(t, err)
	kinds := factsGear[c.Class]
	kind := map[rules.EquipSlot]string{rules.SlotMainHand: kinds[0], rules.SlotOffHand: kinds[1], rules.SlotArmor: kinds[2],
		rules.SlotHead: "helmet", rules.SlotFeet: "boots"}
	want := rules.Equipment{}
	for i, slot := range careerSlots {
		id := c.Def().StartingEquipment.Get(slot)
		if row[i] > 0 {
			id = content.ItemID(fmt.Sprintf("%s_t%d", kind[slot], row[i]))
		}
		if id != "" {
			want[slot] = id
		}
	}
	assert.Equal(t, want, c.Equipment, "%s L%d row %v", c.Class, c.Level, row)
}

func TestTheMatrixCharacterWearsTheCareerTable(t *testing.T) {
	for _, tc := range []struct {
		class rules.ClassID
		level int
	}{
		{rules.Fighter, 1}, {rules.Cleric, 3}, {rules.Rogue, 6}, {rules.Ranger, 10},
		{rules.Mage, 12}, {rules.Cleric, 13}, {rules.Fighter, 15}, {rules.Ranger, 17}, {rules.Mage, 20},
	} {
		t.Run(fmt.Sprintf("%s/L%d", tc.class, tc.level), func(t *testing.T) {
			c := mustBuild(t, Build{Class: tc.class, Level: tc.level})
			requireTableGear(t, c)
			requireKit(t, c, GearTierFor(tc.level)) // the consumables stay by the level's tier
			requireValid(t, c)
		})
	}
}

func TestAnExplicitGearTierStillDressesTheWholeTier(t *testing.T) {
	c := mustBuild(t, Build{Class: rules.Cleric, Level: 13, GearTier: 5})
	requireGear(t, c, 5)
	requireKit(t, c, 5)
	low := mustBuild(t, Build{Class: rules.Fighter, Level: 15, GearTier: 2})
	requireGear(t, low, 2)
	requireKit(t, low, 2)
}

func TestDressGear(t *testing.T) {
	fighter := mustBuild(t, Build{Class: rules.Fighter, Level: 10, GearTier: 1})
	mage := mustBuild(t, Build{Class: rules.Mage, Level: 10, GearTier: 1})
	for _, tc := range []struct {
		name string
		c    rules.Character
		row  GearRow
		want rules.Equipment
	}{
		{"all 0 is the starting kit", fighter, GearRow{},
			rules.Equipment{rules.SlotArmor: "chain_mail_t1", rules.SlotMainHand: "longsword_t1", rules.SlotOffHand: "shield_t1"}},
		{"slot by slot", fighter, GearRow{4, 3, 0, 2, 1},
			rules.Equipment{rules.SlotArmor: "plate_t4", rules.SlotMainHand: "longsword_t3", rules.SlotOffHand: "shield_t1",
				rules.SlotHead: "helmet_t2", rules.SlotFeet: "boots_t1"}},
		{"a mage has no kit armour and no shield", mage, GearRow{0, 5, 0, 0, 3},
			rules.Equipment{rules.SlotMainHand: "quarterstaff_t5", rules.SlotFeet: "boots_t3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DressGear(tc.c, tc.row)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	_, err := DressGear(fighter, GearRow{6})
	assert.Equal(t, errGearTier(6), err)
}

func TestReadGearTableRefuses(t *testing.T) {
	rows := func(class string, edit func(l int) string) string {
		var b strings.Builder
		fmt.Fprintf(&b, "%q: [", class)
		for l := 1; l <= rules.MaxLevel; l++ {
			if l > 1 {
				b.WriteString(",")
			}
			b.WriteString(edit(l))
		}
		return b.String() + "]"
	}
	good := func(l int) string { return fmt.Sprintf(`{"level":%d,"careers":1,"tiers":[1,1,0,1,1]}`, l) }
	file := func(slots, classes string) string {
		return `{"generated_by":"x","source":"y","slots":` + slots + `,"classes":{` + classes + `}}`
	}
	slots := `["armor","main_hand","off_hand","head","feet"]`
	for _, tc := range []struct{ name, in, err string }{
		{"not JSON", "{", "sim: gear table:"},
		{"an unknown field", `{"extra":1}`, "unknown field"},
		{"other slots", file(`["armor"]`, ""), "slots"},
		{"an unknown class", file(slots, rows("bard", good)), "bard"},
		{"too few levels", file(slots, `"fighter":[{"level":1,"careers":0,"tiers":[0,0,0,0,0]}]`), "1 levels, want 20"},
		{"levels out of order", file(slots, rows("fighter", func(l int) string { return good(21 - l) })), "row 1 is level 20"},
		{"a tier above 5", file(slots, rows("fighter", func(l int) string {
			return fmt.Sprintf(`{"level":%d,"careers":1,"tiers":[6,1,0,1,1]}`, l)
		})), "tier 6, want 0-5"},
		{"negative careers", file(slots, rows("fighter", func(l int) string {
			return fmt.Sprintf(`{"level":%d,"careers":-1,"tiers":[1,1,0,1,1]}`, l)
		})), "-1 careers"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadGearTable(strings.NewReader(tc.in))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
	got, err := ReadGearTable(strings.NewReader(file(slots, rows("fighter", good))))
	require.NoError(t, err)
	assert.Equal(t, GearRow{1, 1, 0, 1, 1}, got.Levels[rules.Fighter][19].Tiers)
	assert.Equal(t, "y", got.Source)
}

// wornRec is a career record of class and run ending at level, its gear
// worth value coins with worn tiers.
func wornRec(class string, run, level, value int, worn GearRow) record.Career {
	w := record.WornOf(worn)
	return record.Career{Class: class, Policy: "casual", Run: run, LevelEnd: level, GearValue: value, Worn: &w}
}

func TestGearTableOf(t *testing.T) {
	recs := []record.Career{
		// Three fighters: the last snapshot at a level counts, not the first.
		wornRec("fighter", 0, 2, 100, GearRow{1, 0, 0, 0, 0}),
		wornRec("fighter", 0, 2, 400, GearRow{1, 1, 0, 1, 0}),
		wornRec("fighter", 0, 4, 3000, GearRow{2, 2, 2, 2, 2}),
		wornRec("fighter", 0, 5, 500, GearRow{0, 2, 0, 0, 0}),
		wornRec("fighter", 0, 6, 10, GearRow{1, 1, 1, 1, 1}),
		wornRec("fighter", 1, 2, 0, GearRow{0, 0, 0, 0, 0}),
		wornRec("fighter", 1, 3, 900, GearRow{2, 1, 1, 1, 1}),
		wornRec("fighter", 1, 5, 500, GearRow{2, 0, 0, 0, 0}),
		wornRec("fighter", 1, 6, 20, GearRow{0, 0, 0, 0, 3}),
		wornRec("fighter", 2, 2, 9000, GearRow{3, 3, 3, 3, 3}),
		wornRec("fighter", 2, 4, 9500, GearRow{3, 3, 3, 3, 5}),
		wornRec("fighter", 2, 6, 30, GearRow{3, 3, 3, 3, 0}),
		// One mage, whose level 3 is carried up to 20.
		wornRec("mage", 0, 3, 700, GearRow{1, 2, 0, 0, 1}),
	}
	table, err := GearTableOf(recs, "hand-made")
	require.NoError(t, err)
	assert.Equal(t, "hand-made", table.Source)
	require.Len(t, table.Levels, 2)
	f := table.Levels[rules.Fighter]
	for _, tc := range []struct {
		level   int
		careers int
		tiers   GearRow
	}{
		{1, 0, GearRow{}},              // nobody ended an expedition at level 1: the starting kit
		{2, 3, GearRow{1, 1, 0, 1, 0}}, // worth 0, 400 and 9000: the 400
		{3, 1, GearRow{2, 1, 1, 1, 1}}, // one career
		{4, 2, GearRow{3, 3, 3, 3, 5}}, // an even count takes the upper median
		{5, 2, GearRow{2, 0, 0, 0, 0}}, // equal values: ordered by tiers
		{6, 3, GearRow{0, 0, 0, 0, 3}}, // the median career's loadout, not each slot's median
		{7, 0, GearRow{0, 0, 0, 0, 3}}, // carried over from level 6
		{20, 0, GearRow{0, 0, 0, 0, 3}},
	} {
		assert.Equal(t, GearLevel{Careers: tc.careers, Tiers: tc.tiers}, f[tc.level-1], "fighter L%d", tc.level)
	}
	m := table.Levels[rules.Mage]
	assert.Equal(t, GearLevel{}, m[1], "mage L2")
	assert.Equal(t, GearLevel{Careers: 1, Tiers: GearRow{1, 2, 0, 0, 1}}, m[2])
	assert.Equal(t, GearLevel{Tiers: GearRow{1, 2, 0, 0, 1}}, m[19])
}

// Careers of several seeds share run numbers: each is its own sample.
func TestGearTableOfTellsSeedsApart(t *testing.T) {
	a, b := wornRec("rogue", 0, 2, 100, GearRow{1, 0, 0, 0, 0}), wornRec("rogue", 0, 2, 300, GearRow{2, 0, 0, 0, 0})
	a.Seed, b.Seed = 1, 2
	table, err := GearTableOf([]record.Career{a, b}, "")
	require.NoError(t, err)
	assert.Equal(t, 2, table.Levels[rules.Rogue][1].Careers, "two careers at level 2, one a seed")
}

func TestGearTableOfRefuses(t *testing.T) {
	_, err := GearTableOf(nil, "")
	assert.Error(t, err)
	old := wornRec("rogue", 3, 5, 0, GearRow{})
	old.Worn = nil
	_, err = GearTableOf([]record.Career{wornRec("rogue", 0, 2, 0, GearRow{}), old}, "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "record 2 (rogue run 3")
}

// TestWriteGearTableRoundTripsAndIsStable: the same records give the same
// bytes (whatever the map order), and the file reads back as the table.
func TestWriteGearTableRoundTripsAndIsStable(t *testing.T) {
	var recs []record.Career
	for i, class := range Classes() {
		for run := range 3 {
			for level := 2; level <= rules.MaxLevel; level += 3 {
				tier := min((level+run+i)/4, content.MaxZoneTier)
				recs = append(recs, wornRec(string(class), run, level, 100*tier+run, GearRow{tier, tier, 0, tier / 2, tier}))
			}
		}
	}
	write := func() []byte {
		table, err := GearTableOf(recs, "stable")
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, WriteGearTable(&buf, table))
		return buf.Bytes()
	}
	first := write()
	for range 5 {
		assert.Equal(t, string(first), string(write()))
	}
	back, err := ReadGearTable(bytes.NewReader(first))
	require.NoError(t, err)
	want, err := GearTableOf(recs, "stable")
	require.NoError(t, err)
	assert.Equal(t, want, back)
	assert.Contains(t, string(first), "\n      {\"level\": 20, \"careers\": 3, \"tiers\": [")
}

package content

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shippedFile returns an embedded data file as text.
func shippedFile(t *testing.T, file string) string {
	t.Helper()
	b, err := fs.ReadFile(dataFS, file)
	require.NoError(t, err)
	return string(b)
}

// edit replaces old with new in doc once, failing the test when old is not
// there (so a case cannot pass by editing nothing).
func edit(t *testing.T, doc, old, new string) string {
	t.Helper()
	require.Contains(t, doc, old, "the fixture edit must apply")
	return strings.Replace(doc, old, new, 1)
}

// docCase is one broken document: a shipped file with old replaced by new,
// whose error must contain want ("" for no error).
type docCase struct{ name, old, new, want string }

const worgRecord = `  - id: worg
    name: Worg
    cr: 0.5
    hp: 26
`

func TestBrokenMonsterFilesFailWithClearMessages(t *testing.T) {
	const file = "data/monsters/tier1.yaml"
	cases := []docCase{
		{"unknown field", "    hp: 26\n", "    hpp: 26\n", "line 43: field hpp not found in type content.monsterDoc"},
		{"missing monster ID", worgRecord, "  - name: Worg\n    cr: 0.5\n    hp: 26\n", `monsters[3] (""): missing id`},
		{"missing stat", "    hp: 26\n", "", `monsters[3] ("worg"): missing hp`},
		{"zero is not missing", "    hp: 26\n", "    hp: 0\n", ""},
		{"wrong type", "    hp: 26\n", "    hp: lots\n", "cannot unmarshal !!str `lots` into int"},
		{"key given twice", "    hp: 26\n", "    hp: 26\n    hp: 27\n", `mapping key "hp" already defined`},
		{"unknown role", "    role: elite\n    multiattack: {derived: true}\n    tags: [worg, beast]",
			"    role: champion\n    multiattack: {derived: true}\n    tags: [worg, beast]",
			`monsters[3] ("worg"): role "champion" is not elite, boss or region_boss`},
		{"multiattack without swings", "multiattack: {to_hit: 5, swings: [3, 2]}", "multiattack: {to_hit: 5}",
			`monsters[5] ("hobgoblin_warchief"): multiattack: to_hit without swings`},
		{"multiattack without to_hit", "multiattack: {to_hit: 5, swings: [3, 2]}", "multiattack: {swings: [3, 2]}",
			"multiattack: swings without to_hit"},
		{"empty multiattack", "multiattack: {to_hit: 5, swings: [3, 2]}", "multiattack: {}",
			"multiattack: needs to_hit and swings, or derived: true"},
		{"second document", "", "", "more than one YAML document"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := shippedFile(t, file)
			if tc.old != "" {
				doc = edit(t, doc, tc.old, tc.new)
			} else {
				doc += "---\nmonsters: []\n"
			}
			ms, err := parseMonsters(file, []byte(doc))
			if tc.want == "" {
				require.NoError(t, err)
				assert.Equal(t, 0, ms[3].HP)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "content: "+file+": ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestEmptyMonsterFiles(t *testing.T) {
	for doc, want := range map[string]string{"": "empty document", "monsters: []\n": "no monsters", "# only a comment\n": "empty document"} {
		_, err := parseMonsters("x.yaml", []byte(doc))
		assert.ErrorContains(t, err, want, "%q", doc)
	}
}

func TestBrokenGraphFilesFailWithClearMessages(t *testing.T) {
	const file = "data/graphs/goblin_warrens.yaml"
	cases := []docCase{
		{"unknown room field", "label: Midden Heap,", "lable: Midden Heap,", "field lable not found"},
		{"unknown top-level field", "edges:\n", "ways:\n", "field ways not found"},
		{"dangling edge", "{from: fork, to: worg_kennels, weight: 2}", "{from: fork, to: wolf_kennels, weight: 2}",
			`edges[2].to: unknown room "wolf_kennels"`},
		{"dangling path", "path: [drum_hall, shaman_nook,", "path: [drum_hall, shamans_nook,",
			`edges[7].path[1]: unknown room "shamans_nook"`},
		{"edge without from", "{from: fork, to: worg_kennels, weight: 2}", "{to: worg_kennels, weight: 2}",
			"edges[2].from: missing room"},
		{"path of one room", "path: [strongbox, drum_hall]", "path: [strongbox]",
			"edges[6]: a path lists two rooms or more and nothing else"},
		{"path with a weight", "path: [strongbox, drum_hall]", "{path: [strongbox, drum_hall], weight: 2}",
			"edges[6]: a path lists two rooms or more and nothing else"},
		{"room without depth", "lane: 0, depth: 1,", "lane: 0,", `rooms[1] ("midden"): missing depth`},
		{"room listed twice", "{id: lookout,", "{id: midden,", `rooms[2] ("midden"): room listed twice`},
		{"graph rule", "lock: {kind: perception_check, dc: 13}", "lock: {kind: perception_check, dc: 45}",
			"goblin_warrens: lock_data: edge goblin_warrens.worg_kennels -> goblin_warrens.strongbox"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := edit(t, shippedFile(t, file), tc.old, tc.new)
			_, err := parseGraph(file, string(ZoneGoblinWarrens), []byte(doc))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "content: "+file+": ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestBrokenRegionsFailWithClearMessages(t *testing.T) {
	const file = "data/graphs/underdark.yaml"
	doc := edit(t, shippedFile(t, file), "boss: predator_lair", "boss: predators_lair")
	_, err := parseGraph(file, string(ZoneUnderdark), []byte(doc))
	assert.ErrorContains(t, err, `regions[0].boss: unknown room "predators_lair"`)

	doc = edit(t, shippedFile(t, file), "fights: tunnel_predator", "fights: drow")
	reg, err := loadZoneGraphs(replaced(t, file, doc))
	assert.ErrorContains(t, err, "content: "+file+`: underdark: region surface_tunnels boss fights "drow"`)
	_, ok := reg.ByZone(string(ZoneUnderdark))
	assert.False(t, ok, "a graph that fails is left out")
	assert.Len(t, reg.All(), len(Zones())-1, "the other graphs still load")
}

// replaced is the shipped data with one file's text replaced ("" removes
// the file).
func replaced(t *testing.T, file, doc string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(dataFS, "data", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(dataFS, path)
		m[path] = &fstest.MapFile{Data: b}
		return err
	}))
	require.Contains(t, m, file)
	if doc == "" {
		delete(m, file)
	} else {
		m[file] = &fstest.MapFile{Data: []byte(doc)}
	}
	return m
}

func TestLoadersReportMissingAndStrayFiles(t *testing.T) {
	_, err := loadZoneGraphs(replaced(t, "data/graphs/feywild_crossing.yaml", ""))
	assert.ErrorContains(t, err, "data/graphs/feywild_crossing.yaml")

	fsys := replaced(t, "data/monsters/tier2.yaml", "")
	ms, err := loadMonsters(fsys)
	assert.ErrorContains(t, err, "data/monsters/tier2.yaml")
	assert.NotEmpty(t, ms, "the other tiers still load")
	assert.False(t, containsMonster(ms, "owlbear"))

	m := fsys.(fstest.MapFS)
	m["data/monsters/tier6.yaml"] = &fstest.MapFile{Data: []byte("monsters: []\n")}
	m["data/graphs/atlantis.yaml"] = &fstest.MapFile{Data: []byte("rooms: []\n")}
	_, err = loadMonsters(m)
	assert.ErrorContains(t, err, "content: data/monsters/tier6.yaml: not loaded")
	_, err = loadZoneGraphs(m)
	assert.ErrorContains(t, err, "content: data/graphs/atlantis.yaml: not loaded")
}

func TestABrokenRecordIsLeftOut(t *testing.T) {
	const file = "data/monsters/tier1.yaml"
	doc := edit(t, shippedFile(t, file), "    hp: 26\n", "")
	ms, err := parseMonsters(file, []byte(doc))
	require.Error(t, err)
	assert.False(t, containsMonster(ms, "worg"))
	assert.True(t, containsMonster(ms, "grol"))
}

func containsMonster(ms []Monster, id MonsterID) bool {
	for _, m := range ms {
		if m.ID == id {
			return true
		}
	}
	return false
}

func TestShippedDataLoadsCleanly(t *testing.T) {
	_, err := monsterFile()
	require.NoError(t, err)
	_, err = zoneGraphs()
	require.NoError(t, err)
	_, ok := MonsterByID("infernax")
	assert.True(t, ok)
	assert.Len(t, ZoneGraphs(), len(Zones()))
}

func TestBrokenZoneFileFailsWithClearMessages(t *testing.T) {
	cases := []docCase{
		{"unknown field", "    faction: undead\n", "    factions: undead\n", "field factions not found in type content.Zone"},
		{"bad coin dice", "coins: 3d10x4", "coins: 3d10", `line 55: "3d10" is neither coin dice (2d10x5) nor a positive number`},
		{"zero quantity", "{item_id: valdris_phylactery_shard, qty: 1}", "{item_id: valdris_phylactery_shard, qty: 0}",
			`"0" is neither coin dice`},
		{"zero in the dice", "coins: 3d10x4", "coins: 3d0x4", `coin dice "3d0x4": each number must be positive`},
		{"unknown mechanic", "mechanics: [tide]", "mechanics: [tides]", `unknown zone mechanic "tides"`},
		{"wrong type", "    tier: 1\n", "    tier: one\n", "cannot unmarshal !!str `one` into int"},
		{"key given twice", "    tier: 1\n", "    tier: 1\n    tier: 2\n", `mapping key "tier" already defined`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := edit(t, shippedFile(t, zonesFile), tc.old, tc.new)
			_, err := parseZones(zonesFile, []byte(doc))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "content: "+zonesFile+": ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestZoneFileReadsCoinDiceAndMechanics(t *testing.T) {
	for text, want := range map[string]CoinDice{"2d10x5": cd(2, 10, 5), "1d3x1": cd(1, 3, 1), "3": fixed(3)} {
		got, err := parseCoinDice(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, got, text)
	}
	z, ok := ZoneByID(ZoneAbyssPortal)
	require.True(t, ok)
	assert.Equal(t, []AlwaysDrop{{ItemID: "belaxath_shard", Qty: fixed(1)}, {ItemID: "portal_fragment", Qty: fixed(1)}}, z.Loot.Always)
	assert.Equal(t, cd(50, 10, 100), z.Loot.Coins)
	assert.True(t, z.Loot.CoinsDerived)
	assert.Equal(t, Mechanics(MechanicInstability), z.Mechanics)
	assert.Equal(t, 21, z.MinDays, "the embedded expedition facts decode inline")
}

func TestEmptyZoneFile(t *testing.T) {
	for doc, want := range map[string]string{"": "empty document", "zones: []\n": "no zones"} {
		_, err := parseZones("x.yaml", []byte(doc))
		assert.ErrorContains(t, err, want, "%q", doc)
	}
}

func TestBrokenResourceFileFailsWithClearMessages(t *testing.T) {
	cases := []docCase{
		{"unknown field", "{id: scrap_iron, name: Scrap Iron,", "{id: scrap_iron, nam: Scrap Iron,", "field nam not found in type content.Resource"},
		{"zone inside a record", "{id: scrap_iron, name: Scrap Iron,", "{id: scrap_iron, zone: crypt_valdris, name: Scrap Iron,", "field zone not found"},
		{"unknown rarity", "dc: 10, rarity: common, sell: 10}", "dc: 10, rarity: mythic, sell: 10}", `unknown grade "mythic"`},
		{"wrong type", "dc: 10, rarity: common, sell: 10}", "dc: ten, rarity: common, sell: 10}", "cannot unmarshal !!str `ten` into int"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := edit(t, shippedFile(t, resourcesFile), tc.old, tc.new)
			_, err := loadResources(fstest.MapFS{resourcesFile: {Data: []byte(doc)}})
			require.Error(t, err)
			assert.Contains(t, err.Error(), "content: "+resourcesFile+": ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	_, err := loadResources(fstest.MapFS{resourcesFile: {Data: []byte("zones: []\n")}})
	assert.ErrorContains(t, err, "no resources")
}

func TestResourceFileFillsZoneTypeAndCharges(t *testing.T) {
	r, ok := ResourceByID("crude_weapon_cache")
	require.True(t, ok)
	assert.Equal(t, ZoneGoblinWarrens, r.Zone)
	assert.Equal(t, ResourceItem, r.Type)
	assert.Equal(t, HarvestChargesFor(r.Rarity, 1), r.Charges)
	r, ok = ResourceByID("scrap_iron")
	require.True(t, ok)
	assert.Equal(t, ResourceMaterial, r.Type, "material when the record says nothing")
}

package store

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/original"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// importTarget is a fresh database of this game where Dora already has
// her character.
func importTarget(t *testing.T) *Store {
	t.Helper()
	s, _ := openTemp(t)
	ctx := context.Background()
	dora, err := rules.NewCharacter("Dora", rules.Cleric, rules.Human)
	require.NoError(t, err)
	_, err = s.Player.Ensure(ctx, "@dora:example.org", runT0)
	require.NoError(t, err)
	require.NoError(t, s.Character.Create(ctx, "@dora:example.org", dora, runT0))
	return s
}

func TestReadOriginalReadsTheOriginalsTables(t *testing.T) {
	data, err := ReadOriginal(context.Background(), originalFile(t))
	require.NoError(t, err)
	require.Len(t, data.Characters, 4)
	mira := data.Characters[3]
	assert.Equal(t, "Mira", mira.DisplayName)
	assert.Equal(t, 1234.75, mira.Coins)
	assert.Equal(t, []original.Item{{Name: "Handaxe", Slot: "weapon", Worn: true}, {Name: "Dagger", Value: 2}, {Name: "Rusty Spoon", Value: 7}}, mira.Items)
	assert.True(t, data.Characters[1].PendingSetup, "Cato's draft")
	require.Len(t, data.Runs, 3, "the finished run is not read")
	bram := data.Runs[0]
	assert.Equal(t, OriginalRun{RunID: "b2e1", UserID: "@bram:example.org", ZoneID: "underdark", RoomIndex: 6,
		Harvest:    original.HarvestTable{"illithid_warren": {"6": {{Resource: "drow_adamantine", Charges: 0, Max: 1}}}},
		Expedition: "e9", Day: 4, Region: "illithid_warren"}, bram)
	assert.Equal(t, 2, data.Runs[2].RoomIndex)
	assert.Len(t, data.Runs[2].Harvest[""], 2)
}

// After the G9 purge the original kept no current_room: the index is the
// visited count less one.
func TestReadOriginalAfterTheLinearColumnsWereDropped(t *testing.T) {
	path := originalFile(t,
		`ALTER TABLE dnd_zone_run DROP COLUMN current_room`, `ALTER TABLE dnd_zone_run DROP COLUMN room_seq_json`,
		`UPDATE dnd_zone_run SET visited_nodes = '["crypt_valdris.r1","crypt_valdris.r2","crypt_valdris.r3","crypt_valdris.r4"]' WHERE run_id = 'a1f0'`)
	data, err := ReadOriginal(context.Background(), path)
	require.NoError(t, err)
	assert.Equal(t, 3, data.Runs[2].RoomIndex)
	assert.Equal(t, 0, data.Runs[0].RoomIndex, "no visited nodes: the entry")
}

func TestReadOriginalRefusesAFileThatIsNotTheOriginals(t *testing.T) {
	_, path := openSQLiteFile(t)
	_, err := ReadOriginal(context.Background(), path)
	assert.ErrorContains(t, err, "no dnd_character table")
}

func TestImportOriginalBringsCharactersRunsAndHarvestNodesOnce(t *testing.T) {
	ctx := context.Background()
	data, err := ReadOriginal(ctx, originalFile(t))
	require.NoError(t, err)
	s := importTarget(t)
	rep, err := s.ImportOriginal(ctx, data, runT0)
	require.NoError(t, err)

	require.Len(t, rep.Characters, 2)
	assert.Equal(t, "bram", rep.Characters[0].Name)
	assert.Equal(t, original.Note{Field: "name", Text: `"dora" is another character's; named bram`}, rep.Characters[0].Notes[0])
	for _, n := range rep.Characters[0].Notes {
		assert.NotEqual(t, "class", n.Field, "a Paladin stays a Paladin (rules §1.3)")
		assert.NotEqual(t, "subclass", n.Field, "and keeps its Devotion (rules §1.11)")
	}
	assert.Equal(t, ImportedCharacter{UserID: "@mira:example.org", Name: "Mira", Class: "rogue", Level: 5, Notes: []original.Note{
		{Field: "coins", Text: "balance 1234.75 becomes 1234 coins"},
		{Field: "items", Text: "Handaxe (worn: weapon) is carried; equip it with !equip"},
		{Field: "items", Text: "Rusty Spoon has no counterpart; sold for its value, 7 coins"},
	}}, rep.Characters[1])
	assert.Equal(t, []ImportSkip{
		{What: "character @cato:example.org", Reason: "a draft never confirmed with !setup"},
		{What: "character @dora:example.org", Reason: "the player already has Dora here"},
		{What: "run c3d2 of @cato:example.org", Reason: "the player has no character here"},
	}, rep.Skipped)
	require.Len(t, rep.Runs, 2)
	assert.Equal(t, 23, rep.Runs[0].RoomIndex, "the warren's 7th room, counted from the zone's entry")
	assert.Contains(t, rep.Runs[0].Notes[len(rep.Runs[0].Notes)-1].Text, "its run continues as a zone run")
	assert.Equal(t, 2, rep.Runs[1].HarvestRooms)

	mira, ok, err := s.Character.Get(ctx, "@mira:example.org")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, rules.Abilities{Str: 8, Dex: 17, Con: 13, Int: 15, Wis: 11, Cha: 14}, mira.Abilities)
	assert.Equal(t, 3000, mira.XP)
	assert.Equal(t, 1241, mira.Coins)
	bram, _, err := s.Character.Get(ctx, "@bram:example.org")
	require.NoError(t, err)
	assert.Equal(t, rules.Paladin, bram.Class)
	assert.Equal(t, rules.SubclassID("devotion"), bram.Subclass)
	assert.Equal(t, (rules.MaxHP(bram)+2)/3, bram.HP, "a third of its HP, as in the original")

	// The start-up warm-up places the runs and keeps their harvest nodes.
	warm, err := s.ZoneRun.WarmUpLegacy(ctx, warmUp())
	require.NoError(t, err)
	assert.Equal(t, LegacyReport{Warmed: 2}, warm)
	run, ok, err := s.ZoneRun.Active(ctx, "@mira:example.org")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.grave_niches"), run.Current)
	assert.NotZero(t, run.Seed)
	assert.Equal(t, map[zonegraph.NodeID]harvest.Room{
		"crypt_valdris.grave_niches": {Nodes: []harvest.Node{harvest.NodeAt("crypt_valdris.grave_niches", "grave_soil", 1, 2)}},
		"crypt_valdris.embalming":    {Nodes: []harvest.Node{harvest.NodeAt("crypt_valdris.embalming", "ancient_coin", 0, 2)}},
	}, run.Harvest.Rooms)
	deep, _, err := s.ZoneRun.Active(ctx, "@bram:example.org")
	require.NoError(t, err)
	assert.Equal(t, zonegraph.NodeID("underdark.adamantine_seam"), deep.Current)
	assert.Equal(t, []string{"surface_tunnels", "drow_outpost"}, deep.RegionsCleared)
	assert.Equal(t, 0, deep.Harvest.Rooms["underdark.adamantine_seam"].Nodes[0].Charges)

	// Again: everything is there already; nothing changes.
	before := dump(t, s)
	again, err := s.ImportOriginal(ctx, data, runT0.Add(1))
	require.NoError(t, err)
	assert.Empty(t, again.Characters)
	assert.Empty(t, again.Runs)
	assert.Equal(t, 4, again.Already)
	assert.Equal(t, before, dump(t, s))
}

// dump reads the characters and zone runs as text, to compare a database
// before and after.
func dump(t *testing.T, s *Store) []string {
	t.Helper()
	out, err := values[string](context.Background(), s.DB, `
		SELECT user_id || ' ' || data FROM character
		UNION ALL SELECT run_id || ' ' || user_id || ' ' || current_node || ' ' || state_json FROM dnd_zone_run
		ORDER BY 1`)
	require.NoError(t, err)
	return out
}

// One transaction: a failure on the last write leaves no character, run or
// marker behind.
func TestImportOriginalWritesNothingWhenAStepFails(t *testing.T) {
	ctx := context.Background()
	data, err := ReadOriginal(ctx, originalFile(t))
	require.NoError(t, err)
	s := importTarget(t)
	refuse := `CREATE TRIGGER refuse AFTER INSERT ON dnd_zone_run_legacy BEGIN SELECT RAISE(ABORT, 'refused'); END`
	if s.Postgres() {
		refuse = `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
			CREATE TRIGGER refuse AFTER INSERT ON dnd_zone_run_legacy FOR EACH ROW EXECUTE FUNCTION refuse()`
	}
	_, err = s.DB.Exec(ctx, refuse)
	require.NoError(t, err)
	before := dump(t, s)
	_, err = s.ImportOriginal(ctx, data, runT0)
	require.ErrorContains(t, err, "refused")
	assert.Equal(t, before, dump(t, s))
	_, marked, err := s.KV.Get(ctx, originalCharacterKey("@mira:example.org"))
	require.NoError(t, err)
	assert.False(t, marked)
}

// Names are unique here, not in the original: Bram's display name "dora"
// comes first (by user ID), so Dora, whose only name was her localpart,
// is named after her server too.
func TestImportOriginalFindsAFreeNameForEveryone(t *testing.T) {
	ctx := context.Background()
	data, err := ReadOriginal(ctx, originalFile(t))
	require.NoError(t, err)
	s, _ := openTemp(t)
	rep, err := s.ImportOriginal(ctx, data, runT0)
	require.NoError(t, err)
	names := map[id.UserID]string{}
	for _, c := range rep.Characters {
		names[c.UserID] = c.Name
	}
	assert.Equal(t, map[id.UserID]string{"@bram:example.org": "dora", "@dora:example.org": "dora of example", "@mira:example.org": "Mira"}, names)
	assert.Equal(t, original.Note{Field: "name", Text: `"dora" is another character's; named dora of example`}, rep.Characters[1].Notes[0])
}

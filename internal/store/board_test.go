package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/board"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

var boardT0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// boardCharacter makes userID's character name.
func boardCharacter(t *testing.T, s *Store, userID id.UserID, name string, at time.Time) rules.Character {
	t.Helper()
	ctx := context.Background()
	_, err := s.Player.Ensure(ctx, userID, at)
	require.NoError(t, err)
	c, err := rules.NewCharacter(name, rules.Fighter, rules.Human)
	require.NoError(t, err)
	require.NoError(t, s.Character.Create(ctx, userID, c, at))
	return c
}

// clearRun stores a zone run of userID in zoneID cleared at at.
func clearRun(t *testing.T, s *Store, userID id.UserID, zoneID content.ZoneID, at time.Time) {
	t.Helper()
	ctx := context.Background()
	id, err := s.ZoneRun.Create(ctx, userID, zoneID, at.Add(-time.Hour))
	require.NoError(t, err)
	r, ok, err := s.ZoneRun.Get(ctx, id)
	require.NoError(t, err)
	require.True(t, ok)
	r.Status, r.EndedAt, r.UpdatedAt = zonerun.StatusCleared, at, at
	require.NoError(t, s.ZoneRun.Save(ctx, r))
}

// completeExpedition stores userID's expedition in zoneID completed on day.
func completeExpedition(t *testing.T, s *Store, userID id.UserID, zoneID content.ZoneID, day int, at time.Time) {
	t.Helper()
	_, err := s.Expedition.Create(context.Background(),
		expedition.Expedition{UserID: string(userID), ZoneID: zoneID, Status: expedition.StatusComplete, Day: day}, at)
	require.NoError(t, err)
}

func TestBoardListsOnlyTheRoomsPlayersWhoHaveNotOptedOut(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	boardCharacter(t, s, "@ann:x", "Ann", boardT0)
	boardCharacter(t, s, "@bob:x", "Bob", boardT0)
	boardCharacter(t, s, "@cleo:x", "Cleo", boardT0)
	_, err := s.Player.Ensure(ctx, "@dan:x", boardT0) // plays in the room, has no character
	require.NoError(t, err)
	for _, u := range []id.UserID{"@ann:x", "@bob:x", "@dan:x"} {
		require.NoError(t, s.Board.NoteRoomPlayer(ctx, "!here:x", u, boardT0))
	}
	require.NoError(t, s.Board.NoteRoomPlayer(ctx, "!elsewhere:x", "@cleo:x", boardT0))
	for _, u := range []id.UserID{"@ann:x", "@bob:x", "@cleo:x", "@dan:x"} {
		clearRun(t, s, u, "goblin_warrens", boardT0.Add(time.Hour))
		require.NoError(t, s.Board.NotePlayDay(ctx, u, boardT0))
	}
	changed, err := s.Board.SetOptOut(ctx, "@bob:x", true, boardT0)
	require.NoError(t, err)
	assert.True(t, changed)
	again, err := s.Board.SetOptOut(ctx, "@bob:x", true, boardT0)
	require.NoError(t, err)
	assert.False(t, again, "already out")
	out, err := s.Board.OptedOut(ctx, "@bob:x")
	require.NoError(t, err)
	assert.True(t, out)

	f, err := s.Board.Facts(ctx, "!here:x", boardT0)
	require.NoError(t, err)
	require.Len(t, f.Clears, 1, "Bob opted out, Cleo plays elsewhere, Dan has no character")
	assert.Equal(t, board.Clear{User: "@ann:x", Name: "Ann", Zone: "goblin_warrens", At: boardT0.Add(time.Hour)}, f.Clears[0])
	require.Len(t, f.Days, 1)
	assert.Equal(t, []string{"2026-03-02"}, f.Days[0].Days, "a player with no character plays no day")

	back, err := s.Board.SetOptOut(ctx, "@bob:x", false, boardT0)
	require.NoError(t, err)
	assert.True(t, back)
	f, err = s.Board.Facts(ctx, "!here:x", boardT0)
	require.NoError(t, err)
	assert.Len(t, f.Clears, 2, "Bob is back")

	none, err := s.Board.Facts(ctx, "!empty:x", boardT0)
	require.NoError(t, err)
	assert.Empty(t, none.Clears)
}

func TestBoardCountsPlayedXPOfTheWeekAndNotGrants(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	ann := boardCharacter(t, s, "@ann:x", "Ann", boardT0)
	require.NoError(t, s.Board.NoteRoomPlayer(ctx, "!here:x", "@ann:x", boardT0))
	week := boardT0.Add(24 * time.Hour)

	ann.XP = 100 // last week's fight
	require.NoError(t, s.Character.Save(ctx, "@ann:x", ann, week.Add(-time.Hour)))
	ann.XP = 5000 // an operator's grant this week
	require.NoError(t, s.Character.SaveGranted(ctx, "@ann:x", ann, week.Add(time.Hour)))
	ann.XP = 5300 // a fight this week
	require.NoError(t, s.Character.Save(ctx, "@ann:x", ann, week.Add(2*time.Hour)))
	ann.Coins += 10 // a save that gains no XP logs nothing
	require.NoError(t, s.Character.Save(ctx, "@ann:x", ann, week.Add(3*time.Hour)))
	ann.XP = 5250 // XP taken back on a knock-out
	require.NoError(t, s.Character.Save(ctx, "@ann:x", ann, week.Add(4*time.Hour)))

	f, err := s.Board.Facts(ctx, "!here:x", week)
	require.NoError(t, err)
	require.Len(t, f.XP, 1)
	assert.Equal(t, board.XPGain{User: "@ann:x", Name: "Ann", XP: 250, Last: week.Add(4 * time.Hour)}, f.XP[0])

	pruned, err := s.Board.PruneXPGains(ctx, week)
	require.NoError(t, err)
	assert.EqualValues(t, 1, pruned, "last week's row")
}

func TestBoardLeavesOutADeletedCharactersRecords(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	old := boardCharacter(t, s, "@ann:x", "Ann", boardT0)
	require.NoError(t, s.Board.NoteRoomPlayer(ctx, "!here:x", "@ann:x", boardT0))
	clearRun(t, s, "@ann:x", "haunted_manor", boardT0.Add(time.Hour))
	completeExpedition(t, s, "@ann:x", "goblin_warrens", 1, boardT0.Add(time.Hour))
	old.XP = 900
	require.NoError(t, s.Character.Save(ctx, "@ann:x", old, boardT0.Add(time.Hour)))
	gone, err := s.Character.Delete(ctx, "@ann:x")
	require.NoError(t, err)
	require.True(t, gone)

	boardCharacter(t, s, "@ann:x", "Anna", boardT0.Add(time.Hour)) // in the same minute as the old one's XP
	clearRun(t, s, "@ann:x", "goblin_warrens", boardT0.Add(3*time.Hour))
	completeExpedition(t, s, "@ann:x", "goblin_warrens", 2, boardT0.Add(3*time.Hour))

	f, err := s.Board.Facts(ctx, "!here:x", boardT0)
	require.NoError(t, err)
	require.Len(t, f.Clears, 1)
	assert.Equal(t, content.ZoneGoblinWarrens, f.Clears[0].Zone, "not the old character's manor")
	assert.Equal(t, "Anna", f.Clears[0].Name)
	require.Len(t, f.Completions, 1)
	assert.Equal(t, 2, f.Completions[0].Days)
	assert.Empty(t, f.XP, "the old character's XP is not the new one's")
}

func TestRoomPlayerKeepsItsFirstTime(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	require.NoError(t, s.Board.NoteRoomPlayer(ctx, "!here:x", "@ann:x", boardT0))
	require.NoError(t, s.Board.NoteRoomPlayer(ctx, "!here:x", "@ann:x", boardT0.Add(time.Hour)))
	first, ok, err := timeValue(ctx, s.DB, "SELECT first_at FROM room_player WHERE room_id = $1 AND user_id = $2", "!here:x", "@ann:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.True(t, first.Equal(boardT0))
	last, _, err := timeValue(ctx, s.DB, "SELECT last_at FROM room_player WHERE room_id = $1 AND user_id = $2", "!here:x", "@ann:x")
	require.NoError(t, err)
	assert.True(t, last.Equal(boardT0.Add(time.Hour)))
}

func TestXPMigrationFillsTheColumnFromEachCharactersJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v14.db")
	ctx := context.Background()
	old := openAt(t, path, OpenOptions{UpgradeTable: UpgradeTable()[:14]})
	_, err := old.Player.Ensure(ctx, "@ann:x", boardT0)
	require.NoError(t, err)
	_, err = old.DB.Exec(ctx, `INSERT INTO character (user_id, name, name_key, data, created_at, updated_at)
		VALUES ('@ann:x', 'Ann', 'ann', '{"name":"Ann","xp":900}', 1, 1)`)
	require.NoError(t, err)
	require.NoError(t, old.Close())

	s := openAt(t, path, OpenOptions{})
	version, _, err := s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, LatestVersion(), version)
	xp, err := values[int](ctx, s.DB, "SELECT xp FROM character")
	require.NoError(t, err)
	assert.Equal(t, []int{900}, xp)
}

package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/original"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ImportedCharacter is one character ImportOriginal created.
type ImportedCharacter struct {
	UserID id.UserID
	Name   string
	Class  string
	Level  int
	Notes  []original.Note
}

// ImportedRun is one active zone run ImportOriginal created: placed on
// its graph at the next start (ZoneRunQuery.WarmUpLegacy), with its harvest
// rooms already keyed by node.
type ImportedRun struct {
	UserID       id.UserID
	ZoneID       content.ZoneID
	RunID        zonerun.RunID
	RoomIndex    int // from the zone's entry (original.RoomIndex)
	HarvestRooms int
	Notes        []original.Note
}

// ImportSkip is a record of the original ImportOriginal left out, and why.
type ImportSkip struct {
	What   string // "character @u:x" or "run <id> of @u:x"
	Reason string
}

// OriginalReport says what ImportOriginal did: what it created, what it
// left out and why, and how many records an earlier import had brought.
type OriginalReport struct {
	Characters []ImportedCharacter
	Runs       []ImportedRun
	Skipped    []ImportSkip
	Already    int
}

// ImportOriginal brings the original game's characters and active zone
// runs (ReadOriginal) into this database at now, in one transaction: a
// player row and a character (original.MapCharacter, under the first of
// original.Names no other character holds) per confirmed character; then,
// for a player with a character here and no active run, a run of the same
// zone whose legacy room index waits in dnd_zone_run_legacy for the
// start-up warm-up, holding the original's harvest nodes re-keyed on graph
// nodes (original.HarvestState). A record already imported (a kv key under
// KeyOriginalImportPrefix) is counted in Already and left alone, so a
// second import changes nothing. A player who has a character here
// already keeps it. Errors: the store's; on one, nothing is written.
func (s *Store) ImportOriginal(ctx context.Context, data OriginalData, now time.Time) (OriginalReport, error) {
	var rep OriginalReport
	err := s.Tx(ctx, func(ctx context.Context) error {
		for _, o := range data.Characters {
			if err := s.importCharacter(ctx, o, now, &rep); err != nil {
				return fmt.Errorf("character of %s: %w", o.UserID, err)
			}
		}
		for _, r := range data.Runs {
			if err := s.importRun(ctx, r, now, &rep); err != nil {
				return fmt.Errorf("run %s: %w", r.RunID, err)
			}
		}
		return nil
	})
	if err != nil {
		return OriginalReport{}, err
	}
	return rep, nil
}

func (s *Store) importCharacter(ctx context.Context, o original.Character, now time.Time, rep *OriginalReport) error {
	user := id.UserID(o.UserID)
	what := "character " + o.UserID
	if _, done, err := s.KV.Get(ctx, originalCharacterKey(user)); err != nil || done {
		rep.Already += countIf(done)
		return err
	}
	if c, ok, err := s.Character.Get(ctx, user); err != nil {
		return err
	} else if ok {
		rep.Skipped = append(rep.Skipped, ImportSkip{what, fmt.Sprintf("the player already has %s here", c.Name)})
		return nil
	}
	names := original.Names(o)
	if len(names) == 0 {
		rep.Skipped = append(rep.Skipped, ImportSkip{what, fmt.Sprintf("neither the display name %q nor the user ID gives a valid name", o.DisplayName)})
		return nil
	}
	if _, err := s.Player.Ensure(ctx, user, now); err != nil {
		return err
	}
	for i, name := range names {
		c, notes, err := original.MapCharacter(o, name)
		var nm original.ErrNotMappable
		if errors.As(err, &nm) {
			rep.Skipped = append(rep.Skipped, ImportSkip{what, nm.Reason})
			return nil
		}
		if err != nil {
			return err
		}
		err = s.Character.Create(ctx, user, c, now)
		if errors.Is(err, ErrNameTaken) {
			continue
		}
		if err != nil {
			return err
		}
		if i > 0 || name != o.DisplayName {
			notes = append([]original.Note{{Field: "name", Text: nameNote(o.DisplayName, names[:i], name)}}, notes...)
		}
		rep.Characters = append(rep.Characters, ImportedCharacter{user, c.Name, string(c.Class), c.Level, notes})
		return s.KV.Set(ctx, originalCharacterKey(user), c.Name)
	}
	rep.Skipped = append(rep.Skipped, ImportSkip{what, fmt.Sprintf("every name it could take is another character's: %q", names)})
	return nil
}

// nameNote says why a character is not named after its display name.
func nameNote(display string, taken []string, got string) string {
	if len(taken) == 1 {
		return fmt.Sprintf("%q is another character's; named %s", taken[0], got)
	}
	if len(taken) > 1 {
		return fmt.Sprintf("%q are other characters'; named %s", taken, got)
	}
	if display == "" {
		return "no display name; named " + got
	}
	return fmt.Sprintf("display name %q read as %s", display, got)
}

// importRun carries one of the original's active zone runs, r, over as a
// zone run at its room (original.RoomIndex) with its harvest state, once
// (the run's KV key marks it done). A run whose zone, player, character
// or region has no place here is skipped with the reason in rep.
func (s *Store) importRun(ctx context.Context, r OriginalRun, now time.Time, rep *OriginalReport) error {
	what := runWhat(r)
	if _, done, err := s.KV.Get(ctx, originalRunKey(r.RunID)); err != nil || done {
		rep.Already += countIf(done)
		return err
	}
	g, ok := content.ZoneGraph(r.ZoneID)
	if !ok {
		rep.Skipped = append(rep.Skipped, ImportSkip{what, fmt.Sprintf("zone %q has no counterpart", r.ZoneID)})
		return nil
	}
	why, err := s.runBlocked(ctx, r.UserID)
	if err != nil {
		return err
	}
	if why != "" {
		rep.Skipped = append(rep.Skipped, ImportSkip{what, why})
		return nil
	}
	idx, ok := original.RoomIndex(g, r.Region, r.RoomIndex)
	if !ok {
		rep.Skipped = append(rep.Skipped, ImportSkip{what, fmt.Sprintf("region %q is not one of %s's", r.Region, r.ZoneID)})
		return nil
	}
	hs, notes := original.HarvestState(g, r.Harvest)
	if r.Expedition != "" {
		notes = append(notes, original.Note{Field: "expedition", Text: "not carried (supplies, threat and days do not map); its run continues as a zone run"})
	}
	id, err := s.createImportedRun(ctx, r, hs, idx, now)
	if err != nil {
		return err
	}
	rep.Runs = append(rep.Runs, ImportedRun{r.UserID, r.ZoneID, id, idx, len(hs.Rooms), notes})
	return s.KV.Set(ctx, originalRunKey(r.RunID), fmt.Sprint(int64(id)))
}

// runWhat names original run r in the import report: its run and user,
// and its expedition and day when it was one's.
func runWhat(r OriginalRun) string {
	what := fmt.Sprintf("run %s of %s", r.RunID, r.UserID)
	if r.Expedition != "" {
		what += fmt.Sprintf(" (expedition %s, day %d)", r.Expedition, r.Day)
	}
	return what
}

// runBlocked is why user's original run cannot be imported, "" when it
// can: the player has no character here, or is in a zone run already.
func (s *Store) runBlocked(ctx context.Context, user id.UserID) (string, error) {
	if _, ok, err := s.Character.Get(ctx, user); err != nil || !ok {
		return "the player has no character here", err
	}
	if _, ok, err := s.ZoneRun.Active(ctx, user); err != nil || ok {
		return "the player is in a zone run here already", err
	}
	return "", nil
}

// What an imported run writes beside the run ZoneRunQuery.Create makes:
// its harvest state, and its legacy room index for the warm-up.
const (
	importedRunStateQuery  = "UPDATE dnd_zone_run SET state_json = $2 WHERE run_id = $1"
	importedRunLegacyQuery = "INSERT INTO dnd_zone_run_legacy (run_id, current_room, room_seq_json) VALUES ($1, $2, '[]')"
)

// createImportedRun creates r's zone run for its user at now, with harvest
// state hs, and records its legacy room index idx (placed on the graph at
// the next start, ZoneRunQuery.WarmUpLegacy); it returns the new run's ID.
func (s *Store) createImportedRun(ctx context.Context, r OriginalRun, hs harvest.State, idx int, now time.Time) (zonerun.RunID, error) {
	id, err := s.ZoneRun.Create(ctx, r.UserID, r.ZoneID, now)
	if err != nil {
		return 0, err
	}
	state, err := json.Marshal(zonerun.Run{Harvest: hs})
	if err != nil {
		return 0, err
	}
	if _, err := s.DB.Exec(ctx, importedRunStateQuery, int64(id), string(state)); err != nil {
		return 0, err
	}
	if _, err := s.DB.Exec(ctx, importedRunLegacyQuery, int64(id), idx); err != nil {
		return 0, err
	}
	return id, nil
}

// countIf is 1 for true, 0 for false.
func countIf(b bool) int {
	if b {
		return 1
	}
	return 0
}

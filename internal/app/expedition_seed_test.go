package app

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// cheapSU is what a seeded expedition carries: enough that no burn, siege
// or not, ever starves it within the tests' horizons, so every day is a
// plain briefing and recap.
const cheapSU = 10_000

// seededPlayer is one player of seedExpeditions: who, in which zone.
type seededPlayer struct {
	User string
	Loc  *time.Location
}

// seedExpeditions makes n players, the i-th in tzs[i%len(tzs)], each with
// a level-1 fighter and an active Goblin Warrens expedition departed at
// at, carrying cheapSU, with its day cycle scheduled exactly as
// `!expedition depart` schedules it. It writes in batches of one
// transaction each, through the store's own functions (the test's setup,
// not its subject).
func seedExpeditions(t testing.TB, st *store.Store, n int, tzs []string, at time.Time, worldSeed uint64) []seededPlayer {
	t.Helper()
	ctx := context.Background()
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	locs := make([]*time.Location, len(tzs))
	for i, name := range tzs {
		loc, err := time.LoadLocation(name)
		require.NoError(t, err)
		locs[i] = loc
	}
	out := make([]seededPlayer, n)
	const batch = 500
	for start := 0; start < n; start += batch {
		err := st.Tx(ctx, func(ctx context.Context) error {
			for i := start; i < min(n, start+batch); i++ {
				p := seededPlayer{User: fmt.Sprintf("@p%05d:example.org", i), Loc: locs[i%len(locs)]}
				out[i] = p
				if err := seedOne(ctx, st, p, g.Entry, at, worldSeed); err != nil {
					return err
				}
			}
			return nil
		})
		require.NoError(t, err)
	}
	return out
}

// seedOne writes one player's character, run and departed expedition.
func seedOne(ctx context.Context, st *store.Store, p seededPlayer, entry string, at time.Time, worldSeed uint64) error {
	if _, err := st.EnsurePlayer(ctx, p.User, at); err != nil {
		return err
	}
	if err := st.SetPlayerTZ(ctx, p.User, p.Loc.String()); err != nil {
		return err
	}
	ch, err := rules.NewCharacter("Seed", rules.Fighter, rules.Human)
	if err != nil {
		return err
	}
	if err := st.CreateCharacter(ctx, p.User, ch, at); err != nil {
		return err
	}
	runID, err := st.CreateZoneRun(ctx, p.User, content.ZoneGoblinWarrens, at)
	if err != nil {
		return err
	}
	g, _ := content.ZoneGraph(content.ZoneGoblinWarrens)
	step, err := zonerun.Start(zonerun.StartParams{ID: runID, UserID: p.User, Graph: g, ZoneTier: 1, Char: ch,
		Seed: zone.RunSeed(worldSeed, runID), Now: at})
	if err != nil {
		return err
	}
	if err := st.SaveZoneRun(ctx, step.Run); err != nil {
		return err
	}
	e, err := expedition.New(expedition.NewParams{UserID: p.User, ZoneID: content.ZoneGoblinWarrens, Now: at})
	if err != nil {
		return err
	}
	if e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 1_000, at); err != nil {
		return err
	}
	if e, err = expedition.Depart(e, fmt.Sprint(runID), at, p.Loc); err != nil {
		return err
	}
	e.Supplies.Current, e.Supplies.Max = cheapSU, cheapSU
	if e, err = st.CreateExpedition(ctx, e, at); err != nil {
		return err
	}
	return expplugin.ScheduleDay(ctx, st, e, p.Loc, at)
}

package app

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// seedZone is where the seeded expeditions are: the Underdark, whose 21
// maximum days last the tests' horizons, so no expedition left alone is
// forced out for overstaying (expedition.CauseOverstay) and every day
// keeps its briefing and recap.
const seedZone = content.ZoneUnderdark

// cheapSU is what a seeded expedition carries: enough that no burn, siege
// or not, ever starves it within the tests' horizons, so every day is a
// plain briefing and recap.
const cheapSU = 10_000

// seededPlayer is one player of seedExpeditions: who, in which zone.
type seededPlayer struct {
	User id.UserID
	Loc  *time.Location
}

// seedExpeditions makes n players, the i-th in tzs[i%len(tzs)], each with
// a level-4 fighter and an active seedZone expedition departed at
// at, carrying cheapSU, with its day cycle scheduled exactly as
// `!expedition depart` schedules it. It writes in one transaction,
// through the store's own functions (the test's setup, not its subject).
func seedExpeditions(t testing.TB, st *store.Store, n int, tzs []string, at time.Time, worldSeed uint64) []seededPlayer {
	t.Helper()
	ctx := context.Background()
	g, ok := content.ZoneGraph(seedZone)
	require.True(t, ok)
	locs := make([]*time.Location, len(tzs))
	for i, name := range tzs {
		loc, err := time.LoadLocation(name)
		require.NoError(t, err)
		locs[i] = loc
	}
	out := make([]seededPlayer, n)
	err := st.Tx(ctx, func(ctx context.Context) error {
		for i := range n {
			p := seededPlayer{User: id.UserID(fmt.Sprintf("@p%06d:example.org", i)), Loc: locs[i%len(locs)]}
			out[i] = p
			if err := seedOne(ctx, st, p, g.Entry, at, worldSeed); err != nil {
				return err
			}
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// digitAsLetter maps 0–9 to a–j and drops every other character.
func digitAsLetter(r rune) rune {
	if r < '0' || r > '9' {
		return -1
	}
	return 'a' + r - '0'
}

// seedOne writes one player's character, run and departed expedition.
func seedOne(ctx context.Context, st *store.Store, p seededPlayer, entry zonegraph.NodeID, at time.Time, worldSeed uint64) error {
	if _, err := st.Player.Ensure(ctx, p.User, at); err != nil {
		return err
	}
	if err := st.Player.SetTZ(ctx, p.User, p.Loc.String()); err != nil {
		return err
	}
	// Names are unique (store.ErrNameTaken): the user's digits as letters.
	ch, err := rules.NewCharacter("Seed "+strings.Map(digitAsLetter, string(p.User)), rules.Fighter, rules.Human)
	if err != nil {
		return err
	}
	// A level-4 fighter is of the player tier (2) the Tier 4 seedZone asks.
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(4))
	if err := st.Character.Create(ctx, p.User, ch, at); err != nil {
		return err
	}
	runID, err := st.ZoneRun.Create(ctx, p.User, seedZone, at)
	if err != nil {
		return err
	}
	g, _ := content.ZoneGraph(seedZone)
	z, _ := content.ZoneByID(seedZone)
	step, err := zonerun.Start(zonerun.StartParams{ID: runID, UserID: string(p.User), Graph: g, ZoneTier: z.Tier, Char: ch,
		Seed: zone.RunSeed(worldSeed, runID), Now: at})
	if err != nil {
		return err
	}
	if err := st.ZoneRun.Save(ctx, step.Run); err != nil {
		return err
	}
	e, err := expedition.New(expedition.NewParams{UserID: string(p.User), ZoneID: seedZone, Now: at})
	if err != nil {
		return err
	}
	if e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 1_000, at); err != nil {
		return err
	}
	if e, err = expedition.Depart(e, runID, at, p.Loc); err != nil {
		return err
	}
	e.Supplies.Current, e.Supplies.Max = cheapSU, cheapSU
	if e, err = st.Expedition.Create(ctx, e, at); err != nil {
		return err
	}
	return expplugin.ScheduleDay(ctx, st, e, p.Loc, at)
}

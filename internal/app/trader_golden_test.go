package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// traderScript is the trader session: Brom, a level-10 fighter on day 3
// of an Underdark expedition, stands in the Abandoned Shrine where the
// svirfneblin trader keeps shop (rules §8.2), the Surface Tunnels cleared
// behind him. He looks at the wares, buys rations and potions by number
// and by name, is refused what the stock, his packs and his purse cannot
// give, sees the list offer nothing he cannot buy, sees the regions in
// his status, walks on and finds no trader in the next room.
const traderScript = `!help trade
!trade
!trade 1 2
!trade 1
!trade potion 4
!trade potion of healing 2
!trade 2
!trade trail rations
!trade
!trade dragon
!trade 1 lots
!expedition status
!advance
!trade`

// TestTraderConsoleSession plays traderScript on a database seeded with
// Brom at the trader and compares it with testdata/trader.golden (-update
// rewrites it).
func TestTraderConsoleSession(t *testing.T) {
	ctx := context.Background()
	const user, seed = "@brom:example.org", uint64(5)
	at := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	play := func() string {
		cfg, err := config.Load(func(string) (string, bool) { return "", false })
		require.NoError(t, err)
		dir := consoleDB(t, &cfg, "console.db")
		st, err := store.Open(ctx, cfg.DBPath, store.OpenOptions{})
		require.NoError(t, err)
		seedAtTrader(t, st, user, at, seed)
		require.NoError(t, st.Close())
		var out bytes.Buffer
		require.NoError(t, PlayConsole(ctx, &cfg, ConsoleOptions{User: user, Seed: seed, Now: at, NowSet: true,
			Input: strings.NewReader(traderScript), Out: &out, Log: zerolog.Nop()}))
		return strings.ReplaceAll(out.String(), dir, "$DBDIR")
	}
	first, second := play(), play()
	require.Equal(t, first, second, "two runs of the same session differ")
	golden := filepath.Join("testdata", "trader.golden")
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(first), 0o644))
		return
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "missing golden file; run go test ./internal/app -run TraderConsole -update")
	require.Equal(t, string(want), first)
}

// seedAtTrader writes Brom's character, his Underdark run standing in the
// Abandoned Shrine (the Tunnel Predator dead) and his day-3 expedition
// there with room in his packs.
func seedAtTrader(t *testing.T, st *store.Store, user id.UserID, at time.Time, worldSeed uint64) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, st.Tx(ctx, func(ctx context.Context) error {
		if _, err := st.Player.Ensure(ctx, user, at); err != nil {
			return err
		}
		ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
		if err != nil {
			return err
		}
		ch, _ = rules.AwardXP(ch, rules.XPForLevel(10))
		ch.HP, ch.Coins = rules.MaxHP(ch), 500
		if err := st.Character.Create(ctx, user, ch, at); err != nil {
			return err
		}
		runID, err := st.ZoneRun.Create(ctx, user, content.ZoneUnderdark, at)
		if err != nil {
			return err
		}
		g, _ := content.ZoneGraph(content.ZoneUnderdark)
		step, err := zonerun.Start(zonerun.StartParams{ID: runID, UserID: string(user), Graph: g, ZoneTier: 4, Char: ch,
			Seed: zone.RunSeed(worldSeed, runID), Now: at})
		if err != nil {
			return err
		}
		r := step.Run
		walked := []string{"dripping_gallery", "three_mouths", "fungus_forest", "ropers_grotto", "confluence",
			"faerzress_glow", "predator_approach", "predator_lair", "outpost_gate", "abandoned_shrine"}
		for _, room := range walked {
			id := zonegraph.NodeID(string(content.ZoneUnderdark) + "." + room)
			r.Cleared = append(r.Cleared, r.Current)
			r.Visited = append(r.Visited, id)
			r.RoomsTraversed++
			r.Current = id
			if r.Rooms == nil {
				r.Rooms = map[zonegraph.NodeID]zonerun.Room{}
			}
			r.Rooms[id] = zonerun.Room{Kind: g.Nodes[id].Kind}
		}
		r.Rooms[zonegraph.NodeID(content.ZoneUnderdark+".abandoned_shrine")] = zonerun.Room{Kind: zonegraph.KindRestCamp}
		r.Region, r.RegionsCleared = "drow_outpost", []string{"surface_tunnels"}
		if err := st.ZoneRun.Save(ctx, r); err != nil {
			return err
		}
		e, err := expedition.New(expedition.NewParams{UserID: string(user), ZoneID: content.ZoneUnderdark, Now: at})
		if err != nil {
			return err
		}
		if e, _, err = expedition.Buy(e, expedition.PackStandard, 3, 1_000, at); err != nil {
			return err
		}
		if e, err = expedition.Depart(e, runID, at.Add(-48*time.Hour), time.UTC); err != nil {
			return err
		}
		e.Day, e.Region, e.Supplies.Current = 3, "drow_outpost", 18
		e.LastRollover = expedition.DepartureDate(at, time.UTC)
		if e, err = st.Expedition.Create(ctx, e, at); err != nil {
			return err
		}
		return expplugin.ScheduleDay(ctx, st, e, time.UTC, at)
	}))
}

package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestFightsMoveTheThreatClock: the zone hooks apply the threat table
// (rules §8.6) to the fights of a step, give the 70 warning and start Siege
// Mode at 100.
func TestFightsMoveTheThreatClock(t *testing.T) {
	fight := func(kind combat.Kind, result combat.Result, mod func(*zonerun.FightReport)) zonerun.Event {
		f := &zonerun.FightReport{Monsters: []content.MonsterID{"goblin_sneak"}, Kind: kind, Result: result, Kills: []content.MonsterID{"goblin_sneak"}, XP: 60}
		if mod != nil {
			mod(f)
		}
		return zonerun.Event{Kind: zonerun.EvFightResolved, Fight: f}
	}
	tests := []struct {
		name  string
		from  int
		ev    zonerun.Event
		want  int
		lines []string
	}{
		{"a fight", 0, fight(combat.KindNormal, combat.ResultWon, nil), 5, []string{"⏰ **Threat** 0 → 5 (+5 a fight) · Quiet"}},
		{"an elite", 0, fight(combat.KindElite, combat.ResultWon, nil), 8, []string{"+8 an elite or boss fight"}},
		{"an escaped enemy", 0, fight(combat.KindNormal, combat.ResultWon, func(f *zonerun.FightReport) { f.EscapeThreat = 10 }), 15, []string{"+10 an enemy escaped"}},
		{"loud magic", 0, fight(combat.KindNormal, combat.ResultWon, func(f *zonerun.FightReport) { f.LoudThreat = 8 }), 13, []string{"+8 loud magic"}},
		{"an elite fled in its first round: an ordinary fight's alarm", 0, fight(combat.KindElite, combat.ResultFled, func(f *zonerun.FightReport) { f.Rounds, f.Kills, f.XP = 1, nil, 0 }), 5, []string{"(+5 a fight)"}},
		{"an elite fled in round 3: fought", 0, fight(combat.KindElite, combat.ResultFled, func(f *zonerun.FightReport) { f.Rounds, f.Kills, f.XP = 3, nil, 0 }), 8, []string{"(+8 an elite or boss fight)"}},
		{"a boss felled", 30, fight(combat.KindBoss, combat.ResultWon, nil), 18, []string{"+8 an elite or boss fight, -20 a boss fell"}},
		{"a boss that won", 30, fight(combat.KindBoss, combat.ResultDowned, nil), 38, nil},
		{"the warning at 70", 65, fight(combat.KindNormal, combat.ResultWon, nil), 70, []string{"⚠️ **Threat past 70.**"}},
		{"Siege Mode at 100", 95, fight(combat.KindElite, combat.ResultWon, nil), 100, []string{"🔥 **Siege Mode.**"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			departed(t, b)
			editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level = tt.from })
			e := openExp(t, b.Store, alice)
			r, ok, err := b.Store.ZoneRun.Get(context.Background(), e.RunID)
			require.NoError(t, err)
			require.True(t, ok)
			g, _ := content.ZoneGraph(r.ZoneID)
			z, _ := content.ZoneByID(r.ZoneID)
			p := &expplugin.Plugin{Seed: 7}
			res, err := p.AfterStep(context.Background(), b.Store, zone.StepInfo{
				User: alice, Prev: r, Step: zonerun.Step{Run: r, Char: b.Character(alice), Events: []zonerun.Event{tt.ev}},
				Zone: z, Graph: g, Now: b.Clock.Now(), Prefix: "!",
			})
			require.NoError(t, err)
			after := openExp(t, b.Store, alice)
			assert.Equal(t, tt.want, after.Threat.Level)
			text := strings.Join(res.Lines, "\n")
			for _, l := range tt.lines {
				assert.Contains(t, text, l)
			}
			if tt.ev.Fight.Result == combat.ResultWon {
				assert.Equal(t, 1, after.Today.Enemies, "the kill counts for the recap")
				assert.Equal(t, 60, after.Today.XP)
			}
		})
	}
}

// TestRegionCrossingCostsADayAndAWanderingCheck: walking into the next
// region of a multi-region zone is a transit (rules §8.13): a day of
// burn and one wandering check; with the region boss standing it is
// refused and nothing changes.
func TestRegionCrossingCostsADayAndAWanderingCheck(t *testing.T) {
	regions := expedition.Regions(content.ZoneUnderdark)
	require.GreaterOrEqual(t, len(regions), 2)
	for _, bossDown := range []bool{true, false} {
		b := newBot(t)
		ctx := context.Background()
		e, err := expedition.New(expedition.NewParams{UserID: alice, ZoneID: content.ZoneUnderdark, Now: b.Clock.Now()})
		require.NoError(t, err)
		e, _, err = expedition.Buy(e, expedition.PackStandard, 2, 1000, b.Clock.Now())
		require.NoError(t, err)
		e, err = expedition.Depart(e, 999, b.Clock.Now(), time.UTC)
		require.NoError(t, err)
		e, err = b.Store.Expedition.Create(ctx, e, b.Clock.Now())
		require.NoError(t, err)
		g, _ := content.ZoneGraph(content.ZoneUnderdark)
		z, _ := content.ZoneByID(content.ZoneUnderdark)
		prev := zonerun.Run{ID: 999, UserID: alice, ZoneID: z.ID, Status: zonerun.StatusActive, Current: regions[0].BossNode, Region: regions[0].ID}
		if bossDown {
			prev.RegionsCleared = []string{regions[0].ID}
		}
		next := prev.Clone()
		next.Current, next.Region = regions[1].Entry, regions[1].ID
		p := &expplugin.Plugin{Seed: 7}
		res, err := p.AfterStep(ctx, b.Store, zone.StepInfo{
			User: alice, Prev: prev, Zone: z, Graph: g, Now: b.Clock.Now(), Prefix: "!",
			Step: zonerun.Step{Run: next, Char: b.Character(alice), Events: []zonerun.Event{
				{Kind: zonerun.EvRegionEntered, Node: regions[1].Entry, Region: regions[1].ID, FromRegion: regions[0].ID},
			}},
		})
		after := openExp(t, b.Store, alice)
		if !bossDown {
			require.Error(t, err)
			assert.Contains(t, err.Error(), "boss still stands")
			assert.Equal(t, e.Supplies.Current, after.Supplies.Current, "refused: nothing burned")
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, 17.0, after.Supplies.Current, "a day of tier-4 burn (3 SU)")
		assert.Equal(t, regions[1].ID, after.Region)
		text := strings.Join(res.Lines, "\n")
		assert.Contains(t, text, "🧭 **On to "+regions[1].Name+":** the road costs a day's supplies, 3 SU burned")
		assert.NotContains(t, text, "day's travel", "the clock and the day count stand still (rules §8.13)")
		assert.Equal(t, e.Day, after.Day, "no day passes on the road")
		assert.Contains(t, text, "🧭 **On the road:** roll")
		assert.Equal(t, after.PendingNight != nil, res.Asks, "an encounter met on the road waits for `!fight`: no way-on footer")
	}
}

package main

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/sim/report"
)

// kept is a deliverer that keeps the bodies sent.
type kept struct {
	mu     sync.Mutex
	bodies []string
}

func (k *kept) Deliver(_ context.Context, r outbox.Row) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.bodies = append(k.bodies, r.Body)
	return nil
}

// oddsOfTheBot asks the whole bot `!expedition odds <zone> deluxe` for a
// player whose stored sheet is ch, waits for the worker, and returns the
// card and the seed range it played (sim.StateSeed of the character as
// the simulator plays it).
func oddsOfTheBot(t *testing.T, ch rules.Character, zone content.Zone) (string, uint64) {
	t.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = filepath.Join(t.TempDir(), "odds.db")
	seed := uint64(7)
	clk := clock.NewFake(app.DefaultConsoleStart())
	a, err := app.New(context.Background(), &cfg, app.Options{Clock: clk, Seed: &seed, SelfID: "@gogobee:example.org",
		Log: zerolog.Nop(), OddsBudget: -1})
	require.NoError(t, err)
	defer a.Close()
	out := &kept{}
	sender := outbox.NewSender(a.Store, out, zerolog.Nop())
	a.AttachSender(sender)
	ctx := context.Background()
	const user = "@pat:example.org"
	_, err = a.Store.Player.Ensure(ctx, user, clk.Now())
	require.NoError(t, err)
	require.NoError(t, a.Store.Character.Create(ctx, user, ch, clk.Now()))
	a.Router.Handle(ctx, bot.Message{Sender: user, Room: "!r:example.org", EventID: "$odds", Body: "!expedition odds " + zone.Name + " deluxe",
		Time: clk.Now(), MsgType: "m.text"})
	require.NoError(t, a.Odds.Wait(ctx))
	_, err = sender.Flush(ctx)
	require.NoError(t, err)
	require.NotEmpty(t, out.bodies)
	card := out.bodies[len(out.bodies)-1]
	require.Contains(t, card, "Odds in "+zone.Name, "the worker answered")

	played, err := sim.FromStored(ch)
	require.NoError(t, err)
	base, err := sim.StateSeed(played, zone.ID)
	require.NoError(t, err)
	return card, base
}

// cardPct reads a percentage the card gives after label ("cleared").
func cardPct(t *testing.T, card, label string) float64 {
	t.Helper()
	m := regexp.MustCompile(label + ` \*\*(\d+)%\*\*`).FindStringSubmatch(card)
	require.NotNil(t, m, "the card gives %q:\n%s", label, card)
	v, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	return v
}

// `!expedition odds` (rules §11.4) for a player whose sheet is a simulated
// character gives expedition-sim's numbers for that character over the
// same seed range (deluxe packing is the simulator's heavy preset): each
// share lies in the 95% Wilson interval of expedition-sim's runs.
func TestOddsMatchExpeditionSimForTheSameCharacterAndSeeds(t *testing.T) {
	for _, tc := range []struct {
		class rules.ClassID
		level int
		zone  content.ZoneID
	}{
		{rules.Fighter, 2, content.ZoneCryptValdris},
		{rules.Mage, 4, content.ZoneForestShadows},
	} {
		t.Run(fmt.Sprintf("%s L%d %s", tc.class, tc.level, tc.zone), func(t *testing.T) {
			z, ok := content.ZoneByID(tc.zone)
			require.True(t, ok)
			ch, err := sim.Character(sim.Build{Class: tc.class, Level: tc.level})
			require.NoError(t, err)
			ch.Name = "Pat"
			card, base := oddsOfTheBot(t, ch, z)

			runs := simulated(t, "-class", string(tc.class), "-level", strconv.Itoa(tc.level), "-zone", string(tc.zone),
				"-runs", "200", "-seed", strconv.FormatUint(base, 10))
			require.Len(t, runs, 200)
			count := func(f func(record.Run) bool) int {
				n := 0
				for _, r := range runs {
					if f(r) {
						n++
					}
				}
				return n
			}
			for label, k := range map[string]int{
				"cleared":      count(func(r record.Run) bool { return r.Outcome == record.OutcomeCleared }),
				"boss reached": count(func(r record.Run) bool { return r.BossReached }),
				"forced out":   count(sim.ForcedOut),
			} {
				lo, hi := report.Wilson(k, len(runs), report.Z95)
				got := cardPct(t, card, label)
				// The card rounds to a whole percent: half a point either way.
				assert.True(t, got >= 100*lo-0.5 && got <= 100*hi+0.5,
					"%s: the bot says %.0f%%, expedition-sim %d of %d (95%% interval %.1f–%.1f%%)", label, got, k, len(runs), 100*lo, 100*hi)
			}
			assert.True(t, strings.Contains(card, "**Deluxe packing** (3 standard packs + 1 deluxe pack"), "the heavy preset:\n%s", card)
		})
	}
}

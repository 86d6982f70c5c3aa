package sim_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
)

const (
	bob   = "@bob:example.org"
	carol = "@carol:example.org"
)

// partyRosters are the parties the parity test plays: two pairs and a
// trio, the leader first.
var partyRosters = [][]rules.ClassID{
	{rules.Fighter, rules.Cleric},
	{rules.Rogue, rules.Mage},
	{rules.Fighter, rules.Cleric, rules.Mage},
}

// TestBotAndSimulatorPlayTheSamePartyExpedition is the parity test of a
// party (rules §2.13, §8.22, §8.23): the simulator plays a party
// expedition in each zone (the rosters in turn, every seat at the middle
// of the zone's levels) with each player policy and keeps the commands
// each member typed (the leader's walk, each seat's fight turns); the
// whole bot (SQLite, the scheduler's day cycle, a fake clock) is given
// the same characters and each member's commands at the same instants,
// and must end in the same place: expedition status and day, run status
// and rooms, threat, the report card's series, the party's tallies, and
// each member's HP, XP and coins.
func TestBotAndSimulatorPlayTheSamePartyExpedition(t *testing.T) {
	for i, z := range content.Zones() {
		for _, pol := range play.Policies() {
			partyParity(t, z, partyRosters[i%len(partyRosters)], pol, (z.MinLevel+z.MaxLevel)/2)
		}
	}
}

// partyParity plays one party expedition of roster, every seat at level,
// in z with pol in the simulator and again through the bot, and compares
// where they end.
func partyParity(t *testing.T, z content.Zone, roster []rules.ClassID, pol play.Policy, level int) {
	t.Helper()
	names := make([]string, len(roster))
	for k, c := range roster {
		names[k] = string(c)
	}
	t.Run(fmt.Sprintf("%s/%s/%d/%s", z.ID, strings.Join(names, "+"), level, pol.Name), func(t *testing.T) {
		t.Parallel()
		users := []string{alice, bob, carol}[:len(roster)]
		chars := make([]rules.Character, len(roster))
		for k, class := range roster {
			ch, err := sim.Character(sim.Build{Class: class, Level: level, Name: []string{"Alice", "Bob", "Carol"}[k]})
			require.NoError(t, err)
			chars[k] = ch
		}
		var mates []play.Teammate
		for k := 1; k < len(roster); k++ {
			mates = append(mates, play.Teammate{UserID: users[k], Char: chars[k].Clone()})
		}
		g, err := play.New(play.Setup{World: botSeed, RunID: 1, UserID: alice, ZoneID: z.ID, Char: chars[0].Clone(),
			Mode: play.ModeExpedition, Start: plugintest.Start(), Loc: time.UTC, Policy: pol, Record: true, Party: mates})
		require.NoError(t, err)
		res := g.Play()
		require.Len(t, res.Members, len(mates))

		b := plugintest.New(t)
		for k, u := range users {
			b.Create(id.UserID(u), chars[k].Name, string(roster[k]), "human")
			b.Edit(id.UserID(u), func(c *rules.Character) { *c = chars[k].Clone() })
		}
		b.Reply(alice, "!expedition start "+string(z.ID))
		replayCommands(t, b, g)

		ctx := context.Background()
		e, ok, err := b.Store.Expedition.Latest(ctx, alice)
		require.NoError(t, err)
		require.True(t, ok)
		r, ok, err := b.Store.ZoneRun.Get(ctx, 1)
		require.NoError(t, err)
		require.True(t, ok)
		t.Logf("%s: %s (%s) after %d commands, day %d, %d rooms", z.ID, res.Outcome, res.StopReason, len(g.Commands), res.Exp.Day, res.Stats.Rooms)
		assert.Equal(t, res.Exp.Status, e.Status, "expedition status")
		assert.Equal(t, res.Exp.Day, e.Day, "days")
		assert.Equal(t, res.Run.Status, r.Status, "run status")
		assert.Equal(t, res.Stats.Rooms, r.RoomsTraversed, "rooms")
		assert.Equal(t, res.Exp.Threat.Level, e.Threat.Level, "threat")
		ends := []rules.Character{res.Char}
		for _, m := range res.Members {
			ends = append(ends, m.Char)
		}
		for k, u := range users {
			got := b.Character(id.UserID(u))
			assert.Equal(t, ends[k].HP, got.HP, "%s's HP", u)
			assert.Equal(t, ends[k].XP, got.XP, "%s's XP", u)
			assert.Equal(t, ends[k].Coins, got.Coins, "%s's coins", u)
		}
		for _, pair := range []struct {
			name       string
			want, have any
		}{{"report card series", res.Exp.Series, e.Series}, {"the party's tallies", res.Exp.Party, e.Party}} {
			want, err := json.Marshal(pair.want)
			require.NoError(t, err)
			have, err := json.Marshal(pair.have)
			require.NoError(t, err)
			assert.JSONEq(t, string(want), string(have), pair.name)
		}
		assert.Equal(t, [3]int{res.Exp.RoomsCleared, res.Exp.Fights, res.Exp.HarvestValue},
			[3]int{e.RoomsCleared, e.Fights, e.HarvestValue}, "rooms cleared, fights, harvest value")
	})
}

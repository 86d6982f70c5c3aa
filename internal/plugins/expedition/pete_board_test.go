package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/weekly"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// clearedRun stores a zone run of user in zone, cleared at at.
func clearedRun(t *testing.T, b *plugintest.Bot, user, zone content.ZoneID, at time.Time) {
	t.Helper()
	ctx := context.Background()
	id, err := b.Store.ZoneRun.Create(ctx, id.UserID(string(user)), zone, at.Add(-time.Hour))
	require.NoError(t, err)
	r, ok, err := b.Store.ZoneRun.Get(ctx, id)
	require.NoError(t, err)
	require.True(t, ok)
	r.Status, r.EndedAt, r.UpdatedAt = zonerun.StatusCleared, at, at
	require.NoError(t, b.Store.ZoneRun.Save(ctx, r))
}

// newsPosts advances the day-cycle scheduler s to at and returns what was
// posted to room.
func newsPosts(t *testing.T, b *plugintest.Bot, room id.RoomID, advance func(time.Time), at time.Time) []string {
	t.Helper()
	advance(at)
	var posts []string
	for _, r := range b.Flush() {
		if r.RoomID == room {
			posts = append(posts, r.Body)
		}
	}
	return posts
}

// Pete's evening post names the new first places of the announce room's
// boards (rules §12.1): once, and never a player who opted out of the
// news.
func TestPeteAnnouncesNewFirstPlacesOfTheAnnounceRoomsBoards(t *testing.T) {
	b := newBot(t)
	ctx := context.Background()
	at := b.Clock.Now()
	const room = "!news:example.org"
	b.Create(bob, "Brann", "rogue", "human")
	for _, u := range []string{alice, bob} {
		msg := b.Message(id.UserID(u), "!sheet")
		msg.Room = room
		b.Send(msg)
	}
	b.Reply(bob, "!news optout")
	clearedRun(t, b, alice, content.ZoneGoblinWarrens, at)

	cfg := &config.Config{AnnounceRoom: room, DefaultTZ: time.UTC, Prefix: "!"}
	s := days(t, b, cfg)
	p := &expplugin.Plugin{Config: cfg, Seed: 7}
	require.NoError(t, p.StartHighlights(ctx, b.Store, at.Add(-time.Minute)))
	advance := func(to time.Time) {
		_, err := s.AdvanceTo(ctx, b.Clock, to)
		require.NoError(t, err)
	}

	posts := newsPosts(t, b, room, advance, at.Add(13*time.Hour))
	require.Len(t, posts, 1, "one post at 21:30")
	assert.Contains(t, posts[0], "the deepest tier cleared")
	assert.Contains(t, posts[0], "tier 1, Goblin Warrens")
	assert.Contains(t, posts[0], "alice:example.org")
	assert.NotContains(t, posts[0], "bob:example.org", "Bob opted out of the news")
	assert.NotContains(t, posts[0], "streak", "a one-day streak is no news")

	assert.Empty(t, newsPosts(t, b, room, advance, at.Add(37*time.Hour)), "the same first places are no news the next evening")

	clearedRun(t, b, bob, content.ZoneHauntedManor, at.Add(40*time.Hour))
	assert.Empty(t, newsPosts(t, b, room, advance, at.Add(61*time.Hour)),
		"Bob took the deepest tier, but he opted out of the news: nothing to post")

	clearedRun(t, b, alice, content.ZoneUnderdark, at.Add(64*time.Hour))
	posts = newsPosts(t, b, room, advance, at.Add(85*time.Hour))
	require.Len(t, posts, 1)
	assert.Contains(t, posts[0], "tier 4, The Underdark", "Alice took it back")
}

// On Sunday Pete's post names who leads the announce room's weekly
// (rules §12.2), unless that player opted out of the news.
func TestPeteNamesTheWeeklysLeaderOnSunday(t *testing.T) {
	b := newBot(t)
	ctx := context.Background()
	b.Create(bob, "Brann", "rogue", "human")
	for _, u := range []string{alice, bob} {
		require.Contains(t, b.Reply(id.UserID(u), "!weekly start"), "This week's expedition")
	}
	for user, days := range map[string]int{alice: 3, bob: 2} {
		e, ok, err := b.Store.Expedition.Open(ctx, id.UserID(user))
		require.NoError(t, err)
		require.True(t, ok)
		e.Status, e.Day, e.RoomsCleared = expedition.StatusComplete, days, 13
		require.NoError(t, b.Store.Expedition.Save(ctx, e, b.Clock.Now()))
	}
	advance := peteClock(t, b, plugintest.Room)
	sunday := weekly.Of(b.Clock.Now(), time.UTC).ResultsAt(time.UTC).Add(time.Hour)
	pete := func(posts []string) (out []string) {
		for _, post := range posts {
			if strings.Contains(post, "Pete's Expedition News") && strings.Contains(post, "🗓️") {
				out = append(out, post)
			}
		}
		return out
	}
	sundays := pete(newsPosts(t, b, plugintest.Room, advance, sunday))
	require.Len(t, sundays, 1, "one Sunday post names the weekly")
	assert.Contains(t, sundays[0], "bob:example.org", "Bob cleared it a day sooner")
	assert.Contains(t, sundays[0], "cleared in 2 days")
	assert.Contains(t, sundays[0], "The Crypt of Valdris")

	b.Reply(bob, "!news optout")
	next := weekly.Of(sunday, time.UTC).End(time.UTC)
	for _, u := range []string{alice, bob} {
		b.Clock.MoveTo(next.Add(time.Hour))
		require.Contains(t, b.Reply(id.UserID(u), "!weekly start"), "This week's expedition")
		e, ok, err := b.Store.Expedition.Open(ctx, id.UserID(u))
		require.NoError(t, err)
		require.True(t, ok)
		e.Status, e.Day, e.RoomsCleared = expedition.StatusComplete, map[string]int{alice: 3, bob: 2}[u], 13
		require.NoError(t, b.Store.Expedition.Save(ctx, e, b.Clock.Now()))
	}
	assert.Empty(t, pete(newsPosts(t, b, plugintest.Room, advance, sunday.Add(7*24*time.Hour))),
		"Bob leads again but keeps out of the news: Pete names no one else as the leader")
}

// peteClock starts Pete's daily job with room as the announce room (and
// the day cycle) and returns what moves the clock, running every job due
// on the way.
func peteClock(t *testing.T, b *plugintest.Bot, room id.RoomID) func(time.Time) {
	t.Helper()
	ctx := context.Background()
	cfg := &config.Config{AnnounceRoom: room, DefaultTZ: time.UTC, Prefix: "!"}
	s := days(t, b, cfg)
	p := &expplugin.Plugin{Config: cfg, Seed: 7}
	require.NoError(t, p.StartHighlights(ctx, b.Store, b.Clock.Now()))
	return func(to time.Time) {
		_, err := s.AdvanceTo(ctx, b.Clock, to)
		require.NoError(t, err)
	}
}

// Nobody cleared it, so nobody won it: Pete names no leader (rules §12.2).
func TestPeteNamesNoWinnerOfAnUnclearedWeekly(t *testing.T) {
	b := newBot(t)
	ctx := context.Background()
	require.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition")
	e, ok, err := b.Store.Expedition.Open(ctx, alice)
	require.NoError(t, err)
	require.True(t, ok)
	e.Status, e.Day, e.RoomsCleared = expedition.StatusAbandoned, 1, 6
	require.NoError(t, b.Store.Expedition.Save(ctx, e, b.Clock.Now()))
	advance := peteClock(t, b, plugintest.Room)
	sunday := weekly.Of(b.Clock.Now(), time.UTC).ResultsAt(time.UTC).Add(time.Hour)
	for _, post := range newsPosts(t, b, plugintest.Room, advance, sunday) {
		if strings.Contains(post, "Pete's Expedition News") {
			assert.NotContains(t, post, "🗓️", "no winner line")
		}
	}
}

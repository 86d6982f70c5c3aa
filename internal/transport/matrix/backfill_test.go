package matrix

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// limitedSync is a sync response whose room timeline is limited: only the
// newest event came back, the rest must be fetched from prevBatch.
func limitedSync(t *testing.T, room string, newest ...any) map[string]any {
	t.Helper()
	return map[string]any{"next_batch": "s2", "rooms": map[string]any{"join": map[string]any{room: map[string]any{
		"timeline": map[string]any{"limited": true, "prev_batch": "p1", "events": newest}}}}}
}

func TestBackfillFillsALimitedTimelineInOrder(t *testing.T) {
	ctx := context.Background()
	now := time.Now()
	cases := []struct {
		name      string
		since     string
		pages     map[string]map[string]any // from token -> page (chunk newest first)
		handled   map[string]time.Duration  // event IDs the router handled before, and how long ago
		timeline  []any                     // events the limited timeline returned before "!four"
		want      []string                  // bodies dispatched, in order
		wantStale []string                  // commands reported as too old
	}{
		{
			name:  "two pages back to the last position",
			since: "s1",
			pages: map[string]map[string]any{
				"p1": {"chunk": []any{msgEvent("$3", "!three", now.Add(-time.Minute)), msgEvent("$2", "!two", now.Add(-2*time.Minute))}, "end": "p2"},
				"p2": {"chunk": []any{msgEvent("$1", "!one", now.Add(-3*time.Minute))}, "end": "p3"},
			},
			want: []string{"!one", "!two", "!three", "!four"},
		},
		{
			// Players' queues run side by side: after a crash a newer
			// command may have run while an older one had not.
			name:  "an event already handled does not hide older ones",
			since: "s1",
			pages: map[string]map[string]any{
				"p1": {"chunk": []any{msgEvent("$3", "!three", now.Add(-time.Minute)), msgEvent("$2", "!two", now.Add(-2*time.Minute))}, "end": "p2"},
				"p2": {"chunk": []any{msgEvent("$1", "!one", now.Add(-3*time.Minute))}, "end": "p3"},
			},
			handled: map[string]time.Duration{"$2": time.Minute},
			want:    []string{"!one", "!two", "!three", "!four"}, // the router skips "!two"
		},
		{
			name:  "stops at the bot's own join",
			since: "s1",
			pages: map[string]map[string]any{
				"p1": {"chunk": []any{msgEvent("$3", "!three", now.Add(-time.Minute)), memberEvent("$j", botID, "join", now.Add(-2*time.Minute)),
					msgEvent("$2", "!before the join", now.Add(-3*time.Minute))}, "end": "p2"},
			},
			want: []string{"!three", "!four"},
		},
		{
			// Invited while down: the commands sent before the bot joined count.
			name:  "goes back to the invite the bot joined on",
			since: "s1",
			pages: map[string]map[string]any{
				"p1": {"chunk": []any{msgEvent("$3", "!three", now.Add(-time.Minute)), joinAfter("$j", "invite", now.Add(-2*time.Minute)),
					msgEvent("$2", "!two", now.Add(-3*time.Minute)), memberEvent("$i", botID, "invite", now.Add(-4*time.Minute)),
					msgEvent("$1", "!before the invite", now.Add(-5*time.Minute))}, "end": "p2"},
			},
			want: []string{"!two", "!three", "!four"},
		},
		{
			name:  "commands older than the window are reported, not run",
			since: "s1",
			pages: map[string]map[string]any{
				"p1": {"chunk": []any{msgEvent("$3", "!three", now.Add(-time.Hour)), msgEvent("$2", "just chatting", now.Add(-30*time.Hour)),
					msgEvent("$1", "!dig", now.Add(-31*time.Hour))}, "end": "p2"},
			},
			handled:   map[string]time.Duration{"$ran": 40 * time.Hour}, // the last command run before the downtime
			want:      []string{"!three", "!four"},
			wantStale: []string{"!dig"},
		},
		{
			name:      "old commands in the returned timeline are reported too",
			since:     "s1",
			pages:     map[string]map[string]any{},
			timeline:  []any{msgEvent("$old", "!dig", now.Add(-30*time.Hour)), msgEvent("$n", "!roll", now.Add(-time.Minute))},
			handled:   map[string]time.Duration{"$ran": 40 * time.Hour},
			want:      []string{"!roll", "!four"},
			wantStale: []string{"!dig"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEV")
			f.messages = map[string]map[string]any{}
			for from, page := range tc.pages {
				f.messages["!r:test "+from] = page
			}
			st := openStore(t)
			for ev, ago := range tc.handled {
				_, err := st.Handled.Mark(ctx, id.EventID(ev), now.Add(-ago))
				require.NoError(t, err)
			}
			var stale []string
			tr, rec := newTransport(t, f, st, "tok", func(c *Config) {
				c.Prefix = "!"
				c.OnMissed = func(_ context.Context, user id.UserID, cmds []string) error {
					assert.Equal(t, id.UserID("@alice:test"), user)
					stale = append(stale, cmds...)
					return nil
				}
			})
			tr.cli.AccessToken = "tok"
			res := syncResp(t, limitedSync(t, "!r:test", append(tc.timeline, msgEvent("$4", "!four", now))...))
			require.NoError(t, tr.store.SaveNextBatch(ctx, botID, "s2")) // as mautrix's Sync does first
			require.NoError(t, tr.syncer.ProcessResponse(ctx, res, tc.since))
			assert.Equal(t, tc.want, rec.bodies())
			assert.Equal(t, tc.wantStale, stale)
			reqs := f.snapshot().messageReqs
			require.NotEmpty(t, reqs)
			assert.Equal(t, [2]string{"p1", tc.since}, reqs[0], "pages back from the timeline's start to the last position")
			tok, _, err := st.KV.Get(ctx, store.KeySyncToken)
			require.NoError(t, err)
			assert.Equal(t, "s2", tok, "the position is committed once everything was handled")
		})
	}
}

func TestNoBackfillOnAFirstStart(t *testing.T) {
	ctx := context.Background()
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	tr, rec := newTransport(t, f, openStore(t), "tok")
	tr.cli.AccessToken = "tok"
	res := syncResp(t, limitedSync(t, "!r:test", msgEvent("$4", "!four", time.Now())))
	require.NoError(t, tr.syncer.ProcessResponse(ctx, res, ""))
	assert.Equal(t, []string{"!four"}, rec.bodies())
	assert.Empty(t, f.snapshot().messageReqs, "before the first start everything is history")
}

func TestRecoveringRunsTheWindowAndReportsOnlyCommandsNeverRun(t *testing.T) {
	ctx := context.Background()
	now := time.Now()
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	_, err := st.Handled.Mark(ctx, "$last", now.Add(-30*time.Hour)) // the last command run before the position was lost
	require.NoError(t, err)
	var stale []string
	tr, rec := newTransport(t, f, st, "tok", func(c *Config) {
		c.Prefix = "!"
		c.OnMissed = func(_ context.Context, _ id.UserID, cmds []string) error { stale = append(stale, cmds...); return nil }
	})
	tr.cli.AccessToken = "tok"
	tr.syncer.recovering = true
	res := syncResp(t, map[string]any{"next_batch": "s1", "rooms": map[string]any{"join": map[string]any{"!r:test": map[string]any{
		"timeline": map[string]any{"events": []any{
			msgEvent("$before", "!ran long ago", now.Add(-40*time.Hour)),
			msgEvent("$chat", "hello there", now.Add(-27*time.Hour)),
			msgEvent("$dig", "!dig", now.Add(-26*time.Hour)),
			msgEvent("$roll", "!roll d20", now.Add(-2*time.Hour)),
		}}}}}})
	require.NoError(t, tr.store.SaveNextBatch(ctx, botID, "s1"))
	require.NoError(t, tr.syncer.ProcessResponse(ctx, res, ""))
	assert.Equal(t, []string{"!roll d20"}, rec.bodies(), "inside the window: run")
	assert.Equal(t, []string{"!dig"}, stale, "too old and sent after the last command run: reported")
	assert.False(t, tr.syncer.recovering, "recovery ends once a position is stored")
}

func TestMissedCommandsAreToldOnceAndOnlyToThoseTheBotServes(t *testing.T) {
	ctx := context.Background()
	now := time.Now()
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	_, err := st.Handled.Mark(ctx, "$ran", now.Add(-40*time.Hour))
	require.NoError(t, err)
	told := map[id.UserID][]string{}
	tr, _ := newTransport(t, f, st, "tok", func(c *Config) {
		c.Prefix = "!"
		c.OnMissed = func(_ context.Context, user id.UserID, cmds []string) error {
			told[user] = append(told[user], cmds...)
			return nil
		}
	})
	tr.cli.AccessToken = "tok"
	eve := msgEvent("$eve", "!dig", now.Add(-30*time.Hour))
	eve["sender"] = "@eve:elsewhere" // a server the bot does not serve
	notice := msgEvent("$bot", "!roll", now.Add(-29*time.Hour))
	notice["content"] = map[string]any{"msgtype": "m.notice", "body": "!roll"} // another bot
	raw := map[string]any{"next_batch": "s2", "rooms": map[string]any{"join": map[string]any{"!r:test": map[string]any{
		"timeline": map[string]any{"events": []any{eve, notice, msgEvent("$a", "!dig", now.Add(-28*time.Hour))}}}}}}
	for range 2 { // the same batch again, as after a crash before the position was stored
		require.NoError(t, tr.syncer.ProcessResponse(ctx, syncResp(t, raw), "s1"))
	}
	assert.Equal(t, map[id.UserID][]string{"@alice:test": {"!dig"}}, told, "once, and only to a player the bot serves")
}

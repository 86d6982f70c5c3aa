package matrix

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// joinAfter is the bot's join replacing membership prev (unsigned.prev_content).
func joinAfter(eventID, prev string, at time.Time) map[string]any {
	e := memberEvent(eventID, botID, "join", at)
	e["unsigned"] = map[string]any{"prev_content": map[string]any{"membership": prev}}
	return e
}

func TestDropHistory(t *testing.T) {
	start := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	before, after := start.Add(-time.Hour), start.Add(time.Second)
	window := start.Add(-24 * time.Hour) // the catch-up window's start
	timeline := func(evts ...map[string]any) map[string]any {
		return map[string]any{"timeline": map[string]any{"events": evts}}
	}
	tests := []struct {
		name string
		cut  time.Time
		room map[string]any
		want []string
	}{
		{"inside the catch-up window everything is kept", window,
			timeline(msgEvent("$a", "!a", before), msgEvent("$b", "!b", after)), []string{"$a", "$b"}},
		{"messages older than the window are dropped", window,
			timeline(msgEvent("$old", "!old", window.Add(-time.Second)), msgEvent("$a", "!a", before)), []string{"$a"}},
		{"a first start drops messages older than its start", start,
			timeline(msgEvent("$a", "!a", before), memberEvent("$m", "@bob:test", "join", before), msgEvent("$b", "!b", after)),
			[]string{"$m", "$b"}},
		{"messages before the bot's own join are dropped", window,
			timeline(msgEvent("$a", "!a", after), memberEvent("$j", botID, "join", after), msgEvent("$b", "!b", after)),
			[]string{"$j", "$b"}},
		{"the last own join counts", window,
			timeline(memberEvent("$j1", botID, "join", after), msgEvent("$a", "!a", after),
				memberEvent("$l", botID, "leave", after), memberEvent("$j2", botID, "join", after), msgEvent("$b", "!b", after)),
			[]string{"$j1", "$l", "$j2", "$b"}},
		{"what came between the bot's invite and its join is kept", window,
			timeline(msgEvent("$a", "!a", after), memberEvent("$i", botID, "invite", after), msgEvent("$b", "!b", after),
				joinAfter("$j", "invite", after), msgEvent("$c", "!c", after)),
			[]string{"$i", "$b", "$j", "$c"}},
		{"an invite whose join carries no previous membership still counts", window,
			timeline(msgEvent("$a", "!a", after), memberEvent("$i", botID, "invite", after), msgEvent("$b", "!b", after),
				memberEvent("$j", botID, "join", after), msgEvent("$c", "!c", after)),
			[]string{"$i", "$b", "$j", "$c"}},
		{"after a leave, only what follows the new invite counts", window,
			timeline(memberEvent("$i1", botID, "invite", after), joinAfter("$j1", "invite", after), msgEvent("$a", "!a", after),
				memberEvent("$l", botID, "leave", after), msgEvent("$x", "!x", after), memberEvent("$i2", botID, "invite", after),
				msgEvent("$b", "!b", after), joinAfter("$j2", "invite", after), msgEvent("$c", "!c", after)),
			[]string{"$i1", "$j1", "$l", "$i2", "$b", "$j2", "$c"}},
		{"a join after a join (a new display name) cuts nothing", window,
			timeline(msgEvent("$a", "!a", after), joinAfter("$j", "join", after), msgEvent("$b", "!b", after)),
			[]string{"$a", "$j", "$b"}},
		{"another user's join cuts nothing", window,
			timeline(msgEvent("$a", "!a", after), memberEvent("$j", "@bob:test", "join", after)),
			[]string{"$a", "$j"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := syncResp(t, map[string]any{"next_batch": "x", "rooms": map[string]any{"join": map[string]any{"!r:test": tc.room}}})
			dropHistory(res, botID, tc.cut)
			assert.Equal(t, tc.want, timelineIDs(res, "!r:test"))
		})
	}
}

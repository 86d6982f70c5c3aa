package matrix

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"

	"github.com/gogobee/gogobee/internal/bot"
)

// parseEvent builds an event the way a sync delivers it: JSON in, content
// parsed for its type.
func parseEvent(t *testing.T, raw string) *event.Event {
	t.Helper()
	var evt event.Event
	require.NoError(t, json.Unmarshal([]byte(raw), &evt))
	if evt.StateKey != nil {
		evt.Type.Class = event.StateEventType
	} else {
		evt.Type.Class = event.MessageEventType
	}
	_ = evt.Content.ParseRaw(evt.Type)
	return &evt
}

func TestToMessage(t *testing.T) {
	ts := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	base := bot.Message{Sender: "@alice:example.org", Room: "!room:example.org", EventID: "$ev", Time: ts, MsgType: "m.text"}
	with := func(f func(*bot.Message)) bot.Message { m := base; f(&m); return m }
	tests := []struct {
		name    string
		content string
		want    bot.Message
		ok      bool
	}{
		{"plain text", `{"msgtype":"m.text","body":"!ping"}`,
			with(func(m *bot.Message) { m.Body = "!ping" }), true},
		{"missing msgtype counts as text", `{"body":"!ping"}`,
			with(func(m *bot.Message) { m.Body = "!ping" }), true},
		{"notice keeps its type", `{"msgtype":"m.notice","body":"Pong"}`,
			with(func(m *bot.Message) { m.Body = "Pong"; m.MsgType = "m.notice" }), true},
		{"edit is marked", `{"msgtype":"m.text","body":"* !ping","m.new_content":{"msgtype":"m.text","body":"!ping"},"m.relates_to":{"rel_type":"m.replace","event_id":"$old"}}`,
			with(func(m *bot.Message) { m.Body = "* !ping"; m.IsEdit = true }), true},
		{"thread message names its root", `{"msgtype":"m.text","body":"!ping","m.relates_to":{"rel_type":"m.thread","event_id":"$root","is_falling_back":true,"m.in_reply_to":{"event_id":"$root"}}}`,
			with(func(m *bot.Message) { m.Body = "!ping"; m.ThreadRoot = "$root" }), true},
		{"plain reply keeps the fallback for the router", `{"msgtype":"m.text","body":"> <@bob:example.org> hi\n\n!ping","m.relates_to":{"m.in_reply_to":{"event_id":"$q"}}}`,
			with(func(m *bot.Message) { m.Body = "> <@bob:example.org> hi\n\n!ping" }), true},
		{"pills become user IDs", `{"msgtype":"m.text","body":"GogoBee: !duel Bob","format":"org.matrix.custom.html","formatted_body":"<a href=\"https://matrix.to/#/@gogobee:example.org\">GogoBee</a>: !duel <a href=\"https://matrix.to/#/@bob:example.org\">Bob</a>"}`,
			with(func(m *bot.Message) { m.Body = "@gogobee:example.org: !duel @bob:example.org" }), true},
		{"html without pills uses the plain body", `{"msgtype":"m.text","body":"!say **hi**","format":"org.matrix.custom.html","formatted_body":"!say <strong>hi</strong>"}`,
			with(func(m *bot.Message) { m.Body = "!say **hi**" }), true},
		{"reply with pills drops the quoted block", `{"msgtype":"m.text","body":"> <@bob:example.org> hi\n\n!duel Bob","format":"org.matrix.custom.html","formatted_body":"<mx-reply><blockquote><a href=\"https://matrix.to/#/!room:example.org/$q\">In reply to</a> <a href=\"https://matrix.to/#/@bob:example.org\">@bob:example.org</a><br>hi</blockquote></mx-reply>!duel <a href=\"https://matrix.to/#/@bob:example.org\">Bob</a>","m.relates_to":{"m.in_reply_to":{"event_id":"$q"}}}`,
			with(func(m *bot.Message) { m.Body = "!duel @bob:example.org" }), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			evt := parseEvent(t, `{"type":"m.room.message","sender":"@alice:example.org","room_id":"!room:example.org","event_id":"$ev","origin_server_ts":`+
				jsonInt(ts.UnixMilli())+`,"content":`+tc.content+`}`)
			got, ok := toMessage(evt)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestToMessageRejectsOtherEvents(t *testing.T) {
	tests := []struct {
		name string
		raw  string
	}{
		{"reaction", `{"type":"m.reaction","sender":"@a:x.org","event_id":"$e","content":{"m.relates_to":{"rel_type":"m.annotation","event_id":"$x","key":"👍"}}}`},
		{"redaction", `{"type":"m.room.redaction","sender":"@a:x.org","event_id":"$e","redacts":"$r","content":{"redacts":"$r"}}`},
		{"member event", `{"type":"m.room.member","state_key":"@a:x.org","sender":"@a:x.org","event_id":"$e","content":{"membership":"join"}}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, ok := toMessage(parseEvent(t, tc.raw))
			assert.False(t, ok)
		})
	}
	_, ok := toMessage(nil)
	assert.False(t, ok, "nil event")
}

func jsonInt(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestToReactionReadsAnnotations(t *testing.T) {
	ts := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		typ     string
		content string
		want    bot.Message
		ok      bool
	}{
		{"keycap on a prompt", "m.reaction", `{"m.relates_to":{"rel_type":"m.annotation","event_id":"$prompt","key":"2\ufe0f\u20e3"}}`,
			bot.Message{Sender: "@alice:example.org", Room: "!room:example.org", EventID: "$ev", Time: ts,
				Reaction: &bot.Reaction{To: "$prompt", Key: "2️⃣"}}, true},
		{"not an annotation", "m.reaction", `{"m.relates_to":{"rel_type":"m.reference","event_id":"$prompt","key":"1"}}`, bot.Message{}, false},
		{"no key", "m.reaction", `{"m.relates_to":{"rel_type":"m.annotation","event_id":"$prompt"}}`, bot.Message{}, false},
		{"no target", "m.reaction", `{"m.relates_to":{"rel_type":"m.annotation","key":"👍"}}`, bot.Message{}, false},
		{"redacted reaction", "m.reaction", `{}`, bot.Message{}, false},
		{"a message", "m.room.message", `{"msgtype":"m.text","body":"!ping"}`, bot.Message{}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			evt := parseEvent(t, `{"type":"`+tc.typ+`","sender":"@alice:example.org","room_id":"!room:example.org","event_id":"$ev","origin_server_ts":`+
				jsonInt(ts.UnixMilli())+`,"content":`+tc.content+`}`)
			got, ok := toReaction(evt)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.want, got)
		})
	}
	_, ok := toReaction(nil)
	assert.False(t, ok, "nil event")
}

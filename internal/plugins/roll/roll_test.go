package roll_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

const alice = "@alice:example.org"

func TestRollIsDeterministicPerEventID(t *testing.T) {
	msg := bot.Message{Sender: alice, Room: plugintest.Room, EventID: "$same-event", Body: "!roll 10d20 # check", MsgType: "m.text"}
	first := plugintest.Rooms(plugintest.New(t).Send(msg))
	second := plugintest.Rooms(plugintest.New(t).Send(msg))
	require.Len(t, first, 1)
	assert.Equal(t, first, second, "the same event on two bots with one seed rolls the same")

	b := plugintest.New(t)
	seen := map[string]bool{}
	for i := 0; i < 5; i++ {
		seen[b.Reply(alice, "!roll 10d20")] = true
	}
	assert.Greater(t, len(seen), 1, "different events roll differently")
}

func TestRollShowsDiceAndBoldTotal(t *testing.T) {
	b := plugintest.New(t)
	answer := b.Reply(alice, "!roll 2d6+3")
	assert.True(t, strings.HasPrefix(answer, "🎲 `2d6+3`: ["), answer)
	assert.Regexp(t, `\] \+ 3 = \*\*\d+\*\*$`, answer)
	assert.Regexp(t, "^🎲 `4d6kh3` \\(stats\\): \\[\\d, \\d, \\d\\] \\(dropped \\d\\) = \\*\\*\\d+\\*\\*$", b.Reply(alice, "!roll 4d6kh3 stats"))
}

func TestRollBadExpressionsGetTheParserMessageAndUsage(t *testing.T) {
	b := plugintest.New(t)
	for _, expr := range []string{"999999999d999999999", "0d6", "4d0", "d", "-1d6", ""} {
		answer := b.Reply(alice, strings.TrimSpace("!roll "+expr))
		_, err := dice.Parse(expr)
		require.Error(t, err, expr)
		assert.Contains(t, answer, err.Error(), expr)
		assert.Contains(t, answer, dice.Usage, expr)
	}
}

func TestRollLabelCannotFormatOrPing(t *testing.T) {
	b := plugintest.New(t)
	answer := b.Reply(alice, "!roll 1d20 @room **bold** <b>x</b> [link](http://x) ||spoiler||")
	assert.Contains(t, answer, "(＠room \\*\\*bold\\*\\* \\<b\\>x\\</b\\> `[link](http://x)` \\|\\|spoiler\\|\\|)")
	assert.NotContains(t, answer, "@room")
}

func TestRollLabelURLsAreQuotedAsCodeNotLinks(t *testing.T) {
	b := plugintest.New(t)
	answer := b.Reply(alice, "!roll 1d20 prize at https://evil.example/gold or www.evil.example or matrix.to/#/#loot:evil.example")
	assert.Contains(t, answer, "(prize at `https://evil.example/gold` or `www.evil.example` or `matrix.to/#/#loot:evil.example`)")
}

func TestRollEchoedInputInErrorsIsEscaped(t *testing.T) {
	b := plugintest.New(t)
	answer := b.Reply(alice, "!roll **@room**")
	assert.NotContains(t, answer, "@room")
	assert.Contains(t, answer, `\*\*＠room\*\*`)
}

func TestRollLabelCannotCarryBidiOrZeroWidthCharacters(t *testing.T) {
	b := plugintest.New(t)
	// U+202E turns "02 =" around so the line seems to show a 20; the
	// isolate, zero-width and word-joiner characters hide text.
	answer := b.Reply(alice, "!roll 1d4 x\u202e02 =\u202c \u2067y\u2069 z\u200bz\u2060z\ufeff")
	assert.Contains(t, answer, "(x02 = y zzz)")
	assert.Equal(t, -1, strings.IndexFunc(answer, mdtext.IsInvisible), "%q", answer)
}

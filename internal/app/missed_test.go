package app

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

func TestTellMissedSendsOneDM(t *testing.T) {
	b := openBot(t, testdb.Path(t, "b.db"), clock.NewFake(defaultConsoleStart))
	defer b.Close()
	ctx := context.Background()
	require.NoError(t, b.TellMissed(ctx, "@alice:example.org", []string{"!dig", "!roll d20"}))
	require.NoError(t, b.TellMissed(ctx, "@bob:example.org", nil), "nothing missed, nothing sent")
	_, err := b.sender.Flush(ctx)
	require.NoError(t, err)
	require.Len(t, b.out.rows, 1)
	row := b.out.rows[0]
	assert.Equal(t, id.UserID("@alice:example.org"), row.DMUser, "a DM to the sender")
	assert.Contains(t, row.Body, "- `!dig`\n- `!roll d20`")
}

func TestMissedTextListsTheCommandsNotRun(t *testing.T) {
	one := missedText([]string{"!dig"}, 24*time.Hour)
	assert.Contains(t, one, "1 command you sent reached me more than 24 hours late")
	assert.Contains(t, one, "- `!dig`")
	assert.Contains(t, one, "Send them again")

	var many []string
	for i := 1; i <= 8; i++ {
		many = append(many, fmt.Sprintf("!roll %d `d6`", i))
	}
	text := missedText(many, time.Hour)
	assert.Contains(t, text, "8 commands you sent reached me more than 1 hour late")
	assert.Equal(t, 5, strings.Count(text, "- `!roll"), "five are quoted")
	assert.Contains(t, text, "…and 3 more")
	assert.Contains(t, text, "- `!roll 1 ˋd6ˋ`", "a backtick in a command cannot break the quote")
}

func TestMissedTextQuotesNoInvisibleCharactersOrMentions(t *testing.T) {
	text := missedText([]string{"!roll d20 \u202e02 =\u202c @room x\u200by"}, time.Hour)
	assert.Contains(t, text, "- `!roll d20 02 = ＠room xy`")
}

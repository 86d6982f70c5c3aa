package console

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A line over the cap is skipped whole and the next one still reads: a
// tryout's 1 MiB line ended the console with "token too long".
func TestReadLineSkipsAnOverlongLineAndGoesOn(t *testing.T) {
	long := strings.Repeat("x", 3*MaxLine)
	r := bufio.NewReaderSize(strings.NewReader("!ping\n"+long+"\n!sheet\nlast"), 16)
	type got struct {
		line  string
		whole bool
	}
	var lines []got
	for {
		line, whole, err := readLine(r, MaxLine)
		if line != "" || !whole {
			lines = append(lines, got{line, whole})
		}
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
	}
	assert.Equal(t, []got{{"!ping", true}, {"", false}, {"!sheet", true}, {"last", true}}, lines)
}

func TestReadLineKeepsALineAtTheCap(t *testing.T) {
	line := strings.Repeat("y", MaxLine)
	got, whole, err := readLine(bufio.NewReader(strings.NewReader(line+"\n")), MaxLine)
	require.NoError(t, err)
	assert.True(t, whole)
	assert.Equal(t, line, got)
}

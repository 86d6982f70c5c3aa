package flavor

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A region transit burns a day's supplies but moves neither the clock nor
// the day count (rules §8.13), so no transit line says time passes on the
// road. Before, "The way down to {region} takes all day" and "A long
// day's walk" did.
func TestTransitLinesClaimNoTimePasses(t *testing.T) {
	passing := regexp.MustCompile(`(?i)\ball day\b|\bday's (walk|travel|march|journey)\b|\bovernight\b|\bhours?\b|\bdusk\b|\bnightfall\b|\bsunset\b`)
	lines, err := Lines(ExpeditionTransit)
	require.NoError(t, err)
	for _, l := range lines {
		assert.NotRegexp(t, passing, l)
	}
}

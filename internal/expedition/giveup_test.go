package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

func TestGiveUpClosesOnlyAnExtractedExpedition(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	_, err := GiveUp(e, t0)
	assert.ErrorIs(t, err, ErrNotResumable{Status: StatusActive}, "an active expedition is not given up")

	out, _, err := Extract(e, cleared(), t0.Add(time.Hour))
	require.NoError(t, err)
	closed, err := GiveUp(out, t0.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, StatusExpired, closed.Status)
	assert.Equal(t, t0.Add(2*time.Hour), closed.EndedAt)
	assert.Equal(t, StatusExtracted, out.Status, "the value passed in is unchanged")
	_, _, err = Resume(closed, t0.Add(3*time.Hour))
	assert.ErrorAs(t, err, &ErrNotResumable{}, "a given-up expedition never resumes")
}

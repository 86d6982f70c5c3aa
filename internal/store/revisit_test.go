package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

func TestAutorunGraceHoldsOffTheBackgroundWalkForOneWindow(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e := newExpedition(t, "@a:x", content.ZoneCryptValdris)
	var err error
	e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 100, runT0)
	require.NoError(t, err)
	e, err = s.Expedition.Create(ctx, e, runT0)
	require.NoError(t, err)
	e, err = expedition.Depart(e, 7, runT0, time.UTC)
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, e, runT0))
	require.NoError(t, s.Autorun.Set(ctx, e.ID, true))
	every := expedition.AutorunEvery

	revisit := runT0.Add(5 * time.Hour)
	require.NoError(t, s.Autorun.Grace(ctx, e.ID, revisit))
	a, err := s.Autorun.Get(ctx, e.ID)
	require.NoError(t, err)
	assert.Equal(t, revisit, a.Last)

	for _, at := range []time.Time{revisit, revisit.Add(every / 2), revisit.Add(every - time.Millisecond)} {
		ok, err := s.Autorun.Claim(ctx, e.ID, at, every)
		require.NoError(t, err)
		assert.False(t, ok, "no background walk %v after a revisit", at.Sub(revisit))
	}
	ok, err := s.Autorun.Claim(ctx, e.ID, revisit.Add(every), every)
	require.NoError(t, err)
	assert.True(t, ok, "one full window later the walk may claim it again")

	require.NoError(t, s.Autorun.Grace(ctx, e.ID, revisit), "an older stamp")
	a, err = s.Autorun.Get(ctx, e.ID)
	require.NoError(t, err)
	assert.Equal(t, revisit.Add(every), a.Last, "the grace never moves the stamp back")
	require.NoError(t, s.Autorun.Grace(ctx, 999, revisit), "an unknown expedition is no error")
}

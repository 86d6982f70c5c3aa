package clock

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestFakeAdvanceAndMoveToNeverGoesBack(t *testing.T) {
	start := time.Date(2026, 3, 1, 5, 0, 0, 0, time.UTC)
	f := NewFake(start)
	assert.Equal(t, start, f.Now())
	assert.Equal(t, start.Add(90*time.Minute), f.MoveForward(90*time.Minute))
	assert.Equal(t, start.Add(90*time.Minute), f.MoveForward(-time.Hour), "negative moves are ignored")
	assert.Equal(t, start.Add(90*time.Minute), f.MoveTo(start), "MoveTo an earlier time keeps the clock")
	assert.Equal(t, start.Add(48*time.Hour), f.MoveTo(start.Add(48*time.Hour)))
}

func TestDevClockAddsOffsetToBase(t *testing.T) {
	base := NewFake(time.Date(2026, 3, 1, 5, 0, 0, 0, time.UTC))
	d := NewDev(base, time.Hour)
	assert.Equal(t, base.Now().Add(time.Hour), d.Now())
	d.MoveForward(24 * time.Hour)
	assert.Equal(t, 25*time.Hour, d.Offset())
	base.Advance(time.Minute)
	assert.Equal(t, base.Now().Add(25*time.Hour), d.Now(), "the base clock keeps running under the offset")
	d.MoveTo(base.Now()) // earlier than dev now: ignored
	assert.Equal(t, 25*time.Hour, d.Offset())
	target := d.Now().Add(3 * time.Hour)
	assert.Equal(t, target, d.MoveTo(target))
}

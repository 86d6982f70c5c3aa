package console

import (
	"context"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRunLeavesOnInterruptWhileWaitingForALine: Ctrl-C (the context
// ending) stops a console waiting on a terminal that sends nothing, as
// /quit would; the blocked read is left to end with the process.
func TestRunLeavesOnInterruptWhileWaitingForALine(t *testing.T) {
	r, w := io.Pipe() // a terminal where nobody types
	defer w.Close()
	c, _, _ := echo(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- c.Run(ctx, r) }()
	cancel()
	assert.NoError(t, <-done, "an interrupt is a clean stop")
}

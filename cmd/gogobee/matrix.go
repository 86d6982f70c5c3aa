package main

import (
	"context"
	"errors"

	"github.com/gogobee/gogobee/internal/config"
)

// runMatrix runs the bot against the configured homeserver.
func runMatrix(ctx context.Context, cfg *config.Config) error {
	return errors.New("the Matrix transport is being wired in; run without GOGOBEE_HOMESERVER to play locally")
}

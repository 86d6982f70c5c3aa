package main

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/app"
)

// loadContent reads and checks every shipped table (app.LoadContent)
// before a subcommand that plays the game goes any further: a broken
// table is this build's fault, reported as such, and nothing starts.
func loadContent() error {
	if err := app.LoadContent(); err != nil {
		return fmt.Errorf("the shipped game content is broken: %w", err)
	}
	return nil
}

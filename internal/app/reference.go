package app

import (
	"context"
	"os"
	"path/filepath"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/plugins/help"
)

// CommandReference renders the Markdown command reference of every
// registered plugin (the README's command list is this text, checked by a
// test). It wires a throwaway bot on a temporary database.
func CommandReference(ctx context.Context) (string, error) {
	dir, err := os.MkdirTemp("", "gogobee-ref-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	if err != nil {
		return "", err
	}
	cfg.DBPath = filepath.Join(dir, "ref.db")
	seed := uint64(1)
	a, err := New(ctx, &cfg, Options{Seed: &seed, Log: zerolog.Nop()})
	if err != nil {
		return "", err
	}
	defer a.Close()
	return help.Reference(a.Registry, cfg.Prefix), nil
}

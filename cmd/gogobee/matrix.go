package main

import (
	"context"
	"os"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/transport/matrix"
)

// runMatrix runs the bot against the configured homeserver until ctx ends
// (SIGINT or SIGTERM): sync, outbox sender and scheduler, and the metrics
// listener when GOGOBEE_METRICS_ADDR is set.
func runMatrix(ctx context.Context, cfg *config.Config) error {
	log := newLogger(cfg.LogLevel, os.Stderr)
	a, err := app.New(ctx, cfg, app.Options{SelfID: cfg.UserID, Log: log, Version: Version})
	if err != nil {
		return err
	}
	defer a.Close()
	var crypto *matrix.CryptoConfig
	if cfg.Encryption {
		crypto = &matrix.CryptoConfig{DB: a.Store.DB, PickleKey: cfg.PickleKey,
			PlainDMs: !cfg.EncryptDMs, RecoveryKeyFile: cfg.RecoveryKeyFile}
	}
	t, err := matrix.New(matrix.Config{
		Homeserver:     cfg.Homeserver,
		UserID:         cfg.UserID,
		AccessToken:    cfg.AccessToken,
		Password:       cfg.Password,
		AllowedServers: cfg.AllowedServers,
		Admins:         cfg.Admins,
		AllowedRooms:   cfg.AllowedRooms,
		Crypto:         crypto,
		Prefix:         cfg.Prefix,
		CatchUpWindow:  cfg.CatchUpWindow,
		OnMissed:       a.TellMissed,
		OnSynced:       a.Metrics.Synced,
	}, a.Store, a.Router, log.With().Str("component", "matrix").Logger())
	if err != nil {
		return err
	}
	sender := outbox.NewSender(a.Store, t, log.With().Str("component", "outbox").Logger())
	sender.Observer = a.Metrics
	a.AttachSender(sender)
	if cfg.MetricsAddr != "" {
		if err := a.Metrics.Serve(ctx, cfg.MetricsAddr, true, log.With().Str("component", "metrics").Logger()); err != nil {
			return err
		}
	}
	return t.Run(ctx, matrix.Services{Sender: sender, Scheduler: a.Scheduler})
}

package main

import (
	"context"
	"errors"
	"os"
	"time"

	"github.com/rs/zerolog"

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
	if cfg.MetricsAddr != "" {
		stop, err := a.Metrics.Serve(ctx, cfg.MetricsAddr, true, log.With().Str("component", "metrics").Logger())
		if err != nil {
			return err
		}
		defer stop() // before a.Close: /readyz reads the database
	}
	wait := time.Duration(0)
	for {
		started := time.Now()
		err := runTransport(ctx, cfg, a, crypto, log)
		if !errors.Is(err, matrix.ErrSignedOut) {
			return err
		}
		// The Olm machine of the signed-out device cannot go on; a new
		// transport logs in as a new device with a new account. A
		// homeserver that signs every new device out at once gets one new
		// login per signedOutWait at most, not a tight loop.
		wait = nextSignedOutWait(wait, time.Since(started))
		log.Warn().Dur("retry_in", wait).Msg("the bot's device was signed out while it ran; starting again on a new device")
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
	}
}

// Waits before a new device after a sign-out (runMatrix).
const (
	signedOutFirstWait = time.Second
	signedOutMaxWait   = 5 * time.Minute
	// signedOutSettled is how long a device must have run for its
	// sign-out to count as a new event rather than a loop.
	signedOutSettled = 10 * time.Minute
)

// nextSignedOutWait is the wait before starting again after a device that
// ran for ran was signed out, given the previous wait: 1 s after a device
// that had settled, else twice the previous wait, up to 5 minutes.
func nextSignedOutWait(prev, ran time.Duration) time.Duration {
	if prev == 0 || ran >= signedOutSettled {
		return signedOutFirstWait
	}
	return min(2*prev, signedOutMaxWait)
}

// runTransport builds one Matrix transport with its outbox sender and runs
// it until ctx ends or it cannot go on (Transport.Run's errors).
func runTransport(ctx context.Context, cfg *config.Config, a *app.App, crypto *matrix.CryptoConfig, log zerolog.Logger) error {
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
	}, matrix.StoreState(a.Store), a.Router, log.With().Str("component", "matrix").Logger())
	if err != nil {
		return err
	}
	sender := outbox.NewSender(a.Store, t, log.With().Str("component", "outbox").Logger())
	sender.Workers = outbox.DefaultWorkers
	sender.Observer = a.Metrics
	a.AttachSender(sender)
	return t.Run(ctx, matrix.Services{Sender: sender, Scheduler: a.Scheduler})
}

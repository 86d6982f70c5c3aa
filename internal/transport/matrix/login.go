package matrix

import (
	"context"
	"errors"
	"fmt"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// ErrCredentials is returned when the homeserver refuses the configured
// access token or password, or when the configured access token's device
// lost its encryption keys: retrying cannot help, the operator must give
// other credentials.
var ErrCredentials = errors.New("the homeserver refused the bot's credentials")

// ErrSignedOut is returned by Run when the bot's device was signed out while
// it ran with encryption on: the running Olm machine belongs to the dead
// device, so the caller builds a new Transport, whose Run logs in with the
// password as a new device (the stored token and device ID are forgotten).
var ErrSignedOut = errors.New("the bot's device was signed out; it must start again on a new device")

// Login authenticates the client, waiting with exponential backoff while
// the homeserver is unreachable. With an access token configured it checks
// the token (whoami); a revoked one falls back to the password when one is
// set, else it returns ErrCredentials saying what to configure. Otherwise it reuses the token a previous password
// login stored in the database (store.KeyAccessToken) and logs in with the
// password only when there is none or it was revoked. A revoked token means
// its device was signed out (deleted with its encryption keys), so that
// login asks for a new device; otherwise it passes the stored device ID
// (store.KeyDeviceID) so a restart never creates a new device.
func (t *Transport) Login(ctx context.Context) error {
	return t.retryLogin(ctx, t.login)
}

// retryLogin runs login until it succeeds, the credentials are refused or
// ctx ends, backing off while the homeserver is unreachable.
func (t *Transport) retryLogin(ctx context.Context, login func(context.Context) error) error {
	for failures := 1; ; failures++ {
		err := login(mautrix.WithMaxRetries(ctx, 0))
		if err == nil || errors.Is(err, ErrCredentials) {
			return err
		}
		if ctx.Err() != nil {
			// The attempt that outran ctx failed for its own reason (often a
			// 5xx); the caller asked for ctx's end, so that is what it gets.
			return errors.Join(ctx.Err(), err)
		}
		wait := backoff(failures, t.cfg.MaxBackoff)
		t.log.Warn().Err(err).Dur("retry_in", wait).Msg("cannot reach the homeserver to log in; retrying")
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

// tokenRevokedFix is the error a refused GOGOBEE_ACCESS_TOKEN ends the bot
// with when there is no password to fall back to.
const tokenRevokedFix = "GOGOBEE_ACCESS_TOKEN was revoked (its device was signed out); configure a new one, or set GOGOBEE_PASSWORD"

// passwordFallback is logged when a refused GOGOBEE_ACCESS_TOKEN is replaced
// by a password login.
const passwordFallback = "GOGOBEE_ACCESS_TOKEN was revoked (its device was signed out); logging in with GOGOBEE_PASSWORD as a new device instead"

func (t *Transport) login(ctx context.Context) error {
	if t.cfg.AccessToken != "" {
		err := t.useToken(ctx, t.cfg.AccessToken, "GOGOBEE_ACCESS_TOKEN")
		if !errors.Is(err, ErrCredentials) || !isAuthError(err) {
			return err
		}
		if t.cfg.Password == "" {
			return fmt.Errorf("%w: %s (the homeserver answered HTTP %d %s)", ErrCredentials, tokenRevokedFix, status(err), errcode(err))
		}
		t.log.Warn().Msg(passwordFallback)
	}
	return t.storedOrPasswordLogin(ctx)
}

// storedOrPasswordLogin reuses the token of an earlier password login, or
// logs in with the password: as a new device when that token was revoked.
func (t *Transport) storedOrPasswordLogin(ctx context.Context) error {
	tok, ok, err := t.state.KV.Get(ctx, store.KeyAccessToken)
	if err != nil {
		return err
	}
	if ok && tok != "" {
		err := t.useToken(ctx, tok, "the stored access token")
		if !errors.Is(err, ErrCredentials) {
			return err
		}
		t.log.Info().Msg("the stored access token was revoked (its device was signed out); logging in with the password as a new device")
		if err := t.forgetDevice(ctx); err != nil {
			return err
		}
	}
	return t.passwordLogin(ctx)
}

// useToken sets token on the client and checks it belongs to the bot.
func (t *Transport) useToken(ctx context.Context, token, what string) error {
	t.cli.AccessToken = token
	who, err := t.cli.Whoami(ctx)
	if err != nil {
		t.cli.AccessToken = ""
		if isAuthError(err) {
			return fmt.Errorf("%w: %s: %w", ErrCredentials, what, err)
		}
		return err
	}
	if who.UserID != t.cli.UserID {
		t.cli.AccessToken = ""
		return fmt.Errorf("%w: %s belongs to %s, not to GOGOBEE_USER_ID %s", ErrCredentials, what, who.UserID, t.cli.UserID)
	}
	t.cli.DeviceID = who.DeviceID
	t.log.Info().Str("device_id", who.DeviceID.String()).Msg("logged in with an access token")
	return nil
}

func (t *Transport) passwordLogin(ctx context.Context) error {
	device, _, err := t.state.KV.Get(ctx, store.KeyDeviceID)
	if err != nil {
		return err
	}
	resp, err := t.cli.Login(ctx, &mautrix.ReqLogin{
		Type:                     mautrix.AuthTypePassword,
		Identifier:               mautrix.UserIdentifier{Type: mautrix.IdentifierTypeUser, User: t.cli.UserID.String()},
		Password:                 t.cfg.Password,
		DeviceID:                 id.DeviceID(device),
		InitialDeviceDisplayName: t.cfg.DeviceName,
	})
	if err != nil {
		if isAuthError(err) {
			return fmt.Errorf("%w: password login as %s: %v", ErrCredentials, t.cli.UserID, err)
		}
		return err
	}
	if resp.UserID != "" && resp.UserID != t.cli.UserID {
		return fmt.Errorf("%w: the password logged in as %s, not as GOGOBEE_USER_ID %s", ErrCredentials, resp.UserID, t.cli.UserID)
	}
	t.cli.AccessToken, t.cli.DeviceID = resp.AccessToken, resp.DeviceID
	if err := t.state.KV.Set(ctx, store.KeyDeviceID, resp.DeviceID.String()); err != nil {
		return err
	}
	if err := t.state.KV.Set(ctx, store.KeyAccessToken, resp.AccessToken); err != nil {
		return err
	}
	t.log.Info().Str("device_id", resp.DeviceID.String()).Msg("logged in with the password")
	return nil
}

// relogin replaces an access token rejected while the bot runs: its device
// was signed out, so with a password the bot logs in as a new device (a
// configured GOGOBEE_ACCESS_TOKEN too gives way to the password). With
// encryption on it returns ErrSignedOut instead of logging in, since the
// running Olm machine belongs to the dead device; without a password it
// returns ErrCredentials saying what to configure.
func (t *Transport) relogin(ctx context.Context) error {
	if t.cfg.Password == "" {
		return fmt.Errorf("%w: %s", ErrCredentials, tokenRevokedFix)
	}
	if err := t.forgetDevice(ctx); err != nil {
		return err
	}
	if t.crypto != nil {
		return ErrSignedOut
	}
	return t.Login(ctx)
}

// forgetDevice drops the stored access token and device ID, so the next
// password login creates a new device.
func (t *Transport) forgetDevice(ctx context.Context) error {
	t.cli.AccessToken = ""
	if err := t.state.KV.Delete(ctx, store.KeyAccessToken); err != nil {
		return err
	}
	return t.state.KV.Delete(ctx, store.KeyDeviceID)
}

// isAuthError reports a refusal of credentials: 401, or 403 M_FORBIDDEN on
// login, or M_UNKNOWN_TOKEN / M_USER_DEACTIVATED.
func isAuthError(err error) bool {
	code := status(err)
	return code == 401 || code == 403 || errors.Is(err, mautrix.MUnknownToken) || errors.Is(err, mautrix.MUserDeactivated)
}

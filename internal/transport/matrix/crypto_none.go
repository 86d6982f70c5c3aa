//go:build !goolm

package matrix

import (
	"context"
	"errors"

	"maunium.net/go/mautrix/event"
)

// cryptoState is empty in a build without Olm: mautrix's crypto needs
// either -tags goolm (pure Go, what the Makefile, the Dockerfile and the
// tests use) or the C libolm. Everything else of the transport builds and
// vets without it.
type cryptoState struct{}

// errNoOlm refuses a configured encryption: this binary cannot do it.
var errNoOlm = errors.New("matrix: this binary was built without -tags goolm, so it cannot do end-to-end encryption; " +
	"build it with `make build` (or go build -tags goolm), or set GOGOBEE_ENCRYPTION=0")

// checkCrypto refuses a configured encryption (New calls it).
func checkCrypto(c *CryptoConfig) error {
	if c == nil {
		return nil
	}
	return errNoOlm
}

// setupCrypto is never reached with encryption configured (checkCrypto).
func (t *Transport) setupCrypto(context.Context) error { return checkCrypto(t.cfg.Crypto) }

// crossSign reports the device's trust for `!admin status`: without Olm
// there is no encryption, so nothing to sign.
func (t *Transport) crossSign(context.Context) string { return "end-to-end encryption off" }

// decrypt returns evt: nothing is decryptable without Olm.
func (t *Transport) decrypt(_ context.Context, evt *event.Event) *event.Event { return evt }

// retryDecrypt does nothing without Olm (no message ever waits for keys).
func (t *Transport) retryDecrypt(context.Context, *event.Event) {}

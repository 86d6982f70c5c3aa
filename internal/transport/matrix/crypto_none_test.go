//go:build !goolm

package matrix

import (
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Without -tags goolm there is no Olm: encryption is refused at once, and a
// bot with it turned off still builds.
func TestWithoutOlmEncryptionIsRefusedUpFront(t *testing.T) {
	cfg := Config{Homeserver: "https://hs.test", UserID: botID, Password: botPass}
	_, err := New(cfg, StoreState(openStore(t)), &recorder{}, zerolog.Nop())
	require.NoError(t, err, "encryption off")
	cfg.Crypto = &CryptoConfig{}
	_, err = New(cfg, StoreState(openStore(t)), &recorder{}, zerolog.Nop())
	assert.ErrorIs(t, err, errNoOlm)
	assert.ErrorContains(t, err, "GOGOBEE_ENCRYPTION=0")
}

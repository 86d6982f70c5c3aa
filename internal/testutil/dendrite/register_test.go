package dendrite

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The expected MACs were computed independently with
// printf 'nonce-123\0alice\0correct horse\0notadmin' | openssl dgst -sha1 -hmac s3cret
func TestRegistrationMACMatchesSharedSecretScheme(t *testing.T) {
	tests := []struct {
		name     string
		user     string
		admin    bool
		expected string
	}{
		{"ordinary user signs notadmin", "alice", false, "5fe0b57fc5db3487a35728177b48de3bc399b164"},
		{"admin signs admin", "gogobee", true, "33dc002340536f0baa47538215497433b18b84fd"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := registrationMAC("s3cret", "nonce-123", tc.user, "correct horse", tc.admin)
			assert.Equal(t, tc.expected, got)
		})
	}
}

func TestFindScriptLocatesRepositoryScriptOrOverride(t *testing.T) {
	t.Run("walks up to scripts/dev-homeserver.sh", func(t *testing.T) {
		t.Setenv(ScriptEnv, "")
		got, err := findScript()
		require.NoError(t, err)
		assert.Equal(t, "dev-homeserver.sh", filepath.Base(got))
		_, err = os.Stat(got)
		assert.NoError(t, err)
	})
	t.Run("environment override wins", func(t *testing.T) {
		t.Setenv(ScriptEnv, "/elsewhere/hs.sh")
		got, err := findScript()
		require.NoError(t, err)
		assert.Equal(t, "/elsewhere/hs.sh", got)
	})
}

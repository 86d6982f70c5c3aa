package matrix

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

func kv(t *testing.T, st *store.Store, key string) string {
	t.Helper()
	v, _, err := st.KV.Get(context.Background(), key)
	require.NoError(t, err)
	return v
}

func TestPasswordLoginKeepsDeviceAndTokenAcrossRestartsUntilRevoked(t *testing.T) {
	f := newFakeHS(t)
	st := openStore(t)
	ctx := context.Background()

	first, _ := newTransport(t, f, st, "")
	require.NoError(t, first.Login(ctx))
	require.Len(t, f.snapshot().logins, 1)
	assert.Equal(t, "DEV1", kv(t, st, store.KeyDeviceID))
	token := kv(t, st, store.KeyAccessToken)
	assert.NotEmpty(t, token)
	assert.Equal(t, token, first.Client().AccessToken)

	second, _ := newTransport(t, f, st, "")
	require.NoError(t, second.Login(ctx))
	assert.Len(t, f.snapshot().logins, 1, "a restart reuses the stored token instead of logging in")
	assert.Equal(t, token, second.Client().AccessToken)
	assert.Equal(t, "DEV1", second.Client().DeviceID.String())

	f.revoke(token)
	third, _ := newTransport(t, f, st, "")
	require.NoError(t, third.Login(ctx))
	logins := f.snapshot().logins
	require.Len(t, logins, 2, "a revoked token means one new password login")
	assert.Nil(t, logins[1]["device_id"], "a revoked token's device was signed out: the new login asks for a new device")
	assert.Equal(t, "DEV2", kv(t, st, store.KeyDeviceID))
	assert.NotEqual(t, token, kv(t, st, store.KeyAccessToken))
}

func TestLoginRefusals(t *testing.T) {
	tests := []struct {
		name   string
		token  string
		config func(*Config)
	}{
		{"wrong password", "", func(c *Config) { c.Password = "wrong" }},
		{"unknown access token", "nope", nil},
		{"token of another user", "tok", func(c *Config) { c.UserID = "@someone:test" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEV")
			var mut []func(*Config)
			if tc.config != nil {
				mut = append(mut, tc.config)
			}
			tr, _ := newTransport(t, f, openStore(t), tc.token, mut...)
			err := tr.Login(context.Background())
			assert.True(t, errors.Is(err, ErrCredentials), "got %v", err)
		})
	}
}

func TestAccessTokenLoginTakesTheDeviceFromWhoami(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEVX")
	st := openStore(t)
	tr, _ := newTransport(t, f, st, "tok")
	require.NoError(t, tr.Login(context.Background()))
	assert.Equal(t, "DEVX", tr.Client().DeviceID.String())
	assert.Empty(t, f.snapshot().logins)
	assert.Empty(t, kv(t, st, store.KeyAccessToken), "a configured token is not copied into the database")
}

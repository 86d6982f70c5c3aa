package matrix

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// fakeDevices is a homeserver's device list of the bot's account, deleting
// devices behind user-interactive auth with the password, as Synapse and
// Dendrite do, and answering the device keys of every device but those in
// keyless (a login that never uploaded keys).
type fakeDevices struct {
	mu      sync.Mutex
	names   map[string]string // device ID -> display name
	keyless map[string]bool
	deletes []map[string]any // the bodies of POST /delete_devices
}

func newFakeDevices(t *testing.T, names map[string]string, keyless ...string) (*fakeDevices, *httptest.Server) {
	d := &fakeDevices{names: names, keyless: map[string]bool{}}
	for _, dev := range keyless {
		d.keyless[dev] = true
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+fakeBase+"/keys/query", func(w http.ResponseWriter, r *http.Request) {
		d.mu.Lock()
		defer d.mu.Unlock()
		keys := map[string]any{}
		for dev := range d.names {
			if !d.keyless[dev] {
				keys[dev] = map[string]any{"user_id": botID, "device_id": dev, "algorithms": []string{"m.olm.v1.curve25519-aes-sha2"},
					"keys": map[string]string{"ed25519:" + dev: "key-" + dev}}
			}
		}
		reply(w, 200, map[string]any{"device_keys": map[string]any{botID: keys}})
	})
	mux.HandleFunc("GET "+fakeBase+"/devices", func(w http.ResponseWriter, r *http.Request) {
		d.mu.Lock()
		defer d.mu.Unlock()
		var list []map[string]any
		for dev, name := range d.names {
			list = append(list, map[string]any{"device_id": dev, "display_name": name})
		}
		reply(w, 200, map[string]any{"devices": list})
	})
	mux.HandleFunc("POST "+fakeBase+"/delete_devices", func(w http.ResponseWriter, r *http.Request) {
		var req map[string]any
		require.NoError(t, json.NewDecoder(r.Body).Decode(&req))
		d.mu.Lock()
		defer d.mu.Unlock()
		d.deletes = append(d.deletes, req)
		auth, _ := req["auth"].(map[string]any)
		if auth == nil || auth["type"] != "m.login.password" || auth["session"] != "uia-1" ||
			auth["user"] != botID || auth["password"] != botPass {
			reply(w, 401, map[string]any{"session": "uia-1", "flows": []any{map[string]any{"stages": []string{"m.login.password"}}}})
			return
		}
		for _, dev := range req["devices"].([]any) {
			delete(d.names, dev.(string))
		}
		reply(w, 200, map[string]any{})
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return d, srv
}

func (d *fakeDevices) listed() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []string
	for dev := range d.names {
		out = append(out, dev)
	}
	slices.Sort(out)
	return out
}

// deviceTransport is a transport with encryption configured, logged in as
// device NEW of the bot on srv, with the password when password is set.
func deviceTransport(t *testing.T, srv *httptest.Server, password string) (*Transport, *store.Store) {
	t.Helper()
	st := openStore(t)
	cfg := Config{Homeserver: srv.URL, UserID: botID, Password: password}
	if password == "" {
		cfg.AccessToken = "tok"
	}
	tr, err := New(cfg, StoreState(st), &recorder{}, zerolog.New(zerolog.NewTestWriter(t)))
	require.NoError(t, err)
	tr.cli.AccessToken, tr.cli.DeviceID = "tok", "NEW"
	// Set after New, which refuses encryption in a build without Olm; the
	// device clean-up only reads whether it is configured.
	tr.cfg.Crypto = &CryptoConfig{}
	return tr, st
}

// botDevices is an account where the bot (device name "GogoBee") left two
// old devices beside its current one, an operator has an Element session,
// the account's registration left a nameless device, and an operator's
// script login without keys got the bot's name from the homeserver (as
// Dendrite names every nameless device of an account at a named login).
func botDevices() map[string]string {
	return map[string]string{"NEW": "GogoBee", "OLD1": "GogoBee", "OLD2": "GogoBee",
		"OPS": "Element (operator)", "REG": "", "SCRIPT": "GogoBee"}
}

func TestStaleBotDevicesAreRemovedWithThePassword(t *testing.T) {
	devs, srv := newFakeDevices(t, botDevices(), "SCRIPT")
	tr, st := deviceTransport(t, srv, botPass)
	tr.setUpDevice(context.Background())

	assert.Equal(t, []string{"NEW", "OPS", "REG", "SCRIPT"}, devs.listed(),
		"the bot's old devices are gone; the operator's session, the registration's device and the keyless login stay")
	require.Len(t, devs.deletes, 2, "asked once for the auth session, then with the password")
	assert.Nil(t, devs.deletes[0]["auth"], "no password is sent before the server asks for it")
	deleted := devs.deletes[1]["devices"].([]any)
	assert.ElementsMatch(t, []any{"OLD1", "OLD2"}, deleted)

	status, ok, err := st.KV.Get(context.Background(), store.KeyDeviceStatus)
	require.NoError(t, err)
	require.True(t, ok, "the device's status is kept for !admin status")
	assert.True(t, strings.HasPrefix(status, "NEW\t"), "it starts with the device ID: %q", status)
	assert.NotContains(t, status, "stale", "nothing is left to do")
}

func TestStaleBotDevicesWithoutPasswordAreReportedNotRemoved(t *testing.T) {
	devs, srv := newFakeDevices(t, botDevices(), "SCRIPT")
	tr, st := deviceTransport(t, srv, "")
	tr.setUpDevice(context.Background())

	assert.Empty(t, devs.deletes, "no delete request without a password")
	assert.Len(t, devs.listed(), 6)
	status, _, err := st.KV.Get(context.Background(), store.KeyDeviceStatus)
	require.NoError(t, err)
	assert.Contains(t, status, "2 stale devices of the bot (OLD1, OLD2)")
	assert.Contains(t, status, "set GOGOBEE_PASSWORD and restart", "the status says how to fix it")
	assert.NotContains(t, status, "OPS")
	assert.NotContains(t, status, "SCRIPT", "a device without keys is not the bot's")
}

func TestStaleBotDevicesRefusedPasswordIsReported(t *testing.T) {
	devs, srv := newFakeDevices(t, botDevices())
	tr, st := deviceTransport(t, srv, "not the password")
	tr.setUpDevice(context.Background())

	assert.Len(t, devs.listed(), 6, "nothing deleted")
	status, _, err := st.KV.Get(context.Background(), store.KeyDeviceStatus)
	require.NoError(t, err)
	assert.Contains(t, status, "could not be removed")
}

func TestNoStaleBotDevicesNoDeleteRequest(t *testing.T) {
	devs, srv := newFakeDevices(t, map[string]string{"NEW": "GogoBee", "OPS": "Element (operator)"})
	tr, _ := deviceTransport(t, srv, botPass)
	assert.Empty(t, tr.removeStaleDevices(context.Background()))
	assert.Empty(t, devs.deletes)
	assert.Equal(t, []string{"NEW", "OPS"}, devs.listed())
}

// Without encryption no device of the bot has keys to tell it from another
// login the homeserver gave the bot's name, so nothing is signed out.
func TestStaleBotDevicesWithoutEncryptionAreLeftAlone(t *testing.T) {
	devs, srv := newFakeDevices(t, botDevices(), "OLD1", "OLD2", "SCRIPT")
	tr, _ := deviceTransport(t, srv, botPass)
	tr.cfg.Crypto = nil
	assert.Empty(t, tr.removeStaleDevices(context.Background()))
	assert.Empty(t, devs.deletes)
	assert.Len(t, devs.listed(), 6)
}

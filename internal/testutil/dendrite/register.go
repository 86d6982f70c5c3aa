package dendrite

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// registerPath is the Synapse-compatible shared-secret registration endpoint,
// which Dendrite serves whenever client_api.registration_shared_secret is set.
const registerPath = "/_synapse/admin/v1/register"

const registerTimeout = 30 * time.Second

// Account is a user created on the test server.
type Account struct {
	UserID      string // full Matrix user ID, e.g. "@alice:localhost"
	AccessToken string
	DeviceID    string // Dendrite names every shared-secret device "shared_secret_registration"
}

// MatrixError is an error answer from the homeserver.
type MatrixError struct {
	Status  int    // HTTP status code
	ErrCode string `json:"errcode"` // e.g. "M_USER_IN_USE"
	Message string `json:"error"`
}

func (e *MatrixError) Error() string {
	return fmt.Sprintf("HTTP %d %s: %s", e.Status, e.ErrCode, e.Message)
}

// CreateUser registers the ordinary (non-admin) user localpart with password and
// returns its user ID and an access token. It fails the test on any error.
// Dendrite wants localparts in lower case and passwords of at least 8 characters.
func (s *Server) CreateUser(t testing.TB, localpart, password string) (userID, accessToken string) {
	t.Helper()
	return s.create(t, localpart, password, false)
}

// CreateAdmin is CreateUser for a server admin account.
func (s *Server) CreateAdmin(t testing.TB, localpart, password string) (userID, accessToken string) {
	t.Helper()
	return s.create(t, localpart, password, true)
}

// create registers localpart (a server admin when admin) or fails the test.
func (s *Server) create(t testing.TB, localpart, password string, admin bool) (userID, accessToken string) {
	t.Helper()
	acc, err := s.Register(context.Background(), localpart, password, admin)
	if err != nil {
		t.Fatalf("dendrite: registering %q (admin %v): %v", localpart, admin, err)
	}
	return acc.UserID, acc.AccessToken
}

// Register creates an account through shared-secret registration: it fetches a
// nonce, signs it with the server's secret and posts the account. Errors from the
// server come back as *MatrixError (M_USER_IN_USE, M_WEAK_PASSWORD, ...).
func (s *Server) Register(ctx context.Context, localpart, password string, admin bool) (Account, error) {
	ctx, cancel := context.WithTimeout(ctx, registerTimeout)
	defer cancel()
	var nonce struct {
		Nonce string `json:"nonce"`
	}
	if err := s.do(ctx, http.MethodGet, nil, &nonce); err != nil {
		return Account{}, fmt.Errorf("getting nonce: %w", err)
	}
	req := map[string]any{
		"nonce":    nonce.Nonce,
		"username": localpart,
		"password": password,
		"admin":    admin,
		"mac":      registrationMAC(s.secret, nonce.Nonce, localpart, password, admin),
	}
	var resp struct {
		UserID      string `json:"user_id"`
		AccessToken string `json:"access_token"`
		DeviceID    string `json:"device_id"`
	}
	if err := s.do(ctx, http.MethodPost, req, &resp); err != nil {
		return Account{}, err
	}
	return Account{UserID: resp.UserID, AccessToken: resp.AccessToken, DeviceID: resp.DeviceID}, nil
}

// do sends one request to the registration endpoint and decodes the JSON answer.
func (s *Server) do(ctx context.Context, method string, body, out any) error {
	var reader io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return err
		}
		reader = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(s.url, "/")+registerPath, reader)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode/100 != 2 {
		merr := &MatrixError{Status: resp.StatusCode}
		if json.Unmarshal(data, merr) != nil || merr.ErrCode == "" {
			merr.Message = string(data)
		}
		return merr
	}
	return json.Unmarshal(data, out)
}

// registrationMAC returns the hex HMAC-SHA1, keyed with the shared secret, of
// nonce, user, password and "admin" or "notadmin" joined by NUL bytes: the
// signature the shared-secret registration API checks.
func registrationMAC(secret, nonce, user, password string, admin bool) string {
	kind := "notadmin"
	if admin {
		kind = "admin"
	}
	mac := hmac.New(sha1.New, []byte(secret))
	mac.Write([]byte(strings.Join([]string{nonce, user, password, kind}, "\x00")))
	return hex.EncodeToString(mac.Sum(nil))
}

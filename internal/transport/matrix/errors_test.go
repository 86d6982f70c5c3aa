package matrix

import (
	"errors"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"maunium.net/go/mautrix"

	"github.com/gogobee/gogobee/internal/outbox"
)

// httpErr builds the error mautrix returns for an HTTP answer with status
// code and Matrix error code (none when errcode is "").
func httpErr(code int, errcode string, extra map[string]any, header http.Header) error {
	resp := &http.Response{StatusCode: code, Header: header}
	if resp.Header == nil {
		resp.Header = http.Header{}
	}
	herr := mautrix.HTTPError{Response: resp}
	if errcode != "" {
		data := map[string]any{"errcode": errcode}
		for k, v := range extra {
			data[k] = v
		}
		herr.RespError = &mautrix.RespError{ErrCode: errcode, StatusCode: code, ExtraData: data}
	}
	return fmt.Errorf("sending: %w", herr)
}

func TestDeliveryError(t *testing.T) {
	network := fmt.Errorf("sending: %w", mautrix.HTTPError{Message: "request error", WrappedError: errors.New("connection refused")})
	tests := []struct {
		name       string
		err        error
		permanent  bool
		retryAfter time.Duration // 0: not a RetryAfterError
	}{
		{"rate limit with retry_after_ms", httpErr(429, "M_LIMIT_EXCEEDED", map[string]any{"retry_after_ms": float64(1500)}, nil), false, 1500 * time.Millisecond},
		{"rate limit with Retry-After header", httpErr(429, "M_LIMIT_EXCEEDED", nil, http.Header{"Retry-After": {"7"}}), false, 7 * time.Second},
		{"rate limit without a hint", httpErr(429, "M_LIMIT_EXCEEDED", nil, nil), false, 5 * time.Second},
		{"forbidden is permanent", httpErr(403, "M_FORBIDDEN", nil, nil), true, 0},
		{"unknown room is permanent", httpErr(404, "M_NOT_FOUND", nil, nil), true, 0},
		{"too large is permanent", httpErr(413, "M_TOO_LARGE", nil, nil), true, 0},
		{"server error retries", httpErr(502, "", nil, nil), false, 0},
		{"unknown token retries", httpErr(401, "M_UNKNOWN_TOKEN", nil, nil), false, 0},
		{"network error retries", network, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := deliveryError(tc.err)
			var perm outbox.PermanentError
			assert.Equal(t, tc.permanent, errors.As(got, &perm), "permanent")
			var ra outbox.RetryAfterError
			if tc.retryAfter > 0 {
				if assert.True(t, errors.As(got, &ra), "retry-after") {
					assert.Equal(t, tc.retryAfter, ra.RetryAfter())
				}
			} else {
				assert.False(t, errors.As(got, &ra), "retry-after")
			}
			assert.ErrorIs(t, got, tc.err, "the cause stays reachable")
		})
	}
	assert.NoError(t, deliveryError(nil))
}

func TestNotInRoom(t *testing.T) {
	assert.True(t, notInRoom(httpErr(403, "M_FORBIDDEN", nil, nil)))
	assert.True(t, notInRoom(httpErr(404, "M_NOT_FOUND", nil, nil)))
	assert.False(t, notInRoom(httpErr(429, "M_LIMIT_EXCEEDED", nil, nil)))
	assert.False(t, notInRoom(errors.New("connection refused")))
}

func TestClassifySync(t *testing.T) {
	tests := []struct {
		name     string
		err      error
		hadSince bool
		want     syncFailure
	}{
		{"unknown position", httpErr(400, "M_UNKNOWN_POS", nil, nil), true, syncBadPosition},
		{"dendrite malformed token", httpErr(400, "M_INVALID_PARAM", nil, nil), true, syncBadPosition},
		{"synapse invalid token", httpErr(400, "M_UNKNOWN", nil, nil), true, syncBadPosition},
		{"4xx without a position is not about the position", httpErr(400, "M_INVALID_PARAM", nil, nil), false, syncRetry},
		{"rate limited", httpErr(429, "M_LIMIT_EXCEEDED", nil, nil), true, syncRetry},
		{"gateway error", httpErr(502, "", nil, nil), true, syncRetry},
		{"network error", errors.New("dial tcp: connection refused"), true, syncRetry},
		{"unknown token", httpErr(401, "M_UNKNOWN_TOKEN", nil, nil), true, syncBadToken},
		{"missing token", httpErr(401, "M_MISSING_TOKEN", nil, nil), false, syncBadToken},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, classifySync(tc.err, tc.hadSince))
		})
	}
}

func TestBackoff(t *testing.T) {
	tests := []struct {
		failures int
		want     time.Duration
	}{
		{0, time.Second},
		{1, time.Second},
		{2, 2 * time.Second},
		{3, 4 * time.Second},
		{6, 32 * time.Second},
		{7, time.Minute},
		{50, time.Minute},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, backoff(tc.failures, time.Minute), "after %d failures", tc.failures)
	}
}

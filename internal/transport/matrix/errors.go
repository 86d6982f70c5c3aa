package matrix

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"maunium.net/go/mautrix"

	"github.com/gogobee/gogobee/internal/outbox"
)

// rateLimited is a send refused with M_LIMIT_EXCEEDED; it implements
// outbox.RetryAfterError with the homeserver's retry_after_ms.
type rateLimited struct {
	err   error
	after time.Duration
}

func (e *rateLimited) Error() string {
	return fmt.Sprintf("rate limited (retry after %s): %v", e.after, e.err)
}
func (e *rateLimited) Unwrap() error             { return e.err }
func (e *rateLimited) RetryAfter() time.Duration { return e.after }

var _ outbox.RetryAfterError = (*rateLimited)(nil)

// status returns the HTTP status of a failed request, 0 when the request got
// no answer (network error, timeout).
func status(err error) int {
	var herr mautrix.HTTPError
	if errors.As(err, &herr) && herr.Response != nil {
		return herr.Response.StatusCode
	}
	return 0
}

// errcode returns the Matrix error code of a failed request ("" when none).
func errcode(err error) string {
	var herr mautrix.HTTPError
	if errors.As(err, &herr) && herr.RespError != nil {
		return herr.RespError.ErrCode
	}
	return ""
}

// retryAfter reads the wait a 429 answer asks for: retry_after_ms in the
// body, else the Retry-After header (seconds), else 5 seconds.
func retryAfter(err error) time.Duration {
	var herr mautrix.HTTPError
	if !errors.As(err, &herr) {
		return 5 * time.Second
	}
	if herr.RespError != nil {
		if ms, ok := herr.RespError.ExtraData["retry_after_ms"].(float64); ok && ms > 0 {
			return time.Duration(ms) * time.Millisecond
		}
	}
	if herr.Response != nil {
		if s, err := strconv.Atoi(herr.Response.Header.Get("Retry-After")); err == nil && s > 0 {
			return time.Duration(s) * time.Second
		}
	}
	return 5 * time.Second
}

// deliveryError maps a failed send to what the outbox sender needs:
// M_LIMIT_EXCEEDED (429) to a RetryAfterError; a refusal that can never
// succeed (403 M_FORBIDDEN, 404 unknown room, 400 bad request, 413 too
// large) to an outbox.PermanentError; everything else (network errors,
// 5xx, 401 while the token is being renewed) stays retryable.
func deliveryError(err error) error {
	if err == nil {
		return nil
	}
	code := status(err)
	switch {
	case code == http.StatusTooManyRequests || errcode(err) == "M_LIMIT_EXCEEDED":
		return &rateLimited{err: err, after: retryAfter(err)}
	case code == 0 || code >= 500 || code == http.StatusUnauthorized || code == http.StatusRequestTimeout:
		return err
	case code >= 400:
		return outbox.PermanentError{Err: err}
	}
	return err
}

// notInRoom reports whether a send failed because the bot cannot post in
// the room (it left or was kicked, or the room is unknown).
func notInRoom(err error) bool {
	code := status(err)
	return code == http.StatusForbidden || code == http.StatusNotFound
}

// syncFailure is how the sync loop treats a failed /sync.
type syncFailure int

const (
	syncRetry       syncFailure = iota // network error, 5xx, 429: back off and retry
	syncBadPosition                    // the since position was rejected: start a fresh sync
	syncBadToken                       // the access token was rejected: log in again or stop
)

// classifySync decides what a failed /sync means. hadSince tells whether
// the request carried a since position: a 4xx answer to it (M_UNKNOWN_POS,
// Dendrite's 400 M_INVALID_PARAM, Synapse's 400 M_UNKNOWN) means the
// homeserver no longer knows that position.
func classifySync(err error, hadSince bool) syncFailure {
	if errors.Is(err, mautrix.MUnknownToken) || errors.Is(err, mautrix.MMissingToken) || status(err) == http.StatusUnauthorized {
		return syncBadToken
	}
	if errcode(err) == "M_UNKNOWN_POS" {
		return syncBadPosition
	}
	code := status(err)
	if hadSince && code >= 400 && code < 500 && code != http.StatusTooManyRequests && code != http.StatusRequestTimeout {
		return syncBadPosition
	}
	return syncRetry
}

// backoff is the wait after failures consecutive failures: 1 s doubling,
// capped at max.
func backoff(failures int, max time.Duration) time.Duration {
	d := time.Second
	for i := 1; i < failures && d < max; i++ {
		d *= 2
	}
	return min(d, max)
}

package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHealthcheckPassesOnlyWhenTheBotAnswers200(t *testing.T) {
	ready := false
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/healthz":
			_, _ = w.Write([]byte("ok\n"))
		case r.URL.Path == "/readyz" && ready:
			_, _ = w.Write([]byte("ready\n"))
		default:
			http.Error(w, "not ready: scheduler: no tick", http.StatusServiceUnavailable)
		}
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	ctx := context.Background()

	err := run(ctx, []string{"healthcheck", "--addr", addr})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "503 not ready: scheduler: no tick")
	assert.NoError(t, run(ctx, []string{"healthcheck", "--live", "--addr", addr}), "alive though not ready")
	ready = true
	assert.NoError(t, run(ctx, []string{"healthcheck", "--addr", addr}))
}

func TestHealthcheckRefusesABadAddress(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:99999", "9464", "host:http"} {
		err := run(context.Background(), []string{"healthcheck", "--addr", addr})
		assert.ErrorContains(t, err, "port from 1 to 65535", addr)
	}
}

func TestDialableConnectsToTheLoopbackForAWildcardListener(t *testing.T) {
	for in, want := range map[string]string{
		":9464":          "127.0.0.1:9464",
		"0.0.0.0:9464":   "127.0.0.1:9464",
		"[::]:9464":      "127.0.0.1:9464",
		"10.0.0.5:9464":  "10.0.0.5:9464",
		"localhost:9464": "localhost:9464",
	} {
		assert.Equal(t, want, dialable(in), in)
	}
}

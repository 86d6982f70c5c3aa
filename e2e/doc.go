// Package e2e holds the end-to-end tests: they build the
// real gogobee binary, run it as a subprocess against a real, loopback-only
// Dendrite homeserver (internal/testutil/dendrite) and play it through a
// mautrix client. They carry the build tag e2e:
//
//	CGO_ENABLED=0 go test -tags 'goolm e2e' ./e2e/ -v -count=1
package e2e

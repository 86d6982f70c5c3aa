package matrix

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/store"
)

// lockedRouter gives up the first giveUps dispatches of each message, as
// the router does when the database stays locked, noting the stored sync
// position each time a message comes.
type lockedRouter struct {
	*recorder
	st      *store.Store
	giveUps int

	mu       sync.Mutex
	seen     map[string]int
	position []string // the stored position at each dispatch
}

func (l *lockedRouter) Dispatch(ctx context.Context, msg bot.Message) {
	tok, _, _ := l.st.KV.Get(ctx, store.KeySyncToken)
	l.mu.Lock()
	l.seen[string(msg.EventID)]++
	giveUp := l.seen[string(msg.EventID)] <= l.giveUps
	l.position = append(l.position, tok)
	l.mu.Unlock()
	if giveUp && msg.OnGivenUp != nil {
		msg.OnGivenUp()
		return
	}
	l.recorder.Dispatch(ctx, msg)
}

// lockedSync runs a transport whose router gives up "$locked" giveUps
// times, from the stored position "s1" whose response brings it.
func lockedSync(t *testing.T, giveUps int) (ctx context.Context, stop func() error, st *store.Store, router *lockedRouter) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	t.Helper()
	st = openStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	require.NoError(t, st.KV.Set(ctx, store.KeySyncToken, "s1"))
	f.onSync = oneMessageFromS1("$locked", "!ping locked")
	tr, rec := newTransport(t, f, st, "tok")
	router = &lockedRouter{recorder: rec, st: st, giveUps: giveUps, seen: map[string]int{}}
	tr.router = router
	done := make(chan error, 1)
	go func() { done <- tr.Run(ctx, Services{}) }()
	return ctx, func() error { cancel(); return <-done }, st, router
}

func TestTheSyncDoesNotMovePastAMessageTheRouterGaveUp(t *testing.T) {
	ctx, stop, st, router := lockedSync(t, 1)

	require.Eventually(t, func() bool {
		tok, _, _ := st.KV.Get(ctx, store.KeySyncToken)
		return tok == "s2"
	}, 10*time.Second, 10*time.Millisecond)
	require.NoError(t, stop())

	assert.Equal(t, []string{"!ping locked"}, router.bodies(), "handled once it was not given up")
	router.mu.Lock()
	defer router.mu.Unlock()
	assert.Equal(t, 2, router.seen["$locked"], "given up once, handed to the router again")
	assert.Equal(t, []string{"s1", "s1"}, router.position, "the position was not stored past the message given up")
}

func TestAShutdownWhileAMessageIsGivenUpLeavesItForTheNextStart(t *testing.T) {
	_, stop, st, router := lockedSync(t, 1000)
	require.Eventually(t, func() bool {
		router.mu.Lock()
		defer router.mu.Unlock()
		return router.seen["$locked"] >= 3
	}, 10*time.Second, 10*time.Millisecond, "handed again and again while it is given up")
	require.NoError(t, stop(), "a clean shutdown")

	tok, _, err := st.KV.Get(context.Background(), store.KeySyncToken)
	require.NoError(t, err)
	assert.Equal(t, "s1", tok, "the next start fetches the response with the message again")
	assert.Empty(t, router.bodies())
}

package matrix

import (
	"context"
	"encoding/json"

	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// An encrypted message whose Megolm session the bot does not hold yet is
// remembered in the kv table (store.KeyAwaitingKeysPrefix + event ID, the
// event as JSON) while its sync batch is handled, before the position is
// committed. The crypto helper waits for the keys in the background; when
// they come the message is dispatched and forgotten, when they never come
// its sender is told (onUndecryptable) and it is forgotten, and when the bot
// stops first it stays remembered and resumeAwaiting tries it again at the
// next start. So a restart never silently drops an encrypted command.

// keysArrived notes that evt was decrypted and dispatched. Its kv entry
// stays until the next start, which forgets it once the router's
// handled-event table has it (resumeAwaiting): a crash before the command
// ran still finds it there.
func (t *Transport) keysArrived(evt id.EventID) { t.awaiting.Delete(evt) }

// shuttingDown reports whether Run's context has ended.
func (t *Transport) shuttingDown() bool { return t.run != nil && t.run.Err() != nil }

// resumeAwaiting tries again, once the first sync after start has been
// handled (it brings the keys sent meanwhile), the messages that were still
// waiting for their keys when the bot last stopped: one the router already
// handled is forgotten; decrypted, they are dispatched; otherwise they wait
// (keyWait) for keys requested again.
func (t *Transport) resumeAwaiting(ctx context.Context) {
	if t.crypto == nil {
		return
	}
	pending, err := t.state.KV.WithPrefix(ctx, store.KeyAwaitingKeysPrefix)
	if err != nil {
		t.log.Error().Err(err).Msg("could not read the messages waiting for their keys")
		return
	}
	for key, raw := range pending {
		var evt event.Event
		if err := json.Unmarshal([]byte(raw), &evt); err != nil || evt.Content.ParseRaw(evt.Type) != nil {
			t.log.Error().Err(err).Str("key", key).Msg("dropping an unreadable waiting message")
			t.forgetKV(ctx, key)
			continue
		}
		if handled, err := t.state.Handled.Has(ctx, evt.ID); err == nil && handled {
			t.forgetKV(ctx, key)
			continue
		}
		if _, waiting := t.awaiting.Load(evt.ID); waiting {
			continue // saved by this very sync: the crypto helper is waiting for it
		}
		t.awaiting.Store(evt.ID, struct{}{})
		t.background(func(ctx context.Context) { t.retryDecrypt(ctx, &evt) })
	}
}

// forgetAwaiting forgets evt (told unreadable).
func (t *Transport) forgetAwaiting(ctx context.Context, evt id.EventID) {
	t.awaiting.Delete(evt)
	t.forgetKV(ctx, store.KeyAwaitingKeysPrefix+evt.String())
}

// forgetKV deletes a kv entry, logging a failure.
func (t *Transport) forgetKV(ctx context.Context, key string) {
	if err := t.state.KV.Delete(ctx, key); err != nil {
		t.log.Error().Err(err).Str("key", key).Msg("could not forget a message waiting for its keys")
	}
}

package matrix

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// CryptoConfig turns on end-to-end encryption: Olm and
// Megolm through mautrix's crypto helper (pure Go with -tags goolm), with
// its keys and its room-state cache kept in the bot's own database.
type CryptoConfig struct {
	// DB is the bot's database; the crypto helper adds its own tables
	// (crypto_*, mx_*) with their own version tables beside the game's.
	DB *dbutil.Database
	// PickleKey encrypts the Olm account and sessions at rest
	// (GOGOBEE_PICKLE_KEY). Empty: a random key is made once and kept in the
	// database, which keeps the bot working but protects nothing at rest.
	PickleKey string
	// PlainDMs turns off encryption of the DM rooms the bot creates
	// (GOGOBEE_ENCRYPT_DMS=off); rooms that are encrypted stay encrypted.
	PlainDMs bool
	// RecoveryKeyFile is where the cross-signing recovery key is written
	// (mode 0600) the one time cross-signing is set up.
	RecoveryKeyFile string
}

// undecryptableEvery is how often one sender may be told that the bot
// could not decrypt their message.
const undecryptableEvery = time.Hour

// undecryptableNotice is what the sender of an event the bot cannot
// decrypt is told, at most once per undecryptableEvery.
const undecryptableNotice = "I couldn't read that message: it reached me encrypted with keys my device never received, " +
	"so I did nothing with it. Please send it again; if this keeps happening, your client may not trust my device yet " +
	"(an admin can check my encryption set-up)."

// pickleKey is the pickle key: GOGOBEE_PICKLE_KEY, or one made on first
// need and kept in the database. The kv entry (store.KeyPickleKey)
// remembers which: the generated key itself, or "sha256:" and the hash of
// the configured one, so a key set, changed or unset after the first start
// is refused with a clear reason instead of leaving the stored encryption
// keys unreadable.
func (t *Transport) pickleKey(ctx context.Context) ([]byte, error) {
	kept, ok, err := t.state.KV.Get(ctx, store.KeyPickleKey)
	if err != nil {
		return nil, err
	}
	hash, configured := strings.CutPrefix(kept, pickleHashPrefix)
	set := t.cfg.Crypto.PickleKey
	switch {
	case set != "" && !ok:
		return []byte(set), t.state.KV.Set(ctx, store.KeyPickleKey, pickleHashPrefix+pickleHash(set))
	case set != "" && configured && hash == pickleHash(set):
		return []byte(set), nil
	case set != "" && configured:
		return nil, errors.New("GOGOBEE_PICKLE_KEY is not the key this database's encryption keys were pickled with; set the original key again")
	case set != "":
		return nil, errors.New("GOGOBEE_PICKLE_KEY is set, but this database's encryption keys were pickled with the key the bot " +
			"generated at its first start (kept in the database); unset GOGOBEE_PICKLE_KEY to go on with it")
	case configured:
		return nil, errors.New("this database's encryption keys were pickled with GOGOBEE_PICKLE_KEY, which is no longer set; set it again")
	case !ok:
		buf := make([]byte, 32)
		if _, err := rand.Read(buf); err != nil {
			return nil, err
		}
		kept = base64.RawStdEncoding.EncodeToString(buf)
		if err := t.state.KV.Set(ctx, store.KeyPickleKey, kept); err != nil {
			return nil, err
		}
	}
	t.log.Warn().Msg("GOGOBEE_PICKLE_KEY is not set: the encryption keys are pickled with a key kept in the same database")
	return []byte(kept), nil
}

// pickleHashPrefix marks a kept hash of a configured pickle key.
const pickleHashPrefix = "sha256:"

func pickleHash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// primeRoomState reads the full state of every joined room into the state
// cache, once per device: rooms joined before encryption was turned on
// never sent their m.room.encryption event in a sync since.
func (t *Transport) primeRoomState(ctx context.Context) error {
	device := t.cli.DeviceID.String()
	if done, _, err := t.state.KV.Get(ctx, store.KeyRoomStatePrimed); err != nil || done == device {
		return err
	}
	joined, err := t.cli.JoinedRooms(ctx)
	if err != nil {
		return err
	}
	failed := 0
	for _, room := range joined.JoinedRooms {
		if _, err := t.cli.State(ctx, room); err != nil {
			// One unreadable room must not keep the bot from starting;
			// the next start tries again.
			failed++
			t.log.Warn().Err(err).Str("room_id", room.String()).Msg("could not read a joined room's state; encrypted sends there may fail until the next start")
		}
	}
	t.log.Info().Int("rooms", len(joined.JoinedRooms)).Int("failed", failed).Msg("read the state of the joined rooms for encryption")
	if failed > 0 {
		return nil
	}
	return t.state.KV.Set(ctx, store.KeyRoomStatePrimed, device)
}

// createSecret creates path (and its folder, 0700) with mode 0600 for
// writing; it never opens an existing file.
func createSecret(path string) (*os.File, error) {
	if path == "" {
		return nil, errors.New("no recovery key file configured")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
}

// postDecrypt dispatches an event the crypto helper decrypted, unless the
// bot is stopping (a message whose keys came late then stays remembered,
// awaiting.go, for the next start).
func (t *Transport) postDecrypt(ctx context.Context, evt *event.Event) {
	if t.shuttingDown() {
		return
	}
	t.syncer.Dispatch(ctx, evt)
}

// onUndecryptable is called when an event stays undecryptable (at once for
// a broken one; after the crypto helper waited for its keys and requested
// them for a missing session; at once in a sync without a position): it is logged, the
// sender gets undecryptableNotice in an allowed room or their DM (at most once per undecryptableEvery,
// remembered across restarts) and nothing else happens. A wait cut short
// by shutdown is not a failure: the event stays remembered for the next
// start (awaiting.go).
func (t *Transport) onUndecryptable(evt *event.Event, err error) {
	log := t.log.With().Str("room_id", evt.RoomID.String()).Str("event_id", evt.ID.String()).
		Str("user_id", evt.Sender.String()).Logger()
	if t.shuttingDown() {
		log.Info().Msg("stopping before the keys of a message arrived; it is tried again at the next start")
		return
	}
	log.Warn().Err(err).Msg("could not decrypt an event")
	t.forgetAwaiting(t.base, evt.ID)
	if evt.Sender == t.cli.UserID {
		return
	}
	t.jobs.Add(1)
	go func() {
		defer t.jobs.Done()
		// Not cut short by shutdown: Run waits for this send.
		ctx, cancel := context.WithTimeout(t.base, 15*time.Second)
		defer cancel()
		// The rooms the router would answer in: allowed ones and the sender's DM.
		if !t.roomAllowed(evt.RoomID) && !t.isDirect(ctx, evt.Sender, evt.RoomID) {
			return
		}
		if ok, err := t.undecryptable.allow(ctx, evt.Sender, time.Now()); err != nil || !ok {
			if err != nil {
				log.Error().Err(err).Msg("could not check when the sender was last told")
			}
			return
		}
		content := noticeContent(undecryptableNotice, "")
		if _, err := t.cli.SendMessageEvent(ctx, evt.RoomID, event.EventMessage, content); err != nil {
			log.Warn().Err(err).Msg("could not tell the sender their message was unreadable")
		}
	}()
}

// senderLimit lets each sender through at most once per period, counting
// in the database (store.KeyUnreadablePrefix) so a restart does not reset it.
type senderLimit struct {
	period time.Duration
	state  State
	mu     sync.Mutex
}

func newSenderLimit(period time.Duration, st State) *senderLimit {
	return &senderLimit{period: period, state: st}
}

// allow reports whether user may be let through at now, and if so counts it.
func (l *senderLimit) allow(ctx context.Context, user id.UserID, now time.Time) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	key := store.KeyUnreadablePrefix + user.String()
	v, ok, err := l.state.KV.Get(ctx, key)
	if err != nil {
		return false, err
	}
	// Two callers read the clock before queueing on the lock, so the later
	// one may hold the earlier time: a gap backwards counts as recent too.
	// Only a clock set back by more than a period lets the sender through.
	if last, perr := time.Parse(time.RFC3339Nano, v); ok && perr == nil {
		if gap := now.Sub(last); gap < l.period && gap > -l.period {
			return false, nil
		}
	}
	return true, l.state.KV.Set(ctx, key, now.UTC().Format(time.RFC3339Nano))
}

// dmInitialState is the initial state of a DM room the bot creates: Megolm
// encryption unless the operator turned it off.
func (t *Transport) dmInitialState() []*event.Event {
	if t.cfg.Crypto == nil || t.cfg.Crypto.PlainDMs {
		return nil
	}
	return []*event.Event{{
		Type:     event.StateEncryption,
		StateKey: new(""),
		Content:  event.Content{Parsed: &event.EncryptionEventContent{Algorithm: id.AlgorithmMegolmV1}},
	}}
}

// Package matrix is the Matrix transport of the bot: it
// logs in with an access token or a password (keeping the device ID and the
// token it obtained in the database), syncs with the next_batch position
// persisted in the database, joins rooms it is invited to by allowed users,
// turns m.room.message events into bot.Message values for the router, and
// delivers outbox rows as m.notice messages (a row with a picture as an
// m.image with its text as the caption, media.go), creating DM rooms on
// first need.
//
// With Config.Crypto set it speaks end-to-end encryption (crypto.go):
// encrypted events are decrypted before the router sees them, sends into
// encrypted rooms are encrypted, and the DM rooms it creates are encrypted.
package matrix

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/store"
)

// Config is what the transport needs to know about the bot's account.
type Config struct {
	Homeserver  string    // base URL, https://matrix.example.org
	UserID      id.UserID // the bot's user ID, @gogobee:example.org
	AccessToken string    // used when set; otherwise Password logs in
	Password    string
	// AllowedServers are the homeserver names whose users may invite the
	// bot; empty means any. Admins may always invite it.
	AllowedServers []string
	Admins         []id.UserID
	// AllowedRooms are the room IDs the bot plays in besides DMs
	// (GOGOBEE_ALLOWED_ROOMS); empty means any. Invited to another room, the
	// bot says why once and leaves.
	AllowedRooms []id.RoomID
	// DeviceName is the display name of a device created by password login.
	DeviceName string
	// HTTPRetries is how often a failed request (network error, 502-504,
	// 429) is retried by the client before giving up (default 3). Sync and
	// outbox sends are never retried inside the client: they have their
	// own backoff.
	HTTPRetries int
	// MaxBackoff caps the wait between reconnect attempts (default 1 minute).
	MaxBackoff time.Duration
	// Prefix is the command prefix ("!"), used to recognise commands that
	// are too old to run after downtime.
	Prefix string
	// CatchUpWindow is how old a command sent while the bot was away may be
	// and still run (default DefaultCatchUpWindow).
	CatchUpWindow time.Duration
	// OnMissed is told, once per sender and catch-up, the commands that were
	// older than CatchUpWindow and were not run; nil only logs them.
	OnMissed func(ctx context.Context, user id.UserID, commands []string) error
	// Crypto turns on end-to-end encryption; nil leaves it off.
	Crypto *CryptoConfig
	// OnSynced is called each time a sync response has been handled and
	// its position stored (the metrics' sync age); nil is none.
	OnSynced func()
}

// State is the part of the database the transport uses; StoreState
// gives a *store.Store's.
type State struct {
	KV      KVState
	Room    RoomState
	Handled HandledState
	// Media remembers where each picture was uploaded, plain and
	// encrypted (media.go).
	Media MediaState
}

// StoreState is the State st keeps.
func StoreState(st *store.Store) State {
	return State{KV: st.KV, Room: st.Room, Handled: st.Handled, Media: st.Media}
}

// KVState is the key-value table; *store.KVQuery implements it.
type KVState interface {
	Get(ctx context.Context, key string) (string, bool, error)
	Set(ctx context.Context, key, value string) error
	Delete(ctx context.Context, key string) error
	WithPrefix(ctx context.Context, prefix string) (map[string]string, error)
}

// RoomState is the DM rooms and joined rooms; *store.RoomQuery
// implements it.
type RoomState interface {
	DM(ctx context.Context, userID id.UserID) (id.RoomID, bool, error)
	SetDM(ctx context.Context, userID id.UserID, roomID id.RoomID) error
	ForgetDM(ctx context.Context, userID id.UserID) error
	// DMUsers returns the users whose remembered DM room roomID is.
	DMUsers(ctx context.Context, roomID id.RoomID) ([]id.UserID, error)
	RecordJoin(ctx context.Context, roomID id.RoomID, at time.Time) error
	RecordInvite(ctx context.Context, roomID id.RoomID, at time.Time) error
}

// HandledState is the events already handled; *store.HandledQuery
// implements it.
type HandledState interface {
	Has(ctx context.Context, eventID id.EventID) (bool, error)
	Mark(ctx context.Context, eventID id.EventID, now time.Time) (bool, error)
	Last(ctx context.Context) (time.Time, error)
}

// MediaState is the pictures' uploads; *store.MediaQuery implements it.
type MediaState interface {
	Get(ctx context.Context, sum string, encrypted bool) (store.MediaUpload, bool, error)
	Set(ctx context.Context, sum string, encrypted bool, up store.MediaUpload, at time.Time) error
}

// Dispatcher receives incoming messages; *bot.Router implements it.
type Dispatcher interface {
	// Dispatch queues msg in its sender's queue and returns at once.
	Dispatch(ctx context.Context, msg bot.Message)
	// Drained returns a channel closed once everything queued so far for
	// users has been handled.
	Drained(users []id.UserID) <-chan struct{}
	// Accepts reports whether the router would look at msg at all.
	Accepts(ctx context.Context, msg bot.Message) bool
}

// Transport is one logged-in (or about to log in) Matrix client.
type Transport struct {
	cfg    Config
	state  State
	router Dispatcher
	log    zerolog.Logger
	cli    *mautrix.Client
	store  *syncStore
	syncer *syncer
	dir    *directory
	crypto *cryptoState // nil without encryption (crypto_goolm.go)

	// members knows who is joined to the DM rooms (dmmembers.go); leaving
	// holds the rooms being left with a notice, so it is said once;
	// invites counts the invites accepted per inviter (invitecap.go).
	members *joinedCache
	leaving sync.Map // id.RoomID -> struct{}
	invites inviteCap

	undecryptable *senderLimit // who was told their message was unreadable
	awaiting      sync.Map     // id.EventID -> struct{}: messages waiting for their keys (awaiting.go)

	dmMu   sync.Mutex     // serialises DM room creation
	jobs   sync.WaitGroup // background work in flight: invite joins, notices, retried decryptions
	usersM sync.Mutex
	users  map[id.UserID]struct{} // senders dispatched since start, drained at shutdown
	run    context.Context        // the Run context
	base   context.Context        // the Run context without its cancellation, for commands
}

// New builds a transport; it makes no request until Login or Run.
func New(cfg Config, st State, router Dispatcher, log zerolog.Logger) (*Transport, error) {
	if cfg.Homeserver == "" || cfg.UserID == "" {
		return nil, errors.New("matrix: homeserver and user ID are required")
	}
	if cfg.AccessToken == "" && cfg.Password == "" {
		return nil, errors.New("matrix: an access token or a password is required")
	}
	if err := checkCrypto(cfg.Crypto); err != nil {
		return nil, err
	}
	if cfg.DeviceName == "" {
		cfg.DeviceName = "GogoBee"
	}
	if cfg.HTTPRetries == 0 {
		cfg.HTTPRetries = 3
	}
	if cfg.MaxBackoff == 0 {
		cfg.MaxBackoff = time.Minute
	}
	cli, err := mautrix.NewClient(cfg.Homeserver, cfg.UserID, "")
	if err != nil {
		return nil, fmt.Errorf("matrix: %w", err)
	}
	cli.Log = log.With().Str("lib", "mautrix").Logger()
	cli.DefaultHTTPRetries = cfg.HTTPRetries
	cli.DefaultHTTPBackoff = time.Second
	cli.MaxHTTPBackoff = cfg.MaxBackoff
	t := &Transport{cfg: cfg, state: st, router: router, log: log, cli: cli,
		users: map[id.UserID]struct{}{}, base: context.Background(),
	}
	t.undecryptable = newSenderLimit(undecryptableEvery, st)
	t.store = &syncStore{state: st, stored: cfg.OnSynced}
	cli.Store = t.store
	t.dir = newDirectory()
	t.syncer = newSyncer(t, cfg.Crypto != nil)
	t.members = newJoinedCache(cli)
	t.syncer.OnEventType(event.StateMember, t.syncer.guard("dm member", t.onDMMember))
	if cfg.Crypto == nil {
		t.syncer.OnSync(t.syncer.prepare) // with encryption: after the helper's listener (setupCrypto)
	}
	cli.Syncer = t.syncer
	return t, nil
}

// Client is the underlying mautrix client (for tests and diagnostics).
func (t *Transport) Client() *mautrix.Client { return t.cli }

// allowedInviter reports whether user may invite the bot: an admin, or a
// user of an allowed server (any server when the list is empty).
func (t *Transport) allowedInviter(user id.UserID) bool {
	for _, a := range t.cfg.Admins {
		if a == user {
			return true
		}
	}
	if len(t.cfg.AllowedServers) == 0 {
		return true
	}
	server := user.Homeserver()
	return slices.Contains(t.cfg.AllowedServers, server)
}

// noteUser remembers that user has had messages dispatched, so shutdown can
// wait for their queue.
func (t *Transport) noteUser(user id.UserID) {
	t.usersM.Lock()
	t.users[user] = struct{}{}
	t.usersM.Unlock()
}

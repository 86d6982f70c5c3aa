package matrix

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/store"
)

const (
	botID    = "@gogobee:test"
	botPass  = "hunter2"
	fakeBase = "/_matrix/client/v3"
)

// fakeHS is a tiny in-memory homeserver with just the endpoints the
// transport uses, recording what it was asked and answering as scripted.
type fakeHS struct {
	t   *testing.T
	srv *httptest.Server

	mu          sync.Mutex
	tokens      map[string]string // access token -> device ID
	devices     int
	logins      []map[string]any
	whoamis     int
	creates     []map[string]any
	sends       []sentEvent
	joins       []string
	leaves      []string
	accountData map[string]json.RawMessage
	forbidden   map[string]bool  // rooms whose sends are refused with 403
	joinFail    map[string][]int // per room, the statuses of its next joins (then 200)
	pairRooms   bool             // joined_members answers two members (the bot and alice), not three
	forbidAll   bool
	rateLimit   int // the next n sends are refused with 429
	rooms       int
	syncSince   []string
	outage      int // the next n requests fail with 502, as a down homeserver behind a proxy
	// onSync answers /sync for since; nil keeps the request open until
	// the client gives up.
	onSync func(since string) (int, any)
	// messages are the pages /rooms/{room}/messages answers, keyed by
	// room and from token; a missing page is an empty chunk.
	messages map[string]map[string]any
	// messageReqs are the from/to pairs asked of /messages.
	messageReqs [][2]string
	// uploads are the media uploaded; uploadStatus the statuses of the
	// next uploads (then 200).
	uploads      []fakeUpload
	uploadStatus []int

	// joined are, per room, the users joined_members answers (else as
	// pairRooms says); outside are the rooms whose joined_members is
	// refused with 403, as for a room the bot left.
	joined  map[string][]string
	outside map[string]bool
	// left are, per room, users who were in it and left: /members lists
	// them beside the joined ones.
	left map[string][]string
	// deviceKeys are the device keys each device of the bot uploaded.
	deviceKeys map[string]json.RawMessage
}

// fakeUpload is one media upload.
type fakeUpload struct {
	ContentType, FileName string
	Data                  []byte
}

type sentEvent struct {
	Room, Type, Txn string
	Content         map[string]any
}

func newFakeHS(t *testing.T) *fakeHS {
	f := &fakeHS{t: t, tokens: map[string]string{}, accountData: map[string]json.RawMessage{}, forbidden: map[string]bool{},
		deviceKeys: map[string]json.RawMessage{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+fakeBase+"/account/whoami", f.auth(f.whoami))
	mux.HandleFunc("POST "+fakeBase+"/login", f.login)
	mux.HandleFunc("POST "+fakeBase+"/createRoom", f.auth(f.createRoom))
	mux.HandleFunc("PUT "+fakeBase+"/rooms/{room}/send/{type}/{txn}", f.auth(f.send))
	mux.HandleFunc("POST "+fakeBase+"/rooms/{room}/join", f.auth(f.join))
	mux.HandleFunc("POST "+fakeBase+"/rooms/{room}/leave", f.auth(f.leave))
	mux.HandleFunc("GET "+fakeBase+"/rooms/{room}/joined_members", f.auth(f.joinedMembers))
	mux.HandleFunc("GET "+fakeBase+"/rooms/{room}/members", f.auth(f.members))
	mux.HandleFunc("PUT "+fakeBase+"/user/{user}/account_data/{type}", f.auth(f.putAccountData))
	mux.HandleFunc("GET "+fakeBase+"/user/{user}/account_data/{type}", f.auth(f.getAccountData))
	mux.HandleFunc("POST "+fakeBase+"/user/{user}/filter", f.auth(func(w http.ResponseWriter, r *http.Request) {
		reply(w, 200, map[string]any{"filter_id": "f1"})
	}))
	mux.HandleFunc("GET "+fakeBase+"/sync", f.auth(f.sync))
	mux.HandleFunc("GET "+fakeBase+"/rooms/{room}/messages", f.auth(f.roomMessages))
	mux.HandleFunc("POST /_matrix/media/v3/upload", f.auth(f.upload))
	mux.HandleFunc("POST "+fakeBase+"/keys/upload", f.auth(f.uploadKeys))
	mux.HandleFunc("POST "+fakeBase+"/keys/query", f.auth(f.queryKeys))
	mux.HandleFunc("GET "+fakeBase+"/joined_rooms", f.auth(func(w http.ResponseWriter, r *http.Request) {
		reply(w, 200, map[string]any{"joined_rooms": []string{}})
	}))
	f.srv = httptest.NewServer(f.gateway(mux))
	t.Cleanup(f.srv.Close)
	return f
}

// gateway answers 502 while an outage lasts.
func (f *fakeHS) gateway(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		down := f.outage > 0
		if down {
			f.outage--
		}
		f.mu.Unlock()
		if down {
			http.Error(w, "bad gateway", http.StatusBadGateway)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func reply(w http.ResponseWriter, code int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(body)
}

func matrixErr(code, msg string) map[string]any { return map[string]any{"errcode": code, "error": msg} }

// addToken makes token valid for a device of the bot.
func (f *fakeHS) addToken(token, device string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.tokens[token] = device
}

func (f *fakeHS) revoke(token string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.tokens, token)
}

func (f *fakeHS) auth(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		f.mu.Lock()
		_, ok := f.tokens[tok]
		f.mu.Unlock()
		if !ok {
			reply(w, 401, matrixErr("M_UNKNOWN_TOKEN", "unknown token"))
			return
		}
		next(w, r)
	}
}

func (f *fakeHS) whoami(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.whoamis++
	dev := f.tokens[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
	f.mu.Unlock()
	reply(w, 200, map[string]any{"user_id": botID, "device_id": dev})
}

func (f *fakeHS) login(w http.ResponseWriter, r *http.Request) {
	var req map[string]any
	require.NoError(f.t, json.NewDecoder(r.Body).Decode(&req))
	f.mu.Lock()
	defer f.mu.Unlock()
	f.logins = append(f.logins, req)
	if req["password"] != botPass {
		reply(w, 403, matrixErr("M_FORBIDDEN", "bad password"))
		return
	}
	dev, _ := req["device_id"].(string)
	if dev == "" {
		f.devices++
		dev = fmt.Sprintf("DEV%d", f.devices)
	}
	tok := fmt.Sprintf("tok-%s-%d", dev, len(f.logins))
	f.tokens[tok] = dev
	reply(w, 200, map[string]any{"user_id": botID, "device_id": dev, "access_token": tok})
}

func (f *fakeHS) createRoom(w http.ResponseWriter, r *http.Request) {
	var req map[string]any
	require.NoError(f.t, json.NewDecoder(r.Body).Decode(&req))
	f.mu.Lock()
	defer f.mu.Unlock()
	f.creates = append(f.creates, req)
	f.rooms++
	reply(w, 200, map[string]any{"room_id": fmt.Sprintf("!dm%d:test", f.rooms)})
}

func (f *fakeHS) send(w http.ResponseWriter, r *http.Request) {
	var content map[string]any
	require.NoError(f.t, json.NewDecoder(r.Body).Decode(&content))
	room := r.PathValue("room")
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.rateLimit > 0 {
		f.rateLimit--
		reply(w, 429, map[string]any{"errcode": "M_LIMIT_EXCEEDED", "error": "slow down", "retry_after_ms": 1500})
		return
	}
	if f.forbidAll || f.forbidden[room] {
		reply(w, 403, matrixErr("M_FORBIDDEN", "not in room"))
		return
	}
	f.sends = append(f.sends, sentEvent{Room: room, Type: r.PathValue("type"), Txn: r.PathValue("txn"), Content: content})
	reply(w, 200, map[string]any{"event_id": fmt.Sprintf("$ev%d", len(f.sends))})
}

func (f *fakeHS) join(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	room := r.PathValue("room")
	f.joins = append(f.joins, room)
	if codes := f.joinFail[room]; len(codes) > 0 {
		f.joinFail[room] = codes[1:]
		errcode := map[int]string{403: "M_FORBIDDEN", 404: "M_NOT_FOUND", 429: "M_LIMIT_EXCEEDED"}[codes[0]]
		reply(w, codes[0], matrixErr(cmp.Or(errcode, "M_UNKNOWN"), "scripted join failure"))
		return
	}
	reply(w, 200, map[string]any{"room_id": room})
}

func (f *fakeHS) leave(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.leaves = append(f.leaves, r.PathValue("room"))
	reply(w, 200, map[string]any{})
}

func (f *fakeHS) joinedMembers(w http.ResponseWriter, r *http.Request) {
	joined := map[string]any{botID: map[string]any{}, "@alice:test": map[string]any{}, "@bob:test": map[string]any{}}
	f.mu.Lock()
	if f.outside[r.PathValue("room")] {
		f.mu.Unlock()
		reply(w, 403, matrixErr("M_FORBIDDEN", "not in room"))
		return
	}
	if f.pairRooms {
		delete(joined, "@bob:test")
	}
	if users, ok := f.joined[r.PathValue("room")]; ok {
		joined = map[string]any{}
		for _, u := range users {
			joined[u] = map[string]any{}
		}
	}
	f.mu.Unlock()
	reply(w, 200, map[string]any{"joined": joined})
}

// members answers /members: a member event for each joined user (as
// joinedMembers says) and for each user in left.
func (f *fakeHS) members(w http.ResponseWriter, r *http.Request) {
	room := r.PathValue("room")
	rec := httptest.NewRecorder()
	f.joinedMembers(rec, r)
	if rec.Code != 200 {
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
		return
	}
	var joined struct {
		Joined map[string]any `json:"joined"`
	}
	require.NoError(f.t, json.Unmarshal(rec.Body.Bytes(), &joined))
	member := func(user, membership string) map[string]any {
		return map[string]any{"type": "m.room.member", "state_key": user, "sender": user, "room_id": room,
			"event_id": "$" + membership + user, "origin_server_ts": 1, "content": map[string]any{"membership": membership}}
	}
	var chunk []any
	for u := range joined.Joined {
		chunk = append(chunk, member(u, "join"))
	}
	f.mu.Lock()
	for _, u := range f.left[room] {
		chunk = append(chunk, member(u, "leave"))
	}
	f.mu.Unlock()
	reply(w, 200, map[string]any{"chunk": chunk})
}

func (f *fakeHS) putAccountData(w http.ResponseWriter, r *http.Request) {
	var raw json.RawMessage
	require.NoError(f.t, json.NewDecoder(r.Body).Decode(&raw))
	f.mu.Lock()
	defer f.mu.Unlock()
	f.accountData[r.PathValue("type")] = raw
	reply(w, 200, map[string]any{})
}

func (f *fakeHS) getAccountData(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	raw, ok := f.accountData[r.PathValue("type")]
	f.mu.Unlock()
	if !ok {
		reply(w, 404, matrixErr("M_NOT_FOUND", "no account data"))
		return
	}
	reply(w, 200, raw)
}

func (f *fakeHS) sync(w http.ResponseWriter, r *http.Request) {
	since := r.URL.Query().Get("since")
	f.mu.Lock()
	f.syncSince = append(f.syncSince, since)
	on := f.onSync
	f.mu.Unlock()
	if on != nil {
		if code, body := on(since); code != 0 {
			reply(w, code, body)
			return
		}
	}
	select { // long poll that never has news
	case <-r.Context().Done():
	case <-time.After(200 * time.Millisecond):
		reply(w, 200, map[string]any{"next_batch": since})
	}
}

func (f *fakeHS) roomMessages(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f.mu.Lock()
	f.messageReqs = append(f.messageReqs, [2]string{q.Get("from"), q.Get("to")})
	page, ok := f.messages[r.PathValue("room")+" "+q.Get("from")]
	f.mu.Unlock()
	if !ok {
		page = map[string]any{"start": q.Get("from"), "chunk": []any{}}
	}
	reply(w, 200, page)
}

func (f *fakeHS) snapshot() fakeHS {
	f.mu.Lock()
	defer f.mu.Unlock()
	return fakeHS{logins: append([]map[string]any(nil), f.logins...), whoamis: f.whoamis,
		creates: append([]map[string]any(nil), f.creates...), sends: append([]sentEvent(nil), f.sends...),
		joins: append([]string(nil), f.joins...), leaves: append([]string(nil), f.leaves...),
		syncSince: append([]string(nil), f.syncSince...), accountData: maps.Clone(f.accountData),
		messageReqs: append([][2]string(nil), f.messageReqs...), uploads: append([]fakeUpload(nil), f.uploads...)}
}

// upload stores an uploaded file and answers its mxc:// URI, or the next
// scripted status.
func (f *fakeHS) upload(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(r.Body)
	require.NoError(f.t, err)
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.uploadStatus) > 0 {
		code := f.uploadStatus[0]
		f.uploadStatus = f.uploadStatus[1:]
		if code != 200 {
			reply(w, code, matrixErr("M_TOO_LARGE", "scripted refusal"))
			return
		}
	}
	f.uploads = append(f.uploads, fakeUpload{ContentType: r.Header.Get("Content-Type"), FileName: r.URL.Query().Get("filename"), Data: data})
	reply(w, 200, map[string]any{"content_uri": fmt.Sprintf("mxc://test/m%d", len(f.uploads))})
}

// recorder is a Dispatcher that records messages; a body of "!boom"
// panics, like a handler bug would.
type recorder struct {
	mu   sync.Mutex
	msgs []bot.Message
}

func (r *recorder) Dispatch(_ context.Context, msg bot.Message) {
	if msg.Body == "!boom" {
		panic("handler bug")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, msg)
}

// Drained is at once: Dispatch records a message as it arrives.
func (r *recorder) Drained([]id.UserID) <-chan struct{} {
	done := make(chan struct{})
	close(done)
	return done
}

// Accepts drops notices and the users of @eve's server, as a router
// configured with GOGOBEE_ALLOWED_SERVERS=test would.
func (r *recorder) Accepts(_ context.Context, msg bot.Message) bool {
	return msg.MsgType != bot.Notice && !strings.HasSuffix(string(msg.Sender), ":elsewhere")
}

func (r *recorder) bodies() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, m := range r.msgs {
		out = append(out, m.Body)
	}
	return out
}

func openStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "matrix.db"), store.OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	return st
}

// newTransport builds a transport against f over st, logging with password
// unless token is set.
func newTransport(t *testing.T, f *fakeHS, st *store.Store, token string, mutate ...func(*Config)) (*Transport, *recorder) {
	t.Helper()
	cfg := Config{Homeserver: f.srv.URL, UserID: botID, AccessToken: token, MaxBackoff: 50 * time.Millisecond}
	if token == "" {
		cfg.Password = botPass
	}
	for _, m := range mutate {
		m(&cfg)
	}
	rec := &recorder{}
	tr, err := New(cfg, StoreState(st), rec, zerolog.Nop())
	require.NoError(t, err)
	return tr, rec
}

// uploadKeys keeps the device keys a device uploads (one-time keys are
// counted as none).
func (f *fakeHS) uploadKeys(w http.ResponseWriter, r *http.Request) {
	var req struct {
		DeviceKeys json.RawMessage `json:"device_keys"`
	}
	require.NoError(f.t, json.NewDecoder(r.Body).Decode(&req))
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(req.DeviceKeys) > 0 && string(req.DeviceKeys) != "null" {
		f.deviceKeys[f.tokens[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]] = req.DeviceKeys
	}
	reply(w, 200, map[string]any{"one_time_key_counts": map[string]int{}})
}

// queryKeys answers the uploaded device keys of the bot's devices.
func (f *fakeHS) queryKeys(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	reply(w, 200, map[string]any{"device_keys": map[string]any{botID: maps.Clone(f.deviceKeys)}})
}

// dropKeys forgets device's keys, as a homeserver does when the device is
// signed out (and recreated empty by a login that reuses its ID).
func (f *fakeHS) dropKeys(device string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.deviceKeys, device)
}

// keyedDevices are the devices with keys on the server, sorted.
func (f *fakeHS) keyedDevices() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Sorted(maps.Keys(f.deviceKeys))
}

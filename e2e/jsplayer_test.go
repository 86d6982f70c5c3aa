//go:build e2e

package e2e

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// jsCallTimeout bounds one request to the js player (a createRoom waits
// for the new room to sync before its first message).
const jsCallTimeout = 60 * time.Second

// jsPlayer is a human stand-in on Element's own client stack: matrix-js-sdk
// with its Rust crypto, in a Node process (e2e/jsplayer/player.mjs,
// installed by scripts/js-player.sh) driven over JSON lines. It syncs,
// encrypts and decrypts as Element does, joins the rooms it is invited to,
// and records every timeline event it sees as a mautrix event (an event
// that came encrypted carries event.SourceDecrypted), so the helpers of the
// mautrix player (notices, snapshot) read the same.
type jsPlayer struct {
	t      *testing.T
	ID     id.UserID
	Device id.DeviceID

	cmd   *exec.Cmd
	stdin io.WriteCloser
	done  chan struct{}

	mu      sync.Mutex
	nextID  int
	pending map[int]chan jsReply
	events  []*event.Event
	index   map[id.EventID]int // position in events, for an event pushed again
	exitErr error              // why the process ended, once it has
}

// jsReply is the player's answer to one request.
type jsReply struct {
	ID     int             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  string          `json:"error"`
}

// jsLine is any line the player writes: a reply, or a pushed event (in
// the client event format, with its clear type and content) and whether it
// came encrypted.
type jsLine struct {
	jsReply
	Ready             bool         `json:"ready"`
	Event             *event.Event `json:"event"`
	Encrypted         bool         `json:"encrypted"`
	DecryptionFailure bool         `json:"decryption_failure"`
}

// newJSPlayer creates a user on srv and starts a js player logged in as it
// (the registration's device, cross-signed as Element does), synced
// before it returns. The Node
// process's stderr (the SDK's log) is printed when the test fails, or
// always with GOGOBEE_E2E_LOGS=1.
func newJSPlayer(t *testing.T, srv *dendrite.Server, localpart string) *jsPlayer {
	t.Helper()
	password := localpart + "-password"
	userID, token := srv.CreateUser(t, localpart, password)
	script, err := filepath.Abs(filepath.Join("..", "scripts", "js-player.sh"))
	require.NoError(t, err)
	if out, err := exec.Command(script, "install").CombinedOutput(); err != nil {
		t.Fatalf("installing the js player: %v\n%s", err, out)
	}
	logPath := filepath.Join(t.TempDir(), "jsplayer-"+localpart+".log")
	logFile, err := os.Create(logPath)
	require.NoError(t, err)
	cmd := exec.Command(script, "run")
	cmd.Stderr = logFile
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	p := &jsPlayer{t: t, ID: id.UserID(userID), cmd: cmd, stdin: stdin, done: make(chan struct{}),
		pending: map[int]chan jsReply{}, index: map[id.EventID]int{}}
	go p.read(stdout, logFile)
	t.Cleanup(func() {
		p.close()
		if t.Failed() || os.Getenv("GOGOBEE_E2E_LOGS") != "" {
			data, _ := os.ReadFile(logPath)
			t.Logf("js player %s log (%s), last lines:\n%s", userID, logPath, tail(string(data), 40))
		}
	})
	var started struct {
		DeviceID id.DeviceID `json:"device_id"`
	}
	p.call("start", map[string]any{"homeserver": srv.URL(), "user_id": userID, "access_token": token, "password": password}, &started)
	p.Device = started.DeviceID
	return p
}

// read handles the player's output until it ends: replies go to their
// callers, events are recorded.
func (p *jsPlayer) read(stdout io.Reader, logFile *os.File) {
	defer close(p.done)
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var line jsLine
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			fmt.Fprintf(logFile, "[go] unreadable line %q: %v\n", sc.Text(), err)
			continue
		}
		switch {
		case line.Event != nil:
			p.record(line.Event, line.Encrypted, line.DecryptionFailure)
		case line.ID != 0:
			p.mu.Lock()
			ch := p.pending[line.ID]
			delete(p.pending, line.ID)
			p.mu.Unlock()
			if ch != nil {
				ch <- line.jsReply
			}
		}
	}
	err := p.cmd.Wait()
	logFile.Close()
	p.mu.Lock()
	p.exitErr = fmt.Errorf("the js player ended: %v", err)
	for id, ch := range p.pending {
		ch <- jsReply{ID: id, Error: p.exitErr.Error()}
		delete(p.pending, id)
	}
	p.mu.Unlock()
}

// record keeps evt, marked as the mautrix player marks what it decrypted,
// replacing an earlier record of the same event in place, so the records
// keep timeline order (an encrypted event is pushed as it arrives, then
// again when decrypted, and decryptions finish in any order). An event not
// decrypted yet, or that could not be, is kept as m.room.encrypted.
func (p *jsPlayer) record(evt *event.Event, encrypted, undecryptable bool) {
	if undecryptable {
		evt.Type = event.EventEncrypted
	}
	evt.Type.Class = event.MessageEventType
	if evt.StateKey != nil {
		evt.Type.Class = event.StateEventType
	}
	_ = evt.Content.ParseRaw(evt.Type)
	evt.Mautrix.EventSource = event.SourceTimeline | event.SourceJoin
	if encrypted {
		evt.Mautrix.EventSource |= event.SourceDecrypted
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if i, ok := p.index[evt.ID]; ok {
		p.events[i] = evt
		return
	}
	p.index[evt.ID] = len(p.events)
	p.events = append(p.events, evt)
}

// call sends one request and decodes its result into out (nil: ignored),
// failing the test on an error or no answer within jsCallTimeout.
func (p *jsPlayer) call(op string, args map[string]any, out any) {
	p.t.Helper()
	require.NoError(p.t, p.try(op, args, out))
}

// try is call returning the error instead of failing the test.
func (p *jsPlayer) try(op string, args map[string]any, out any) error {
	req := map[string]any{}
	for k, v := range args {
		req[k] = v
	}
	ch := make(chan jsReply, 1)
	p.mu.Lock()
	if p.exitErr != nil {
		p.mu.Unlock()
		return p.exitErr
	}
	p.nextID++
	req["id"], req["op"] = p.nextID, op
	p.pending[p.nextID] = ch
	p.mu.Unlock()
	line, err := json.Marshal(req)
	if err != nil {
		return err
	}
	if _, err := p.stdin.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("js player %s: %v", op, err)
	}
	select {
	case r := <-ch:
		if r.Error != "" {
			return fmt.Errorf("js player %s: %s", op, r.Error)
		}
		if out == nil {
			return nil
		}
		return json.Unmarshal(r.Result, out)
	case <-time.After(jsCallTimeout):
		return fmt.Errorf("js player %s: no answer within %s", op, jsCallTimeout)
	}
}

// close ends the player: its input closed, it stops syncing and exits
// (killed if it has not within 10 s).
func (p *jsPlayer) close() {
	_ = p.stdin.Close()
	select {
	case <-p.done:
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.done
	}
}

// createDM opens a DM with user as Element's "start DM" does: one
// createRoom with the invite, is_direct and encryption, then text sent at
// once, without waiting for user to join. It returns the room and the
// message's event ID.
func (p *jsPlayer) createDM(user id.UserID, text string) (id.RoomID, id.EventID) {
	p.t.Helper()
	var res jsNewDM
	p.call("create_dm", map[string]any{"invitee": user, "text": text}, &res)
	return res.RoomID, res.EventID
}

// jsNewDM is the player's answer to create_dm: the room and its first
// message.
type jsNewDM struct {
	RoomID  id.RoomID  `json:"room_id"`
	EventID id.EventID `json:"event_id"`
}

// createRoom creates a private room, encrypted from the start, inviting
// invitees, as Element's "new room" does.
func (p *jsPlayer) createRoom(invitees ...id.UserID) id.RoomID {
	p.t.Helper()
	var res struct {
		RoomID id.RoomID `json:"room_id"`
	}
	p.call("create_room", map[string]any{"invite": invitees}, &res)
	return res.RoomID
}

// say sends a text message (encrypted in an encrypted room) and returns its
// event ID.
func (p *jsPlayer) say(room id.RoomID, text string) id.EventID {
	p.t.Helper()
	var res struct {
		EventID id.EventID `json:"event_id"`
	}
	p.call("send", map[string]any{"room_id": room, "text": text}, &res)
	return res.EventID
}

// react sends an m.reaction with key to target as Element sends it:
// unencrypted, even in an encrypted room.
func (p *jsPlayer) react(t *testing.T, room id.RoomID, target id.EventID, key string) id.EventID {
	t.Helper()
	var res struct {
		EventID id.EventID `json:"event_id"`
	}
	p.call("react", map[string]any{"room_id": room, "event_id": target, "key": key}, &res)
	return res.EventID
}

// devices returns the device IDs of user that the player's client knows,
// fetched from the homeserver first.
func (p *jsPlayer) devices(user id.UserID) []id.DeviceID {
	p.t.Helper()
	var res []struct {
		DeviceID id.DeviceID `json:"device_id"`
	}
	p.call("devices", map[string]any{"user_id": user}, &res)
	out := make([]id.DeviceID, 0, len(res))
	for _, d := range res {
		out = append(out, d.DeviceID)
	}
	return out
}

// publishedDevices returns the device IDs whose keys user has published,
// as the homeserver answers now (the player's client's view, devices, is
// left as it was).
func (p *jsPlayer) publishedDevices(user id.UserID) []id.DeviceID {
	p.t.Helper()
	var res []id.DeviceID
	p.call("published_devices", map[string]any{"user_id": user}, &res)
	return res
}

// withAnsweredDM starts a Dendrite, a js player alice and the bot (a fresh
// database, env), and has alice open a DM with the bot whose first
// `!ping` is answered: the bot is up and known to alice's client.
func withAnsweredDM(t *testing.T) (botID id.UserID, env botEnv, alice *jsPlayer, proc *botProc, dm id.RoomID) {
	t.Helper()
	srv, botID, env := withBotAccount(t)
	alice = newJSPlayer(t, srv, "alice")
	proc = startBot(t, env)
	waitDevice(t, alice, botID)
	dm, _ = alice.createDM(botID, "!ping")
	eventually(t, answerWait, "the first DM answered", func() bool { return len(alice.notices(botID, dm, "Pong")) == 1 })
	return botID, env, alice, proc, dm
}

// waitDevice waits until user has published the keys of a device: a
// client encrypts only for the devices it can find, and a bot just started
// may not have published its keys yet.
func waitDevice(t *testing.T, p *jsPlayer, user id.UserID) {
	t.Helper()
	eventually(t, answerWait, user.String()+"'s device keys", func() bool { return len(p.publishedDevices(user)) > 0 })
}

// jsDeviceTrust is what the player's client thinks of one device.
type jsDeviceTrust struct {
	// Known is false for a device the client does not know.
	Known bool `json:"known"`
	// SignedByOwner: the device carries a valid signature of its owner's
	// self-signing key (what Element's "not verified by its owner" shield
	// is about).
	SignedByOwner bool `json:"signed_by_owner"`
	// CrossSigningVerified: and the player has verified that owner.
	CrossSigningVerified bool `json:"cross_signing_verified"`
}

// deviceTrust returns what the player's client thinks of user's device.
func (p *jsPlayer) deviceTrust(user id.UserID, device id.DeviceID) jsDeviceTrust {
	p.t.Helper()
	var res jsDeviceTrust
	p.call("device_trust", map[string]any{"user_id": user, "device_id": device}, &res)
	return res
}

// excludeInsecureDevices switches Element's "exclude insecure devices"
// (device isolation mode: only devices signed by their owner) on or off.
func (p *jsPlayer) excludeInsecureDevices(on bool) {
	p.t.Helper()
	p.call("exclude_insecure", map[string]any{"on": on}, nil)
}

// snapshot returns the timeline events seen so far that match keep.
func (p *jsPlayer) snapshot(keep func(*event.Event) bool) []*event.Event {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []*event.Event
	for _, e := range p.events {
		if keep(e) {
			out = append(out, e)
		}
	}
	return out
}

// notices returns the bot's m.notice messages in room whose body contains
// text (any text when ""), in the order the player saw them.
func (p *jsPlayer) notices(bot id.UserID, room id.RoomID, text string) []*event.Event {
	return p.snapshot(func(e *event.Event) bool { return isNotice(e, bot, room, text) })
}

// isNotice reports whether e is an m.notice of bot in room containing text.
func isNotice(e *event.Event, bot id.UserID, room id.RoomID, text string) bool {
	if e.RoomID != room || e.Sender != bot || e.Type != event.EventMessage {
		return false
	}
	c := e.Content.AsMessage()
	return c.MsgType == event.MsgNotice && strings.Contains(c.Body, text)
}

// waitJoined waits until the player has seen user join room.
func (p *jsPlayer) waitJoined(t *testing.T, room id.RoomID, user id.UserID) {
	t.Helper()
	waitSeenJoin(t, p.snapshot, room, user)
}

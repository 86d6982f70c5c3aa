// Package console is the local transport: it reads lines from a reader as
// messages from one user in one room and prints every message the bot sends,
// room or DM, as one block prefixed "[room]" or "[dm @user]"
// (docs/architecture.md). The same seed, clock and input give byte-identical
// output, which is how scripted whole-bot tests drive the bot.
package console

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
)

// Room is the room ID console messages appear in.
const Room = "!console:gogobee.local"

// Hooks are the parts of the bot the console drives between lines.
type Hooks struct {
	Handle func(ctx context.Context, msg bot.Message) // the router's synchronous Handle
	Flush  func(ctx context.Context) (int, error)     // delivers every queued outbox row now
	RunDue func(ctx context.Context) (int, error)     // runs every scheduled job that is due
	// AdvanceTo moves the clock to target, running each job due on the way
	// at its own time.
	AdvanceTo func(ctx context.Context, target time.Time) (int, error)
}

// Console is one local session.
type Console struct {
	Hooks
	User  id.UserID      // the current speaker's user ID
	Clock clock.Advancer // moved by /time
	Out   io.Writer
	// Prompt, when non-empty, is printed before each line is read
	// (interactive terminals only; scripted runs keep it empty).
	Prompt string
	// PictureDir is the folder a message's picture is saved in (created
	// on first need), under a name made from its content.
	PictureDir string

	session string
	seq     int
	posted  []posted  // the bot's latest messages, for /react
	room    id.RoomID // the room typed lines go to (/room); "" is Room
}

// Deliver implements outbox.Deliverer by printing the row as one block.
// A row's picture is saved in PictureDir and the block ends with its path
// ("🖼️ map saved: DIR/map-<hash>.png"), or with why it could not be saved.
// The send's event ID, "$console-out-<row>", is reported to the sender
// and remembered for /react.
func (c *Console) Deliver(ctx context.Context, row outbox.Row) error {
	label := "[room]"
	if row.RoomID != "" && row.RoomID != Room && !strings.HasPrefix(string(row.RoomID), dmRoomPrefix) {
		label = string("[room " + row.RoomID + "]")
	}
	dm := row.DMUser
	if user, ok := strings.CutPrefix(string(row.RoomID), dmRoomPrefix); ok {
		dm = id.UserID(user) // an answer in a DM the player reacted in
	}
	if dm != "" {
		label = string("[dm " + dm + "]")
	}
	body := strings.TrimRight(row.Body, "\n")
	if row.Image != nil {
		body += "\n" + c.savePicture(*row.Image)
	}
	if _, err := fmt.Fprintf(c.Out, "%s %s\n\n", label, body); err != nil {
		return err
	}
	eventID := id.EventID(fmt.Sprintf("$console-out-%d", row.ID))
	outbox.ReportEventID(ctx, eventID)
	c.remember(posted{eventID: eventID, dmUser: dm})
	return nil
}

// MaxLine is the longest console line read as a message, in bytes; a
// longer one is skipped with a note (the router would refuse anything over
// 4 KiB anyway) and reading goes on.
const MaxLine = 64 * 1024

// readLine reads one line from r without its "\n". whole is false when
// the line was longer than max bytes: the rest of it is read and dropped.
// err is io.EOF at the end of the input (line then holds a last line
// without a newline, if any).
func readLine(r *bufio.Reader, max int) (line string, whole bool, err error) {
	var b []byte
	whole = true
	for {
		chunk, err := r.ReadSlice('\n')
		if len(b)+len(chunk) > max+1 {
			whole = false
		} else {
			b = append(b, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if !whole {
			b = nil
		}
		return strings.TrimSuffix(string(b), "\n"), whole, err
	}
}

// lineRead is one line read (readLine) with its error.
type lineRead struct {
	line  string
	whole bool
	err   error
}

// readLines reads in line by line on a goroutine of its own, so Run can
// leave on ctx while a terminal read is blocked; the reader sends each
// line when Run takes it and stops, closing the channel, after the first
// error or once ctx ends. A read blocked on a terminal when ctx ends returns with the
// process.
func readLines(ctx context.Context, in io.Reader) <-chan lineRead {
	out := make(chan lineRead)
	go func() {
		defer close(out)
		r := bufio.NewReader(in)
		for {
			line, whole, err := readLine(r, MaxLine)
			select {
			case out <- lineRead{line, whole, err}:
			case <-ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	return out
}

// Run reads lines from in until EOF, /quit or ctx ends (Ctrl-C), sending
// each as a message and printing what the bot sends. Lines starting with
// "/" are console commands: /as @user:server, /time +6h (or an RFC 3339
// time), /room !room:server, /react [dm] [n] <emoji>, /quit.
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	if c.session == "" {
		var b [6]byte
		_, _ = rand.Read(b[:])
		c.session = hex.EncodeToString(b[:])
	}
	if err := c.settle(ctx); err != nil {
		return err
	}
	lines := readLines(ctx, in)
	for {
		if c.Prompt != "" {
			fmt.Fprint(c.Out, c.Prompt)
		}
		var next lineRead
		var more bool
		select {
		case <-ctx.Done():
			return nil // interrupted: the daemon closes down as after /quit
		case next, more = <-lines:
		}
		if !more {
			return nil // the input ended after a last line without a newline
		}
		if stop, err := c.take(ctx, next); stop || err != nil {
			return err
		}
	}
}

// take plays one line read: a console command, a chat line sent as a
// message, or nothing for a blank or overlong one. stop is true at the
// end of the input or after /quit.
func (c *Console) take(ctx context.Context, next lineRead) (stop bool, err error) {
	line, whole, err := next.line, next.whole, next.err
	if errors.Is(err, io.EOF) && line == "" {
		return true, nil
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return true, err
	}
	if !whole {
		fmt.Fprintf(c.Out, "[console] that line is over %d KiB: skipped\n\n", MaxLine/1024)
		return false, nil
	}
	line = strings.TrimRight(line, "\r")
	if strings.HasPrefix(line, "/") {
		return c.consoleCommand(ctx, line)
	}
	if strings.TrimSpace(line) == "" {
		return false, nil
	}
	msg := c.next()
	msg.Body, msg.MsgType = line, "m.text"
	c.Handle(ctx, msg)
	return false, c.settle(ctx)
}

// Room is the room typed lines go to: Room unless /room chose another.
func (c *Console) Room() id.RoomID {
	if c.room == "" {
		return Room
	}
	return c.room
}

// next is the next message of the current speaker in the room, with a
// fresh event ID and the clock's time, and nothing in it yet.
func (c *Console) next() bot.Message {
	c.seq++
	return bot.Message{Sender: c.User, Room: c.Room(), EventID: id.EventID(fmt.Sprintf("$console-%s-%d", c.session, c.seq)), Time: c.Clock.Now()}
}

// settle runs due work and prints everything queued.
func (c *Console) settle(ctx context.Context) error {
	if c.RunDue != nil {
		if _, err := c.RunDue(ctx); err != nil {
			return err
		}
	}
	_, err := c.Flush(ctx)
	return err
}

func (c *Console) consoleCommand(ctx context.Context, line string) (quit bool, err error) {
	fields := strings.Fields(line)
	switch strings.ToLower(fields[0]) {
	case "/quit", "/exit":
		return true, nil
	case "/as":
		if len(fields) != 2 || !config.IsUserID(fields[1]) {
			fmt.Fprint(c.Out, "[console] usage: /as @user:server\n\n")
			return false, nil
		}
		c.User = id.UserID(fields[1])
		fmt.Fprintf(c.Out, "[console] now speaking as %s\n\n", c.User)
		return false, nil
	case "/time":
		if len(fields) != 2 {
			fmt.Fprint(c.Out, "[console] usage: /time +6h | /time +2d | /time 2026-12-01T06:00:00Z\n\n")
			return false, nil
		}
		target, ok := c.parseTime(fields[1])
		if !ok {
			fmt.Fprintf(c.Out, "[console] can't read %q as +<duration> or an RFC 3339 time in the future\n\n", fields[1])
			return false, nil
		}
		return false, c.advanceTo(ctx, target)
	case "/room":
		switch {
		case len(fields) == 1:
			c.room = ""
		case len(fields) == 2 && config.IsRoomID(fields[1]):
			c.room = id.RoomID(fields[1])
		default:
			fmt.Fprint(c.Out, "[console] usage: /room !room:server (a room ID), or /room alone for the console's own\n\n")
			return false, nil
		}
		fmt.Fprintf(c.Out, "[console] now typing in %s\n\n", c.Room())
		return false, nil
	case "/react":
		return false, c.react(ctx, fields[1:])
	case "/help":
		fmt.Fprint(c.Out, "[console] /as @user:server switches speaker; /time +6h moves the clock; /room !room:server types in another room; "+reactUsage+"; /quit ends\n\n")
		return false, nil
	}
	fmt.Fprintf(c.Out, "[console] unknown console command %s (try /help)\n\n", fields[0])
	return false, nil
}

// advanceTo moves the clock to target, running every job that falls due on
// the way in order at its own time, then prints what was sent.
func (c *Console) advanceTo(ctx context.Context, target time.Time) error {
	if c.AdvanceTo != nil {
		if _, err := c.AdvanceTo(ctx, target); err != nil {
			return err
		}
	}
	c.Clock.MoveTo(target)
	fmt.Fprintf(c.Out, "[console] time is now %s\n\n", c.Clock.Now().Format("2006-01-02 15:04 MST"))
	return c.settle(ctx)
}

func (c *Console) parseTime(arg string) (time.Time, bool) {
	now := c.Clock.Now()
	if strings.HasPrefix(arg, "+") {
		d, err := parseStep(arg[1:])
		if err != nil || d <= 0 {
			return time.Time{}, false
		}
		return now.Add(d), true
	}
	t, err := time.Parse(time.RFC3339, arg)
	if err != nil || !t.After(now) {
		return time.Time{}, false
	}
	return t, true
}

// parseStep parses a duration with an optional leading "<n>d" day part.
func parseStep(s string) (time.Duration, error) {
	var days time.Duration
	if i := strings.IndexByte(s, 'd'); i > 0 {
		var n int
		if _, err := fmt.Sscanf(s[:i], "%d", &n); err != nil {
			return 0, err
		}
		days, s = time.Duration(n)*24*time.Hour, s[i+1:]
	}
	if s == "" {
		return days, nil
	}
	d, err := time.ParseDuration(s)
	return days + d, err
}

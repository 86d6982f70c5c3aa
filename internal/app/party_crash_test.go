package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
)

const (
	ann        = "@alice:example.org"
	bo         = "@bob:example.org"
	cy         = "@carol:example.org"
	crashEvent = "$crash"
)

// openPartyBot opens the bot on path with parties open.
func openPartyBot(t *testing.T, path string, clk *clock.Fake) *testBot {
	t.Helper()
	return openBot(t, path, clk, func(c *config.Config) { c.Parties = true })
}

// formParty has Ann (a fighter) lead Goblin Warrens with the members
// (Bo, a cleric; Cy, a mage) in seat order, two packs bought, departed.
func formParty(t *testing.T, b *testBot, members ...string) {
	t.Helper()
	n := 0
	say := func(user, body string) {
		n++
		b.say(t, fmt.Sprintf("$setup%d", n), id.UserID(user), body)
	}
	say(ann, `!char create "Ann" fighter human`)
	names := map[string]string{bo: `"Bo" cleric dwarf`, cy: `"Cy" mage elf`}
	for _, m := range members {
		say(m, "!char create "+names[m])
	}
	say(ann, "!expedition start goblin warrens")
	for _, m := range members {
		say(ann, "!expedition invite "+m)
		say(m, "!expedition accept")
	}
	say(ann, "!supplies buy standard 2")
	say(ann, "!expedition depart")
	e, ok, err := b.Store.Expedition.Open(t.Context(), ann)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, expedition.StatusActive, e.Status)
	require.Len(t, e.Party, len(members))
}

// world is everything a crash could leave half-written: each player's
// character, the leader's expedition, the party's fight row, the
// scheduled jobs and the events handled.
type world struct {
	Chars []rules.Character
	Exp   expedition.Expedition
	Fight string
	Jobs  []scheduler.Job
}

// worldOf reads b's world for the players users (the leader first).
func worldOf(t *testing.T, b *testBot, users ...id.UserID) world {
	t.Helper()
	ctx := t.Context()
	var w world
	for _, u := range users {
		w.Chars = append(w.Chars, b.character(t, u))
	}
	e, ok, err := b.Store.Expedition.Latest(ctx, users[0])
	require.NoError(t, err)
	require.True(t, ok)
	w.Exp = e
	data, _, err := b.Store.Fight.Get(ctx, users[0])
	require.NoError(t, err)
	w.Fight = string(data)
	rows, err := b.Store.DB.Query(ctx, "SELECT kind, key, user_id, due_at, payload FROM scheduled_job ORDER BY kind, key")
	require.NoError(t, err)
	defer rows.Close()
	for rows.Next() {
		var j scheduler.Job
		var due int64
		require.NoError(t, rows.Scan(&j.Kind, &j.Key, &j.UserID, &due, &j.Payload))
		j.DueAt = time.UnixMilli(due).UTC()
		w.Jobs = append(w.Jobs, j)
	}
	require.NoError(t, rows.Err())
	return w
}

// fightRow is the party's fight as stored; ok is false when none runs.
func fightRow(t *testing.T, b *testBot) (fight.Row, bool) {
	t.Helper()
	r, ok, err := fight.ReadRow(t.Context(), b.Store, ann)
	require.NoError(t, err)
	return r, ok
}

// copyDB copies the closed database at src (and any journal beside it)
// to dst: the reference a crashed bot is held to.
func copyDB(t *testing.T, src, dst string) {
	t.Helper()
	for _, suffix := range []string{"", "-wal", "-shm"} {
		data, err := os.ReadFile(src + suffix)
		if os.IsNotExist(err) && suffix != "" {
			continue
		}
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(dst+suffix, data, 0o600))
	}
}

// delivered is what a bot's restart delivered: each row's destination and
// body, in order, from the rows its collector got since from.
func delivered(b *testBot, from int) []string {
	var out []string
	for _, r := range b.out.rows[from:] {
		out = append(out, r.Destination()+" "+r.Body)
	}
	return out
}

// toBosTurn opens a party fight of Ann and Bo (a night's worg, grown for
// the pair) on a fresh database at path and plays Ann's turns until it is
// Bo's; the bot is closed, and the reference copy of the database is
// returned with the clock.
func toBosTurn(t *testing.T, path string) (ref string, clk *clock.Fake) {
	t.Helper()
	clk = clock.NewFake(defaultConsoleStart)
	b := openPartyBot(t, path, clk)
	formParty(t, b, bo)
	e, _, err := b.Store.Expedition.Open(t.Context(), ann)
	require.NoError(t, err)
	e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard, Monsters: []content.MonsterID{"worg"}}
	require.NoError(t, b.Store.Expedition.Save(t.Context(), e, clk.Now()))
	b.say(t, "$engage", ann, "!fight")
	for n := 0; ; n++ {
		r, ok := fightRow(t, b)
		require.True(t, ok, "the fight is on")
		require.Len(t, r.State.Players, 2)
		if r.State.Seat == 1 {
			break
		}
		require.Less(t, n, 5, "Bo's turn comes")
		b.say(t, fmt.Sprintf("$ann%d", n), ann, "!attack")
	}
	require.NoError(t, b.Close())
	ref = filepath.Join(t.TempDir(), "ref.db")
	copyDB(t, path, ref)
	return ref, clk
}

// TestAPartyFightKilledInAMembersTurnRestartsWhole: the bot killed
// (SIGKILL) while Bo's `!fight auto` is being written, his turn played and
// the fight row and deadline saved but the answer not yet, leaves the
// fight as it was (rules §2.13): nothing of his turn, no answer, the
// deadline still his. The event comes again after the restart and is
// played once, as a bot never killed plays it; played again it changes
// nothing and answers nothing; the fight goes on.
func TestAPartyFightKilledInAMembersTurnRestartsWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "party.db")
	refPath, clk := toBosTurn(t, path)
	b := openPartyBot(t, path, clk)
	before := worldOf(t, b, ann, bo)
	require.NoError(t, b.Close())

	crashChild(t, crashPlan{Path: path, At: clk.Now(), User: bo, EventID: crashEvent, Body: "!fight auto",
		Trigger: "CREATE TRIGGER pause_answer BEFORE INSERT ON outbox BEGIN SELECT gogobee_pause(); END"})

	b = openPartyBot(t, path, clk)
	defer b.Close()
	_, err := b.Store.DB.Exec(t.Context(), "DROP TRIGGER pause_answer")
	require.NoError(t, err, "the child's trigger was committed before the turn began")
	assert.Equal(t, before, worldOf(t, b, ann, bo), "nothing of Bo's turn was kept")
	handled, err := b.Store.Handled.Has(t.Context(), crashEvent)
	require.NoError(t, err)
	assert.False(t, handled, "the event waits to be handled")
	n, err := b.sender.Flush(t.Context())
	require.NoError(t, err)
	assert.Zero(t, n, "no answer was kept")

	ref := openPartyBot(t, refPath, clk)
	defer ref.Close()
	ref.say(t, crashEvent, bo, "!fight auto")
	b.say(t, crashEvent, bo, "!fight auto")
	require.NotEmpty(t, delivered(ref, 0))
	assert.Equal(t, delivered(ref, 0), delivered(b, 0), "Bo's turn answered once, as a bot never killed answers it")
	after := worldOf(t, ref, ann, bo)
	require.NotEqual(t, before.Fight, after.Fight, "Bo's turn moves the fight")
	assert.Equal(t, after, worldOf(t, b, ann, bo), "Bo's turn played once")

	b.say(t, crashEvent, bo, "!fight auto")
	assert.Len(t, b.out.rows, len(ref.out.rows), "the event again answers nothing")
	assert.Equal(t, after, worldOf(t, b, ann, bo), "and changes nothing")
	fightGoesOn(t, b, clk)
}

// TestAPartyFightKilledBeforeItsAnswersRestartsWhole: the bot killed after
// Bo's `!fight auto` committed, before its answer was delivered and
// before Ann's turn, keeps his turn once (rules §2.13): the restart
// delivers its answer once, the event again is not played twice, and
// Ann's deadline stands.
func TestAPartyFightKilledBeforeItsAnswersRestartsWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "party.db")
	refPath, clk := toBosTurn(t, path)
	b := openPartyBot(t, path, clk)
	before := worldOf(t, b, ann, bo)
	require.NoError(t, b.Close())

	sent := crashChild(t, crashPlan{Path: path, At: clk.Now(), User: bo, EventID: crashEvent, Body: "!fight auto",
		PauseAt: "room:" + crashRoom})
	assert.Empty(t, sent, "the answer is the first row")

	ref := openPartyBot(t, refPath, clk)
	defer ref.Close()
	ref.say(t, crashEvent, bo, "!fight auto")
	b = openPartyBot(t, path, clk)
	defer b.Close()
	after := worldOf(t, ref, ann, bo)
	require.NotEqual(t, before.Fight, after.Fight, "Bo's turn moves the fight")
	assert.Equal(t, after, worldOf(t, b, ann, bo), "Bo's turn was kept whole")
	_, err := b.sender.Flush(t.Context())
	require.NoError(t, err)
	require.NotEmpty(t, delivered(ref, 0))
	assert.Equal(t, delivered(ref, 0), delivered(b, 0), "its answer arrives once after the restart")

	b.say(t, crashEvent, bo, "!fight auto")
	assert.Len(t, b.out.rows, len(ref.out.rows), "the event again answers nothing")
	assert.Equal(t, after, worldOf(t, b, ann, bo), "and changes nothing")
	fightGoesOn(t, b, clk)
}

// fightGoesOn checks that b's party fight goes on after a restart: the
// turn in progress has its deadline job (fight.TurnDeadline from now),
// which plays it once when due, and the next seat's `!attack` is played.
func fightGoesOn(t *testing.T, b *testBot, clk *clock.Fake) {
	t.Helper()
	r, ok := fightRow(t, b)
	require.True(t, ok, "the fight is still on")
	job, ok, err := scheduler.Get(t.Context(), b.Store, fight.TurnDeadlineKind, ann)
	require.NoError(t, err)
	require.True(t, ok, "the turn's deadline is still scheduled")
	assert.Equal(t, clk.Now().Add(fight.TurnDeadline), job.DueAt)
	from := len(b.out.rows)
	_, err = b.Scheduler.AdvanceTo(t.Context(), clk, job.DueAt)
	require.NoError(t, err)
	_, err = b.sender.Flush(t.Context())
	require.NoError(t, err)
	timedOut := 0
	for _, body := range delivered(b, from) {
		if strings.Contains(body, "**"+r.State.Player().Name+"** didn't act within") {
			timedOut++
		}
	}
	assert.Equal(t, 1, timedOut, "the deadline played the turn once")
	next, ok := fightRow(t, b)
	if !ok {
		return // the timed-out turn ended the fight
	}
	user := []string{ann, bo}[next.State.Seat]
	b.say(t, "$next", id.UserID(user), "!attack")
	moved, ok := fightRow(t, b)
	assert.True(t, !ok || moved.State.Seat != next.State.Seat || moved.State.Round != next.State.Round, "the next seat's attack was played")
}

// dawn is the trio's first rollover (06:00 UTC, the day after departure).
var dawn = time.Date(2026, time.March, 3, 6, 0, 0, 0, time.UTC)

// toTheTriosDawn forms Ann's party with Bo and Cy on a fresh database at
// path and runs the scheduler to the minute before the first rollover,
// every message delivered; the bot is closed, and the reference copy of
// the database is returned with the clock.
func toTheTriosDawn(t *testing.T, path string) (ref string, clk *clock.Fake) {
	t.Helper()
	clk = clock.NewFake(defaultConsoleStart)
	b := openPartyBot(t, path, clk)
	formParty(t, b, bo, cy)
	_, err := b.Scheduler.AdvanceTo(t.Context(), clk, dawn.Add(-time.Minute))
	require.NoError(t, err)
	_, err = b.sender.Flush(t.Context())
	require.NoError(t, err)
	require.NoError(t, b.Close())
	ref = filepath.Join(t.TempDir(), "ref.db")
	copyDB(t, path, ref)
	return ref, clk
}

// briefings counts the Morning Briefings of day among rows, by player.
func briefings(rows []string, day int) map[string]int {
	n := map[string]int{}
	for _, r := range rows {
		if dest, body, _ := strings.Cut(r, " "); strings.Contains(body, fmt.Sprintf("Morning Briefing, Day %d**", day)) {
			n[strings.TrimPrefix(dest, "dm:")]++
		}
	}
	return n
}

// atDawn runs ref's and b's scheduler to the rollover and delivers their
// messages, and checks that b did what ref did: one rollover, each
// player's briefing once, and nothing more a minute later.
func atDawn(t *testing.T, ref, b *testBot, clk *clock.Fake) {
	t.Helper()
	for _, x := range []*testBot{ref, b} {
		_, err := x.Scheduler.AdvanceTo(t.Context(), clk, dawn)
		require.NoError(t, err)
		_, err = x.sender.Flush(t.Context())
		require.NoError(t, err)
	}
	assert.Equal(t, map[string]int{ann: 1, bo: 1, cy: 1}, briefings(delivered(b, 0), 2), "each player's briefing once")
	assert.Equal(t, delivered(ref, 0), delivered(b, 0), "as a bot never killed tells the day")
	rolled := worldOf(t, ref, ann, bo, cy)
	require.Equal(t, 2, rolled.Exp.Day)
	assert.Equal(t, rolled, worldOf(t, b, ann, bo, cy), "one rollover, every member whole")

	sent := len(b.out.rows)
	_, err := b.Scheduler.AdvanceTo(t.Context(), clk, dawn.Add(time.Minute))
	require.NoError(t, err)
	_, err = b.sender.Flush(t.Context())
	require.NoError(t, err)
	assert.Empty(t, briefings(delivered(b, sent), 2), "no briefing twice")
	assert.Equal(t, 2, worldOf(t, b, ann, bo, cy).Exp.Day, "no second rollover")
}

// TestAPartyRolloverKilledBetweenItsMemberSavesRestartsWhole: the bot
// killed (SIGKILL) in the party's 06:00 rollover, Bo's character written
// and Cy's not yet, keeps nothing of it (rules §8.22, §8.23): every
// player's day, supplies and HP are the night before's, no briefing
// waits; the rollover then runs once as a bot never killed runs it.
func TestAPartyRolloverKilledBetweenItsMemberSavesRestartsWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "party.db")
	refPath, clk := toTheTriosDawn(t, path)
	b := openPartyBot(t, path, clk)
	before := worldOf(t, b, ann, bo, cy)
	require.NoError(t, b.Close())
	var due []string
	for _, j := range before.Jobs {
		if !j.DueAt.After(dawn) {
			due = append(due, j.Kind)
		}
	}
	require.Equal(t, []string{"expedition_briefing"}, due, "the rollover is the one job at dawn: the child pauses in it")

	crashChild(t, crashPlan{Path: path, At: clk.Now(), AdvanceTo: dawn,
		Trigger: "CREATE TRIGGER pause_cy BEFORE UPDATE ON character WHEN NEW.user_id = '" + cy + "' BEGIN SELECT gogobee_pause(); END"})

	b = openPartyBot(t, path, clk)
	defer b.Close()
	_, err := b.Store.DB.Exec(t.Context(), "DROP TRIGGER pause_cy")
	require.NoError(t, err, "the child's trigger was committed before the rollover began")
	assert.Equal(t, before, worldOf(t, b, ann, bo, cy), "nothing of the rollover was kept, Bo's save neither")
	n, err := b.sender.Flush(t.Context())
	require.NoError(t, err)
	assert.Zero(t, n, "no briefing was kept")

	ref := openPartyBot(t, refPath, clk)
	defer ref.Close()
	atDawn(t, ref, b, clk)
}

// TestAPartyRolloverKilledBetweenItsBriefingsRestartsWhole: the bot
// killed after the rollover committed, while its briefings went out
// (Ann's and Bo's delivered, Cy's not yet), keeps the one rollover and
// sends each briefing once: the restart delivers the rest, none again.
func TestAPartyRolloverKilledBetweenItsBriefingsRestartsWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "party.db")
	refPath, clk := toTheTriosDawn(t, path)

	sent := crashChild(t, crashPlan{Path: path, At: clk.Now(), AdvanceTo: dawn, PauseAt: "dm:" + cy})
	require.NotEmpty(t, sent, "some briefings went out before Cy's")

	ref := openPartyBot(t, refPath, clk)
	defer ref.Close()
	_, err := ref.Scheduler.AdvanceTo(t.Context(), clk, dawn)
	require.NoError(t, err)
	_, err = ref.sender.Flush(t.Context())
	require.NoError(t, err)
	b := openPartyBot(t, path, clk)
	defer b.Close()
	rolled := worldOf(t, ref, ann, bo, cy)
	require.Equal(t, 2, rolled.Exp.Day)
	assert.Equal(t, rolled, worldOf(t, b, ann, bo, cy), "the rollover was kept once, every member whole")

	_, err = b.sender.Flush(t.Context())
	require.NoError(t, err)
	var all []string
	for _, r := range ref.out.rows {
		all = append(all, r.TxnID())
	}
	var got []string
	for _, r := range b.out.rows {
		got = append(got, r.TxnID())
	}
	assert.Equal(t, all, append(sent, got...), "every message once: the child's, then the rest after the restart")
	assert.Equal(t, delivered(ref, len(sent)), delivered(b, 0), "the rest as a bot never killed sends them")
	assert.Equal(t, map[string]int{cy: 1}, briefings(delivered(b, 0), 2), "Cy's briefing after the restart")
	assert.Equal(t, map[string]int{ann: 1, bo: 1, cy: 1}, briefings(delivered(ref, 0), 2))

	_, err = b.Scheduler.AdvanceTo(t.Context(), clk, dawn.Add(time.Minute))
	require.NoError(t, err)
	_, err = b.sender.Flush(t.Context())
	require.NoError(t, err)
	assert.Len(t, b.out.rows, len(got), "nothing told twice")
	assert.Equal(t, 2, worldOf(t, b, ann, bo, cy).Exp.Day, "no second rollover")
}

// move is one player's command of a fight, with its event ID.
type move struct {
	user    id.UserID
	eventID string
}

// TestAPartyFightKilledBetweenItsSettlementsRestartsWhole: the bot killed
// (SIGKILL) in the move that ends a party fight, Bo's share settled and
// saved but Ann's not yet, keeps nothing of that move (rules §2.13): the
// fight is still on where it was, both sheets as they were; the move
// comes again and settles every seat once, as a bot never killed does.
func TestAPartyFightKilledBetweenItsSettlementsRestartsWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "party.db")
	refPath, clk := toBosTurn(t, path)
	ref := openPartyBot(t, refPath, clk)
	defer ref.Close()
	var moves []move
	var lastBefore world
	refFrom := 0 // the reference's rows before the last move
	for n := 0; ; n++ {
		r, ok := fightRow(t, ref)
		if !ok {
			break
		}
		require.Less(t, n, 200, "the fight ends")
		lastBefore, refFrom = worldOf(t, ref, ann, bo), len(ref.out.rows)
		moves = append(moves, move{[]id.UserID{ann, bo}[r.State.Seat], fmt.Sprintf("$move%d", n)})
		ref.say(t, moves[n].eventID, moves[n].user, "!fight auto")
	}
	last := moves[len(moves)-1]
	settled := worldOf(t, ref, ann, bo)
	require.Empty(t, settled.Fight, "the last move ended the fight")

	b := openPartyBot(t, path, clk)
	for _, m := range moves[:len(moves)-1] {
		b.say(t, m.eventID, m.user, "!fight auto")
	}
	require.Equal(t, lastBefore, worldOf(t, b, ann, bo), "the same fight up to its last move")
	require.NoError(t, b.Close())

	crashChild(t, crashPlan{Path: path, At: clk.Now(), User: last.user, EventID: id.EventID(last.eventID), Body: "!fight auto",
		Trigger: "CREATE TRIGGER pause_ann BEFORE UPDATE ON character WHEN NEW.user_id = '" + ann + "' BEGIN SELECT gogobee_pause(); END"})

	b = openPartyBot(t, path, clk)
	defer b.Close()
	_, err := b.Store.DB.Exec(t.Context(), "DROP TRIGGER pause_ann")
	require.NoError(t, err)
	assert.Equal(t, lastBefore, worldOf(t, b, ann, bo), "nothing of the last move was kept, Bo's settlement neither")
	from := len(b.out.rows)
	b.say(t, last.eventID, last.user, "!fight auto")
	assert.Equal(t, settled, worldOf(t, b, ann, bo), "the fight settled once, every seat whole")
	require.NotEmpty(t, delivered(ref, refFrom))
	assert.Equal(t, delivered(ref, refFrom), delivered(b, from), "its answers once, as a bot never killed gives them")
	sent := len(b.out.rows)
	b.say(t, last.eventID, last.user, "!fight auto")
	assert.Len(t, b.out.rows, sent, "the move again answers nothing")
	assert.Equal(t, settled, worldOf(t, b, ann, bo), "and changes nothing")
}

package app

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/testutil/dbtemplate"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// sweepPlayer is the player every sweep state belongs to. The sweep makes
// them an operator too, so the admin tools are swept like the rest.
const sweepPlayer = "@sam:example.org"

// sweepState is one state a player can be in, reached by a console script
// on a fresh database; sign is a line the script's output must contain, so
// a content change that stops reaching the state fails loudly instead of
// sweeping the wrong state.
type sweepState struct {
	name  string
	seed  uint64
	setup []string
	sign  string
}

// sweepStates are the states of the no-stranding sweep: no character, in town,
// entering a zone (room 1, nothing behind), in a zone, at a fork, at an
// elite's door (a zone run's and an expedition's), packing for an
// expedition with nothing bought, in a fight, on an expedition, extracted,
// and down (the game's "dead": out until recovered).
var sweepStates = []sweepState{
	{name: "no character", seed: 1},
	{name: "in town", seed: 1, setup: []string{"!char create Sam cleric"}, sign: "steps out of the fog"},
	{name: "in a zone", seed: 22, setup: []string{"!char create Sam ranger half_elf", "!zone start the crypt", "!zone advance", "!zone advance"},
		sign: "Room 2"},
	{name: "at a fork", seed: 22, setup: []string{"!char create Sam ranger half_elf", "!zone start the crypt",
		"!zone advance", "!zone advance", "!zone advance", "!zone advance", "!zone advance"}, sign: "The way forks"},
	{name: "entering a zone", seed: 22, setup: []string{"!char create Sam ranger half_elf", "!zone start the crypt"}, sign: "Room 1"},
	{name: "at a zone run's elite door", seed: 25, setup: []string{"!char create Sam fighter human", "!zone start crypt_valdris",
		"!zone advance", "!zone advance", "!zone advance", "!zone advance", "!zone advance", "!zone go 1"}, sign: "bars the way"},
	{name: "packing for an expedition", seed: 1, setup: []string{"!char create Sam cleric", "!expedition start crypt_valdris"}, sign: "supplies buy"},
	{name: "in a fight", seed: 1, setup: []string{"!char create Sam mage", "!fight specter"}, sign: "Round 1, your move"},
	{name: "on an expedition", seed: 25, setup: []string{"!char create Sam fighter human", "!expedition start crypt_valdris",
		"!supplies buy standard 1", "!expedition depart", "!advance", "!advance", "!advance", "!advance"}, sign: "Room 5"},
	{name: "at an expedition fork", seed: 25, setup: []string{"!char create Sam fighter human", "!expedition start crypt_valdris",
		"!supplies buy standard 1", "!expedition depart", "!advance", "!advance", "!advance", "!advance", "!advance"}, sign: "The way forks"},
	{name: "at an elite's door", seed: 25, setup: []string{"!char create Sam fighter human", "!expedition start crypt_valdris",
		"!supplies buy standard 1", "!expedition depart", "!advance", "!advance", "!advance", "!advance", "!advance", "!zone go 1"},
		sign: "bars the way"},
	{name: "in an expedition fight", seed: 25, setup: []string{"!char create Sam fighter human", "!expedition start crypt_valdris",
		"!supplies buy standard 1", "!expedition depart", "!advance", "!advance", "!advance", "!advance", "!advance", "!zone go 1", "!fight"},
		sign: "Round 1, your move"},
	{name: "extracted", seed: 5, setup: []string{"!char create Sam rogue halfling", "!expedition start crypt of valdris",
		"!supplies buy standard", "!expedition depart", "!advance", "!advance", "!extract"}, sign: "resume"},
	{name: "down", seed: 1, setup: []string{"!char create Sam mage", "!fight owlbear", "!fight auto"}, sign: "**Down**"},
}

// sweepSamples fills each placeholder of the commands' usage lines with a
// value a player would type. A usage line with a placeholder missing here
// fails the sweep, so a new command is swept as soon as it is registered.
var sweepSamples = map[string][]string{
	"<IANA zone>":                     {"Europe/Paris"},
	"<name>":                          {"Nell"},
	"<class>":                         {"cleric"},
	"<item>":                          {"potion of healing"},
	"<slot|item>":                     {"main hand"},
	"<spell>":                         {"magic missile", "cure wounds"},
	"<monster>":                       {"goblin", "zombie"},
	"<n>":                             {"1"},
	"<N>":                             {"50"},
	"<expression>":                    {"1d20+2"},
	"<zone>":                          {"crypt of valdris"},
	"<command>":                       {"zone"},
	"<topic>":                         {"combat"},
	"<rules topic>":                   {"combat"},
	"<class name>":                    {"paladin", "warlock", "sorcerer", "druid"},
	"<subclass name>":                 {"battle master"},
	"<feature name>":                  {"slippery mind"},
	"<spell name>":                    {"hex"},
	"<@user:server>":                  {sweepPlayer},
	"<id>":                            {"1"},
	"<text>":                          {"the inn is open"},
	"on|off":                          {"on", "off"},
	"<rough|standard|fortified|base>": {"rough", "standard", "fortified", "base"},
	"<standard|deluxe>":               {"standard", "deluxe"},
	"<number|name>":                   {"1", "potion"},
	"level|coins":                     {"level", "coins"},
	"confirm|cancel":                  {"confirm", "cancel"},
	"<items or coins>":                {"coins 5"},
	"accept|decline":                  {"accept", "decline"},
}

// sweepExtras are the second steps the usage lines leave optional.
var sweepExtras = []string{"!char delete confirm", "!zone abandon confirm", "!expedition cancel confirm",
	"!buy potion of healing 2", "!sell potion of healing all", "!fight auto", "!attack 1", "!fight goblin",
	"!use potion", "!zone go 2", "!subclass life", "!subclass champion"}

var placeholderRe = regexp.MustCompile(`<[^<>]+>|[a-z]+(?:\|[a-z]+)+`)

// sweepInvocations expands every visible command's usage lines (a bare
// verb when it has none) into the lines a player would send.
func sweepInvocations(t *testing.T, reg *bot.Registry) []string {
	t.Helper()
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		s = strings.Join(strings.Fields(s), " ")
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, c := range reg.Commands() {
		if c.Hidden {
			continue
		}
		usages := append([]string{c.Name}, c.Usage()...)
		var split []string
		for _, u := range usages {
			u = regexp.MustCompile(`\[[^\[\]]*\]`).ReplaceAllString(u, "") // optional parts left out
			split = append(split, strings.Split(u, " | ")...)              // "supplies buy standard [n] | supplies buy deluxe"
		}
		for _, u := range split {
			lines := []string{u}
			for {
				loc := placeholderRe.FindStringIndex(lines[0])
				if loc == nil {
					break
				}
				ph := lines[0][loc[0]:loc[1]]
				vals, ok := sweepSamples[ph]
				require.True(t, ok, "no sweep sample for %q in %q: add one to sweepSamples", ph, u)
				var next []string
				for _, l := range lines {
					for _, v := range vals {
						next = append(next, strings.Replace(l, ph, v, 1))
					}
				}
				lines = next
			}
			for _, l := range lines {
				add("!" + l)
			}
		}
	}
	for _, e := range sweepExtras {
		add(e)
	}
	return out
}

// sweepResult is what one invocation did in one state.
type sweepResult struct {
	outcome string // bot.OutcomeOK, OutcomeRefused or OutcomeError; "" when nothing ran
	answer  string // everything sent in answer (room and DMs), in order
	reply   string // what was said in the room: the refusal itself, without the welcome DM
}

// outcomeRecorder keeps the router's last command outcome.
type outcomeRecorder struct{ last string }

func (o *outcomeRecorder) Command(_, outcome string, _ time.Duration) { o.last = outcome }
func (o *outcomeRecorder) Refused(reason string) {
	if reason == bot.RefusedRateLimited {
		o.last = "rate limited"
	}
}

// sweeper plays invocations on copies of one state's database.
type sweeper struct {
	t     *testing.T
	state sweepState
	db    string    // the state's database, closed, not to be written
	now   time.Time // the clock when the setup ended
	cache map[string]sweepResult
}

// newSweeper plays st's setup on a console session and keeps its database.
func newSweeper(t *testing.T, st sweepState) *sweeper {
	t.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = filepath.Join(t.TempDir(), "state.db")
	dbtemplate.Copy(t, cfg.DBPath) // migrated once for every state
	var out strings.Builder
	o := ConsoleOptions{User: sweepPlayer, Seed: st.seed, Now: defaultConsoleStart, Log: zerolog.Nop(),
		Input: strings.NewReader(strings.Join(st.setup, "\n")), Out: &out}
	require.NoError(t, PlayConsole(context.Background(), &cfg, o))
	require.Contains(t, out.String(), st.sign, "%s: the setup no longer reaches the state", st.name)
	return &sweeper{t: t, state: st, db: cfg.DBPath, now: defaultConsoleStart, cache: map[string]sweepResult{}}
}

// play runs one invocation on a fresh copy of the state's database.
func (s *sweeper) play(line string) sweepResult {
	if r, ok := s.cache[line]; ok {
		return r
	}
	t := s.t
	t.Helper()
	path := filepath.Join(t.TempDir(), "copy.db")
	copyFile(t, s.db, path)
	// The copy is of a file the setup's console opened, checked and
	// migrated: the checks would prove nothing new (CheckedCopy).
	seed := s.state.seed
	b := openBotWith(t, path, clock.NewFake(s.now), Options{Seed: &seed, CheckedCopy: true}, func(c *config.Config) {
		c.Admins = append(c.Admins, sweepPlayer)
	})
	defer b.Close()
	rec := &outcomeRecorder{}
	b.Router.Observer = rec
	b.say(t, "$sweep", sweepPlayer, line)
	var all, room []string
	for _, r := range b.out.rows {
		all = append(all, r.Body)
		if r.RoomID != "" {
			room = append(room, r.Body)
		}
	}
	r := sweepResult{outcome: rec.last, answer: strings.Join(all, "\n\n"), reply: strings.Join(room, "\n\n")}
	s.cache[line] = r
	return r
}

// namedCommands are the commands named in text, as `!verb words…` code
// spans, without the prefix and with optional parts left out; required
// placeholders stay (fillSamples plays them). Alternations ("a|b") are
// left out: they name a choice, not a command.
func namedCommands(text string) []string {
	var out []string
	for _, m := range regexp.MustCompile("`![^`]*`").FindAllString(text, -1) {
		inner := strings.TrimPrefix(strings.Trim(m, "`"), "!")
		inner = regexp.MustCompile(`\s*\[[^\]]*\]`).ReplaceAllString(inner, "")
		if strings.ContainsAny(regexp.MustCompile(`<[^<>]+>`).ReplaceAllString(inner, ""), "|…") || inner == "" {
			continue
		}
		out = append(out, strings.Join(strings.Fields(inner), " "))
	}
	return out
}

// TestEveryCommandInEveryStateActsOrNamesALegalWay is the no-stranding sweep:
// every command a player can type, in every state a player can be in,
// either acts or is refused with an answer that leads with a command which
// is legal right there (a refused one may follow it: "buy a pack, then
// depart"); nothing fails inside the bot; and every command an answer
// names is one !help documents.
func TestEveryCommandInEveryStateActsOrNamesALegalWay(t *testing.T) {
	probe := openBot(t, testdb.Path(t, "probe.db"), clock.NewFake(defaultConsoleStart))
	reg := probe.Registry
	invocations := sweepInvocations(t, reg)
	probe.Close()
	require.Greater(t, len(invocations), 60, "the sweep covers every command")

	for _, st := range sweepStates {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			s := newSweeper(t, st)
			for _, line := range invocations {
				r := s.play(line)
				require.NotEqual(t, bot.OutcomeError, r.outcome, "%s: %s failed inside the bot:\n%s", st.name, line, r.answer)
				assert.NotEmpty(t, r.answer, "%s: %s got no answer", st.name, line)
				for _, named := range namedCommands(r.answer) {
					assert.NoError(t, documented(reg, named), "%s: %s names `!%s`", st.name, line, named)
				}
				if r.outcome != bot.OutcomeRefused || strings.Contains(r.reply, "\n\nUsage:") || isAdmin(reg, line) {
					continue // an action; bad input answered with the usage; an operator tool's refusal names its setting
				}
				legal, refused := legalAlternatives(s, r.reply)
				assert.NotEmpty(t, legal, "%s: the refusal of %s names no command that works here:\n%s", st.name, line, r.reply)
				if len(refused) > 0 && len(legal) > 0 {
					assert.Less(t, legal[0].at, refused[0].at, "%s: the refusal of %s leads with `!%s`, refused here:\n%s",
						st.name, line, refused[0].cmd, r.reply)
				}
			}
		})
	}
}

// isAdmin says whether line runs an operator tool.
func isAdmin(reg *bot.Registry, line string) bool {
	c, ok := reg.Lookup(strings.TrimPrefix(strings.Fields(line)[0], "!"))
	return ok && c.AdminOnly
}

// legalAlternatives sorts the commands named in a refusal, in the order
// named, into those that work in the same state and those that are refused
// there: a named command with placeholders works when one of its sample
// fillings does. !help and !rules are reading, not a way on, and count as
// neither. A refusal leads with a legal move: it may name a refused
// command only after one that works ("`!supplies buy standard`, then
// `!expedition depart`").
func legalAlternatives(s *sweeper, answer string) (legal, refused []namedAt) {
	for i, named := range namedCommands(answer) {
		if verb := strings.Fields(named)[0]; verb == "help" || verb == "rules" {
			continue
		}
		works := false
		for _, line := range fillSamples(named) {
			if s.play("!"+line).outcome == bot.OutcomeOK {
				works = true
				break
			}
		}
		if works {
			legal = append(legal, namedAt{named, i})
		} else {
			refused = append(refused, namedAt{named, i})
		}
	}
	return legal, refused
}

// namedAt is a command named in an answer and its place among the
// commands the answer names.
type namedAt struct {
	cmd string
	at  int
}

// fillSamples is every line cmd stands for with its placeholders filled
// from sweepSamples (cmd itself when it has none; none when a placeholder
// has no sample).
func fillSamples(cmd string) []string {
	lines := []string{cmd}
	for {
		loc := regexp.MustCompile(`<[^<>]+>`).FindStringIndex(lines[0])
		if loc == nil {
			return lines
		}
		ph := lines[0][loc[0]:loc[1]]
		var next []string
		for _, l := range lines {
			for _, v := range sweepSamples[ph] {
				next = append(next, strings.Replace(l, ph, v, 1))
			}
		}
		if len(next) == 0 {
			return nil
		}
		lines = next
	}
}

// documented says whether !help documents cmd ("verb word…"): a visible
// verb or alias and, for a verb with subcommands, a word dispatch takes
// there: a subcommand (help lists each with its aliases) or a free word
// of a verb that reads them itself.
func documented(reg *bot.Registry, cmd string) error {
	words := strings.Fields(cmd)
	c, ok := reg.Lookup(words[0])
	if !ok || c.Hidden {
		return fmt.Errorf("!help does not list !%s", words[0])
	}
	if _, _, ok := c.Route(words[1:]); !ok {
		return fmt.Errorf("!help %s lists no subcommand %q", words[0], words[1])
	}
	return nil
}

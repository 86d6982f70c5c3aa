package odds

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Subcommand is `!expedition odds`, for the expedition verb's list.
func (s *Service) Subcommand() bot.Subcommand {
	return bot.Subcommand{
		Name: "odds",
		Summary: fmt.Sprintf("Before you go: %d expeditions of your character played by the autopilot: cleared, boss reached, "+
			"forced out, the day supplies run out; for standard and deluxe packing, one of them, or packs (`standard 2 deluxe 1`)", s.runs),
		Params:  []bot.Param{bot.Words("zone"), bot.OptWords("packs")},
		Handler: bot.WithArgs(s.Command),
	}
}

// Command is `!expedition odds <zone> [packs]`. It reads the sender's
// character and answers at once: from the cache when every packing asked
// for is there, else "Running…" while the request goes to the worker once
// the transaction commits. Refused: no zone, a bad count of packs or a
// count with no pack kind (both answered with the packs' form), no
// character, an unknown zone (with a suggestion), a zone the character may
// not enter, packs past the tier's caps, and a request of the sender's
// still running. A zone outside the character's levels is played and
// said to be.
func (s *Service) Command(c *bot.Context, args []string) error {
	query, a, err := parseArgs(args)
	if err := packsWordRefusal(c, err); err != nil {
		return err
	}
	ch, z, err := oddsZone(c, query)
	if err != nil {
		return err
	}
	bought, err := boughtFor(c, z)
	if err != nil {
		return err
	}
	lines, err := packings(z, a, ch.Coins, bought)
	var over errOverCap
	if errors.As(err, &over) {
		return bot.Errorf("%s Try `%s`.", over.Error(), example(c, z.Name, over.Kind, over.Cap))
	}
	if err != nil {
		return err
	}
	j, err := s.request(c, ch, z, lines)
	if err != nil {
		return err
	}
	if got, ok := s.cached(j); ok {
		c.Reply(s.card(j, got))
		return nil
	}
	if s.Pending(c.Sender()) {
		return bot.Errorf("I'm still rolling your last odds; they'll be posted where you asked. Ask again once they're in.")
	}
	c.Replyf("🎲 Running %d expeditions of **%s** for you, %s… I'll post the odds here.", s.runs, z.Name, runningWhat(a, lines))
	c.AfterCommit(func() { s.submit(j) })
	return nil
}

// packsWordRefusal refuses the packs' words parseArgs could not read (its
// err): a count that is no number, or a count with no kind of pack before
// it, each answered with the packs' form. Any other err is no refusal of
// the words: nil.
func packsWordRefusal(c *bot.Context, err error) error {
	var bad errCount
	if errors.As(err, &bad) {
		return bot.Errorf("“%s” isn't a number of packs. Try `%s`.",
			mdtext.Escape(mdtext.Truncate(bad.Word, 12)), example(c, bad.Zone, bad.Kind, 0))
	}
	var bare errNoKind
	if errors.As(err, &bare) {
		return packsRefusal(c, bare.Word, "needs a kind of pack before it", bare.Zone)
	}
	return nil
}

// oddsZone is the sender's character and the zone query names. Refused:
// no character or no such zone (a stray word after a zone's name answered
// with the packs' form, several zones fitting with the command to ask
// again), or a zone the character may not enter (rules §6.2).
func oddsZone(c *bot.Context, query string) (rules.Character, content.Zone, error) {
	ch, z, err := zone.CharacterAndZone(c, query)
	var refused *bot.UserError
	if word, ok := strayWord(c, query); errors.As(err, &refused) && ok {
		return ch, z, packsRefusal(c, word, "isn't a kind of pack", query)
	}
	if errors.As(err, &refused) && !strings.Contains(refused.Message, "`"+c.Prefix()) {
		// "More than one zone fits": name the command to ask again with.
		return ch, z, bot.Errorf("%s Ask with its name: `%sexpedition odds <zone> [packs]`.", refused.Message, c.Prefix())
	}
	if err != nil {
		return ch, z, err
	}
	if !zonerun.MayEnter(ch.Level, z.Tier) {
		return ch, z, bot.Errorf("No odds there. %s", narrate.ZoneRefusal(zonerun.ErrZoneTooHigh{ZoneTier: z.Tier, MaxTier: zonerun.MaxZoneTierFor(ch.Level)}, c.Prefix()))
	}
	return ch, z, nil
}

// runningWhat names the packings a request plays, for its "Running…"
// answer: the packs asked for, the one packing named, or both.
func runningWhat(a ask, lines []line) string {
	switch {
	case a.Packs != nil:
		return "with " + narrate.Packs(a.Packs.Standard, a.Packs.Deluxe)
	case len(lines) == 1:
		return "with " + strings.ToLower(lines[0].name)
	}
	return "with standard and with deluxe packing"
}

// request builds the job of the sender's request: the character as the
// simulator plays it, the sender's autopilot rules (as the walk loads
// them), the seed range of its state and each packing's key.
func (s *Service) request(c *bot.Context, ch rules.Character, z content.Zone, lines []line) (job, error) {
	sc, err := sim.FromStored(ch)
	if err != nil {
		return job{}, err
	}
	mine, err := c.Store.Autopilot.Rules(c, c.Sender())
	if err != nil {
		return job{}, err
	}
	if def := sim.OddsPolicy(play.Rules{}, s.minHP).MinHPPct; mine.RestBelowPct == def {
		mine.RestBelowPct = 0 // the default floor, named
	}
	seed, err := sim.StateSeed(sc, z.ID)
	if err != nil {
		return job{}, err
	}
	for i := range lines {
		if lines[i].key, err = sim.OddsKey(sc, z.ID, lines[i].packing, s.runs, mine, s.minHP); err != nil {
			return job{}, err
		}
	}
	return job{user: string(c.Sender()), room: string(c.Msg.Room), thread: string(c.Msg.ThreadRoot), zone: z, level: ch.Level, char: sc, rules: mine, seed: seed, lines: lines}, nil
}

// cached returns every packing's odds of j when the cache holds them all,
// every run played.
func (s *Service) cached(j job) (map[string]sim.Odds, bool) {
	got := map[string]sim.Odds{}
	for _, l := range j.lines {
		o, ok := s.cache.get(l.key)
		if !ok || o.Runs < s.runs {
			return nil, false
		}
		got[l.key] = o
	}
	return got, true
}

// packings turns what was asked into the packings to play in zone z
// (rules §8.2): standard packing (the tier's standard packs) and deluxe
// packing (those and its deluxe packs), one of them when it was named, or
// the packs named with counts, refused past the tier's caps. Each notes
// whether a purse of coins pays for it now, the packs already bought for
// the expedition into z being provisioned (bought) counting as paid.
func packings(z content.Zone, a ask, coins int, bought sim.Packing) ([]line, error) {
	caps := expedition.PackCapFor(z.Tier)
	standard := line{name: "Standard packing", packing: sim.Packing{Standard: caps.Standard}}
	deluxe := line{name: "Deluxe packing", packing: sim.Packing{Standard: caps.Standard, Deluxe: caps.Deluxe}}
	var out []line
	switch {
	case a.Packs != nil:
		for _, k := range []expedition.PackKind{expedition.PackStandard, expedition.PackDeluxe} {
			n := a.Packs.Standard
			if k == expedition.PackDeluxe {
				n = a.Packs.Deluxe
			}
			if cap := caps.Of(k); n > cap {
				return nil, errOverCap{Zone: z, Kind: k, Cap: cap}
			}
		}
		out = []line{{name: "Your packs", packing: *a.Packs}}
	case a.Packing == expedition.PackStandard:
		out = []line{standard}
	case a.Packing == expedition.PackDeluxe:
		out = []line{deluxe}
	default:
		out = []line{standard, deluxe}
	}
	for i := range out {
		p := out[i].packing
		toBuy := sim.Packing{Standard: max(0, p.Standard-bought.Standard), Deluxe: max(0, p.Deluxe-bought.Deluxe)}
		out[i].affordable = coins >= toBuy.Cost()
	}
	return out, nil
}

// errOverCap is packs past the tier's cap of their kind (rules §8.2).
type errOverCap struct {
	Zone content.Zone
	Kind expedition.PackKind
	Cap  int
}

func (e errOverCap) Error() string {
	most := narrate.Packs(e.Cap, 0)
	if e.Kind == expedition.PackDeluxe {
		most = narrate.Packs(0, e.Cap)
	}
	return fmt.Sprintf("Thom Krooke sells at most %s a leg of an expedition into **%s** (Tier %d).", most, e.Zone.Name, e.Zone.Tier)
}

// strayWord is the last word of query when query names no zone and the
// words before it are a zone's whole name or ID ("goblin warrens
// premium"): a word meant as packs. A typo in the name ("crypt of
// valdirs") is none.
func strayWord(c *bot.Context, query string) (string, bool) {
	words := strings.Fields(query)
	if len(words) < 2 {
		return "", false
	}
	if _, err := zone.MatchZone(c, query); err == nil {
		return "", false
	}
	head := namematch.Normalize(strings.Join(words[:len(words)-1], " "))
	for _, z := range content.Zones() {
		if head == namematch.Normalize(z.Name) || head == namematch.Normalize(string(z.ID)) {
			return words[len(words)-1], true
		}
	}
	return "", false
}

// packsRefusal refuses word, read after the zone named and no packs (why
// says what is wrong with it), showing the form the packs take.
func packsRefusal(c *bot.Context, word, why, named string) error {
	return bot.Errorf("“%s” %s: the packs follow the zone as `%s` or `%s` (a kind alone, `standard` or `deluxe`, is that packing).",
		mdtext.Escape(mdtext.Truncate(word, 12)), why, example(c, named, expedition.PackStandard, 0), example(c, named, expedition.PackDeluxe, 0))
}

// example is an `!expedition odds` command for a refusal to suggest: the
// zone the player named, with or without its last word (Crypt of Valdris
// when it names none), n packs of
// kind (0: 2 standard packs, 1 deluxe pack).
func example(c *bot.Context, named string, kind expedition.PackKind, n int) string {
	where := "crypt of valdris"
	words := strings.Fields(named)
	// A stray word after the zone ("goblin warrens premium 2") is dropped.
	for _, q := range []string{named, strings.Join(words[:max(len(words)-1, 0)], " ")} {
		if z, err := zone.MatchZone(c, q); strings.TrimSpace(q) != "" && err == nil {
			where = strings.TrimPrefix(strings.ToLower(z.Name), "the ")
			break
		}
	}
	if n == 0 {
		n = 2
		if kind == expedition.PackDeluxe {
			n = 1
		}
	}
	return fmt.Sprintf("%sexpedition odds %s %s %d", c.Prefix(), where, kind, n)
}

// boughtFor is the packs the sender has bought for their expedition into
// z while it is provisioned (rules §8.2): none when they have no such
// expedition.
func boughtFor(c *bot.Context, z content.Zone) (sim.Packing, error) {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusProvisioning || e.ZoneID != z.ID {
		return sim.Packing{}, err
	}
	return sim.Packing{Standard: e.Supplies.StandardPacks, Deluxe: e.Supplies.DeluxePacks}, nil
}

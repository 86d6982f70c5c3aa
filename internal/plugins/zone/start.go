package zone

import (
	"errors"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// list is `!zone list`: the zones the character may enter.
func list(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.ZoneList(ch.Name, ch.Level, content.Zones(), c.Prefix()))
	return nil
}

// start is `!zone start <zone>`: a standalone run (no supplies, no threat).
// It is refused without a zone name, for a zone nobody knows (with a "did
// you mean"), above the character's reach, while down, resting, in a fight,
// already in a run, or when the hooks refuse (on an expedition).
func (d Deps) start(c *bot.Context, args []string) error {
	query := strings.TrimSpace(strings.Join(args, " "))
	if query == "" {
		return bot.UsageError(c, "Which zone? `"+c.Prefix()+"zone list` shows them.")
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	z, err := MatchZone(c, query)
	if err != nil {
		return err
	}
	if d.Hooks != nil {
		if err := d.Hooks.BeforeStart(c); err != nil {
			return err
		}
	}
	if err := CanEnter(c, ch, z); err != nil {
		return err
	}
	id, err := c.Store.ZoneRun.Create(c, c.Sender(), z.ID, c.Now)
	if errors.Is(err, store.ErrZoneRunActive) {
		return bot.Errorf("You're already in a zone. `%szone status` shows where.", c.Prefix())
	}
	if err != nil {
		return err
	}
	return d.BeginRun(c, id, z, ch, "")
}

// CanEnter refuses entering zone z with ch: already in a run, down and
// recovering, resting, in a fight, or a zone above the character's reach
// (rules §6.2).
func CanEnter(c *bot.Context, ch rules.Character, z content.Zone) error {
	if r, ok, err := c.Store.ZoneRun.Active(c, c.Sender()); err != nil {
		return err
	} else if ok {
		name := string(r.ZoneID)
		if cur, found := content.ZoneByID(r.ZoneID); found {
			name = cur.Name
		}
		return bot.Errorf("You're already in **%s**. Finish it or `%szone abandon` first.", name, c.Prefix())
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	switch {
	case ch.IsRecovering(c.Now):
		return bot.Errorf("You're down and recovering until %s. The zones will keep.", at.When(ch.DownUntil))
	case ch.IsResting(c.Now):
		return bot.Errorf("You're resting until %s. The zones will keep.", at.When(ch.LockoutUntil))
	}
	if fighting, err := pc.InFight(c, ch); err != nil {
		return err
	} else if fighting {
		return bot.Errorf("You're in a fight. Finish it first: `%sfight` shows where it stands.", c.Prefix())
	}
	if !zonerun.MayEnter(ch.Level, z.Tier) {
		return refusal(c, zonerun.ErrZoneTooHigh{ZoneTier: z.Tier, MaxTier: zonerun.MaxZoneTierFor(ch.Level)})
	}
	return RefuseClosedPortal(c, z)
}

// RefuseClosedPortal refuses entering zone z, on an expedition or a
// standalone run alike, while its portal stays closed since a collapse
// ended the sender's last expedition there (rules §8.12): the same
// reopening time, from the stored expedition, and the same words.
func RefuseClosedPortal(c *bot.Context, z content.Zone) error {
	last, _, err := c.Store.Expedition.LastInZone(c, c.Sender(), z.ID)
	if err != nil {
		return err
	}
	var closed expedition.ErrPortalClosed
	if !errors.As(expedition.CheckPortalOpen(last, c.Now), &closed) {
		return nil
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	return bot.Errorf("%s", narrate.PortalClosedText(z.Name, closed.Until, at, c.Prefix()))
}

// BeginRun starts run id (made by the caller with Store.ZoneRun.Create, in
// this transaction) on zone z's entry for ch, lets the hooks see the
// start, saves it and answers with the first room. An expedition departs
// through it; week is its weekly's ("" for none): such a run rolls its
// rooms on the week's seed and takes nothing over from an earlier run of
// the zone (rules §12.2).
func (d Deps) BeginRun(c *bot.Context, id zonerun.RunID, z content.Zone, ch rules.Character, week string) error {
	g, ok := content.ZoneGraph(z.ID)
	if !ok {
		return errors.New("zone " + string(z.ID) + " has no graph")
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	var carry zonerun.Carry
	if prev, ok, err := c.Store.ZoneRun.LastEnded(c, c.Sender(), z.ID); err != nil {
		return err
	} else if ok && week == "" {
		carry = play.CarryFrom(prev, g, ch, c.Now, at.Loc)
	}
	rooms, fights := play.RunSeeds(c.Router.Seed(), id, week)
	s, err := d.withParty(c, c.Store, session{ch: ch, zone: z, g: g, at: at, run: zonerun.Run{ID: id}})
	if err != nil {
		return err
	}
	st, err := zonerun.Start(zonerun.StartParams{
		ID: id, UserID: string(c.Sender()), Graph: g, ZoneTier: z.Tier, Char: ch,
		Seed: rooms, FightSeed: fights, Now: c.Now, Carry: carry, Party: s.mates,
	})
	if err != nil {
		return refusal(c, err)
	}
	s.run = zonerun.Run{}
	return d.commit(c, s, st)
}

// CharacterAndZone reads the sender's character and the zone query names,
// for a command about a zone it takes as words (`!expedition start`,
// `!expedition odds`). Refused: no zone (with the command's usage), no
// character (pc.Load) and a zone MatchZone does not find.
func CharacterAndZone(c *bot.Context, query string) (rules.Character, content.Zone, error) {
	if strings.TrimSpace(query) == "" {
		return rules.Character{}, content.Zone{}, bot.UsageError(c, "Which zone? `"+c.Prefix()+"zone list` shows where you can go.")
	}
	ch, err := pc.Load(c)
	if err != nil {
		return rules.Character{}, content.Zone{}, err
	}
	z, err := MatchZone(c, query)
	return ch, z, err
}

// MatchZone finds the zone a player meant, by name or ID, the way every
// name is read (namematch.Find; "the" is optional). Nothing: the closest
// name as a suggestion. Several: a "which one".
func MatchZone(c *bot.Context, query string) (content.Zone, error) {
	m := namematch.FindAmong(query, content.Zones(), func(z content.Zone) []string { return []string{z.Name, string(z.ID)} })
	if z, ok := m.Found(); ok {
		return z, nil
	}
	if len(m.Options) > 1 {
		var names []string
		for _, z := range m.Options {
			names = append(names, "**"+z.Name+"**")
		}
		return content.Zone{}, bot.Errorf("More than one zone fits “%s”: %s. Which one?",
			mdtext.EchoName(query), narrate.OrList(names))
	}
	msg := "I don't know a zone called “" + mdtext.EchoName(query) + "”."
	if m.Suggested {
		msg += " Did you mean **" + m.Suggest.Name + "**?"
	}
	return content.Zone{}, bot.Errorf("%s `%szone list` shows them all.", msg, c.Prefix())
}

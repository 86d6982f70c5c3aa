package expedition

import (
	"errors"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"maunium.net/go/mautrix/id"
)

// ExpeditionRest is the rest plugin's hook (rest.Deps.ExpeditionRest): on
// an active expedition no rest is taken while a night encounter waits, a
// short rest is refused in a fight and in Siege Mode (but under the
// player's Tiny Hut, rules §8.8), and a long rest needs a
// standard camp or better with supplies above 10% whose long rest the
// player has not had (expedition.CheckShortRest, CheckCampLongRest: the
// 24-hour cooldown does not hold a camp's, rules §3.2). A party member's
// short rest is their own, under the same checks on the party's
// expedition; their long rest is the camp the leader pitches (rules
// §8.23).
func (p *Plugin) ExpeditionRest(c *bot.Context, kind string) (bool, error) {
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return false, err
	}
	if e.PendingNight != nil {
		return true, refusal(c, expedition.ErrEncounterPending{})
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return true, err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return true, err
	}
	if kind == "long" && e.UserID != string(c.Sender()) {
		return true, refuseMemberLongRest(c, e, restCheck(e, f.pos, ch, "short", c.Now) == nil)
	}
	if err := restCheck(e, f.pos, ch, kind, c.Now); err != nil {
		return true, refuseRest(c, e, f.pos, ch, err)
	}
	return true, nil
}

// restCheck is the engine's check of a rest of kind ("short" or "long")
// at pos on e for ch at now: a short rest's (expedition.CheckShortRestFor:
// in Siege Mode only under ch's Tiny Hut, rules §8.8)
// or a camp's long rest's (expedition.CheckCampLongRest, rules §3.2).
func restCheck(e expedition.Expedition, pos expedition.Position, ch rules.Character, kind string, now time.Time) error {
	if kind == "short" {
		_, err := expedition.CheckShortRestFor(e, pos, ch)
		return err
	}
	return expedition.CheckCampLongRest(e, pos, ch, now)
}

// ShortRestHut is the rest plugin's hook (rest.Deps.ShortRestHut): whether
// the sender's short rest, once ExpeditionRest allowed it, stands under
// their Tiny Hut (expedition.HutShelters: an active expedition in Siege
// Mode and the hut's use left, rules §1.7, §8.8), so the rest spends the
// use.
func (p *Plugin) ShortRestHut(c *bot.Context, ch rules.Character) (bool, error) {
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return false, err
	}
	return expedition.HutShelters(e, ch), nil
}

// ShortRestDice is the rest plugin's hook (rest.Deps.ShortRestDice): how
// many hit dice the sender's short rest spends, at most: two on an active
// party expedition, the leader's and each member's (expedition.ShortRestDice,
// rules §3.1, §8.23), else one.
func (p *Plugin) ShortRestDice(c *bot.Context) (int, error) {
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil || !ok {
		return 1, err
	}
	return expedition.ShortRestDice(e), nil
}

// refuseMemberLongRest refuses a party member's `!rest long` on party
// expedition e: the party's long rest is the camp its leader pitches,
// which rests every member (rules §8.23); short says whether the
// member's own short rest would be taken now (not in Siege Mode but under
// their Tiny Hut), and only then is it offered.
func refuseMemberLongRest(c *bot.Context, e expedition.Expedition, short bool) error {
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	offer := ""
	if short {
		offer = fmt.Sprintf(" `%srest short` is yours to take.", c.Prefix())
	}
	return pc.RefuseWithWayOn(c, "On a party's expedition the long rest is the camp's, and %s pitches it (`%scamp`): it rests the whole party.%s",
		leader, c.Prefix(), offer)
}

// refuseRest answers a rest the engine refused with err: a camp's long
// rest spent or already had, no camp, or rationing each has its own
// words (rules §3.2); any other refusal is the engine's own.
func refuseRest(c *bot.Context, e expedition.Expedition, pos expedition.Position, ch rules.Character, err error) error {
	var denied expedition.ErrRestDenied
	if !errors.As(err, &denied) {
		return refusal(c, err)
	}
	switch denied.Reason {
	case expedition.RestSiege:
		if ch.HasFeature(rules.FeatureTinyHut) { // its one use is spent: say so, not only Siege Mode's rule
			return pc.RefuseWithWayOn(c, "No rest here: %s, and your Tiny Hut is spent until your next long rest.", denied.Reason)
		}
	case expedition.RestCampUsed:
		return pc.RefuseWithWayOn(c, "On an expedition a long rest needs a standard camp or better. %s", narrate.CampSpentText(e, ch, c.Now, c.Prefix()))
	case expedition.RestCampHad:
		return pc.RefuseWithWayOn(c, "%s", narrate.CampRestHadText(e, ch, c.Now, c.Prefix()))
	case expedition.RestNoCamp:
		return refuseNoCamp(c, pos)
	case expedition.RestRationing:
		return pc.RefuseWithWayOn(c, "%s", narrate.RationedRestText(e, c.Prefix()))
	}
	return refusal(c, err)
}

// refuseNoCamp answers a long rest with no camp at pos: why no camp may
// stand here, or how to pitch one.
func refuseNoCamp(c *bot.Context, pos expedition.Position) error {
	var place expedition.ErrCampForbidden
	if errors.As(expedition.CheckCampPlace(pos), &place) {
		return pc.RefuseWithWayOn(c, "On an expedition a long rest needs a camp, and there's no camp here: %s.", place.Reason)
	}
	return pc.RefuseWithWayOn(c, "On an expedition a long rest needs a camp: `%scamp standard` in a cleared room (it rests you at once), or `%scamp rough` to get back up to half your HP.",
		c.Prefix(), c.Prefix())
}

// CampRest is the rest plugin's camp rest (rest.Deps.CampRest): `!rest
// long` in the sender's standing camp once ExpeditionRest allowed it, the
// camp's long rest as pitching gives it (play.CampRest, rules §3.2,
// §8.10). It saves the expedition and the run and returns the rested
// character (the caller's to save), the rest's report and the room's
// answer; an engine refusal is the player's answer, nothing saved.
func (p *Plugin) CampRest(c *bot.Context, ch rules.Character) (rules.Character, rules.RestReport, string, error) {
	f, err := active(c)
	if err != nil {
		return ch, rules.RestReport{}, "", err
	}
	out, err := play.CampRest(f.e, f.run, f.g, ch, f.pos.InCombat, c.Now)
	if err != nil {
		return ch, rules.RestReport{}, "", refusal(c, err)
	}
	if err := save(c, c.Store, out.Exp, c.Now); err != nil {
		return ch, rules.RestReport{}, "", err
	}
	members, err := restMembers(c, c.Store, out.Exp, out.Result, c.Now)
	if err != nil {
		return ch, rules.RestReport{}, "", err
	}
	if err := tellCamp(c, out.Char.Name, out.Result, members); err != nil { // the rest plugin holds them back for its answer
		return ch, rules.RestReport{}, "", err
	}
	if out.Regrown || out.ZoneGrew {
		if err := saveRun(c, c.Store, out.Run); err != nil {
			return ch, rules.RestReport{}, "", err
		}
	}
	at, err := pc.Moment(c)
	if err != nil {
		return ch, rules.RestReport{}, "", err
	}
	text := narrate.CampRestRoom(out.Char.Name, out.Result, out.Exp, at, out.Regrown)
	if out.ZoneGrew {
		text += "\n" + narrate.ZoneGrewText
	}
	return out.Char, *out.Result.LongRest, text, nil
}

package expedition

import (
	"context"
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// crew is a party's other members as a command or job loads them (rules
// §8.22): their users and characters, by seat.
type crew struct {
	users []id.UserID
	chars []rules.Character
}

// loadCrew loads the characters of e's members still in the party, by
// seat; empty for a solo expedition. A member without a character is an
// error: deleting one's character takes one out of the party.
func loadCrew(ctx context.Context, st *store.Store, e expedition.Expedition) (crew, error) {
	var cr crew
	for _, u := range pc.UserIDs(e.MemberUsers()) {
		ch, ok, err := st.Character.Get(ctx, u)
		if err != nil {
			return cr, err
		}
		if !ok {
			return cr, fmt.Errorf("party member %s of expedition %s has no character", u, e.ID)
		}
		cr.users, cr.chars = append(cr.users, u), append(cr.chars, ch)
	}
	return cr, nil
}

// save writes the members' characters as they now stand.
func (cr crew) save(ctx context.Context, st *store.Store, chars []rules.Character, at time.Time) error {
	for k, u := range cr.users {
		if k < len(chars) {
			if err := st.Character.Save(ctx, u, chars[k], at); err != nil {
				return err
			}
		}
	}
	return nil
}

// memberRest is a party member's rest in the leader's camp: who, and
// their character as the camp found and left them.
type memberRest struct {
	user          id.UserID
	before, after rules.Character
}

// restMembers gives every member of e's party the rest of the camp the
// leader just made or rested in (expedition.MemberCamp, rules §8.23),
// saves them and returns each one's rest, for tellCamp.
func restMembers(ctx context.Context, st *store.Store, e expedition.Expedition, res expedition.CampResult, at time.Time) ([]memberRest, error) {
	cr, err := loadCrew(ctx, st, e)
	if err != nil {
		return nil, err
	}
	rested := make([]rules.Character, len(cr.chars))
	out := make([]memberRest, len(cr.chars))
	for k, ch := range cr.chars {
		rested[k], _ = expedition.MemberCamp(ch, res, at)
		out[k] = memberRest{user: cr.users[k], before: ch, after: rested[k]}
	}
	return out, cr.save(ctx, st, rested, at)
}

// tellCamp DMs each member the rest they got in the camp of leader (the
// leader character's name) as res reports it, at their own time zone
// (rules §8.23): what came back and until when they sleep.
func tellCamp(c *bot.Context, leader string, res expedition.CampResult, rested []memberRest) error {
	for _, m := range rested {
		loc, err := c.LocationOf(m.user)
		if err != nil {
			return err
		}
		c.DM(m.user, narrate.MemberCampDM(leader, res, m.before, m.after, narrate.Moment{Now: c.Now, Loc: loc}))
	}
	return nil
}

// PartyShortRest is the rest plugin's party hook (rest.Deps.PartyShortRest,
// rules §8.23): as the leader of an active expedition takes a short rest,
// every member who is awake, not fighting and would recover something
// rests too, on their own hit dice, two at most (play.ShortRestDice,
// expedition.ShortRestDice); it returns each of
// them as rested, saved only when save is set (else it only looks).
func (p *Plugin) PartyShortRest(c *bot.Context, save bool) ([]rules.Character, error) {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return nil, err
	}
	cr, err := loadCrew(c, c.Store, e)
	if err != nil {
		return nil, err
	}
	var rested []rules.Character
	for k, u := range cr.users {
		ch := cr.chars[k]
		if ch.InCombat || rules.CheckAwake(ch, c.Now) != nil {
			continue
		}
		next, rep, err := play.ShortRestDice(ch, c.Router.Seed(), string(u), c.Now, expedition.ShortRestDice(e))
		if err != nil || !rep.Recovered() {
			continue // nothing a short rest gives them now
		}
		if save {
			if err := c.Store.Character.Save(c, u, next, c.Now); err != nil {
				return nil, err
			}
		}
		rested = append(rested, next)
	}
	return rested, nil
}

// lossDMs tell each member of e's party (users, by seat) what a forced
// extraction took from them (losses, by seat; rules §8.18, §8.23).
func lossDMs(e expedition.Expedition, users []id.UserID, losses []expedition.Loss) []zone.PartyDM {
	var out []zone.PartyDM
	for k, l := range losses {
		if k >= len(users) {
			break
		}
		out = append(out, zone.PartyDM{User: users[k], Text: fmt.Sprintf("🚑 **Forced out of %s with the party.** %s",
			narrate.ZoneName(e.ZoneID), narrate.LossText(l, "this expedition"))})
	}
	return out
}

// partyHPNow is every seat of e's party with HP as it stands (a fight's
// HP while one is on), the leader's first; nil for a solo expedition.
func partyHPNow(c *bot.Context, e expedition.Expedition) ([]narrate.PartySeat, error) {
	users := pc.UserIDs(e.MemberUsers())
	if len(users) == 0 {
		return nil, nil
	}
	var out []narrate.PartySeat
	for _, u := range append([]id.UserID{id.UserID(e.UserID)}, users...) {
		ch, ok, err := c.Store.Character.Get(c, u)
		if err != nil || !ok {
			return nil, err
		}
		if ch, _, err = pc.InFightNowOf(c, u, ch); err != nil {
			return nil, err
		}
		seat := narrate.PartySeat{Char: ch}
		if m, ok := e.Member(string(u)); ok {
			seat.Seat = m.Seat
		}
		out = append(out, seat)
	}
	return out, nil
}

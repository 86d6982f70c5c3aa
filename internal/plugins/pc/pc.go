// Package pc holds what the character-facing plugins share: loading the
// sender's character inside the command's transaction (with the standard
// "no character yet" refusal), saving it, the fight check, the reader's
// Moment for narrate, and matching typed item names to catalogue IDs.
package pc

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// NoCharacter is the refusal for a command that needs a character when the
// sender has none.
func NoCharacter(c *bot.Context) error {
	return bot.Errorf("You don't have a character yet: `%schar create <name> <class>`", c.Prefix())
}

// Load reads the sender's character in the command's transaction. A
// character whose recovery from 0 HP has run out is put back on their feet
// (rules.FinishRecovery) and saved. It returns NoCharacter's refusal when
// the sender has no character.
func Load(c *bot.Context) (rules.Character, error) {
	ch, ok, err := c.Store.Character.Get(c, c.Sender())
	if err != nil {
		return rules.Character{}, err
	}
	if !ok {
		return rules.Character{}, NoCharacter(c)
	}
	if back, done := rules.FinishRecovery(ch, c.Now); done {
		if err := Save(c, back); err != nil {
			return rules.Character{}, err
		}
		ch = back
	}
	return ch, nil
}

// WithMoment is what load reads for the sender (the character: Load;
// an expedition, report cards) with the command's Moment, for the
// commands that tell times in the sender's time zone.
func WithMoment[T any](c *bot.Context, load func(*bot.Context) (T, error)) (T, narrate.Moment, error) {
	v, err := load(c)
	if err != nil {
		return v, narrate.Moment{}, err
	}
	at, err := Moment(c)
	return v, at, err
}

// Save writes the sender's character in the command's transaction.
func Save(c *bot.Context, ch rules.Character) error {
	return c.Store.Character.Save(c, c.Sender(), ch, c.Now)
}

// InFight reports whether the sender has a turn-by-turn fight in progress
// (a row in the store's fight table, theirs or, for a party's member, their
// leader's) or the character is flagged in combat.
func InFight(c *bot.Context, ch rules.Character) (bool, error) {
	if ch.InCombat {
		return true, nil
	}
	if _, ok, err := c.Store.Fight.Get(c, c.Sender()); err != nil || ok {
		return ok, err
	}
	// A party's fight is kept with its leader (rules §2.13).
	e, member, err := PartyOf(c)
	if err != nil || !member {
		return false, err
	}
	_, ok, err := c.Store.Fight.Get(c, id.UserID(e.UserID))
	return ok, err
}

// RefuseInFight answers refusal (a *bot.UserError) when the sender has a
// fight running, and nil otherwise: for commands that make no sense
// mid-fight, such as changing gear or shopping.
func RefuseInFight(c *bot.Context, ch rules.Character, refusal string) error {
	fight, err := InFight(c, ch)
	if err != nil {
		return err
	}
	if fight {
		return bot.Errorf("%s", refusal)
	}
	return nil
}

// FightHP returns the sender's sheet HP as it stands in a running fight
// (combat HP less the gear HP bonus, as the fight will settle it); ok is
// false when there is no fight. The stored sheet keeps the pre-fight HP
// until the fight is settled, so views that show HP ask here first.
func FightHP(c *bot.Context) (hp int, ok bool, err error) {
	live, ok, err := InFightNow(c, rules.Character{})
	return live.HP, ok, err
}

// InFightNow returns ch as it stands in the sender's running fight: the
// fight's snapshot of the character, with the slots, features and
// conditions spent so far, and the HP FightHP gives; ok is false when
// there is no fight (ch comes back as it was). `!sheet` and `!spells` show
// it, so mid-fight they never show the slots the player had before.
func InFightNow(c *bot.Context, ch rules.Character) (rules.Character, bool, error) {
	return InFightNowOf(c, c.Sender(), ch)
}

// InFightNowOf is InFightNow for userID, whose character is ch: their
// own seat of the fight they are in, their own or, for a party's member,
// the one kept with the leader (rules §2.13, §8.22).
func InFightNowOf(c *bot.Context, userID id.UserID, ch rules.Character) (rules.Character, bool, error) {
	p, ok, err := FightSeat(c, userID)
	if err != nil || !ok {
		return ch, false, err
	}
	if p.Char.Class != "" {
		ch = p.Char
	}
	ch.HP = max(p.HP-p.HPBonus, 0)
	return ch, true, nil
}

// FightSeat is userID's seat in the fight they are in (rules §2.13): their
// own fight's first seat, or, for a party's member, their seat of the
// fight kept with the leader; ok is false with no fight. A seat that fled
// (combat.Player.Fled) is out of the fight, its sheet held by it until the
// fight ends. Errors: an unreadable fight row, a party row without the seat.
func FightSeat(c *bot.Context, userID id.UserID) (combat.Player, bool, error) {
	keeper := userID
	data, ok, err := c.Store.Fight.Get(c, userID)
	if err == nil && !ok {
		var e expedition.Expedition
		if e, ok, err = c.Store.Expedition.MemberOf(c, userID); err == nil && ok {
			keeper = id.UserID(e.UserID)
			data, ok, err = c.Store.Fight.Get(c, keeper)
		}
	}
	if err != nil || !ok {
		return combat.Player{}, false, err
	}
	var row struct {
		State combat.State `json:"state"`
		Party []id.UserID  `json:"party"`
	}
	if err := json.Unmarshal(data, &row); err != nil {
		return combat.Player{}, false, fmt.Errorf("fight of %s is unreadable: %w", keeper, err)
	}
	seat := 0
	if keeper != userID {
		if seat = slices.Index(row.Party, userID) + 1; seat == 0 {
			return combat.Player{}, false, nil // the leader's fight is not theirs
		}
	}
	if seat >= len(row.State.Players) {
		return combat.Player{}, false, fmt.Errorf("fight of %s holds no seat %d", keeper, seat)
	}
	return row.State.Players[seat], true, nil
}

// TurnOf is whose turn it is in the fight keeper keeps (rules §2.13):
// keeper's own for a fight of one seat or their seat's turn, else the
// member's whose seat is in focus; ok is false when keeper has no fight.
func TurnOf(c *bot.Context, keeper id.UserID) (user id.UserID, ok bool, err error) {
	data, ok, err := c.Store.Fight.Get(c, keeper)
	if err != nil || !ok {
		return "", false, err
	}
	var row struct {
		State combat.State `json:"state"`
		Party []id.UserID  `json:"party"`
	}
	if err := json.Unmarshal(data, &row); err != nil {
		return "", false, fmt.Errorf("fight of %s is unreadable: %w", keeper, err)
	}
	if k := row.State.Seat; k > 0 && k <= len(row.Party) {
		return row.Party[k-1], true, nil
	}
	return keeper, true, nil
}

// Moment is the command's time in the sender's time zone, for narrate.
func Moment(c *bot.Context) (narrate.Moment, error) {
	loc, err := c.Location()
	if err != nil {
		return narrate.Moment{}, err
	}
	return narrate.Moment{Now: c.Now, Loc: loc}, nil
}

// Earlier reports whether a history record (an expedition or a zone run)
// with ID id (in its own table: kind "run" or "expedition") that began at
// began belongs to an earlier character of the sender: one deleted before
// the current character was created. The deletion's history floor
// (store.CharacterQuery.HistoryFloor) decides exactly; records of deletions from before
// the floor was kept fall back to the times. With no character, nothing
// is earlier.
func Earlier(c *bot.Context, kind string, id int64, began time.Time) (bool, error) {
	return EarlierOf(c, c.Sender(), kind, id, began)
}

// EarlierOf is Earlier for user's history rather than the sender's.
func EarlierOf(c *bot.Context, user id.UserID, kind string, id int64, began time.Time) (bool, error) {
	created, ok, err := c.Store.Character.CreatedAt(c, user)
	if err != nil || !ok {
		return false, err
	}
	run, exp, err := c.Store.Character.HistoryFloor(c, user)
	if err != nil {
		return false, err
	}
	floor := run
	if kind == "expedition" {
		floor = exp
	}
	return id <= floor || began.Before(created), nil
}

// LatestOwnRun is the sender's latest zone run when it belongs to their
// current character (not to one they deleted: Earlier).
func LatestOwnRun(c *bot.Context) (zonerun.Run, bool, error) {
	return latestOwn(c, c.Store.ZoneRun.Latest, "run", func(r zonerun.Run) (int64, time.Time) { return int64(r.ID), r.StartedAt })
}

// LatestOwnExpedition is the sender's latest expedition when it belongs to
// their current character (not to one they deleted: Earlier).
func LatestOwnExpedition(c *bot.Context) (expedition.Expedition, bool, error) {
	return latestOwn(c, c.Store.Expedition.Latest, "expedition", func(e expedition.Expedition) (int64, time.Time) { return int64(e.ID), e.CreatedAt })
}

// latestOwn is the sender's latest record of kind (Earlier's "run" or
// "expedition"), read by latest, when it belongs to their current
// character; began gives its ID and when it began.
func latestOwn[T any](c *bot.Context, latest func(context.Context, id.UserID) (T, bool, error), kind string, began func(T) (int64, time.Time)) (T, bool, error) {
	r, ok, err := latest(c, c.Sender())
	if err != nil || !ok {
		return r, ok, err
	}
	n, at := began(r)
	earlier, err := Earlier(c, kind, n, at)
	return r, !earlier, err
}

// ShopAway is the zone the sender stands in, where Thom Krooke's counter
// is refused (rules §4.5), or "" in town, where it is open: the one place
// that decides whether advice to `!buy` or `!sell` can be taken now.
func ShopAway(c *bot.Context) (zoneID content.ZoneID, err error) {
	run, inZone, err := InADungeon(c)
	if err != nil || !inZone {
		return "", err
	}
	return run.ZoneID, nil
}

// InADungeon returns the sender's active zone run when they stand in it:
// the run of an expedition they extracted from waits in the zone for
// `!resume` while they are home, extracted or restocking after `!resume`
// (rules §4.5, §8.17), and does not count. ok is false out of any zone.
func InADungeon(c *bot.Context) (run zonerun.Run, ok bool, err error) {
	return InADungeonOf(c, c.Sender())
}

// InADungeonOf is InADungeon for userID (the other side of a gift, rules
// §4.6); a party's member is in the dungeon its leader's run is in
// (rules §8.22).
func InADungeonOf(c *bot.Context, userID id.UserID) (run zonerun.Run, ok bool, err error) {
	run, ok, err = c.Store.ZoneRun.Active(c, userID)
	if err == nil && !ok {
		if e, member, err := c.Store.Expedition.MemberOf(c, userID); err != nil || !member {
			return run, false, err
		} else if run, ok, err = c.Store.ZoneRun.Active(c, id.UserID(e.UserID)); err != nil || !ok {
			return run, false, err
		}
	}
	if err != nil || !ok {
		return run, false, err
	}
	if e, owned, err := c.Store.Expedition.ByRun(c, run.ID); err != nil {
		return run, false, err
	} else if owned && e.Status != expedition.StatusActive {
		return run, false, nil
	}
	return run, true, nil
}

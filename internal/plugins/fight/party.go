package fight

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// seatOf is user's seat in r's fight (rules §2.13): 0 for the row's
// owner, k for the k-th of its party; ok is false for anyone else.
func (r Row) seatOf(c *bot.Context, user id.UserID) (int, bool) {
	if user == r.keeper(c) {
		return 0, true
	}
	if k := slices.Index(r.Party, user); k >= 0 {
		return k + 1, true
	}
	return 0, false
}

// userAt is the user of seat k of r's fight.
func (r Row) userAt(c *bot.Context, k int) id.UserID {
	if k == 0 {
		return r.keeper(c)
	}
	if k-1 < len(r.Party) {
		return r.Party[k-1]
	}
	return ""
}

// yourTurn refuses a move in a party fight when it is another seat's turn
// (rules §2.13: each seat plays its own turns), naming whose it is.
func (r Row) yourTurn(c *bot.Context) error {
	if len(r.State.Players) < 2 {
		return nil
	}
	k, ok := r.seatOf(c, c.Sender())
	if ok && k < len(r.State.Players) && r.State.Players[k].Fled {
		return r.fledRefusal(c)
	}
	if ok && k == r.State.Seat {
		return nil
	}
	return bot.Errorf("It's **%s**'s turn. You act on yours; `%sfight` shows the fight.",
		mdtext.Escape(r.State.Player().Name), c.Prefix())
}

// autoTurns plays the turns of r's seats on autopilot that come now
// (combat.PlayAuto, rules §2.13), after the events evs, and returns the
// fight with every event so far.
func (r Row) autoTurns(evs []combat.Event) (Row, []combat.Event, error) {
	st, more, err := combat.PlayAuto(r.State, combat.DefaultPolicy())
	if err != nil {
		return r, evs, err
	}
	r.State = st
	return r, append(evs, more...), nil
}

// errTakenOver is what current returns once takeOver has answered a move
// of a seat on autopilot: its handler ends there with the change saved
// (answered).
var errTakenOver = errors.New("fight: the seat's player took over from the autopilot")

// answered is a fight move's error as its handler returns it:
// errTakenOver, whose answer and save are made, is no error.
func answered(err error) error {
	if errors.Is(err, errTakenOver) {
		return nil
	}
	return err
}

// takeOver answers a move of the sender's seat k while it is on autopilot
// (rules §2.13): the seat's turns are the player's again, and the move
// waits for the next of them, since a seat on autopilot never holds the
// turn. Returns errTakenOver once saved.
func (r Row) takeOver(c *bot.Context, k int) error {
	st, err := combat.SetAuto(r.State, k, false)
	if err != nil {
		return err
	}
	r.State = st
	if err := saveRow(c, r); err != nil {
		return err
	}
	c.Replyf("🎮 **You take over** from the autopilot: your turns wait for you again. It's **%s**'s turn now, and that move was not made: send it again when your turn comes. `%sfight auto` hands your turns back.",
		mdtext.Escape(r.State.Player().Name), c.Prefix())
	return errTakenOver
}

// fledRefusal answers a seat that fled the fight (rules §2.13): it is out
// of it, the fight goes on with the seats still standing, and its sheet is
// settled with the fight's end.
func (r Row) fledRefusal(c *bot.Context) error {
	var standing []string
	for _, p := range r.State.Players {
		if p.HP > 0 && !p.Fled {
			standing = append(standing, "**"+mdtext.Escape(p.Name)+"**")
		}
	}
	return bot.Errorf("You fled this fight: it goes on without you while %s fights on, and nothing you do reaches it. Your sheet comes back to you as the fight ends; `%sfight` shows it.",
		narrate.List(standing), c.Prefix())
}

// ally reads a heal's target words as a member of the fight (rules
// §2.13): their user ID (`!cast cure wounds @bob:example.org`) or, when
// byName, their character's name in any case (`Ann`). It is the
// Action.Ally of their seat, 0 for the sender's own (a heal on oneself).
// ok is false when the words name neither; a user not seated in the fight
// is refused, the refusal ending with goes (what may be aimed where).
func (r Row) ally(c *bot.Context, words, goes string, byName bool) (int, bool, error) {
	k, seated := 0, false
	if user, isUser := pc.UserArg(words); isUser {
		if k, seated = r.seatOf(c, user); !seated {
			return 0, true, bot.Errorf("%s isn't in this fight: %s", mdtext.EchoName(words), goes)
		}
	} else if k, seated = r.seatNamed(words); !byName || !seated {
		return 0, false, nil
	}
	if k == r.ownSeat(c) {
		return 0, true, nil
	}
	return k + 1, true, nil
}

// ownSeat is the sender's seat in the fight, -1 for one not seated in it
// (an onlooker), whose heal then names every seat as another's.
func (r Row) ownSeat(c *bot.Context) int {
	if k, ok := r.seatOf(c, c.Sender()); ok {
		return k
	}
	return -1
}

// seatNamed is the seat whose character words names in full, any case or
// apostrophes (namematch.Normalize); ok is false for none.
func (r Row) seatNamed(words string) (int, bool) {
	q := namematch.Normalize(words)
	for k, p := range r.State.Players {
		if q != "" && namematch.Normalize(p.Name) == q {
			return k, true
		}
	}
	return 0, false
}

// noOneNamed refuses a heal aimed at words that name no member of the
// fight (rules §2.13), nothing spent: how is the command without its
// target (`!cast cure wounds`), and the way on names the other seats'
// characters, who may be healed by user ID or by name. Words naming a
// foe are told so: a heal never goes to one.
func (r Row) noOneNamed(c *bot.Context, words, how string) error {
	lead := fmt.Sprintf("“%s” names no one in this fight", mdtext.EchoName(words))
	if i, err := combat.FindTarget(r.State, words); err == nil && i >= 0 {
		lead = "**" + mdtext.Escape(r.State.Enemies[i].Name) + "** is a foe, and a heal never goes to one"
	}
	own := r.ownSeat(c)
	var names []string
	for k, p := range r.State.Players {
		if k != own && !p.Fled {
			names = append(names, "**"+mdtext.Escape(p.Name)+"**")
		}
	}
	if len(names) == 0 {
		return bot.Errorf("%s: `%s` heals you, and nothing was spent.", lead, how)
	}
	return bot.Errorf("%s: heal an ally with `%s @user:server` or their character's name (%s), or yourself with `%s`; nothing was spent.",
		lead, how, narrate.OrList(names), how)
}

// settleParty settles a finished party fight's other seats (rules §2.13):
// each member's sheet as the fight left it, their loot in the pack, saved,
// and a level-up told by DM; the first seat's settlement, its Outcome.Seats
// every seat's, is returned for the fight's origin, with the others' in
// seat order.
func settleParty(c *bot.Context, r Row) (combat.Settlement, []combat.Settlement, narrate.Moment, error) {
	at, err := pc.Moment(c)
	if err != nil {
		return combat.Settlement{}, nil, narrate.Moment{}, err
	}
	first, others, err := combat.SettleParty(r.State, c.Now)
	if err != nil {
		return first, nil, at, err
	}
	for k, set := range others {
		user := r.userAt(c, k+1)
		ch := combat.ApplyLoot(set.Character, set.Outcome.Loot)
		if err := c.Store.Character.Save(c, user, ch, c.Now); err != nil {
			return first, nil, at, err
		}
		if dm := levelUpDM(ch, set, c.Prefix()); dm != "" {
			c.DM(user, dm)
		}
	}
	return first, others, at, nil
}

// memberEnds answers a party fight's last move when a member made it
// (rules §2.13): the room reads the log and the member's own outcome as
// the member, and the leader, whose run the fight hands back to, gets
// their outcome and the run's lines by DM, so no "You" in either means
// someone else. ok is false when the sender is the leader or the fight
// had one seat.
func (r Row) memberEnds(c *bot.Context, lead string, evs []combat.Event, first combat.Settlement, others []combat.Settlement, at narrate.Moment, lines []string) (bool, error) {
	k, seated := r.seatOf(c, c.Sender())
	if len(r.State.Players) < 2 || !seated || k == 0 || k > len(others) {
		return false, nil
	}
	owner := r.keeper(c)
	leader, err := pc.PlayerName(c, owner)
	if err != nil {
		return false, err
	}
	over := fmt.Sprintf("👥 The fight is over. %s, who leads, has their outcome and the way on by DM.", leader)
	c.Reply(report(lead, r.logText(c, evs), r.fellIn(others[k-1], k), at, []string{over}))
	c.DM(owner, report("", strings.Join(combat.RoundLogFor(evs, combat.PlayerID), "\n"), r.fellIn(first, 0), at, lines))
	return true, nil
}

// levelUpDM is the DM of a level-up a fight's settlement set gave ch, ""
// for none.
func levelUpDM(ch rules.Character, set combat.Settlement, prefix string) string {
	if r := set.Outcome.Result; r == combat.ResultDowned || r == combat.ResultFled { // a run's loss follows (rules §6.9)
		return narrate.LevelUpDMBeforeLoss(ch.Name, set.LevelUp, prefix)
	}
	return narrate.LevelUpDM(ch.Name, set.LevelUp, prefix)
}

// logText is the log of evs as a party fight's room reads it: every seat
// by its character's name, the leader's too, so no "You" in the room
// means another player (rules §2.13); a solo fight's log is the player's.
func (r Row) logText(c *bot.Context, evs []combat.Event) string {
	if len(r.State.Players) < 2 {
		return logText(evs)
	}
	// a seat ID no one holds: RoundLogFor names every seat
	return strings.Join(combat.RoundLogFor(evs, combat.SeatID(len(r.State.Players))), "\n")
}

// roundText is the answer to a move in a fight that goes on: the log as
// the room reads it and the state of the fight; in a party fight the
// state is the seat's whose turn it is, named first, and the moves line
// names that seat unless the sender holds the turn (rules §2.13).
func (r Row) roundText(c *bot.Context, evs []combat.Event) string {
	if len(r.State.Players) < 2 {
		return roundText(r.State, evs, c.Prefix())
	}
	turn := fmt.Sprintf("▶️ **%s**'s turn", mdtext.Escape(r.State.Player().Name))
	if u := r.userAt(c, r.State.Seat); u != "" {
		turn += " (" + mdtext.Escape(string(u)) + ")"
	}
	whose := "**" + mdtext.Escape(r.State.Player().Name) + "**"
	if k, ok := r.seatOf(c, c.Sender()); ok && k == r.State.Seat {
		whose = "" // the reader holds the turn: "your move"
	}
	status := turn + "\n" + statusTextOf(r.State, c.Prefix(), whose)
	if l := r.logText(c, evs); l != "" {
		return l + "\n\n" + status
	}
	return status
}

// noteFalls records in r the round each seat of a party fight dropped to
// 0 HP in among evs (Row.Fell); a solo fight records none.
func (r Row) noteFalls(evs []combat.Event) Row {
	if len(r.State.Players) < 2 {
		return r
	}
	for _, e := range evs {
		if e.Kind != combat.EvPlayerDowned {
			continue
		}
		for k := range r.State.Players {
			if e.Target == combat.SeatID(k) {
				for len(r.Fell) <= k {
					r.Fell = append(r.Fell, 0)
				}
				r.Fell[k] = e.Round
			}
		}
	}
	return r
}

// fellIn is seat k's settlement set as its report tells it: a seat downed
// before a party fight ended goes down in the round it fell in
// (Row.Fell), not the fight's last (rules §2.13).
func (r Row) fellIn(set combat.Settlement, k int) combat.Settlement {
	if set.Outcome.Result == combat.ResultDowned && k < len(r.Fell) && r.Fell[k] > 0 {
		set.Outcome.Rounds = r.Fell[k]
	}
	return set
}

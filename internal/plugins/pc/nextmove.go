package pc

import (
	"fmt"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// NextMove is one line naming the moves open to the sender right now, by
// the state they are in, so no answer strands them: no character, in a
// fight, down, resting, at a fork, at an elite's door, in a zone, packing
// for an expedition, extracted from one, or in town. It reads the store in
// the command's transaction and changes nothing.
func NextMove(c *bot.Context) (string, error) {
	w, err := WayOn(c)
	return w.String(), err
}

// WayOn is NextMove in parts, for the router (bot.Router.WayOn): it adds
// the line to a refusal that names no command, so no answer leaves a
// player without a legal way on, and leaves out a time the refusal already
// gave.
func WayOn(c *bot.Context) (bot.WayOn, error) {
	p := c.Prefix()
	ch, ok, err := c.Store.Character.Get(c, c.Sender())
	if err != nil || !ok {
		return bot.WayOn{Moves: fmt.Sprintf("`%schar create <name> <class>` makes your character; `%sstart` shows the way from there.", p, p)}, err
	}
	if fighting, err := InFight(c, ch); err != nil || fighting { // a member's too: the party's fight is kept with its leader
		return bot.WayOn{Moves: fmt.Sprintf("You're in a fight: `%sfight` shows it, `%sattack` or `%sfight auto` plays it, `%sflee` gets you out.", p, p, p, p)}, err
	}
	at, err := Moment(c)
	if err != nil {
		return bot.WayOn{}, err
	}
	if ch.IsRecovering(c.Now) {
		return waiting("You're down", at.When(ch.DownUntil), p), nil
	}
	if ch.LockoutUntil.After(c.Now) { // resting holds every move, in a zone or out
		return waiting("You're resting", at.When(ch.LockoutUntil), p), nil
	}
	if party, member, err := PartyOf(c); err != nil {
		return bot.WayOn{}, err
	} else if member {
		return memberWay(c, party)
	}
	e, onExpedition, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return bot.WayOn{}, err
	}
	if way, ok := outOfTheField(e, onExpedition, ch, at, p); ok {
		return way, nil
	}
	run, inZone, err := c.Store.ZoneRun.Active(c, c.Sender())
	if err != nil || !inZone {
		return bot.WayOn{Moves: fmt.Sprintf("`%szone list` shows where you can go next; `%sfight <monster>` spars at the yard.", p, p), Free: true}, err
	}
	return inTheZone(c, run, e, onExpedition, ch, p), nil
}

// memberWay is the way on of a member of party expedition e (rules
// §8.22): its leader walks it, the member may see it or leave it.
func memberWay(c *bot.Context, e expedition.Expedition) (bot.WayOn, error) {
	leader, err := PlayerName(c, id.UserID(e.UserID))
	p := c.Prefix()
	return bot.WayOn{Moves: fmt.Sprintf("%s leads your party into **%s**: `%sexpedition party` shows it, `%sexpedition leave` takes you home.",
		leader, e.Zone().Name, p, p)}, err
}

// outOfTheField is the way on of an expedition still packing or
// extracted; ok is false for any other state.
func outOfTheField(e expedition.Expedition, open bool, ch rules.Character, at narrate.Moment, p string) (bot.WayOn, bool) {
	switch {
	case !open:
		return bot.WayOn{}, false
	case e.Status == expedition.StatusProvisioning && e.Supplies.Max <= 0:
		// the first pack only when the purse pays for it (narrate.PackOffer)
		offer, _ := narrate.PackOffer(e, ch, p)
		return bot.WayOn{Moves: fmt.Sprintf("Your expedition is packing. %s `%sexpedition cancel` calls it off.", offer, p)}, true
	case e.Status == expedition.StatusProvisioning:
		if kind, err := expedition.NextPack(e, ch.Coins); err == nil {
			return bot.WayOn{Moves: fmt.Sprintf("Your expedition is packing: `%ssupplies buy %s` adds a pack, `%sexpedition depart` sets off.", p, kind, p)}, true
		}
		return bot.WayOn{Moves: fmt.Sprintf("Your expedition is packing: `%sexpedition depart` sets off.", p)}, true
	case e.Status == expedition.StatusExtracted:
		return bot.WayOn{Moves: fmt.Sprintf("You're out of **%s**: `%sresume` goes back in until %s, or `%sexpedition cancel` calls it off.",
			e.Zone().Name, p, at.When(e.ResumeDeadline), p)}, true
	}
	return bot.WayOn{}, false
}

// inTheZone is the way on in zone run run (on expedition e when open): a
// night's foes to fight, a fork to answer, a fight at the door, a walk the
// expedition holds, or walking on.
func inTheZone(c *bot.Context, run zonerun.Run, e expedition.Expedition, open bool, ch rules.Character, p string) bot.WayOn {
	advance, mapVerb := p+"zone advance", p+"zone map"
	if open {
		advance, mapVerb = p+"advance", p+"map"
	}
	_, _, door := run.PendingFight()
	switch {
	case open && e.PendingNight != nil:
		// foes that came in the night are fought before any way is taken
		return bot.WayOn{Moves: fmt.Sprintf("Foes wait where you stand: `%sfight` when you're ready.", p)}
	case run.Prompt != nil:
		return bot.WayOn{Moves: fmt.Sprintf("The way forks: `%szone go <n>` picks a way (`%szone status` lists them).", p, p)}
	case door:
		return bot.WayOn{Moves: fmt.Sprintf("A fight waits at the door: `%sfight` when you're ready, or `%sretreat` to back out.", p, p)}
	}
	if open && e.Status == expedition.StatusActive {
		// the walk's own checks (play.AdvanceRefusal): no footer offers
		// an `!advance` the command refuses (the Crypt's boss door)
		if g, ok := content.ZoneGraph(run.ZoneID); ok && play.AdvanceRefusal(e, run, g, ch, c.Now) != nil {
			return bot.WayOn{Moves: fmt.Sprintf("You're in the zone, and the way on waits for now: `%sexpedition status` says why and what you can do.", p)}
		}
	}
	return bot.WayOn{Moves: fmt.Sprintf("You're in the zone: `%s` goes on, `%s` shows where you are.", advance, mapVerb)}
}

// waiting is the way on while the character waits out a time: the status
// with until, then what still works meanwhile.
func waiting(status, until, p string) bot.WayOn {
	return bot.WayOn{Status: status + " until " + until + ".", Until: until,
		Moves: fmt.Sprintf("Meanwhile `%ssheet`, `%sinventory` and `%sshop` still work.", p, p, p)}
}

// RefuseWithWayOn is a refusal that ends with the NextMove line: for a
// refusal whose own suggestion may not be open in every state the command
// is refused in (an expedition's `!extract` needs a cleared room, say).
func RefuseWithWayOn(c *bot.Context, format string, a ...any) error {
	way, err := WayOn(c)
	if err != nil {
		return err
	}
	text := fmt.Sprintf(format, a...)
	return bot.Errorf("%s\n\n%s", text, way.After(text))
}

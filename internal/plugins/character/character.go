// Package character registers the character commands:
// `!char create <name> <class> [race]`, `!char delete` with confirmation,
// and the sheet (`!sheet`, `!stats`, `!char sheet`).
package character

import (
	"errors"
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// DeleteConfirmWindow is how long `!char delete confirm` stays valid after
// `!char delete`.
const DeleteConfirmWindow = 5 * time.Minute

// deleteAction names the pending confirmation of a deletion in the store.
const deleteAction = "char.delete"

// Commands returns char and sheet.
func Commands() []bot.Command {
	return []bot.Command{
		{
			Name:    "char",
			Aliases: []string{"character"},
			Section: bot.SectionCharacter,
			Summary: "Create your character, or delete it and start over",
			Subcommands: []bot.Subcommand{
				{Name: "create", Aliases: []string{"new"}, Summary: "Make your character: Fighter, Rogue, Mage, Cleric, Ranger, Paladin, Warlock, Sorcerer or Druid; race optional (Human if left out)",
					Params: []bot.Param{bot.Words("name"), bot.Arg("class"), bot.Opt("race")}, Handler: bot.WithArgs(create)},
				{Name: "sheet", Aliases: []string{"show"}, Summary: "Show your character sheet (same as !sheet)", Handler: sheet},
				{Name: "delete", Aliases: []string{"remove"}, Summary: "Delete your character; asks you to confirm within 5 minutes", Params: []bot.Param{bot.Opt("confirm|cancel")}, Handler: bot.WithArgs(remove)},
			},
			Examples: []string{"char create Aria mage elf", `char create "Brom Ashfoot" fighter dwarf`, "char delete", "char delete confirm"},
			Handler:  bare,
		},
		{
			Name:     "sheet",
			Aliases:  []string{"stats"},
			Section:  bot.SectionCharacter,
			Summary:  "Show your character sheet",
			Forms:    []bot.Form{{}},
			Examples: []string{"sheet", "stats"},
			Handler:  sheet,
		},
	}
}

// bare is a bare `!char`: the sheet, or how to make a character.
func bare(c *bot.Context) error {
	if _, ok, err := c.Store.Character.Get(c, c.Sender()); err != nil || ok {
		if err != nil {
			return err
		}
		return sheet(c)
	}
	c.Replyf("You don't have a character yet: `%schar create <name> <class> [race]`.\n\nClasses: %s. Races: %s.",
		c.Prefix(), classList(), raceList())
	return nil
}

func sheet(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	fight, err := pc.InFight(c, ch)
	if err != nil {
		return err
	}
	if live, ok, err := pc.InFightNow(c, ch); err != nil {
		return err
	} else if ok {
		ch = live // the fight's HP, slots and features, not the pre-fight sheet
		ch.HP = min(ch.HP, rules.MaxHP(ch))
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	st := narrate.SheetState{InFight: fight, Prefix: c.Prefix()}
	if seat, ok, err := pc.FightSeat(c, c.Sender()); err != nil {
		return err
	} else if ok && seat.Fled {
		st.FledFight = true // out of the party's fight, held by it until it ends (rules §2.13)
	}
	if e, ok, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
		return err
	} else if ok && e.Status == expedition.StatusActive {
		st.StarvedCON, st.ConLeft = e.Supplies.ConLost, expedition.ConLeft(e, ch)
		st.InForce = narrate.EffectsLines(expedition.CurrentEffects(e))
	}
	if e, ok, err := pc.ExpeditionOf(c, c.Sender()); err != nil {
		return err
	} else if ok {
		st.RestDice = expedition.ShortRestDice(e) // two on a party's expedition (rules §3.1)
	}
	c.Reply(narrate.Sheet(ch, at, st))
	return nil
}

func remove(c *bot.Context, args []string) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if err := partyFightHolds(c, ch); err != nil {
		return err
	}
	if len(args) == 0 {
		return askToDelete(c, ch)
	}
	if yes, err := pc.Confirm(c, args, deleteAction,
		"To delete, say `"+c.Prefix()+"char delete`, then `"+c.Prefix()+"char delete confirm` (or `"+c.Prefix()+"char delete cancel`).",
		"There's no deletion waiting for your yes (they expire after 5 minutes). Start again with `"+c.Prefix()+"char delete`.",
		"👍 Kept: **"+ch.Name+"** stays as they are. Nothing was deleted."); !yes || err != nil {
		return err
	}
	// The character's open expedition ends with it: nothing it bought or
	// earned passes to the next character.
	if e, open, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
		return err
	} else if open {
		out, err := partyEndsWithLeader(c, e, ch)
		if err != nil {
			return err
		}
		if err := c.Store.Expedition.Save(c, out, c.Now); err != nil {
			return err
		}
	}
	if err := leaveWithCharacter(c); err != nil {
		return err
	}
	if _, err := c.Store.Character.Delete(c, c.Sender()); err != nil {
		return err
	}
	c.Replyf("🕯️ **%s** is gone. I'll tell the others it was heroic. `%schar create` when you're ready for someone new.", ch.Name, c.Prefix())
	return nil
}

// askToDelete asks the sender to confirm deleting ch within
// DeleteConfirmWindow, telling what ends with it: an open expedition (and
// the party it leads) or the party ch is a member of.
func askToDelete(c *bot.Context, ch rules.Character) error {
	if err := c.Store.Confirm.Ask(c, c.Sender(), deleteAction, c.Now.Add(DeleteConfirmWindow)); err != nil {
		return err
	}
	also, err := deleteEnds(c)
	if err != nil {
		return err
	}
	c.Replyf("⚠️ This deletes **%s** for good: level %d, %s, every item. There is no undo and I don't keep spares.%s\n\nType `%schar delete confirm` within 5 minutes to go ahead, or `%schar delete cancel` to keep them.",
		ch.Name, ch.Level, narrate.Coins(ch.Coins), also, c.Prefix(), c.Prefix())
	return nil
}

// deleteEnds is what a deletion ends besides the character, as sentences
// to add to its question ("" for nothing).
func deleteEnds(c *bot.Context) (string, error) {
	e, open, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return "", err
	}
	if open {
		party, err := leaderDeleteWarning(c, e)
		return " Your expedition ends with them: its supplies and takings are lost, nothing is refunded." + party, err
	}
	_, member, err := pc.PartyOf(c)
	if err != nil || !member {
		return "", err
	}
	return " They leave the party they're in.", nil
}

// create makes the sender's character from "<name…> <class> [race]".
func create(c *bot.Context, args []string) error {
	if existing, ok, err := c.Store.Character.Get(c, c.Sender()); err != nil {
		return err
	} else if ok {
		return bot.Errorf("You already have a character: **%s**, %s %s. One per player; `%schar delete` if you want a fresh start.",
			existing.Name, narrate.Article(narrate.ClassName(existing.Class)), narrate.ClassName(existing.Class), c.Prefix())
	}
	spec, err := parseCreate(args, c.Prefix())
	if errors.Is(err, errMissing) {
		return bot.UsageError(c, missing(args, c.Prefix()))
	}
	if err != nil {
		return err
	}
	ch, err := newCharacter(spec)
	if err != nil {
		return err
	}
	if err := c.Store.Character.Create(c, c.Sender(), ch, c.Now); err != nil {
		if errors.Is(err, store.ErrCharacterExists) {
			return bot.Errorf("You already have a character. One per player.")
		}
		if taken := (*store.NameTakenError)(nil); errors.As(err, &taken) {
			return bot.Errorf("That name is taken: **%s** is already out there. Names are unique across every room I play in, and count as the same whatever their case or look-alike letters from another alphabet. Choose another.",
				taken.Holder)
		}
		return err
	}
	c.Reply(narrate.Created(ch, c.Prefix()))
	return nil
}

// leaveWithCharacter takes the sender out of the party they are a member
// of as their character is deleted (rules §8.22: a member leaves with
// what they carry, here nothing), and tells its leader by DM.
func leaveWithCharacter(c *bot.Context) error {
	e, member, err := pc.PartyOf(c)
	if err != nil || !member {
		return err
	}
	out, _, err := expedition.LeaveParty(e, string(c.Sender()), c.Now)
	if err != nil {
		return err
	}
	if err := c.Store.Expedition.Save(c, out, c.Now); err != nil {
		return err
	}
	name, err := pc.PlayerName(c, c.Sender())
	if err != nil {
		return err
	}
	c.DM(id.UserID(e.UserID), fmt.Sprintf("🚪 %s is gone for good, and left your party with them. `%sexpedition party` shows who's left.", name, c.Prefix()))
	return nil
}

// partyFightHolds refuses deleting a character who has a seat in a
// party's fight (rules §2.13): the party is not left with a seat nobody
// plays. A player alone may still delete mid-fight.
func partyFightHolds(c *bot.Context, ch rules.Character) error {
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil || !ok || e.Roster() < 2 {
		return err
	}
	return pc.RefuseInFight(c, ch, fmt.Sprintf("Not in the middle of your party's fight: see it through first (`%sfight` shows it).", c.Prefix()))
}

// partyEndsWithLeader brings each member of e's party home as its
// leader's character, ch, is deleted and the expedition with them (rules
// §8.22): each keeps what they carry, gets back the CON starvation took
// (expedition.MemberHome) and, while the party provisions, the coins their
// packs cost (as a call-off refunds each buyer), saved, and is told by DM.
// It returns e ended (expedition.EndWithCharacter), to be saved.
func partyEndsWithLeader(c *bot.Context, open expedition.Expedition, ch rules.Character) (expedition.Expedition, error) {
	refunds := map[string]int{}
	if open.Status == expedition.StatusProvisioning {
		refunds = open.MemberRefunds()
	}
	e := expedition.EndWithCharacter(open, c.Now)
	for _, m := range open.Members() {
		mc, ok, err := c.Store.Character.Get(c, id.UserID(m.UserID))
		if err != nil {
			return e, err
		}
		if !ok {
			continue // a member without a character left with it
		}
		e, mc = expedition.MemberHome(e, m.Seat, mc)
		back := ""
		if coins := refunds[m.UserID]; coins > 0 {
			if mc, err = rules.AddCoins(mc, coins); err != nil {
				return e, err
			}
			back = fmt.Sprintf(" Thom hands back the %s your packs cost.", narrate.Coins(coins))
		}
		if err := c.Store.Character.Save(c, id.UserID(m.UserID), mc, c.Now); err != nil {
			return e, err
		}
		c.DM(id.UserID(m.UserID), fmt.Sprintf("🕯️ **%s**, who led your party into **%s**, is gone for good, and the expedition with them. You're home, %s.%s `%sexpedition start <zone>` begins one of your own.",
			mdtext.Escape(ch.Name), narrate.ZoneName(e.ZoneID), narrate.MemberKeeps(m, mc.Level, "you"), back, c.Prefix()))
	}
	return e, nil
}

// leaderDeleteWarning is what the confirm prompt of a leader's `!char
// delete` adds about e's party (rules §8.22): the expedition ends for the
// members named, each going home with what they carry.
func leaderDeleteWarning(c *bot.Context, e expedition.Expedition) (string, error) {
	ms := e.Members()
	if len(ms) == 0 {
		return "", nil
	}
	names := make([]string, 0, len(ms))
	for _, m := range ms {
		name, err := pc.PlayerName(c, id.UserID(m.UserID))
		if err != nil {
			return "", err
		}
		names = append(names, name)
	}
	also := fmt.Sprintf(" It ends for your party too: %s go home, keeping what they carry", narrate.List(names))
	if len(names) == 1 {
		also = fmt.Sprintf(" It ends for your party too: %s goes home, keeping what they carry", names[0])
	}
	if e.Status == expedition.StatusProvisioning {
		also += " and getting back what their packs cost"
	}
	return also + ".", nil
}

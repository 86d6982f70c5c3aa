package fight

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Sorcerer's fight commands (rules §1.7, §1.11): Metamagic as a flag
// of `!cast` (`--quickened`, `--empowered`), `!font slot N` and `!font
// points N`, `!tides`, their moves on the status line, what is at work,
// and their refusals.

// metaFlags are the `!cast` flags of the Metamagic options.
var metaFlags = map[string]rules.Metamagic{
	"--quickened": rules.Quickened, "--quicken": rules.Quickened, "--quick": rules.Quickened,
	"--empowered": rules.Empowered, "--empower": rules.Empowered,
}

// splitMetamagic takes the Metamagic flag out of args: the other words,
// and the option ("" for none). Two options on one spell are refused.
func splitMetamagic(args []string) ([]string, rules.Metamagic, error) {
	var rest []string
	var meta rules.Metamagic
	for _, a := range args {
		m, ok := metaFlags[strings.ToLower(a)]
		if !ok {
			rest = append(rest, a)
			continue
		}
		if meta != "" && meta != m {
			return nil, "", bot.Errorf("One Metamagic option a spell: `--quickened` or `--empowered`, not both.")
		}
		meta = m
	}
	return rest, meta, nil
}

// sorcererCommands are `!font` and `!tides`.
func (d Deps) sorcererCommands() []bot.Command {
	return []bot.Command{
		{
			Name: "font", Aliases: []string{"fontofmagic"}, Section: bot.SectionCombat,
			Summary:  "In a fight (Sorcerer, level 2+): Font of Magic, a bonus action: `slot N` makes a level-N slot from sorcery points (1st 2, 2nd 3, 3rd 5, 4th 6, 5th 7), `points N` turns a level-N slot into N points",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Fixed("slot"), bot.Arg("N")}}, {Params: []bot.Param{bot.Fixed("points"), bot.Arg("N")}}},
			Examples: []string{"font slot 1", "font points 2"},
			Handler:  d.fontCmd,
		},
		{
			Name: "tides", Aliases: []string{"tidesofchaos"}, Section: bot.SectionCombat,
			Summary:  "In a fight (Wild Magic Sorcerer, level 3+): Tides of Chaos, no action: your next attack roll has advantage; once a long rest, back after a Wild Magic Surge",
			Forms:    []bot.Form{{}},
			Examples: []string{"tides"},
			Handler:  d.act(combat.ActTides),
			NoArgs:   true,
		},
	}
}

// fontUsage is `!font`'s refusal of words it cannot read, with its usage.
func fontUsage(c *bot.Context) error {
	return bot.UsageError(c, fmt.Sprintf("Font of Magic takes a slot level from 1 to %d (sorcery points into a slot) or a slot's level (a slot into points).",
		rules.MaxCreatedSlot))
}

// fontCmd is `!font slot N` and `!font points N`.
func (d Deps) fontCmd(c *bot.Context) error {
	row, err := current(c)
	if err != nil {
		return err
	}
	if len(c.Args) != 2 {
		return fontUsage(c)
	}
	n, err := strconv.Atoi(c.Args[1])
	if err != nil || n < 1 || n > rules.MaxSpellLevel {
		return fontUsage(c)
	}
	switch strings.ToLower(c.Args[0]) {
	case "slot", "slots":
	case "points", "point", "pts":
		n = -n
	default:
		return fontUsage(c)
	}
	return d.play(c, row, combat.Action{Kind: combat.ActFont, Slot: n, Target: combat.AutoTarget})
}

// sorcererMoves are the Sorcerer's moves open now: Font of Magic with the
// bonus action free and points or a slot to trade, Tides of Chaos with
// its use there.
func sorcererMoves(st combat.State, cmd func(string) string) []string {
	p := *st.Player()
	var out []string
	if p.Char.HasFeature(rules.FeatureFontOfMagic) && !p.BonusUsed && rules.SorceryPoints(p.Char) >= rules.SlotCost(1) {
		out = append(out, cmd("font slot N"))
	}
	if combat.Takes(st, combat.Action{Kind: combat.ActTides, Target: combat.AutoTarget}) {
		out = append(out, cmd("tides"))
	}
	return out
}

// sorcererActive are the Sorcerer's effects at work for the status's
// active line: sorcery points, Tides of Chaos waiting, Tempestuous
// Magic's flight.
func sorcererActive(st combat.State) []string {
	p := st.Player()
	var out []string
	if p.Char.HasFeature(rules.FeatureFontOfMagic) {
		out = append(out, fmt.Sprintf("**Sorcery points** %d/%d", rules.SorceryPoints(p.Char), rules.MaxSorceryPoints(p.Char)))
	}
	if p.TidesUp {
		out = append(out, fmt.Sprintf("**%s** (your next attack roll has advantage)", narrate.FeatureName(rules.FeatureTidesOfChaos)))
	}
	if st.TempestUp() {
		out = append(out, fmt.Sprintf("**%s** (the next attack on you has disadvantage)", narrate.FeatureName(rules.FeatureTempestuousMagic)))
	}
	return out
}

// sorcererRefusal words the refusals of the Sorcerer's moves; nil for
// another error or action.
func sorcererRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	ch := st.Player().Char
	points := rules.SorceryPoints(ch)
	switch {
	case a.Meta != "" && errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You don't have **Metamagic**%s. `%scast %s` casts it plainly.", whoseFeature(rules.FeatureMetamagic), prefix, lower(narrate.SpellName(a.Spell)))
	case a.Meta != "" && errors.Is(err, combat.ErrNoPoints):
		cost := rules.MetamagicCost(a.Meta)
		return bot.Errorf("**%s Spell** costs %d sorcery %s and you have %d (a long rest fills them). `%scast %s` casts it plainly.",
			metaTitle(a.Meta), cost, pointsWord(cost), points, prefix, lower(narrate.SpellName(a.Spell)))
	case errors.Is(err, combat.ErrNotQuickenable):
		return bot.Errorf("**Quickened Spell** turns a spell of one action into a bonus action; **%s** isn't one.", narrate.SpellName(a.Spell))
	case errors.Is(err, combat.ErrNotEmpowerable):
		return bot.Errorf("**Empowered Spell** rerolls damage dice, and **%s** rolls none.", narrate.SpellName(a.Spell))
	case a.Meta == rules.Quickened && errors.Is(err, combat.ErrNoBonusAction):
		return bot.Errorf("A quickened spell takes your bonus action, and it's spent this turn. `%scast %s` casts it with your action.", prefix, lower(narrate.SpellName(a.Spell)))
	case a.Kind == combat.ActFont:
		return fontRefusal(err, ch, a, prefix)
	case a.Kind == combat.ActTides && errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You don't have **Tides of Chaos**%s.", whoseFeature(rules.FeatureTidesOfChaos))
	case a.Kind == combat.ActTides && errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("**Tides of Chaos** is spent until your next long rest, or until a Wild Magic Surge gives it back.")
	case errors.Is(err, combat.ErrTidesUp):
		return bot.Errorf("Your **Tides of Chaos** already waits on your next attack roll. `%sattack` or `%scast fire bolt` uses it.", prefix, prefix)
	}
	return nil
}

// fontRefusal words the refusals of `!font`; nil for another error.
func fontRefusal(err error, ch rules.Character, a combat.Action, prefix string) error {
	points := rules.SorceryPoints(ch)
	switch {
	case errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You don't have **Font of Magic**%s.", whoseFeature(rules.FeatureFontOfMagic))
	case errors.Is(err, combat.ErrFontSlot):
		return bot.Errorf("Font of Magic makes slots of level 1 to %d; `%sfont slot %d` doesn't fit.", rules.MaxCreatedSlot, prefix, a.Slot)
	case errors.Is(err, combat.ErrNoPoints):
		cost := rules.SlotCost(a.Slot)
		return bot.Errorf("A level-%d slot costs %d sorcery %s and you have %d. `%sfont points N` turns a slot into points.", a.Slot, cost, pointsWord(cost), points, prefix)
	case errors.Is(err, combat.ErrNoSlot) && rules.MaxSlots(ch).At(-a.Slot) == 0: // a level the table never gave (rules §1.6)
		return bot.Errorf("You have no level-%d slots to turn into points: at level %d your slots go up to level %d (%s).",
			-a.Slot, ch.Level, rules.MaxSlots(ch).Highest(), narrate.SlotsText(ch))
	case errors.Is(err, combat.ErrNoSlot):
		return bot.Errorf("You have no level-%d slot left to turn into points. Slots: %s.", -a.Slot, narrate.SlotsText(ch))
	case errors.Is(err, combat.ErrPointsFull):
		return bot.Errorf("Your sorcery points hold %d at most and you have %d: a level-%d slot would spill over.", rules.MaxSorceryPoints(ch), points, -a.Slot)
	}
	return nil
}

// metaTitle is option m's name: "Quickened", "Empowered".
func metaTitle(m rules.Metamagic) string {
	if m == rules.Quickened {
		return "Quickened"
	}
	return "Empowered"
}

// pointsWord is "point" or "points" for n.
func pointsWord(n int) string {
	if n == 1 {
		return "point"
	}
	return "points"
}

package fight

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Druid's fight commands (rules §1.7, §1.11): `!wildshape [form]`,
// `!wildshape heal [--upcast N]` (Moon) and `!totem [spirit]`
// (Shepherd), their moves on the status line, the form and spirit at
// work, and their refusals.

// druidCommands are `!wildshape` and `!totem`.
func (d Deps) druidCommands() []bot.Command {
	return []bot.Command{
		{
			Name: "wildshape", Aliases: []string{"ws"}, Section: bot.SectionCombat,
			Summary:  "In a fight (Druid, level 2+): Wild Shape, your action (a Moon druid's bonus action): become a beast (the strongest your level allows, or the one you name) whose HP are a pool on top of yours; no spells until it drops; twice a short rest. A Moon druid in beast form: `heal` spends a slot (or `--upcast N`) to heal it 1d8 a slot level",
			Forms:    []bot.Form{{Params: []bot.Param{bot.OptWords("form")}}, {Params: []bot.Param{bot.Fixed("heal"), bot.Opt("--upcast N")}}},
			Examples: []string{"wildshape", "wildshape wolf", "ws dire wolf", "wildshape heal --upcast 2"},
			Handler:  d.wildShapeCmd,
		},
		{
			Name: "totem", Section: bot.SectionCombat,
			Summary:  "In a fight (Shepherd Druid, level 3+): Spirit Totem, a bonus action once a short rest, for 10 rounds: `bear` (5 + level temporary HP), `hawk` (advantage on your attacks) or `unicorn` (your healing spells heal your level more)",
			Forms:    []bot.Form{{Params: []bot.Param{bot.OptWords("bear|hawk|unicorn")}}},
			Examples: []string{"totem", "totem hawk"},
			Handler:  d.totemCmd,
		},
	}
}

// wildShapeCmd is `!wildshape [form]` and `!wildshape heal [--upcast N]`.
func (d Deps) wildShapeCmd(c *bot.Context) error {
	row, err := current(c)
	if err != nil {
		return err
	}
	words, slot, err := splitUpcast(c.Args)
	if err != nil {
		return err
	}
	name := strings.ToLower(strings.Join(words, " "))
	if name == "heal" {
		return d.play(c, row, combat.Action{Kind: combat.ActBeastHeal, Slot: slot, Target: combat.AutoTarget})
	}
	if slot > 0 {
		return bot.Errorf("`--upcast` goes with `%swildshape heal`, the Moon druid's slot that heals its beast.", c.Prefix())
	}
	return d.play(c, row, combat.Action{Kind: combat.ActWildShape, Form: name, Target: combat.AutoTarget})
}

// totemCmd is `!totem [bear|hawk|unicorn]`.
func (d Deps) totemCmd(c *bot.Context) error {
	row, err := current(c)
	if err != nil {
		return err
	}
	name := strings.ToLower(strings.Join(c.Args, " "))
	return d.play(c, row, combat.Action{Kind: combat.ActTotem, Form: name, Target: combat.AutoTarget})
}

// formsText lists the beast forms ch may take: "Wolf (CR 1/4), Ape (CR 1/2)".
func formsText(ch rules.Character) string {
	var out []string
	for _, f := range rules.WildShapeForms(ch) {
		out = append(out, fmt.Sprintf("%s (CR %s)", f.Name, f.CRText()))
	}
	return strings.Join(out, ", ")
}

// druidMoves are the Druid's moves open now (each one Do would take).
func druidMoves(st combat.State, cmd func(string) string) []string {
	var out []string
	for _, m := range []struct {
		a    combat.Action
		verb string
	}{
		{combat.Action{Kind: combat.ActWildShape, Target: combat.AutoTarget}, "wildshape [form]"},
		{combat.Action{Kind: combat.ActBeastHeal, Target: combat.AutoTarget}, "wildshape heal"},
		{combat.Action{Kind: combat.ActTotem, Target: combat.AutoTarget}, "totem [spirit]"},
	} {
		ch := st.Player().Char
		if (ch.HasFeature(rules.FeatureWildShape) || ch.HasFeature(rules.FeatureSpiritTotem)) && combat.Takes(st, m.a) {
			out = append(out, cmd(m.verb))
		}
	}
	return out
}

// druidActive are the Druid's effects at work for the status's active
// line: the beast form with its HP and AC, and the Spirit Totem.
func druidActive(st combat.State) []string {
	p := st.Player()
	var out []string
	if p.Form != "" {
		out = append(out, fmt.Sprintf("**%s**: %s, %d/%d HP, AC %d (no spells)", narrate.FeatureName(rules.FeatureWildShape), st.FormName(), p.FormHP, p.FormMaxHP, p.AC))
	}
	switch st.TotemUp() {
	case combat.TotemBear:
		out = append(out, fmt.Sprintf("**%s**: the bear (%d temporary HP)", narrate.FeatureName(rules.FeatureSpiritTotem), p.TotemHP))
	case combat.TotemHawk:
		out = append(out, fmt.Sprintf("**%s**: the hawk (advantage on your attacks)", narrate.FeatureName(rules.FeatureSpiritTotem)))
	case combat.TotemUnicorn:
		out = append(out, fmt.Sprintf("**%s**: the unicorn (+%d on your healing spells)", narrate.FeatureName(rules.FeatureSpiritTotem), p.Char.Level))
	}
	return out
}

// druidRefusal words the refusals of the Druid's moves; nil for another
// error or action.
func druidRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	ch := st.Player().Char
	switch {
	case errors.Is(err, combat.ErrShaped) && a.Kind == combat.ActWildShape:
		return bot.Errorf("You are already a **%s**. `%sattack` with it; the form lasts until its HP run out or the fight ends.", st.FormName(), prefix)
	case errors.Is(err, combat.ErrShaped):
		return bot.Errorf("A **%s** casts no spells: you cast again when the form drops (its HP run out) or the fight ends. `%sattack` with it.", st.FormName(), prefix)
	case errors.Is(err, combat.ErrNotShaped):
		return bot.Errorf("**%s** heals your beast form, and you are in none. `%swildshape` first.", narrate.FeatureName(rules.FeatureCombatWildShape), prefix)
	case errors.Is(err, combat.ErrUnknownForm):
		return bot.Errorf("No beast by that name. At level %d you can become: %s.", ch.Level, formsText(ch))
	case errors.Is(err, combat.ErrFormTooStrong):
		return bot.Errorf("That beast is above the challenge rating your level allows. At level %d you can become: %s.", ch.Level, formsText(ch))
	case a.Kind == combat.ActWildShape && errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You have no **Wild Shape**: a Druid gains it at level 2. `%sattack` or `%scast` for now.", prefix, prefix)
	case a.Kind == combat.ActWildShape && errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("Both uses of **Wild Shape** are spent until your next short rest.")
	case a.Kind == combat.ActBeastHeal && errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("Only a Moon druid heals its beast with a slot (**%s**, from level %d).", narrate.FeatureName(rules.FeatureCombatWildShape), rules.SubclassLevel)
	case a.Kind == combat.ActBeastHeal && errors.Is(err, combat.ErrFullHP):
		return bot.Errorf("Your **%s** is at full HP.", st.FormName())
	case a.Kind == combat.ActBeastHeal && errors.Is(err, combat.ErrNoSlot):
		return bot.Errorf("No slot left at that level to heal your beast. Slots: %s.", narrate.SlotsText(ch))
	case a.Kind == combat.ActBeastHeal && errors.Is(err, combat.ErrBadSlotLevel):
		return bot.Errorf("A slot is of level 1 to %d.", rules.MaxSpellLevel)
	case errors.Is(err, combat.ErrUnknownTotem):
		return bot.Errorf("There's no spirit called “%s”. The spirits are `bear` (temporary HP), `hawk` (advantage on your attacks) and `unicorn` (more from your healing spells): `%stotem hawk`.", mdtext.EchoName(a.Form), prefix)
	case errors.Is(err, combat.ErrTotemUp):
		return bot.Errorf("Your **%s** is still at work.", narrate.FeatureName(rules.FeatureSpiritTotem))
	case a.Kind == combat.ActTotem && errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You have no **%s**: a Shepherd druid calls one from level %d (`%ssubclass`).", narrate.FeatureName(rules.FeatureSpiritTotem), rules.SubclassLevel, prefix)
	case a.Kind == combat.ActTotem && errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("Your **%s** is spent until your next short rest.", narrate.FeatureName(rules.FeatureSpiritTotem))
	}
	return nil
}

package narrate

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// subclassAt is a level-level fighter called Ash.
func subclassAt(t *testing.T, level int) rules.Character {
	t.Helper()
	ch, err := rules.NewCharacter("Ash", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(level))
	require.Equal(t, level, ch.Level)
	return ch
}

var subclassNow = Moment{Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}

func TestTheLevelUpToTheSubclassLevelOffersTheChoice(t *testing.T) {
	two := subclassAt(t, 2)
	_, rep := rules.AwardXP(two, rules.XPForLevel(3)-two.XP)
	assert.Contains(t, LevelUpDM("Ash", rep, "!"), "- A subclass is open to you: `!subclass` lists them, and you choose in town, between runs (the first pick is free)")

	picked := two.Clone()
	picked.Subclass = "champion"
	_, rep = rules.AwardXP(picked, rules.XPForLevel(3)-two.XP)
	assert.NotContains(t, LevelUpDM("Ash", rep, "!"), "subclass", "nothing to choose")
	_, rep = rules.AwardXP(subclassAt(t, 1), rules.XPForLevel(2))
	assert.NotContains(t, LevelUpDM("Ash", rep, "!"), "subclass", "level 2 opens nothing")
}

func TestTheSheetNamesTheSubclassOrTheFreePick(t *testing.T) {
	ch := subclassAt(t, 3)
	sheet := Sheet(ch, subclassNow, SheetState{Prefix: "!"})
	assert.Contains(t, sheet, "— Human Fighter, level 3\n")
	assert.Contains(t, sheet, "**Subclass** none yet — `!subclass` to choose (the first pick is free)")
	assert.Contains(t, Sheet(ch, subclassNow, SheetState{}), "**Subclass** none yet (the first pick is free)", "an operator's view names no command")

	ch, _, err := rules.ChooseSubclass(ch, "champion", subclassNow.Now)
	require.NoError(t, err)
	sheet = Sheet(ch, subclassNow, SheetState{Prefix: "!"})
	assert.Contains(t, sheet, "— Human Fighter (Champion), level 3\n")
	assert.NotContains(t, sheet, "none yet")
	assert.NotContains(t, Sheet(subclassAt(t, 2), subclassNow, SheetState{Prefix: "!"}), "Subclass", "below level 3 no hint")
}

func TestTheSubclassListSaysWhatAPickNeeds(t *testing.T) {
	low := SubclassList(subclassAt(t, 2), subclassNow, "!")
	assert.Contains(t, low, "- **Champion**: Plain steel, sharper luck")
	assert.Contains(t, low, "  Improved Critical (level 3) · Superior Critical (level 15)")
	assert.Contains(t, low, "A subclass opens at level 3; **Ash** is level 2. The first pick is free.")

	three := subclassAt(t, 3)
	assert.Contains(t, SubclassList(three, subclassNow, "!"), "None chosen yet. The first pick is free: `!subclass <name>`")

	chosen, _, err := rules.ChooseSubclass(three, "berserker", subclassNow.Now)
	require.NoError(t, err)
	text := SubclassList(chosen, subclassNow, "!")
	assert.Contains(t, text, "- **Berserker** ✅ yours:")
	assert.Contains(t, text, "A change costs 500 coins (you have 150) and may be made from Wed 1 Apr 09:00 (in 30d).")

	later := Moment{Now: subclassNow.Now.Add(rules.SubclassChangeWait)}
	assert.Contains(t, SubclassList(chosen, later, "!"), "A change costs 500 coins and may be made now; you have 150 coins.")
	chosen.Coins = 600
	assert.Contains(t, SubclassList(chosen, later, "!"), "A change costs 500 coins (you have 600) and may be made now: `!subclass <name>`.")
}

func TestTheSubclassPickSaysWhatIsInEffect(t *testing.T) {
	ch, choice, err := rules.ChooseSubclass(subclassAt(t, 3), "champion", subclassNow.Now)
	require.NoError(t, err)
	text := SubclassChosen(ch, choice, subclassNow, "!")
	assert.Contains(t, text, "**Ash**'s subclass is **Champion** now. The first pick is free.")
	assert.Contains(t, text, "In effect:\n- Level 3: **Improved Critical** — Your weapon attacks score a critical hit on a d20 roll of 19 or 20.")
	assert.Contains(t, text, "To come:\n- Level 15: **Superior Critical**")

	ch.Coins = 700
	later := Moment{Now: subclassNow.Now.Add(rules.SubclassChangeWait)}
	next, choice, err := rules.ChooseSubclass(ch, "battle master", later.Now)
	require.NoError(t, err)
	text = SubclassChosen(next, choice, later, "!")
	assert.Contains(t, text, "**Ash**'s subclass is **Battle Master** now, no longer Champion: Thom Krooke takes 500 coins for the retraining (200 coins left).")
	assert.NotContains(t, text, "To come")
	assert.Contains(t, text, "may be made from Fri 1 May 09:00 (in 30d)")
}

func TestEverySubclassRefusalIsWorded(t *testing.T) {
	ch, _, err := rules.ChooseSubclass(subclassAt(t, 3), "champion", subclassNow.Now)
	require.NoError(t, err)
	for _, tc := range []struct {
		err  error
		want string
	}{
		{rules.ErrSubclassUnknown{Class: rules.Fighter, Name: "pirate"}, "Fighters have no subclass called “pirate”. Choose **Champion**, **Battle Master** or **Berserker**"},
		{rules.ErrSubclassUnknown{Class: rules.Fighter, Name: "arcane trickster"}, "**Arcane Trickster** is a Rogue subclass, not a Fighter one."},
		{rules.ErrSubclassLevel{Level: 2, Need: 3}, "A subclass opens at level 3, and **Ash** is level 2"},
		{rules.ErrSubclassSame{Subclass: "champion"}, "**Ash**'s subclass is Champion already."},
		{rules.ErrSubclassTooSoon{Until: subclassNow.Now.Add(rules.SubclassChangeWait)}, "a change may be made from Wed 1 Apr 09:00 (in 30d), for 500 coins"},
		{rules.ErrSubclassCoins{Cost: 500, Have: 150}, "A change of subclass costs 500 coins; you have 150 coins."},
	} {
		assert.Contains(t, SubclassRefusal(tc.err, ch, subclassNow, "!"), tc.want)
	}
	assert.Equal(t, "", SubclassRefusal(assert.AnError, ch, subclassNow, "!"), "no refusal of the rules")
}

// `!rules subclass` is in the index, and every subclass has a page of its
// own by name or ID, short, naming each feature with its level and what it
// does.
func TestEverySubclassHasARulesPage(t *testing.T) {
	assert.Contains(t, RulesIndex("!"), "`!rules subclass` — ")
	tp, ok := RulesTopicByName("subclasses")
	require.True(t, ok)
	assert.Contains(t, tp.Text("!"), "- **Fighter**: Champion, Battle Master, Berserker")
	for _, d := range rules.Classes() {
		for _, s := range d.Subclasses {
			for _, name := range []string{string(s.ID), s.Name} {
				tp, ok := RulesTopicByName(name)
				require.True(t, ok, name)
				text := tp.Text("!")
				assert.Contains(t, text, "a "+d.Name+" subclass", name)
				for _, g := range s.Features {
					f, ok := rules.Feature(g.Feature)
					require.True(t, ok, g.Feature)
					assert.Contains(t, text, fmt.Sprintf("- Level %d: **%s** — %s", g.Level, f.Name, f.Summary))
				}
				assert.LessOrEqual(t, strings.Count(text, "\n")+1, 16, name)
			}
		}
	}
	_, ok = RulesTopicByName("pirate")
	assert.False(t, ok)
	_, ok = RulesTopicByName("")
	assert.False(t, ok)
}

func TestSpellsNameTheSubclassAndBlessedHealing(t *testing.T) {
	c, err := rules.NewCharacter("Oda", rules.Cleric, rules.Human)
	require.NoError(t, err)
	c, _ = rules.AwardXP(c, rules.XPForLevel(3))
	plain := SpellList(c, "!")
	assert.NotContains(t, plain, "Blessed Healer")
	c, _, err = rules.ChooseSubclass(c, "life", time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	life := SpellList(c, "!")
	assert.Contains(t, life, "— Cleric (Life), level 3")
	assert.Contains(t, life, "rolled twice, the higher kept (Blessed Healer)")
}

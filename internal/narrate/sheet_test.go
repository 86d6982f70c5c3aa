package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestSheetShowsEverySectionTheIssueAsksFor(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	ch.XP = 120
	ch.Resources[rules.FeatureSecondWind] = 0
	text := Sheet(ch, Moment{Now: monday9}, SheetState{})
	for _, want := range []string{
		"📜 **Brom** — Dwarf Fighter, level 1",
		"XP 120 · 180 to level 2 · proficiency +2",
		"**HP** 20/20 · **AC** ",
		"**Attack** +",
		"with Longsword (1d8+3 slashing)",
		"**Hit dice** 1/1 (a short rest heals 1d6+3) · **Coins** 150",
		"**Abilities**\nSTR 17 (+3) · DEX 13 (+1) · CON 16 (+3)\nINT 9 (-1) · WIS 13 (+1) · CHA 9 (-1)",
		"**Features** Second Wind 0/1",
		"**Equipment**\n- Main hand: Longsword — 1d8 slashing",
		"- Armour: Chain Mail — AC 16, heavy",
		"**Conditions** none",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "Spell", "no spell lines for a Fighter")
}

func TestSheetShowsCastingAndConditions(t *testing.T) {
	ch := mage(t)
	ch.Slots[0] = 1
	ch.MageArmor = true
	ch.Exhaustion = 2
	ch.LockoutUntil = monday9.Add(90 * time.Minute)
	text := Sheet(ch, Moment{Now: monday9}, SheetState{InFight: true})
	assert.Contains(t, text, "**Spellcasting** save DC 16 · spell attack +8")
	assert.Contains(t, text, "**Spell slots** L1 1/2")
	assert.Contains(t, text, "**Conditions** in a fight · resting until 10:30 (in 1h 30m) · Mage Armor · exhaustion 2")
}

func TestSheetShowsRecoveryWhileDown(t *testing.T) {
	ch := rules.KnockOut(mage(t), monday9, rules.DefaultRecovery)
	text := Sheet(ch, Moment{Now: monday9.Add(time.Hour)}, SheetState{})
	assert.Contains(t, text, "**HP** 0/13 (down)")
	assert.Contains(t, text, "**Down** recovering until 15:00 (in 5h)")
}

func TestSpellListForCastersAndOthers(t *testing.T) {
	text := SpellList(mage(t), "!")
	assert.Contains(t, text, "✨ **Aria's spells** — Mage, level 1\nSave DC 16 · spell attack +8 · INT modifier +3")
	assert.Contains(t, text, "- **Fire Bolt** — 1d10+3 fire, spell attack")
	assert.Contains(t, text, "- **Shield** — Reaction when hit: +5 AC until your next turn _(goes up by itself for a hit that matters, never with your last slot)_\n",
		"the list says when the reflex casts it, as `!cast shield` does")

	rogue, err := rules.NewCharacter("Kit", rules.Rogue, rules.Halfling)
	require.NoError(t, err)
	assert.Contains(t, SpellList(rogue, "!"), "**Kit** is a Rogue: no spells")
}

func TestSheetWhyAddsUpToTheSheetsNumbers(t *testing.T) {
	for _, class := range []rules.ClassID{rules.Fighter, rules.Rogue, rules.Mage, rules.Cleric, rules.Ranger} {
		t.Run(string(class), func(t *testing.T) {
			ch, err := rules.NewCharacter("Pat", class, rules.Human)
			require.NoError(t, err)
			e := content.EffectiveOf(ch)
			why := SheetWhy(ch)
			assert.Contains(t, why, fmt.Sprintf("**AC** %d: ", e.AC))
			assert.Contains(t, why, fmt.Sprintf("**Attack** %s with ", Signed(e.AttackBonus)))
			assert.Contains(t, why, fmt.Sprintf("**Damage** %s with ", e.HitDamage()), "the damage the sheet's attack line shows")
		})
	}
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Human)
	require.NoError(t, err)
	assert.Equal(t, "**AC** 21: Chain Mail 16 + Shield 2 + flat 3\n"+
		"**Attack** +10 with Longsword: STR +3 + proficiency +2 + Fighter bonus +2 + flat 3\n"+
		"**Damage** 1d8+3 with Longsword: 1d8 + STR +3\n"+
		"_Flat 3 is every character's base bonus to AC and to hit; the monsters' numbers are built around it._", SheetWhy(ch))
}

// TestSpellListShowsHuntersMarkAsTheRangersClassFeature: a level-17
// Ranger's Hunter's Mark is listed as the class feature the fight applies
// (no slot, 4d6), not among the 1st-level slot spells at 1d6.
func TestSpellListShowsHuntersMarkAsTheRangersClassFeature(t *testing.T) {
	ranger, err := rules.NewCharacter("Wren", rules.Ranger, rules.Human)
	require.NoError(t, err)
	ranger, _ = rules.AwardXP(ranger, rules.XPForLevel(17))
	require.Equal(t, 17, ranger.Level)
	text := SpellList(ranger, "!")
	assert.Contains(t, text, "**Class feature** · no slot\n- **Hunter's Mark** — mark a foe: +4d6 on your weapon hits on it, bonus action")
	assert.NotContains(t, text, "extra 1d6")
	assert.Equal(t, 1, strings.Count(text, "Hunter's Mark**"), "listed once")
}

// A level-17 Ranger's `!spells` lists every slot level the fight shows
// (L1 3/3 · L2 2/2 · L3 2/2 with the SRD table), the levels with no spell
// of their own saying their slots cast the lower spells higher.
func TestSpellListShowsEverySlotLevel(t *testing.T) {
	ranger, err := rules.NewCharacter("Wren", rules.Ranger, rules.Human)
	require.NoError(t, err)
	ranger, _ = rules.AwardXP(ranger, rules.XPForLevel(17))
	slots := rules.MaxSlots(ranger)
	require.Greater(t, slots.Highest(), 1)
	text := SpellList(ranger, "!")
	for level := 1; level <= slots.Highest(); level++ {
		assert.Contains(t, text, fmt.Sprintf("**%s level** · %d/%d slots left", Ordinal(level), ranger.Slots.At(level), slots.At(level)))
	}
	assert.Contains(t, text, "**2nd level** · 2/2 slots left\n- _no spell of this level: these slots cast your lower-level spells higher_")
}

// TestXPLineSaysWhenXPIsBelowTheLevel: XP a forced end took below the
// level's threshold keeps the level and the sheet says where the level
// stands (rules §8.18).
func TestXPLineSaysWhenXPIsBelowTheLevel(t *testing.T) {
	cases := []struct {
		level, xp int
		want      string
	}{
		{1, 120, "XP 120 · 180 to level 2"},
		{6, 4300, "XP 4,300 · 2,200 to level 7"},
		{6, 2400, "XP 2,400 (level 6 at 4,300) · 4,100 to level 7"},
		{20, 85000, "XP 85,000 · level cap"},
		{20, 80000, "XP 80,000 (level 20 at 85,000) · level cap"},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, XPLine(rules.Character{Level: tc.level, XP: tc.xp}))
	}
}

// A Cleric's `!spells` says Spiritual Weapon strikes on for no slot
// (rules §1.6).
func TestSpellListSaysSpiritualWeaponStrikesOn(t *testing.T) {
	cleric, err := rules.NewCharacter("Mira", rules.Cleric, rules.Human)
	require.NoError(t, err)
	cleric, _ = rules.AwardXP(cleric, rules.XPForLevel(3))
	assert.Regexp(t, `\*\*Spiritual Weapon\*\* — 1d8\+\d force, spell attack, bonus action, then strikes again on each of your next 9 turns, those strikes free`, SpellList(cleric, "!"))
}

// An Arcane Trickster's `!spells` lists Shield with its Trickster's Shield
// uses left (rules §1.11), a Mage's without them.
func TestSpellListShowsTheTrickstersShieldUses(t *testing.T) {
	cases := []struct {
		name  string
		class rules.ClassID
		sub   string
		spent int
		want  string
	}{
		{"a fresh Trickster", rules.Rogue, "arcane_trickster", 0, "once a long rest: Trickster's Shield, 1 left"},
		{"spent", rules.Rogue, "arcane_trickster", 1, "Trickster's Shield, 0 left"},
		{"a Mage", rules.Mage, "", 0, "goes up by itself for a hit that matters, never with your last slot"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := rules.NewCharacter("Vex", tc.class, rules.Human)
			require.NoError(t, err)
			c, _ = rules.AwardXP(c, rules.XPForLevel(3))
			if tc.sub != "" {
				c, _, err = rules.ChooseSubclass(c, tc.sub, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))
				require.NoError(t, err)
			}
			if tc.spent > 0 {
				c.Resources[rules.FeatureTricksterShield] -= tc.spent
			}
			assert.Contains(t, SpellList(c, "!"), tc.want)
		})
	}
}

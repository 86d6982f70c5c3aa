package fight_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestBoutStartsWithIntroInitiativeAndTheStateOfTheFight(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	before := b.Create(alice, "Brom", "fighter", "dwarf")
	answer := p.Reply("!fight worg")
	for _, want := range []string{
		"🥊 **Training bout** at Thom Krooke's practice yard: **Brom** (level 1 Fighter) vs **Worg** (elite · CR 1/2 · 26 HP · AC 13 · Knock Prone)",
		"the yard pays no XP, no loot and no coins",
		"Initiative: ",
		"**Worg** ",
		// at full HP Second Wind and the potion are refused, so neither is offered
		"your move: `!attack [target]` · `!flee` · `!fight auto`",
	} {
		assert.Contains(t, answer, want)
	}
	assert.NotContains(t, answer, "`!secondwind`")
	assert.NotContains(t, answer, "`!use <item>`")
	r := mustRow(t, b)
	assert.Equal(t, fight.Origin{Kind: fight.OriginTraining}, r.Origin)
	assert.Equal(t, fight.RowVersion, r.Version)
	assert.False(t, r.State.Over())
	assert.Equal(t, combat.KindElite, r.State.Kind)
	assert.Equal(t, content.MonsterID("worg"), r.State.Enemies[0].Monster.ID)
	assert.Empty(t, r.State.Log, "reported events are not stored")
	assert.Equal(t, before, b.Character(alice), "the sheet changes only when the fight is settled")
}

func TestBareFightListsSparringPartnersOrShowsTheFight(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	hint := p.Reply("!fight")
	assert.Contains(t, hint, "Thom Krooke's practice yard** is open")
	assert.Contains(t, hint, "Sparring partners at your tier (1)")
	assert.Contains(t, hint, "Elites: Worg (CR 1/2)")
	assert.Contains(t, hint, "anything up to tier 3")
	assert.Equal(t, hint, p.Reply("!fight STATUS"), "status outside a fight is the hint too, in any case")
	assert.Contains(t, p.Reply("!fight status now"), "`!fight status` takes nothing after it.", "its help line shows no words after status")
	assert.Contains(t, p.Reply("!fight auto x"), "`!fight auto` takes nothing after it.", "nor after auto")
	_, ok := row(t, b)
	assert.False(t, ok, "a hint starts nothing")

	p.Say("!fight skeleton")
	status := p.Reply("!fight")
	assert.Contains(t, status, "🥊 **Training bout** at Thom Krooke's practice yard · round 1")
	assert.Contains(t, status, "**Skeleton** ")
	assert.Contains(t, status, "Round 1, your move")
	assert.Equal(t, status, p.Reply("!fight status"))
}

func TestBoutRefusalsChangeNothing(t *testing.T) {
	var farAway string
	for _, m := range content.Monsters() {
		if tier, ok := fight.MonsterTier(m.ID); ok && tier == 4 {
			farAway = m.Name
			break
		}
	}
	require.NotEmpty(t, farAway)
	cases := []struct {
		name  string
		setup func(b *plugintest.Bot, p *speaker)
		line  string
		want  string
	}{
		{"unknown monster", nil, "!fight wrog", "I don't know a monster called “wrog”. Did you mean **Worg**?"},
		{"several fit", nil, "!fight goblin", "More than one monster fits “goblin”. Which one: `!fight goblin sneak`, `!fight goblin archer` or `!fight goblin shaman`?"},
		{"too high a tier", nil, "!fight " + farAway, "lives in tier 4. Thom matches a tier-1 adventurer with tier 3 at most"},
		{"recovering", func(b *plugintest.Bot, p *speaker) {
			b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
		}, "!fight worg", "You're down and recovering until 15:00 (in 6h)"},
		{"resting", func(b *plugintest.Bot, p *speaker) {
			b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(time.Hour) })
		}, "!fight worg", "You're resting until 10:00 (in 1h)"},
		{"already fighting", func(b *plugintest.Bot, p *speaker) { p.Say("!fight skeleton") }, "!fight worg", "You're already fighting **Skeleton**"},
		{"auto with no fight", nil, "!fight auto", "There's no fight to finish"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			p := as(t, b)
			b.Create(alice, "Brom", "fighter", "dwarf")
			if tc.setup != nil {
				tc.setup(b, p)
			}
			before, fightBefore := b.Character(alice), rawRow(t, b)
			rows := p.Say(tc.line)
			require.Len(t, rows, 1, "one answer and no DM")
			assert.Contains(t, rows[0].Body, tc.want)
			assert.Equal(t, before, b.Character(alice))
			assert.Equal(t, fightBefore, rawRow(t, b))
		})
	}
}

func TestCommandsOutsideAFightAnswerClearly(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	for _, line := range []string{"!attack", "!cast fire bolt", "!flee", "!secondwind", "!surge", "!fight auto"} {
		assert.Contains(t, p.Reply(line), "You don't have a character yet", line)
	}
	b.Create(alice, "Aria", "mage", "elf")
	for _, line := range []string{"!attack", "!cast fire bolt", "!flee", "!secondwind", "!surge"} {
		assert.Contains(t, p.Reply(line), "You're not in a fight. `!zone list` shows where you can go next", line)
		assert.Contains(t, p.Reply(line), "`!fight <monster>` spars at the yard", line)
	}
	b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
	for _, line := range []string{"!attack", "!flee", "!fight auto"} {
		reply := p.Reply(line)
		assert.Contains(t, reply, "You're down until 15:00 (in 6h)", "%s: a downed character is not offered a bout", line)
		assert.NotContains(t, reply, "`!fight <monster>`", line)
	}
}

func TestOtherPluginsRefuseWhileABoutRuns(t *testing.T) {
	cases := []struct{ line, want string }{
		{"!rest short", "You can't rest in the middle of a fight"},
		{"!buy potion of healing", "Thom doesn't deliver to battlefields"},
		{"!equip longsword", "No changing outfits mid-fight"},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			b := plugintest.New(t)
			p := as(t, b)
			b.Create(alice, "Brom", "fighter", "dwarf")
			p.Say("!fight zombie")
			p.Say("!attack")
			before, fightBefore := b.Character(alice), rawRow(t, b)
			assert.Contains(t, p.Reply(tc.line), tc.want)
			assert.Equal(t, before, b.Character(alice))
			assert.Equal(t, fightBefore, rawRow(t, b))
		})
	}
}

// Hurt, the moves line offers Second Wind and the potion, which the
// commands then take (combat.Takes).
func TestTheMovesLineOffersHealsOnlyWhenHurt(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
	answer := p.Reply("!fight worg")
	assert.Contains(t, answer, "`!use <item>` · `!secondwind` · `!flee` · `!fight auto`")
	assert.Contains(t, p.Reply("!secondwind"), "Second Wind")
}

// Past level 15 the character's tier outgrows the zones': the yard lists
// the highest tier's partners rather than an empty list, and caps at
// nothing it does not have.
func TestTheYardListsPartnersAtEveryLevel(t *testing.T) {
	for _, level := range []int{1, 12, 15, 16, 19, 20} {
		b := plugintest.New(t)
		p := as(t, b)
		b.Create(alice, "Brom", "fighter", "dwarf")
		b.Edit(alice, func(c *rules.Character) { c.Level, c.XP = level, rules.XPForLevel(level) })
		hint := p.Reply("!fight")
		assert.Regexp(t, `Sparring partners at your tier \(\d\):\n- \S`, hint, "level %d: someone is listed", level)
		assert.NotContains(t, hint, "tier 6", "level %d", level)
		assert.NotContains(t, hint, "tier 7", "level %d", level)
		assert.NotContains(t, hint, "tier 8", "level %d", level)
	}
}

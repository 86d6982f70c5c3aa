package expedition_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// lastWalk loads alice's last walk log; it fails the test without one.
func lastWalk(t *testing.T, b *plugintest.Bot) play.WalkLog {
	t.Helper()
	w, ok, err := b.Store.Autopilot.LastWalkLog(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok, "no walk was kept")
	return w
}

func TestWhyBeforeAnyWalkIsFriendly(t *testing.T) {
	b := newBot(t)
	out := b.Reply(alice, "!why")
	assert.Contains(t, out, "Nothing to explain yet")
	assert.Contains(t, out, "`!expedition run`")
	assert.Contains(t, b.Reply(bob, "!why"), "Nothing to explain yet", "no character needed")
}

func TestWhyNamesEachDecisionOfTheLastWalkWithItsRule(t *testing.T) {
	b := newBot(t)
	veteranCrypt(t, b)
	autopilot(t, b)
	w := lastWalk(t, b)
	assert.Equal(t, play.SourceRun, w.Source)
	require.NotEmpty(t, w.Decisions)
	stop := w.Decisions[len(w.Decisions)-1]
	assert.Equal(t, play.Decision{Kind: play.DecideStop, Rule: play.RuleForks, Stop: expedition.StopFork, Room: 6,
		HP: stop.HP, MaxHP: stop.MaxHP}, stop)
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "🤔 **Why** · your last walk in **The Crypt of Valdris**: `!expedition run`")
	assert.Contains(t, why, "Stopped at the fork in room 6 (rule: forks are yours to choose; left 6h, I take a way for you)")

	// Low HP: the stop names the HP, the floor and the rule.
	b.Reply(alice, "!zone go 1")
	fightOff(t, b)
	b.Reply(alice, "!fight")
	b.Reply(alice, "!fight auto")
	b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) / 4 })
	out := b.Reply(alice, "!expedition run")
	require.Contains(t, out, "at or below 30%")
	ch := b.Character(alice)
	why = b.Reply(alice, "!why")
	assert.Contains(t, why, "1. ❤️ Stopped in room 7: HP ")
	assert.Contains(t, why, ", at or below the default 30% floor (rule: rest below 30%)")
	assert.Contains(t, why, narrateHP(ch))
}

// narrateHP is "HP 14/58 = 24%" as `!why` words it.
func narrateHP(ch rules.Character) string {
	m := rules.MaxHP(ch)
	return fmt.Sprintf("HP %d/%d = %d%%", ch.HP, m, ch.HP*100/m)
}

func TestARestFloorChangesTheNextWalk(t *testing.T) {
	walked := func(rule string) (string, string) {
		b := newBot(t)
		veteranCrypt(t, b)
		b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) / 2 })
		if rule != "" {
			require.Contains(t, b.Reply(alice, "!autopilot "+rule), "Noted")
		}
		return b.Reply(alice, "!expedition run"), b.Reply(alice, "!why")
	}
	def, _ := walked("")
	assert.NotContains(t, def, "· you stay where you are", "half HP is above the default 30% floor: the walk goes")
	cautious, why := walked("rest below 60%")
	assert.Contains(t, cautious, "· you stay where you are")
	assert.Contains(t, cautious, "at or below 60%")
	assert.Contains(t, why, "at or below your 60% floor (rule: rest below 60%)")
}

func TestWalkIntoElitesChangesTheNextWalk(t *testing.T) {
	toElite := func(rule string) *plugintest.Bot {
		b := newBot(t)
		pastTheMainHall(t, b)
		if rule != "" {
			b.Reply(alice, "!autopilot "+rule)
		}
		return b
	}
	def := toElite("")
	assert.Contains(t, autopilot(t, def), "★ Next door: **Catacomb Watch**")
	assert.Contains(t, def.Reply(alice, "!why"), "Stopped at the door of **Catacomb Watch**, an elite's room (rule: stop before elites)")

	bold := toElite("walk into elites")
	out := bold.Reply(alice, "!expedition run")
	assert.Contains(t, out, "**Room 11 · Catacomb Watch**")
	assert.Positive(t, zoneRun(t, bold).RoomNumber("crypt_valdris.catacomb_watch"), "the walk went through the elite's door")
	_, _, waiting := zoneRun(t, bold).PendingFight()
	assert.True(t, waiting, "the elite waits for the player's fight")
	why := bold.Reply(alice, "!why")
	assert.Contains(t, why, "Walked you through the door of **Catacomb Watch**, an elite's room (rule: walk into elites)")
	assert.Contains(t, why, "a fight waited there for your `!fight` (rule: the fights that wait for you are yours to start)")
}

func TestWakeMeForBossesSendsADMAtTheBossDoor(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!autopilot wake me for bosses")
	pastTheMainHall(t, b)
	autopilot(t, b)
	b.Reply(alice, "!advance")
	b.Reply(alice, "!fight")
	b.Reply(alice, "!fight auto")
	b.Flush()
	var rows = b.Say(alice, "!expedition run")
	for i := 0; i < 6 && len(plugintest.DMs(rows, alice)) == 0; i++ {
		fightOff(t, b)
		rows = b.Say(alice, "!expedition run")
	}
	dms := plugintest.DMs(rows, alice)
	require.NotEmpty(t, dms, "the walk to the boss's door woke her")
	assert.Contains(t, dms[len(dms)-1], "⏰ **Wake up!**")
	assert.Contains(t, dms[len(dms)-1], "**Valdris's Sanctum**")
	w := lastWalk(t, b)
	last := w.Decisions[len(w.Decisions)-1]
	assert.Equal(t, expedition.StopBoss, last.Stop)
	assert.True(t, last.Woke)
	assert.Contains(t, b.Reply(alice, "!why"), "and DMed you as you asked (wake me for bosses) (rule: always stop before the boss to rest and restock)")
}

func TestAutopilotRulesShowSetAndReset(t *testing.T) {
	b := newBot(t)
	out := b.Reply(alice, "!autopilot")
	assert.Contains(t, out, "**The defaults**")
	assert.Contains(t, out, "Rest below **30%**")
	assert.Contains(t, out, "Nothing changed: the defaults hold.")

	for _, bad := range []string{"!autopilot fly", "!autopilot rest below 0%", "!autopilot rest below 100%", "!autopilot rest below lots"} {
		refused := b.Reply(alice, bad)
		assert.Contains(t, refused, "`!autopilot rest below <N>%`", "%s lists what is accepted", bad)
		r, err := b.Store.Autopilot.Rules(context.Background(), alice)
		require.NoError(t, err)
		assert.True(t, r.IsDefault(), "%s changes nothing", bad)
	}

	assert.Contains(t, b.Reply(alice, "!autopilot Rest below 45%"), "Noted: **rest below 45%**")
	assert.Contains(t, b.Reply(alice, "!autopilot never take trap edges"), "Noted")
	mine := b.Reply(alice, "!autopilot")
	assert.Contains(t, mine, "Rest below **45%** (instead of 30%)")
	assert.Contains(t, mine, "Never take trap edges")
	assert.Less(t, strings.Index(mine, "**The defaults**"), strings.Index(mine, "**Yours**"), "the defaults first")
	assert.Contains(t, b.Reply(bob, "!autopilot"), "Nothing changed", "rules are per player")

	assert.Contains(t, b.Reply(alice, "!autopilot reset"), "Back to the defaults")
	r, err := b.Store.Autopilot.Rules(context.Background(), alice)
	require.NoError(t, err)
	assert.True(t, r.IsDefault())
}

// The rule is echoed as it is read, the default floor is
// called the default, a floor without its number asks for it, and rules
// set before any character say they wait for one.
func TestAutopilotRulesAreEchoedNormalised(t *testing.T) {
	b := newBot(t)
	assert.Contains(t, b.Reply(alice, "!autopilot rest below 050%"), "Noted: **rest below 50%**")
	assert.Contains(t, b.Reply(alice, "!autopilot rest below 50 %"), "Noted: **rest below 50%**")
	assert.Contains(t, b.Reply(alice, "!autopilot Don’t wake me for bosses."), "Noted: **don't wake me for bosses**")
	assert.NotContains(t, b.Reply(alice, "!autopilot rest below 45"), "no character")
	assert.Contains(t, b.Reply(alice, "!autopilot rest below 30%"), "Noted: **rest below 30%**")
	mine := b.Reply(alice, "!autopilot")
	assert.Contains(t, mine, "Rest below **30%**, the default.")
	assert.NotContains(t, mine, "instead of 30%")

	bare := b.Reply(alice, "!autopilot rest below")
	assert.True(t, strings.HasPrefix(bare, "Rest below what?") && !strings.Contains(bare, "I don't know the rule"), bare)

	none := b.Reply(bob, "!autopilot never take trap edges")
	for _, want := range []string{"Noted: **never take trap edges**", "You have no character yet", "`!char create"} {
		assert.Contains(t, none, want)
	}
}

func TestBackgroundWalkIsExplainedToo(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) {
		c.Level, c.XP = 8, rules.XPForLevel(8)
		c.HP = rules.MaxHP(*c)
	})
	departed(t, b)
	s := walker(t, b)
	b.Reply(alice, "!expedition run on")
	_, err := s.AdvanceTo(context.Background(), b.Clock, plugintest.Start().Add(31*time.Minute))
	require.NoError(t, err)
	require.NotEmpty(t, autoWalks(b))
	w := lastWalk(t, b)
	assert.Equal(t, play.SourceBackground, w.Source)
	assert.Positive(t, w.Rooms)
	require.NotEmpty(t, w.Decisions)
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "the background walk")
	assert.Contains(t, why, "(rule: ")
}

// walkedIntoTheElite is a bot whose alice, under "walk into elites", was
// walked into Catacomb Watch, its elite waiting there for her `!fight`.
func walkedIntoTheElite(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := newBot(t)
	pastTheMainHall(t, b)
	b.Reply(alice, "!autopilot walk into elites")
	require.Contains(t, b.Reply(alice, "!expedition run"), "**Room 11 · Catacomb Watch**")
	return b
}

// With "walk into elites", a walk asked for while the elite already waits
// in the room says so and names what the rule does: it walks through the
// door, never into the fight.
func TestWalkIntoElitesAtAnEliteInTheRoomNamesTheRule(t *testing.T) {
	b := walkedIntoTheElite(t)
	out := b.Reply(alice, "!expedition run")
	assert.NotContains(t, out, "I don't walk you into those", "the rule walks into elites")
	for _, want := range []string{"waits for you in this room", "`!fight` to take it on",
		"**walk into elites** only walks you through an elite's door: I never start its fight for you"} {
		assert.Contains(t, out, want)
	}

	def := newBot(t)
	pastTheMainHall(t, def)
	autopilot(t, def)
	def.Reply(alice, "!advance")
	assert.Contains(t, def.Reply(alice, "!expedition run"), "bars the way, and I don't walk you into those", "the default rule's words stay")
}

// Every `!expedition run` answer is the last walk for `!why`, a walk that
// could not take a room included.
func TestWhyExplainsARunThatTookNoRoom(t *testing.T) {
	b := walkedIntoTheElite(t)
	b.Clock.Set(b.Clock.Now().Add(12 * time.Hour))
	b.Reply(alice, "!expedition run")
	w := lastWalk(t, b)
	assert.Equal(t, play.SourceRun, w.Source)
	assert.Zero(t, w.Rooms)
	assert.Equal(t, b.Clock.Now(), w.At.In(b.Clock.Now().Location()))
	require.Len(t, w.Decisions, 1)
	assert.Equal(t, expedition.StopFight, w.Decisions[0].Stop)
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "`!expedition run`, ")
	assert.Contains(t, why, "(just now).")
	assert.Contains(t, why, "1. ⚔️ Stopped in room 11, **Catacomb Watch**: a fight waited there for your `!fight` (rule: the fights that wait for you are yours to start)")

	// A fight running, too.
	f := newBot(t)
	departed(t, f)
	nightFight(t, f)
	f.Reply(alice, "!expedition run")
	assert.Contains(t, f.Reply(alice, "!why"), "1. ⚔️ Stopped in room 1: you were in a fight (rule: the fights that wait for you are yours to start)")
}

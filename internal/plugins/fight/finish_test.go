package fight_test

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/character"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestPracticeVictoryPaysNoXPNoLootNoCoins(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.XP = rules.XPForLevel(2) - 10 })
	p.Say("!fight skeleton")
	rows := p.Say("!fight auto")
	room, dms := plugintest.Rooms(rows), plugintest.DMs(rows, alice)
	require.Len(t, room, 1)
	assert.Empty(t, dms, "no level-up from practice")
	assert.Contains(t, room[0], "Skeleton falls")
	assert.Contains(t, room[0], "🏆 **Victory** in ")
	assert.NotContains(t, room[0], " XP (")
	assert.Contains(t, room[0], "Practice pays in lessons only: no XP, no loot, no coins.")
	ch := b.Character(alice)
	assert.Equal(t, 1, ch.Level)
	assert.Equal(t, rules.XPForLevel(2)-10, ch.XP)
	assert.Equal(t, 150, ch.Coins, "no coins from the yard")
	assert.Equal(t, 1, ch.Inventory.Count("potion_of_healing"))
	assert.Len(t, ch.Inventory, 1, "no loot from the yard")
	_, ok := row(t, b)
	assert.False(t, ok, "a settled fight leaves no row")
}

func TestZoneVictoryAwardsXPAndDMsTheLevelUp(t *testing.T) {
	f := &finisher{}
	d := fight.Deps{Zone: f}
	b := plugintest.Custom(t, character.Commands(), fight.Commands(d), []bot.Command{zoneFight(d)})
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.XP = rules.XPForLevel(2) - 10 })
	p.Say("!zonefight skeleton")
	rows := p.Say("!fight auto")
	room, dms := plugintest.Rooms(rows), plugintest.DMs(rows, alice)
	require.Len(t, room, 1)
	require.Len(t, dms, 1, "the level-up DM")
	assert.Contains(t, room[0], "Skeleton falls")
	assert.Contains(t, room[0], "+60 XP (350 total, 550 to level 3)")
	assert.Contains(t, room[0], "🎉 **Level 2!** What changed is in your DMs.")
	assert.Contains(t, dms[0], "🎉 **Brom** reaches **level 2**")
	ch := b.Character(alice)
	assert.Equal(t, 2, ch.Level)
	assert.Equal(t, 350, ch.XP)
	assert.Equal(t, []combat.Result{combat.ResultWon}, f.results)
}

func TestDownedSetsRecoveryAndRefusesANewBout(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Aria", "mage", "elf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 1; c.Inventory = nil })
	p.Say("!fight valdris")
	rows := p.Say("!fight auto")
	room := plugintest.Rooms(rows)
	require.Len(t, room, 1)
	assert.Contains(t, room[0], "You drop to 0 HP")
	assert.Contains(t, room[0], "💀 **Down** in round ")
	assert.Contains(t, room[0], "You're out of it until 15:00 (in 6h)")
	assert.Contains(t, room[0], "hauls you off the sand into the shade", "no healer: the bout heals nothing")
	assert.Contains(t, room[0], "straw behind my stable", "the broke player's way back, !rest rough")
	ch := b.Character(alice)
	assert.Zero(t, ch.HP)
	assert.Equal(t, plugintest.Start().Add(rules.DefaultRecovery), ch.DownUntil.UTC())
	_, ok := row(t, b)
	assert.False(t, ok)

	assert.Contains(t, p.Reply("!fight worg"), "You're down and recovering until 15:00 (in 6h)")
	_, ok = row(t, b)
	assert.False(t, ok, "the refusal started nothing")

	b.Clock.Advance(rules.DefaultRecovery)
	assert.Contains(t, p.Reply("!fight worg"), "Training bout", "back on their feet after the recovery")
}

func TestFightAutoFinishesARunningFight(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	p.Say("!fight zombie")
	p.Say("!attack")
	r := mustRow(t, b)
	require.False(t, r.State.Over(), "the zombie is still up")
	answer := p.Reply("!fight auto")
	assert.Contains(t, answer, fmt.Sprintf("🎲 **Autopilot** from round %d", r.State.Round))
	assert.Regexp(t, `(?m)^R\d+ You (hit|miss) Zombie`, answer)
	assert.Regexp(t, `🏆 \*\*Victory\*\*|💀 \*\*Down\*\*|⌛ \*\*Time!\*\*`, answer)
	_, ok := row(t, b)
	assert.False(t, ok)
	assert.Contains(t, p.Reply("!attack"), "You're not in a fight")
}

// bout plays the same bout on a bot: the fight, then each line; restart,
// when not nil, is called after the first action to swap the bot.
func bout(t *testing.T, b *plugintest.Bot, lines []string, restart func() *plugintest.Bot) []string {
	t.Helper()
	var out []string
	send := func(i int, line string) {
		msg := b.Message(alice, line)
		msg.EventID = id.EventID("$resume-" + string(rune('a'+i)))
		for _, r := range b.Send(msg) {
			out = append(out, r.Body)
		}
	}
	for i, line := range lines {
		send(i, line)
		if i == 2 && restart != nil {
			b = restart()
		}
	}
	return out
}

func TestAFightResumesAfterARestartExactlyAsItWouldHaveGoneOn(t *testing.T) {
	lines := []string{
		`!char create Aria mage elf`, "!fight worg", "!cast magic missile", "!attack",
		"!cast fire bolt", "!use potion of healing", "!attack", "!fight auto",
	}
	straight := bout(t, plugintest.New(t), lines, nil)

	path := filepath.Join(t.TempDir(), "restart.db")
	clk := clock.NewFake(plugintest.Start())
	first := plugintest.Open(t, path, clk)
	resumed := bout(t, first, lines, func() *plugintest.Bot {
		require.NoError(t, first.Store.Close())
		return plugintest.Open(t, path, clk)
	})
	require.Len(t, resumed, len(straight))
	assert.Equal(t, straight, resumed)
	assert.Contains(t, straight[len(straight)-1], "Thom Krooke", "the bout was fought to its end")
}

// finisher records the fights handed back to a zone run.
type finisher struct {
	origins []fight.Origin
	results []combat.Result
}

func (f *finisher) FinishFight(c *bot.Context, o fight.Origin, s combat.Settlement) (rules.Character, []string, error) {
	f.origins = append(f.origins, o)
	f.results = append(f.results, s.Outcome.Result)
	ch := combat.ApplyLoot(s.Character, s.Outcome.Loot)
	return ch, []string{"The run goes on."}, nil
}

// zoneFight is a test command that starts a turn-by-turn fight as a zone
// run would: `!zonefight <monster id>`.
func zoneFight(d fight.Deps) bot.Command {
	return bot.Command{Name: "zonefight", Section: bot.SectionCombat, Summary: "test", Handler: func(c *bot.Context) error {
		ch, err := pc.Load(c)
		if err != nil {
			return err
		}
		m, _ := content.MonsterByID(content.MonsterID(c.Args[0]))
		spec := combat.Spec{Seed: 1, Key: "run:4:node:n7", Character: ch, Enemies: []content.Monster{m}, ZoneID: content.ZoneGoblinWarrens}
		return d.Begin(c, spec, fight.Origin{Kind: fight.OriginZone, RunID: 4, NodeID: "n7"}, "⚔️ Room n7")
	}}
}

func TestAZoneFightIsHandedBackToItsRun(t *testing.T) {
	f := &finisher{}
	d := fight.Deps{Zone: f}
	b := plugintest.Custom(t, character.Commands(), fight.Commands(d), []bot.Command{zoneFight(d)})
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	opening := p.Reply("!zonefight worg")
	assert.Contains(t, opening, "⚔️ Room n7\nInitiative: ")
	assert.Equal(t, fight.Origin{Kind: fight.OriginZone, RunID: 4, NodeID: "n7"}, mustRow(t, b).Origin)
	assert.Contains(t, p.Reply("!fight"), "⚔️ **Fight** · round ")
	answer := p.Reply("!flee")
	assert.Contains(t, answer, "You flee")
	assert.Contains(t, answer, "The run goes on.")
	assert.NotContains(t, answer, "Thom Krooke")
	assert.Equal(t, []fight.Origin{{Kind: fight.OriginZone, RunID: 4, NodeID: "n7"}}, f.origins)
	assert.Equal(t, []combat.Result{combat.ResultFled}, f.results)
}

func TestABoutLostBeforeTheFirstTurnIsSettledAtOnce(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "human")
	b.Edit(alice, func(c *rules.Character) { c.HP = 1 })
	msg := b.Message(alice, "!fight worg")
	msg.EventID = "$probe-0" // a worg that wins initiative and hits
	room := plugintest.Rooms(b.Send(msg))
	require.Len(t, room, 1)
	assert.Contains(t, room[0], "🥊 **Training bout**")
	assert.Contains(t, room[0], "Initiative: Worg ")
	assert.Contains(t, room[0], "R1 You drop to 0 HP")
	assert.Contains(t, room[0], "💀 **Down** in round 1")
	assert.NotContains(t, room[0], "your move")
	_, ok := row(t, b)
	assert.False(t, ok, "nothing left to resume")
	assert.True(t, b.Character(alice).IsRecovering(b.Clock.Now()))
}

// waitingRoom is an encounter source with a worg waiting in room n3.
type waitingRoom struct{}

func (waitingRoom) PendingFight(c *bot.Context) (fight.Encounter, bool, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return fight.Encounter{}, false, err
	}
	m, _ := content.MonsterByID("worg")
	spec := combat.Spec{Seed: 1, Key: "run:4:node:n3", Character: ch, Enemies: []content.Monster{m}, ZoneID: content.ZoneGoblinWarrens}
	return fight.Encounter{Spec: spec, Origin: fight.Origin{Kind: fight.OriginZone, RunID: 4, NodeID: "n3"}, Intro: "★ Room 3: a worg"}, true, nil
}

func TestABareFightEngagesTheEncounterThatWaits(t *testing.T) {
	d := fight.Deps{Zone: &finisher{}, Encounters: waitingRoom{}}
	b := plugintest.Custom(t, character.Commands(), fight.Commands(d))
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	assert.Contains(t, p.Reply("!fight skeleton"), "Something is waiting for you where you stand: `!fight` engages it.")
	_, ok := row(t, b)
	assert.False(t, ok, "no bout while something waits")

	assert.Contains(t, p.Reply("!fight"), "★ Room 3: a worg\nInitiative: ")
	assert.Equal(t, fight.Origin{Kind: fight.OriginZone, RunID: 4, NodeID: "n3"}, mustRow(t, b).Origin)
	assert.Contains(t, p.Reply("!fight"), "⚔️ **Fight** · round ", "a running fight shows its status")
}

func TestFightAutoEngagesTheEncounterThatWaitsAndFinishesIt(t *testing.T) {
	f := &finisher{}
	d := fight.Deps{Zone: f, Encounters: waitingRoom{}}
	b := plugintest.Custom(t, character.Commands(), fight.Commands(d))
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	room := plugintest.Rooms(p.Say("!fight auto"))
	require.Len(t, room, 1, "one message: intro, round log and outcome")
	answer := room[0]
	assert.Contains(t, answer, "★ Room 3: a worg\nInitiative: ")
	assert.Contains(t, answer, "🎲 **Autopilot**")
	assert.Regexp(t, `(?m)^R1 `, answer, "the compact round log")
	_, ok := row(t, b)
	assert.False(t, ok, "the fight was fought to its end")
	require.Len(t, f.origins, 1, "handed back to its run")
	assert.Equal(t, fight.Origin{Kind: fight.OriginZone, RunID: 4, NodeID: "n3"}, f.origins[0])
	require.Equal(t, []combat.Result{combat.ResultWon}, f.results)
	assert.Positive(t, b.Character(alice).XP, "the settled character is saved")
}

func TestABareFightWhileDownSaysSo(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
	assert.Contains(t, p.Reply("!fight"), "You're down and recovering until")
}

func TestRecoveryTimeIsTheOperatorsSetting(t *testing.T) {
	b := plugintest.New(t)
	b.Config.Recovery = 90 * time.Minute
	p := as(t, b)
	b.Create(alice, "Aria", "mage", "elf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 1; c.Inventory = nil })
	p.Say("!fight valdris")
	p.Say("!fight auto")
	ch := b.Character(alice)
	require.True(t, ch.IsRecovering(b.Clock.Now()))
	assert.Equal(t, b.Clock.Now().Add(90*time.Minute), ch.DownUntil)
}

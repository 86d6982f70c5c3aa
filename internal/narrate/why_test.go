package narrate

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestWhyWordsEveryDecisionWithItsRule(t *testing.T) {
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	stop := func(s expedition.WalkStop, r play.Rule) play.Decision {
		return play.Decision{Kind: play.DecideStop, Stop: s, Rule: r, Room: 4, HP: 9, MaxHP: 31, Label: "Pit Hall"}
	}
	decisions := []play.Decision{
		{Kind: play.DecideItem, Rule: play.RuleHealBelow, Room: 3, Label: "Ash Hall", Item: "potion_of_healing", HP: 6, MaxHP: 31, Pct: 40},
		{Kind: play.DecideEnter, Rule: play.RuleEnterElites, Label: "Helmed Sentry Post"},
		{Kind: play.DecideFork, Rule: play.RuleFirstOpen, Room: 5, Label: "Split Conveyor", Way: 2, Took: "Collapsed Tunnel",
			Passed: []play.PassedWay{{Way: 1, Label: "Pit Hall", Why: play.PassTrap, Option: zonerun.Option{Open: true}}}},
		{Kind: play.DecideNoPick, Rule: play.RuleFirstOpen, Room: 5, Label: "Split Conveyor", HP: 9, MaxHP: 31,
			Passed: []play.PassedWay{{Way: 1, Why: play.PassClosed, Option: zonerun.Option{Lock: zonegraph.Lock{Kind: zonegraph.LockLevelMin, MinLevel: 5}, Reason: zonerun.ReasonLevelTooLow}},
				{Way: 2, Label: "Throne", Why: play.PassGuarded, Option: zonerun.Option{Open: true}}}},
		stop(expedition.StopLowHP, play.RuleRestBelow),
	}
	decisions[len(decisions)-1].Pct = 30
	for _, s := range []struct {
		stop expedition.WalkStop
		rule play.Rule
	}{
		{expedition.StopComplete, play.RuleDone}, {expedition.StopEnded, play.RuleDone}, {expedition.StopEncounter, play.RuleWaits},
		{expedition.StopFight, play.RuleWaits}, {expedition.StopResting, play.RuleResting}, {expedition.StopFork, play.RuleForks},
		{expedition.StopLevelUp, play.RuleLevelUp}, {expedition.StopCap, play.RuleRoomCap}, {expedition.StopBlocked, play.RuleRefused},
		{expedition.StopNight, play.RuleNight}, {expedition.StopSupplies, play.RuleSupplies}, {expedition.StopElite, play.RuleStopElites},
		{expedition.StopBoss, play.RuleBossDoor}, {expedition.StopTrap, play.RuleTrapEdges}, {expedition.StopTrader, play.RuleTrader},
	} {
		decisions = append(decisions, stop(s.stop, s.rule))
	}
	text := WhyText(Why{Log: play.WalkLog{Source: play.SourceBackground, ZoneID: "underforge", At: at, Rooms: 3,
		Rules: play.Rules{RestBelowPct: 30}, Floor: 30, Decisions: decisions},
		At: Moment{Now: at.Add(2 * time.Hour)}, Prefix: "!", IdleWait: "6h"})
	lines := strings.Split(text, "\n")
	assert.Equal(t, "🤔 **Why** · your last walk in **The Underforge**: the background walk, 09:00 (2h ago), 3 rooms.", lines[0])
	assert.Len(t, lines, len(decisions)+2)
	for i, l := range lines[1 : len(lines)-1] {
		assert.True(t, strings.HasPrefix(l, strconv.Itoa(i+1)+". "), l)
		assert.Regexp(t, `\(rule: [a-z][^)]*\)$`, l, "every decision ends with its rule")
		assert.NotContains(t, l, "Stopped (", "every stop has its words")
	}
	assert.Contains(t, text, "1. 🧪 Room 3, **Ash Hall**: drank a **Potion of Healing** in the fight at HP 6/31 = 19%, below 40% (rule: heal below 40% in a fight)")
	assert.Contains(t, text, "took way 2, **Collapsed Tunnel**, as way 1, **Pit Hall**, is a trap room (rule: an idle fork takes the first open way, never take trap edges)")
	assert.Contains(t, text, "I left the choice to you, as way 1 is closed (needs level 5) and way 2, **Throne**, is an elite's room and you were at HP 9/31 = 29%")
	assert.Contains(t, text, "❤️ Stopped in room 4: HP 9/31 = 29%, at or below your 30% floor (rule: rest below 30%)")
	assert.Contains(t, NoWalkText("!"), "Nothing to explain yet: I haven't walked anywhere for you. On an expedition, `!expedition run` walks you on", "the walk is an expedition's: a zone run refuses `!expedition run`")
}

// `!why` says each clause once: a rule that passed two ways over is named
// once, and a door walked through into a waiting fight leaves the "waits
// for your !fight" to the stop that follows.
func TestWhySaysEachClauseOnce(t *testing.T) {
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	open := zonerun.Option{Open: true}
	decisions := []play.Decision{
		{Kind: play.DecideFork, Rule: play.RuleFirstOpen, Room: 5, Label: "Split Conveyor", Way: 3, Took: "Collapsed Tunnel",
			Passed: []play.PassedWay{{Way: 1, Label: "Pit Hall", Why: play.PassTrap, Option: open}, {Way: 2, Label: "Vents", Why: play.PassTrap, Option: open}}},
		{Kind: play.DecideEnter, Rule: play.RuleEnterElites, Label: "Helmed Sentry Post"},
		{Kind: play.DecideStop, Stop: expedition.StopFight, Rule: play.RuleWaits, Room: 14, Label: "Helmed Sentry Post"},
	}
	text := WhyText(Why{Log: play.WalkLog{Source: play.SourceBackground, ZoneID: "underforge", At: at, Rooms: 1, Decisions: decisions},
		At: Moment{Now: at}, Prefix: "!", IdleWait: "6h"})
	assert.Contains(t, text, "(rule: an idle fork takes the first open way, never take trap edges)\n")
	assert.Contains(t, text, "2. ★ Walked you through the door of **Helmed Sentry Post**, an elite's room (rule: walk into elites)\n")
	assert.Equal(t, 1, strings.Count(text, "for your `!fight`"), text)
}

// An idle fork's pick says how long its prompt really waited, from when
// it was shown to the pick (rules §6.4), not the idle-wait setting: a
// prompt shown at 18:00 and answered at the 08:00 pick after the night
// waited 14h.
func TestWhyForkPickSaysHowLongThePromptWaited(t *testing.T) {
	shown := time.Date(2026, 3, 2, 18, 0, 0, 0, time.UTC)
	pick := shown.Add(14 * time.Hour)
	decisions := []play.Decision{
		{Kind: play.DecideFork, Rule: play.RuleFirstOpen, Room: 5, Label: "Split Conveyor", Way: 1, Took: "Vents", At: pick, Shown: shown},
		{Kind: play.DecideNoPick, Rule: play.RuleFirstOpen, Room: 6, Label: "Vents", At: pick},
	}
	text := WhyText(Why{Log: play.WalkLog{Source: play.SourceIdleFork, ZoneID: "underforge", At: pick, Decisions: decisions},
		At: Moment{Now: pick}, Prefix: "!", IdleWait: "6h"})
	assert.Contains(t, text, "the fork in room 5, **Split Conveyor**, left 14h: took way 1, **Vents**")
	assert.Contains(t, text, "the fork in room 6, **Vents**, left at least 6h: I left the choice to you")
	assert.NotContains(t, text, "left 6h")
}

// A fork stop whose every open way the idle pick passes over says the
// fork waits for the player, as its prompt does ("I won't make it for
// you"), not that TwinBee takes a way after the idle wait (rules §6.4).
func TestWhyAtAForkTheIdlePickLeavesSaysSo(t *testing.T) {
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	fork := play.Decision{Kind: play.DecideStop, Stop: expedition.StopFork, Rule: play.RuleForks, Room: 5, Label: "Split Conveyor"}
	why := func(d play.Decision) string {
		return WhyText(Why{Log: play.WalkLog{Source: play.SourceRun, ZoneID: "goblin_warrens", At: at, Rooms: 1, Decisions: []play.Decision{d}},
			At: Moment{Now: at}, Prefix: "!", IdleWait: "6h"})
	}
	assert.Contains(t, why(fork), "(rule: forks are yours to choose; left 6h, I take a way for you)")
	fork.Passed = []play.PassedWay{{Way: 1, Label: "Main Hall", Why: play.PassElite}, {Way: 2, Label: "Throne", Why: play.PassBoss}}
	text := why(fork)
	assert.Contains(t, text, "(rule: forks are yours to choose; this one I leave to you: stop before elites, the boss's door is yours)")
	assert.NotContains(t, text, "I take a way for you")
}

// A member's `!why` names the leader as the one whose `!fight` starts a
// fight the walk stopped at, as only the leader starts it (rules §2.13);
// the leader's own reads "your".
func TestWhyNamesTheLeaderWhoseFightStartsIt(t *testing.T) {
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	decisions := []play.Decision{
		{Kind: play.DecideEnter, Rule: play.RuleEnterElites, Label: "Kennels"},
		{Kind: play.DecideStop, Stop: expedition.StopFight, Rule: play.RuleWaits, Room: 6, Label: "Kennels"},
		{Kind: play.DecideEnter, Rule: play.RuleEnterElites, Label: "Guard Post"},
	}
	for _, tc := range []struct {
		name, leader, want, rule string
	}{
		{"the leader's own", "", "for your `!fight`", "(rule: the fights that wait for you are yours to start)"},
		{"a member's", "Ann", "for **Ann**'s `!fight`", "(rule: the fights that wait for the party are **Ann**'s to start)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := WhyText(Why{Log: play.WalkLog{Source: play.SourceBackground, ZoneID: "goblin_warrens", At: at, Rooms: 1, Decisions: decisions},
				At: Moment{Now: at}, Prefix: "!", IdleWait: "6h", Leader: tc.leader})
			assert.Contains(t, text, "**Kennels**: a fight waited there "+tc.want, text)
			assert.Contains(t, text, "an elite's room; it waits inside "+tc.want, text)
			assert.Contains(t, text, tc.rule, text)
		})
	}
}

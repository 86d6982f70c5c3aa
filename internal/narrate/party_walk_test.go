package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestAPartysLowHPStopNamesItsMostWoundedMember(t *testing.T) {
	w := underforgeWalk(t)
	w.Stop, w.MinHP = expedition.StopLowHP, 30
	w.Char.HP = rules.MaxHP(w.Char) / 2
	alone := AutoWalkText(w)
	assert.Contains(t, alone, "I won't walk you into the next room like that")

	cy := w.Char.Clone()
	cy.Name, cy.HP = "Cy", 1
	w.Party = []rules.Character{cy}
	got := AutoWalkText(w)
	assert.Contains(t, got, "**Cy** is at HP 1/")
	assert.Contains(t, got, "I won't walk the party into the next room like that")
}

func TestAPartysWalkSummaryTotalsEveryMember(t *testing.T) {
	w := underforgeWalk(t)
	cy := w.Char.Clone()
	cy.Name, cy.HP = "Cy", 3
	w.Party = []rules.Character{cy}
	w.Rooms = []AutoWalkRoom{{Run: w.Run, Events: []zonerun.Event{{Kind: zonerun.EvRoomEntered, Node: w.Run.Current, Number: 1}}}}
	assert.Contains(t, AutoWalkText(w), "👥 **Cy** HP 3/")
}

func TestAPartysLowHPStopOffersTheShortRestItsWoundedMemberWouldTake(t *testing.T) {
	w := underforgeWalk(t)
	w.Stop, w.MinHP = expedition.StopLowHP, 80
	w.Exp.Status = expedition.StatusActive
	w.Char.HP = rules.MaxHP(w.Char) // the leader: nothing a short rest brings back
	w.Char.HitDice = 0
	cy := w.Char.Clone()
	cy.Name, cy.HP, cy.HitDice = "Cy", 1, 1
	w.Party = []rules.Character{cy}
	assert.Contains(t, AutoWalkText(w), "`!rest short`", "Cy rests on their own hit die (rules §8.23)")

	w.Party[0].HitDice = 0
	got := AutoWalkText(w)
	assert.NotContains(t, got, "`!rest short`")
	assert.Contains(t, got, "**Cy** has no hit die left for a short rest")
}

// TestAMembersWalkDMNamesEachFightsRoomAndFoes: a member's DM of a walk
// (the background walk's, an idle fork's) labels each share with the
// room it happened in, as the walk came to it, and a fight's with its
// foes, so two fights of one step, or of one room (the foe the clatter
// drew in), read apart (rules §8.23).
func TestAMembersWalkDMNamesEachFightsRoomAndFoes(t *testing.T) {
	w := underforgeWalk(t)
	cy := w.Char.Clone()
	cy.Name = "Cy"
	w.Party = []rules.Character{cy}
	fight := func(foe content.MonsterID, xp int) zonerun.Event {
		return zonerun.Event{Kind: zonerun.EvFightResolved, Fight: &zonerun.FightReport{Monsters: []content.MonsterID{foe}, Result: combat.ResultWon,
			Shares: []zonerun.Share{{Seat: 1, HP: 5, MaxHP: 12, XP: xp}}}}
	}
	w.Rooms = []AutoWalkRoom{{Run: w.Run, Events: []zonerun.Event{
		{Kind: zonerun.EvRoomEntered, Node: "underforge.ash_hall", Number: 2}, fight("worg", 50),
		{Kind: zonerun.EvRoomEntered, Node: "underforge.ore_gallery", Number: 3}, fight("dire_wolf", 60), fight("worg", 70),
	}}}
	got := MemberPickText(w, 1, "**Ann**")
	ash, ore := w.label("underforge.ash_hall"), w.label("underforge.ore_gallery")
	assert.Contains(t, got, "- **Room 2 · "+ash+"** · the **Worg**: +50 XP; 5/12 HP\n")
	assert.Contains(t, got, "- **Room 3 · "+ore+"** · the **Dire Wolf**: +60 XP; 5/12 HP\n")
	assert.Contains(t, got, "- **Room 3 · "+ore+"** · the **Worg**: +70 XP; 5/12 HP")
}

package play

import (
	"errors"

	"github.com/gogobee/gogobee/internal/expedition"
)

// hpPct is the character's HP as a percentage of max HP (HPPct); in a
// party, the most wounded member's (rules §8.23).
func (g *Game) hpPct() int { return HPPct(Weakest(g.Char, g.Party)) }

// slotsPct is the character's spell slots left as a percentage of its
// maximum, weighed by level (SlotsPct); in a party, the lowest of the
// members'.
func (g *Game) slotsPct() int {
	pct := SlotsPct(g.Char)
	for _, c := range g.Party {
		pct = min(pct, SlotsPct(c))
	}
	return pct
}

// rest takes the best rest the expedition allows right now: a short rest
// (hit dice left, no Siege), else a standard camp (a long rest), else a
// rough camp, walking back out of a room that forbids camps first
// (pitchFirst), as a player would. It reports whether the turn did
// anything: a rest, or a walk back that found no camp (a fight waiting
// in the room walked into comes first).
func (g *Game) rest() bool {
	if g.shortRest() {
		return true
	}
	pitched, moved := g.pitchFirst(expedition.CampStandard, expedition.CampRough)
	return pitched || moved
}

// ownRest is a rest the player takes by the policy's own thresholds (a
// door's, RestBelowPct's): a short rest only under Policy.ShortRestsOnly,
// else the best rest the expedition allows (rest). It reports whether the
// turn did anything.
func (g *Game) ownRest() bool {
	if g.Policy.ShortRestsOnly {
		return g.shortRest()
	}
	return g.rest()
}

// shortRest takes a short rest (`!rest short`) when the expedition allows
// one where the player stands and it brings something back to the
// character or, in a party, to any member, each resting on their own hit
// dice, two at most in a party (expedition.ShortRestDice, rules §8.23);
// false otherwise.
func (g *Game) shortRest() bool {
	if expedition.CheckShortRest(g.Exp, Position(g.Run, g.Graph, false)) != nil {
		return false
	}
	rested := false
	for k := -1; k < len(g.Party); k++ {
		c, user := &g.Char, g.UserID
		if k >= 0 {
			c, user = &g.Party[k], g.Setup.Party[k].UserID
		}
		if c.HitDice <= 0 {
			continue
		}
		ch, rep, err := ShortRestDice(*c, g.World, user, g.Now, expedition.ShortRestDice(g.Exp))
		if err != nil || !rep.Recovered() {
			continue
		}
		*c, rested = ch, true
	}
	if !rested {
		return false
	}
	g.typed("!rest short")
	g.act()
	return true
}

// restsAfter reports whether stop ends a walk the player walks on from by
// hand or with the next walk (the room cap, a level-up, a fork): where a
// player of RestBelowPct looks at HP first (rules §10.4).
func restsAfter(stop expedition.WalkStop) bool {
	return stop == expedition.StopCap || stop == expedition.StopLevelUp || stop == expedition.StopFork
}

// restBelow is RestBelowPct's rest: with HP below it, the player's own
// rest (ownRest). It reports whether the turn did anything; never with
// RestBelowPct 0.
func (g *Game) restBelow() bool {
	return g.Policy.RestBelowPct > 0 && g.hpPct() < g.Policy.RestBelowPct && g.ownRest()
}

// maxWalkBackToCamp is how many rooms the policy walks back looking for a
// room that allows a camp.
const maxWalkBackToCamp = 3

// pitchFirst pitches the first of kinds the expedition allows where the
// player stands. In a room that forbids camps (rules §8.10: a boss or
// trap room) with today's camp still to pitch, it walks back a room
// (`!revisit`) and tries there, up to maxWalkBackToCamp rooms. It reports
// whether a camp was pitched and whether the player walked back.
func (g *Game) pitchFirst(kinds ...expedition.CampType) (pitched, moved bool) {
	for back := 0; ; back++ {
		for _, kind := range kinds {
			if g.camp(kind) {
				return true, back > 0
			}
		}
		if back == maxWalkBackToCamp || !g.roomForbidsCamp() || !g.walkBack() {
			return false, back > 0
		}
	}
}

// roomForbidsCamp reports whether the only thing between the player and
// today's camp is the room: a boss or trap room, no camp pitched today.
func (g *Game) roomForbidsCamp() bool {
	if g.Exp.Camp != nil && g.Exp.Camp.Day == g.Exp.Day {
		return false
	}
	var forbidden expedition.ErrCampForbidden
	_, err := Pitch(g.Exp, g.Run, g.Graph, g.Char, expedition.CampRough, false, g.Now)
	return errors.As(err, &forbidden) && (forbidden.Reason == expedition.CampBossRoom || forbidden.Reason == expedition.CampTrapRoom)
}

// camp pitches a camp of kind where the player stands; false when refused.
func (g *Game) camp(kind expedition.CampType) bool {
	before := g.Char.HP
	out, err := Pitch(g.Exp, g.Run, g.Graph, g.Char, kind, false, g.Now)
	if err != nil {
		return false
	}
	g.Exp, g.Char, g.Run = out.Exp, out.Char, out.Run
	for k := range g.Party {
		g.Party[k], _ = expedition.MemberCamp(g.Party[k], out.Result, g.Now)
	}
	g.typed("!camp " + string(kind))
	g.act()
	return kind != expedition.CampRough || g.Char.HP > before
}

// lowHP is the low-HP stop: rest; with no rest to take, extract from a
// cleared room; failing that, press on.
func (g *Game) lowHP() error {
	if g.rest() {
		g.pressOn = false
		return nil
	}
	if g.extract() {
		return nil
	}
	g.pressOn = true
	return nil
}

// lowSupplies is the supplies stop: extract (the policy's choice) or ration
// on.
func (g *Game) lowSupplies() error {
	if g.Policy.ExtractOnSupplies && g.extract() {
		return nil
	}
	g.idle++
	return g.advance()
}

// extract leaves the zone (`!extract`) and ends the game as extracted;
// false when the expedition refuses (a room not cleared).
func (g *Game) extract() bool {
	e, ch, _, err := Extract(g.Exp, Position(g.Run, g.Graph, false), g.Char, g.Now)
	if err != nil {
		return false
	}
	g.Exp, g.Char = e, ch
	g.Exp = membersHome(g.Exp, g.Party)
	g.typed("!extract")
	g.finish(OutcomeExtracted, "extracted")
	return true
}

// night is the night stop: the policy's camp, else a rough one (walking
// back out of a room that forbids camps, pitchFirst), then sleep to the
// next rollover.
func (g *Game) night() error {
	if g.Exp.Camp == nil || g.Exp.Camp.Day != g.Exp.Day {
		if pitched, moved := g.pitchFirst(g.Policy.Night, expedition.CampRough); moved && !pitched {
			return nil // walked back into a room that wants a fight first
		}
	}
	g.wait(expedition.NextRollover(g.Exp, g.Loc))
	return nil
}

// restForBoss is the full rest a boss who wants one needs before its door
// (rules §8.12: the Crypt of Valdris): today's standard camp, a long rest,
// where the player stands (walking back out of a room that forbids
// camps, pitchFirst); with today's camp made, sleep to the next day's.
// Each night slept counts as idle, so a rest that never comes (rationing)
// ends the game as stuck rather than looping.
func (g *Game) restForBoss() error {
	if !g.Exp.CampedToday() {
		if pitched, moved := g.pitchFirst(expedition.CampStandard); pitched || moved {
			return nil
		}
	}
	g.idle++
	g.wait(expedition.NextRollover(g.Exp, g.Loc))
	return nil
}

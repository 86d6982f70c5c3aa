package combat

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// partySpec is a fight of the characters given (the first drives it)
// against ms on seed 7.
func partySpec(cs []rules.Character, ms ...content.Monster) Spec {
	return Spec{Seed: 7, Key: "party", Character: cs[0], Party: cs[1:], Enemies: ms}
}

// named returns c renamed, so seats tell apart in the log.
func named(c rules.Character, name string) rules.Character {
	c.Name = name
	return c
}

func TestRosterGrowsEveryFoesHP(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 3)
	worg := monster(t, "worg")
	for _, tc := range []struct {
		seats, tier int
		pct         int
	}{
		{1, 1, 100}, {2, 1, 200}, {3, 1, 300},
		{1, 2, 100}, {2, 2, 270}, {3, 2, 440},
		{2, 3, 220}, {3, 3, 350},
		{2, 4, 190}, {3, 4, 280},
		{2, 5, 205}, {3, 5, 310},
		{2, 0, 200}, // a fight with no tier and no zone is fought at tier 1
	} {
		cs := make([]rules.Character, tc.seats)
		for k := range cs {
			cs[k] = c
		}
		spec := partySpec(cs, worg, worg)
		spec.Tier = tc.tier
		s, err := build(spec)
		require.NoError(t, err)
		require.Len(t, s.Players, tc.seats)
		for _, en := range s.Enemies {
			want := (worg.HP*tc.pct + 50) / 100
			assert.Equal(t, want, en.MaxHP, "%d seats, tier %d", tc.seats, tc.tier)
			assert.Equal(t, want, en.HP, "%d seats, tier %d", tc.seats, tc.tier)
		}
		if tc.seats > 1 {
			assert.Equal(t, max(100, tc.pct/tc.seats), partyXPPercent(s.seatClasses(), s.Tier),
				"each seat's XP share is its share of the grown HP, never under a solo fight's")
		}
	}
}

func TestRosterHPPercentByTier(t *testing.T) {
	for tier, want := range map[int]int{0: 100, 1: 100, 2: 170, 3: 140, 4: 90, 5: 105, 6: 100} {
		assert.Equal(t, want, RosterHPPercent(tier), "tier %d", tier)
	}
}

func TestEachFoeSwingsOnceMoreForEachOtherStandingSeat(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 5)
	for _, tc := range []struct {
		name   string
		acs    []int
		hp     []int
		ethe   []bool
		target []string // the seats swung at, in order
	}{
		{"two seats: each once", []int{15, 18}, []int{30, 30}, []bool{false, false}, []string{PlayerID, "player2"}},
		{"three seats: lowest AC first, then the rest by AC", []int{18, 15, 16}, []int{30, 30, 30}, []bool{false, false, false}, []string{"player2", "player3", PlayerID}},
		{"one seat down: no routine for it", []int{15, 18, 16}, []int{30, 0, 30}, []bool{false, false, false}, []string{PlayerID, "player3"}},
		{"the others down: the last seat meets the solo swing", []int{15, 18, 16}, []int{30, 0, 0}, []bool{false, false, false}, []string{PlayerID}},
		{"a blinked-out seat is missed", []int{15, 18}, []int{30, 30}, []bool{false, true}, []string{PlayerID, "player2"}},
		{"the lowest AC has blinked out: the first routine goes to a seat in reach, the blinked-out seat's is missed",
			[]int{12, 18}, []int{30, 30}, []bool{true, false}, []string{"player2", PlayerID}},
		{"every seat has blinked out: the foe's turn is one miss", []int{12, 18}, []int{30, 30}, []bool{true, true}, []string{PlayerID}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := foeTurnAtSeats(t, c, dummy(100, 10, 30, "", 0), tc.acs, tc.hp, tc.ethe)
			var swung []string
			for _, e := range s.evs {
				if (e.Kind == EvAttackHit || e.Kind == EvAttackMissed) && e.Actor == "e1" {
					swung = append(swung, e.Target)
				}
			}
			assert.Equal(t, tc.target, swung)
			if tc.ethe[len(tc.ethe)-1] {
				assert.Equal(t, tc.hp[1], s.Players[1].HP, "the blinked-out seat took nothing")
			}
		})
	}
}

func TestAPartyFightIsRefusedWhenItCannotStart(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 3)
	down := c
	down.HP = 0
	for _, tc := range []struct {
		name string
		cs   []rules.Character
		want error
	}{
		{"a fourth seat", []rules.Character{c, c, c, c}, ErrTooManySeats},
		{"a seat at 0 HP", []rules.Character{c, down}, ErrPlayerDown},
	} {
		_, _, err := New(partySpec(tc.cs, monster(t, "goblin_sneak")))
		assert.ErrorIs(t, err, tc.want, tc.name)
	}
}

func TestInitiativeOrdersEverySeatAndFoeSeatsFirstOnTies(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 3)
	cases := []struct {
		name  string
		d20s  []int // drawn for seat 0, enemy 1, enemy 2, seat 1, seat 2
		order []int // actors: seat 0 is 0, the enemies 1 and 2, seats 1 and 2 are 3 and 4
	}{
		{"all tied: the seats in seat order, then the foes", []int{12, 12, 12, 12, 12}, []int{0, 3, 4, 1, 2}},
		{"a later seat rolls highest", []int{12, 12, 12, 15, 12}, []int{3, 0, 4, 1, 2}},
		{"a foe rolls highest, the others tie", []int{12, 12, 18, 12, 12}, []int{2, 0, 3, 4, 1}},
		{"every roll apart", []int{5, 19, 3, 11, 8}, []int{1, 3, 4, 0, 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := build(partySpec([]rules.Character{named(c, "Ann"), named(c, "Bo"), named(c, "Cy")},
				dummy(10, 10, 0, "", 0), dummy(10, 10, 0, "", 0)))
			require.NoError(t, err)
			for k := range s.Players {
				s.Players[k].InitMod = 0 // as the dummies' Speed 10
			}
			s.fake = &script{d20: tc.d20s}
			s.rollInitiative(s.fake, false)
			assert.Equal(t, tc.order, s.Order)
			assert.Zero(t, s.Seat, "the first seat is in focus after the rolls")
			var who []string
			for _, e := range find(s.evs, EvInitiative) {
				who = append(who, e.Actor)
			}
			assert.Equal(t, []string{PlayerID, "e1", "e2", "player2", "player3"}, who)
		})
	}
}

func TestAFoeTurnsOnWhoeverHurtItElseTheLowestAC(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 3)
	cases := []struct {
		name     string
		ac       []int
		hp       []int
		lastHit  int // 1 + seat, 0 for none
		wantSeat int
	}{
		{"nobody hurt it: the lowest AC", []int{18, 15, 16}, []int{20, 20, 20}, 0, 1},
		{"ties on AC: the lower seat", []int{16, 15, 15}, []int{20, 20, 20}, 0, 1},
		{"the seat that hurt it last", []int{18, 15, 16}, []int{20, 20, 20}, 3, 2},
		{"the one that hurt it is down: the lowest AC standing", []int{18, 15, 16}, []int{20, 0, 20}, 2, 2},
		{"the lowest AC is down", []int{18, 15, 16}, []int{20, 0, 20}, 0, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := build(partySpec([]rules.Character{c, c, c}, dummy(10, 10, 0, "", 0)))
			require.NoError(t, err)
			for k := range s.Players {
				s.Players[k].AC, s.Players[k].HP = tc.ac[k], tc.hp[k]
			}
			s.Enemies[0].LastHitBy = tc.lastHit
			assert.Equal(t, tc.wantSeat, s.foeTarget(0))
		})
	}
}

func TestASeatThatHurtsAFoeDrawsItsNextSwing(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 3)
	s, err := build(partySpec([]rules.Character{c, c}, dummy(40, 5, 0, "", 0)))
	require.NoError(t, err)
	s.fake = &script{d20: []int{15}}
	s.Seat = 1
	s.playerSwing(s.fake, 0)
	assert.Equal(t, 2, s.Enemies[0].LastHitBy, "seat 1 hurt it")

	solo, err := build(partySpec([]rules.Character{c}, dummy(40, 5, 0, "", 0)))
	require.NoError(t, err)
	solo.fake = &script{d20: []int{15}}
	solo.playerSwing(solo.fake, 0)
	assert.Zero(t, solo.Enemies[0].LastHitBy, "a solo fight keeps no record: its foes have one seat to face")
}

func TestAPartyFightGoesOnUntilEverySeatIsDown(t *testing.T) {
	c := charAt(t, rules.Rogue, rules.Human, 1)
	c.HP, c.Inventory = 1, nil
	wall := dummy(500, 30, 20, "", 0) // nothing the seats can fell, hitting every swing
	st, evs, err := New(partySpec([]rules.Character{named(c, "Ann"), named(c, "Bo"), named(c, "Cy")}, wall))
	require.NoError(t, err)
	st, more := Resolve(st, defaultPolicy)
	evs = append(evs, more...)
	require.Equal(t, ResultDowned, st.Result)
	var downed []string
	for _, e := range find(evs, EvPlayerDowned) {
		downed = append(downed, e.Target)
	}
	assert.ElementsMatch(t, []string{PlayerID, "player2", "player3"}, downed, "each seat falls once, the last ending the fight")
	for k := range st.Players {
		assert.Zero(t, st.Players[k].HP, "seat %d", k)
	}
	assert.Equal(t, evs[len(evs)-1].Kind, EvPlayerDowned, "the fight ends on the last seat's fall")
}

func TestEverySeatPlaysItsTurnsAndTheFoesSwingAtThem(t *testing.T) {
	f := charAt(t, rules.Fighter, rules.Human, 5)
	m := charAt(t, rules.Mage, rules.Elf, 5)
	st, evs, err := New(partySpec([]rules.Character{named(f, "Ann"), named(m, "Bo")}, monster(t, "worg"), monster(t, "worg")))
	require.NoError(t, err)
	st, more := Resolve(st, defaultPolicy)
	evs = append(evs, more...)
	require.True(t, st.Over())
	acts, hit := map[string]int{}, map[string]int{}
	for _, e := range evs {
		switch {
		case e.Kind == EvAttackHit && (e.Actor == PlayerID || e.Actor == "player2"):
			acts[e.Actor]++
		case e.Kind == EvSpellCast:
			acts[e.Actor]++
		case (e.Kind == EvAttackHit || e.Kind == EvAttackMissed) && (e.Target == PlayerID || e.Target == "player2"):
			hit[e.Target]++
		}
	}
	assert.Positive(t, acts[PlayerID], "the first seat acted")
	assert.Positive(t, acts["player2"], "the second seat acted")
	assert.Positive(t, st.Players[0].Turns)
	assert.Positive(t, st.Players[1].Turns)
	assert.Zero(t, st.Seat, "a finished fight is left on the first seat")
	assert.NotEmpty(t, hit, "the foes swung at the seats")
}

func TestAnAreaBlastHitsEveryStandingSeat(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 5)
	s, err := build(partySpec([]rules.Character{named(c, "Ann"), named(c, "Bo"), named(c, "Cy")},
		dummy(40, 10, 5, content.EffectAoE, 1)))
	require.NoError(t, err)
	s.fake = &script{die: 2}
	s.Players[1].HP = 0 // Bo is down
	s.Phases = basePhases[s.Kind]
	require.True(t, s.turnEffects(s.fake, 0, true))
	var hurt []string
	for _, e := range find(s.evs, EvDamageTaken) {
		hurt = append(hurt, e.Target)
	}
	assert.Equal(t, []string{PlayerID, "player3"}, hurt, "both standing seats, in seat order; the downed one is passed over")
}

func TestAPartyFightReadsBackAsItWasSaved(t *testing.T) {
	c := charAt(t, rules.Cleric, rules.Human, 3)
	st, _, err := New(partySpec([]rules.Character{named(c, "Ann"), named(c, "Bo")}, monster(t, "worg")))
	require.NoError(t, err)
	data, err := json.Marshal(st)
	require.NoError(t, err)
	var back State
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, st.Clone(), back.Clone())
	assert.Len(t, back.Players, 2)
}

func TestAFoeSwingsOnlyAtStandingSeats(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 5)
	brute := dummy(100, 10, 0, "", 0)
	brute.Multiattack = &content.Multiattack{ToHit: 20, Swings: []int{5, 5, 5}}
	for _, tc := range []struct {
		name   string
		acs    []int
		hp     []int
		ethe   []bool
		target []string // the seats swung at, in order
		downed []int    // the seats at 0 HP after the turn
	}{
		{"its first swing downs a seat: the rest of the routine turns to the one standing",
			[]int{12, 18}, []int{5, 40}, []bool{false, false},
			[]string{PlayerID, "player2", "player2", "player2", "player2", "player2"}, []int{0}},
		{"in a trio the rest turn to the lowest AC standing, the extra routine to the last seat",
			[]int{12, 18, 15}, []int{5, 40, 40}, []bool{false, false, false},
			[]string{PlayerID, "player3", "player3", "player2", "player2", "player2", "player2", "player2", "player2"}, []int{0}},
		{"the seat it turns to has blinked out: the swings miss it",
			[]int{12, 18}, []int{5, 40}, []bool{false, true},
			[]string{PlayerID, "player2", "player2", "player2"}, []int{0}},
		{"an extra routine that downs its seat turns to the first target still standing",
			[]int{12, 10}, []int{40, 5}, []bool{false, false},
			[]string{"player2", PlayerID, PlayerID, PlayerID, PlayerID, PlayerID}, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := foeTurnAtSeats(t, c, brute, tc.acs, tc.hp, tc.ethe)
			var swung []string
			downs := map[string]int{}
			for _, e := range s.evs {
				switch {
				case (e.Kind == EvAttackHit || e.Kind == EvAttackMissed) && e.Actor == "e1":
					swung = append(swung, e.Target)
				case e.Kind == EvPlayerDowned:
					downs[e.Target]++
				}
			}
			assert.Equal(t, tc.target, swung)
			var down []int
			for k := range s.Players {
				if s.Players[k].HP == 0 {
					down = append(down, k)
					assert.Equal(t, 1, downs[SeatID(k)], "seat %d drops to 0 HP once", k)
				}
			}
			assert.Equal(t, tc.downed, down)
			assert.False(t, s.Over(), "a seat still stands")
		})
	}
}

// foeTurnAtSeats seats a copy of c for each entry of acs, with that AC, HP
// and blink (ethereal), against foe, and plays the foe's turn with every
// die rolling 1: the state after it, its events in s.evs.
func foeTurnAtSeats(t *testing.T, c rules.Character, foe content.Monster, acs, hp []int, ethereal []bool) State {
	t.Helper()
	cs := make([]rules.Character, len(acs))
	for k := range cs {
		cs[k] = c
	}
	s, err := build(partySpec(cs, foe))
	require.NoError(t, err)
	s.fake = &script{die: 1}
	s.Phases = basePhases[s.Kind]
	for k := range s.Players {
		s.Players[k].AC, s.Players[k].HP, s.Players[k].Ethereal = acs[k], hp[k], ethereal[k]
	}
	s.enemyTurn(0)
	return s
}

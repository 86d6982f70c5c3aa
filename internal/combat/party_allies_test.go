package combat

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// partyAt builds a party fight of cs against a sturdy dummy with the first
// seat's turn begun and every roll from sc.
func partyAt(t *testing.T, sc *script, cs ...rules.Character) *State {
	t.Helper()
	s, err := build(partySpec(cs, dummy(200, 12, 4, "", 0)))
	require.NoError(t, err)
	s.fake = sc
	s.Phases = basePhases[s.Kind]
	s.Order = []int{0, 2, 3, 1} // the seats, then the dummy
	require.True(t, s.startPlayerTurn())
	return &s
}

func TestAHealGoesToTheAllyNamed(t *testing.T) {
	cleric := charAt(t, rules.Cleric, rules.Human, 3)
	fighter := charAt(t, rules.Fighter, rules.Human, 3)
	cases := []struct {
		name   string
		setup  func(s *State)
		action Action
		err    error
		healed int // the seat whose HP rose; -1 when refused
	}{
		{"cure wounds on a wounded ally", func(s *State) { s.Players[1].HP = 5 },
			Action{Kind: ActCast, Spell: rules.CureWounds, Ally: 2}, nil, 1},
		{"healing word stands a downed ally up", func(s *State) { s.Players[1].HP = 0 },
			Action{Kind: ActCast, Spell: rules.HealingWord, Ally: 2}, nil, 1},
		{"a potion poured for an ally", func(s *State) {
			s.Players[1].HP = 5
			s.Players[0].Char.Inventory = rules.Inventory{"potion_of_healing": 1}
		}, Action{Kind: ActUse, Item: "potion_of_healing", Ally: 2}, nil, 1},
		{"an ally at full HP", nil, Action{Kind: ActCast, Spell: rules.CureWounds, Ally: 2}, ErrFullHP, -1},
		{"no such seat", nil, Action{Kind: ActCast, Spell: rules.CureWounds, Ally: 4}, ErrNoSuchAlly, -1},
		{"an ally who fled", func(s *State) { s.Players[1].Fled = true },
			Action{Kind: ActCast, Spell: rules.CureWounds, Ally: 2}, ErrNoSuchAlly, -1},
		{"an attack is not for an ally", nil, Action{Kind: ActAttack, Target: AutoTarget, Ally: 2}, ErrSelfOnly, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := partyAt(t, &script{die: 4}, named(cleric, "Ann"), named(fighter, "Bo"))
			if tc.setup != nil {
				tc.setup(s)
			}
			before := []int{s.Players[0].HP, s.Players[1].HP}
			after, evs, err := Do(*s, tc.action)
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				assert.Equal(t, before, []int{after.Players[0].HP, after.Players[1].HP}, "nothing changed")
				return
			}
			require.NoError(t, err)
			assert.Greater(t, after.Players[tc.healed].HP, before[tc.healed])
			assert.Equal(t, before[0], after.Players[0].HP, "the healer's own HP did not move")
			heals := find(evs, EvHealed)
			require.NotEmpty(t, heals)
			assert.Equal(t, PlayerID, heals[0].Actor)
			assert.Equal(t, "player2", heals[0].Target)
		})
	}
}

func TestAHealedSeatTakesItsTurnsAgain(t *testing.T) {
	cleric := charAt(t, rules.Cleric, rules.Human, 3)
	fighter := charAt(t, rules.Fighter, rules.Human, 3)
	s := partyAt(t, &script{die: 4}, named(cleric, "Ann"), named(fighter, "Bo"))
	s.Players[1].HP = 0
	st, _, err := Do(*s, Action{Kind: ActCast, Spell: rules.HealingWord, Ally: 2})
	require.NoError(t, err)
	require.Zero(t, st.Seat, "Healing Word is a bonus action: the cleric's turn goes on")
	st, _, err = Do(st, Action{Kind: ActAttack, Target: AutoTarget})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Seat, "Bo, up again, has the next turn")
	assert.Equal(t, 1, st.Players[1].Turns)
}

func TestBlessHelpsEverySeat(t *testing.T) {
	cleric := charAt(t, rules.Cleric, rules.Human, 3)
	fighter := charAt(t, rules.Fighter, rules.Human, 3)
	for _, tc := range []struct {
		name  string
		setup func(s *State)
		want  int
	}{
		{"the caster concentrates: the ally rolls the d4", func(s *State) { s.Players[0].Char.Concentration = rules.Bless }, 3},
		{"nobody concentrates", func(*State) {}, 0},
		{"the caster is down: the blessing is gone", func(s *State) {
			s.Players[0].Char.Concentration = rules.Bless
			s.Players[0].HP = 0
		}, 0},
	} {
		s := partyAt(t, &script{die: 3}, named(cleric, "Ann"), named(fighter, "Bo"))
		tc.setup(s)
		s.Seat = 1
		assert.Equal(t, tc.want, s.blessBonus(s.fake), tc.name)
	}
}

func TestASeatThatFleesLeavesThePartyToFightOn(t *testing.T) {
	fighter := charAt(t, rules.Fighter, rules.Human, 3)
	s := partyAt(t, &script{}, named(fighter, "Ann"), named(fighter, "Bo"))
	st, evs, err := Do(*s, Action{Kind: ActFlee})
	require.NoError(t, err)
	require.False(t, st.Over(), "Bo still stands")
	fled := find(evs, EvFled)
	require.Len(t, fled, 1)
	assert.Equal(t, PlayerID, fled[0].Actor)
	assert.Equal(t, 1, st.Seat)
	st, _, err = Do(st, Action{Kind: ActFlee})
	require.NoError(t, err)
	assert.Equal(t, ResultFled, st.Result, "the last seat out ends it")
	for k, o := range st.Outcome.Seats {
		assert.Zero(t, o.XP, "seat %d felled nothing: fleeing pays no more than fleeing alone", k)
		assert.Empty(t, o.Loot, "seat %d", k)
	}
}

func TestEachSeatSettlesItsOwnShare(t *testing.T) {
	f := charAt(t, rules.Fighter, rules.Human, 5)
	solo, _, err := New(partySpec([]rules.Character{f}, monster(t, "worg")))
	require.NoError(t, err)
	solo, _ = Resolve(solo, defaultPolicy)
	require.Equal(t, ResultWon, solo.Result)

	st, _, err := New(partySpec([]rules.Character{named(f, "Ann"), named(f, "Bo")}, monster(t, "worg")))
	require.NoError(t, err)
	st, _ = Resolve(st, defaultPolicy)
	require.Equal(t, ResultWon, st.Result)
	require.Len(t, st.Outcome.Seats, 2)
	for k := range st.Players {
		set, err := SettleSeat(st, k, t0)
		require.NoError(t, err)
		o := st.Outcome.Seats[k]
		assert.Equal(t, st.Players[k].Char.Name, set.Character.Name)
		assert.Equal(t, ResultWon, o.Result)
		want := KillXP(monster(t, "worg"), st.Tier) * partyXPPercent(st.seatClasses(), st.Tier) / 100
		if o.NearDeath {
			want = KillXP(monster(t, "worg"), st.Tier) * NearDeathPct / 100 * partyXPPercent(st.seatClasses(), st.Tier) / 100
		}
		assert.Equal(t, want, o.XP, "seat %d earns 80%% of the kill", k)
	}
	first, err := Settle(st, t0)
	require.NoError(t, err)
	assert.Equal(t, st.Outcome.Seats[0].XP, first.Outcome.XP, "Settle is the first seat's")
	_, err = SettleSeat(st, 2, t0)
	assert.ErrorIs(t, err, ErrNoSuchAlly)
}

func TestASeatDownAtTheEndOfAWonFightIsCarriedAndEarnsTheLossShare(t *testing.T) {
	f := charAt(t, rules.Fighter, rules.Human, 5)
	st, _, err := New(partySpec([]rules.Character{named(f, "Ann"), named(f, "Bo")}, monster(t, "worg")))
	require.NoError(t, err)
	st.Players[1].HP = 0 // Bo went down before the first swing
	st, _ = Resolve(st, defaultPolicy)
	require.Equal(t, ResultWon, st.Result)
	o := st.Outcome.Seats[1]
	assert.Equal(t, ResultDowned, o.Result)
	assert.Equal(t, KillXP(monster(t, "worg"), st.Tier)*LossXPPercent/100*partyXPPercent(st.seatClasses(), st.Tier)/100, o.XP)
	assert.Empty(t, o.Loot, "no loot for a seat that was down")
	set, err := SettleSeat(st, 1, t0)
	require.NoError(t, err)
	assert.False(t, set.Character.IsRecovering(t0.Add(time.Minute)), "the party carries Bo: no knock-out")
	assert.Equal(t, 1, set.Character.HP, "Bo comes to at 1 HP")
}

func TestASeatDownWhenThePartyHoldsOrFallsBackIsCarried(t *testing.T) {
	f := charAt(t, rules.Fighter, rules.Human, 5)
	for _, tc := range []struct {
		end     Result
		carried bool
	}{
		{ResultWon, true},
		{ResultTimeoutWon, true},
		{ResultTimeoutLost, true}, // the party falls back together: the room waits, Bo walks on at 1 HP
		{ResultFled, false},
		{ResultDowned, false},
	} {
		t.Run(string(tc.end), func(t *testing.T) {
			st, _, err := New(partySpec([]rules.Character{named(f, "Ann"), named(f, "Bo")}, monster(t, "worg")))
			require.NoError(t, err)
			st.Players[1].HP = 0 // Bo is down
			st.end(tc.end)
			st, _, _ = st.finishCall()
			set, err := SettleSeat(st, 1, t0)
			require.NoError(t, err)
			if !tc.carried {
				assert.Zero(t, set.Character.HP)
				assert.True(t, set.Character.IsRecovering(t0.Add(time.Minute)), "Bo is knocked out as a solo player is")
				return
			}
			assert.Equal(t, 1, set.Character.HP, "Bo comes to at 1 HP")
			assert.False(t, set.Character.IsRecovering(t0.Add(time.Minute)), "the party carries Bo: no knock-out")
		})
	}
}

func TestEverySeatOfALostFightIsKnockedOut(t *testing.T) {
	f := charAt(t, rules.Fighter, rules.Human, 1)
	st, _, err := New(partySpec([]rules.Character{named(f, "Ann"), named(f, "Bo")}, monster(t, "owlbear")))
	require.NoError(t, err)
	st.Players[0].HP, st.Players[1].HP = 1, 1
	st, _ = Resolve(st, defaultPolicy)
	require.Equal(t, ResultDowned, st.Result, "two seats at 1 HP fall to an owlbear")
	for k := range st.Players {
		set, err := SettleSeat(st, k, t0)
		require.NoError(t, err)
		assert.Equal(t, t0.Add(st.Recovery), set.Character.DownUntil, "seat %d knocked out as a solo player is", k)
		assert.Zero(t, set.Character.HP)
	}
}

func TestThePolicyHealsTheNeediestAlly(t *testing.T) {
	cleric := charAt(t, rules.Cleric, rules.Human, 3)
	fighter := charAt(t, rules.Fighter, rules.Human, 3)
	for _, tc := range []struct {
		name string
		hp   []int // Bo's and Cy's
		want int   // the Ally of the heal, 0 for none
	}{
		{"nobody low", []int{99, 99}, 0},
		{"one down", []int{0, 99}, 2},
		{"the lowest share", []int{10, 4}, 3},
	} {
		s := partyAt(t, &script{}, named(cleric, "Ann"), named(fighter, "Bo"), named(fighter, "Cy"))
		s.Order = []int{0, 2, 3, 4, 1}
		for k, hp := range tc.hp {
			s.Players[k+1].HP = min(hp, s.Players[k+1].MaxHP)
		}
		a := defaultPolicy.Next(s)
		if tc.want == 0 {
			assert.Zero(t, a.Ally, tc.name)
			continue
		}
		assert.Equal(t, tc.want, a.Ally, tc.name)
		assert.Equal(t, ActCast, a.Kind, tc.name)
		assert.Contains(t, []rules.SpellID{rules.HealingWord, rules.CureWounds}, a.Spell, tc.name)
	}
}

func TestAutoPlaysOnlyItsOwnSeat(t *testing.T) {
	fighter := charAt(t, rules.Fighter, rules.Human, 5)
	st, _, err := New(partySpec([]rules.Character{named(fighter, "Ann"), named(fighter, "Bo")}, monster(t, "worg"), monster(t, "worg")))
	require.NoError(t, err)
	k := st.Seat
	_, _, err = PlaySeat(st, 1-k, defaultPolicy)
	require.ErrorIs(t, err, ErrNotYourTurn)
	after, _, err := PlaySeat(st, k, defaultPolicy)
	require.NoError(t, err)
	if !after.Over() {
		assert.Equal(t, 1-k, after.Seat, "it stops at the other seat's turn")
	}
	turned, _, err := PlayTurn(st, defaultPolicy)
	require.NoError(t, err)
	assert.Equal(t, st.Players[k].Turns, turned.Players[k].Turns, "one turn played, the next not begun")
	if !turned.Over() {
		assert.NotEqual(t, k, turned.Seat)
	}
}

func TestEachSeatReadsTheLogAsItsOwn(t *testing.T) {
	evs := []Event{
		{Round: 1, Kind: EvAttackHit, Actor: PlayerID, ActorName: "Ann", Target: "e1", TargetName: "Zombie", Amount: 7},
		{Round: 1, Kind: EvAttackHit, Actor: "player2", ActorName: "Bo", Target: "e1", TargetName: "Zombie", Amount: 5},
		{Round: 1, Kind: EvAttackMissed, Actor: "e1", ActorName: "Zombie", Target: "player2", TargetName: "Bo"},
		{Round: 1, Kind: EvHealed, Actor: PlayerID, ActorName: "Ann", Target: "player2", TargetName: "Bo", Amount: 6},
		{Round: 2, Kind: EvPlayerDowned, Target: PlayerID, TargetName: "Ann"},
		{Round: 2, Kind: EvFled, Actor: "player2", ActorName: "Bo"},
	}
	assert.Equal(t, []string{
		"R1 You hit Zombie for 7", "R1 Bo hits Zombie for 5", "R1 Zombie misses Bo", "R1 Bo heals 6",
		"R2 You drop to 0 HP", "R2 Bo flees",
	}, RoundLogFor(evs, PlayerID))
	assert.Equal(t, []string{
		"R1 Ann hits Zombie for 7", "R1 You hit Zombie for 5", "R1 Zombie misses you", "R1 You heal 6",
		"R2 Ann drops to 0 HP", "R2 You flee",
	}, RoundLogFor(evs, "player2"))
	assert.Equal(t, RoundLog(evs), RoundLogFor(evs, PlayerID), "the first seat's view is the solo log")
}

func TestSettlePartyCreditsEverySeatAndKeepsTheirOutcomesOnTheFirst(t *testing.T) {
	f := charAt(t, rules.Fighter, rules.Human, 5)
	st, _, err := New(partySpec([]rules.Character{named(f, "Ann"), named(f, "Bo"), named(f, "Cy")}, monster(t, "worg")))
	require.NoError(t, err)
	st, _ = Resolve(st, defaultPolicy)
	first, others, err := SettleParty(st, t0)
	require.NoError(t, err)
	require.Len(t, others, 2)
	require.Len(t, first.Outcome.Seats, 3)
	for k, set := range others {
		alone, err := SettleSeat(st, k+1, t0)
		require.NoError(t, err)
		assert.Equal(t, alone, set, "seat %d settles as SettleSeat does", k+1)
		assert.Equal(t, set.Outcome.XP, first.Outcome.Seats[k+1].XP)
	}
	assert.Equal(t, first.Outcome.XP, first.Outcome.Seats[0].XP)

	solo, _, err := New(partySpec([]rules.Character{f}, monster(t, "worg")))
	require.NoError(t, err)
	solo, _ = Resolve(solo, defaultPolicy)
	one, none, err := SettleParty(solo, t0)
	require.NoError(t, err)
	assert.Nil(t, none)
	want, err := Settle(solo, t0)
	require.NoError(t, err)
	assert.Equal(t, want, one, "alone, SettleParty is Settle")
}

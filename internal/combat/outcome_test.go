package combat

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestTimeoutRule(t *testing.T) {
	tests := []struct {
		name            string
		playerHP, max   int
		enemyHP, eMax   int
		want            Result
		wantXPOfTheFoes bool
	}{
		{"player's HP % higher wins", 50, 100, 40, 100, ResultTimeoutWon, true},
		{"exact tie goes to the player", 50, 100, 25, 50, ResultTimeoutWon, true},
		{"lower HP % falls back", 30, 100, 60, 100, ResultTimeoutLost, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(tc.eMax, 10, 0, "", 0))
			s.Player().HP, s.Player().MaxHP = tc.playerHP, tc.max
			s.Enemies[0].HP = tc.enemyHP
			s.Round = s.RoundCap
			s.endRound()
			assert.Equal(t, tc.want, s.Result)
			require.Len(t, find(s.evs, EvFightTimedOut), 1)
			st, _, _ := s.finishCall()
			set, err := Settle(st, t0)
			require.NoError(t, err)
			assert.True(t, set.Character.DownUntil.IsZero(), "a timeout is a retreat, not a death")
			assert.Positive(t, set.Character.HP)
			full := KillXP(s.Enemies[0].Monster, 1)
			if tc.wantXPOfTheFoes {
				assert.Equal(t, full, set.Outcome.XP)
			} else {
				assert.Equal(t, full*LossXPPercent/100, set.Outcome.XP)
			}
		})
	}
}

func TestRoundCapEndsEveryFight(t *testing.T) {
	m := dummy(10000, 30, 0, "", 0)
	st, evs, err := New(Spec{Seed: 1, Key: "cap", Character: charAt(t, rules.Fighter, rules.Human, 1),
		Enemies: []content.Monster{m}, RoundCap: 3})
	require.NoError(t, err)
	assert.Equal(t, 3, st.RoundCap)
	st, more := Resolve(st, defaultPolicy)
	evs = append(evs, more...)
	assert.True(t, st.Over())
	assert.Equal(t, 3, st.Round)
	assert.Len(t, find(evs, EvFightTimedOut), 1)
	assert.Equal(t, roundCaps[KindBoss], 50)
	assert.Equal(t, roundCaps[KindNormal], 30)
}

func TestFleeKeepsWoundsAndEndsTheFight(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 3), &script{}, dummy(50, 10, 0, "", 0), dummy(50, 10, 0, "", 0))
	s.Player().HP = 7
	s.Enemies[0].Dead = true
	st, evs, err := Flee(*s)
	require.NoError(t, err)
	assert.Equal(t, ResultFled, st.Result)
	assert.Equal(t, []EventKind{EvFled}, kinds(evs))
	set, err := Settle(st, t0)
	require.NoError(t, err)
	assert.Equal(t, 7, set.Character.HP, "wounds kept")
	assert.True(t, set.Character.DownUntil.IsZero())
	assert.False(t, set.Character.InCombat)
	assert.Equal(t, KillXP(s.Enemies[0].Monster, 1), set.Outcome.XP, "the kill before fleeing counts")
}

func TestDownedPlayerIsKnockedOut(t *testing.T) {
	tests := []struct {
		name     string
		recovery time.Duration
		want     time.Duration
	}{
		{"default six hours", 0, 6 * time.Hour},
		{"configured recovery", 2 * time.Hour, 2 * time.Hour},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, _, err := New(Spec{Seed: 5, Key: "down", Character: charAt(t, rules.Mage, rules.Human, 1),
				Enemies: []content.Monster{monster(t, "valdris")}, Recovery: tc.recovery})
			require.NoError(t, err)
			st.Player().HP = 1
			st.Player().Char.Slots = rules.SlotTable{}
			for !st.Over() {
				st, _, err = Do(st, Action{Kind: ActAttack, Target: AutoTarget})
				require.NoError(t, err)
			}
			require.Equal(t, ResultDowned, st.Result)
			assert.Zero(t, st.Player().HP)
			set, err := Settle(st, t0)
			require.NoError(t, err)
			assert.Zero(t, set.Character.HP)
			assert.Equal(t, t0.Add(tc.want), set.Character.DownUntil)
			assert.True(t, set.Character.IsRecovering(t0.Add(tc.want-time.Minute)))
			assert.Equal(t, KillXP(st.Enemies[0].Monster, 1)*LossXPPercent/100, set.Outcome.XP, "a loss earns 25%")
			assert.Empty(t, set.Outcome.Loot)
		})
	}
}

func TestKillXP(t *testing.T) {
	tests := []struct {
		id   content.MonsterID
		tier int
		want int
	}{
		{"goblin_sneak", 1, 60},  // CR 1/4 = 25, floor 60
		{"goblin_sneak", 3, 180}, // floor 60 × 3
		{"grol", 1, 300},
		{"valdris", 1, 300}, // CR 3 since it was tuned to fit Tier 1
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, KillXP(monster(t, tc.id), tc.tier), "%s tier %d", tc.id, tc.tier)
	}
}

func TestWinXPAndNearDeathBonus(t *testing.T) {
	tests := []struct {
		name string
		hp   int
		pct  int
	}{
		{"comfortable win", 100, 100},
		{"near-death win", 20, NearDeathPct},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{},
				monster(t, "goblin_sneak"), monster(t, "goblin_sneak"))
			s.Player().HP, s.Player().MaxHP = tc.hp, 100
			s.damageEnemy(s.fake, 0, 99, "hit")
			s.damageEnemy(s.fake, 1, 99, "hit")
			require.Equal(t, ResultWon, s.Result)
			st, _, _ := s.finishCall()
			assert.Equal(t, 2*60*tc.pct/100, st.Outcome.XP)
			assert.Equal(t, []content.MonsterID{"goblin_sneak", "goblin_sneak"}, st.Outcome.Kills)
		})
	}
}

func TestPracticeBoutPaysNoXPAndNoLoot(t *testing.T) {
	for _, practice := range []bool{false, true} {
		s := started(t, charAt(t, rules.Fighter, rules.Human, 3), &script{}, monster(t, "grol"))
		s.ZoneID = content.ZoneGoblinWarrens
		s.Practice = practice
		s.Enemies[0].Monster.Ability = content.Ability{}
		s.damageEnemy(s.fake, 0, 999, "hit")
		st, _, _ := s.finishCall()
		require.Equal(t, ResultWon, st.Result)
		assert.Equal(t, practice, st.Outcome.Practice, "the outcome says it was practice, for its texts")
		if practice {
			assert.Zero(t, st.Outcome.XP, "practice pays no XP")
			assert.Empty(t, st.Outcome.Loot, "practice pays no loot")
		} else {
			assert.Positive(t, st.Outcome.XP)
			assert.NotEmpty(t, st.Outcome.Loot)
		}
	}
}

func TestSettleAppliesXPAndRemovesGearHP(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 1)
	c.Equipment.Set(rules.SlotHead, content.ArmorID("helmet", 1))
	st, _, err := New(Spec{Seed: 2, Key: "settle", Character: c, Enemies: []content.Monster{monster(t, "goblin_sneak")}})
	require.NoError(t, err)
	require.Equal(t, content.HelmetHPPerTier, st.Player().HPBonus)
	assert.Equal(t, rules.MaxHP(c)+st.Player().HPBonus, st.Player().MaxHP)
	st, _ = Resolve(st, defaultPolicy)
	set, err := Settle(st, t0)
	require.NoError(t, err)
	assert.LessOrEqual(t, set.Character.HP, rules.MaxHP(set.Character))
	assert.Equal(t, c.XP+set.Outcome.XP, set.Character.XP)
	_, err = Settle(State{}, t0)
	assert.ErrorIs(t, err, ErrFightNotOver)
}

func TestBossKillRollsTheZoneTable(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 3), &script{}, monster(t, "grol"))
	s.ZoneID = content.ZoneGoblinWarrens
	s.Enemies[0].Monster.Ability = content.Ability{}
	s.damageEnemy(s.fake, 0, 999, "hit")
	st, _, _ := s.finishCall()
	var coins int
	for _, d := range st.Outcome.Loot {
		coins += d.Coins
	}
	assert.Positive(t, coins, "Grol's coin dice")
	c := ApplyLoot(st.Player().Char, st.Outcome.Loot)
	assert.Equal(t, st.Player().Char.Coins+coins, c.Coins)
}

// A fight's settled XP is what the character was credited: below the cap
// all of it, at level 20 none, so no tally or message counts XP never given
// (rules §1.5).
func TestSettledXPIsTheXPCredited(t *testing.T) {
	for _, tc := range []struct {
		name    string
		level   int
		credits bool
	}{
		{"level 5 earns the fight's XP", 5, true},
		{"level 20 earns none", 20, false},
	} {
		c := charAt(t, rules.Fighter, rules.Human, tc.level)
		st, _, err := New(Spec{Seed: 2, Key: "settle", Character: c, Enemies: []content.Monster{monster(t, "goblin_sneak")}})
		require.NoError(t, err, tc.name)
		st, _ = Resolve(st, defaultPolicy)
		require.Equal(t, ResultWon, st.Result, tc.name)
		require.Positive(t, st.Outcome.XP, "%s: the fight is worth XP", tc.name)
		set, err := Settle(st, t0)
		require.NoError(t, err, tc.name)
		assert.Equal(t, set.Character.XP-c.XP, set.Outcome.XP, "%s: the outcome counts the XP credited", tc.name)
		assert.Equal(t, tc.credits, set.Outcome.XP > 0, tc.name)
		if !tc.credits {
			assert.Equal(t, st.Outcome.XP, set.LevelUp.XPDiscarded, "%s: the report keeps what the cap threw away", tc.name)
		}
	}
}

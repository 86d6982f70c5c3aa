package report

import "github.com/gogobee/gogobee/internal/sim/record"

// RewardSum adds up what runs earned: N runs, their XP, loot value and
// coins (coins and loot value in coins).
type RewardSum struct {
	N, XP, Loot, Coins int
}

// add counts r.
func (s *RewardSum) add(r record.Run) {
	s.N++
	s.XP += r.XP
	s.Loot += r.LootValue
	s.Coins += r.Coins
}

// merge adds o's runs to s.
func (s *RewardSum) merge(o RewardSum) {
	s.N += o.N
	s.XP += o.XP
	s.Loot += o.Loot
	s.Coins += o.Coins
}

// Means are the mean XP, loot value and coins of the runs (0 with none).
func (s RewardSum) Means() (xp, loot, coins float64) {
	if s.N == 0 {
		return 0, 0, 0
	}
	n := float64(s.N)
	return float64(s.XP) / n, float64(s.Loot) / n, float64(s.Coins) / n
}

// Reward is a cell's earnings: all runs (All, with Days their in-game
// days, record.Run.PlayDays), the cleared runs and the runs forced out
// (record.Run.Forced).
type Reward struct {
	All, Cleared, Forced RewardSum
	Days                 float64
}

// add counts r.
func (w *Reward) add(r record.Run) {
	w.All.add(r)
	w.Days += r.PlayDays()
	if r.Outcome == record.OutcomeCleared {
		w.Cleared.add(r)
	}
	if r.Forced() {
		w.Forced.add(r)
	}
}

// merge adds o's runs to w.
func (w *Reward) merge(o Reward) {
	w.All.merge(o.All)
	w.Cleared.merge(o.Cleared)
	w.Forced.merge(o.Forced)
	w.Days += o.Days
}

// PerDay is the XP and loot value earned per in-game day (ok false when
// the runs carry no time).
func (w Reward) PerDay() (xp, loot float64, ok bool) {
	if w.Days <= 0 {
		return 0, 0, false
	}
	return float64(w.All.XP) / w.Days, float64(w.All.Loot) / w.Days, true
}

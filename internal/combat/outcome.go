package combat

import (
	"errors"
	"math"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// XP rules (rules §2.10).
const (
	XPPerCR        = 100 // XP per point of challenge rating
	XPFloorPerTier = 60  // the least a kill is worth, per zone tier
	LossXPPercent  = 25  // a lost fight earns this share of the fight's XP
	NearDeathPct   = 125 // a near-death win earns this share
	EscapeThreat   = 10  // expedition threat per escaped enemy (rules §8.6)

	// OverBandXPStep is the share of a fight's XP, in percent, that each
	// level above the zone's band takes off, down to OverBandXPFloor:
	// a zone is worth little to the hero it was made for long ago.
	OverBandXPStep  = 20
	OverBandXPFloor = 10
)

// OverBandXPPercent is the share of a fight's XP, in percent, a character
// levelsOver levels above the zone's band earns (rules §2.10): 100 in the
// band or below it, then 20 less per level, never under 10.
func OverBandXPPercent(levelsOver int) int {
	if levelsOver <= 0 {
		return 100
	}
	return max(OverBandXPFloor, 100-OverBandXPStep*levelsOver)
}

// LevelsOverBand is how many levels level is above zone z's band (its
// highest intended level, rules §6.1); 0 in the band, below it, or for no
// zone (a practice bout).
func LevelsOverBand(z content.Zone, level int) int {
	if z.ID == "" || z.MaxLevel <= 0 {
		return 0
	}
	return max(0, level-z.MaxLevel)
}

// NearDeathBelow is the HP fraction at or below which a win is a
// near-death win (rules §2.10; the threshold is DERIVED).
const NearDeathBelow = 0.25

// ErrFightNotOver is returned by Settle for a fight still running.
var ErrFightNotOver = errors.New("combat: the fight is still going")

// Outcome is what a finished fight yields. XP is already adjusted for the
// result (a loss earns LossXPPercent, a near-death win NearDeathPct). Loot
// holds the drops of the enemies killed (content.RollKillLoot, and the
// zone's boss table for its final boss), rolled from the fight's "loot"
// streams; Settle does not add it to the character (the caller decides
// where it goes, see ApplyLoot). Kills and Escaped list monster IDs.
// LoudThreat is the threat the fight's loud spells add and EscapeThreat
// the threat its escaped enemies add, for an expedition's threat clock.
type Outcome struct {
	Result       Result              `json:"result"`
	Rounds       int                 `json:"rounds"`
	XP           int                 `json:"xp"`
	NearDeath    bool                `json:"near_death,omitempty"`
	Kills        []content.MonsterID `json:"kills,omitempty"`
	Escaped      []content.MonsterID `json:"escaped,omitempty"`
	Loot         []content.Drop      `json:"loot,omitempty"`
	LoudThreat   int                 `json:"loud_threat,omitempty"`
	EscapeThreat int                 `json:"escape_threat,omitempty"`
	MaxHPDrained int                 `json:"max_hp_drained,omitempty"`
	// Nat20s and Nat1s count the natural 20s and 1s the player kept on a
	// d20 (attack rolls and saving throws) in the fight: each moves
	// TwinBee's mood on an expedition (rules §8.9).
	Nat20s int `json:"nat20s,omitempty"`
	Nat1s  int `json:"nat1s,omitempty"`
	// Practice: a practice bout (Spec.Practice), which pays no XP and no
	// loot whatever happens, an escaped foe's wounds included.
	Practice bool `json:"practice,omitempty"`
	// Seats is every seat's own outcome in a party fight, the first
	// repeating the fields above; nil in a solo fight (rules §2.13).
	Seats []Outcome `json:"seats,omitempty"`
	// Party is how a party fight ended for the party (its State.Result:
	// won while any seat held the room), beside the seat's own Result;
	// "" in a solo fight (rules §2.13).
	Party Result `json:"party,omitempty"`
}

// Held is how the fight ended for whoever walks on (rules §2.13): the
// party's result in a party fight (a seat that fled or went down does
// not lose a room the others won), the player's in a solo one.
func (o Outcome) Held() Result {
	if o.Party != "" {
		return o.Party
	}
	return o.Result
}

func (o Outcome) clone() Outcome {
	if o.Seats != nil {
		seats := make([]Outcome, len(o.Seats))
		for k, so := range o.Seats {
			seats[k] = so.clone()
		}
		o.Seats = seats
	}
	o.Kills = append([]content.MonsterID(nil), o.Kills...)
	o.Escaped = append([]content.MonsterID(nil), o.Escaped...)
	o.Loot = append([]content.Drop(nil), o.Loot...)
	return o
}

// KillXP is the XP one kill of m is worth in a zone of tier: CR × 100,
// at least 60 × tier (rules §2.10).
func KillXP(m content.Monster, tier int) int {
	return max(int(math.Round(m.CR*XPPerCR)), XPFloorPerTier*tier)
}

// EscapedXP is the XP an escaped monster m of a zone of tier pays (rules
// §2.10): its KillXP times the share of its maxHP the player took off
// (hp is what it fled with), rounded down. The player earned the wounds;
// the kill and its loot got away.
func EscapedXP(m content.Monster, tier, hp, maxHP int) int {
	if maxHP <= 0 || hp >= maxHP {
		return 0
	}
	return KillXP(m, tier) * (maxHP - max(hp, 0)) / maxHP
}

// computeOutcome works out XP and loot once the fight is over:
//   - won (or fled): the kills' XP, ×1.25 for a win at or below
//     NearDeathBelow of max HP; loot for every kill;
//   - timeout won: every enemy not escaped counts as beaten for XP; loot
//     only for the kills;
//   - downed or timeout lost: 25% of the XP of every enemy not escaped, no
//     loot;
//   - an escaped enemy adds its EscapedXP to each of these, before the
//     result's share, and drops no loot;
//   - a character above the zone's band earns OverBandXPPercent of it all;
//   - a practice bout (Spec.Practice): no XP and no loot, whatever happens.
//
// In a party fight (rules §2.13) the Outcome is the first seat's and Seats
// holds every seat's own: its result (down or fled, else the fight's), its
// share of the XP (partyXPPercent) and its own loot rolls.
func (s *State) computeOutcome() Outcome {
	o := s.seatOutcome(0)
	if len(s.Players) > 1 {
		o.Seats = make([]Outcome, len(s.Players))
		o.Seats[0] = o.clone()
		for k := 1; k < len(s.Players); k++ {
			o.Seats[k] = s.seatOutcome(k)
		}
		s.Seat = 0
	}
	return o
}

// seatOutcome is seat k's outcome of a finished fight, rolled with seat k
// in focus (computeOutcome).
func (s *State) seatOutcome(k int) Outcome {
	s.Seat = k
	res := s.seatResult(k)
	o := Outcome{Result: res, Rounds: s.Round, MaxHPDrained: s.Player().MaxHPDrained,
		Nat20s: s.Player().Nat20s, Nat1s: s.Player().Nat1s}
	if len(s.Players) > 1 {
		o.Party = s.Result
	}
	killed, beaten, wounded := s.tally(&o)
	// A player who flees keeps what it felled, alone or in a party; a
	// party's seat that fled left the others to it, so it rolls no loot and
	// is never paid the consolation of a fight lost (rules §2.13).
	fledParty := res == ResultFled && len(s.Players) > 1
	switch {
	case res == ResultWon || res == ResultFled:
		o.XP = killed + wounded
	case res == ResultTimeoutWon:
		o.XP = beaten + wounded
	default:
		o.XP = (beaten + wounded) * LossXPPercent / 100
	}
	if (res == ResultWon || res == ResultTimeoutWon) &&
		float64(s.Player().HP) <= NearDeathBelow*float64(s.Player().MaxHP) {
		o.NearDeath = true
		o.XP = o.XP * NearDeathPct / 100
	}
	o.XP = o.XP * OverBandXPPercent(s.seatOverBand(k)) / 100
	if len(s.Players) > 1 {
		o.XP = o.XP * partyXPPercent(s.seatClasses(), s.Tier) / 100
	}
	if res != ResultDowned && res != ResultTimeoutLost && !fledParty {
		o.Loot = s.rollLoot(k)
	}
	if s.Practice {
		o.XP, o.Loot, o.Practice = 0, nil, true
	}
	o.LoudThreat = s.LoudThreat
	return o
}

// tally counts the enemies into o (its kills, escapes and escape threat)
// and returns the XP of the kills, of every enemy beaten or still standing
// (not escaped), and of the wounds the escaped ones fled with (rules
// §2.10).
func (s *State) tally(o *Outcome) (killed, beaten, wounded int) {
	for i := range s.Enemies {
		en := &s.Enemies[i]
		xp := KillXP(en.Monster, s.Tier)
		switch {
		case en.Escaped:
			o.Escaped = append(o.Escaped, en.Monster.ID)
			o.EscapeThreat += EscapeThreat
			wounded += EscapedXP(en.Monster, s.Tier, en.HP, en.MaxHP)
			continue
		case en.Dead:
			o.Kills = append(o.Kills, en.Monster.ID)
			killed += xp
		}
		beaten += xp
	}
	return killed, beaten, wounded
}

// rollLoot rolls each killed enemy's drops on its own "loot" stream, seat
// k's own: the first seat's streams are the solo fight's, seat k's are
// apart by lootSeatStep. A seat under the zone's band keeps its share of
// them (content.KeptDrops, rules §6.2).
func (s *State) rollLoot(k int) []content.Drop {
	var drops []content.Drop
	zone, ok := content.ZoneByID(s.ZoneID)
	if !ok {
		zone = content.Zone{Tier: s.Tier}
	}
	purse := 0
	for i := range s.Enemies {
		en := &s.Enemies[i]
		if !en.Dead {
			continue
		}
		ls := s.stream(purposeLoot, i+lootSeatStep*k)
		purse += s.liftPurse(ls, zone.Tier)
		switch {
		case en.Monster.Boss && zone.BossID == en.Monster.ID:
			drops = append(drops, content.RollBossKill(zone, s.Mood, ls)...)
		case en.Monster.RegionBoss:
			drops = append(drops, content.RollRegionBossKill(en.Monster, zone, s.Mood, ls)...)
		default:
			drops = append(drops, content.RollKillLoot(en.Monster, zone, s.Mood, ls)...)
		}
	}
	// Under the zone's band a seat keeps a share of the finds (rules §6.2),
	// rolled on a stream of its own so the drops' rolls stay the band's.
	pct := content.UnderBandFindPercent(s.seatUnderBand(zone, k))
	drops = content.KeptDrops(drops, pct, s.stream(purposeFinds, lootSeatStep*k))
	if purse = purse * pct / 100; purse > 0 {
		drops = append(drops, content.Drop{Source: content.SourcePurse, Coins: purse})
		s.pursesEvent(purse)
	}
	return drops
}

// seatUnderBand is how many levels seat k stands under zone's band for its
// finds (rules §6.2): the fight's own UnderBand (the level set out at) for
// the first seat, a party member's own level for the others.
func (s *State) seatUnderBand(zone content.Zone, k int) int {
	if k == 0 {
		return s.UnderBand
	}
	return zone.LevelsUnderBand(s.Players[k].Char.Level)
}

// Settlement is a finished fight applied to the character.
type Settlement struct {
	Character rules.Character     `json:"character"`
	Outcome   Outcome             `json:"outcome"`
	LevelUp   rules.LevelUpReport `json:"level_up"`
}

// Settle applies a finished fight to the player's character and returns
// it with the Outcome: spent slots, feature uses and consumables stay
// spent; HP is the combat HP less the gear HP bonus (at least 1 for a
// character still standing, at most the sheet maximum); the XP is awarded
// (rules.AwardXP, which reports level-ups) and the Settlement's Outcome.XP
// is the XP credited, 0 at the level cap (rules §1.5); a downed character is knocked
// out until now + the fight's Recovery (rules.KnockOut; rules §1.9). InCombat
// is cleared, and so is concentration: a concentration spell (Spirit
// Guardians, Bless) lives in the fight's state and ends with it. Loot is NOT
// added: put Outcome.Loot in the inventory with ApplyLoot or in an
// expedition's haul. Errors: ErrFightNotOver.
func Settle(st State, now time.Time) (Settlement, error) {
	return SettleSeat(st, 0, now)
}

// SettleSeat is Settle for seat k of a party fight (rules §2.13): its own
// sheet, its own Outcome (Outcome.Seats[k]). A seat down at the end of a
// fight its party held (won, or won on time) or fell back from on time
// (the room waits, the party walks on) comes to at 1 HP, carried by the
// others; one down in a fight lost or fled is knocked out as a solo
// player is. Errors: ErrFightNotOver, ErrNoSuchAlly for a seat the fight does not
// have.
func SettleSeat(st State, k int, now time.Time) (Settlement, error) {
	if !st.Over() || st.Outcome == nil {
		return Settlement{}, ErrFightNotOver
	}
	if k < 0 || k >= len(st.Players) {
		return Settlement{}, ErrNoSuchAlly
	}
	p := &st.Players[k]
	c := p.Char.Clone()
	c.InCombat = false
	c.Concentration = ""
	out := st.Outcome.clone()
	if out.Seats != nil {
		out = out.Seats[k]
	}
	carried := len(st.Players) > 1 && (st.Result == ResultWon || st.Result == ResultTimeoutWon || st.Result == ResultTimeoutLost)
	downed := out.Result == ResultDowned && !carried
	if !downed {
		c.HP = min(max(p.HP-p.HPBonus, 1), rules.MaxHP(c))
	}
	var lvl rules.LevelUpReport
	if out.XP > 0 {
		c, lvl = rules.AwardXP(c, out.XP)
	}
	// What every tally and message reads is the XP credited: none past the
	// level cap (rules §1.5); LevelUp.XPDiscarded keeps what was not.
	out.XP = lvl.XPGained
	if downed {
		c = rules.KnockOut(c, now, st.Recovery)
	}
	return Settlement{Character: c, Outcome: out, LevelUp: lvl}, nil
}

// SettleParty settles every seat of a finished party fight (rules
// §2.13): the first seat's Settlement, its Outcome.Seats each seat's
// outcome as credited to that seat (XP past the level cap dropped), and
// the other seats' Settlements in seat order. A solo fight returns
// Settle's and no others. Errors: ErrFightNotOver.
func SettleParty(st State, now time.Time) (Settlement, []Settlement, error) {
	first, err := Settle(st, now)
	if err != nil || len(st.Players) == 1 {
		return first, nil, err
	}
	others := make([]Settlement, 0, len(st.Players)-1)
	first.Outcome.Seats = []Outcome{first.Outcome.clone()}
	for k := 1; k < len(st.Players); k++ {
		set, err := SettleSeat(st, k, now)
		if err != nil {
			return Settlement{}, nil, err
		}
		others = append(others, set)
		first.Outcome.Seats = append(first.Outcome.Seats, set.Outcome.clone())
	}
	return first, others, nil
}

// ApplyLoot adds drops to c: coins to the purse, items to the inventory.
func ApplyLoot(c rules.Character, drops []content.Drop) rules.Character {
	for _, d := range drops {
		if d.Coins > 0 {
			c, _ = rules.AddCoins(c, d.Coins)
		}
		if d.ItemID != "" && d.Qty > 0 {
			c, _ = rules.AddItem(c, d.ItemID, d.Qty)
		}
	}
	return c
}

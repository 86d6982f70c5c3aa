package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// EventKind names what happened. Events carry data only; the narrate
// package turns them into TwinBee's text, RoundLog into compact lines.
type EventKind string

// Event kinds.
const (
	EvFightStarted        EventKind = "fight_started"        // Amount: enemies
	EvReinforcement       EventKind = "reinforcement"        // Actor joined the fight as the threat band's reinforcements
	EvInitiative          EventKind = "initiative"           // Actor rolled Total
	EvRoundStarted        EventKind = "round_started"        // Round begins
	EvTurnSkipped         EventKind = "turn_skipped"         // Actor lost its turn (Condition)
	EvAttackHit           EventKind = "attack_hit"           // Actor hit Target for Amount; Crit
	EvAttackMissed        EventKind = "attack_missed"        // Actor missed Target; Detail: "natural 1", "evaded", "shield" ...
	EvCrit                EventKind = "crit"                 // the next AttackHit is a critical hit
	EvDamageTaken         EventKind = "damage_taken"         // Target lost Amount HP, HP left; Detail: source
	EvHealed              EventKind = "healed"               // Target regained Amount HP, HP now
	EvSpellCast           EventKind = "spell_cast"           // Actor cast Spell at Slot (0: cantrip or free)
	EvSlotSpent           EventKind = "slot_spent"           // a spell slot of level Slot was spent
	EvSaveMade            EventKind = "save_made"            // Target saved (Total vs DC in Amount)
	EvSaveFailed          EventKind = "save_failed"          // Target failed its save
	EvLegendaryResistance EventKind = "legendary_resistance" // Target turned a failed save into a success; Amount left
	EvItemUsed            EventKind = "item_used"            // the player used Item
	EvFeatureUsed         EventKind = "feature_used"         // the player used Feature
	EvConditionApplied    EventKind = "condition_applied"    // Target gained Condition for Rounds
	EvConditionEnded      EventKind = "condition_ended"      // Target lost Condition
	EvEffect              EventKind = "effect"               // a monster ability (Effect, Detail: name) took hold
	EvLegendaryAction     EventKind = "legendary_action"     // Actor, a boss, took its legendary action (Detail: its name, dice, type, growth and save)
	EvConcentrationLost   EventKind = "concentration_lost"   // the player lost concentration on Spell
	EvBlinkedOut          EventKind = "blinked_out"          // Blink took the player to the Ethereal Plane until its next turn
	EvPhaseTwo            EventKind = "phase_two"            // a boss entered phase 2
	EvReformed            EventKind = "reformed"             // a boss at 0 HP re-formed (Monster.ReformAt) with HP
	EvEnemyDefeated       EventKind = "enemy_defeated"       // Target died
	EvEnemyEscaped        EventKind = "enemy_escaped"        // Actor fled the fight (threat +10 in an expedition)
	EvLoudAbility         EventKind = "loud_ability"         // a loud spell; Threat to add
	EvPlayerDowned        EventKind = "player_downed"        // the player dropped to 0 HP
	EvFled                EventKind = "fled"                 // the player fled
	EvFightWon            EventKind = "fight_won"            // no enemy left standing
	EvFightTimedOut       EventKind = "fight_timed_out"      // round cap reached; Detail "won" or "lost"
)

// Event is one thing that happened in a fight. Only the fields that matter
// for its Kind are set. Actor and Target are IDs (PlayerID or an Enemy ID);
// ActorName and TargetName the display names. Roll is the natural d20 of an
// attack or save, Total the modified roll; on an enemy's EvDamageTaken,
// Amount is the HP it lost and Total the damage dealt, which its last HP
// may have cut short.
type Event struct {
	Round      int             `json:"round"`
	Kind       EventKind       `json:"kind"`
	Actor      string          `json:"actor,omitempty"`
	ActorName  string          `json:"actor_name,omitempty"`
	Target     string          `json:"target,omitempty"`
	TargetName string          `json:"target_name,omitempty"`
	Amount     int             `json:"amount,omitempty"`
	HP         int             `json:"hp,omitempty"`
	Roll       int             `json:"roll,omitempty"`
	Total      int             `json:"total,omitempty"`
	Crit       bool            `json:"crit,omitempty"`
	Spell      rules.SpellID   `json:"spell,omitempty"`
	Slot       int             `json:"slot,omitempty"`
	Item       content.ItemID  `json:"item,omitempty"`
	Feature    rules.FeatureID `json:"feature,omitempty"`
	Condition  rules.Condition `json:"condition,omitempty"`
	Rounds     int             `json:"rounds,omitempty"`
	Effect     content.Effect  `json:"effect,omitempty"`
	Threat     int             `json:"threat,omitempty"`
	Detail     string          `json:"detail,omitempty"`
}

// emit appends an event stamped with the current round.
func (s *State) emit(e Event) {
	e.Round = s.Round
	s.evs = append(s.evs, e)
}

// who returns the ID and display name of an actor (a seat, or i+1 for
// enemy i).
func (s *State) who(actor int) (string, string) {
	if k, ok := s.seatOf(actor); ok {
		return SeatID(k), s.Players[k].Name
	}
	e := &s.Enemies[actor-1]
	return e.ID, e.Name
}

// ev builds an event from actor to target (either may be -1 for none).
func (s *State) ev(kind EventKind, actor, target int) Event {
	e := Event{Kind: kind}
	if actor >= 0 {
		e.Actor, e.ActorName = s.who(actor)
	}
	if target >= 0 {
		e.Target, e.TargetName = s.who(target)
	}
	return e
}

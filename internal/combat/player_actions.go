package combat

import (
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// ActionKind names what the player does with a command.
type ActionKind string

// Player action kinds. Attack, Cast of an action spell, Use and Flee spend
// the action; Cast of a bonus-action spell (Healing Word, Hunter's Mark,
// Spiritual Weapon, Hail of Thorns) and SecondWind spend the bonus action
// and leave the turn open; ActionSurge is free and grants one more action.
// The player's turn ends when no action is left; then the enemies act until
// it is the player's turn again, so one action command is one round from
// the player's point of view.
const (
	ActAttack      ActionKind = "attack"
	ActCast        ActionKind = "cast"
	ActUse         ActionKind = "use"
	ActFlee        ActionKind = "flee"
	ActSecondWind  ActionKind = "second_wind"
	ActActionSurge ActionKind = "action_surge"
	ActHide        ActionKind = "hide" // Rogue Cunning Action: Hide as a bonus action
	// ActPreserveLife is the Life Cleric's Preserve Life (the action):
	// up to 5 × level HP, never above half the HP maximum.
	ActPreserveLife ActionKind = "preserve_life"
	// ActWarPriest is the War Cleric's Attack action followed by War
	// Priest's weapon attack as the bonus action (rules §1.11).
	ActWarPriest ActionKind = "war_priest"
	// ActDuplicity is the Trickery Cleric's Invoke Duplicity, a bonus
	// action: advantage on its attacks for DuplicityTurns (rules §1.11).
	ActDuplicity ActionKind = "invoke_duplicity"
)

// AutoTarget as an Action's Target lets the engine pick the target the
// policy would (ChooseTarget).
const AutoTarget = -1

// Action is one player command. Target is an index into State.Enemies or
// AutoTarget; Slot is the spell slot level to cast with (0: the lowest free
// slot of the spell's level or higher; ignored for cantrips); Item is a
// catalogue item ID. Ally is 1 + the seat a healing spell or healing item
// goes to in a party fight (rules §2.13), 0 for the one acting. Meta is
// a Sorcerer's Metamagic on a cast (rules §1.7), "" for none.
type Action struct {
	Kind   ActionKind      `json:"kind"`
	Target int             `json:"target"`
	Spell  rules.SpellID   `json:"spell,omitempty"`
	Slot   int             `json:"slot,omitempty"`
	Item   content.ItemID  `json:"item,omitempty"`
	Ally   int             `json:"ally,omitempty"`
	Meta   rules.Metamagic `json:"meta,omitempty"`
	// Form is the beast of a Wild Shape or the spirit of a Spirit Totem
	// (rules §1.7, §1.11), "" for the default.
	Form string `json:"form,omitempty"`
}

// Do plays one player command and, when it ends the player's turn, the
// enemy turns that follow. On error the state is returned unchanged.
// Errors: ErrFightOver, ErrNoSuchTarget, ErrNoSlot, ErrBadSlotLevel,
// ErrNoItem, ErrNotUsable, ErrUnknownSpell, ErrSpellNotKnown,
// ErrReactionSpell, ErrNoBonusAction, ErrSpellThisTurn, ErrWeaponUp,
// ErrNoFeature, ErrNoFeatureUses, ErrDuplicityUp, ErrSmiteRanged,
// ErrChannelUp, ErrShaped, ErrNotShaped, ErrUnknownForm, ErrFormTooStrong,
// ErrTotemUp, ErrUnknownTotem, ErrUnknownAction.
func Do(st State, a Action) (State, []Event, error) {
	if st.Over() {
		return st, nil, ErrFightOver
	}
	if err := st.checkAlly(a); err != nil {
		return st, nil, err
	}
	s := st.Clone()
	if err := s.do(a); err != nil {
		return st, nil, err
	}
	// Checked after the action's own checks, so "no such item" or "no
	// slot" still win: a valid heal at full HP would only waste it.
	if healed := st.healedBy(a); healed.HP >= healed.MaxHP && onlyHeals(a) {
		return st, nil, ErrFullHP
	}
	s.afterCommand()
	return s.finishCall()
}

// Takes reports whether Do would take action a in st (no refusal): the
// one check every line that offers a move in a fight asks, so none offers
// one the command refuses (Second Wind or a potion at full HP). st is not
// changed.
func Takes(st State, a Action) bool {
	_, _, err := Do(st, a)
	return err == nil
}

// onlyHeals reports whether a does nothing but restore the player's HP:
// Second Wind, Lay on Hands, a healing spell, or a healing consumable.
func onlyHeals(a Action) bool {
	switch a.Kind {
	case ActSecondWind, ActLayOnHands:
		return true
	case ActCast:
		def, ok := rules.Spell(a.Spell)
		return ok && def.Kind == rules.SpellHeal
	case ActUse, ActFastHands:
		it, ok := content.ItemByID(a.Item)
		return ok && it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal
	}
	return false
}

// Flee ends the fight at once: fleeing always succeeds and the player keeps
// their wounds (rules §2.9).
func Flee(st State) (State, []Event, error) { return Do(st, Action{Kind: ActFlee}) }

// FindTarget reads a player's target word: "" is AutoTarget, a number n is
// the n-th enemy (1-based), anything else matches a standing enemy's ID or
// the start of its name, case-insensitively. Errors: ErrNoSuchTarget.
func FindTarget(st State, query string) (int, error) {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" {
		return AutoTarget, nil
	}
	if n, err := strconv.Atoi(q); err == nil {
		if n >= 1 && n <= len(st.Enemies) && st.Enemies[n-1].Standing() {
			return n - 1, nil
		}
		return 0, ErrNoSuchTarget
	}
	for i := range st.Enemies {
		en := &st.Enemies[i]
		if en.Standing() && (en.ID == q || strings.HasPrefix(strings.ToLower(en.Name), q)) {
			return i, nil
		}
	}
	for i := range st.Enemies {
		en := &st.Enemies[i]
		if en.Standing() && strings.Contains(strings.ToLower(en.Name), q) {
			return i, nil
		}
	}
	return 0, ErrNoSuchTarget
}

// do validates and plays one action on s. It changes nothing when it
// returns an error. An action's heal goes to its ally (Action.Ally) while
// it resolves.
func (s *State) do(a Action) error {
	s.allyAt = a.Ally
	defer func() { s.allyAt = 0 }()
	switch a.Kind {
	case ActAttack:
		i, err := s.target(a.Target)
		if err != nil {
			return err
		}
		s.attackAction(i)
		return nil
	case ActCast:
		if a.Meta != "" {
			return s.metaCast(a)
		}
		return s.cast(a.Spell, a.Target, a.Slot)
	case ActUse:
		return s.useItem(a.Item, a.Target, false)
	case ActFastHands:
		return s.fastHands(a.Item, a.Target)
	case ActFlee:
		s.useAction()
		s.seatFlees()
		return nil
	case ActSecondWind:
		return s.secondWind()
	case ActActionSurge:
		return s.actionSurge()
	case ActHide:
		return s.hide()
	case ActPreserveLife:
		return s.preserveLife()
	case ActWarPriest:
		i, err := s.target(a.Target)
		if err != nil {
			return err
		}
		return s.warPriest(i)
	case ActDuplicity:
		return s.invokeDuplicity()
	case ActRage:
		return s.rage()
	case ActSmite:
		return s.smite(a.Target, a.Slot)
	case ActLayOnHands:
		return s.layOnHands()
	case ActChannel:
		return s.channel(a.Target)
	case ActFeyPresence:
		return s.feyPresence()
	case ActFont:
		return s.font(a.Slot)
	case ActTides:
		return s.tides()
	case ActWildShape:
		return s.wildShape(a.Form)
	case ActBeastHeal:
		return s.beastHeal(a.Slot)
	case ActTotem:
		return s.totem(a.Form)
	}
	return ErrUnknownAction
}

// target resolves an Action target to a standing enemy's index.
func (s *State) target(t int) (int, error) {
	if t == AutoTarget {
		if i := ChooseTarget(s); i >= 0 {
			return i, nil
		}
		return 0, ErrNoSuchTarget
	}
	if t < 0 || t >= len(s.Enemies) || !s.Enemies[t].Standing() {
		return 0, ErrNoSuchTarget
	}
	return t, nil
}

// useAction spends the turn's action (or an Action Surge action).
func (s *State) useAction() {
	p := s.Player()
	if p.ActionUsed && p.ExtraActions > 0 {
		p.ExtraActions--
	}
	p.ActionUsed = true
	p.Acted = true
}

// attackAction makes the Attack action's weapon attacks, starting at enemy
// i and moving to the policy's next target when one falls.
func (s *State) attackAction(i int) {
	s.useAction()
	r := s.rng(s.focusActor(), purposePlayer)
	first := i
	for range s.Player().Attacks {
		if !s.Enemies[i].Standing() {
			if i = ChooseTarget(s); i < 0 {
				return
			}
		}
		s.playerSwing(r, i)
		if s.Over() {
			return
		}
	}
	s.hordeBreaker(r, first)
}

package combat

import (
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
)

// Errors a player command can return. The state is unchanged whenever one
// is returned. Use errors.Is; the plugin turns each into friendly text. A
// class's own refusals join this block under the class's heading.
var (
	ErrFightOver    = errors.New("combat: the fight is over")
	ErrNoEnemies    = errors.New("combat: a fight needs at least one enemy")
	ErrPlayerDown   = errors.New("combat: the character is at 0 HP")
	ErrTooManySeats = errors.New("combat: a party fight has at most three seats")
	ErrNoSuchAlly   = errors.New("combat: no such ally in this fight")
	ErrSelfOnly     = errors.New("combat: only a healing spell or a healing item goes to an ally")
	ErrNotYourTurn  = errors.New("combat: it is another seat's turn")
	ErrNoSuchTarget = errors.New("combat: no such target")
	ErrNoSlot       = errors.New("combat: no spell slot of that level left")
	ErrNoItem       = errors.New("combat: you do not carry that item")
	ErrNotUsable    = errors.New("combat: that item cannot be used in a fight")
	// ErrFullHP refuses an action that would only heal a player already at
	// full HP, so a potion, a slot or Second Wind is not wasted.
	ErrFullHP        = errors.New("combat: you are already at full HP")
	ErrUnknownSpell  = errors.New("combat: unknown spell")
	ErrSpellNotKnown = errors.New("combat: that spell is not on your list at your level")
	ErrReactionSpell = errors.New("combat: that spell is cast as a reaction, on its own")
	ErrNoBonusAction = errors.New("combat: your bonus action is already spent this turn")
	// ErrSpellThisTurn refuses a spell the turn's other spell rules out
	// (rules §1.6): beside a bonus-action spell only an action cantrip.
	ErrSpellThisTurn = errors.New("combat: a bonus-action spell leaves only a cantrip for the rest of the turn")
	// ErrWeaponUp refuses a slot for Spiritual Weapon while it is up: it
	// strikes with the cast's dice until it is gone (rules §1.6).
	ErrWeaponUp = errors.New("combat: your Spiritual Weapon is already up")
	// ErrArmorUp refuses Mage Armor while it is up: a slot would buy
	// nothing (rules §1.6).
	ErrArmorUp       = errors.New("combat: your Mage Armor is already up")
	ErrNoFeature     = errors.New("combat: you do not have that feature")
	ErrNoFeatureUses = errors.New("combat: that feature is spent until you rest")
	// ErrAboveHalfHP refuses Preserve Life at or above half the HP
	// maximum, where it heals nothing.
	ErrAboveHalfHP   = errors.New("combat: Preserve Life heals only up to half your HP maximum")
	ErrBadSlotLevel  = errors.New("combat: that slot level is too low or out of range")
	ErrUnknownAction = errors.New("combat: unknown action")
	// The Cleric's, the Fighter's, the Rogue's and the Paladin's moves (rules §1.11):
	// ErrDuplicityUp refuses Invoke Duplicity while the double is still there:
	// a second use would buy nothing.
	ErrDuplicityUp = errors.New("combat: your illusory double is already up")
	// ErrRaging refuses a rage while one is on (rules §1.11).
	ErrRaging = errors.New("combat: you are already raging")
	// ErrFastHandsHeals: Fast Hands takes fight items, not healing ones (a
	// potion drunk as a bonus action lifted the Thief 12 points over the
	// Rogue in tier 5, rules §1.11).
	ErrFastHandsHeals = errors.New("combat: fast hands takes fight items, not healing")
	// ErrSmiteRanged and ErrChannelUp refuse the Paladin's moves: a smite
	// off a ranged hit, a Channel Divinity while one is at work.
	ErrSmiteRanged = errors.New("combat: Divine Smite rides a melee weapon hit")
	ErrChannelUp   = errors.New("combat: your Channel Divinity is still at work")
	// The Sorcerer's moves (rules §1.11):
	// ErrNoPoints refuses a Metamagic option or a slot the sorcery points
	// left do not pay for.
	ErrNoPoints = errors.New("combat: not enough sorcery points")
	// ErrNotQuickenable refuses Quickened Spell on a spell that is not
	// cast with an action.
	ErrNotQuickenable = errors.New("combat: only a spell of one action can be quickened")
	// ErrNotEmpowerable refuses Empowered Spell on a spell that rolls no
	// damage.
	ErrNotEmpowerable = errors.New("combat: only a spell that rolls damage can be empowered")
	// ErrUnknownMetamagic refuses an option the fight does not model.
	ErrUnknownMetamagic = errors.New("combat: unknown metamagic")
	// ErrPointsFull refuses a slot traded for points the pool cannot hold.
	ErrPointsFull = errors.New("combat: your sorcery points are full")
	// ErrFontSlot refuses a slot level Font of Magic cannot make (above
	// 5th) or trade.
	ErrFontSlot = errors.New("combat: font of magic cannot make or trade that slot")
	// ErrTidesUp refuses Tides of Chaos while its advantage waits.
	ErrTidesUp = errors.New("combat: your Tides of Chaos already waits on your next attack")
	// The Druid's moves (rules §1.7, §1.11): a spell or a second shape in
	// beast form, a beast heal out of it, a beast or a spirit not to be had.
	ErrShaped        = errors.New("combat: you are in beast form")
	ErrNotShaped     = errors.New("combat: you are not in beast form")
	ErrUnknownForm   = errors.New("combat: no beast form of that name")
	ErrFormTooStrong = errors.New("combat: that beast is above the challenge rating your level allows")
	ErrTotemUp       = errors.New("combat: your Spirit Totem is still at work")
	ErrUnknownTotem  = errors.New("combat: the spirits are bear, hawk and unicorn")
)

// ErrUnknownZone refuses a fight whose Spec names a zone the content does
// not hold: its tier and boss table would silently be a zero zone's.
type ErrUnknownZone struct{ ID content.ZoneID }

func (e ErrUnknownZone) Error() string { return fmt.Sprintf("combat: no zone %q", e.ID) }

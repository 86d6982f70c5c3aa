package dice

import (
	"errors"
	"fmt"
)

// Limits on a dice expression accepted by Parse. They keep every roll small
// enough to answer in one chat message and bound the work Parse and Roll do.
const (
	MaxInputRunes = 200   // characters of input, label included
	MaxDice       = 100   // dice in one term (the N of NdM)
	MaxSides      = 1000  // sides on one die (the M of NdM)
	MaxTerms      = 20    // dice terms plus modifier terms
	MaxModifier   = 10000 // size of one plain-number modifier, either sign
)

// Usage is a one-line hint for the !roll command that a caller may append to
// an error or show on "!roll help".
const Usage = "Try `!roll 2d6+3`, `!roll 1d20+5 stealth check`, `!roll 4d6kh3` or `!roll adv+2`."

// Sentinel errors for the kinds of expression Parse refuses. Parse always
// returns a *ParseError; use errors.Is with these to tell the kinds apart.
var (
	ErrEmpty        = errors.New("dice: empty expression")
	ErrTooLong      = errors.New("dice: expression too long")
	ErrInvalidText  = errors.New("dice: expression is not valid UTF-8")
	ErrSyntax       = errors.New("dice: cannot read expression")
	ErrNoDice       = errors.New("dice: expression has no dice")
	ErrDiceCount    = errors.New("dice: dice count out of range")
	ErrNegativeDice = errors.New("dice: negative dice count")
	ErrSides        = errors.New("dice: sides out of range")
	ErrKeep         = errors.New("dice: keep count out of range")
	ErrModifier     = errors.New("dice: modifier out of range")
	ErrTooManyTerms = errors.New("dice: too many terms")
	ErrAdvantage    = errors.New("dice: advantage needs one d20")
)

// ParseError is the error Parse returns. Its Error text is a friendly,
// complete sentence meant to be shown to the player as is; Kind is one of the
// sentinel errors above and Pos the byte offset in the input where the
// problem was found.
type ParseError struct {
	Kind error
	Pos  int
	Msg  string
}

// Error returns the player-facing message.
func (e *ParseError) Error() string { return e.Msg }

// Unwrap returns Kind, so errors.Is(err, ErrDiceCount) and the like work.
func (e *ParseError) Unwrap() error { return e.Kind }

func newError(kind error, pos int, format string, args ...any) *ParseError {
	return &ParseError{Kind: kind, Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

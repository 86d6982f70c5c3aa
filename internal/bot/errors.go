package bot

import "fmt"

// UserError is a refusal meant for the player: bad input, a rule that says
// no. The router rolls back the command's transaction and answers with
// Message. It is never logged as a failure.
type UserError struct{ Message string }

func (e *UserError) Error() string { return e.Message }

// Errorf returns a *UserError with a formatted, friendly message.
func Errorf(format string, a ...any) error { return &UserError{Message: fmt.Sprintf(format, a...)} }

// UsageError returns a *UserError that shows the command's usage lines.
func UsageError(c *Context, lead string) error {
	msg := lead
	if c.Command != nil && len(c.Command.Usage) > 0 {
		msg += "\n\nUsage:"
		for _, u := range c.Command.Usage {
			msg += "\n- `" + c.Prefix() + u + "`"
		}
	}
	return &UserError{Message: msg}
}

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
	var usage []string
	if c.Command != nil {
		usage = c.Command.Usage()
	}
	if len(usage) > 0 {
		msg += "\n\nUsage:"
		for _, u := range usage {
			msg += "\n- `" + c.Prefix() + u + "`"
		}
	}
	return &UserError{Message: msg}
}

package bot

// UsageLine is one line of a command's usage, derived from its
// declaration: the verb's own forms first, then each subcommand's main
// line and its further forms, in the order they are declared.
type UsageLine struct {
	Text    string      // without the prefix, e.g. "zone go <n>"
	Summary string      // what the line does, "" for a verb's form without one
	Sub     *Subcommand // the subcommand it runs, nil for the verb's own forms
	More    bool        // one of Sub's further forms, not its main line
}

// UsageLines are c's usage lines: `!help <verb>` lists them all, a usage
// refusal (UsageError) shows their text, and the README lists all but the
// bare verb.
func (c *Command) UsageLines() []UsageLine {
	var out []UsageLine
	for _, f := range c.Forms {
		out = append(out, UsageLine{Text: f.line(c.Name), Summary: f.Summary})
	}
	for i := range c.Subcommands {
		sc := &c.Subcommands[i]
		head := c.Name + " " + sc.Name
		out = append(out, UsageLine{Text: Form{Params: sc.Params}.line(head), Summary: sc.Summary, Sub: sc})
		for _, f := range sc.More {
			out = append(out, UsageLine{Text: f.line(head), Summary: f.Summary, Sub: sc, More: true})
		}
	}
	return out
}

// Usage is the text of c's usage lines, without the prefix.
func (c *Command) Usage() []string {
	var out []string
	for _, l := range c.UsageLines() {
		out = append(out, l.Text)
	}
	return out
}

// TakesWords reports whether words may follow the subcommand: its main
// line or a further form declares a param.
func (sc *Subcommand) TakesWords() bool {
	if len(sc.Params) > 0 {
		return true
	}
	for _, f := range sc.More {
		if len(f.Params) > 0 {
			return true
		}
	}
	return false
}

package expedition

import (
	"errors"
	"fmt"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
)

// autopilotCommands are `!why` and `!autopilot` (rules §10.5, §10.6).
func (p *Plugin) autopilotCommands() []bot.Command {
	forms := []bot.Form{{}}
	for _, phrase := range play.RuleForms() {
		forms = append(forms, bot.Form{Params: phraseParams(phrase)})
	}
	return []bot.Command{
		{
			Name:     "why",
			Section:  section,
			Summary:  "Why the autopilot did what it did on your last walk: each stop, potion and fork pick with its rule and numbers",
			Forms:    []bot.Form{{}},
			Examples: []string{"why"},
			Handler:  p.whyCmd,
		},
		{
			Name:     "autopilot",
			Section:  section,
			Summary:  "Your autopilot rules (the defaults first): set when it stops to rest, trap edges, elites, a wake-up call for bosses",
			Forms:    forms,
			Examples: []string{"autopilot", "autopilot rest below 50%", "autopilot never take trap edges", "autopilot walk into elites", "autopilot wake me for bosses", "autopilot reset"},
			Handler:  p.autopilotCmd,
		},
	}
}

// phraseParams declares the words of one of the phrases the autopilot's
// rules are set with (play.RuleForms, which ParseRule reads): each word
// is typed as shown but a `<slot>`, which is a value, with what follows
// it typed right after (`<N>%`).
func phraseParams(phrase string) []bot.Param {
	var out []bot.Param
	for _, w := range strings.Fields(phrase) {
		name, suffix, slot := strings.Cut(strings.TrimPrefix(w, "<"), ">")
		if !slot || !strings.HasPrefix(w, "<") {
			out = append(out, bot.Fixed(w))
			continue
		}
		out = append(out, bot.Param{Name: name, Suffix: suffix})
	}
	return out
}

// whyCmd is `!why`: the last walk's decisions in order, each with its
// rule, or a friendly word when the autopilot has not walked for this
// character yet.
func (p *Plugin) whyCmd(c *bot.Context) error {
	if len(c.Args) > 0 {
		return bot.UsageError(c, fmt.Sprintf("`%swhy` takes nothing after it.", c.Prefix()))
	}
	e, member, err := pc.PartyOf(c)
	if err != nil {
		return err
	}
	if member {
		return p.whyMember(c, e)
	}
	w, ok, err := c.Store.Autopilot.LastWalkLog(c, c.Sender())
	if err != nil {
		return err
	}
	if ok {
		// A walk of a deleted character's run is not this character's.
		floor, _, err := c.Store.Character.HistoryFloor(c, c.Sender())
		if err != nil {
			return err
		}
		ok = w.RunID > floor
	}
	if !ok {
		c.Reply(narrate.NoWalkText(c.Prefix()))
		return nil
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.WhyText(narrate.Why{Log: w, At: at, Prefix: c.Prefix(), IdleWait: narrate.Duration(p.Zone.IdleWait())}))
	return nil
}

// whyMember is `!why` for a member of party e: the last walk its
// leader's autopilot made on the party's run, as the leader reads it but
// headed with the leader's name (rules §8.23, §10.6).
func (p *Plugin) whyMember(c *bot.Context, e expedition.Expedition) error {
	w, ok, err := c.Store.Autopilot.LastWalkLog(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	if !ok || e.RunID == 0 || w.RunID != int64(e.RunID) {
		c.Reply(narrate.NoWalkText(c.Prefix()))
		return nil
	}
	leader, _, err := c.Store.Character.Get(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.WhyText(narrate.Why{Log: w, At: at, Prefix: c.Prefix(), IdleWait: narrate.Duration(p.Zone.IdleWait()), Leader: leader.Name}))
	return nil
}

// autopilotCmd is `!autopilot` (the rules, defaults first) and
// `!autopilot <rule>` (set one, play.ParseRule). A phrase that is no
// rule changes nothing and lists the accepted ones.
func (p *Plugin) autopilotCmd(c *bot.Context) error {
	mine, err := c.Store.Autopilot.Rules(c, c.Sender())
	if err != nil {
		return err
	}
	if len(c.Args) == 0 {
		c.Reply(narrate.AutopilotRulesText(narrate.AutopilotRules{Rules: mine, DefaultFloor: p.minHP(), Prefix: c.Prefix(),
			IdleWait: narrate.Duration(p.Zone.IdleWait())}))
		return nil
	}
	phrase := strings.Join(c.Args, " ")
	next, err := play.ParseRule(mine, phrase)
	var floor play.ErrRestFloor
	switch {
	case errors.As(err, &floor) && floor.Given == "":
		return bot.UsageError(c, fmt.Sprintf("Rest below what? Give the floor as a whole percentage from %d%% to %d%%, like `%sautopilot rest below 50%%`.",
			play.MinRestBelow, play.MaxRestBelow, c.Prefix()))
	case errors.As(err, &floor):
		return bot.UsageError(c, fmt.Sprintf("A rest floor is a whole percentage from %d%% to %d%%, like `%sautopilot rest below 50%%`.",
			play.MinRestBelow, play.MaxRestBelow, c.Prefix()))
	case err != nil:
		return bot.UsageError(c, fmt.Sprintf("I don't know the rule “%s”. These are the ones I go by:", mdtext.Escape(phrase)))
	}
	if err := c.Store.Autopilot.SetRules(c, c.Sender(), next, c.Now); err != nil {
		return err
	}
	text, err := play.RuleText(phrase)
	if err != nil {
		return err
	}
	_, hasChar, err := c.Store.Character.Get(c, c.Sender())
	if err != nil {
		return err
	}
	c.Reply(narrate.AutopilotRuleSet(narrate.RuleSet{Rule: text, Reset: isReset(phrase), NoCharacter: !hasChar, Prefix: c.Prefix()}))
	return nil
}

// isReset reports whether phrase is the reset rule.
func isReset(phrase string) bool {
	return strings.EqualFold(strings.TrimRight(strings.TrimSpace(phrase), ".!"), "reset")
}

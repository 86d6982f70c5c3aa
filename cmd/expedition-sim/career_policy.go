package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/play"
)

// defaultPolicyName is the player a career is played by when -policy is
// not given: today's simulated player, the autopilot's own numbers.
const defaultPolicyName = "careful"

// policies are the player policies -policy names (rules §10.4, §11.5).
var policies = map[string]play.Policy{
	"careful": play.DefaultPolicy,
}

// policyByName returns the policy -policy names. Errors: an unknown name,
// with the names known.
func policyByName(name string) (play.Policy, error) {
	p, ok := policies[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return play.Policy{}, fmt.Errorf("-policy %q: want %s", name, policyNames())
	}
	return p, nil
}

// policyNames lists the policy names for the usage and errors.
func policyNames() string {
	var names []string
	for n := range policies {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

package main

import (
	"strings"

	"github.com/gogobee/gogobee/internal/play"
)

// defaultPolicyName is the player a career is played by when -policy is
// not given: the casual player, who plays as people do (rules §10.4, §11.5).
const defaultPolicyName = play.PolicyCasual

// policyByName returns the policy -policy names (play.PolicyNamed).
// Errors: play.ErrUnknownPolicy.
func policyByName(name string) (play.Policy, error) { return play.PolicyNamed(name) }

// policyNames lists the policy names for the usage and errors.
func policyNames() string {
	names := make([]string, 0, len(play.Policies()))
	for _, p := range play.Policies() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

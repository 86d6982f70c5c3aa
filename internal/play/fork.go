package play

import (
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkWhy is the reason of a fork answer PickFork gives.
type ForkWhy string

// Fork reasons.
const (
	// ForkOnlyOpen: one way of the fork is open; it is taken.
	ForkOnlyOpen ForkWhy = "only_open"
	// ForkFirstListed: the first listed open way (ForkFirstOpen).
	ForkFirstListed ForkWhy = "first_open"
	// ForkSparedWounded: the character is below half HP and the first
	// open way leads into an elite's or boss's room, so the first open
	// way no such room waits behind is taken (Policy.SpareWounded).
	ForkSparedWounded ForkWhy = "spared_wounded"
	// ForkAllGuarded: the character is below half HP and every open way
	// leads into an elite's or boss's room: no way is taken.
	ForkAllGuarded ForkWhy = "all_guarded"
	// ForkNoneOpen: every way is closed: no way is taken.
	ForkNoneOpen ForkWhy = "none_open"
)

// ForkPick is a policy's answer to a fork prompt: the way (1-based, as
// `!zone go` takes it; 0 for none), why, and the first listed open way
// (0 for none), which a spared pick passed over.
type ForkPick struct {
	N     int
	Why   ForkWhy
	First int
}

// PickFork answers prompt p (as the character would answer it now:
// zonerun.Run.LivePrompt) for ch by pol's fork rule (rules §6.4, §10.4):
// the first listed open way; with Policy.SpareWounded, never into an
// elite's or boss's room while ch is below half HP. It is the one fork
// choice of the simulated player, the autopilot and TwinBee's answer to a
// fork left idle (IdlePolicy).
func PickFork(pol Policy, p zonerun.Prompt, g zonegraph.Graph, ch rules.Character) ForkPick {
	first := p.FirstOpen()
	pick := ForkPick{N: first, First: first, Why: ForkFirstListed}
	switch {
	case first == 0:
		pick.Why = ForkNoneOpen
	case pol.SpareWounded && zonerun.Wounded(ch):
		pick.N = p.IdlePick(g, ch)
		switch pick.N {
		case 0:
			pick.Why = ForkAllGuarded
		case first:
			pick.Why = onlyOrFirst(p)
		default:
			pick.Why = ForkSparedWounded
		}
	default:
		pick.Why = onlyOrFirst(p)
	}
	return pick
}

// onlyOrFirst is ForkOnlyOpen for a prompt with one open way, else
// ForkFirstListed.
func onlyOrFirst(p zonerun.Prompt) ForkWhy {
	if p.OpenCount() == 1 {
		return ForkOnlyOpen
	}
	return ForkFirstListed
}

// IdlePolicy is the policy of TwinBee's answer to a fork the player left
// waiting (rules §6.4): the autopilot's (DefaultPolicy), sparing a badly
// wounded character the elite's and boss's rooms, since the player is not
// there to rest before the door.
func IdlePolicy() Policy {
	p := DefaultPolicy
	p.SpareWounded = true
	return p
}

// IdleForkPick is TwinBee's answer to prompt p left waiting (PickFork with
// IdlePolicy): the way the prompt's footer promises and the idle-fork job
// takes.
func IdleForkPick(p zonerun.Prompt, g zonegraph.Graph, ch rules.Character) ForkPick {
	return PickFork(IdlePolicy(), p, g, ch)
}

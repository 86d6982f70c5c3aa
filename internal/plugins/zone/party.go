package zone

import (
	"context"
	"fmt"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// PartyHooks is the optional part of Hooks that names the party walking
// a run the hooks own (rules §8.22, §8.23): the users of its members
// other than the leader, by seat; nil for a player alone.
type PartyHooks interface {
	Members(ctx context.Context, st *store.Store, r zonerun.Run) ([]id.UserID, error)
}

// withParty adds the party walking s's run to s: its members' users and
// their characters. A member without a character is an error: the
// party's tables keep only players who had one when they joined.
func (d Deps) withParty(ctx context.Context, st *store.Store, s session) (session, error) {
	ph, ok := d.Hooks.(PartyHooks)
	if !ok || d.Hooks == nil {
		return s, nil
	}
	users, err := ph.Members(ctx, st, s.run)
	if err != nil || len(users) == 0 {
		return s, err
	}
	s.party, s.mates = users, make([]rules.Character, 0, len(users))
	for _, u := range users {
		ch, ok, err := st.Character.Get(ctx, u)
		if err != nil {
			return s, err
		}
		if !ok {
			return s, fmt.Errorf("party member %s of run %d has no character", u, s.run.ID)
		}
		s.mates = append(s.mates, ch)
	}
	return s, nil
}

// saveParty saves the party's members as the step left them: chars, in
// seat order as users.
func saveParty(ctx context.Context, env Env, users []id.UserID, chars []rules.Character) error {
	for k, u := range users {
		if k >= len(chars) {
			break
		}
		if err := env.Store.Character.Save(ctx, u, chars[k], env.Now); err != nil {
			return err
		}
	}
	return nil
}

// partyLevelUps are the level-up DMs of the party's members whose
// fights in step st raised their level.
func partyLevelUps(st zonerun.Step, users []id.UserID, chars []rules.Character, prefix string) []PartyDM {
	var out []PartyDM
	for _, e := range st.Events {
		if e.Fight == nil {
			continue
		}
		for _, sh := range e.Fight.Shares {
			k := sh.Seat - 1
			if k < 0 || k >= len(users) || k >= len(chars) || !sh.LevelUp.LevelledUp() {
				continue
			}
			dm := narrate.LevelUpDM(chars[k].Name, sh.LevelUp, prefix)
			if sh.Result == combat.ResultDowned || sh.Result == combat.ResultFled {
				dm = narrate.LevelUpDMBeforeLoss(chars[k].Name, sh.LevelUp, prefix)
			}
			if dm != "" {
				out = append(out, PartyDM{User: users[k], Text: dm})
			}
		}
	}
	return out
}

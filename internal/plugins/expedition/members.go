package expedition

import (
	"context"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// crew is a party's other members as a command or job loads them (rules
// §8.22): their users and characters, by seat.
type crew struct {
	users []string
	chars []rules.Character
}

// loadCrew loads the characters of e's members still in the party, by
// seat; empty for a solo expedition. A member without a character is an
// error: deleting one's character takes one out of the party.
func loadCrew(ctx context.Context, st *store.Store, e expedition.Expedition) (crew, error) {
	var cr crew
	for _, u := range e.MemberUsers() {
		ch, ok, err := st.Character.Get(ctx, u)
		if err != nil {
			return cr, err
		}
		if !ok {
			return cr, fmt.Errorf("party member %s of expedition %s has no character", u, e.ID)
		}
		cr.users, cr.chars = append(cr.users, u), append(cr.chars, ch)
	}
	return cr, nil
}

// save writes the members' characters as they now stand.
func (cr crew) save(ctx context.Context, st *store.Store, chars []rules.Character, at time.Time) error {
	for k, u := range cr.users {
		if k < len(chars) {
			if err := st.Character.Save(ctx, u, chars[k], at); err != nil {
				return err
			}
		}
	}
	return nil
}

// restMembers gives every member of e's party the rest of the camp the
// leader just made or rested in (expedition.MemberCamp, rules §8.23) and
// saves them.
func restMembers(ctx context.Context, st *store.Store, e expedition.Expedition, res expedition.CampResult, at time.Time) error {
	cr, err := loadCrew(ctx, st, e)
	if err != nil {
		return err
	}
	rested := make([]rules.Character, len(cr.chars))
	for k, ch := range cr.chars {
		rested[k], _ = expedition.MemberCamp(ch, res, at)
	}
	return cr.save(ctx, st, rested, at)
}

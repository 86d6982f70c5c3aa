package fight_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// seat is who alice is and whom she fights in a classAt bout: a tune
// changes one part of it.
type seat struct {
	name, race string
	sub        string // subclass ID, "" for none
	foe        string
	edits      []func(*rules.Character)
}

// tune sets one part of a classAt bout.
type tune func(*seat)

// withSub makes alice's character choose subclass sub ("" for none).
func withSub(sub string) tune { return func(s *seat) { s.sub = sub } }

// vs makes the bout's foe monster (a zombie unless told).
func vs(monster string) tune { return func(s *seat) { s.foe = monster } }

// named makes alice's character name of race (Ash the human unless told).
func named(name, race string) tune { return func(s *seat) { s.name, s.race = name, race } }

// edit changes alice's character once her level and subclass are set.
func edit(fn func(*rules.Character)) tune {
	return func(s *seat) { s.edits = append(s.edits, fn) }
}

// hp leaves alice's character with n hit points.
func hp(n int) tune { return edit(func(c *rules.Character) { c.HP = n }) }

// subclassChosen is when classAt's characters chose their subclass.
var subclassChosen = time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)

// classAt makes alice a character of class at level (the XP of that level
// awarded), tuned by tunes in order, and starts a practice bout with the
// foe (a zombie unless vs tells another). A subclass the class cannot
// take at that level fails the test.
func classAt(t *testing.T, class string, level int, tunes ...tune) (*plugintest.Bot, *speaker) {
	t.Helper()
	s := seat{name: "Ash", race: "human", foe: "zombie"}
	for _, tn := range tunes {
		tn(&s)
	}
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, s.name, class, s.race)
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(level))
		if s.sub != "" {
			var err error
			*c, _, err = rules.ChooseSubclass(*c, s.sub, subclassChosen)
			require.NoError(t, err)
		}
		for _, fn := range s.edits {
			fn(c)
		}
	})
	p.Say("!fight " + s.foe)
	return b, p
}

// move is one line said in a classAt bout of a level and subclass, a part
// of the answer it must get, and whether it moves the fight.
type move struct {
	name  string
	level int
	sub   string
	say   string
	want  string
	moved bool // the fight's row changed; false: a refusal, which changes nothing
}

// playMoves runs each move as a subtest on a fresh classAt bout of class
// (tunes apply to every move): the answer holds want, and the fight's row
// changes exactly when moved; a refusal leaves the character as it was too
// (rules §1.7, §1.11).
func playMoves(t *testing.T, class string, moves []move, tunes ...tune) {
	t.Helper()
	for _, m := range moves {
		t.Run(m.name, func(t *testing.T) {
			b, p := classAt(t, class, m.level, append([]tune{withSub(m.sub)}, tunes...)...)
			before, fightBefore := b.Character(alice), rawRow(t, b)
			assert.Contains(t, p.Reply(m.say), m.want)
			if m.moved {
				assert.NotEqual(t, fightBefore, rawRow(t, b))
				return
			}
			assert.Equal(t, fightBefore, rawRow(t, b), "the refusal changes nothing")
			assert.Equal(t, before, b.Character(alice), "the refusal changes nothing")
		})
	}
}

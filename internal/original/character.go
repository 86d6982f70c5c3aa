package original

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Item is one of the original's adventure items: a row of
// adventure_inventory (carried; Value is its sell value in coins) or of
// adventure_equipment (worn in Slot; no value recorded).
type Item struct {
	Name  string
	Slot  string
	Value int
	Worn  bool
}

// Character is what the original kept of one player's character: the
// dnd_character row (scores, HP, level, XP, exhaustion, subclass), the
// display name (player_meta, else adventure_characters), the euro balance
// (euro_balances: the original's coins) and the adventure items.
type Character struct {
	UserID       string
	DisplayName  string
	Race, Class  string
	Subclass     string
	Level, XP    int
	Scores       rules.Abilities
	HPCurrent    int
	HPMax        int
	Exhaustion   int
	PendingSetup bool
	Coins        float64
	Items        []Item
}

// Note is one value of the original that did not carry over as it was:
// the field it belongs to and what became of it.
type Note struct {
	Field string
	Text  string
}

// String reads "field: text".
func (n Note) String() string { return n.Field + ": " + n.Text }

// ErrNotMappable is returned by MapCharacter for a character that cannot
// become one of this game's: a draft never confirmed, or a class or race
// this game has no counterpart for.
type ErrNotMappable struct{ Reason string }

func (e ErrNotMappable) Error() string { return e.Reason }

// Names returns the names to try for o's character, best first: the
// display name, the Matrix localpart of the user ID, then the localpart
// "of" the server's first label ("wren of example" for
// @wren:example.org: the original's names were not unique, this game's
// are), each normalised (rules.NormalizeName) and valid
// (rules.ValidateName). The store takes the first one no other character
// holds.
func Names(o Character) []string {
	var out []string
	local, server, _ := strings.Cut(strings.TrimPrefix(o.UserID, "@"), ":")
	label, _, _ := strings.Cut(server, ".")
	for _, raw := range []string{o.DisplayName, local, local + " of " + label} {
		n := rules.NormalizeName(raw)
		if rules.ValidateName(n) == nil && !containsFold(out, n) {
			out = append(out, n)
		}
	}
	return out
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// MapCharacter builds this game's character for o under name: a new
// character of the mapped class and race (rules.NewCharacter, so it keeps
// the class's starting kit), then the original's six ability scores
// (capped to 1–20), its level and XP (XP raised to the level's threshold
// when the original stored less, and levels gained when it stored more),
// the same share of its hit points on this game's maximum (at least 1),
// its exhaustion (at most 6), its euro balance as coins (whole coins) and
// the items this game's catalogue knows by name. An item with no
// counterpart is sold for its recorded value when it had one; worn items
// that map are carried, for the player to equip. Spell slots, hit dice
// and feature uses arrive full (the original's rest state does not map).
// Everything changed on the way is returned as a Note. Errors:
// ErrNotMappable, a *rules.NameError for an invalid name.
func MapCharacter(o Character, name string) (rules.Character, []Note, error) {
	if o.PendingSetup {
		return rules.Character{}, nil, ErrNotMappable{Reason: "a draft never confirmed with !setup"}
	}
	class, ok := rules.ClassByOriginalName(o.Class)
	if !ok {
		return rules.Character{}, nil, ErrNotMappable{Reason: fmt.Sprintf("class %q has no counterpart", o.Class)}
	}
	race, ok := rules.RaceByName(o.Race)
	if !ok {
		return rules.Character{}, nil, ErrNotMappable{Reason: fmt.Sprintf("race %q has no counterpart", o.Race)}
	}
	c, err := rules.NewCharacter(name, class, race)
	if err != nil {
		return rules.Character{}, nil, err
	}
	var notes []Note
	if string(class) != strings.ToLower(o.Class) {
		notes = append(notes, Note{"class", fmt.Sprintf("%s becomes %s (this game has no %s)", o.Class, class, strings.ToLower(o.Class))})
	}
	c.Abilities = o.Scores.Clamp()
	if c.Abilities != o.Scores {
		notes = append(notes, Note{"abilities", fmt.Sprintf("scores capped to 1–%d", rules.MaxAbilityScore)})
	}
	c, notes = withLevel(c, o, notes)
	c, notes = withSubclass(c, o.Subclass, notes)
	c, notes = withHP(c, o, notes)
	if o.Exhaustion > 0 {
		c.Exhaustion = min(o.Exhaustion, 6)
		if o.Exhaustion > 6 {
			notes = append(notes, Note{"exhaustion", fmt.Sprintf("%d capped to 6", o.Exhaustion)})
		}
	}
	c, notes = withCoins(c, o.Coins, notes)
	c, notes = withItems(c, o.Items, notes)
	return c, notes, nil
}

// withLevel gives c the original's level and XP (rules.AwardXP, so slots,
// hit dice and features follow the level).
func withLevel(c rules.Character, o Character, notes []Note) (rules.Character, []Note) {
	level := min(max(o.Level, 1), rules.MaxLevel)
	if level != o.Level {
		notes = append(notes, Note{"level", fmt.Sprintf("%d read as %d", o.Level, level)})
	}
	xp := max(o.XP, 0)
	if floor := rules.XPForLevel(level); xp < floor {
		notes = append(notes, Note{"xp", fmt.Sprintf("%d raised to %d, the threshold of level %d", o.XP, floor, level)})
		xp = floor
	}
	c, rep := rules.AwardXP(c, xp)
	if rep.XPDiscarded > 0 {
		notes = append(notes, Note{"xp", fmt.Sprintf("%d past the level-%d total discarded", rep.XPDiscarded, rules.MaxLevel)})
	}
	if c.Level > level {
		notes = append(notes, Note{"level", fmt.Sprintf("%d rises to %d, the level its %d XP reach", level, c.Level, c.XP)})
	}
	return c, notes
}

// withHP gives c the original's share of its hit points: full stays full,
// 0 HP becomes 1.
func withHP(c rules.Character, o Character, notes []Note) (rules.Character, []Note) {
	maxHP := rules.MaxHP(c)
	c.HP = maxHP
	if o.HPMax > 0 && o.HPCurrent < o.HPMax {
		c.HP = max(1, int(math.Ceil(float64(max(o.HPCurrent, 0))*float64(maxHP)/float64(o.HPMax))))
		notes = append(notes, Note{"hp", fmt.Sprintf("%d/%d becomes %d/%d", o.HPCurrent, o.HPMax, c.HP, maxHP)})
	}
	return c, notes
}

// withCoins sets c's purse to the original's balance in whole coins.
func withCoins(c rules.Character, balance float64, notes []Note) (rules.Character, []Note) {
	c.Coins = max(int(math.Floor(balance)), 0)
	if float64(c.Coins) != balance {
		notes = append(notes, Note{"coins", fmt.Sprintf("balance %.2f becomes %d coins", balance, c.Coins)})
	}
	return c, notes
}

// withItems adds the items the catalogue knows by name or ID; the others
// are sold for their value, or left behind.
func withItems(c rules.Character, items []Item, notes []Note) (rules.Character, []Note) {
	for _, it := range items {
		if id, ok := itemID(it.Name); ok {
			c, _ = rules.AddItem(c, id, 1)
			if it.Worn {
				notes = append(notes, Note{"items", fmt.Sprintf("%s (worn: %s) is carried; equip it with !equip", it.Name, it.Slot)})
			}
			continue
		}
		if it.Value > 0 {
			c.Coins += it.Value
			notes = append(notes, Note{"items", fmt.Sprintf("%s has no counterpart; sold for its value, %d coins", it.Name, it.Value)})
			continue
		}
		notes = append(notes, Note{"items", fmt.Sprintf("%s has no counterpart and no value; left behind", it.Name)})
	}
	return c, notes
}

// itemID finds the catalogue item named name (case, spaces, hyphens,
// underscores and curly apostrophes ignored) or with that ID.
func itemID(name string) (content.ItemID, bool) {
	w := foldItem(name)
	if w == "" {
		return "", false
	}
	for _, it := range content.Items() {
		if w == foldItem(it.Name) || w == foldItem(string(it.ID)) {
			return it.ID, true
		}
	}
	return "", false
}

func foldItem(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "_", "", "’", "'").Replace(strings.ToLower(strings.TrimSpace(s)))
}

// withSubclass gives c the original's subclass when c's class has one of
// that name and c is at rules.SubclassLevel (rules §1.11), chosen long
// enough ago that a change may be made at once (for its coins); a
// subclass with no counterpart is noted, and the free first pick waits.
func withSubclass(c rules.Character, name string, notes []Note) (rules.Character, []Note) {
	if name == "" {
		return c, notes
	}
	sub, ok := c.ClassDef().SubclassByName(name)
	if !ok || c.Level < rules.SubclassLevel {
		return c, append(notes, Note{"subclass", fmt.Sprintf("%s has no counterpart among the %s's subclasses; the free first pick waits (!subclass)", name, c.ClassDef().Name)})
	}
	c, _, err := rules.ChooseSubclass(c, string(sub.ID), time.Time{})
	if err != nil {
		return c, append(notes, Note{"subclass", fmt.Sprintf("%s could not be kept (%v); the free first pick waits (!subclass)", name, err)})
	}
	return c, notes
}

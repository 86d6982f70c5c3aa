package content

// shippedMonsters is the whole bestiary in display order: tier 1 to tier 5,
// then the region bosses, read from data/monsters when the package
// initialises. monstersErr is what went wrong reading it (Check returns
// it); a record with a problem is left out.
var shippedMonsters, monstersErr = loadMonsters(dataFS)

var monsterTable = newTable(shippedMonsters, func(m Monster) string { return m.ID }, Monster.clone)

// MonsterByID returns a copy of the bestiary entry with the given ID and
// whether it exists.
func MonsterByID(id string) (Monster, bool) { return monsterTable.byID(id) }

// MonsterNames returns the bestiary names of monster IDs, in order; an
// unknown ID stands for itself.
func MonsterNames(ids []string) []string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = id
		if m, ok := MonsterByID(id); ok {
			names[i] = m.Name
		}
	}
	return names
}

// Monsters returns copies of every bestiary entry in display order (tier 1
// to 5, then region bosses).
func Monsters() []Monster { return monsterTable.all() }

// concat joins slices into one new slice.
func concat[T any](parts ...[]T) []T {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	out := make([]T, 0, n)
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

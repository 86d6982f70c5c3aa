package content

// shippedMonsters is the whole bestiary in display order: tier 1 to tier 5,
// then the region bosses, read from data/monsters when the package
// initialises. monstersErr is what went wrong reading it (Check returns
// it); a record with a problem is left out.
var shippedMonsters, monstersErr = loadMonsters(dataFS)

var monsterIndex = indexBy(shippedMonsters, func(m Monster) string { return m.ID })

// MonsterByID returns a copy of the bestiary entry with the given ID and
// whether it exists.
func MonsterByID(id string) (Monster, bool) {
	i, ok := monsterIndex[id]
	if !ok {
		return Monster{}, false
	}
	return shippedMonsters[i].clone(), true
}

// Monsters returns copies of every bestiary entry in display order (tier 1
// to 5, then region bosses).
func Monsters() []Monster {
	out := make([]Monster, len(shippedMonsters))
	for i, m := range shippedMonsters {
		out[i] = m.clone()
	}
	return out
}

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

// indexBy maps each element's key to its position. With a duplicate key the
// first position wins; Validate reports duplicates.
func indexBy[T any](items []T, key func(T) string) map[string]int {
	idx := make(map[string]int, len(items))
	for i, it := range items {
		k := key(it)
		if _, dup := idx[k]; !dup {
			idx[k] = i
		}
	}
	return idx
}

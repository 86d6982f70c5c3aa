package content

import "sync"

// monsterFile reads the whole bestiary in display order, tier 1 to tier 5
// then the region bosses, from data/monsters the first time it is called,
// with what went wrong (Load returns it); a record with a problem is left
// out.
var monsterFile = sync.OnceValues(func() ([]Monster, error) { return loadMonsters(dataFS) })

// monsterTable is the bestiary as read, indexed.
var monsterTable = sync.OnceValue(func() *table[Monster] {
	return newTable(readRows(monsterFile), func(m Monster) string { return string(m.ID) }, Monster.clone)
})

// MonsterByID returns a copy of the bestiary entry with the given ID and
// whether it exists.
func MonsterByID(id MonsterID) (Monster, bool) { return monsterTable().byID(string(id)) }

// MonsterNames returns the bestiary names of monster IDs, in order; an
// unknown ID stands for itself.
func MonsterNames(ids []MonsterID) []string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = string(id)
		if m, ok := MonsterByID(id); ok {
			names[i] = m.Name
		}
	}
	return names
}

// Monsters returns copies of every bestiary entry in display order (tier 1
// to 5, then region bosses).
func Monsters() []Monster { return monsterTable().all() }

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

package content

// readRows returns what a data file's loader read: the records without a
// problem. What went wrong is Load's to report.
func readRows[T any](read func() (T, error)) T {
	rows, _ := read()
	return rows
}

// table is one shipped content table (the bestiary, the zones, the item
// catalogue, the resource registry, the price list) in display order,
// indexed by ID. The package reads its rows in place (row); everything it
// hands out is a deep copy (byID, all), so no caller can change shipped
// data.
type table[T any] struct {
	rows  []T
	index map[string]int
	clone func(T) T
}

// newTable indexes rows by id. With a duplicate ID the first row wins;
// Validate reports duplicates. clone deep-copies a row; plain values pass
// an identity.
func newTable[T any](rows []T, id func(T) string, clone func(T) T) *table[T] {
	index := make(map[string]int, len(rows))
	for i, r := range rows {
		if _, dup := index[id(r)]; !dup {
			index[id(r)] = i
		}
	}
	return &table[T]{rows: rows, index: index, clone: clone}
}

// row returns the shipped row with the given ID itself, for reads inside
// the package, and whether it exists.
func (t *table[T]) row(id string) (*T, bool) {
	i, ok := t.index[id]
	if !ok {
		return nil, false
	}
	return &t.rows[i], true
}

// byID returns a copy of the row with the given ID and whether it exists.
func (t *table[T]) byID(id string) (T, bool) {
	r, ok := t.row(id)
	if !ok {
		var zero T
		return zero, false
	}
	return t.clone(*r), true
}

// all returns copies of every row in display order.
func (t *table[T]) all() []T {
	out := make([]T, len(t.rows))
	for i, r := range t.rows {
		out[i] = t.clone(r)
	}
	return out
}

// plain is the clone of a row type that holds no pointers, maps or
// slices a caller could change: a copy is a deep copy.
func plain[T any](r T) T { return r }

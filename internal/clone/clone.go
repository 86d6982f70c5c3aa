// Package clone copies values that hold pointers, for the engine's deep
// copies (a run, an expedition, a bestiary entry handed out of its table).
package clone

// Ptr returns a copy of *p in new memory, or nil for nil. The copy still
// shares *p's slices and maps; each of deep then runs on the copy to copy
// those it must own (slices.Clone of a field, say).
func Ptr[T any](p *T, deep ...func(*T)) *T {
	if p == nil {
		return nil
	}
	c := *p
	for _, f := range deep {
		f(&c)
	}
	return &c
}

package namematch

import "strconv"

// Match is what a query fits among things (FindAmong): Options holds every
// thing that fits, in the order given (one is a match, several a "which
// one" question); with none, Suggest is the thing of the closest name
// within Typos when Suggested.
type Match[T any] struct {
	Options   []T
	Suggest   T
	Suggested bool
}

// Found is the single thing the query fits, and whether there is exactly
// one.
func (m Match[T]) Found() (T, bool) {
	if len(m.Options) == 1 {
		return m.Options[0], true
	}
	var zero T
	return zero, false
}

// FindAmong is Find over things, each named by names (its display name
// first, then its ID or other names): the callers hand over their own
// things and get them back, with no key map of their own to keep.
func FindAmong[T any](query string, things []T, names func(T) []string) Match[T] {
	cs := make([]Candidate, len(things))
	byKey := make(map[string]T, len(things))
	for i, t := range things {
		key := strconv.Itoa(i) // by position: two things may share an ID
		cs[i] = Candidate{Key: key, Names: names(t)}
		byKey[key] = t
	}
	r := Find(query, cs)
	var m Match[T]
	for _, k := range r.Keys {
		m.Options = append(m.Options, byKey[k])
	}
	if r.Suggest != "" {
		m.Suggest, m.Suggested = byKey[r.Suggest], true
	}
	return m
}

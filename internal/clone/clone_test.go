package clone

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

type room struct {
	Name  string
	Loot  []string
	Inner *room
}

func TestPtrCopiesIntoNewMemory(t *testing.T) {
	assert.Nil(t, Ptr[room](nil))
	r := &room{Name: "hall", Loot: []string{"coin"}}
	c := Ptr(r)
	c.Name = "crypt"
	assert.Equal(t, "hall", r.Name, "a plain field is the copy's own")
	c.Loot[0] = "gem"
	assert.Equal(t, "gem", r.Loot[0], "without deep, slices are shared")
	d := Ptr(r, func(x *room) { x.Loot = slices.Clone(x.Loot) })
	d.Loot[0] = "ring"
	assert.Equal(t, "gem", r.Loot[0], "deep copies what the copy must own")
	assert.Equal(t, "ring", d.Loot[0])
}

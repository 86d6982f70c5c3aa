package strictyaml

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type doc struct {
	Name string `yaml:"name"`
	N    int    `yaml:"n"`
}

func TestDecodeReadsOneDocument(t *testing.T) {
	var d doc
	require.NoError(t, Decode([]byte("name: x\nn: 2\n"), &d))
	assert.Equal(t, doc{Name: "x", N: 2}, d)
}

func TestDecodeRefusesWhatTheValueDoesNotDescribe(t *testing.T) {
	for text, want := range map[string]string{
		"":                     "empty document",
		"# a comment\n":        "empty document",
		"name: x\nnmae: y\n":   "field nmae not found",
		"name: x\nname: y\n":   `mapping key "name" already defined`,
		"n: two\n":             "cannot unmarshal !!str `two` into int",
		"name: x\n---\nn: 1\n": "more than one YAML document",
	} {
		var d doc
		assert.ErrorContains(t, Decode([]byte(text), &d), want, "%q", text)
	}
}

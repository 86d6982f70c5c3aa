// Package strictyaml decodes the game's data files: one YAML document into
// a Go value, refusing anything the value does not describe.
package strictyaml

import (
	"bytes"
	"errors"
	"io"

	"go.yaml.in/yaml/v3"
)

// Decode decodes the single YAML document in data into v. A field v does
// not have, a key given twice, a value of the wrong type, an empty file or
// a second document is an error; yaml's messages name the line and the
// field.
func Decode(data []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return errors.New("empty document")
		}
		return err
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return errors.New("more than one YAML document")
	}
	return nil
}

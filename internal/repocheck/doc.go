// Package repocheck holds checks on the repository itself rather than on
// the game: its tests fail when a Go comment cites a document that is not
// in the repository (every section sign must cite a heading of
// docs/rules.md or of another file under docs/), and when a package
// imports something its
// layer may not, by the layer table of docs/architecture.md. The package
// has no code of its own; `go test ./internal/repocheck` runs the checks.
package repocheck

// Package repocheck holds checks on the repository itself rather than on
// the game, run by `make check`. Its tests fail when a Go comment cites a
// document that is not in the repository (every section sign must cite a
// heading of docs/rules.md or of another file under docs/), when a package
// imports something its layer may not (the layer table of
// docs/architecture.md), when non-test code drops an error or a look-up's
// "found" into the blank identifier outside a reasoned list, when non-test
// code exports a package variable other than a sentinel error outside a
// reasoned list (globals_test.go), and when a test function asserts
// nothing (asserts_test.go says how that is judged). Each check has a test feeding it a bad snippet. The package has
// no code of its own.
package repocheck

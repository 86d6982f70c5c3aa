package main

import (
	"io"
	"os"

	"github.com/rs/zerolog"
	"golang.org/x/term"
)

// newLogger returns the daemon's structured logger at level, writing JSON to w
// (or a readable console form when w is a terminal).
func newLogger(level string, w io.Writer) zerolog.Logger {
	lvl, err := zerolog.ParseLevel(level)
	if err != nil {
		lvl = zerolog.InfoLevel
	}
	if f, ok := w.(*os.File); ok && isTerminal(f) {
		w = zerolog.ConsoleWriter{Out: f, TimeFormat: "15:04:05"}
	}
	return zerolog.New(w).Level(lvl).With().Timestamp().Logger()
}

// isTerminal reports whether f is a terminal (/dev/null, a character
// device too, is not one).
func isTerminal(f *os.File) bool {
	return term.IsTerminal(int(f.Fd()))
}

// feedsCommands reports whether f can bring console commands: a terminal,
// or a pipe or file of scripted commands; not /dev/null or a closed stdin,
// what a service manager or a container without -i gives.
func feedsCommands(f *os.File) bool {
	if isTerminal(f) {
		return true
	}
	st, err := f.Stat()
	return err == nil && (st.Mode().IsRegular() || st.Mode()&os.ModeNamedPipe != 0)
}

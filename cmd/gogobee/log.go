package main

import (
	"io"
	"os"

	"github.com/rs/zerolog"
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

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

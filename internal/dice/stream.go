// Package dice provides the game's only source of randomness: deterministic
// random streams keyed by what a roll is for, and dice expressions such as
// "2d6+3".
//
// Every roll in the engine comes from a Stream derived from a seed and a key
// (for example the run ID, the node ID and "enemy"). The same seed and key
// always give the same sequence, so a replayed command, a revisited room or a
// restarted bot rolls exactly what it rolled before (docs/architecture.md,
// "Randomness").
package dice

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
)

// Stream is a deterministic pseudo-random stream. It is not safe for
// concurrent use; derive one stream per purpose instead of sharing.
type Stream struct {
	rng  *rand.Rand
	seed [32]byte
}

// NewStream returns the stream for seed and key. Key parts may be strings,
// integers or anything with a stable fmt %v form; ("run", 7, "enemy") and
// ("run", 7, "loot") give independent streams.
func NewStream(seed uint64, key ...any) *Stream {
	h := sha256.New()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	h.Write(b[:])
	for _, k := range key {
		// A separator that cannot appear in %v output of the parts keeps
		// ("ab","c") and ("a","bc") apart.
		fmt.Fprintf(h, "\x1f%T\x1e%v", k, k)
	}
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return fromDigest(sum)
}

func fromDigest(sum [32]byte) *Stream {
	s1 := binary.LittleEndian.Uint64(sum[0:8])
	s2 := binary.LittleEndian.Uint64(sum[8:16])
	return &Stream{rng: rand.New(rand.NewPCG(s1, s2)), seed: sum}
}

// Child derives an independent stream from this stream's key and more key
// parts, without consuming any of this stream's numbers.
func (s *Stream) Child(key ...any) *Stream {
	h := sha256.New()
	h.Write(s.seed[:])
	for _, k := range key {
		fmt.Fprintf(h, "\x1f%T\x1e%v", k, k)
	}
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return fromDigest(sum)
}

// IntN returns a uniform integer in [0, n). It returns 0 when n <= 0.
func (s *Stream) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	return s.rng.IntN(n)
}

// Die rolls one die with the given number of sides: a value in [1, sides].
// A die with fewer than one side rolls 0.
func (s *Stream) Die(sides int) int {
	if sides < 1 {
		return 0
	}
	return s.rng.IntN(sides) + 1
}

// D20 rolls one twenty-sided die.
func (s *Stream) D20() int { return s.Die(20) }

// Roll sums n dice of the given sides (NdS). Non-positive n or sides give 0.
func (s *Stream) Roll(n, sides int) int {
	total := 0
	for i := 0; i < n; i++ {
		total += s.Die(sides)
	}
	return total
}

// Chance reports true with probability p (0 ≤ p ≤ 1; values outside clamp).
func (s *Stream) Chance(p float64) bool {
	if p <= 0 {
		return false
	}
	if p >= 1 {
		return true
	}
	return s.rng.Float64() < p
}

// Float64 returns a uniform float in [0, 1).
func (s *Stream) Float64() float64 { return s.rng.Float64() }

// Between returns a uniform integer in [lo, hi]; if hi < lo it returns lo.
func (s *Stream) Between(lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + s.rng.IntN(hi-lo+1)
}

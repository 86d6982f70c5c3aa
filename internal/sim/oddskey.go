package sim

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
)

// OddsVersion names the way PlayOdds plays and counts. It is part of every
// OddsKey and StateSeed: change it whenever the simulation a query plays
// changes its meaning (the policy, the seed range, what is counted), so no
// cached answer outlives it.
const OddsVersion = 2

// stateHash is SHA-256 over OddsVersion, the character's JSON (every
// field of rules.Character but the purse, which only pays for the packs;
// maps are written in key order) and the parts. Errors: the character
// does not encode.
func stateHash(ch rules.Character, parts ...any) ([sha256.Size]byte, error) {
	ch.Coins = 0
	b, err := json.Marshal(ch)
	if err != nil {
		return [sha256.Size]byte{}, fmt.Errorf("sim: encoding the character: %w", err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "odds v%d\n", OddsVersion)
	h.Write(b)
	for _, p := range parts {
		fmt.Fprintf(h, "\n%v", p)
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum, nil
}

// StateSeed is the base of the seed range an odds query of ch (as
// FromStored gives it) into zoneID plays (OddsQuery.Seed): the first
// eight bytes of a hash of everything that feeds the game, so the same
// character state always plays the same expeditions, and every packing
// plays the same seeds. Errors: the character does not encode.
func StateSeed(ch rules.Character, zoneID content.ZoneID) (uint64, error) {
	sum, err := stateHash(ch, zoneID)
	if err != nil {
		return 0, err
	}
	return binary.BigEndian.Uint64(sum[:8]), nil
}

// OddsKey names one packing's odds for ch (as FromStored gives it, its
// purse ignored) in zoneID over runs runs under the player's autopilot
// rules r and default floor minHP (OddsQuery.Rules, MinHPPct): a hex
// SHA-256 of OddsVersion, the character, the zone, the packing, the run
// count and the policy's floor and switches (with StateSeed, the seed
// range; the rules do not move it, so runs with and without them meet the
// same rooms). Equal keys play identical expeditions. Errors: the
// character does not encode.
func OddsKey(ch rules.Character, zoneID content.ZoneID, p Packing, runs int, r play.Rules, minHP int) (string, error) {
	pol := OddsPolicy(r, minHP)
	sum, err := stateHash(ch, zoneID, p.Standard, p.Deluxe, runs, pol.MinHPPct, pol.AvoidTrapEdges, pol.EnterElites, pol.WakeForBoss)
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(sum[:]), nil
}

package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// `!resume`'s restock names the threat it waits at; in Siege Mode it read
// "**100 — **Siege Mode****", bold nested in bold (tryout).
func TestResumeRestockThreatIsBoldOnce(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneDragonsLair, Tier: 5, Day: 4, Resumed: true,
		Threat: expedition.Threat{Level: 100, Siege: true}}
	text := ProvisionText(e, rules.Character{Coins: 100}, Moment{}, "Fresh packs.", "!")
	assert.Contains(t, text, "⏰ Threat waits where you left it: 100 — **Siege Mode**.\n")
	assert.NotContains(t, text, "****")
	e.Threat = expedition.Threat{Level: 2}
	assert.Contains(t, ProvisionText(e, rules.Character{Coins: 100}, Moment{}, "Fresh packs.", "!"), "⏰ Threat waits where you left it: **2 — Quiet**.\n")
}

// Thom's counter and his purchase line give the daily burn `!supplies`
// gives, the engine's (expedition.DailyBurn): a resumed expedition in
// Siege Mode burns twice its base, and the days carried are counted at
// that. Before, both showed the tier's base, "1 SU", beside "5 days".
func TestProvisioningTellsTheBurnSuppliesTells(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Tier: 1, Day: 5, Resumed: true,
		Status:   expedition.StatusProvisioning,
		Threat:   expedition.Threat{Level: 100, Siege: true},
		Supplies: expedition.Supplies{DailyBurn: 1, HarshMod: 1, Current: 10, Max: 10, StandardPacks: 1}}
	burn := "2 SU (base 1 SU; siege ×2)" // the harsh ×1 changes nothing: left out
	assert.Contains(t, ProvisionText(e, rules.Character{Coins: 100}, Moment{}, "Fresh packs.", "!"), "**Daily burn** "+burn+"\n")
	assert.Contains(t, SuppliesText(e, rules.Character{}, Moment{}, "!"), "**Daily burn:** "+burn)
	bought := PurchaseText(e, expedition.Purchase{Kind: expedition.PackStandard, N: 1, SU: 10, Cost: 50}, rules.Character{Coins: 100}, Moment{}, "!", "")
	assert.Contains(t, bought, "**Carried:** 10 SU (5 days at 2 SU/day)")

	e.Threat = expedition.Threat{Level: 10}
	assert.Equal(t, "1 SU", BurnText(expedition.DailyBurn(e)), "only ×1 factors: the base alone")
	assert.Equal(t, "10 / 10 SU (10 days at 1 SU/day)", SuppliesLine(e), "no burn multiplied today")
}

// TestSuppliesLineSaysAMultipliedBurnIsTodays: a Feywild half or double
// day multiplies only today's burn (rules §8.12), so the estimate says it
// is at today's burn, not that every day to come burns so; an ordinary
// day's estimate reads as before.
func TestSuppliesLineSaysAMultipliedBurnIsTodays(t *testing.T) {
	e, err := expedition.New(expedition.NewParams{ID: 1, UserID: "@b:x", ZoneID: content.ZoneFeywild, Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	require.NoError(t, err)
	e.Supplies = expedition.Supplies{Current: 9, Max: 20, DailyBurn: 3}
	e.Stacks.FeyRoll = 1
	assert.Equal(t, "9 / 20 SU (3 days at 3 SU/day)", SuppliesLine(e))
	e.Stacks.FeyRoll = 3
	assert.Equal(t, "9 / 20 SU (6 days at today's 1.5 SU/day)", SuppliesLine(e))
	e.Stacks.FeyRoll = 5
	assert.Equal(t, "9 / 20 SU (1 day at today's 6 SU/day)", SuppliesLine(e))
}

// While a rest holds the player, the restock's `!expedition depart` says
// when it will be taken (rules §3.3: every move waits).
func TestDepartWaitsForTheRest(t *testing.T) {
	e := expedition.Expedition{ZoneID: "crypt_valdris", Tier: 1, Status: expedition.StatusProvisioning, Supplies: expedition.Supplies{Current: 10, Max: 10, DailyBurn: 1}}
	at := Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	resting := rules.Character{Coins: 100, LockoutUntil: at.Now.Add(12 * time.Hour)}
	want := "`!expedition depart` when you're ready (once your rest is over, 22:00 (in 12h))."
	assert.Contains(t, PurchaseText(e, expedition.Purchase{Kind: expedition.PackStandard, N: 1, SU: 10, Cost: 50}, resting, at, "!", ""), want)
	assert.Contains(t, ProvisionText(e, resting, at, "Packs.", "!"), "`!expedition depart` when you're stocked (once your rest is over, 22:00 (in 12h))")
	assert.NotContains(t, ProvisionText(e, rules.Character{Coins: 100}, at, "Packs.", "!"), "once your rest")
}

// A member's purchase names the leader who departs (rules §8.22: only the
// leader walks the party), never the member's own `!expedition depart`.
func TestAMembersPurchaseNamesTheLeaderWhoDeparts(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Tier: 1, Status: expedition.StatusProvisioning,
		Supplies: expedition.Supplies{Current: 20, Max: 60, DailyBurn: 1}}
	got := PurchaseText(e, expedition.Purchase{Kind: expedition.PackStandard, N: 2, SU: 20, Cost: 100}, rules.Character{Coins: 50}, Moment{}, "!", "**Ann** (@a:x)")
	assert.Contains(t, got, "**Ann** (@a:x) sets off with `!expedition depart`, and you with them.")
	assert.NotContains(t, got, "when you're ready")
}

// A cache the packs cannot hold in full says the rest is left behind:
// nothing keeps it for a later search (rules §8.14).
func TestACacheSaysWhatThePacksCouldNotHoldIsLeft(t *testing.T) {
	full := CacheFoundText(expedition.CacheResult{Rolled: 6, Gained: 0}, 10)
	assert.Equal(t, "📦 **A supply cache!** 6 SU's worth (2d6), **+0 SU** packed (10 SU carried).\nYour packs are full; the rest is left behind.", full)
	assert.NotContains(t, CacheFoundText(expedition.CacheResult{Rolled: 6, Gained: 6}, 16), "left behind")
}

package sim

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// careerCapped is why a career stops before its expedition n (rules
// §11.5), sinceLevel expeditions after its last level gained: the cap of
// maxExp expeditions played, or CareerStallLimit expeditions without a level;
// "" when it goes on.
func careerCapped(n, sinceLevel, maxExp int) string {
	if n > maxExp {
		return record.CareerEndCap
	}
	if sinceLevel >= CareerStallLimit {
		return record.CareerEndStalled
	}
	return ""
}

// careerMode is the game a career character plays next (rules §11.5) and
// the character going into it: one too poor for a supply pack sells its
// consumables first (the coins they fetched returned too), and when still
// too poor plays a zone run, free of packs and days.
func careerMode(ch rules.Character) (rules.Character, int, play.Mode) {
	presold := 0
	if ch.Coins < content.StandardPackPrice {
		ch, presold = SellConsumables(ch)
	}
	if ch.Coins < content.StandardPackPrice {
		return ch, presold, play.ModeZone // no pack to buy: a zone run is free (rules §11.5)
	}
	return ch, presold, play.ModeExpedition
}

// brokeRuns is the count of zone runs in a row a career has played after
// a game of mode, broke before it: an expedition starts the count over.
func brokeRuns(broke int, mode play.Mode) int {
	if mode == play.ModeZone {
		return broke + 1
	}
	return 0
}

// stalledRuns is the count of expeditions in a row without a level gained
// after one that took the character from level before to after,
// sinceLevel before it.
func stalledRuns(sinceLevel, before, after int) int {
	if after > before {
		return 0
	}
	return sinceLevel + 1
}

// careerRecord is the record of a career's expedition n, a game of mode
// into zone z by a character of level that ended at end with res; the
// downtime's fields (Sold, Spent, Coins, GearValue, Worn) are the
// caller's to fill.
func careerRecord(cfg CareerConfig, n int, mode play.Mode, z content.Zone, level int, end time.Time, res play.Result) record.Career {
	return record.Career{Class: string(cfg.Class), Subclass: string(cfg.Subclass), Race: string(cfg.Race), Policy: cfg.PolicyName, Seed: cfg.Seed, Run: cfg.Run,
		Expedition: n, Mode: string(mode), Day: careerDay(end), Zone: string(z.ID), Tier: z.Tier, LevelStart: level, LevelEnd: res.Char.Level,
		Outcome: string(res.Outcome), Days: res.Days, XP: res.XP, CoinsEarned: res.Coins, LootValue: res.LootValue}
}

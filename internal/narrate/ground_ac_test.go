package narrate

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestMonsterLineShowsTheACTheFightUses: a foe's AC in the line that
// announces it counts every bonus the fight gives it (zonerun.FightMods.
// Apply): the threat band's and, on the tide day, the kuo-toa's +2 (rules
// §8.7, §8.12), on a run's ground and on an expedition's alike; a foe
// without the tag gets the band's only.
func TestMonsterLineShowsTheACTheFightUses(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneSunkenTemple)
	require.True(t, ok)
	kuo := content.AsFought(mustMonster(t, "kuo_toa"), z, z.Tier, 0).AC
	run := zonerun.Run{ZoneID: z.ID, Mods: zonerun.FightMods{EnemyACBonus: 2, TagAC: 2, TagACTag: content.TagKuoToa}}
	assert.Contains(t, MonsterLine([]content.MonsterID{"kuo_toa"}, RunGround(z, run)),
		fmtAC(kuo+4, kuo, "+2 threat +2 tide"))

	e := activeIn(t, content.ZoneID(string(z.ID)), time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
	e.Stacks.TideActive = true
	assert.Contains(t, MonsterLine([]content.MonsterID{"kuo_toa"}, ExpeditionGround(e)), fmtAC(kuo+2, kuo, "+2 tide"))
	e.Stacks.TideActive = false
	assert.Contains(t, MonsterLine([]content.MonsterID{"kuo_toa"}, ExpeditionGround(e)), fmtAC(kuo, 0, ""))
}

// mustMonster is the content monster id.
func mustMonster(t *testing.T, id content.MonsterID) content.Monster {
	t.Helper()
	m, ok := content.MonsterByID(id)
	require.True(t, ok, id)
	return m
}

// fmtAC is the AC as MonsterLine words it: "AC 17 (13 +2 threat +2
// tide)", or "AC 13" with no bonus.
func fmtAC(total, base int, bonuses string) string {
	if bonuses == "" {
		return "AC " + strconv.Itoa(total) + ")"
	}
	return "AC " + strconv.Itoa(total) + " (" + strconv.Itoa(base) + " " + bonuses + ")"
}

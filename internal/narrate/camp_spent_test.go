package narrate

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Once today's camp is made, packed up or not, no line offers a camp:
// each says when the next comes and what the player can do until then
// (rules §8.10). The night stop, the low-HP and cap stops, the actions
// line of the status and the `!camp` list's room note all ask the same
// engine fact (expedition.Expedition.CampedToday), so they cannot drift
// (tryout: the night stop said "`!camp standard`" after `!camp break`).
func TestNoLineOffersACampOnceTodaysIsMade(t *testing.T) {
	open := expedition.Expedition{Day: 3, LastCampDay: 2, Threat: expedition.Threat{Level: 40}, Supplies: stocked}
	made := open
	made.LastCampDay, made.Camp = 3, &expedition.Camp{Type: expedition.CampStandard, Day: 3, Struck: true}
	slipped := open // a camp made before an extraction: packed up with it
	slipped.LastCampDay = 3
	siege := made
	siege.Threat = expedition.Threat{Level: 100, Siege: true}
	walk := func(e expedition.Expedition, stop expedition.WalkStop) string {
		w := underforgeWalk(t)
		w.Char.HP, w.Exp, w.Stop, w.Background = 1, e, stop, stop == expedition.StopCap
		return AutoWalkText(w)
	}
	sites := []struct {
		name string
		text func(e expedition.Expedition) string
	}{
		{"night stop", func(e expedition.Expedition) string { return walk(e, expedition.StopNight) }},
		{"low-HP stop", func(e expedition.Expedition) string { return walk(e, expedition.StopLowHP) }},
		{"cap stop", func(e expedition.Expedition) string { return walk(e, expedition.StopCap) }},
		{"boss door", func(e expedition.Expedition) string {
			w := underforgeWalk(t)
			g, _ := content.ZoneGraph(content.ZoneCryptValdris)
			z, _ := content.ZoneByID(content.ZoneCryptValdris)
			e.ZoneID = z.ID // its boss is faced only fully rested
			w.Zone, w.Graph, w.Exp, w.Stop, w.Next = z, g, e, expedition.StopBoss, g.Boss
			w.Run.ZoneID, w.Run.Current, w.Run.Visited = z.ID, g.In(g.Boss)[0].From, []zonegraph.NodeID{g.Entry, g.In(g.Boss)[0].From}
			w.Char.HP = 1
			return AutoWalkText(w)
		}},
		{"actions line", func(e expedition.Expedition) string {
			return ActionsLineFor(e, underforgeWalk(t).Char, Here{}, time.Time{}, "!")
		}},
		{"`!camp` room note", func(e expedition.Expedition) string {
			list := CampOptionsText(e, "!") // the table of camps, then today's
			return CampHereText(e, expedition.CampBossRoom, "", "!") + list[strings.LastIndex(list, "\n"):]
		}},
		{"`!rest long` refusal", func(e expedition.Expedition) string {
			hurt := underforgeWalk(t).Char
			hurt.HP = 1
			return CampSpentText(e, hurt, time.Time{}, "!")
		}},
	}
	for _, site := range sites {
		for _, tc := range []struct {
			name string
			e    expedition.Expedition
		}{{"packed up", made}, {"made before an extraction", slipped}, {"in Siege Mode", siege}} {
			t.Run(site.name+"/"+tc.name, func(t *testing.T) {
				text := site.text(tc.e)
				assert.NotContains(t, text, "`!camp ")
				assert.NotContains(t, text, "`!camp`")
				assert.NotContains(t, text, "camp there")
				if site.name != "actions line" {
					assert.Contains(t, text, "after the 06:00 briefing")
				}
				if tc.e.Threat.Siege {
					assert.NotContains(t, text, "rest short")
				}
			})
		}
		if site.name != "`!rest long` refusal" {
			assert.Contains(t, site.text(open), "`!camp", "%s: with today's camp still to make, a camp is offered", site.name)
		}
	}
}

// The status's camp line follows the same fact: a camp packed up with an
// extraction, out and back in the same evening, is the day's one camp, so
// the line says so where it said "none yet today" (rules §8.10, §8.17).
func TestStatusCampLineKnowsTodaysCampIsMade(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	now := time.Date(2026, 3, 2, 18, 0, 0, 0, time.UTC)
	e := activeIn(t, content.ZoneGoblinWarrens, now)
	e.Status, e.Day, e.LastCampDay = expedition.StatusActive, 2, 1
	assert.Contains(t, StatusText(e, ch, "Room 4", Here{}, Moment{Now: now}, "!"), "🏕️ **Camp:** none yet today\n")
	e.LastCampDay = 2
	got := StatusText(e, ch, "Room 4", Here{}, Moment{Now: now}, "!")
	assert.Contains(t, got, "🏕️ **Camp:** none standing; today's one camp is made, and the next comes after the 06:00 briefing\n")
	assert.NotContains(t, got, "`!camp`")
}

// The `!rest long` refusal once today's camp is made offers a short rest
// only when one would be taken and bring something back
// (expedition.ShortRestHelps, rules §3.1): at full HP with every slot and
// feature ready, or with no hit die left, it would be refused, so it is
// not offered.
func TestCampSpentOffersAShortRestOnlyWhenItHelps(t *testing.T) {
	e := expedition.Expedition{Status: expedition.StatusActive, Day: 3, LastCampDay: 3}
	now := time.Date(2026, 3, 3, 12, 0, 0, 0, time.UTC)
	full := underforgeWalk(t).Char
	full.HP = rules.MaxHP(full)
	hurt := full
	hurt.HP = 1
	spent := hurt
	spent.HitDice = 0
	for _, tc := range []struct {
		name string
		ch   rules.Character
		rest bool
	}{{"full HP", full, false}, {"hurt", hurt, true}, {"hurt, no hit die left", spent, false}} {
		t.Run(tc.name, func(t *testing.T) {
			text := CampSpentText(e, tc.ch, now, "!")
			assert.Equal(t, tc.rest, strings.Contains(text, "`!rest short`"), text)
			assert.Contains(t, text, "after the 06:00 briefing")
		})
	}
}

package narrate

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

var reportT0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// entry is a log entry of day at hour h with key.
func entry(day, h int, key, summary string) expedition.Entry {
	return expedition.Entry{Day: day, At: reportT0.Add(time.Duration(h) * time.Hour), Summary: summary, FlavorKey: key}
}

func TestBestLinesWeighWhatTheEntryRecords(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []string
		want []string
	}{
		{"the heaviest three, in the order they happened",
			[]string{"expedition_depart", "night_ambush", "milestone_first_night", "day_begins", "region_boss_upper", "expedition_complete"},
			[]string{"milestone_first_night", "region_boss_upper", "expedition_complete"}},
		{"of two equal, the later",
			[]string{"camp_standard", "night_peaceful", "threat_band", "supply_cache", "night_ambush"},
			[]string{"night_peaceful", "threat_band", "night_ambush"}},
		{"zone events weigh as nights; buying packs never",
			[]string{"provision_buy", "tide_warning", "camp_rough", "provision_buy"},
			[]string{"tide_warning", "camp_rough"}},
		{"a forced extraction and Siege Mode outweigh the routine",
			[]string{"expedition_depart", "threat_siege", "day_begins", "extract_forced_downed"},
			[]string{"threat_siege", "day_begins", "extract_forced_downed"}},
		{"nothing worth quoting", []string{"provision_buy", ""}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e expedition.Expedition
			e.ID = 4
			for i, k := range tc.keys {
				e.Log.Add(entry(1+i/3, i, k, "entry "+k))
			}
			got := BestLines(e, BestLineCount)
			var keys []string
			seen := map[string]bool{}
			for _, l := range got {
				keys = append(keys, l.Entry.FlavorKey)
				if sit := logSituation(l.Entry.FlavorKey).String(); !seen[sit] {
					seen[sit] = true
					want, _ := logLine(e, l.Entry, -1)
					assert.Equal(t, want, l.Line, "the first of a situation has the log's line for the entry")
				}
			}
			assert.Equal(t, tc.want, keys)
		})
	}
}

func TestBestLinesNeverRepeatALineInARow(t *testing.T) {
	var e expedition.Expedition
	e.ID = 9
	for i := range 3 {
		e.Log.Add(entry(1, i, "milestone_first_night", "Milestone"))
	}
	got := BestLines(e, 3)
	require.Len(t, got, 3)
	assert.NotEqual(t, got[0].Line, got[1].Line)
	assert.NotEqual(t, got[1].Line, got[2].Line)
}

func TestRouteTextShortensALongRoute(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	r := zonerun.Run{Visited: []zonegraph.NodeID{g.Entry}}
	assert.Equal(t, "🗺️ **Route** (1 room): "+g.Nodes[g.Entry].Label, RouteText(r, g))
	assert.Empty(t, RouteText(zonerun.Run{}, g))

	ids := make([]zonegraph.NodeID, 12)
	for i := range ids {
		ids[i] = zonegraph.NodeID(fmt.Sprintf("room%d", i+1))
	}
	long := RouteText(zonerun.Run{Visited: ids}, g)
	assert.Equal(t, "🗺️ **Route** (12 rooms): room1 → room2 → room3 → room4 → … 4 more … → room9 → room10 → room11 → room12", long)
	nine := RouteText(zonerun.Run{Visited: ids[:9]}, g)
	assert.NotContains(t, nine, "more", "nine rooms fit")
}

// ended is a Goblin Warrens expedition out of the field in status st.
func ended(st expedition.Status) expedition.Expedition {
	e := expedition.Expedition{ID: 3, ZoneID: content.ZoneGoblinWarrens, Status: st, Day: 3, RoomsCleared: 1, Fights: 7,
		XPEarned: 1250, CoinsEarned: 80, HarvestValue: 1225, Milestones: []expedition.MilestoneID{expedition.MilestoneFirstNight}}
	e.Threat.Peak = 61
	e.Series = []expedition.DayPoint{
		{Kind: expedition.PointDepart, Day: 1, HP: 20, MaxHP: 20, SU: 20},
		{Kind: expedition.PointMorning, Day: 2, HP: 14, MaxHP: 20, SU: 18.5, Threat: 12},
		{Kind: expedition.PointEnd, Day: 3, HP: 3, MaxHP: 22, SU: 16, Threat: 44},
	}
	e.Log.Add(entry(2, 20, "milestone_first_night", "Milestone: First Night"))
	return e
}

func TestReportTextSaysHowItEndedAndTheTotals(t *testing.T) {
	at := Moment{Now: reportT0}
	forced := ended(expedition.StatusAbandoned)
	forced.Extraction = &expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseFled, CoinsLost: 16}
	extracted := ended(expedition.StatusExtracted)
	extracted.ResumeDeadline = reportT0.Add(48 * time.Hour)
	given := ended(expedition.StatusExpired)
	given.ResumeDeadline, given.EndedAt = reportT0.Add(48*time.Hour), reportT0
	expired := ended(expedition.StatusExpired)
	expired.ResumeDeadline, expired.EndedAt = reportT0, reportT0
	for _, tc := range []struct {
		e    expedition.Expedition
		head string
	}{
		{ended(expedition.StatusComplete), "📜 **Report card: Goblin Warrens** · 🏁 complete on day 3\n"},
		{forced, "· 🚑 forced out on day 3 (fled a fight)\n"},
		{extracted, "· 🚪 extracted on day 3; `!resume` until Wed 09:00 (in 2d)\n"},
		{given, "· 📜 given up on day 3\n"},
		{expired, "· 📜 extracted on day 3; the road back has closed\n"},
	} {
		t.Run(string(tc.e.Status), func(t *testing.T) {
			text := ReportText(Report{Exp: tc.e, At: at, N: 1, Of: 2, Prefix: "!"})
			assert.Contains(t, text, tc.head)
			assert.Contains(t, text, "🗓️ 3 days · 🚪 1 room cleared · ⚔️ 7 fights · ✨ 1,250 XP · 💰 80 coins")
			assert.Contains(t, text, "⛏️ harvest worth 1,225 coins · ⏰ threat peaked at 61")
			assert.Contains(t, text, "📈 **Day by day:** day 1 (set off): HP 20/20, 20 SU, threat 0 · day 2: HP 14/20, 18.5 SU, threat 12 · end: HP 3/22, 16 SU, threat 44")
			assert.Contains(t, text, "🏅 **Milestones:** First Night")
			assert.Contains(t, text, "(day 2: Milestone: First Night)")
			assert.True(t, strings.HasSuffix(text, "`!expedition report 2` shows the one before."), text)
		})
	}
	assert.Contains(t, ReportText(Report{Exp: forced, At: at}), "💰 80 coins (16 coins lost)", "a card stored before the leg's loss")
	forced.Extraction.Loss = &expedition.Loss{Level: 4, XPEarned: 900, XPLost: 600, CoinsEarned: 80, CoinsLost: 54, ItemsFound: 4,
		ItemsKept: []content.ItemID{"worg_pelt"}, ItemsLost: []content.ItemID{"war_standard", "shaman_reagents"}}
	card := ReportText(Report{Exp: forced, At: at})
	assert.Contains(t, card, "💰 80 coins · ")
	assert.Contains(t, card, "\n🚑 You keep a third of what the last leg earned: 300 of 900 XP (still level 4), 26 of 80 coins and 1 of 3 finds still in your pack (4 found): Worg Pelt. Left behind: Hobgoblin War Standard and Goblin Shaman's Reagents.")
	bare := ReportText(Report{Exp: expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Status: expedition.StatusComplete, Day: 1}, At: at, N: 1, Of: 1, Lead: "Lead."})
	assert.True(t, strings.HasPrefix(bare, "Lead.\n\n📜 **Report card"), bare)
	assert.Contains(t, bare, "🏅 **Milestones:** none this time")
	for _, absent := range []string{"Day by day", "Route", "best lines", "one before"} {
		assert.NotContains(t, bare, absent)
	}
}

func TestReportListNamesTheLatestTen(t *testing.T) {
	var es []expedition.Expedition
	for i := range 12 {
		e := ended(expedition.StatusComplete)
		e.EndedAt = reportT0.Add(-time.Duration(i) * 24 * time.Hour)
		es = append(es, e)
	}
	text := ReportList(es, 13, Moment{Now: reportT0}, "!", es[0].UserID)
	assert.True(t, strings.HasPrefix(text, "📜 There's no report card 13: you have 12 report cards.\n"), text)
	assert.Contains(t, text, "\n1 · **Goblin Warrens**, 🏁 complete on day 3 (Mon 2 Mar)")
	assert.Contains(t, text, "\n10 · **Goblin Warrens**, 🏁 complete on day 3 (Sat 21 Feb)")
	assert.NotContains(t, text, "\n11 ·")
	assert.Contains(t, text, "… and 2 older ones before them.")
	assert.True(t, strings.HasSuffix(text, "`!expedition report <n>` shows one."))
}

// The card's rooms cleared are the run's count, as `!zone status` shows
// it: the rooms walked past and the done room the run was left in.
func TestReportTextCountsTheRoomsAsTheRunDoes(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	e := ended(expedition.StatusExtracted)
	e.RoomsCleared = 1
	run := zonerun.Run{Status: zonerun.StatusAbandoned, Visited: []zonegraph.NodeID{"a", "b", "c"}, Current: "c", Cleared: []zonegraph.NodeID{"a", "b"},
		Rooms: map[zonegraph.NodeID]zonerun.Room{"c": {}}}
	require.Equal(t, 3, run.RoomsCleared())
	assert.Contains(t, ReportText(Report{Exp: e, Run: run, Graph: g, At: Moment{Now: reportT0}}), "🚪 3 rooms cleared ·")
}

// `!map` of an ended expedition says how it ended in the card's words.
func TestEndedHowAgreesWithTheCard(t *testing.T) {
	forced := ended(expedition.StatusAbandoned)
	forced.Extraction = &expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseFled}
	assert.Equal(t, "forced out: fled a fight", EndedHow(forced))
	assert.Contains(t, ReportText(Report{Exp: forced, At: Moment{Now: reportT0}}), "forced out on day 3 (fled a fight)")
	assert.Equal(t, "forced out", EndedHow(ended(expedition.StatusAbandoned)))
	assert.Equal(t, "complete", EndedHow(ended(expedition.StatusComplete)))
}

// A resumed expedition's day by day names the extraction it came back
// from and the departure after it, and keeps "end" for its last point.
func TestReportTextMarksAnExtractionAndTheResume(t *testing.T) {
	e := ended(expedition.StatusComplete)
	e.Series = []expedition.DayPoint{
		{Kind: expedition.PointDepart, Day: 1, HP: 20, MaxHP: 20, SU: 20},
		{Kind: expedition.PointEnd, Day: 1, HP: 12, MaxHP: 20, SU: 18, Threat: 9},
		{Kind: expedition.PointDepart, Day: 2, HP: 20, MaxHP: 20, SU: 18, Threat: 9},
		{Kind: expedition.PointEnd, Day: 3, HP: 3, MaxHP: 22, SU: 16, Threat: 44},
	}
	text := ReportText(Report{Exp: e, At: Moment{Now: reportT0}, Prefix: "!"})
	assert.Contains(t, text, "📈 **Day by day:** day 1 (set off): HP 20/20, 20 SU, threat 0 · day 1 (extracted): HP 12/20, 18 SU, threat 9 · day 2 (resumed): HP 20/20, 18 SU, threat 9 · end: HP 3/22, 16 SU, threat 44")
}

// The card picture's caption names the character, how the expedition
// ended, its XP, its coins and its rooms, in plain words for the font.
func TestReportCaptionNamesWhoHowAndWhatItEarned(t *testing.T) {
	forced := ended(expedition.StatusAbandoned)
	forced.Extraction = &expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseFled}
	assert.Equal(t, "Brom · complete on day 3 · 1,250 XP · 80 coins · 4 rooms cleared", ReportCaption(ended(expedition.StatusComplete), "Brom", 4))
	assert.Equal(t, "forced out on day 3 (fled a fight) · 1,250 XP · 80 coins · 1 room cleared", ReportCaption(forced, "", 1))
	assert.Equal(t, "extracted on day 3 · 1,250 XP · 80 coins · 0 rooms cleared", ReportCaption(ended(expedition.StatusExtracted), "", 0))
	forced.Extraction.Loss = &expedition.Loss{XPEarned: 900, XPLost: 600, CoinsEarned: 60, CoinsLost: 40}
	assert.Equal(t, "forced out on day 3 (fled a fight) · 1,250 XP (650 kept) · 80 coins (40 kept) · 1 room cleared", ReportCaption(forced, "", 1),
		"a forced end says what it kept of the expedition's takings")
}

func TestAPartysCardListsEverySeatAndItsOwnTakings(t *testing.T) {
	e := ended(expedition.StatusExtracted)
	e.ResumeDeadline = reportT0.Add(48 * time.Hour)
	e.Extraction = &expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseFled,
		Loss: &expedition.Loss{XPEarned: 1250, XPLost: 250, Level: 3}}
	seats := []ReportSeat{
		{Name: "**Ann**", Level: 3, HP: 3, MaxHP: 22, XP: 1250, Coins: 80, Loot: []content.ItemID{"scrap_iron"}, Harvest: 10},
		{Name: "**Bob**", Seat: 1, Level: 2, HP: 9, MaxHP: 15, XP: 300, Coins: 4, Loot: []content.ItemID{"scrap_iron", "scrap_iron"}, Harvest: 20},
		{Name: "**Cy**", Seat: 2, Level: 1, HP: 5, MaxHP: 13, XP: 50, Left: true},
	}
	for _, tc := range []struct {
		name, leader string
		want, absent []string
	}{
		{"the leader's", "", []string{
			"🚪 extracted on day 3; `!resume` until",
			"🗓️ 3 days · 🚪 1 room cleared · ⚔️ 7 fights · ⏰ threat peaked at 61\n🚑 ",
			"👥 **The party**, what each earned on it:\n- **Ann**, leader · ❤️ 3/22 HP at the end · ✨ 1,250 XP · 💰 80 coins · 🎒 **Scrap Iron** · ⛏️ harvest worth 10 coins",
			"\n- **Bob**, seat 1 · ❤️ 9/15 HP at the end · ✨ 300 XP · 💰 4 coins · 🎒 2 × **Scrap Iron** · ⛏️ harvest worth 20 coins",
			"\n- **Cy**, seat 2 (left the party before the end) · ❤️ 5/13 HP as they left · ✨ 50 XP · 💰 0 coins · 🎒 no finds · ⛏️ harvest worth 0 coins",
			"📈 **Day by day** (HP the leader's): day 1",
		}, []string{"harvest worth 1,225 coins"}},
		{"a member's: the resume is the leader's, the loss theirs", "**Ann**", []string{
			"🚪 extracted on day 3; **Ann** may `!resume` it until",
			"- **Bob**, seat 1 · ❤️ 9/15 HP at the end",
		}, []string{"🚑 ", "; `!resume` until"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := ReportText(Report{Exp: e, At: Moment{Now: reportT0}, N: 1, Of: 1, Prefix: "!", Party: seats, Leader: tc.leader})
			for _, w := range tc.want {
				assert.Contains(t, text, w)
			}
			for _, a := range tc.absent {
				assert.NotContains(t, text, a)
			}
		})
	}
}

func TestAForcedPartysCardShowsWhatEachSeatKept(t *testing.T) {
	e := ended(expedition.StatusAbandoned)
	e.Extraction = &expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseDowned,
		Loss: &expedition.Loss{XPEarned: 110, XPLost: 74, Level: 1, ItemsFound: 6, ItemsKept: []content.ItemID{"banded_agate"}, ItemsLost: []content.ItemID{"scrap_iron"}}}
	e.Log.Entries = append(e.Log.Entries, expedition.Entry{Day: 1, Type: expedition.EntryExtraction,
		Summary: "Forced out (downed); 74 XP, 0 coins and 1 item lost", FlavorKey: "extract_forced_downed"})
	seats := []ReportSeat{
		{Name: "**Ann**", Level: 1, XP: 110, Loss: e.Extraction.Loss},
		{Name: "**Bob**", Seat: 1, Level: 1, XP: 110, Loot: []content.ItemID{"scrap_iron", "scrap_iron"},
			Loss: &expedition.Loss{XPEarned: 110, XPLost: 74, Level: 1, ItemsFound: 2, ItemsKept: []content.ItemID{"scrap_iron"}, ItemsLost: []content.ItemID{"scrap_iron"}}},
	}
	card := func(leader string) string {
		return ReportText(Report{Exp: e, At: Moment{Now: reportT0}, N: 1, Of: 1, Prefix: "!", Party: seats, Leader: leader})
	}
	for _, text := range []string{card(""), card("**Ann**")} {
		assert.Contains(t, text, "\n- **Bob**, seat 1 · ✨ 110 XP · 💰 0 coins · 🎒 2 × **Scrap Iron** · ⛏️ harvest worth 0 coins · 🚑 forced out, the last leg kept 36 of 110 XP (still level 1), no coins and 1 of 2 finds still in their pack: Scrap Iron")
		assert.Contains(t, text, "- **Ann**, leader · ✨ 110 XP · 💰 0 coins · 🎒 no finds · ⛏️ harvest worth 0 coins · 🚑 forced out, the last leg kept 36 of 110 XP")
	}
	assert.Contains(t, card(""), "(day 1: Forced out (downed); 74 XP, 0 coins and 1 item lost)", "the leader's loss, to the leader")
	member := card("**Ann**")
	assert.NotContains(t, member, "74 XP, 0 coins and 1 item lost", "not the leader's loss as the member's")
	assert.Contains(t, member, "(day 1: Forced out (downed); what each kept is on the party's lines above)")
}

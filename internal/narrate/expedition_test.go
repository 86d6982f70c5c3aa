package narrate

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// recordingLiner returns each situation's name in brackets and records it.
func recordingLiner(seen *[]string) Liner {
	return func(s flavor.Situation, _ map[string]string) string {
		*seen = append(*seen, s.String())
		return "[" + s.String() + "]"
	}
}

// TestEveryExpeditionSituationHasLines: every situation the expedition
// texts can ask for, the ones the engine's values map to included, ships
// with several lines (TwinBee never runs out, and no value maps to none).
func TestEveryExpeditionSituationHasLines(t *testing.T) {
	sits := []flavor.Situation{
		flavor.ExpeditionThomStart, flavor.ExpeditionThomResume, flavor.ExpeditionDepart, flavor.ExpeditionReturnDepart,
		flavor.ExpeditionMorning, flavor.ExpeditionEvening, flavor.ExpeditionCampReminder, flavor.ExpeditionNightNocamp,
		flavor.ExpeditionTransit, flavor.ExpeditionThreatWarning, flavor.ExpeditionSiege, flavor.ExpeditionExtractVoluntary,
		flavor.ExpeditionResume, flavor.ExpeditionExpired, flavor.ExpeditionComplete, flavor.ExpeditionSearchCache,
		flavor.ExpeditionSearchNothing, flavor.PeteIntro, flavor.PeteBoss, flavor.PeteMilestone, flavor.PeteComplete,
		flavor.PeteDeepest, flavor.PeteSignoff,
	}
	for _, r := range expedition.NightTable() {
		for _, camp := range append([]expedition.CampType{""}, expedition.CampFortified, expedition.CampBase) {
			for _, avoided := range []bool{false, true} {
				for _, src := range []expedition.EncounterSource{expedition.SourceNight, expedition.SourceTransit, expedition.SourceWander} {
					sits = append(sits, nightSituation(&expedition.NightReport{Source: src, Outcome: r.Outcome, Camp: camp, Avoided: avoided}))
				}
			}
		}
	}
	for _, d := range expedition.CampDefs() {
		sits = append(sits, campSituation(d.Type))
	}
	for _, c := range []expedition.ForcedCause{expedition.CauseDowned, expedition.CauseFled, expedition.CauseStarvation, expedition.CauseCollapse, expedition.CauseOverstay} {
		sits = append(sits, forcedSituation(c))
	}
	for _, f := range expedition.FeyEffects() {
		sits = append(sits, feySituation(f.Name))
	}
	for _, m := range expedition.Milestones() {
		sits = append(sits, milestoneSituation(m.ID))
	}
	for _, key := range []string{"provision_buy", "expedition_depart", "day_begins", "night_minor", "camp_rough",
		"threat_band", "milestone_first_night", "extract_forced_downed", "extract_voluntary", "region_boss_x",
		"region_x", "forage_success", "expedition_complete", "expedition_return", "portal_steadies"} {
		sits = append(sits, logSituation(key))
	}
	for _, s := range sits {
		lines, err := flavor.Lines(s)
		require.NoError(t, err, s)
		assert.GreaterOrEqual(t, len(lines), 2, "%s has several lines", s)
	}
	for _, k := range []expedition.ZoneEventKind{expedition.EvTideWarning, expedition.EvTide, expedition.EvTideEbbs,
		expedition.EvTideSkipped, expedition.EvManorWarning, expedition.EvManorReset, expedition.EvHeatRises,
		expedition.EvHeatWarning, expedition.EvFeyDistortion, expedition.EvDragonWarning, expedition.EvDragonPulse,
		expedition.EvDragonWakeWarning, expedition.EvDragonWakes, expedition.EvInstability, expedition.EvCollapseWarning,
		expedition.EvCollapse} {
		for _, value := range []int{1, 2, 5, 6} {
			var asked []flavor.Situation
			text := ZoneEventText(expedition.ZoneEvent{Kind: k, Value: value, BandChanged: true},
				func(s flavor.Situation, _ map[string]string) string { asked = append(asked, s); return "" })
			require.Len(t, asked, 1, "%s words one line", k)
			lines, err := flavor.Lines(asked[0])
			require.NoError(t, err, "%s: %s", k, text)
			assert.GreaterOrEqual(t, len(lines), 2, "%s has several lines", asked[0])
		}
	}
}

// briefingFixture is a Goblin Warrens expedition on day 2 after a camp
// with a night encounter, and its rollover report.
func briefingFixture(t *testing.T) (expedition.Expedition, expedition.RolloverReport, rules.Character) {
	t.Helper()
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	e, err := expedition.New(expedition.NewParams{ID: 1, UserID: "@b:x", ZoneID: content.ZoneGoblinWarrens, Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	require.NoError(t, err)
	e, _, err = expedition.Buy(e, expedition.PackStandard, 2, 1000, e.CreatedAt)
	require.NoError(t, err)
	e, err = expedition.Depart(e, 1, e.CreatedAt, time.UTC)
	require.NoError(t, err)
	e.Day = 2
	rep := expedition.RolloverReport{Day: 2, PrevDay: 1, Night: &expedition.NightReport{
		Day: 1, Source: expedition.SourceNight, Camp: expedition.CampStandard,
		Rolls:     []expedition.NightRoll{{D20: 16, Total: 16, Outcome: expedition.NightStandard}},
		Outcome:   expedition.NightStandard,
		Encounter: &expedition.NightEncounter{Kind: expedition.NightStandard, Monsters: []content.MonsterID{"goblin_sneak", "goblin_shaman"}, Day: 1},
	}}
	return e, rep, ch
}

func TestBriefingFollowsTheDocumentsFormat(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	var seen []string
	text := BriefingText(Briefing{Exp: e, Report: rep, Location: "Room 7 · Gnawed Den", Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	lines := strings.Split(text, "\n")
	assert.Equal(t, "🎭 **TwinBee — Morning Briefing, Day 2**", lines[0])
	for _, want := range []string{
		"📍 **Location:** Goblin Warrens — Room 7 · Gnawed Den",
		"❤️ **HP:** 20 / 20",
		"🎒 **Supplies:** 20 / 20 SU (20 days at 1 SU/day)",
		"⏰ **Threat:** 0 — Quiet",
		"🌙 **Overnight** (standard camp): roll 16 (d20 16) · an encounter",
		"⚔️ **You wake to combat:** **Goblin Sneak**",
		"_[expedition_morning]_",
	} {
		assert.Contains(t, text, want)
	}
	assert.Contains(t, seen, "expedition_night_standard")
	e.PendingNight = nil
	assert.Contains(t, BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"}),
		"**Available actions:** `!advance` · `!search` · `!camp` · `!extract` · `!expedition status`", "full HP: nothing for `!rest` to bring back")
	ch.HP--
	assert.Contains(t, BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"}),
		"**Available actions:** `!advance` · `!search` · `!camp` · `!rest` · `!extract` · `!expedition status`")
}

// TestACollapseBriefingAnnouncesNothingInForce: a briefing whose
// rollover forced the player out names no rationing or starvation
// penalty and no daily burn: none applies to a player who is out.
func TestACollapseBriefingAnnouncesNothingInForce(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	rep.Night, e.PendingNight = nil, nil
	e.Supplies.Current = 1
	rep.Supplies = e.Supplies
	rep.Depletion = expedition.Depletion(e.Supplies)
	require.NotEqual(t, expedition.DepletionNormal, rep.Depletion.Level)
	var seen []string
	open := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, open, "⚠️ **", "an expedition going on hears its penalty")
	rep.Forced = &expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseCollapse, Day: 2}
	out := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.NotContains(t, out, "⚠️ **")
	assert.NotContains(t, out, "to all rolls")
	assert.NotContains(t, out, "/day")
	assert.Contains(t, out, "🎒 **Supplies:** 1 / 20 SU")
}

func TestBriefingWarnsBeforeTheLastGoodDayRunsOut(t *testing.T) {
	e, rep, ch := briefingFixture(t) // Goblin Warrens: 4 good days
	var seen []string
	brief := func(day int) string {
		rep.Day, e.Day = day, day
		return BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	}
	assert.NotContains(t, brief(2), "⏳")
	assert.Contains(t, brief(3), "⏳ **Two good days left in Goblin Warrens.** After day 4")
	assert.Contains(t, brief(4), "⏳ **Day 4 is this zone's last good day.** Tomorrow the Threat Clock maxes out")

	// The drift reaching 100 before the day cap counts first (rules §8.6).
	e.Threat.Level = 95
	assert.Contains(t, brief(2), "⏳ **Two good days left in Goblin Warrens.** Threat is 95 and climbs 3 a day: after day 3 it reaches 100")
	e.Threat.Level = 98
	assert.Contains(t, brief(3), "⏳ **Day 3 is your last good day in Goblin Warrens.** Threat is 98 and climbs 3 a day: tomorrow morning it reaches 100")
	e.Threat.Level, e.Threat.Siege = 100, true
	assert.NotContains(t, brief(4), "⏳", "nothing to count down in Siege Mode")
}

// The last good day's way out is `!extract` only when the engine would
// take it: a night foe waiting refuses it, so the fight comes first.
func TestLastGoodDayOffersExtractOnlyWhenItIsOpen(t *testing.T) {
	e, rep, ch := briefingFixture(t) // Goblin Warrens: 4 good days
	rep.Day, e.Day = 4, 4
	var seen []string
	e.PendingNight = rep.Night.Encounter
	require.ErrorIs(t, expedition.CheckExtract(e, expedition.Position{Cleared: true}), expedition.ErrEncounterPending{})
	waiting := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.NotContains(t, waiting, "Finish it today or `!extract`")
	assert.Contains(t, waiting, "Finish it today, or `!fight` what found you and then `!extract`.")
	assert.Contains(t, waiting, "**First things first:** `!fight`.")

	e.PendingNight = nil
	open := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, open, "Finish it today or `!extract`.")
}

// A party member's last good day names the leader's `!fight` and
// `!extract` as the way out (rules §8.22): the member's own are refused.
func TestAMembersLastGoodDayNamesTheLeadersWayOut(t *testing.T) {
	e, rep, ch := briefingFixture(t) // Goblin Warrens: 4 good days
	rep.Day, e.Day = 4, 4
	var seen []string
	member := func() string {
		return BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!", Here: Here{Walker: "**Ann**"}})
	}
	assert.Contains(t, member(), "Finish it today, or **Ann** takes the party out: their `!extract`.")
	e.PendingNight = rep.Night.Encounter
	waiting := member()
	assert.Contains(t, waiting, "Finish it today, or **Ann** fights what found you and then takes the party out: their `!fight` and `!extract`.")
	assert.NotContains(t, waiting, "or `!fight` what found you")
}

func TestRecapListsTheDayAndRemindsToCamp(t *testing.T) {
	e, _, _ := briefingFixture(t)
	e.Today = expedition.DayCounters{Day: 2, Rooms: 3, Enemies: 2, Loot: []content.ItemID{"gem_hematite", "gem_hematite"}, Coins: 12, XP: 120, SUUsed: 1}
	var seen []string
	text := RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Line: recordingLiner(&seen), Prefix: "!"})
	for _, want := range []string{
		"🎭 **TwinBee — Evening Recap, Day 2**",
		"🚪 **Rooms cleared:** 3",
		"⚔️ **Enemies defeated:** 2",
		"💰 **Loot found:** 2 × **Hematite** and 12 coins",
		"✨ **XP earned:** 120",
		"🎒 **Supplies used:** 1 SU",
		"🏕️ [expedition_camp_reminder] `!camp standard` in a cleared room",
	} {
		assert.Contains(t, text, want)
	}
	trap := RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Line: recordingLiner(&seen), Prefix: "!",
		NoCampHere: expedition.CampTrapRoom, CampBack: "Lookout Burrow"})
	assert.Contains(t, trap, "🏕️ [expedition_camp_reminder] No camp in this room (a trap room, even disarmed): `!retreat` to **Lookout Burrow** and camp there. "+
		"`!camp standard` in a cleared room, `!camp rough` in any other room with no foe in it; never in a boss or trap room.",
		"in a trap room the reminder says no camp here and where one may stand")
	e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightMinor, Day: 1}
	foe := RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, foe, "🏕️ [expedition_camp_reminder] Something found you and it's still here: `!fight` it first; no camp until it's dealt with. Then `!camp standard`",
		"with an encounter waiting the reminder says to fight it first, as the camp refusal does")
	e.PendingNight = nil
	e.Camp = &expedition.Camp{Type: expedition.CampStandard, Day: 2}
	assert.NotContains(t, RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Line: recordingLiner(&seen), Prefix: "!"}),
		"camp_reminder", "no reminder once camp is made")
}

func TestForcedExtractionIsRespectful(t *testing.T) {
	var seen []string
	loss := expedition.Loss{Level: 6, XPEarned: 5670, XPLost: 3780, CoinsEarned: 100, CoinsLost: 67, ItemsFound: 2, ItemsLost: []content.ItemID{"worg_pelt", "worg_pelt"}}
	text := ForcedText(expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseDowned, Day: 3,
		CoinsEarned: 100, CoinsLost: 67, XPEarned: 5670, ReentryThreat: 20, Loss: &loss}, content.ZoneGoblinWarrens, recordingLiner(&seen), "!")
	assert.Contains(t, text, "You keep a third of what this leg earned: 1,890 of 5,670 XP (still level 6), 33 of 100 coins and 0 of 2 finds still in your pack. Left behind: 2× Worg Pelt.",
		"thousands grouped as on the report card")
	assert.Contains(t, text, "can't be resumed")
	assert.Contains(t, text, "a new one starts at threat 20")
	assert.Equal(t, []string{"expedition_extract_forced_downed"}, seen)
	for _, c := range []expedition.ForcedCause{expedition.CauseDowned, expedition.CauseFled, expedition.CauseStarvation, expedition.CauseCollapse, expedition.CauseOverstay} {
		lines, err := flavor.Lines(forcedSituation(c))
		require.NoError(t, err)
		for _, l := range lines {
			for _, mock := range []string{"pathetic", "loser", "embarrass", "ha!", "lol"} {
				assert.NotContains(t, strings.ToLower(l), mock)
			}
		}
	}
}

func TestExtractionTellsWhatStaysBehindAndWhereHPComesBack(t *testing.T) {
	var seen []string
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	x := expedition.ExtractionReport{Kind: expedition.ExtractVoluntary, Day: 2, SUBurned: 1, SULeft: 19, XPEarned: 60}
	whole := ExtractText(x, ch, content.ZoneGoblinWarrens, "Room 3", Moment{}, recordingLiner(&seen), "!")
	assert.Contains(t, whole, "the 19 SU left stay behind")
	assert.Contains(t, whole, "You keep 60 XP")
	assert.NotContains(t, whole, "keeps everything")
	assert.NotContains(t, whole, "HP**", "no HP line at full HP")
	ch.HP, ch.Coins = 6, content.InnLongRestPrice
	hurt := ExtractText(x, ch, content.ZoneGoblinWarrens, "Room 3", Moment{}, recordingLiner(&seen), "!")
	assert.Contains(t, hurt, fmt.Sprintf("❤️ **HP** 6/%d: a night at Thom's inn (`!rest long`, %s) puts you right.",
		rules.MaxHP(ch), Coins(content.InnLongRestPrice)))
	ch.Coins = content.InnLongRestPrice - 1
	poor := ExtractText(x, ch, content.ZoneGoblinWarrens, "Room 3", Moment{}, recordingLiner(&seen), "!")
	assert.Contains(t, poor, "puts you right; `!sell <item>` turns finds into the coins for it, or `!rest rough` sleeps it off for free in 12 hours.",
		"a purse short of the inn is told where coins come from, and the free way back")
	at := Moment{Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), Loc: time.UTC}
	down := rules.KnockOut(ch, at.Now, rules.DefaultRecovery)
	out := ExtractText(x, down, content.ZoneGoblinWarrens, "Room 3", at, recordingLiner(&seen), "!")
	assert.Contains(t, out, "you're down until 15:00 (in 6h) and back on your feet at 1 HP then; a long rest does the rest.")
	assert.NotContains(t, out, "inn")
}

func TestExpeditionRefusalsAreWorded(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{expedition.ErrUnknownCampType{Name: "luxury"}, "no such camp as “luxury”"},
		{expedition.ErrPackCap{Kind: expedition.PackDeluxe, Cap: 1, Have: 0}, "at most 1 deluxe pack a leg (from setting off, or from a resume); you can take 1 more"},
		{expedition.ErrInCombat{}, "Not while you're fighting"},
		{expedition.ErrRoomNotCleared{}, "only slip out from a cleared room"},
		{expedition.ErrResumeExpired{}, "seven days are up"},
		{expedition.ErrNotEnoughCoins{Need: 100, Have: 60}, "That comes to 100 coins; you have 60 coins"},
		// The way to a base camp from the last region's gate, which is a
		// boss room (tryout: the two refusals sent players in a circle).
		{expedition.ErrBaseCampRequired{}, "`!retreat` out of the boss's room, then `!camp base` in any cleared room of this region"},
		{expedition.ErrCampForbidden{Reason: expedition.CampBossRoom}, "boss room. `!retreat` to the room before it and camp there."},
		{expedition.ErrCampForbidden{Reason: expedition.CampTrapRoom}, "No camp here: " + string(expedition.CampTrapRoom) + "."},
		{expedition.ErrNotProvisioning{Status: expedition.StatusExtracted}, "You've extracted: your packs stayed in the zone. `!resume` and buy again"},
		{expedition.ErrMustRest{Funds: expedition.FundsLongRest}, "`!camp standard` (or better) to rest it off"},
		{expedition.ErrBossNeedsRest{Funds: expedition.FundsLongRest}, "`!camp standard` in this cleared room is a long rest; then `!advance`."},
		// packs that pay for no long rest get no camp offered for one
		{expedition.ErrMustRest{Funds: expedition.FundsHalf}, "only a camp's long rest lifts it: below 10% supplies no camp gives one. `!extract` is the way out."},
		{expedition.ErrBossNeedsRest{Funds: expedition.FundsNone}, "Only a camp's long rest gives that, and your packs can't pay even a rough camp's 0.5 SU. `!extract`"},
		{expedition.ErrBossNeedsRest{CampMade: true}, "No camp now: today's one camp is made, and the next comes after the 06:00 briefing; then `!camp standard`"},
		{expedition.ErrMustRest{CampMade: true}, "the next comes after the 06:00 briefing: rest it off then, or `!extract`"},
	}
	for _, tt := range tests {
		assert.Contains(t, ExpeditionRefusal(tt.err, "!"), tt.want)
	}
	assert.Empty(t, ExpeditionRefusal(assert.AnError, "!"), "other errors are not refusals")
}

func TestZoneNamesNeverDoubleTheirArticle(t *testing.T) {
	assert.Equal(t, "**The Crypt of Valdris**", theZone(content.ZoneCryptValdris))
	assert.Equal(t, "The **Goblin Warrens**", theZone(content.ZoneGoblinWarrens))
}

func TestThreatWordsAgreeOnSiege(t *testing.T) {
	assert.Equal(t, "85 — Siege band (Siege Mode itself at 100)", ThreatLine(expedition.Threat{Level: 85}))
	assert.Equal(t, "100 — **Siege Mode**", ThreatLine(expedition.Threat{Level: 100, Siege: true}))
	assert.Equal(t, "40 — Stirring", ThreatLine(expedition.Threat{Level: 40}))

	var seen []string
	leap := ThreatChangeNews(expedition.ThreatChange{From: 9, To: 100, Warning: true, SiegeStarted: true}, recordingLiner(&seen))
	require.Len(t, leap, 1, "a leap past 70 to 100 tells Siege Mode only")
	assert.Contains(t, leap[0], "🔥 **Siege Mode.**")
	assert.Contains(t, leap[0], fmt.Sprintf("+%d HP, +%d legendary resistance", expedition.Siege().BossBonusHP, expedition.Siege().BossLegendaryResistances))
	warn := ThreatChangeNews(expedition.ThreatChange{From: 68, To: 73, Warning: true}, recordingLiner(&seen))
	require.Len(t, warn, 1)
	assert.Contains(t, warn[0], "⚠️ **Threat past 70.**", "the threshold: a step's next change may carry it further (a tester read 'Threat 74' beside '69 → 84')")
}

func TestSuppliesInTownShowNoHunger(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	e, err := expedition.New(expedition.NewParams{UserID: "@ada:x", ZoneID: content.ZoneGoblinWarrens, Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	require.NoError(t, err)
	text := SuppliesText(e, ch, Moment{}, "!")
	assert.Contains(t, text, "once you set off")
	assert.Contains(t, text, "✅ **Rations:** not started")
	assert.NotContains(t, text, "Starvation")
}

func TestAnExpeditionGivenUpDoesNotReadAsExpired(t *testing.T) {
	deadline := time.Date(2026, 3, 9, 9, 0, 0, 0, time.UTC)
	e := expedition.Expedition{Status: expedition.StatusExpired, ResumeDeadline: deadline, EndedAt: deadline.Add(-5 * 24 * time.Hour)}
	assert.Equal(t, "given up", statusWord(e, Moment{Now: e.EndedAt}))
	e.EndedAt = deadline
	assert.Equal(t, "expired", statusWord(e, Moment{Now: deadline}))
}

// The manor's line says when the next reset comes (rules §8.12): every
// rollover is a night, and the one bringing the count to a multiple of 3
// resets the manor.
func TestManorLineSaysWhenTheNextResetIs(t *testing.T) {
	for _, tt := range []struct {
		day, nights int
		want        string
	}{
		{1, 0, "🏚️ **Nights in the manor:** 0 · next reset in 3 nights, at the 06:00 that starts day 4"},
		{5, 4, "🏚️ **Nights in the manor:** 4 · next reset in 2 nights, at the 06:00 that starts day 7"},
		{6, 5, "🏚️ **Nights in the manor:** 5 · next reset in 1 night, at the 06:00 that starts day 7"},
		{7, 6, "🏚️ **Nights in the manor:** 6 · next reset in 3 nights, at the 06:00 that starts day 10"},
	} {
		e := expedition.Expedition{ZoneID: content.ZoneHauntedManor, Day: tt.day, Stacks: expedition.ZoneStacks{ManorNights: tt.nights}}
		assert.Equal(t, tt.want, ZoneStackLine(e, Here{}))
	}
}

// TestMorningAfterNoCampSaysNoSleep: after a night with no camp the
// briefing's morning line comes from the no-camp pool, so none of its
// lines says the player slept ("The dungeon didn't sleep, but you did").
func TestMorningAfterNoCampSaysNoSleep(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	var seen []string
	BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, seen, "expedition_morning", "a camped night keeps the usual pool")
	rep.Night, seen = nil, nil
	text := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, text, "🌙 **Overnight:** no camp.")
	assert.Contains(t, seen, "expedition_morning_nocamp")
	assert.NotContains(t, seen, "expedition_morning")
	lines, err := flavor.Lines(flavor.ExpeditionMorningNocamp)
	require.NoError(t, err)
	for _, l := range lines {
		assert.NotContains(t, l, "you did")
	}
}

// The Bounty's line says the XP the engine credited, and that a level-20
// hero earns none (rules §8.19, §1.5).
func TestTheBountyLineSaysWhatWasCredited(t *testing.T) {
	row, ok := expedition.MilestoneByID(expedition.MilestoneBounty)
	require.True(t, ok)
	var seen []string
	for _, tc := range []struct {
		grant int
		want  string
	}{
		{30000, "🏅 **Milestone: The Bounty** · +30,000 XP"},
		{3000, "🏅 **Milestone: The Bounty** · +3,000 XP"},
		{0, "🏅 **Milestone: The Bounty** · " + XPCapped},
	} {
		text := MilestoneText(expedition.MilestoneAward{Milestone: row, GrantXP: tc.grant}, recordingLiner(&seen))
		assert.Equal(t, tc.want, strings.SplitN(text, "\n", 2)[0])
	}
}

// Week One's line names the shop discount the plugin grants (rules
// §8.19), and the sheet says where it is honoured: `!buy`, not supply
// packs (rules §8.2).
func TestWeekOneNamesItsDiscountAndWhereItCounts(t *testing.T) {
	row, ok := expedition.MilestoneByID(expedition.MilestoneWeekOne)
	require.True(t, ok)
	var seen []string
	text := MilestoneText(expedition.MilestoneAward{Milestone: row, GrantXP: 200}, recordingLiner(&seen))
	assert.Equal(t, "🏅 **Milestone: Week One** · +200 XP and 10% off your next purchase at Thom's shop", strings.SplitN(text, "\n", 2)[0])
	ch, err := rules.NewCharacter("Nell", rules.Cleric, rules.Dwarf)
	require.NoError(t, err)
	ch.ShopDiscount = 10
	assert.Contains(t, Sheet(ch, Moment{}, SheetState{}), "**Thom owes you** 10% off your next purchase at the shop (supply packs are always full price)")
}

// The recap's days left are counted at today's burn, and it says so:
// tomorrow's may be higher (Siege Mode doubles it, rules §8.4).
func TestRecapCountsDaysAtTodaysBurnAndSaysSo(t *testing.T) {
	e := expedition.Expedition{Status: expedition.StatusActive, Day: 5, Today: expedition.DayCounters{Day: 5},
		Supplies: expedition.Supplies{Current: 2.5, Max: 10, DailyBurn: 1}, Threat: expedition.Threat{Level: 90}}
	text := RecapText(Recap{Data: expedition.RecapFor(e, 5), ZoneID: content.ZoneCryptValdris, Level: 3,
		Line: func(flavor.Situation, map[string]string) string { return "" }, Prefix: "!"})
	assert.Contains(t, text, "🎒 **Supplies used:** 0 SU (2.5 SU left, 2 days at today's 1 SU/day)")
}

// The briefing says the day's threat drift with its numbers, so its
// threat lines add up to the header's (rules §8.6).
func TestBriefingSaysTheDaysThreatDrift(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	e.Threat.Level = 48
	rep.Night.Threat = &expedition.ThreatChange{Reason: expedition.ReasonNightSigns, Applied: 2, From: 43, To: 45}
	rep.Drift = expedition.ThreatChange{Reason: expedition.ReasonDayPasses, Applied: 3, From: 45, To: 48}
	var seen []string
	text := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, text, "⏰ **Threat:** 48 — Alert")
	assert.Contains(t, text, "⏰ Threat +2 (45).")
	assert.Contains(t, text, "⏰ Threat +3, a day passed (45 → 48).")

	rep.Drift = expedition.ThreatChange{Reason: expedition.ReasonDayPasses}
	assert.NotContains(t, BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"}),
		"a day passed", "no drift, no line")
}

// A party member's briefing with a night's fight waiting names the leader
// whose `!fight` engages it (rules §2.13), and lists every seat's HP.
func TestAMembersBriefingGivesTheLeadersFightAsTheWayOn(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	e.PendingNight = rep.Night.Encounter
	var seen []string
	ann, bob := ch, ch
	ann.Name, bob.Name, bob.HP = "Ann", "Bob", 1
	party := []PartySeat{{Char: ann}, {Char: bob, Seat: 1}}
	text := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!",
		Here: Here{Walker: "**Ann**"}, Party: party})
	assert.Contains(t, text, "**First things first:** the fight waiting for the party. **Ann**'s `!fight` engages it for everyone")
	assert.NotContains(t, text, "**First things first:** `!fight`")
	assert.Contains(t, text, "**Ann**'s `!fight` engages it for the party; nothing else")
	assert.NotContains(t, text, ". `!fight` engages")
	assert.Contains(t, text, fmt.Sprintf("\n👥 **Party:** **Ann** (leader) %d/%d HP · **Bob** 1/%d HP\n", ann.HP, rules.MaxHP(ann), rules.MaxHP(bob)))
	lead := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!", Party: party})
	assert.Contains(t, lead, "**First things first:** `!fight`.")
}

// A member's recap of a day the party has left behind heads its progress
// with that day, not "today" (rules §8.22); the current day's says today.
func TestRecapOfAnEarlierDayNamesIt(t *testing.T) {
	e, _, _ := briefingFixture(t)
	e.Yesterday = expedition.DayCounters{Day: e.Day - 1, Rooms: 2}
	var seen []string
	past := RecapText(Recap{Data: expedition.RecapFor(e, e.Day-1), ZoneID: e.ZoneID, Line: recordingLiner(&seen), Prefix: "!", Today: e.Day})
	assert.Contains(t, past, fmt.Sprintf("**Day %d's progress** (the party is on day %d now)", e.Day-1, e.Day))
	assert.NotContains(t, past, "Today's progress")
	today := RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Line: recordingLiner(&seen), Prefix: "!", Today: e.Day})
	assert.Contains(t, today, "**Today's progress**")
}

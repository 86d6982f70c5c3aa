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

func TestCampOptionsTellTodaysCampAsItStands(t *testing.T) {
	e, rep, _ := briefingFixture(t)
	e.PendingNight = rep.Night.Encounter
	require.Equal(t, expedition.StatusActive, e.Status)
	assert.Contains(t, CampOptionsText(e, "!"), "Something found you and it's still here: `!fight` it first; no camp until it's dealt with.",
		"the list says no camp stands while an encounter waits, as the camp refusal does")
	e.PendingNight = nil
	assert.NotContains(t, CampOptionsText(e, "!"), "!fight")
	e.Camp = &expedition.Camp{Type: expedition.CampRough, Day: e.Day}
	assert.Contains(t, CampOptionsText(e, "!"), "Today's camp: **rough camp**. `!camp break` packs it up.")

	e.Camp.Struck = true
	packed := CampOptionsText(e, "!")
	assert.Contains(t, packed, "Today's camp: **rough camp**, packed up. It still counts as today's one camp")
	assert.NotContains(t, packed, "camp break", "a packed camp offers no break: the break would be refused")

	// Off the field every camp is refused: the list names them, offers none.
	for _, st := range []expedition.Status{expedition.StatusProvisioning, expedition.StatusExtracted} {
		e.Status, e.Camp = st, nil
		text := CampOptionsText(e, "!")
		assert.NotContains(t, text, "`!camp", st)
		assert.Contains(t, text, "**standard** · 1 SU", st)
		assert.Contains(t, text, "once you're out in the field", st)
	}
}

// A camp's message states every modifier of its night roll, the threat's
// too (rules §8.11), not the camp's alone.
func TestACampsMessageStatesTheNightRollsModifiers(t *testing.T) {
	for _, tc := range []struct {
		night expedition.NightRoll
		want  string
	}{
		{expedition.NightRoll{ThreatMod: 1}, "against this camp: d20 +0 camp +1 threat (the threat then is the one that counts)."},
		{expedition.NightRoll{CampMod: 3}, "d20 +3 camp +0 threat ("},
		{expedition.NightRoll{CampMod: -4, ThreatMod: 2, RangerMod: -2}, "d20 -4 camp +2 threat -2 ranger ("},
	} {
		text := CampText(expedition.CampResult{Type: expedition.CampStandard, Rest: expedition.RestLong, Night: tc.night}, expedition.Expedition{}, Moment{}, noLine, "!")
		assert.Contains(t, text, tc.want)
		assert.NotContains(t, text, "night risk")
	}
}

// A camp's long rest holds every move for its hours (rules §3.3), and the
// camp's message says until when; a rough camp's partial rest holds none.
func TestACampsLongRestSaysHowLongItHolds(t *testing.T) {
	at := Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	long := expedition.CampResult{Type: expedition.CampStandard, Rest: expedition.RestLong,
		LongRest: &rules.RestReport{LockoutUntil: at.Now.Add(rules.LongRestLockout)}}
	assert.Contains(t, CampText(long, expedition.Expedition{}, at, noLine, "!"), "💤 You sleep until "+at.When(at.Now.Add(8*time.Hour))+"; every move waits till then.")
	rough := expedition.CampResult{Type: expedition.CampRough, Rest: expedition.RestPartial}
	assert.NotContains(t, CampText(rough, expedition.Expedition{}, at, noLine, "!"), "💤")
}

// Two foes at the door wait in the plural; one in the singular.
func TestFoesAtTheDoorWaitInTheirNumber(t *testing.T) {
	e, _, _ := briefingFixture(t)
	at := Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	one := HereMoves(e, ch, Here{Waiting: []content.MonsterID{"worg"}}, at, "!")
	assert.Contains(t, one, "waits in this room")
	assert.Contains(t, one, "(it waits here)")
	two := HereMoves(e, ch, Here{Waiting: []content.MonsterID{"worg", "goblin_sneak"}}, at, "!")
	assert.Contains(t, two, "wait in this room")
	assert.Contains(t, two, "(they wait here)")
}

// A camp's night is rolled at the expedition's next rollover, which for a
// camp made in the small hours of day 1 is the 06:00 a day later (rules
// §8.3), and the camp's line names that time, not the coming 06:00.
func TestACampSaysWhenItsNightIsRolled(t *testing.T) {
	loc := time.UTC
	departed := time.Date(2026, 3, 2, 0, 30, 0, 0, loc) // Mon 00:30
	e := expedition.Expedition{Status: expedition.StatusActive, Day: 1, LastRollover: expedition.DepartureDate(departed, loc)}
	at := Moment{Now: departed, Loc: loc}
	text := CampText(expedition.CampResult{Type: expedition.CampStandard, Rest: expedition.RestLong}, e, at, noLine, "!")
	assert.Contains(t, text, "The night is rolled at Tue 06:00 (in 1d 5h) against this camp")

	evening := Moment{Now: time.Date(2026, 3, 2, 20, 0, 0, 0, loc), Loc: loc}
	assert.Contains(t, CampText(expedition.CampResult{Type: expedition.CampStandard, Rest: expedition.RestLong}, e, evening, noLine, "!"),
		"The night is rolled at Tue 06:00 (in 10h) against this camp")
}

// `!expedition basecamp` is refused off the field, so the status of an
// extracted or restocking expedition names the base camp without offering
// the command.
func TestTheBaseCampLineOffersTheJumpOnlyInTheField(t *testing.T) {
	e, _, _ := briefingFixture(t)
	e.BaseCampNode = "underdark.tadpole_pool"
	at := Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	assert.Contains(t, StatusText(e, ch, "Room 1", Here{}, at, "!"), "`!expedition basecamp` takes you back")
	for _, st := range []expedition.Status{expedition.StatusExtracted, expedition.StatusProvisioning} {
		e.Status = st
		text := StatusText(e, ch, "", Here{}, at, "!")
		assert.NotContains(t, text, "`!expedition basecamp`", st)
		assert.Contains(t, text, "⛺ **Base camp:** set; once you're back in the field it takes you back", st)
	}
}

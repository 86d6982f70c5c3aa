package narrate

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestActionsLineOffersOnlyWhatTheCommandTakes: the actions line of the
// status and the Morning Briefing leaves `!advance` out where the walk
// is refused (the Crypt's full-rest door on low supplies or after
// today's camp, heat exhaustion, a fight in the room) and says why in
// the refusal's own words, and offers `!rest` only where a short rest
// would bring something back or a long rest would be taken (a tester's
// Haunted Manor day 10: 0 SU, full HP, `!rest` offered and both rests
// refused).
func TestActionsLineOffersOnlyWhatTheCommandTakes(t *testing.T) {
	now := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	whole, err := rules.NewCharacter("Nell", rules.Cleric, rules.Dwarf)
	require.NoError(t, err)
	hurt := whole.Clone()
	hurt.HP = 1
	rested := whole.Clone()
	rested.LastLongRest = now.Add(-time.Hour) // the camp's long rest, taken on pitching
	stocked := expedition.Supplies{Current: 20, Max: 20}
	empty := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneHauntedManor, Day: 10, LastCampDay: 9, Supplies: expedition.Supplies{Max: 20}}
	calm := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneCryptValdris, Day: 6, LastCampDay: 5, Supplies: stocked}
	camp := calm
	camp.LastCampDay, camp.Camp = camp.Day, &expedition.Camp{Type: expedition.CampStandard, Day: camp.Day}
	for _, tc := range []struct {
		name      string
		e         expedition.Expedition
		ch        rules.Character
		noAdvance error
		want      []string
		not       []string
	}{
		{"empty packs, full HP", empty, whole, nil, []string{"`!advance` · `!search` · `!extract`"}, []string{"`!rest`"}},
		{"stocked, hurt", calm, hurt, nil, []string{"`!camp` · `!rest` · `!extract`"}, nil},
		{"standard camp, long rest still to take", camp, whole, nil, []string{"`!search` · `!rest` · `!extract`"}, nil},
		{"standard camp, rested on pitching", camp, rested, nil, []string{"`!search` · `!extract`"}, []string{"`!rest`"}},
		{"Crypt's door below 10% supplies", calm, hurt, expedition.ErrBossNeedsRest{Funds: expedition.FundsHalf},
			[]string{"**Available actions:** `!search`", "This boss is faced only fully rested", "`!extract` is the way out."}, []string{"`!advance`"}},
		{"Crypt's door after today's camp", camp, rested, expedition.ErrBossNeedsRest{CampMade: true, Funds: expedition.FundsLongRest},
			[]string{"**Available actions:** `!search`", "No camp now: today's one camp is made"}, []string{"`!advance` ·", "`!camp`"}},
		{"heat exhaustion", calm, hurt, expedition.ErrMustRest{Funds: expedition.FundsLongRest},
			[]string{"**Available actions:** `!search`", "Heat exhaustion: you can't go on like this."}, []string{"`!advance`"}},
		{"a fight waits in the room", calm, whole, zonerun.ErrFightPending{Monster: "valdris"},
			[]string{"**Available actions:** `!search`"}, []string{"`!advance`"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := HereMoves(tc.e, tc.ch, Here{NoAdvance: tc.noAdvance}, Moment{Now: now}, "!")
			for _, w := range tc.want {
				assert.Contains(t, got, w)
			}
			for _, n := range tc.not {
				assert.NotContains(t, got, n)
			}
			if tc.noAdvance != nil {
				assert.Contains(t, got, "\n"+ExpeditionRefusal(tc.noAdvance, "!")+ZoneRefusal(tc.noAdvance, "!"), "the refusal's own words")
			}
		})
	}
}

// The actions line offers `!search` only where the search would be made
// (play.CheckSearch): not in the room searched last (a tester's Underdark
// status right after `!search`, whose next `!search` was refused).
func TestActionsLineOffersNoSearchTheRoomRefuses(t *testing.T) {
	now := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	ch, err := rules.NewCharacter("Brakka", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneUnderdark, Day: 1, Supplies: expedition.Supplies{Current: 70, Max: 70}}
	assert.Contains(t, HereMoves(e, ch, Here{}, Moment{Now: now}, "!"), "`!advance` · `!search` ·")
	got := HereMoves(e, ch, Here{NoSearch: errors.New("searched here")}, Moment{Now: now}, "!")
	assert.Contains(t, got, "**Available actions:** `!advance` · `!camp`")
	assert.NotContains(t, got, "`!search`")
}

// TestTheLineAfterAnEncounterAsksTheWalkToo: the line after a won
// wandering encounter (a camp's night, the road's, a hunt's) leaves
// `!advance` out where the walk is refused and says why, as the actions
// line does.
func TestTheLineAfterAnEncounterAsksTheWalkToo(t *testing.T) {
	hurt, err := rules.NewCharacter("Vera", rules.Cleric, rules.Human)
	require.NoError(t, err)
	hurt.HP = 1
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneCryptValdris, Day: 3, Supplies: expedition.Supplies{Current: 1, Max: 20}}
	door := Here{NoAdvance: expedition.ErrBossNeedsRest{Funds: expedition.CampFundsOf(e)}}
	for _, src := range []expedition.EncounterSource{expedition.SourceNight, expedition.SourceTransit, expedition.SourceWander} {
		got := EncounterOverText(expedition.NightEncounter{Source: src, Day: 2}, e, hurt, door, zonerun.Run{Current: "r2"}, Moment{}, "!")
		assert.NotContains(t, got, "`!advance` ·", src)
		assert.NotContains(t, got, "`!advance` to go on", src)
		assert.Contains(t, got, "This boss is faced only fully rested", src)
	}
}

// TestAForkUnderHeatOffersNoWay: at a fork while heat exhaustion refuses
// every move (`!zone go` asks expedition.CheckAdvance first, rules
// §8.12), the status offers no way and promises no pick; it says why.
func TestAForkUnderHeatOffersNoWay(t *testing.T) {
	now := time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC)
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: content.ZoneUnderforge, Day: 3, Supplies: expedition.Supplies{Current: 20, Max: 20}}
	heat := expedition.ErrMustRest{Funds: expedition.FundsLongRest}
	got := HereMoves(e, ch, Here{Fork: true, ForkPick: now.Add(time.Hour), NoAdvance: heat}, Moment{Now: now}, "!")
	assert.NotContains(t, got, "`!zone go <n>` picks")
	assert.NotContains(t, got, "I pick one for you")
	assert.Contains(t, got, ExpeditionRefusal(heat, "!"))
}

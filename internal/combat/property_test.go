package combat

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// propertySeeds is the number of seeds per (class, level, monster); with
// 5 classes, 3 levels and 13 Tier 1 monsters that is 3,900 fights, each
// played twice.
const propertySeeds = 20

// tier1Monsters is every monster of the Tier 1 zones' rosters and their
// bosses.
func tier1Monsters(t *testing.T) []content.Monster {
	t.Helper()
	var out []content.Monster
	for _, zid := range []content.ZoneID{content.ZoneGoblinWarrens, content.ZoneCryptValdris} {
		z, ok := content.ZoneByID(zid)
		require.True(t, ok)
		for _, re := range z.Roster {
			out = append(out, monster(t, re.MonsterID))
		}
		out = append(out, monster(t, z.BossID))
	}
	return out
}

// kit is a consumable loadout half the property fights carry, so the
// policy's item choices are exercised.
var kit = map[content.ItemID]int{
	"potion_of_healing": 2, "berry_poultice": 1, "goblin_grease": 1,
	"quartz_ward": 1, "coal_bomb": 1, "spore_cloud": 1,
}

// TestFightProperties plays thousands of seeded Tier 1 fights command by
// command with the default policy and checks that every fight ends within
// its round cap, that HP never leaves [0, max], that the policy only casts
// with a free slot and only uses items it carries, and that the same seed
// gives the same fight: resolved at once, played command by command, or
// saved as JSON and resumed between commands.
func TestFightProperties(t *testing.T) {
	monsters := tier1Monsters(t)
	fights := 0
	for _, cd := range rules.Classes() {
		for _, level := range []int{1, 3, 5} {
			base := charAt(t, cd.ID, rules.Human, level)
			for _, m := range monsters {
				for seed := range propertySeeds {
					c := base.Clone()
					if seed%2 == 1 {
						for id, n := range kit {
							c, _ = rules.AddItem(c, id, n)
						}
					}
					spec := Spec{Seed: uint64(seed), Key: fmt.Sprintf("prop:%s:%d:%s", cd.ID, level, m.ID),
						Character: c, Enemies: []content.Monster{m}, ZoneID: content.ZoneID(zoneOf(m.ID))}
					name := fmt.Sprintf("%s L%d vs %s seed %d", cd.ID, level, m.ID, seed)
					byCommand := playByCommand(t, spec, seed%5 == 0, name)
					st, evs, err := New(spec)
					require.NoError(t, err, name)
					st, more := Resolve(st, defaultPolicy)
					evs = append(evs, more...)
					require.Equal(t, byCommand.events, evs, "%s: same seed, same fight", name)
					require.Equal(t, byCommand.final.Outcome, st.Outcome, name)
					fights++
				}
			}
		}
	}
	assert.GreaterOrEqual(t, fights, 3000)
}

func zoneOf(monsterID content.MonsterID) string {
	for _, zid := range []content.ZoneID{content.ZoneGoblinWarrens, content.ZoneCryptValdris} {
		z, _ := content.ZoneByID(zid)
		if z.BossID == monsterID {
			return string(zid)
		}
		for _, re := range z.Roster {
			if re.MonsterID == monsterID {
				return string(zid)
			}
		}
	}
	return ""
}

type played struct {
	final  State
	events []Event
}

// playByCommand drives a fight through Do with the default policy,
// checking the invariants after every command; with viaJSON the state is
// saved and loaded between commands, as the fight table does.
func playByCommand(t *testing.T, spec Spec, viaJSON bool, name string) played {
	t.Helper()
	st, evs, err := New(spec)
	require.NoError(t, err, name)
	checkInvariants(t, &st, evs, name)
	commands := 0
	for !st.Over() {
		if viaJSON {
			st = roundTrip(t, st)
		}
		a := defaultPolicy.Next(&st)
		checkPolicyAction(t, &st, a, name)
		var more []Event
		st, more, err = Do(st, a)
		require.NoError(t, err, "%s: policy action %+v refused", name, a)
		checkInvariants(t, &st, more, name)
		evs = append(evs, more...)
		commands++
		require.Less(t, commands, 10*st.RoundCap, "%s: runaway fight", name)
	}
	require.LessOrEqual(t, st.Round, st.RoundCap, name)
	require.NotNil(t, st.Outcome, name)
	return played{final: st, events: evs}
}

// checkPolicyAction fails when the policy casts without a free slot or a
// spell the turn's other spell rules out (rules §1.6), or uses an item
// the player does not carry.
func checkPolicyAction(t *testing.T, s *State, a Action, name string) {
	t.Helper()
	p := s.Player()
	switch a.Kind {
	case ActCast:
		sp, ok := rules.Spell(a.Spell)
		require.True(t, ok, name)
		free := sp.ID == rules.HuntersMark && p.Char.HasFeature(rules.FeatureHuntersMark) ||
			sp.ID == rules.SpiritualWeapon && s.SpiritUp() // a strike, not a cast
		if !free {
			require.True(t, p.MayCast(sp), "%s: cast %s beside the turn's other spell", name, a.Spell)
		}
		if sp.Level > 0 && !free {
			require.GreaterOrEqual(t, a.Slot, sp.Level, "%s: %+v", name, a)
			require.Positive(t, p.Char.Slots.At(a.Slot), "%s: cast %s without a slot", name, a.Spell)
		}
	case ActUse:
		require.Positive(t, p.Char.Inventory.Count(a.Item), "%s: used %s without carrying it", name, a.Item)
	case ActSecondWind:
		require.Positive(t, p.Char.Resources[rules.FeatureSecondWind], name)
	case ActActionSurge:
		require.Positive(t, p.Char.Resources[rules.FeatureActionSurge], name)
	}
}

// checkInvariants checks HP bounds, slot and item counts, and the round
// cap after a command.
func checkInvariants(t *testing.T, s *State, evs []Event, name string) {
	t.Helper()
	p := s.Player()
	require.GreaterOrEqual(t, p.HP, 0, name)
	require.LessOrEqual(t, p.HP, p.MaxHP, name)
	for i := range s.Enemies {
		en := &s.Enemies[i]
		require.GreaterOrEqual(t, en.HP, 0, name)
		require.LessOrEqual(t, en.HP, en.MaxHP, name)
		require.Equal(t, en.Dead, en.HP == 0, "%s: dead exactly at 0 HP", name)
	}
	for _, n := range p.Char.Slots {
		require.GreaterOrEqual(t, n, 0, name)
	}
	for id, n := range p.Char.Inventory {
		require.Positive(t, n, "%s: %s", name, id)
	}
	for _, e := range evs {
		require.GreaterOrEqual(t, e.HP, 0, name)
		require.GreaterOrEqual(t, e.Amount, 0, name)
	}
	require.LessOrEqual(t, s.Round, s.RoundCap, name)
	if !s.Over() {
		require.True(t, p.InTurn, "%s: a running fight waits on the player", name)
	}
}

// roundTrip saves st as JSON and loads it back.
func roundTrip(t *testing.T, st State) State {
	t.Helper()
	b, err := json.Marshal(st)
	require.NoError(t, err)
	var out State
	require.NoError(t, json.Unmarshal(b, &out))
	return out
}

func TestSavedFightResumesIdentically(t *testing.T) {
	spec := Spec{Seed: 99, Key: "resume", Character: charAt(t, rules.Mage, rules.Human, 3),
		Enemies: []content.Monster{monster(t, "valdris")}, ZoneID: content.ZoneCryptValdris}
	st, _, err := New(spec)
	require.NoError(t, err)
	saved := roundTrip(t, st)
	assert.Equal(t, st.Clone(), saved.Clone(), "JSON keeps every field")

	// A few commands, the saved copy reloaded before each, then the
	// autopilot (`!fight auto`) finishes both.
	var straight, resumed []Event
	a, b := st, saved
	commands := []Action{
		{Kind: ActCast, Spell: rules.MagicMissile, Target: AutoTarget},
		{Kind: ActAttack, Target: AutoTarget},
		{Kind: ActCast, Spell: rules.FireBolt, Target: AutoTarget},
	}
	for _, cmd := range commands {
		if a.Over() {
			break
		}
		var ea, eb []Event
		a, ea, err = Do(a, cmd)
		require.NoError(t, err)
		b, eb, err = Do(roundTrip(t, b), cmd)
		require.NoError(t, err)
		straight, resumed = append(straight, ea...), append(resumed, eb...)
	}
	a, ea := Resolve(a, defaultPolicy)
	b, eb := Resolve(roundTrip(t, b), defaultPolicy)
	straight, resumed = append(straight, ea...), append(resumed, eb...)
	require.True(t, a.Over())
	assert.Equal(t, straight, resumed)
	assert.Equal(t, a.Outcome, b.Outcome)
}

func TestDifferentSeedsGiveDifferentFights(t *testing.T) {
	logs := map[string]bool{}
	for seed := range 10 {
		st, evs, err := New(Spec{Seed: uint64(seed), Key: "vary", Character: charAt(t, rules.Fighter, rules.Human, 3),
			Enemies: []content.Monster{monster(t, "grol")}})
		require.NoError(t, err)
		_, more := Resolve(st, defaultPolicy)
		logs[fmt.Sprint(RoundLog(append(evs, more...)))] = true
	}
	assert.Greater(t, len(logs), 5)
}

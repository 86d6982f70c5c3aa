package play

import (
	"errors"

	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// CampOut is a camp pitched: the expedition, character and run to save,
// the engine's result, Regrown when the rest grew harvest nodes back, and
// ZoneGrew when the long rest grew back the rooms an earlier run of the
// zone had emptied (zonerun.GrowBack; then the run changed).
type CampOut struct {
	Exp      expedition.Expedition
	Char     rules.Character
	Run      zonerun.Run
	Result   expedition.CampResult
	Regrown  bool
	ZoneGrew bool
}

// Pitch makes camp of type want where run r stands (rules §8.10;
// expedition.Pitch): a rough camp heals half the HP now, a standard or better
// camp rests the character at once; a full long rest at a standard, fortified
// or base camp refills the run's harvest nodes (harvest.RefillAfterRest), a
// rough camp does not; any long rest grows back what an earlier run of the
// zone emptied (rules §6.10, zonerun.GrowBack); the run's fight modifiers
// follow the expedition (FightMods). fighting: a turn-by-turn fight is running. Errors: the
// expedition engine's refusals, nothing changed.
func Pitch(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph, ch rules.Character, want expedition.CampType, fighting bool, at time.Time) (CampOut, error) {
	e, ch, res, err := expedition.Pitch(e, Position(r, g, fighting), ch, want, at)
	if err != nil {
		return CampOut{}, err
	}
	return campOut(e, r, ch, res), nil
}

// CampRest is `!rest long` in the standing camp where run r stands
// (expedition.CampLongRest, rules §3.2, §8.10): the camp's long rest that
// making it did not give (supplies were below 10% then), with what
// pitching's long rest gives, the harvest nodes refilled included.
// fighting: a turn-by-turn fight is running. Errors: the expedition
// engine's refusals, nothing changed.
func CampRest(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph, ch rules.Character, fighting bool, at time.Time) (CampOut, error) {
	e, ch, res, err := expedition.CampLongRest(e, Position(r, g, fighting), ch, at)
	if err != nil {
		return CampOut{}, err
	}
	return campOut(e, r, ch, res), nil
}

// campOut is a camp's rest res taken on run r: the run's fight modifiers
// follow expedition e (FightMods), and a full long rest grows back what an
// earlier run of the zone emptied (rules §6.10, zonerun.GrowBack) and
// refills the run's harvest nodes (harvest.RefillAfterRest); a rough
// camp's rest does neither.
func campOut(e expedition.Expedition, r zonerun.Run, ch rules.Character, res expedition.CampResult) CampOut {
	out := CampOut{Exp: e, Char: ch, Run: r, Result: res}
	out.Run.Mods = FightMods(e)
	if res.Rest != expedition.RestLong {
		return out
	}
	out.Run, out.ZoneGrew = zonerun.GrowBack(out.Run)
	if SpentCharges(out.Run.Harvest) > 0 {
		if hs, ok := harvest.RefillAfterRest(out.Run.Harvest, harvest.Rest(res.Type)); ok {
			out.Run.Harvest, out.Regrown = hs, true
		}
	}
	return out
}

// CampRefusal is why the room run r stands in refuses a camp
// (expedition.CheckCampPlace, rules §8.10), "" when it allows one: the
// check `!camp` makes, shared by every line that offers a camp.
// fighting: a turn-by-turn fight is running.
func CampRefusal(r zonerun.Run, g zonegraph.Graph, fighting bool) expedition.CampRefusal {
	var no expedition.ErrCampForbidden
	if errors.As(expedition.CheckCampPlace(Position(r, g, fighting)), &no) {
		return no.Reason
	}
	return ""
}

// CampBehind is the room `!retreat` falls back to from where run r
// stands (zonerun.RetreatTarget) when that room allows a camp
// (CampRefusal there); "" when there is none or it refuses one too.
func CampBehind(r zonerun.Run, g zonegraph.Graph) zonegraph.NodeID {
	back := zonerun.RetreatTarget(r, g)
	if back == "" {
		return ""
	}
	there := r
	there.Current = back
	if CampRefusal(there, g, false) != "" {
		return ""
	}
	return back
}

// BaseCampBehind is why the room `!retreat` falls back to from where run r
// stands (CampBehind) would still refuse a base camp on expedition e
// (expedition.BaseCampRefusalAt, rules §8.10), so a boss room's refusal
// of `!camp base` does not send the player back for one that cannot be
// made there; "" when that room would take one, or no room behind
// allows a camp at all.
func BaseCampBehind(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph) expedition.BaseCampRefusal {
	back := CampBehind(r, g)
	if back == "" {
		return ""
	}
	there := r
	there.Current = back
	return expedition.BaseCampRefusalAt(e, Position(there, g, false))
}

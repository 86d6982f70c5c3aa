package fight

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/store"
)

// OriginKind says what started a fight.
type OriginKind string

// Fight origins.
const (
	// OriginTraining is a practice bout at Thom Krooke's yard: no XP,
	// no loot and no coins.
	OriginTraining OriginKind = "training"
	// OriginZone is a room of a zone run (RunID, NodeID); its outcome goes
	// back to the run through Deps.Zone.
	OriginZone OriginKind = "zone"
	// OriginExpedition is an encounter an expedition started (a night
	// ambush, a monster met on a region transit; RunID is the expedition's
	// run, NodeID names the encounter); its outcome goes to
	// Deps.Expedition.
	OriginExpedition OriginKind = "expedition"
)

// Origin is who started a fight and gets its outcome when it ends. RunID
// and NodeID name the zone run and the room for OriginZone (NodeID a
// zonegraph.NodeID as a string, since for OriginExpedition it names the
// encounter instead); a training bout leaves them empty. RunID is a zonerun.RunID kept as a plain int64:
// the stored row holds it as a JSON number, which RunID's text form would
// turn into a string.
type Origin struct {
	Kind   OriginKind `json:"kind"`
	RunID  int64      `json:"run_id,omitempty"`
	NodeID string     `json:"node_id,omitempty"`
}

// RowVersion is written into every Row; bump it when a field changes
// meaning.
const RowVersion = 1

// Row is the JSON the fight table keeps for a player's turn-by-turn fight
// between commands: who started it and the engine state, which carries its
// random streams' position, so a fight resumed after a restart rolls
// exactly what an uninterrupted one would.
type Row struct {
	Version int          `json:"version"`
	Origin  Origin       `json:"origin"`
	State   combat.State `json:"state"`
	// Party are the users of a party fight's seats after the first, by
	// seat (rules §2.13); the first seat's player keeps the row. Nil for
	// a player alone.
	Party []id.UserID `json:"party,omitempty"`
	// Room is where the fight was last played: a party member's turn
	// played past its deadline is told there.
	Room id.RoomID `json:"room,omitempty"`
	// Fell is the round each seat of a party fight last dropped to 0 HP
	// in, by seat, 0 for none (rules §2.13): a seat downed before the
	// fight ends is told its own round, not the fight's last.
	Fell []int `json:"fell,omitempty"`
	// owner is whose row it is: the player of the first seat.
	owner id.UserID
}

// loadRow reads the fight the sender is in: their own, or the party
// fight of the expedition they are a member of (rules §2.13); ok is false
// when there is none.
func loadRow(c *bot.Context) (Row, bool, error) {
	r, ok, err := readRow(c, c.Sender())
	if err != nil || ok {
		return r, ok, err
	}
	e, member, err := pc.PartyOf(c)
	if err != nil || !member {
		return Row{}, false, err
	}
	if r, ok, err = readRow(c, id.UserID(e.UserID)); err != nil || !ok || !slices.Contains(r.Party, c.Sender()) {
		return Row{}, false, err
	}
	return r, true, nil
}

// readRow reads the fight row user keeps; ok is false when there is none.
func readRow(c *bot.Context, user id.UserID) (Row, bool, error) {
	return ReadRow(c, c.Store, user)
}

// ReadRow reads the fight row user keeps in st; ok is false when there is
// none. Errors: the store's, and a row that does not decode, holds no
// fight or was saved by a newer version.
func ReadRow(ctx context.Context, st *store.Store, user id.UserID) (Row, bool, error) {
	data, ok, err := st.Fight.Get(ctx, user)
	if err != nil || !ok {
		return Row{}, false, err
	}
	var r Row
	if err := json.Unmarshal(data, &r); err != nil {
		return Row{}, false, fmt.Errorf("fight of %s is unreadable: %w", user, err)
	}
	if r.Version < 1 || len(r.State.Enemies) == 0 || len(r.State.Players) == 0 {
		return Row{}, false, fmt.Errorf("fight of %s holds no fight (version %d, %d enemies)", user, r.Version, len(r.State.Enemies))
	}
	if r.Version > RowVersion || r.State.Version > combat.StateVersion {
		return Row{}, false, fmt.Errorf("fight of %s was saved by a newer version (row %d, state %d)",
			user, r.Version, r.State.Version)
	}
	r.owner = user
	return r, true, nil
}

// saveRow stores the sender's fight. The last call's events are not kept:
// they were already reported, and the state's sequence number alone
// carries the random streams forward.
func saveRow(c *bot.Context, r Row) error {
	r.Version = RowVersion
	r.State.Log = nil
	if len(r.State.Players) > 1 && c.Msg.Room != "" {
		r.Room = c.Msg.Room
	}
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if err := c.Store.Fight.Save(c, r.keeper(c), data, c.Now); err != nil {
		return err
	}
	return scheduleTurn(c, r.keeper(c), r)
}

// keeper is whose row r is: its owner, or the sender for a fight just
// begun.
func (r Row) keeper(c *bot.Context) id.UserID {
	if r.owner != "" {
		return r.owner
	}
	return c.Sender()
}

// current loads the sender's running fight for an in-fight command, or
// refuses: no character yet, or no fight to act in. A move of a seat on
// autopilot takes the seat off it instead (Row.takeOver: errTakenOver,
// which the handler returns through answered).
func current(c *bot.Context) (Row, error) {
	r, ok, err := loadRow(c)
	if err != nil {
		return Row{}, err
	}
	if k, seated := r.seatOf(c, c.Sender()); ok && seated && k < len(r.State.Players) && r.State.Players[k].Auto && !r.State.Players[k].Fled {
		return r, r.takeOver(c, k) // a seat on autopilot never holds the turn: the move takes it back
	}
	if ok {
		return r, r.yourTurn(c)
	}
	if _, err := pc.Load(c); err != nil {
		return Row{}, err
	}
	return Row{}, notInAFight(c, "You're not in a fight.")
}

// notInAFight is the refusal of an in-fight command with no fight to act
// in: lead, then the moves open to the sender where they are.
func notInAFight(c *bot.Context, lead string) error {
	way, err := pc.NextMove(c)
	if err != nil {
		return err
	}
	return bot.Errorf("%s %s", lead, way)
}

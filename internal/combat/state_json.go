package combat

import "encoding/json"

// UnmarshalJSON reads a State saved by any StateVersion so far: version 1
// kept its one player under "player", versions 1 and 2 counted the
// player's turns in the fight's "player_turns", and version 3 keeps the
// seats under "players", each counting its own turns. An older fight
// comes back as version 3 with one seat, so a fight saved before an
// upgrade resumes after it.
func (s *State) UnmarshalJSON(data []byte) error {
	type plain State // the same fields without this method
	var v struct {
		plain
		Player      *Player `json:"player"`
		PlayerTurns int     `json:"player_turns"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*s = State(v.plain)
	if len(s.Players) == 0 && v.Player != nil {
		s.Players = []Player{*v.Player}
	}
	if s.Version < 3 && len(s.Players) == 1 {
		s.Players[0].Turns = v.PlayerTurns
		s.Version = StateVersion
	}
	return nil
}

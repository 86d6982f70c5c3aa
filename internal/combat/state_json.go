package combat

import "encoding/json"

// UnmarshalJSON reads a State saved by any StateVersion so far: version 1
// kept its one player under "player", version 2 keeps the seats under
// "players". A version-1 fight read here comes back as version 2 with one
// seat, so a fight saved before an upgrade resumes after it.
func (s *State) UnmarshalJSON(data []byte) error {
	type plain State // the same fields without this method
	var v struct {
		plain
		Player *Player `json:"player"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*s = State(v.plain)
	if len(s.Players) == 0 && v.Player != nil {
		s.Players = []Player{*v.Player}
		s.Version = StateVersion
	}
	return nil
}

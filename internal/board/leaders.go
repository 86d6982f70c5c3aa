package board

import "github.com/gogobee/gogobee/internal/content"

// The boards by name, as Pete's snapshot keys them (a zone's fastest
// clears are BoardFastest + ":" + the zone ID).
const (
	BoardDeepest = "deepest"
	BoardFastest = "fastest"
	BoardXP      = "xp"
	BoardStreak  = "streak"
)

// StreakNewsDays is the shortest streak whose first place is news: a
// week of days played.
const StreakNewsDays = 7

// Leader is who holds a board's first place and with what value: what
// Pete remembers between two posts (rules §12.1).
type Leader struct {
	User  string `json:"user"`
	Value int    `json:"value"`
}

// Lead is news of a board's first place: Board is one of the Board*
// names, Zone the zone of a fastest clear, Score the first place now.
type Lead struct {
	Board string
	Zone  content.ZoneID
	Score Score
}

// Leaders is each board's first place in b, keyed as Pete's snapshot
// keys them; a board nobody is on has none.
func Leaders(b Boards) map[string]Leader {
	out := map[string]Leader{}
	for _, l := range leads(b) {
		out[l.key()] = Leader{User: l.Score.User, Value: l.Score.Value}
	}
	return out
}

// NewLeads is the news of b against the leaders of the last post (prev):
// a board's first place held by someone else, or the deepest tier and a
// zone's fastest clear bettered by their holder. A week's XP and a streak
// grow every day, so only a new holder is news there; a streak is news
// only from StreakNewsDays long, its holder reaching that too. In board
// order: the deepest tier, each zone's fastest clear, the week's XP, the
// streak.
func NewLeads(prev map[string]Leader, b Boards) []Lead {
	var out []Lead
	for _, l := range leads(b) {
		was, ok := prev[l.key()]
		switch {
		case l.Board == BoardStreak && l.Score.Value < StreakNewsDays:
		case !ok || was.User != l.Score.User:
			out = append(out, l)
		case l.Board == BoardDeepest && l.Score.Value > was.Value,
			l.Board == BoardFastest && l.Score.Value < was.Value,
			l.Board == BoardStreak && was.Value < StreakNewsDays:
			out = append(out, l)
		}
	}
	return out
}

// leads is the first place of each of b's boards, in board order.
func leads(b Boards) []Lead {
	var out []Lead
	if len(b.Deepest) > 0 {
		out = append(out, Lead{Board: BoardDeepest, Score: b.Deepest[0]})
	}
	for _, z := range b.Fastest {
		if len(z.Scores) > 0 {
			out = append(out, Lead{Board: BoardFastest, Zone: z.Zone, Score: z.Scores[0]})
		}
	}
	if len(b.MostXP) > 0 {
		out = append(out, Lead{Board: BoardXP, Score: b.MostXP[0]})
	}
	if len(b.Longest) > 0 {
		out = append(out, Lead{Board: BoardStreak, Score: b.Longest[0]})
	}
	return out
}

// key is the snapshot key of l's board.
func (l Lead) key() string {
	if l.Board == BoardFastest {
		return BoardFastest + ":" + string(l.Zone)
	}
	return l.Board
}

package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// AwayDigest is what the "while I was away" message tells after downtime of
// more than a day: the rollovers applied meanwhile, one
// line each, then the latest Morning Briefing in full and the milestone
// news of those days.
type AwayDigest struct {
	Days   []expedition.RolloverReport // oldest first; at least one
	Latest string                      // the last day's Morning Briefing
	Extra  []string                    // milestone and level-up news of those days
	// Member, for a party member's own digest (rules §8.22), is their
	// place in the party: the days are the party's as the member's
	// briefings tell them (expedition.MemberReport), the day before's XP,
	// the leader's, is left out, and their own takings so far are told
	// instead, at their Level; Walker names the leader who walks it
	// (Markdown, as pc.PlayerName writes it).
	Member *expedition.Member
	Level  int
	Walker string
}

// AwayDigestHead starts every digest: "🎭 **TwinBee — While I Was Away,
// Days 3–5**" (or "Day 3" for one day).
func AwayDigestHead(first, last int) string {
	if first == last {
		return fmt.Sprintf("🎭 **TwinBee — While I Was Away, Day %d**", first)
	}
	return fmt.Sprintf("🎭 **TwinBee — While I Was Away, Days %d–%d**", first, last)
}

// AwayDigestText writes the digest as one Markdown message.
func AwayDigestText(d AwayDigest) string {
	first, last := d.Days[0].Day, d.Days[len(d.Days)-1].Day
	whose, walked := "your expedition", "for you"
	if d.Member != nil {
		whose, walked = "the party's expedition, walked by "+d.Walker+",", "for the party"
	}
	parts := []string{
		AwayDigestHead(first, last),
		fmt.Sprintf("🐝 I was offline for a while, and %s went on without me. %s passed; "+
			"each was played out in order: the night, the supplies, the threat and the zone's events (no walking was done %s):",
			whose, plural(len(d.Days), "morning", "mornings"), walked),
	}
	var lines []string
	for _, rep := range d.Days {
		lines = append(lines, "- "+digestDayLine(rep, d.Member == nil))
	}
	parts = append(parts, strings.Join(lines, "\n"))
	if d.Member != nil {
		parts = append(parts, "💰 **Your takings so far:** "+memberTakings(*d.Member, d.Level))
	}
	parts = append(parts, d.Extra...)
	if d.Days[len(d.Days)-1].Forced != nil {
		parts = append(parts, fmt.Sprintf("**The expedition ended on Day %d. Its last briefing:**", last))
	} else {
		parts = append(parts, "**This morning's briefing:**")
	}
	parts = append(parts, d.Latest)
	return strings.Join(parts, "\n\n")
}

// digestDayLine sums one rollover up: what the day before brought (rooms,
// foes, and with xp its XP, the leader's) whenever it saw play
// (DayCounters.Played: a step, a search, a camp, a fight) and never for a
// day of waiting, then the night, supplies eaten, starvation, threat and
// milestones.
func digestDayLine(rep expedition.RolloverReport, xp bool) string {
	parts := []string{fmt.Sprintf("**Day %d** (%s)", rep.Day, rep.Date)}
	if y := rep.Yesterday; y.Played() {
		day := fmt.Sprintf("the day before (day %d): %s, %s", y.Day, plural(y.Rooms, "room", "rooms"), plural(y.Enemies, "foe", "foes"))
		if xp {
			day += fmt.Sprintf(", +%d XP", y.XP)
		}
		parts = append(parts, day)
	}
	parts = append(parts, digestNight(rep.Night), "ate "+SU(rep.Paid))
	if rep.Shortfall > 0 {
		parts = append(parts, "short by "+SU(rep.Shortfall))
	}
	if s := rep.Starvation; s != nil {
		parts = append(parts, fmt.Sprintf("starving: **-%d CON**", s.Rolled))
	}
	parts = append(parts, fmt.Sprintf("threat %d", rep.ThreatLevel))
	for _, m := range rep.Milestones {
		award := "🏅 " + m.Name
		if m.GrantXP > 0 {
			award += fmt.Sprintf(" +%d XP", m.GrantXP)
		}
		parts = append(parts, award)
	}
	if rep.Forced != nil {
		parts = append(parts, "**carried out of the zone**")
	}
	return strings.Join(parts, " · ")
}

// digestNight is a night in a few words.
func digestNight(n *expedition.NightReport) string {
	switch {
	case n == nil:
		return "no camp"
	case n.Encounter != nil:
		return "night visitors: " + countedList(n.Encounter.Monsters, monsterName)
	case n.Avoided:
		return "slipped past something in the dark"
	case n.Outcome == expedition.NightSigns:
		return "signs of something nearby"
	}
	return "a quiet night"
}

// monsterName is a monster's bestiary name; an unknown ID stands for
// itself (content.MonsterNames).
func monsterName(id content.MonsterID) string {
	return content.MonsterNames([]content.MonsterID{id})[0]
}

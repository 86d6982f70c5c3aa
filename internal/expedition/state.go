package expedition

import (
	"maps"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/clone"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// StateVersion is the schema version written into every Expedition's JSON.
// Bump it (and teach the store to migrate) when a field changes meaning.
const StateVersion = 1

// Status is where an expedition stands (rules §8.1, §8.17, §8.18).
type Status string

// Expedition statuses.
const (
	// StatusProvisioning: buying supplies with Thom Krooke, not yet in the
	// zone (also while a resumed expedition restocks).
	StatusProvisioning Status = "provisioning"
	// StatusActive: in the zone; the day cycle runs.
	StatusActive Status = "active"
	// StatusExtracted: left voluntarily; resumable until ResumeDeadline.
	StatusExtracted Status = "extracted"
	// StatusComplete: the zone boss fell and the expedition ended well.
	StatusComplete Status = "complete"
	// StatusAbandoned: forced out (0 HP, starvation, portal collapse);
	// never resumable (rules §8.18).
	StatusAbandoned Status = "abandoned"
	// StatusCancelled: called off during the first provisioning (refunded),
	// or ended with its deleted character (EndWithCharacter).
	StatusCancelled Status = "cancelled"
	// StatusExpired: extracted and not resumed within ResumeWindow.
	StatusExpired Status = "expired"
)

// Ended reports whether the expedition is over for good (complete,
// abandoned, cancelled or expired).
func (s Status) Ended() bool {
	switch s {
	case StatusComplete, StatusAbandoned, StatusCancelled, StatusExpired:
		return true
	}
	return false
}

// Supplies is the expedition's food, water, light and odds and ends in
// supply units (SU; one SU feeds one character for one day; rules §8.4).
// Amounts are multiples of a quarter SU.
//
//   - Current / Max: SU carried now, and the SU bought for this leg (the
//     depletion bands are percentages of Max).
//   - DailyBurn: the tier's base burn (SU/day); HarshMod: the tier's harsh
//     conditions multiplier (rules §8.4).
//   - Foraged: the Ranger's forage attempt of the day is used (reset at
//     the rollover).
//   - StandardPacks / DeluxePacks: packs bought this leg; CoinsSpent: what
//     they cost (refunded by Cancel).
//   - ConLost: CON points lost to starvation (1d4 per starving day);
//     ConTaken: the part of them taken off the character's score, given
//     back when the expedition leaves the field (rules §8.5).
type Supplies struct {
	Current       float64 `json:"current"`
	Max           float64 `json:"max"`
	DailyBurn     float64 `json:"daily_burn"`
	HarshMod      float64 `json:"harsh_mod"`
	Foraged       bool    `json:"foraged"`
	StandardPacks int     `json:"standard_packs"`
	DeluxePacks   int     `json:"deluxe_packs"`
	CoinsSpent    int     `json:"coins_spent"`
	ConLost       int     `json:"con_lost,omitempty"`
	ConTaken      int     `json:"con_taken,omitempty"`
}

// Camp is the camp pitched this expedition day (rules §8.10). It stands
// until the next morning's rollover, which resolves the night against it
// and then breaks it. Struck marks a camp the player packed up early: the
// night still finds the camp that was made (see Pitch).
type Camp struct {
	Type          CampType         `json:"camp_type"`
	Node          zonegraph.NodeID `json:"room_id"`
	Region        string           `json:"region,omitempty"`
	Day           int              `json:"day"`
	EstablishedAt time.Time        `json:"established_at"`
	Struck        bool             `json:"struck,omitempty"`
	NightEvents   []string         `json:"night_events,omitempty"`
}

// ZoneStacks are the zone-specific temporal counters (rules §8.12). They are
// kept across a voluntary extraction (rules §8.17).
//
//   - TideWarnings: Sunken Temple warnings given (days 4 and 5); TideActive
//     while the day-6 tide holds; TideDone once it has come or was
//     skipped because the boss room was reached.
//   - ManorNights: nights spent in the Haunted Manor; ManorRespawn: a reset
//     is waiting for the zone run to respawn one enemy per non-boss room.
//   - Heat: Underforge heat 0–10; HeatRestDue: heat reached 10 and the
//     player must rest in a camp (or extract) before moving on.
//   - FeyRoll: today's Feywild d6 (0 outside the Feywild or before the
//     first rollover).
//   - DragonPulses: Dragon's Lair awareness pulses so far; DragonAwake:
//     Infernax is awake and hunting.
//   - Instability: Abyss Portal instability 0–100.
type ZoneStacks struct {
	TideWarnings int  `json:"tide_warnings,omitempty"`
	TideActive   bool `json:"tide_active,omitempty"`
	TideDone     bool `json:"tide_done,omitempty"`
	ManorNights  int  `json:"manor_nights,omitempty"`
	ManorRespawn bool `json:"manor_respawn,omitempty"`
	Heat         int  `json:"heat,omitempty"`
	HeatRestDue  bool `json:"heat_rest_due,omitempty"`
	FeyRoll      int  `json:"fey_roll,omitempty"`
	DragonPulses int  `json:"dragon_pulses,omitempty"`
	DragonAwake  bool `json:"dragon_awake,omitempty"`
	Instability  int  `json:"instability,omitempty"`
}

// DayCounters are one expedition day's tallies for the Evening Recap
// (rules §8.20): rooms cleared, enemies defeated, loot item IDs, XP and
// coins earned, SU used (burn, camps, transit) and whether a camp was made.
type DayCounters struct {
	Day     int              `json:"day"`
	Rooms   int              `json:"rooms"`
	Enemies int              `json:"enemies"`
	Loot    []content.ItemID `json:"loot,omitempty"`
	XP      int              `json:"xp"`
	Coins   int              `json:"coins"`
	SUUsed  float64          `json:"su_used"`
	Camped  bool             `json:"camped,omitempty"`
	// Acted is set by anything the player (or their autopilot) does on the
	// expedition that day: departing or coming back in, a step of the walk,
	// a search, foraging, making camp.
	Acted bool `json:"acted,omitempty"`
}

// Played reports whether the day saw any play. The survival milestones
// count only such days (dayMilestones), so waiting alone earns nothing.
func (d DayCounters) Played() bool { return d.Acted || d.Camped || d.Rooms > 0 || d.Enemies > 0 }

// Cartography tracks the Cartographer milestone (rules §8.19):
// LastSearched is the last room searched; Missed is set for good once the
// player advances out of a room without searching it.
type Cartography struct {
	LastSearched zonegraph.NodeID `json:"last_searched,omitempty"`
	Missed       bool             `json:"missed,omitempty"`
}

// Expedition is one player's multi-day campaign in one zone (rules §8.1). The
// store saves it as JSON; tags are stable.
//
//   - Day: the expedition day, 1 from departure; it advances at each 06:00
//     rollover. LastRollover: the local date (YYYY-MM-DD) of the last
//     applied 06:00 rollover or of the departure.
//   - RunID: the zone run the expedition wraps.
//   - Region: the current region of a multi-region zone ("" otherwise);
//     BaseCampNode: the base-camp waypoint, "" until one is pitched.
//   - CoinsEarned / XPEarned / Loot: the expedition's takings so far;
//     Leg: where they stood at the last departure (LegTakings, rules
//     §8.18).
//   - Today / Yesterday: day counters; Today is kept until the rollover so
//     the 21:00 recap can read it, and the rollover keeps a copy.
//   - PendingNight: an encounter waiting for the player ("you wake to
//     combat"); the plugin starts the fight and calls ClearPending.
//   - ResumeNode / ResumeDeadline: where and until when an extracted
//     expedition may resume (rules §8.17).
//   - Reentry: started after a forced extraction from the same zone
//     (threat starts at ReentryThreat).
//   - Revisits: the revisit steps walked (`!revisit`, `!retreat`; +1
//     threat each); the first earns TwinBee's aside (RecordRevisit).
//   - RoomsCleared / Fights / HarvestValue: the expedition's totals for
//     its report card: rooms cleared, fights fought (night encounters
//     included) and the worth of the harvest yields in coins (rules
//     §8.21). Series: the report card's snapshots (Mark).
type Expedition struct {
	Version        int                `json:"version"`
	ID             ID                 `json:"id"`
	UserID         string             `json:"user_id"`
	ZoneID         content.ZoneID     `json:"zone_id"`
	Tier           int                `json:"tier"`
	RunID          zonerun.RunID      `json:"run_id,omitempty"`
	Status         Status             `json:"status"`
	CreatedAt      time.Time          `json:"created_at"`
	StartedAt      time.Time          `json:"started_at,omitzero"`
	EndedAt        time.Time          `json:"ended_at,omitzero"`
	Day            int                `json:"day"`
	LastRollover   Date               `json:"last_rollover,omitzero"`
	Supplies       Supplies           `json:"supplies"`
	Camp           *Camp              `json:"camp,omitempty"`
	LastCampDay    int                `json:"last_camp_day,omitempty"`
	Threat         Threat             `json:"threat"`
	Mood           Mood               `json:"mood"`
	Stacks         ZoneStacks         `json:"stacks"`
	Log            Log                `json:"log"`
	CoinsEarned    int                `json:"coins_earned"`
	XPEarned       int                `json:"xp_earned"`
	Loot           []content.ItemID   `json:"loot,omitempty"`
	Leg            LegMark            `json:"leg,omitzero"`
	Milestones     []MilestoneID      `json:"milestones,omitempty"`
	Cartography    Cartography        `json:"cartography"`
	Region         string             `json:"region,omitempty"`
	BaseCampNode   zonegraph.NodeID   `json:"base_camp_node,omitempty"`
	CacheSites     []zonegraph.NodeID `json:"cache_sites,omitempty"`
	LastCleared    zonegraph.NodeID   `json:"last_cleared,omitempty"`
	Today          DayCounters        `json:"today"`
	PlayedDays     int                `json:"played_days,omitempty"` // days ended with play (DayCounters.Played)
	Yesterday      DayCounters        `json:"yesterday"`
	PendingNight   *NightEncounter    `json:"pending_night,omitempty"`
	Resumed        bool               `json:"resumed,omitempty"`
	ResumeNode     zonegraph.NodeID   `json:"resume_node,omitempty"`
	ResumeDeadline time.Time          `json:"resume_deadline,omitzero"`
	Reentry        bool               `json:"reentry,omitempty"`
	Extraction     *ExtractionReport  `json:"extraction,omitempty"`
	Revisits       int                `json:"revisits,omitempty"`
	RoomsCleared   int                `json:"rooms_cleared,omitempty"`
	Fights         int                `json:"fights,omitempty"`
	HarvestValue   int                `json:"harvest_value,omitempty"`
	Series         []DayPoint         `json:"series,omitempty"`
	// FoeLevel is the character's level at departure, which a deep zone
	// sizes its foes to for the whole expedition (rules §2.8).
	FoeLevel int `json:"foe_level,omitempty"`
	// Class is the leader's class at departure, which a party's foes
	// grow for beside each member's (Member.Class, Classes; rules §2.13).
	Class rules.ClassID `json:"class,omitempty"`
	// Traded counts the lots bought from the zone's trader by ware ID; its
	// stock is per expedition (rules §8.2).
	Traded map[string]int `json:"traded,omitempty"`
	// Weekly is the week ("2026-W10") of a weekly expedition, taken in the
	// room WeeklyRoom; its rolls are the week's (RootStream, rules §12.2).
	Weekly     string `json:"weekly,omitempty"`
	WeeklyRoom string `json:"weekly_room,omitempty"`
	// Party are the members of a party expedition other than its leader,
	// UserID (rules §8.22), and Invites the invitations still unanswered;
	// a solo expedition has neither. The tallies above are the leader's.
	Party   []Member `json:"party,omitempty"`
	Invites []Invite `json:"invites,omitempty"`
}

// Position is what the expedition needs to know about the zone run's
// current room (the zone run owns it; the plugin fills this in):
//
//   - Node, Kind, Region: the current room, its kind and its region ("" in
//     a single-region zone).
//   - Cleared: the room's encounter is resolved; EnemiesPresent: enemies
//     still stand in the room; InCombat: a fight is running.
//   - BossRoomReached: the player has entered the zone boss's room at
//     least once; ZoneBossDefeated: the zone boss is dead;
//     RegionBossDefeated: the current region's boss is dead.
type Position struct {
	Node               zonegraph.NodeID   `json:"node"`
	Kind               zonegraph.NodeKind `json:"kind"`
	Region             string             `json:"region,omitempty"`
	Cleared            bool               `json:"cleared"`
	EnemiesPresent     bool               `json:"enemies_present,omitempty"`
	InCombat           bool               `json:"in_combat,omitempty"`
	BossRoomReached    bool               `json:"boss_room_reached,omitempty"`
	ZoneBossDefeated   bool               `json:"zone_boss_defeated,omitempty"`
	RegionBossDefeated bool               `json:"region_boss_defeated,omitempty"`
}

// NewParams are the inputs of New: the expedition ID, the player's user
// ID, the zone ID, the time of `!expedition start`, whether the player
// was forced out of this zone before (Reentry; threat starts at
// ReentryThreat, rules §8.18) and when the zone's portal reopens after a
// collapse (PortalReopens of the player's last expedition there; zero for
// none, rules §8.12).
type NewParams struct {
	ID            ID
	UserID        string
	ZoneID        content.ZoneID
	Now           time.Time
	Reentry       bool
	PortalReopens time.Time
	// Weekly and WeeklyRoom make it the week's expedition taken in that
	// room (Expedition.Weekly, rules §12.2).
	Weekly, WeeklyRoom string
}

// New opens an expedition in provisioning: the zone's tier
// sets the daily burn and the harsh multiplier, threat starts at 0 (or
// ReentryThreat; never for a weekly expedition), TwinBee's mood at
// MoodStart and supplies at 0 SU.
// Errors: ErrUnknownZone, ErrPortalClosed (Now before p.PortalReopens).
func New(p NewParams) (Expedition, error) {
	z, ok := content.ZoneByID(p.ZoneID)
	if !ok {
		return Expedition{}, ErrUnknownZone{Zone: p.ZoneID}
	}
	if err := portalOpenAt(p.PortalReopens, p.Now); err != nil {
		return Expedition{}, err
	}
	e := Expedition{
		Version:   StateVersion,
		ID:        p.ID,
		UserID:    p.UserID,
		ZoneID:    z.ID,
		Tier:      z.Tier,
		Status:    StatusProvisioning,
		CreatedAt: p.Now,
		Supplies: Supplies{
			DailyBurn: BaseBurn(z.Tier),
			HarshMod:  HarshMultiplier(z.Tier),
		},
		Mood: NewMood(p.Now),
		// A weekly starts at the same threat for everyone (rules §12.2).
		Reentry: p.Reentry && p.Weekly == "",
		Weekly:  p.Weekly, WeeklyRoom: p.WeeklyRoom,
	}
	if e.Reentry {
		e.Threat.Level = ReentryThreat
		e.Threat.Peak = ReentryThreat
	}
	return e, nil
}

// PortalReopens is when the portal of last's zone reopens, last being
// the player's most recent expedition there: after a collapse, the 06:00
// rollover PortalClosedDays later (rules §8.12); zero when last did not
// end in a collapse.
func PortalReopens(last Expedition) time.Time {
	if last.Status != StatusAbandoned || last.Extraction == nil {
		return time.Time{}
	}
	return last.Extraction.PortalReopens
}

// CheckPortalOpen refuses entering last's zone at now, on a new
// expedition or a standalone run alike, while its portal stays closed
// since the collapse that ended last (rules §8.12); last is the player's
// most recent expedition there, the zero Expedition for none.
// Errors: ErrPortalClosed.
func CheckPortalOpen(last Expedition, now time.Time) error {
	return portalOpenAt(PortalReopens(last), now)
}

// portalOpenAt refuses now while it is before until, when a collapsed
// portal reopens (zero: never closed).
func portalOpenAt(until, now time.Time) error {
	if now.Before(until) {
		return ErrPortalClosed{Until: until}
	}
	return nil
}

// RootStream is the expedition's root random stream for a bot seed; every
// roll derives a child of it keyed by day and purpose. A weekly
// expedition's is the week's, the same for every player who takes it
// (rules §12.2): its nights, searches and zone events roll alike.
func RootStream(seed uint64, e Expedition) *dice.Stream {
	if e.Weekly != "" {
		return dice.NewStream(seed, "weekly", e.Weekly)
	}
	return dice.NewStream(seed, "expedition", e.ID.String())
}

// Clone returns a deep copy of e, so changing the copy never changes e.
func (e Expedition) Clone() Expedition {
	out := e
	out.Camp = clone.Ptr(e.Camp, func(c *Camp) { c.NightEvents = slices.Clone(c.NightEvents) })
	out.Threat.Events = slices.Clone(e.Threat.Events)
	out.Log.Entries = slices.Clone(e.Log.Entries)
	out.Loot = slices.Clone(e.Loot)
	out.Milestones = slices.Clone(e.Milestones)
	out.CacheSites = slices.Clone(e.CacheSites)
	out.Series = slices.Clone(e.Series)
	out.Today.Loot = slices.Clone(e.Today.Loot)
	out.Yesterday.Loot = slices.Clone(e.Yesterday.Loot)
	out.PendingNight = clone.Ptr(e.PendingNight, func(n *NightEncounter) { n.Monsters = slices.Clone(n.Monsters) })
	out.Extraction = clone.Ptr(e.Extraction, func(x *ExtractionReport) {
		x.Loss = clone.Ptr(x.Loss, func(l *Loss) { l.ItemsKept, l.ItemsLost = slices.Clone(l.ItemsKept), slices.Clone(l.ItemsLost) })
	})
	out.Traded = maps.Clone(e.Traded)
	out.Party = slices.Clone(e.Party)
	for i := range out.Party {
		out.Party[i].Loot = slices.Clone(e.Party[i].Loot)
	}
	out.Invites = slices.Clone(e.Invites)
	return out
}

// Zone returns the expedition's zone facts: the one look-up of them, for
// the night's roster, The Bounty and the fight ground. It is the zero Zone
// (tier 0, no roster) for an unknown zone, which never reaches play: New
// refuses one (ErrUnknownZone) and the store refuses to load one.
func (e Expedition) Zone() content.Zone {
	z, _ := content.ZoneByID(e.ZoneID)
	return z
}

// requireActive returns ErrNotActive unless e is active.
func (e Expedition) requireActive() error {
	if e.Status != StatusActive {
		return ErrNotActive{Status: e.Status}
	}
	return nil
}

// ClearPending removes the waiting night encounter once the plugin has
// started its fight. Errors: ErrNoPendingEncounter.
func ClearPending(e Expedition) (Expedition, error) {
	if e.PendingNight == nil {
		return e, ErrNoPendingEncounter{}
	}
	e = e.Clone()
	e.PendingNight = nil
	return e, nil
}

package flavor

// The situations, one per file under lines/, in the files' name order
// (a constant is its file's name in CamelCase, which the tests hold to).
// Each comment is the first line of its file.
const (
	// None is no situation: it has no lines, and Pick gives "" for it.
	None                              Situation = iota
	ExpeditionCampBase                          // A base camp is pitched: a waypoint in a Tier 4–5 zone.
	ExpeditionCampFortified                     // A fortified camp is pitched.
	ExpeditionCampReminder                      // The recap's camp prompt when the player hasn't camped today.
	ExpeditionCampRough                         // A rough camp is pitched.
	ExpeditionCampStandard                      // A standard camp is pitched.
	ExpeditionComplete                          // An expedition is complete: the zone boss fell. {zone} is the zone.
	ExpeditionDepart                            // TwinBee as the expedition sets off. {zone} is the zone.
	ExpeditionEvening                           // TwinBee's evening coda in the recap. {zone} is the zone.
	ExpeditionEventCollapse                     // Abyss Portal: the portal collapses.
	ExpeditionEventCollapseWarning              // Abyss Portal: collapse comes tomorrow.
	ExpeditionEventDragonPulse                  // Dragon's Lair: an awareness pulse (every third day).
	ExpeditionEventDragonWakeWarning            // Dragon's Lair: Infernax wakes tomorrow.
	ExpeditionEventDragonWakes                  // Dragon's Lair, day 14: Infernax wakes and hunts.
	ExpeditionEventDragonWarning                // Dragon's Lair: an awareness pulse comes tomorrow.
	ExpeditionEventFeyDoubleDay                 // Feywild: a double day (d6 5).
	ExpeditionEventFeyHalfDay                   // Feywild: a half day (d6 3–4).
	ExpeditionEventFeyNormal                    // Feywild: a normal day (d6 1–2).
	ExpeditionEventFeyTimeLoop                  // Feywild: a time loop (d6 6).
	ExpeditionEventHeatRises                    // Underforge: a day's heat stack.
	ExpeditionEventHeatWarning                  // Underforge: tomorrow's heat reaches a new band.
	ExpeditionEventInstability                  // Abyss Portal: instability enters a new band.
	ExpeditionEventManorReset                   // Haunted Manor: every third night, the house moves back in.
	ExpeditionEventManorWarning                 // Haunted Manor: the second night of three, a reset is coming.
	ExpeditionEventTide                         // Sunken Temple, day 6: the tide is in.
	ExpeditionEventTideEbbs                     // Sunken Temple: the tide goes out after its day.
	ExpeditionEventTideSkipped                  // Sunken Temple: the tide will not matter, the boss room was reached first.
	ExpeditionEventTideWarningFar               // Sunken Temple, day 4: the tide is two days off.
	ExpeditionEventTideWarningNear              // Sunken Temple, day 5: the tide peaks tomorrow.
	ExpeditionExpired                           // An extracted expedition's resume window closed.
	ExpeditionExtractForcedCollapse             // Forced out by the Abyss Portal's collapse. Respectful, never mocking.
	ExpeditionExtractForcedDowned               // Forced out at 0 HP. Respectful, never mocking.
	ExpeditionExtractForcedFled                 // Forced out after fleeing a fight. Respectful, never mocking.
	ExpeditionExtractForcedOverstay             // Forced out after a day left alone past the zone's maximum days. Respectful, never mocking.
	ExpeditionExtractForcedStarvation           // Forced out by starvation. Respectful, never mocking.
	ExpeditionExtractVoluntary                  // A voluntary extraction.
	ExpeditionLogBoss                           // Log line: a region boss defeated.
	ExpeditionLogCamp                           // Log line: a camp made or broken.
	ExpeditionLogComplete                       // Log line: the expedition is complete.
	ExpeditionLogDay                            // Log line: a new expedition day began.
	ExpeditionLogDepart                         // Log line: the expedition set off.
	ExpeditionLogEvent                          // Log line: anything else worth writing down.
	ExpeditionLogExtract                        // Log line: extraction, expiry.
	ExpeditionLogForced                         // Log line: a forced extraction. Respectful, never mocking.
	ExpeditionLogMilestone                      // Log line: a milestone reached.
	ExpeditionLogNight                          // Log line: the night's wandering check, or something prowling.
	ExpeditionLogProvision                      // Log line: supplies bought or provisioning called off.
	ExpeditionLogRegion                         // Log line: region travel, fast travel.
	ExpeditionLogResume                         // Log line: back to restock, or back into the zone.
	ExpeditionLogSupplies                       // Log line: foraging, a supply cache.
	ExpeditionLogThreat                         // Log line: the Threat Clock crossed a line (up or down), gave its warning or went to Siege.
	ExpeditionMilestone                         // A milestone is reached. {milestone} is its name.
	ExpeditionMilestoneFirstNight               // First Night: the player survived night 1.
	ExpeditionMilestoneLongGame                 // The Long Game: a Tier 5 zone completed; TwinBee's personal note.
	ExpeditionMorning                           // TwinBee's morning line in the briefing. {day} is the expedition day, {zone} the zone.
	ExpeditionMorningNocamp                     // TwinBee's morning line after a night with no camp. {day} is the expedition day, {zone} the zone.
	ExpeditionNightAmbush                       // An ambush (roll 20+): terse, sleep-interrupted narration.
	ExpeditionNightAvoided                      // The Rogue slipped away from a minor night encounter with Stealth.
	ExpeditionNightElite                        // An elite night encounter (roll 18–19).
	ExpeditionNightFortified                    // A peaceful night in a fortified or base camp: the rare peaceful-night flavor event.
	ExpeditionNightMinor                        // A minor night encounter (roll 11–14): the player wakes to combat.
	ExpeditionNightNocamp                       // No camp was made: the player dozed where they stood.
	ExpeditionNightPeaceful                     // A peaceful night (wandering roll 1–5).
	ExpeditionNightSigns                        // Signs of passage (roll 6–10): no encounter, threat +2.
	ExpeditionNightStandard                     // A standard night encounter (roll 15–17).
	ExpeditionResume                            // A voluntarily extracted expedition is taken up again in town, to restock.
	ExpeditionReturnDepart                      // A resumed expedition sets off again from the room it left. {zone} is the zone.
	ExpeditionRevisitAside                      // TwinBee's one-time aside the first time a player doubles back on an expedition.
	ExpeditionRoadAmbush                        // An ambush on the road between regions (roll 20+): terse, mid-stride narration.
	ExpeditionRoadAvoided                       // The Rogue slipped past a minor encounter on the road with Stealth.
	ExpeditionRoadElite                         // An elite encounter on the road between regions (roll 18–19).
	ExpeditionRoadMinor                         // A minor encounter on the road between regions (roll 11–14).
	ExpeditionRoadPeaceful                      // A quiet road between regions (wandering roll 1–5): nothing met on the way.
	ExpeditionRoadSigns                         // Signs of passage on the road between regions (roll 6–10): no encounter, threat +2.
	ExpeditionRoadStandard                      // A standard encounter on the road between regions (roll 15–17).
	ExpeditionSearchCache                       // A search finds a supply cache.
	ExpeditionSearchNothing                     // A search finds nothing of note.
	ExpeditionSiege                             // Siege Mode begins at threat 100. TwinBee does not sugarcoat it.
	ExpeditionThomResume                        // Thom Krooke restocks a resumed expedition. {zone} is the zone.
	ExpeditionThomStart                         // Thom Krooke opens provisioning for an expedition. {zone} is the zone.
	ExpeditionThreatWarning                     // The Threat Clock reaches 70: TwinBee's warning.
	ExpeditionTransit                           // Travelling between the regions of a multi-region zone. {region} is the new region.
	ExpeditionWanderAmbush                      // Something hunts the halls and ambushes the player (roll 20+): terse narration.
	ExpeditionWanderAvoided                     // The Rogue hid from something hunting the halls with Stealth.
	ExpeditionWanderElite                       // Something hunts the halls and finds the player: an elite encounter (roll 18–19).
	ExpeditionWanderMinor                       // Something hunts the halls and finds the player: a minor encounter (roll 11–14).
	ExpeditionWanderPeaceful                    // Something hunts the halls but found nothing this time (wandering roll 1–5).
	ExpeditionWanderSigns                       // Something hunts the halls and leaves signs of passage (roll 6–10): no encounter, threat +2.
	ExpeditionWanderStandard                    // Something hunts the halls and finds the player: a standard encounter (roll 15–17).
	HarvestRare                                 // A Rare-or-better harvest find gets its own line (rules §7.3). {qty} is the quantity,
	PeteBoard                                   // Pete's highlight: a new first place on the announce room's boards. {who}, {board}, {what}.
	PeteBoss                                    // Pete's highlight: a boss felled. {who} is the player, {what} the boss, {zone} the zone, {day} the expedition day.
	PeteComplete                                // Pete's highlight: an expedition completed. {who} is the player, {zone} the zone, {day} the day.
	PeteDeepest                                 // Pete's highlight: the deepest day an active expedition has reached. {who}, {zone}, {day}.
	PeteIntro                                   // Pete's daily highlights post: the opening. Pete is upbeat adventure-news.
	PeteMilestone                               // Pete's highlight: a milestone. {who} is the player, {what} the milestone, {zone} the zone.
	PeteSignoff                                 // Pete's daily highlights post: the sign-off.
	PeteWeekly                                  // Pete's Sunday highlight: the announce room's weekly and who leads it. {who}, {zone}, {what}, {n}.
	Welcome                                     // First contact: TwinBee's welcome DM. {prefix} is the command prefix.
	ZoneCleared                                 // The zone boss is defeated and the zone is cleared. {zone} is its name.
	ZoneCompliment                              // TwinBee answers the player's `!zone compliment` (mood +5). {mood} is TwinBee's mood band after it ("Engaged").
	ZoneDoubledBack                             // Leaving a room to walk back one step along the way already walked ({room}: the room left).
	ZoneIdle                                    // TwinBee answers a fork the player left idle. {room} is the room chosen, {wait} how long it waited ("6h").
	ZoneQuiet                                   // An exploration room that holds no fight.
	ZoneRegion                                  // Crossing into a new region of a multi-region zone. {region} is its name.
	ZoneRevisit                                 // Walking back into a room the player has already cleared.
	ZoneRoomBoss                                // Entering the boss room (zone boss or region boss).
	ZoneRoomElite                               // Entering an elite room: something strong lives here.
	ZoneRoomEntry                               // Entering a zone's first room. {zone} is the zone's name.
	ZoneRoomExploration                         // Entering an exploration room for the first time.
	ZoneRoomFork                                // Entering a fork room (before the prompt).
	ZoneRoomHarvest                             // Entering a harvest room. {resource} is the bold name of what grows or lies here ("**Alchemy Pouch**").
	ZoneRoomMerge                               // Entering a merge room, where paths come together.
	ZoneRoomRestCamp                            // Entering a rest_camp room.
	ZoneRoomSecret                              // Entering a secret room the player found.
	ZoneRoomTrap                                // Entering a trap room, before the trap resolves.
	ZoneTaunt                                   // TwinBee answers the player's `!zone taunt` (mood −10). {mood} is TwinBee's mood band after it ("Brooding").

	numSituations // how many situations there are, None included
)

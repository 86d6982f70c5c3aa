package promise

// The zone events' effects (rules §8.12).
const (
	TideFloods        ID = "tide.floods"                // about half the rooms flood on the tide day
	TideFloodCold     ID = "tide.flood_cold"            // a fight in a flooded room takes 1d6 cold a round
	TideKuoToa        ID = "tide.kuo_toa"               // kuo-toa +2 AC and +1d4 to hit on the tide day
	TideBurn          ID = "tide.burn"                  // supplies burn double on the tide day
	TideSkipped       ID = "tide.skipped"               // the tide no longer matters once the boss room is reached
	HeatFire          ID = "heat.fire"                  // 1d4 fire at the start of every combat round from heat 4
	HeatCONSaves      ID = "heat.con_save_disadvantage" // disadvantage on CON saves from heat 7
	HeatBurn          ID = "heat.burn"                  // supplies burn +50% from heat 7
	HeatExhaustion    ID = "heat.exhaustion"            // heat 10: −2 to all rolls, rest before moving on
	FeyHalfDay        ID = "fey.half_day"               // half the supplies burn
	FeyDoubleDay      ID = "fey.double_day"             // double burn
	FeyDoubleNight    ID = "fey.double_night"           // the night is checked twice
	FeyLoopEnemies    ID = "fey.loop_enemies"           // a time loop's new enemies in the room
	FeyLoopHarvest    ID = "fey.loop_harvest"           // a time loop grows the harvest back
	ManorReset        ID = "manor.reset"                // every third night cleared rooms fill again
	DragonPatrols     ID = "dragon.patrols"             // kobold patrols +1 per room a pulse
	DragonPulseThreat ID = "dragon.pulse_threat"        // an awareness pulse is threat +10
	DragonHunts       ID = "dragon.hunts"               // awake, Infernax's hunt checks every 6 hours
	AbyssRoomsShift   ID = "abyss.rooms_shift"          // a fork's ways open onto one another's rooms
	AbyssCollapse     ID = "abyss.collapse"             // at instability 100 the portal throws the player out
	AbyssPortalClosed ID = "abyss.portal_closed"        // a collapsed portal stays closed for a week
	AbyssWISPenalty   ID = "abyss.wis_penalty"          // −1 to WIS rolls from instability 21
	AbyssSurges       ID = "abyss.surges"               // something hunts the player every 12 hours from 61
	AbyssBurn         ID = "abyss.burn"                 // supplies burn double from instability 81
	HarvestDC         ID = "harvest.dc"                 // harvest DC up (Dragon pulse 3+, Abyss 61–80)
	HarvestBlocked    ID = "harvest.blocked"            // no harvest (Infernax awake, Abyss 81+)
	HeatMining        ID = "heat.mining"                // mining DC +3 at heat 7–9, no mining at 10
	FeyForageDC       ID = "fey.forage_dc"              // the Feywild day's forage DC change
)

// The Threat Clock's bands, changes and Siege Mode (rules §8.6, §8.7, §8.8).
const (
	BandPerception      ID = "band.enemy_perception" // enemies +1 Perception from Stirring
	BandAC              ID = "band.enemy_ac"         // enemies +AC from Alert
	BandReinforcements  ID = "band.reinforcements"   // a foe may join a fight from Alert
	BandInitiative      ID = "band.initiative"       // enemies roll initiative with advantage
	BandTrapsRearm      ID = "band.traps_rearm"      // traps re-arm from Hostile
	BandBossAwake       ID = "band.boss_awake"       // the boss is awake (re-forms) from Alert
	ThreatFortifiedRest ID = "threat.fortified_rest" // a fortified camp's rest is threat −5
	ThreatBossFelled    ID = "threat.boss_felled"    // a boss falling is threat −20
	ThreatHarshBurn     ID = "threat.harsh_burn"     // harsh conditions above 60 raise the burn
	ThreatNightSigns    ID = "threat.night_signs"    // signs of passage are threat +2
	SiegeRespawn        ID = "siege.respawn"         // cleared rooms may fill again
	SiegeBoss           ID = "siege.boss"            // the boss gains HP and a legendary resistance
	SiegeBurn           ID = "siege.burn"            // supplies burn double
	SiegeNoShortRest    ID = "siege.no_short_rest"   // no short rests
	SiegeOneWay         ID = "siege.one_way"         // Siege Mode does not end
)

// Supplies, TwinBee's mood, camps and nights (rules §8.5, §8.9, §8.10, §8.11).
const (
	RollPenalty         ID = "effects.roll_penalty"  // rationing, heat exhaustion or the Abyss: −N to all rolls
	RationingNoLongRest ID = "supplies.no_long_rest" // below 10% no long rest
	MoodDrift           ID = "mood.threat_drift"     // the mood's daily threat drift
	MoodLoot            ID = "mood.loot"             // the mood's loot chance multiplier
	CampRough           ID = "camp.rough"            // a rough camp: HP to at least half
	CampStandard        ID = "camp.standard"         // a standard camp: a full long rest
	CampFortified       ID = "camp.fortified"        // a fortified camp: safer nights, +1d6 HP on waking
	CampBase            ID = "camp.base"             // a base camp: the fast-travel waypoint
	NightRogueSlips     ID = "night.rogue_slips"     // a Rogue's Shadow Camp lets a minor encounter pass
	NightNoCamp         ID = "night.no_camp"         // no camp, no night roll (and no rest)
)

// What a forced end costs (rules §6.9, §8.18).
const (
	ForcedKeepsAThird ID = "extract.forced_keeps_a_third" // a forced extraction keeps a third of the leg's takings
	RunLossKeepsThird ID = "zone.lost_keeps_a_third"      // a zone run lost or fled keeps a third of its takings
)

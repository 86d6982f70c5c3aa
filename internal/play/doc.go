// Package play is the engine-level play driver: one pure call per player
// action of a zone run or an expedition, used by the bot's plugins and by
// the balance simulator alike (the simulator issue: "one rules path for
// bot and simulator").
//
// A plugin loads the character, the run and the expedition, calls a play
// function, saves what it returns and narrates the typed results; the
// simulator (internal/sim) calls the same functions on values it keeps in
// memory. Everything here is pure: no SQL, no Matrix, no clock read (the
// time of an action is passed in), and every roll comes from a dice.Stream
// keyed by the world seed and the run or expedition, so the same inputs
// always give the same results.
//
// The pieces:
//
//   - FightMods: the one source of fight modifiers an expedition puts on
//     every fight of its run (Threat Clock band, mood, surroundings, the
//     tide's kuo-toa, Siege Mode's boss), and NightFightSpec for the
//     encounters the expedition starts itself.
//   - HarvestContext: the auto-harvest pass's context on an expedition.
//   - ExpeditionStep: what one zone-run step means for its expedition
//     (tallies, threat, the Rogue's Quiet Step, Cartographer, region
//     transit, milestones and their rewards, completion, forced
//     extraction, Siege Mode respawns).
//   - NightFightOver: a night or road encounter's fight, settled.
//   - Rollover: one 06:00 rollover with its rewards and its end of the run.
//   - Pitch: a camp, with the harvest nodes that grow back.
//   - Game and Policy: a whole expedition played by the autopilot's rules,
//     for the simulator.
package play

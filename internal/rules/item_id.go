package rules

// ItemID identifies a catalogue item: its snake_case ID in the content
// data ("potion_of_healing", "longsword_t1"), a string underneath, written
// as such in JSON, YAML and the store's columns. The zero ItemID is none
// (an empty slot). It is declared here, beneath the catalogue, because a
// character's inventory and equipment hold it; the catalogue names it
// content.ItemID.
type ItemID string

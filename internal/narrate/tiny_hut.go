package narrate

// HutRestLine is what a short rest taken under the resting Mage's Tiny
// Hut in Siege Mode adds to its answer (rules §1.7, §8.8): the hut's one
// use is spent, and only a long rest raises it again; party says the
// party the Mage leads rested under it too.
func HutRestLine(party bool) string {
	who := "you"
	if party {
		who = "the party"
	}
	return "⛺ Your Tiny Hut rises around " + who + ": the one short rest Siege Mode allows you. A long rest raises it again."
}

package bot

// Section is a heading of `!help` and of the README's command reference.
// The constants are in the order help lists them; a command names one, so
// a section nobody declared cannot be written.
type Section int

// The help sections, in the order `!help` lists them. NoSection is for
// hidden commands, which help never lists.
const (
	NoSection Section = iota
	SectionBasics
	SectionCharacter
	SectionItems
	SectionCommunity
	SectionCombat
	SectionZones
	SectionExpedition
	SectionRest
	SectionDice
	SectionAdmin
	sectionEnd // not a section: one past the last
)

// sectionTitles are the headings help shows, by Section.
var sectionTitles = [sectionEnd]string{
	SectionBasics:     "Basics",
	SectionCharacter:  "Character",
	SectionItems:      "Items & Shop",
	SectionCommunity:  "Community",
	SectionCombat:     "Combat",
	SectionZones:      "Zones",
	SectionExpedition: "Expedition",
	SectionRest:       "Rest",
	SectionDice:       "Dice",
	SectionAdmin:      "Admin",
}

// String is the section's heading, e.g. "Items & Shop"; "" for NoSection
// or a value past the last section.
func (s Section) String() string {
	if s <= NoSection || s >= sectionEnd {
		return ""
	}
	return sectionTitles[s]
}

// listed reports whether s is one of the sections help lists.
func (s Section) listed() bool { return s > NoSection && s < sectionEnd }

package content

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestATableTypoIsReportedByValidate: an unknown base kind or shop item,
// the typos the Go tables can hold, builds a row Validate refuses, so
// Load reports it instead of the package failing while it initialises.
func TestATableTypoIsReportedByValidate(t *testing.T) {
	require.NoError(t, Load(), "the shipped tables are clean")

	cat := shippedCatalog()
	cat.items = append(cat.items,
		srdArmor("typo_armor", "Typo Armour", "chain_mial", GradeRare, 1),
		srdWeapon("typo_weapon", "Typo Blade", "long_sword", GradeRare, 1))
	cat.offers = append(cat.offers, itemOffer("potion_of_healin"))

	err := validateCatalog(cat)
	require.Error(t, err)
	for _, want := range []string{
		`item "typo_armor": armour details disagree with the item or have no AC`,
		`item "typo_weapon": weapon details disagree with the item or roll no damage`,
		`sells unknown item "potion_of_healin"`,
	} {
		require.ErrorContains(t, err, want)
	}
}

package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValidateName(t *testing.T) {
	cases := []struct {
		name    string
		problem NameProblem // "" means valid
		r       rune
	}{
		{"Jo", "", 0},
		{"Ada", "", 0},
		{"Mary-Jane", "", 0},
		{"O'Brien", "", 0},
		{"D’Artagnan", "", 0},
		{"Zoë", "", 0},
		{"Anne Marie", "", 0},
		{strings.Repeat("a", 24), "", 0},
		{"A", NameTooShort, 0},
		{"", NameTooShort, 0},
		{strings.Repeat("a", 25), NameTooLong, 0},
		{"Bob1", NameBadChar, '1'},
		{"Bob!", NameBadChar, '!'},
		{"Bob_X", NameBadChar, '_'},
		{"Bob\n", NameControlChar, '\n'},
		{"Bo\x00b", NameControlChar, 0},
		{"Bob\u200b", NameBadChar, '\u200b'},
		{" Bob", NameBadSpacing, 0},
		{"Bob ", NameBadSpacing, 0},
		{"Bob  Smith", NameBadSpacing, 0},
		{"-Bob", NameMustStartLtr, 0},
		{"'Bo", NameMustStartLtr, 0},
		{"\xff\xfe", NameInvalidUTF8, 0},
		{"Wr\u0435n", NameMixedScript, '\u0435'}, // a Cyrillic е among Latin letters
		{"A\u03bbex", NameMixedScript, '\u03bb'}, // a Greek λ
		{"Саша", "", 0},
		{"Σοφία", "", 0},
		{"山田はな", "", 0}, // Han with Hiragana: one writing system, Japanese
		{"김철수", "", 0},
		{"Jean-Luc O'Neil", "", 0},
	}
	for _, tc := range cases {
		err := ValidateName(tc.name)
		if tc.problem == "" {
			assert.NoError(t, err, "%q", tc.name)
			continue
		}
		var ne *NameError
		require.ErrorAs(t, err, &ne, "%q", tc.name)
		assert.Equal(t, tc.problem, ne.Problem, "%q", tc.name)
		assert.Equal(t, tc.r, ne.Rune, "%q", tc.name)
		assert.NotEmpty(t, ne.Error())
	}
}

func TestMixedScriptNamesSayWhichScriptsClash(t *testing.T) {
	var ne *NameError
	require.ErrorAs(t, ValidateName("Wr\u0435n"), &ne)
	assert.Equal(t, [2]string{"Latin", "Cyrillic"}, ne.Scripts)
	assert.Equal(t, "name mixes Latin and Cyrillic letters", ne.Error())
	require.ErrorAs(t, ValidateName("はなKim"), &ne, "Hiragana and Latin share no writing system")
	assert.Equal(t, [2]string{"Hiragana", "Latin"}, ne.Scripts)
}

func TestNormalizeName(t *testing.T) {
	assert.Equal(t, "Ada Lovelace", NormalizeName("  Ada \t Lovelace\n"))
	assert.Equal(t, "", NormalizeName("   "))
}

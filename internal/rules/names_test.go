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
		{"अर्जुन", "", 0},               // Devanagari: virama and vowel sign (Mn) on their letters
		{"தமிழ்", "", 0},                // Tamil: a spacing vowel sign (Mc) and a virama
		{"Nguye\u0302\u0303n", "", 0},   // two accents on one letter, left decomposed
		{"Ze\u0301\u0300\u0302", "", 0}, // three marks: the most one letter carries
		{"Ze\u0301\u0300\u0302\u0303", NameTooManyMarks, '\u0303'},
		{"Z\u0351\u0352\u0353\u0354algo", NameTooManyMarks, '\u0354'},
		{"\u0301\u0301", NameTooShort, 0},   // marks alone count as no letters
		{"\u0301ab", NameBadChar, '\u0301'}, // a mark with no letter under it
		{"Jo-\u0301n", NameBadChar, '\u0301'},
		{"Bo\u0301b\ufe0f", NameBadChar, '\ufe0f'}, // a variation selector is invisible
		{"Bo\u034fb", NameBadChar, '\u034f'},       // so is the grapheme joiner
		{"A\u0301", NameTooShort, 0},               // one letter with its accent
		{strings.Repeat("e\u0301", 24), "", 0},     // 24 letters, 48 runes
		{strings.Repeat("e\u0301", 25), NameTooLong, 0},
		{"蓮", NameTooShort, 0}, // 蓮: one letter, whatever its script
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
	assert.Equal(t, "Wr\u00e9n", NormalizeName("Wre\u0301n"), "composed: e and a combining acute are one é")
	assert.Equal(t, "", NormalizeName("   "))
}

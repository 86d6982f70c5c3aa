package character_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

func TestCreateAcceptsNamesWithCombiningMarksAndStoresThemComposed(t *testing.T) {
	for line, want := range map[string]string{
		"!char create अर्जुन fighter":     "अर्जुन",    // Devanagari vowel sign and virama
		"!char create தமிழ் fighter":      "தமிழ்",     // Tamil
		"!char create Wre\u0301n fighter": "Wr\u00e9n", // e + combining acute, composed
	} {
		b := plugintest.New(t)
		b.Reply(alice, line)
		if assert.True(t, b.HasCharacter(alice), line) {
			assert.Equal(t, want, b.Character(alice).Name, line)
		}
	}
}

func TestCreateRefusesZalgoAndOneLetterNames(t *testing.T) {
	for line, want := range map[string]string{
		"!char create Z\u0351\u0352\u0353\u0354algo fighter": "at most 3 accents or marks",
		"!char create \u84ee fighter":                        "at least 2 letters", // 蓮
	} {
		b := plugintest.New(t)
		assert.Contains(t, b.Reply(alice, line), want, line)
		assert.False(t, b.HasCharacter(alice), line)
	}
}

func TestCreateRefusesCapitalWholeScriptAndFullWidthLookAlikes(t *testing.T) {
	const bob = "@bob:example.org"
	for held, lookAlikes := range map[string][]string{
		"HOPE": {"\u041d\u041e\u0420\u0415", "\u0397\u039f\u03a1\u0395", "\u041d\u043e\u0440\u0435"}, // НОРЕ, ΗΟΡΕ, Норе
		"AI":   {"Al"},
		"Wren": {"\uff37\uff52\uff45\uff4e"}, // Ｗｒｅｎ
		"ABE":  {"\u13aa\u13f4\u13ac"},       // Cherokee ᎪᏴᎬ
	} {
		b := plugintest.New(t)
		b.Create(alice, held, "ranger", "elf")
		for _, same := range lookAlikes {
			answer := b.Reply(bob, "!char create "+same+" fighter")
			assert.Contains(t, answer, "**"+held+"** is already out there", same)
			assert.False(t, b.HasCharacter(bob), same)
		}
	}
}

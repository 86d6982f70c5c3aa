package config

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every GOGOBEE_* variable the code reads is documented in .env.example
// (commented out when a container or service sets it itself) and in the
// README's settings table.
func TestEveryVariableIsDocumented(t *testing.T) {
	src, err := os.ReadFile("config.go")
	require.NoError(t, err)
	vars := regexp.MustCompile(`"(GOGOBEE_[A-Z_]+)"`).FindAllStringSubmatch(string(src), -1)
	require.NotEmpty(t, vars)
	example, err := os.ReadFile("../../.env.example")
	require.NoError(t, err)
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	for _, v := range vars {
		assert.Regexp(t, "(?m)^#?"+v[1]+"=", string(example), "%s missing from .env.example", v[1])
		assert.Contains(t, string(readme), "`"+v[1]+"`", "%s missing from README", v[1])
	}
}

func TestEnvExampleLoadsCleanly(t *testing.T) {
	example, err := os.ReadFile("../../.env.example")
	require.NoError(t, err)
	values := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^(GOGOBEE_[A-Z_]+)=(.*)$`).FindAllStringSubmatch(string(example), -1) {
		values[m[1]] = m[2]
	}
	_, err = Load(func(k string) (string, bool) { v, ok := values[k]; return v, ok })
	assert.NoError(t, err, "the example file is a valid console-mode configuration")
}

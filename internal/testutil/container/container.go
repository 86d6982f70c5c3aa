// Package container reads the project's container recipe as Docker would,
// for tests that run the documented container flow as plain processes on
// a machine without a Docker engine: the Dockerfile's ENV, an env file as
// `docker run --env-file` reads it, and a volume's mount point mapped to a
// folder.
package container

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

// ImageEnv returns the variables the ENV instructions of the final stage of
// the Dockerfile at path set, as a container starts with them. Only the
// KEY=value form (several per instruction, continued lines) is read; any
// other form is an error naming it.
func ImageEnv(path string) (map[string]string, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := strings.ReplaceAll(string(src), "\\\n", " ")
	stages := regexp.MustCompile(`(?m)^FROM `).Split(text, -1)
	env := map[string]string{}
	for _, line := range strings.Split(stages[len(stages)-1], "\n") {
		rest, ok := strings.CutPrefix(line, "ENV ")
		if !ok {
			continue
		}
		for _, kv := range strings.Fields(rest) {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, fmt.Errorf("%s: ENV %q: only the KEY=value form is read", path, kv)
			}
			env[k] = v
		}
	}
	return env, nil
}

// ReadEnvFile reads text as `docker run --env-file` does: each line,
// left-trimmed, that is empty or starts with # is skipped; KEY=value sets
// KEY to value exactly as written (quotes stay; an empty value sets an
// empty string, which overrides the image's value); a bare KEY passes the
// caller's own variable, and none is set here, so it is skipped.
func ReadEnvFile(text string) map[string]string {
	env := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimLeft(line, " \t")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if k, v, ok := strings.Cut(line, "="); ok {
			env[k] = v
		}
	}
	return env
}

// Env is the sorted KEY=value environment of a process in a container
// started from an image with the variables image, with envFile's
// variables over them, and a volume mounted at mount (such as "/data")
// standing as the folder dir: a value that is mount or a path under it
// names the same place under dir.
func Env(image, envFile map[string]string, mount, dir string) []string {
	merged := map[string]string{}
	for k, v := range image {
		merged[k] = v
	}
	for k, v := range envFile {
		merged[k] = v
	}
	var out []string
	for k, v := range merged {
		if v == mount || strings.HasPrefix(v, mount+"/") {
			v = dir + strings.TrimPrefix(v, mount)
		}
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

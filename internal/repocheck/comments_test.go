package repocheck

import (
	"bufio"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// citation matches a citation of a document in the repository:
// "rules §3.2", "rules §6.1, §8.12" or "docs/rules.md §2" (a line break
// and the next line's "//" may fall inside it).
var citation = regexp.MustCompile(`(?:\brules|\bdocs/[A-Za-z0-9_./-]+\.md)\s*(?://\s*)?§\d+(?:\.\d+)?(?:,\s*(?://\s*)?§\d+(?:\.\d+)?)*`)

// sectionNumber picks the section numbers out of a citation.
var sectionNumber = regexp.MustCompile(`§(\d+(?:\.\d+)?)`)

// citedDoc picks the cited file out of a citation ("" for "rules").
var citedDoc = regexp.MustCompile(`^docs/[A-Za-z0-9_./-]+\.md`)

// heading matches a numbered heading of a docs file: "## 3. Combat" gives
// "3", "### 3.2 Attack rolls" gives "3.2".
var heading = regexp.MustCompile(`^#{2,3} (\d+(?:\.\d+)?)\.? `)

// cut is the line break inside a comment: the next line's "//".
const cut = `\s*(?://\s*)?`

// staleCitations are the ways comments cited documents that were never in
// the repository, and why each is refused.
var staleCitations = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`\bfacts(?:\s+sheet)?` + cut + `§`), "cites the content fact sheet, which is not in the repository; cite docs/rules.md (rules §N)"},
	{regexp.MustCompile(`\bfacts\s+(?://\s*)?sheet\b`), "names the content fact sheet, which is not in the repository"},
	{regexp.MustCompile(`\b(?:expedition|document)` + cut + `§`), "cites the expedition design document, which is not in the repository; cite docs/rules.md (rules §N)"},
	{regexp.MustCompile(`\bplan(?:'s)?` + cut + `§`), "cites a design plan, which is not in the repository; cite docs/rules.md (rules §N)"},
	{regexp.MustCompile(`\b(?:branching\s+zones|harvest[- ]charges|harvest|revisit)` + cut + `plan\b`), "names a design plan, which is not in the repository; cite docs/rules.md (rules §N)"},
	{regexp.MustCompile(`\bplan\s+[EGHJR]\d`), "cites a phase of a design plan, which is not in the repository"},
	{regexp.MustCompile(`\b(?:spec|content)` + cut + `README\b`), "cites a README that is not in the repository; cite docs/rules.md (rules §N)"},
	{regexp.MustCompile(`\bARCHITECTURE\b`), "cites the old architecture file; the repository's is docs/architecture.md"},
	{regexp.MustCompile(`\b(?i:issues?|tickets?|bugs?|PRs?)` + cut + `#?\d+`), "cites a tracker outside the repository; say why, or cite rules §N"},
	{regexp.MustCompile(`(?:\(|\b(?i:see|fixes|fixed|closes|closed|in|per)\s+)#\d+\b`), `cites a tracker's "#N", outside the repository; say why, or cite rules §N`},
}

// docSections returns the numbered headings of a docs file.
func docSections(path string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if m := heading.FindStringSubmatch(sc.Text()); m != nil {
			out[m[1]] = true
		}
	}
	return out, sc.Err()
}

// checker reads the docs files that citations name, once each.
type checker struct {
	root string
	docs map[string]map[string]bool // file -> its sections; nil: the file is missing
}

func newChecker(root string) *checker {
	return &checker{root: root, docs: map[string]map[string]bool{}}
}

// sections returns the numbered headings of docs file rel, nil when it is
// missing or unreadable.
func (c *checker) sections(rel string) map[string]bool {
	if s, ok := c.docs[rel]; ok {
		return s
	}
	s, err := docSections(filepath.Join(c.root, filepath.FromSlash(rel)))
	if err != nil {
		s = nil
	}
	c.docs[rel] = s
	return s
}

// problem is something wrong in a comment, at byte offset at of its text.
type problem struct {
	at  int
	why string
}

// problems checks one comment's text: every citation must name an
// existing section of an existing docs file, no section sign may stand
// outside such a citation, and no stale citation form may appear.
func (c *checker) problems(text string) []problem {
	var out []problem
	covered := make([]bool, len(text))
	for _, m := range citation.FindAllStringIndex(text, -1) {
		cite := text[m[0]:m[1]]
		for i := m[0]; i < m[1]; i++ {
			covered[i] = true
		}
		doc := "docs/rules.md"
		if d := citedDoc.FindString(cite); d != "" {
			doc = d
		}
		secs := c.sections(doc)
		if secs == nil {
			out = append(out, problem{m[0], fmt.Sprintf("cites %s, which is not in the repository", doc)})
			continue
		}
		for _, n := range sectionNumber.FindAllStringSubmatch(cite, -1) {
			if !secs[n[1]] {
				out = append(out, problem{m[0], fmt.Sprintf("cites §%s, which %s has no heading for", n[1], doc)})
			}
		}
	}
	for i := strings.Index(text, "§"); i >= 0; {
		if !covered[i] {
			out = append(out, problem{i, `has a "§" outside a citation of docs/ ("rules §N.M")`})
		}
		next := strings.Index(text[i+len("§"):], "§")
		if next < 0 {
			break
		}
		i += len("§") + next
	}
	for _, s := range staleCitations {
		for _, m := range s.re.FindAllStringIndex(text, -1) {
			out = append(out, problem{m[0], fmt.Sprintf("%q %s", text[m[0]:m[1]], s.why)})
		}
	}
	return out
}

// TestCommentsCiteOnlyTheRepository reads every comment of every Go file of
// the module and fails on a citation of a document the repository does not
// hold: the citations are to docs/rules.md (such as rules §2.3) or to a
// named file under docs/, each to a heading that exists.
func TestCommentsCiteOnlyTheRepository(t *testing.T) {
	root := repoRoot(t)
	c := newChecker(root)
	if c.sections("docs/rules.md") == nil {
		t.Fatal("docs/rules.md is missing or has no numbered headings")
	}
	fset := token.NewFileSet()
	for _, rel := range goFiles(t, root, true) {
		f, err := parser.ParseFile(fset, filepath.Join(root, filepath.FromSlash(rel)), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		for _, g := range f.Comments {
			lines := make([]string, len(g.List))
			for i, cm := range g.List {
				lines[i] = cm.Text
			}
			text := strings.Join(lines, "\n")
			start := fset.Position(g.Pos()).Line
			for _, p := range c.problems(text) {
				t.Errorf("%s:%d: comment %s", rel, start+strings.Count(text[:p.at], "\n"), p.why)
			}
		}
	}
}

// TestDataCommentsCiteOnlyTheRepository holds the "#" comments of the
// content and rules authored as YAML (internal/content/data,
// internal/rules/data) to the same rule.
func TestDataCommentsCiteOnlyTheRepository(t *testing.T) {
	root := repoRoot(t)
	c := newChecker(root)
	files, err := filepath.Glob(filepath.Join(root, "internal", "content", "data", "*", "*.yaml"))
	require.NoError(t, err)
	for _, pattern := range [][]string{{"internal", "content", "data", "*.yaml"}, {"internal", "rules", "data", "*.yaml"}} {
		more, err := filepath.Glob(filepath.Join(append([]string{root}, pattern...)...))
		require.NoError(t, err)
		files = append(files, more...)
	}
	require.NotEmpty(t, files, "the content data files")
	for _, path := range files {
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		rel, _ := filepath.Rel(root, path)
		for n, line := range strings.Split(string(b), "\n") {
			i := strings.Index(line, "#")
			if i < 0 {
				continue
			}
			for _, p := range c.problems(line[i:]) {
				t.Errorf("%s:%d: comment %s", filepath.ToSlash(rel), n+1, p.why)
			}
		}
	}
}

// TestCitationCheckCatchesStaleCitations holds the checker to its word on
// comments written for the purpose.
func TestCitationCheckCatchesStaleCitations(t *testing.T) {
	c := newChecker(repoRoot(t))
	for _, tc := range []struct {
		text string
		bad  int
	}{
		{"// Attack rolls (rules §2.3).", 0},
		{"// Camps (rules §8.10, §8.11; docs/rules.md §3).", 0},
		{"// split over a line (rules\n// §6.1, §6.7).", 0},
		{"// Attack rolls (facts §2.2).", 2},
		{"// Tide (expedition §7.1).", 2},
		{"// a §3.5 region boss", 1},
		{"// no such section (rules §99.9).", 1},
		{"// no such file (docs/nowhere.md §1).", 1},
		{"// revisit plan R2", 2},
		{"// (branching zones plan §4 G8)", 3},
		{"// (issue 4 item 9)", 1},
		{"// Issue 15: the odds", 1},
		{"// were not run (issue\n// 12 item 2)", 1},
		{"// tuned to fit Tier 1 (issues 11, 29)", 1},
		{"// as reported (#12)", 1},
		{"// see #7 for the race", 1},
		{"// Unicode's UTS #39, section 5.1", 0},
		{`// a row without an ID ("monster #3: empty ID")`, 0},
		{"// spec README decision 4", 1},
		{`// (ARCHITECTURE "Randomness")`, 1},
		{"// the facts sheet is silent", 1},
	} {
		if got := c.problems(tc.text); len(got) != tc.bad {
			t.Errorf("%q: %d problems %v, want %d", tc.text, len(got), got, tc.bad)
		}
	}
}

// TestRulesHeadingsAreNumberedInOrder keeps docs/rules.md's section
// numbers, which comments cite, well formed: "## N. Title" sections
// counting up from 1, each with "### N.M Title" subsections counting up
// from N.1.
func TestRulesHeadingsAreNumberedInOrder(t *testing.T) {
	path := filepath.Join(repoRoot(t), "docs", "rules.md")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	section := regexp.MustCompile(`^## (\d+)\. \S`)
	sub := regexp.MustCompile(`^### (\d+)\.(\d+) \S`)
	major, minor := 0, 0
	for i, line := range strings.Split(string(data), "\n") {
		switch {
		case section.MatchString(line):
			var n int
			fmt.Sscan(section.FindStringSubmatch(line)[1], &n)
			if n != major+1 {
				t.Errorf("rules.md:%d: section %d follows section %d", i+1, n, major)
			}
			major, minor = n, 0
		case sub.MatchString(line):
			m := sub.FindStringSubmatch(line)
			var a, b int
			fmt.Sscan(m[1], &a)
			fmt.Sscan(m[2], &b)
			if a != major || b != minor+1 {
				t.Errorf("rules.md:%d: subsection %d.%d follows %d.%d", i+1, a, b, major, minor)
			}
			minor = b
		case strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### "):
			t.Errorf("rules.md:%d: heading without its number: %q", i+1, line)
		}
	}
	if major == 0 {
		t.Error("rules.md has no numbered sections")
	}
}

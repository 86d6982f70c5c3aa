package rules

import (
	_ "embed"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/gogobee/gogobee/internal/strictyaml"
)

// featuresData is the feature table (data/features.yaml).
//
//go:embed data/features.yaml
var featuresData []byte

// Check reports what went wrong reading the rules' data files (the
// feature table): each problem names the file and the record. Programs
// call it through content.Check before anything else runs.
func Check() error { return featuresErr }

// actionKinds and recharges are the values a feature record may use.
var (
	actionKinds = []ActionKind{Passive, ActionCost, BonusAction, Reaction, FreeAction}
	recharges   = []Recharge{NoRecharge, RechargeShortRest, RechargeLongRest}
)

// loadFeatures decodes the feature table strictly and checks each record:
// an ID given once, a name, a known action, uses with a recharge (and a
// recharge only with uses), and scaling levels 1–MaxLevel in rising order
// with dice. A record with a problem is left out.
func loadFeatures(data []byte) (map[FeatureID]FeatureDef, error) {
	var doc struct {
		Features []FeatureDef `yaml:"features"`
	}
	if err := strictyaml.Decode(data, &doc); err != nil {
		return nil, fmt.Errorf("rules: data/features.yaml: %w", err)
	}
	out := make(map[FeatureID]FeatureDef, len(doc.Features))
	var errs []error
	for i, f := range doc.Features {
		problems := featureProblems(f)
		if _, dup := out[f.ID]; dup {
			problems = append(problems, "listed twice")
		}
		for _, p := range problems {
			errs = append(errs, fmt.Errorf("rules: data/features.yaml: features[%d] (%q): %s", i, f.ID, p))
		}
		if len(problems) == 0 {
			out[f.ID] = f
		}
	}
	return out, errors.Join(errs...)
}

// featureProblems lists what is wrong with one feature record.
func featureProblems(f FeatureDef) []string {
	var out []string
	if f.ID == "" || f.Name == "" {
		out = append(out, "missing id or name")
	}
	if !slices.Contains(actionKinds, f.Action) {
		out = append(out, fmt.Sprintf("unknown action %q", f.Action))
	}
	if !slices.Contains(recharges, f.Recharge) || f.Uses < 0 || (f.Uses > 0) != (f.Recharge != NoRecharge) {
		out = append(out, fmt.Sprintf("uses %d with recharge %q: a limited feature needs both", f.Uses, f.Recharge))
	}
	for j, s := range f.Scaling {
		if s.Level < 1 || s.Level > MaxLevel || (j > 0 && s.Level <= f.Scaling[j-1].Level) || s.Dice.IsZero() {
			out = append(out, fmt.Sprintf("scaling[%d]: levels rise from 1 to %d, each with dice", j, MaxLevel))
		}
	}
	return out
}

// dicePattern is "NdS", "NdS+B" or "NdS-B".
var dicePattern = regexp.MustCompile(`^(\d+)d(\d+)([+-]\d+)?$`)

// UnmarshalYAML reads dice as String writes them ("2d6", "1d8+2").
func (d *Dice) UnmarshalYAML(node *yaml.Node) error {
	var text string
	if err := node.Decode(&text); err != nil {
		return err
	}
	m := dicePattern.FindStringSubmatch(text)
	if m == nil {
		return fmt.Errorf("line %d: %q is not dice such as 2d6 or 1d8+2", node.Line, text)
	}
	if m[3] == "" {
		m[3] = "0"
	}
	var n [3]int
	for i := range n {
		v, err := strconv.Atoi(m[i+1])
		if err != nil {
			return fmt.Errorf("line %d: dice %q: %w", node.Line, text, err)
		}
		n[i] = v
	}
	*d = Dice{Count: n[0], Sides: n[1], Bonus: n[2]}
	return nil
}

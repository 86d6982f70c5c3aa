package content

import (
	"fmt"
	"io/fs"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// zonesFile holds the ten zones of rules §6.1, tier 1 first.
const zonesFile = "data/zones.yaml"

// zonesDoc is data/zones.yaml. The records decode straight into Zone (by
// its yaml tags), coin dice from their text (CoinDice.UnmarshalYAML) and
// mechanics by name (MechanicSet.UnmarshalYAML).
type zonesDoc struct {
	Zones []Zone `yaml:"zones"`
}

// loadZones reads and decodes the zone file; the checks against the rest
// of the catalogue are Validate's.
func loadZones(fsys fs.FS) ([]Zone, error) {
	data, err := readData(fsys, zonesFile)
	if err != nil {
		return nil, err
	}
	return parseZones(zonesFile, data)
}

// parseZones decodes the zone file; an error names the file and the line.
func parseZones(file string, data []byte) ([]Zone, error) {
	doc, err := decodeFile[zonesDoc](file, data)
	if err != nil {
		return nil, err
	}
	if len(doc.Zones) == 0 {
		return nil, fmt.Errorf("content: %s: no zones", file)
	}
	return doc.Zones, nil
}

// UnmarshalYAML reads coin dice as String writes them ("2d10x5"), or a
// plain number n, which is always n (1d1xn).
func (c *CoinDice) UnmarshalYAML(node *yaml.Node) error {
	var text string
	if err := node.Decode(&text); err != nil {
		return err
	}
	d, err := parseCoinDice(text)
	if err != nil {
		return fmt.Errorf("line %d: %w", node.Line, err)
	}
	*c = d
	return nil
}

// coinDicePattern is "NdSxM".
var coinDicePattern = regexp.MustCompile(`^(\d+)d(\d+)x(\d+)$`)

// parseCoinDice reads "NdSxM" or a plain number; every number is positive.
func parseCoinDice(s string) (CoinDice, error) {
	if n, err := strconv.Atoi(s); err == nil && n > 0 {
		return fixed(n), nil
	}
	m := coinDicePattern.FindStringSubmatch(s)
	if m == nil {
		return CoinDice{}, fmt.Errorf("%q is neither coin dice (2d10x5) nor a positive number", s)
	}
	var v [3]int
	for i := range v {
		n, err := strconv.Atoi(m[i+1])
		if err != nil || n <= 0 {
			return CoinDice{}, fmt.Errorf("coin dice %q: each number must be positive", s)
		}
		v[i] = n
	}
	return cd(v[0], v[1], v[2]), nil
}

// UnmarshalYAML reads a list of mechanic names ([tide]); an unknown name is
// an error.
func (s *MechanicSet) UnmarshalYAML(node *yaml.Node) error {
	var ms []ZoneMechanic
	if err := node.Decode(&ms); err != nil {
		return err
	}
	*s = Mechanics(ms...)
	return nil
}

package content

import (
	"fmt"
	"io/fs"
)

// resourcesFile holds the harvest resource registry (rules §7.1).
const resourcesFile = "data/resources.yaml"

// resourcesDoc is data/resources.yaml: the registry zone by zone, tier 1
// first, each record a Resource.
type resourcesDoc struct {
	Zones []struct {
		Zone      ZoneID     `yaml:"zone"`
		Resources []Resource `yaml:"resources"`
	} `yaml:"zones"`
}

// loadResources reads and decodes the registry. A record's zone is its
// group's, its type material unless it says otherwise, and its charges
// those of the calibration table for its zone's tier and its rarity
// (HarvestChargesFor, rules §7.2). The checks against the rest of the
// catalogue are ValidateResources'.
func loadResources(fsys fs.FS) ([]Resource, error) {
	data, err := readData(fsys, resourcesFile)
	if err != nil {
		return nil, err
	}
	doc, err := decodeFile[resourcesDoc](resourcesFile, data)
	if err != nil {
		return nil, err
	}
	var out []Resource
	for _, z := range doc.Zones {
		for _, r := range z.Resources {
			r.Zone = z.Zone
			if r.Type == "" {
				r.Type = ResourceMaterial
			}
			r.Charges = HarvestChargesFor(r.Rarity, zoneTier(r.Zone))
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("content: %s: no resources", resourcesFile)
	}
	return out, nil
}

package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// SyncZoneGraphs rewrites the zone_node and zone_edge tables from graphs
// (the authored graphs, filled at every start so operators
// can query them) in one transaction: every row is deleted and the graphs'
// rooms and ways inserted again, nodes in declaration order and edges in
// prompt order. Running it twice leaves the same rows.
func (s *Store) SyncZoneGraphs(ctx context.Context, graphs []zonegraph.Graph) error {
	return s.Tx(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Exec(ctx, "DELETE FROM zone_edge"); err != nil {
			return err
		}
		if _, err := s.DB.Exec(ctx, "DELETE FROM zone_node"); err != nil {
			return err
		}
		if _, err := s.DB.Exec(ctx, "DELETE FROM sqlite_sequence WHERE name = 'zone_edge'"); err != nil {
			return err
		}
		for _, g := range graphs {
			if err := s.insertGraph(ctx, g); err != nil {
				return fmt.Errorf("zone graph %s: %w", g.ZoneID, err)
			}
		}
		return nil
	})
}

func (s *Store) insertGraph(ctx context.Context, g zonegraph.Graph) error {
	for _, id := range g.NodeOrder {
		n := g.Nodes[id]
		content, err := json.Marshal(n.Content)
		if err != nil {
			return err
		}
		if _, err := s.DB.Exec(ctx, `
			INSERT INTO zone_node (node_id, zone_id, region_id, kind, label, is_entry, is_boss, pos_x, pos_y, content_json)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
			n.ID, g.ZoneID, n.Region, string(n.Kind), n.Label, n.IsEntry, n.IsBoss, n.PosX, n.PosY, string(content)); err != nil {
			return err
		}
	}
	for _, e := range g.AllEdges() {
		if _, err := s.DB.Exec(ctx, `
			INSERT INTO zone_edge (zone_id, from_node, to_node, lock_kind, lock_data_json, hint, weight)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			g.ZoneID, e.From, e.To, string(e.Lock.Kind), e.Lock.DataJSON(), e.Hint, e.Weight); err != nil {
			return err
		}
	}
	return nil
}

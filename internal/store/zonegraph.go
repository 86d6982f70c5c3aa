package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// KeyZoneGraphs holds the SHA-256 (hex) of the zone_node and zone_edge rows
// ZoneGraphQuery.Sync last wrote, so a start with unchanged content writes
// nothing.
const KeyZoneGraphs = "content.zone_graphs"

// GraphRows are the zone_node and zone_edge rows of a set of graphs (each
// row its column values in insert order) with their fingerprint, the
// SHA-256 of the rows as JSON in hex; ZoneGraphRows builds them.
type GraphRows struct {
	nodes, edges [][]any
	fingerprint  string
}

// ZoneGraphQuery writes the authored zone graphs into zone_node and
// zone_edge (Store.ZoneGraph).
type ZoneGraphQuery struct {
	db *dbutil.Database
	kv *KVQuery
}

const (
	clearZoneEdgesQuery   = "DELETE FROM zone_edge"
	clearZoneNodesQuery   = "DELETE FROM zone_node"
	resetZoneEdgeSeqQuery = "DELETE FROM sqlite_sequence WHERE name = 'zone_edge'"
	// Postgres: its own sequence table (migration v1).
	resetZoneEdgeSeqPostgresQuery = "DELETE FROM gogobee_sequence WHERE name = 'zone_edge'"
	insertZoneNodeQuery           = `
		INSERT INTO zone_node (node_id, zone_id, region_id, kind, label, is_entry, is_boss, pos_x, pos_y, content_json)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`
	insertZoneEdgeQuery = `
		INSERT INTO zone_edge (zone_id, from_node, to_node, lock_kind, lock_data_json, hint, weight)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`
)

// Sync rewrites the zone_node and zone_edge tables with rows
// (the authored graphs' rows, kept in the database so operators can query them)
// in one transaction: every row is deleted and the graphs' rooms and ways
// inserted again, nodes in declaration order and edges in prompt order.
// When the rows are those the last sync wrote (their fingerprint under
// KeyZoneGraphs) nothing is written. Running it twice leaves the same rows.
func (q *ZoneGraphQuery) Sync(ctx context.Context, rows GraphRows) error {
	fingerprint := rows.fingerprint
	return runTx(ctx, q.db, func(ctx context.Context) error {
		if last, ok, err := q.kv.Get(ctx, KeyZoneGraphs); err != nil || (ok && last == fingerprint) {
			return err
		}
		for _, stmt := range []string{clearZoneEdgesQuery, clearZoneNodesQuery,
			dialectQuery(q.db, resetZoneEdgeSeqQuery, resetZoneEdgeSeqPostgresQuery)} {
			if _, err := q.db.Exec(ctx, stmt); err != nil {
				return err
			}
		}
		for _, n := range rows.nodes {
			if _, err := q.db.Exec(ctx, insertZoneNodeQuery, n...); err != nil {
				return fmt.Errorf("zone node %v: %w", n[0], err)
			}
		}
		for _, e := range rows.edges {
			if _, err := q.db.Exec(ctx, insertZoneEdgeQuery, e...); err != nil {
				return fmt.Errorf("zone edge %v -> %v: %w", e[1], e[2], err)
			}
		}
		return q.kv.Set(ctx, KeyZoneGraphs, fingerprint)
	})
}

// ZoneGraphRows lays graphs out as the rows ZoneGraphQuery.Sync writes, with
// their fingerprint. Errors: a node's content that does not encode.
func ZoneGraphRows(graphs []zonegraph.Graph) (GraphRows, error) {
	var rows GraphRows
	for _, g := range graphs {
		for _, id := range g.NodeOrder {
			n := g.Nodes[id]
			content, err := json.Marshal(n.Content)
			if err != nil {
				return GraphRows{}, fmt.Errorf("zone graph %s: %w", g.ZoneID, err)
			}
			rows.nodes = append(rows.nodes, []any{n.ID, g.ZoneID, n.Region, string(n.Kind), n.Label,
				flag(n.IsEntry), flag(n.IsBoss), n.PosX, n.PosY, string(content)})
		}
		for _, e := range g.AllEdges() {
			rows.edges = append(rows.edges, []any{g.ZoneID, e.From, e.To, string(e.Lock.Kind), e.Lock.DataJSON(), e.Hint, e.Weight})
		}
	}
	blob, err := json.Marshal([][][]any{rows.nodes, rows.edges})
	if err != nil {
		return GraphRows{}, err
	}
	sum := sha256.Sum256(blob)
	rows.fingerprint = hex.EncodeToString(sum[:])
	return rows, nil
}

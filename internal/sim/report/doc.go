// Package report summarises expedition-simulator runs (record.Run) for
// balancing: clear rates per class × level × zone cell with 95% Wilson
// score intervals, per-tier and per-zone clear rates at each zone's
// intended levels against the design targets, a markdown report, a
// markdown diff of two summaries and PNG heatmaps.
//
// Units: fields and parameters ending in Pct are percentages (0–100);
// differences ending in PP are percentage points; Wilson works in
// fractions (0–1). Everything is deterministic: the same runs, in any
// order, give byte-identical markdown and PNGs.
package report

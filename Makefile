# GogoBee Expeditions. Everything builds without cgo and with mautrix's
# pure-Go Olm (-tags goolm).
SHELL  := /bin/bash
GO     ?= go
TAGS   := goolm
VERSION := $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.Version=$(VERSION)
export CGO_ENABLED := 0

.PHONY: run test check unit e2e bench build fmt homeserver sim-baseline

## run: play locally (console) when GOGOBEE_HOMESERVER is unset, else run the Matrix bot
run:
	$(GO) run -tags $(TAGS) -ldflags '$(LDFLAGS)' ./cmd/gogobee run

## test: formatting, vet, unit and whole-bot tests, then the Dendrite end-to-end suite
test: check unit e2e

check:
	@unformatted=$$(gofmt -l cmd internal migrations flavor e2e 2>/dev/null); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet -tags '$(TAGS) e2e' ./...

unit:
	$(GO) test -tags $(TAGS) -count=1 -timeout 20m ./...

## e2e: builds Dendrite v0.13.8 once (into .cache/), then runs the tests that talk to it
e2e:
	scripts/dev-homeserver.sh install
	$(GO) test -tags '$(TAGS) e2e' -count=1 -timeout 20m ./e2e/... ./internal/testutil/...

## bench: the speed targets, as Go benchmarks
bench:
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchmem ./...

## sim-baseline: the J0 balance baseline (5 classes x levels 1,3,5,8,12,16 x 10 zones, legal cells,
## 30 runs each, seed 1) into sim_results/: the JSONL, its summary and the clear-rate heatmaps.
## Rerunning reproduces them byte for byte.
sim-baseline:
	$(GO) run ./cmd/expedition-sim -classes all -levels 1,3,5,8,12,16 -zones all -runs 30 -seed 1 \
	  -out sim_results/baseline_j0.jsonl
	$(GO) run ./cmd/expedition-sim summarize -png sim_results/baseline_j0 sim_results/baseline_j0.jsonl \
	  > sim_results/baseline_j0.md

build:
	$(GO) build -tags $(TAGS) -ldflags '$(LDFLAGS)' -o bin/gogobee ./cmd/gogobee

fmt:
	gofmt -w cmd internal migrations flavor e2e

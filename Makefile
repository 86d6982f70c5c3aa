# GogoBee Expeditions. Everything builds without cgo and with mautrix's
# pure-Go Olm (-tags goolm).
SHELL  := /bin/bash
GO     ?= go
TAGS   := goolm
VERSION := $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.Version=$(VERSION)
export CGO_ENABLED := 0

.PHONY: run test check unit unit-postgres e2e bench build fmt homeserver sim-baseline sim-matrix sim-policies sim-parties sim-careers sim-gear

## run: play locally (console) when GOGOBEE_HOMESERVER is unset, else run the Matrix bot
run:
	$(GO) run -tags $(TAGS) -ldflags '$(LDFLAGS)' ./cmd/gogobee run

## test: formatting, vet, unit and whole-bot tests at full size, the store, router and whole-bot tests
## again on a throwaway PostgreSQL, then the Dendrite end-to-end suite
test: check
	GOGOBEE_FULL_TESTS=1 $(MAKE) unit
	$(MAKE) unit-postgres
	$(MAKE) e2e

## check: go.mod tidy, gofmt, go vet, staticcheck (the pinned tool in go.mod) and the repository
## checks of internal/repocheck (citations, layers, ignored errors, tests that assert), all clean
check:
	$(GO) mod tidy -diff
	@unformatted=$$(gofmt -l cmd internal migrations flavor e2e 2>/dev/null); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet -tags '$(TAGS) e2e' ./...
	$(GO) tool staticcheck -tags '$(TAGS) e2e' ./...
	$(GO) test -tags $(TAGS) -count=1 ./internal/repocheck

unit:
	$(GO) test -tags $(TAGS) -count=1 -timeout 20m ./...

# The packages whose tests open their databases through testdb.Path (and the
# Postgres-only tests, which skip without a server): the store, the router,
# the outbox, the scheduler, the metrics, the plugins and the whole bot.
PG_PACKAGES := ./internal/store/... ./internal/bot/... ./internal/outbox/... ./internal/scheduler/... \
  ./internal/metrics/... ./internal/plugins/... ./internal/app/... ./cmd/gogobee/...

## unit-postgres: starts a throwaway PostgreSQL (scripts/dev-postgres.sh installs it from the distribution's
## packages if missing and runs it as an unprivileged user in a temporary folder), runs PG_PACKAGES' tests on
## it (GOGOBEE_TEST_POSTGRES: a fresh database per test), and stops it
unit-postgres:
	scripts/dev-postgres.sh install
	@state=.cache/postgres-test; dsn=$$(scripts/dev-postgres.sh start $$state) || exit 1; \
	  trap "scripts/dev-postgres.sh stop $$state" EXIT; \
	  echo "GOGOBEE_TEST_POSTGRES=$$(sed 's/:[^:@]*@/:xxxxx@/' <<<"$$dsn") $(GO) test ... $(PG_PACKAGES)"; \
	  GOGOBEE_TEST_POSTGRES="$$dsn" $(GO) test -tags $(TAGS) -count=1 -timeout 20m $(PG_PACKAGES)

## e2e: builds Dendrite v0.13.8 and installs the matrix-js-sdk player once (into .cache/),
## then runs the tests that talk to it
e2e:
	scripts/dev-homeserver.sh install
	scripts/js-player.sh install
	$(GO) test -tags '$(TAGS) e2e' -count=1 -timeout 20m ./e2e/... ./internal/testutil/...

## bench: the speed targets, as Go benchmarks
bench:
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchmem ./...

# The J0 baseline is the simulator and the rules as they stood at J0_COMMIT,
# before any balance tuning: the anchor every later change is measured
# against. Its runs are played by that commit (a git worktree under .cache/),
# so they reproduce byte for byte from any later checkout with history; the
# summary and heatmaps are drawn by the current report code.
J0_COMMIT := 7521c19
# The levels are every zone's intended levels: the lowest, middle and highest
# of its band (internal/sim/report.IntendedLevels).
SIM_MATRIX := -classes all -levels 1,2,3,4,5,6,8,10,12,15,16,17,20 -zones all -runs 30 -seed 1

## sim-baseline: the J0 balance baseline (5 classes x every zone's intended levels x 10 zones, legal cells,
## 30 runs each, seed 1) into sim_results/baseline_j0*, rebuilt from J0_COMMIT, byte for byte.
sim-baseline:
	rm -rf .cache/j0 && git worktree prune && git worktree add --detach .cache/j0 $(J0_COMMIT)
	cd .cache/j0 && $(GO) run ./cmd/expedition-sim $(SIM_MATRIX) -quiet -out $(CURDIR)/sim_results/baseline_j0.jsonl
	git worktree remove --force .cache/j0
	rm -rf sim_results/baseline_j0
	$(GO) run ./cmd/expedition-sim summarize -png sim_results/baseline_j0 sim_results/baseline_j0.jsonl > sim_results/baseline_j0.md

## sim-matrix: the same matrix on the current rules into sim_results/j4_matrix*, and its diff
## against J0 into sim_results/j4_diff.md (the J4 validation matrix of the balance work).
sim-matrix:
	$(GO) run ./cmd/expedition-sim $(SIM_MATRIX) -quiet -out sim_results/j4_matrix.jsonl
	rm -rf sim_results/j4_matrix
	$(GO) run ./cmd/expedition-sim summarize -png sim_results/j4_matrix sim_results/j4_matrix.jsonl > sim_results/j4_matrix.md
	$(GO) run ./cmd/expedition-sim summarize -diff sim_results/baseline_j0.jsonl sim_results/j4_matrix.jsonl > sim_results/j4_diff.md

# The matrix of both player policies (rules §10.4) on three seeds, pooled
# per cell by summarize: the gates of the risk-and-reward work. The runs
# (about 30 MB a policy) stay under .cache/sim and reproduce byte for byte;
# the summaries are committed.
SIM_POOLED := -classes all -levels 1,2,3,4,5,6,8,10,12,15,16,17,20 -zones all -runs 30 -seeds 1,2,3

## sim-policies: the careful and the casual player on seeds 1,2,3 into .cache/sim/*.jsonl, summaries in
## sim_results/policy_careful.md and sim_results/policy_casual.md.
sim-policies:
	$(call sim_both_policies,$(SIM_POOLED),,policy_)

# sim_both_policies plays the matrix of flags $(1) for the careful and the
# casual player into .cache/sim/$(2)<policy>.jsonl and summarizes each into
# sim_results/$(3)<policy>.md.
define sim_both_policies
	mkdir -p .cache/sim
	for p in careful casual; do \
	  $(GO) run ./cmd/expedition-sim $(1) -policy $$p -quiet -out .cache/sim/$(2)$$p.jsonl && \
	  $(GO) run ./cmd/expedition-sim summarize .cache/sim/$(2)$$p.jsonl > sim_results/$(3)$$p.md || exit 1; \
	done
endef

# The party matrix (rules §8.22, §11.3): every pair of the five classes and
# two trios at each zone's intended levels, both players, seeds 1,2,3, held
# to the same classes alone on the same seeds.
SIM_PARTY_ROSTERS := fighter+rogue,fighter+mage,fighter+cleric,fighter+ranger,rogue+mage,rogue+cleric,rogue+ranger,mage+cleric,mage+ranger,cleric+ranger,fighter+cleric+mage,rogue+mage+ranger
SIM_PARTIES := -party $(SIM_PARTY_ROSTERS) -levels intended -zones all -runs 10 -seeds 1,2,3
SIM_PARTY_SOLO := -classes fighter,rogue,mage,cleric,ranger -levels intended -zones all -runs 10 -seeds 1,2,3

## sim-parties: the party matrix and its classes alone, both players, into .cache/sim/party_*.jsonl, the party
## reports (with the party gates) in sim_results/party_careful.md and sim_results/party_casual.md.
sim-parties:
	mkdir -p .cache/sim
	for p in careful casual; do \
	  $(GO) run ./cmd/expedition-sim $(SIM_PARTIES) -policy $$p -quiet -out .cache/sim/party_$$p.jsonl && \
	  $(GO) run ./cmd/expedition-sim $(SIM_PARTY_SOLO) -policy $$p -quiet -out .cache/sim/party_solo_$$p.jsonl && \
	  $(GO) run ./cmd/expedition-sim summarize .cache/sim/party_$$p.jsonl .cache/sim/party_solo_$$p.jsonl > sim_results/party_$$p.md || exit 1; \
	done

# The subclass sweep (rules §1.11, §11.3): every class vanilla and as each
# subclass, at each zone's intended levels, both players, seeds 1,2,3.
SIM_SUBCLASSES := -classes all -subclasses none,all -levels intended -zones all -runs 30 -seeds 1,2,3

## sim-subclasses: the subclass sweep into .cache/sim/subclasses_*.jsonl, summaries (with the subclass gates)
## in sim_results/subclasses_careful.md and sim_results/subclasses_casual.md.
sim-subclasses:
	$(call sim_both_policies,$(SIM_SUBCLASSES),subclasses_,subclasses_)

# The careers of the career summary and of the matrix character's gear
# table (rules §11.1, §11.5).
SIM_CAREERS := -classes all -runs 100 -seeds 1,2,3 -max-level 20 -policy casual

## sim-careers: 100 careers a class from level 1 on each of seeds 1,2,3 (the casual player) into sim_results/careers.jsonl
## and its summary sim_results/careers.md.
sim-careers:
	$(GO) run ./cmd/expedition-sim career $(SIM_CAREERS) -out sim_results/careers.jsonl
	$(GO) run ./cmd/expedition-sim summarize sim_results/careers.jsonl > sim_results/careers.md

## sim-gear: the same careers into .cache/sim/gear_careers.jsonl, and from them the gear table the matrix's
## character wears (internal/sim/geartable.json, rules §11.1); commit the table.
sim-gear:
	mkdir -p .cache/sim
	$(GO) run ./cmd/expedition-sim career $(SIM_CAREERS) -out .cache/sim/gear_careers.jsonl
	$(GO) run ./cmd/expedition-sim gear-table -source 'expedition-sim career $(SIM_CAREERS)' \
	  -out internal/sim/geartable.json .cache/sim/gear_careers.jsonl

build:
	$(GO) build -tags $(TAGS) -ldflags '$(LDFLAGS)' -o bin/gogobee ./cmd/gogobee

fmt:
	gofmt -w cmd internal migrations flavor e2e

#!/usr/bin/env bash
# dev-homeserver.sh: build and run a local, loopback-only Dendrite Matrix homeserver
# for development and the end-to-end tests (ARCHITECTURE.md "Real Matrix").
#
# Usage:
#   scripts/dev-homeserver.sh install
#   scripts/dev-homeserver.sh start [DIR]
#   scripts/dev-homeserver.sh create-account USER PASSWORD [--admin] [DIR]
#   scripts/dev-homeserver.sh status [DIR]
#   scripts/dev-homeserver.sh stop [DIR]
#
# DIR holds the keys, config, SQLite databases, log, pid and url files of one server
# (default: .cache/dendrite/run). Environment:
#   DENDRITE_PORT           client API port on 127.0.0.1. Unset: 8448, or a free port if 8448
#                           is taken. 0: always a free port. N: exactly N (fails if taken).
#   DENDRITE_START_TIMEOUT  seconds to wait for /_matrix/client/versions (default 60)
#   DENDRITE_LOG_LEVEL      trace|debug|info|warn|error (default info)
#   DENDRITE_SHARED_SECRET  registration shared secret (default: random, kept in DIR/shared_secret)
#   DENDRITE_CGO            1 builds with cgo (mattn/go-sqlite3); default 0 (pure-Go modernc sqlite)
#   DENDRITE_CACHE_DIR      where binaries and the default DIR live (default .cache/dendrite)
set -euo pipefail

readonly DENDRITE_VERSION="v0.13.8"
readonly DENDRITE_MODULE="github.com/matrix-org/dendrite"
readonly COMMANDS=(dendrite generate-keys generate-config create-account)
readonly SERVER_NAME="localhost"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE_DIR="${DENDRITE_CACHE_DIR:-$ROOT/.cache/dendrite}"
BIN_DIR="$CACHE_DIR/bin"
DEFAULT_DIR="$CACHE_DIR/run"
CGO="${DENDRITE_CGO:-0}"

SCRIPT_NAME=dev-homeserver
# shellcheck source=lib/common.sh
source "$ROOT/scripts/lib/common.sh"

# abs_dir DIR: prints DIR's absolute path (DIR need not exist).
abs_dir() {
	realpath -m -- "$1"
}

installed() {
	local cmd
	for cmd in "${COMMANDS[@]}"; do
		[[ -x "$BIN_DIR/$cmd" ]] || return 1
	done
	[[ -f "$BIN_DIR/.stamp" && "$(cat "$BIN_DIR/.stamp")" == "$DENDRITE_VERSION cgo=$CGO" ]]
}

cmd_install() {
	if installed; then
		log "Dendrite $DENDRITE_VERSION already built in $BIN_DIR"
		return 0
	fi
	mkdir -p "$BIN_DIR"
	# Serialise concurrent installs (e.g. several e2e test packages starting at once). The
	# lock lives in a subshell so that its descriptor never leaks into a started Dendrite.
	(
		if command -v flock >/dev/null 2>&1; then
			flock 9
			if installed; then
				log "Dendrite $DENDRITE_VERSION already built in $BIN_DIR"
				exit 0
			fi
		fi
		build
	) 9>"$CACHE_DIR/install.lock"
}

build() {
	local pkgs=() cmd started=$SECONDS
	for cmd in "${COMMANDS[@]}"; do
		pkgs+=("$DENDRITE_MODULE/cmd/$cmd@$DENDRITE_VERSION")
	done
	log "building Dendrite $DENDRITE_VERSION (CGO_ENABLED=$CGO) into $BIN_DIR; this takes a few minutes the first time"
	rm -f "$BIN_DIR/.stamp"
	# `go install pkg@version` builds outside our module, so our go.mod is not consulted.
	GOWORK=off GOBIN="$BIN_DIR" CGO_ENABLED="$CGO" go install "${pkgs[@]}"
	echo "$DENDRITE_VERSION cgo=$CGO" >"$BIN_DIR/.stamp"
	log "built Dendrite $DENDRITE_VERSION in $((SECONDS - started))s"
}

# choose_port: prints the port to use, following DENDRITE_PORT (see the header).
choose_port() {
	local want="${DENDRITE_PORT:-}"
	if [[ -z "$want" ]]; then
		if port_in_use 8448; then
			random_free_port
		else
			echo 8448
		fi
	elif [[ "$want" == 0 ]]; then
		random_free_port
	elif [[ "$want" =~ ^[0-9]+$ ]]; then
		port_in_use "$want" && die "DENDRITE_PORT=$want is already in use"
		echo "$want"
	else
		die "DENDRITE_PORT must be a number, got '$want'"
	fi
}

# set_line FILE OLD NEW COUNT: replaces every line exactly equal to OLD with NEW and fails
# unless exactly COUNT lines matched, so a changed config template cannot slip through.
set_line() {
	local file=$1 old=$2 new=$3 count=$4 got
	got=$(grep -cxF -- "$old" "$file" || true)
	[[ "$got" == "$count" ]] || die "config template: expected $count line(s) '$old', found $got"
	awk -v old="$old" -v new="$new" '$0 == old { print new; next } { print }' "$file" >"$file.tmp"
	mv "$file.tmp" "$file"
}

# write_config DIR: generates DIR/dendrite.yaml from Dendrite's CI template and tightens it.
write_config() {
	local dir=$1 secret=$2 level=${DENDRITE_LOG_LEVEL:-info} cfg="$1/dendrite.yaml"
	"$BIN_DIR/generate-config" -ci -dir "$dir" -server "$SERVER_NAME" >"$cfg.new"
	set_line "$cfg.new" "  private_key: matrix_key.pem" "  private_key: $dir/matrix_key.pem" 1
	set_line "$cfg.new" "  disable_federation: false" "  disable_federation: true" 1
	set_line "$cfg.new" "  registration_disabled: false" "  registration_disabled: true" 1
	set_line "$cfg.new" "  registration_shared_secret: complement" "  registration_shared_secret: \"$secret\"" 1
	set_line "$cfg.new" "  guests_disabled: false" "  guests_disabled: true" 1
	# JetStream and the search index on disk, so a stopped server can be started again.
	set_line "$cfg.new" "    storage_path: $dir" "    storage_path: $dir/jetstream" 1
	set_line "$cfg.new" "    in_memory: true" "    in_memory: false" 2
	set_line "$cfg.new" "  - msc2836" "" 1
	set_line "$cfg.new" "  - msc2444" "" 1
	set_line "$cfg.new" "  - msc2753" "" 1
	set_line "$cfg.new" "  mscs:" "  mscs: []" 1
	set_line "$cfg.new" "  level: trace" "  level: $level" 1
	# One connection per component database. With more, two connections of
	# one component could write at once; under load (encrypted traffic adds
	# to-device and key writes) SQLite then answered SQLITE_BUSY_SNAPSHOT and
	# Dendrite panicked ("write new event failure ... database is locked (517)").
	set_line "$cfg.new" "    max_open_conns: 0" "    max_open_conns: 1" 8
	# Already right in the CI template; checked so that a template change is noticed.
	set_line "$cfg.new" "  rate_limiting:" "  rate_limiting:" 1
	set_line "$cfg.new" "  key_perspectives: []" "  key_perspectives: []" 1
	grep -A1 -xF "  rate_limiting:" "$cfg.new" | grep -qxF "    enabled: false" ||
		die "config template: rate limiting is not disabled"
	mv "$cfg.new" "$cfg"
}

random_secret() {
	od -An -N24 -tx1 /dev/urandom | tr -d ' \n'
}

# running DIR: true when DIR/pid names a live Dendrite started with DIR's config.
running() {
	local dir=$1 pid
	[[ -f "$dir/pid" ]] || return 1
	pid=$(cat "$dir/pid")
	[[ "$pid" =~ ^[0-9]+$ ]] || return 1
	kill -0 "$pid" 2>/dev/null || return 1
	tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$dir/dendrite.yaml"
}

# launch DIR PORT: starts Dendrite and waits for the client API; returns 1 if it died.
launch() {
	local dir=$1 port=$2 timeout=${DENDRITE_START_TIMEOUT:-60} url pid started=$SECONDS
	url="http://127.0.0.1:$port"
	echo "--- start $(date -u +%FT%TZ) port $port" >>"$dir/dendrite.log"
	# Redirect every stream: a caller reading our output must not wait on Dendrite's.
	"$BIN_DIR/dendrite" -config "$dir/dendrite.yaml" -http-bind-address "127.0.0.1:$port" \
		</dev/null >>"$dir/dendrite.log" 2>&1 &
	pid=$!
	echo "$pid" >"$dir/pid"
	while ((SECONDS - started < timeout)); do
		if ! kill -0 "$pid" 2>/dev/null; then
			rm -f "$dir/pid"
			return 1
		fi
		if curl -fsS --max-time 2 "$url/_matrix/client/versions" >/dev/null 2>&1; then
			echo "$url" >"$dir/url"
			echo "$port" >"$dir/port"
			log "Dendrite (pid $pid) ready at $url after $((SECONDS - started))s; log in $dir/dendrite.log"
			echo "$url"
			return 0
		fi
		sleep 0.2
	done
	kill -TERM "$pid" 2>/dev/null || true
	rm -f "$dir/pid"
	tail -n 30 "$dir/dendrite.log" >&2
	die "Dendrite did not answer $url/_matrix/client/versions within ${timeout}s"
}

cmd_start() {
	local dir secret port attempt
	dir=$(abs_dir "${1:-$DEFAULT_DIR}")
	mkdir -p "$dir"
	if running "$dir"; then
		log "already running (pid $(cat "$dir/pid")) at $(cat "$dir/url")"
		cat "$dir/url"
		return 0
	fi
	command -v curl >/dev/null 2>&1 || die "curl is needed (apt-get install curl)"
	cmd_install
	if [[ ! -f "$dir/matrix_key.pem" ]]; then
		"$BIN_DIR/generate-keys" --private-key "$dir/matrix_key.pem" >/dev/null
	fi
	if [[ -n "${DENDRITE_SHARED_SECRET:-}" ]]; then
		secret=$DENDRITE_SHARED_SECRET
	elif [[ -s "$dir/shared_secret" ]]; then
		secret=$(cat "$dir/shared_secret")
	else
		secret=$(random_secret)
	fi
	[[ "$secret" =~ ^[A-Za-z0-9._-]+$ ]] || die "the shared secret may hold only letters, digits, '.', '_' and '-'"
	(umask 077 && printf '%s\n' "$secret" >"$dir/shared_secret")
	write_config "$dir" "$secret"
	rm -f "$dir/url" "$dir/port"
	for attempt in 1 2 3; do
		port=$(choose_port)
		if launch "$dir" "$port"; then
			return 0
		fi
		# Another process may have taken an automatically chosen port in the meantime.
		if [[ "${DENDRITE_PORT:-}" =~ ^[1-9] ]] || ! tail -n 5 "$dir/dendrite.log" | grep -q "address already in use"; then
			break
		fi
		log "port $port was taken meanwhile (attempt $attempt); trying another"
	done
	tail -n 30 "$dir/dendrite.log" >&2
	die "Dendrite exited during start-up; see $dir/dendrite.log"
}

cmd_create_account() {
	local admin=() args=() dir user password out token
	while (($#)); do
		case $1 in
		--admin) admin=(-admin) ;;
		*) args+=("$1") ;;
		esac
		shift
	done
	((${#args[@]} >= 2 && ${#args[@]} <= 3)) || die "usage: create-account USER PASSWORD [--admin] [DIR]"
	user=${args[0]}
	password=${args[1]}
	dir=$(abs_dir "${args[2]:-$DEFAULT_DIR}")
	running "$dir" || die "no server running in $dir (run: $0 start $dir)"
	((${#password} >= 8)) || die "Dendrite wants passwords of at least 8 characters"
	if ! out=$(printf '%s' "$password" | "$BIN_DIR/create-account" -config "$dir/dendrite.yaml" \
		-url "$(cat "$dir/url")" -username "$user" -passwordstdin "${admin[@]}" 2>&1); then
		echo "$out" >&2
		die "could not create account '$user'"
	fi
	token=$(sed -n 's/.*(AccessToken: \([^)]*\)).*/\1/p' <<<"$out")
	echo "user_id=@$user:$SERVER_NAME"
	echo "access_token=$token"
}

cmd_status() {
	local dir
	dir=$(abs_dir "${1:-$DEFAULT_DIR}")
	if running "$dir"; then
		echo "running pid=$(cat "$dir/pid") url=$(cat "$dir/url")"
	else
		echo "stopped"
		return 1
	fi
}

cmd_stop() {
	local dir pid i
	dir=$(abs_dir "${1:-$DEFAULT_DIR}")
	if ! running "$dir"; then
		rm -f "$dir/pid" "$dir/url" "$dir/port"
		log "not running in $dir"
		return 0
	fi
	pid=$(cat "$dir/pid")
	kill -TERM "$pid" 2>/dev/null || true
	for ((i = 0; i < 150; i++)); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	if kill -0 "$pid" 2>/dev/null; then
		log "Dendrite (pid $pid) ignored SIGTERM for 15s; killing it"
		kill -KILL "$pid" 2>/dev/null || true
	fi
	rm -f "$dir/pid" "$dir/url" "$dir/port"
	log "stopped Dendrite (pid $pid)"
}

dispatch "$@"

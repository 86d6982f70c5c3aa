#!/usr/bin/env bash
# js-player.sh: install and run the end-to-end tests' player on Element's own client
# stack, matrix-js-sdk with its Rust crypto (docs/architecture.md, "Tests").
#
# Usage:
#   scripts/js-player.sh install   npm ci the pinned packages (e2e/jsplayer/package-lock.json)
#                                  into the cache, with the player script beside them; does
#                                  nothing when they are already there
#   scripts/js-player.sh run       install, then run the player (JSON lines on stdin/stdout)
#
# Needs node (20 or newer) and npm, and the npm registry the first time. Environment:
#   JS_PLAYER_CACHE_DIR   where the packages and the player go (default .cache/js-player)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC_DIR="$ROOT/e2e/jsplayer"
CACHE_DIR="${JS_PLAYER_CACHE_DIR:-$ROOT/.cache/js-player}"
readonly FILES=(package.json package-lock.json player.mjs)
readonly MIN_NODE=20

die() {
	echo "js-player: $*" >&2
	exit 1
}

log() {
	echo "js-player: $*" >&2
}

usage() {
	awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "${BASH_SOURCE[0]}"
}

# want_stamp: the stamp of the sources to install (their checksums and node's major version).
want_stamp() {
	(cd "$SRC_DIR" && sha256sum "${FILES[@]}") | sha256sum | cut -d' ' -f1
	node -p 'process.versions.node.split(".")[0]'
}

# npm_stamp: the stamp of the pinned package set.
npm_stamp() {
	(cd "$SRC_DIR" && sha256sum package.json package-lock.json) | sha256sum | cut -d' ' -f1
}

installed() {
	[[ -f "$CACHE_DIR/.stamp" && -d "$CACHE_DIR/node_modules" && "$(cat "$CACHE_DIR/.stamp")" == "$(want_stamp)" ]]
}

check_tools() {
	command -v node >/dev/null 2>&1 || die "node is needed (Node.js $MIN_NODE or newer, e.g. apt-get install nodejs npm)"
	command -v npm >/dev/null 2>&1 || die "npm is needed (e.g. apt-get install npm)"
	local major
	major=$(node -p 'process.versions.node.split(".")[0]')
	((major >= MIN_NODE)) || die "Node.js $MIN_NODE or newer is needed, found $(node --version)"
}

cmd_install() {
	check_tools
	if installed; then
		return 0
	fi
	mkdir -p "$CACHE_DIR"
	# Serialise concurrent installs (several e2e tests starting players at once). The lock
	# lives in a subshell so that its descriptor never leaks into a started player.
	(
		if command -v flock >/dev/null 2>&1; then
			flock 9
			if installed; then
				exit 0
			fi
		fi
		install_now
	) 9>"$CACHE_DIR/install.lock"
}

install_now() {
	local started=$SECONDS f
	rm -f "$CACHE_DIR/.stamp"
	# The packages are installed again only when the pinned set changed (or an install broke off).
	if [[ ! -f "$CACHE_DIR/.npm-stamp" || "$(cat "$CACHE_DIR/.npm-stamp")" != "$(npm_stamp)" ]]; then
		log "installing matrix-js-sdk and its Rust crypto (e2e/jsplayer/package-lock.json) into $CACHE_DIR"
		rm -f "$CACHE_DIR/.npm-stamp"
		cp "$SRC_DIR/package.json" "$SRC_DIR/package-lock.json" "$CACHE_DIR/"
		(cd "$CACHE_DIR" && npm ci --ignore-scripts --prefer-offline --no-audit --no-fund --loglevel=error >&2)
		npm_stamp >"$CACHE_DIR/.npm-stamp"
	fi
	# Copied whole then renamed: a player already running keeps reading its own file.
	for f in "${FILES[@]}"; do
		cp "$SRC_DIR/$f" "$CACHE_DIR/.$f.new"
		mv "$CACHE_DIR/.$f.new" "$CACHE_DIR/$f"
	done
	want_stamp >"$CACHE_DIR/.stamp"
	log "player ready in $CACHE_DIR ($((SECONDS - started))s)"
}

cmd_run() {
	cmd_install
	exec node "$CACHE_DIR/player.mjs"
}

main() {
	local sub=${1:-}
	case $sub in
	install) cmd_install ;;
	run) cmd_run ;;
	-h | --help | help) usage ;;
	*)
		usage >&2
		exit 2
		;;
	esac
}

main "$@"

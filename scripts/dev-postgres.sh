#!/usr/bin/env bash
# dev-postgres.sh: run a throwaway, loopback-only PostgreSQL server for development and for
# the tests that run the bot on Postgres (make test).
#
# Usage:
#   scripts/dev-postgres.sh install       install PostgreSQL from the distribution's packages if missing
#   scripts/dev-postgres.sh start [DIR]   initdb and start a server; prints its DSN (postgres://...)
#   scripts/dev-postgres.sh dsn [DIR]     print the running server's DSN
#   scripts/dev-postgres.sh status [DIR]
#   scripts/dev-postgres.sh stop [DIR]    stop the server and delete its data
#
# DIR is the state folder (default: .cache/postgres): it records where the server's data
# lives, a temporary folder made by start (mktemp, under TMPDIR or /tmp) and removed by stop.
# The server listens on 127.0.0.1 only, on a free port, with a random password for the role
# "gogobee" (scram-sha-256), fsync off: its data is for tests and is never kept. PostgreSQL
# refuses to run as root, so as root the server runs as the system user "gogobee-pg"
# (created if missing), which owns the data folder. Its databases use the C collation
# (text sorts by byte, as in SQLite). Environment:
#   PG_PORT           port on 127.0.0.1. Unset or 0: a free port. N: exactly N.
#   PG_START_TIMEOUT  seconds to wait for the server (default 60)
#   PG_USER           the system user to run as when root (default gogobee-pg)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEFAULT_DIR="$ROOT/.cache/postgres"
RUN_AS="${PG_USER:-gogobee-pg}"

SCRIPT_NAME=dev-postgres
# shellcheck source=lib/common.sh
source "$ROOT/scripts/lib/common.sh"

# bindir: prints the folder of initdb, pg_ctl and postgres (on PATH, else Debian's
# /usr/lib/postgresql/N/bin, the newest), or fails.
bindir() {
	local d
	if d=$(command -v initdb 2>/dev/null) && [[ -x "$(dirname "$(readlink -f "$d")")/pg_ctl" ]]; then
		dirname "$(readlink -f "$d")"
		return 0
	fi
	for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V -r); do
		if [[ -x "$d/initdb" && -x "$d/pg_ctl" && -x "$d/postgres" ]]; then
			echo "$d"
			return 0
		fi
	done
	return 1
}

cmd_install() {
	if bindir >/dev/null; then
		log "PostgreSQL found in $(bindir)"
		return 0
	fi
	local sudo=()
	if [[ $(id -u) != 0 ]]; then
		command -v sudo >/dev/null 2>&1 || die "PostgreSQL is missing; install the postgresql package (as root)"
		sudo=(sudo)
	fi
	command -v apt-get >/dev/null 2>&1 || die "PostgreSQL is missing and there is no apt-get; install PostgreSQL's server"
	log "installing PostgreSQL from the distribution's packages (apt-get install postgresql)"
	# The package would make and start a system cluster of its own; this script needs none.
	"${sudo[@]}" mkdir -p /etc/postgresql-common/createcluster.d
	echo "create_main_cluster = false" | "${sudo[@]}" tee /etc/postgresql-common/createcluster.d/gogobee-dev.conf >/dev/null
	if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql >&2; then
		"${sudo[@]}" apt-get update -q >&2
		"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql >&2
	fi
	bindir >/dev/null || die "apt-get installed postgresql but no initdb was found"
	log "PostgreSQL installed in $(bindir)"
}

# as_server CMD...: runs CMD as the server's user (the unprivileged RUN_AS when root).
as_server() {
	if [[ $(id -u) == 0 ]]; then
		runuser -u "$RUN_AS" -- "$@"
	else
		"$@"
	fi
}

ensure_user() {
	[[ $(id -u) == 0 ]] || return 0
	id -u "$RUN_AS" >/dev/null 2>&1 && return 0
	log "creating the system user $RUN_AS to run PostgreSQL (it refuses root)"
	useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$RUN_AS" ||
		id -u "$RUN_AS" >/dev/null 2>&1 || die "could not create the user $RUN_AS"
}

choose_port() {
	local want="${PG_PORT:-0}"
	if [[ "$want" == 0 ]]; then
		random_free_port
		return 0
	fi
	[[ "$want" =~ ^[0-9]+$ ]] || die "PG_PORT must be a number, got '$want'"
	port_in_use "$want" && die "PG_PORT=$want is already in use"
	echo "$want"
}

# data_of STATE: the data folder recorded in STATE, or nothing.
data_of() {
	[[ -f "$1/data_dir" ]] && cat "$1/data_dir"
	return 0
}

# running STATE: true when the server recorded in STATE answers.
running() {
	local data bin
	data=$(data_of "$1")
	[[ -n "$data" && -f "$data/pgdata/postmaster.pid" ]] || return 1
	bin=$(bindir) || return 1
	as_server "$bin/pg_ctl" -D "$data/pgdata" status >/dev/null 2>&1
}

cmd_start() {
	local state data bin port pw attempt started timeout=${PG_START_TIMEOUT:-60}
	state=$(realpath -m -- "${1:-$DEFAULT_DIR}")
	mkdir -p "$state"
	if running "$state"; then
		log "already running (data in $(data_of "$state"))"
		cat "$state/dsn"
		return 0
	fi
	cmd_stop "$state" 2>/dev/null || true
	cmd_install
	bin=$(bindir)
	ensure_user
	data=$(mktemp -d "${TMPDIR:-/tmp}/gogobee-pg.XXXXXX")
	echo "$data" >"$state/data_dir"
	chmod 0700 "$data"
	[[ $(id -u) == 0 ]] && chown "$RUN_AS" "$data"
	pw=$(od -An -N18 -tx1 /dev/urandom | tr -d ' \n')
	# The password file is read by initdb as the server's user, then removed.
	(umask 077 && printf '%s\n' "$pw" >"$data/.pw")
	[[ $(id -u) == 0 ]] && chown "$RUN_AS" "$data/.pw"
	as_server "$bin/initdb" -D "$data/pgdata" -U gogobee --pwfile="$data/.pw" --auth=scram-sha-256 \
		--encoding=UTF8 --locale=C >"$data/initdb.log" 2>&1 || {
		cat "$data/initdb.log" >&2
		die "initdb failed"
	}
	rm -f "$data/.pw"
	for attempt in 1 2 3; do
		port=$(choose_port)
		started=$SECONDS
		# A loopback server for tests: no durability needed, many test databases at once.
		if as_server "$bin/pg_ctl" -D "$data/pgdata" -l "$data/postgres.log" -w -t "$timeout" \
			-o "-h 127.0.0.1 -p $port -k $data -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" \
			start >/dev/null 2>&1; then
			echo "postgres://gogobee:$pw@127.0.0.1:$port/postgres?sslmode=disable" >"$state/dsn"
			chmod 0600 "$state/dsn"
			log "PostgreSQL ready on 127.0.0.1:$port after $((SECONDS - started))s (data in $data, log $data/postgres.log)"
			cat "$state/dsn"
			return 0
		fi
		if [[ "${PG_PORT:-0}" != 0 ]] || ! tail -n 5 "$data/postgres.log" 2>/dev/null | grep -q "Address already in use"; then
			break
		fi
		log "port $port was taken meanwhile (attempt $attempt); trying another"
	done
	tail -n 30 "$data/postgres.log" >&2 || true
	die "PostgreSQL did not start; see $data/postgres.log"
}

cmd_dsn() {
	local state
	state=$(realpath -m -- "${1:-$DEFAULT_DIR}")
	running "$state" || die "no server running for $state (run: $0 start)"
	cat "$state/dsn"
}

cmd_status() {
	local state
	state=$(realpath -m -- "${1:-$DEFAULT_DIR}")
	if running "$state"; then
		echo "running data=$(data_of "$state")"
	else
		echo "stopped"
		return 1
	fi
}

cmd_stop() {
	local state data bin
	state=$(realpath -m -- "${1:-$DEFAULT_DIR}")
	data=$(data_of "$state")
	if [[ -z "$data" ]]; then
		log "not running for $state"
		return 0
	fi
	if [[ -f "$data/pgdata/postmaster.pid" ]] && bin=$(bindir); then
		as_server "$bin/pg_ctl" -D "$data/pgdata" -m fast -w stop >/dev/null 2>&1 ||
			as_server "$bin/pg_ctl" -D "$data/pgdata" -m immediate -w stop >/dev/null 2>&1 || true
	fi
	# Only ever a folder this script made.
	case "$data" in
	*/gogobee-pg.*) rm -rf -- "$data" ;;
	*) log "not removing $data: not a folder of this script" ;;
	esac
	rm -f "$state/data_dir" "$state/dsn"
	log "stopped PostgreSQL and removed $data"
}

dispatch "$@"

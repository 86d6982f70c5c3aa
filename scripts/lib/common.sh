# common.sh: helpers shared by the scripts that run local services for development and tests
# (dev-homeserver.sh, dev-postgres.sh). Source it after setting SCRIPT_NAME, the prefix of
# every message.

die() {
	echo "$SCRIPT_NAME: $*" >&2
	exit 1
}

log() {
	echo "$SCRIPT_NAME: $*" >&2
}

# usage: prints the script's header comment (its usage and environment).
usage() {
	awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
}

# dispatch SUB ARGS...: runs the script's function cmd_SUB (a dash in SUB is an underscore)
# with ARGS; help, -h and --help print the usage; anything else prints it on standard error
# and exits with status 2.
dispatch() {
	local sub=${1:-}
	(($#)) && shift
	case $sub in
	-h | --help | help)
		usage
		return 0
		;;
	esac
	if [[ "$sub" =~ ^[a-z][a-z-]*$ ]] && declare -F "cmd_${sub//-/_}" >/dev/null; then
		"cmd_${sub//-/_}" "$@"
		return
	fi
	usage >&2
	exit 2
}

# port_in_use PORT: true when something listens on 127.0.0.1:PORT (or any address).
port_in_use() {
	local port=$1
	if command -v ss >/dev/null 2>&1 &&
		ss -Hltn 2>/dev/null | awk '{print $4}' | grep -qE "[:.]$port\$"; then
		return 0
	fi
	(exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null
}

# random_free_port: prints a port from 20000 to 59999 that nothing listens on.
random_free_port() {
	local i port
	for ((i = 0; i < 100; i++)); do
		port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
		if ! port_in_use "$port"; then
			echo "$port"
			return 0
		fi
	done
	die "no free port found"
}

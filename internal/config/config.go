// Package config reads the GOGOBEE_* settings from the environment (and an
// optional .env file beside the binary), applies defaults and validates them
// with one clear line per problem.
package config

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"net"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"maunium.net/go/mautrix/id"
)

// DefaultPrefix is the command prefix when GOGOBEE_PREFIX is not set.
const DefaultPrefix = "!"

// MinRatePerMinute is the slowest GOGOBEE_RATE_PER_MINUTE accepted, in
// commands a minute: one every 10 minutes still lets a player play, and
// keeps a limited player's cool-down (two tokens' worth) within 20 minutes.
const MinRatePerMinute = 0.1

// Config is the operator's configuration of one GogoBee daemon.
type Config struct {
	Homeserver     string         // GOGOBEE_HOMESERVER: base URL, e.g. https://matrix.example.org; "" = console mode
	UserID         id.UserID      // GOGOBEE_USER_ID: the bot's Matrix user ID, @bot:example.org
	AccessToken    string         // GOGOBEE_ACCESS_TOKEN
	Password       string         // GOGOBEE_PASSWORD (used when no access token is given)
	DBPath         string         // GOGOBEE_DB: SQLite file, default data/gogobee.db, or a Postgres URL (IsPostgres)
	DefaultTZ      *time.Location // GOGOBEE_TZ: players' default time zone, default UTC
	DefaultTZName  string         // the IANA name of DefaultTZ
	Admins         []id.UserID    // GOGOBEE_ADMINS: user IDs allowed to run !admin
	AllowedRooms   []id.RoomID    // GOGOBEE_ALLOWED_ROOMS: room IDs the bot answers in; empty = any
	AllowedServers []string       // GOGOBEE_ALLOWED_SERVERS: homeserver names whose users may use and invite the bot; empty = any
	Prefix         string         // GOGOBEE_PREFIX: command prefix, default "!"
	DevClock       bool           // GOGOBEE_DEV_CLOCK: lets admins move the game clock forward
	LogLevel       string         // GOGOBEE_LOG_LEVEL: trace, debug, info (default), warn, error
	RateBurst      int            // GOGOBEE_RATE_BURST: commands a user may send at once, default 8
	RatePerMinute  float64        // GOGOBEE_RATE_PER_MINUTE: sustained commands per minute, default 20, at least MinRatePerMinute
	AnnounceRoom   id.RoomID      // GOGOBEE_ANNOUNCE_ROOM: room for Pete's daily highlights; "" = off
	HarvestVerbs   string         // GOGOBEE_HARVEST_VERBS: "deprecated" (default) or "removed"
	AutopilotMinHP int            // GOGOBEE_AUTOPILOT_MIN_HP: the autopilot stops at or below this % of max HP, default 30
	BranchingPurge bool           // GOGOBEE_BRANCHING_PURGE: drop legacy linear zone-run columns at start-up
	Parties        bool           // GOGOBEE_PARTIES: party expeditions (`!expedition invite`, rules §8.22); on unless the operator sets 0
	Seed           uint64         // GOGOBEE_SEED: world seed for a fresh database; 0 = random
	Recovery       time.Duration  // GOGOBEE_RECOVERY: how long a character dropped to 0 HP recovers, default 6h
	Retention      time.Duration  // GOGOBEE_RETENTION: how long handled event IDs and sent outbox rows are kept, default 720h (30 days)
	BackupDir      string         // GOGOBEE_BACKUP_DIR: folder of the nightly backups (04:00 in GOGOBEE_TZ); "" = off
	BackupKeep     int            // GOGOBEE_BACKUP_KEEP: nightly backups kept, default 7
	MetricsAddr    string         // GOGOBEE_METRICS_ADDR: host:port of /metrics, /healthz and /readyz (Matrix mode); "" = off
	PicturesDir    string         // GOGOBEE_PICTURES_DIR: folder the console saves pictures in; "" = "pictures" in DataFolder

	CatchUpWindow time.Duration // GOGOBEE_CATCHUP_WINDOW: how old a command sent while the bot was away may be and still run, default 24h

	// End-to-end encryption (Matrix mode).
	Encryption      bool   // GOGOBEE_ENCRYPTION: speak E2EE in encrypted rooms, default on
	PickleKey       string // GOGOBEE_PICKLE_KEY: encrypts the Olm keys at rest; "" = a generated key kept in the database
	EncryptDMs      bool   // GOGOBEE_ENCRYPT_DMS: the DM rooms the bot creates are encrypted, default on
	RecoveryKeyFile string // GOGOBEE_RECOVERY_KEY_FILE: where the cross-signing recovery key is written once, default in DataFolder

	volume string // GOGOBEE_VOLUME, for DataFolder
}

// PictureFolder is where the console saves the pictures it is sent
// (GOGOBEE_PICTURES_DIR): the configured folder, else "pictures" in the
// DataFolder.
func (c *Config) PictureFolder() string {
	if c.PicturesDir != "" {
		return c.PicturesDir
	}
	return filepath.Join(c.DataFolder(), "pictures")
}

// DataFolder is the folder of the bot's files beside its database: the
// SQLite file's folder; with a Postgres database, GOGOBEE_VOLUME when set,
// else "data".
func (c *Config) DataFolder() string {
	if !IsPostgres(c.DBPath) {
		return filepath.Dir(c.DBPath)
	}
	return cmp.Or(c.volume, "data")
}

// IsPostgres reports whether db, a GOGOBEE_DB value, names a PostgreSQL
// database (a postgres:// or postgresql:// URL) rather than a SQLite file.
func IsPostgres(db string) bool {
	lower := strings.ToLower(db)
	return strings.HasPrefix(lower, "postgres://") || strings.HasPrefix(lower, "postgresql://")
}

// Matrix reports whether a homeserver is configured (otherwise the daemon
// runs the console transport).
func (c Config) Matrix() bool { return c.Homeserver != "" }

// IsAdmin reports whether userID is one of the configured admins.
func (c Config) IsAdmin(userID id.UserID) bool {
	return slices.Contains(c.Admins, userID)
}

// ValidationError lists every problem found in the configuration, one per line.
type ValidationError struct{ Problems []string }

func (e *ValidationError) Error() string {
	return "configuration problems:\n  - " + strings.Join(e.Problems, "\n  - ")
}

// Load builds a Config from lookup (os.LookupEnv in production). It returns a
// *ValidationError listing every problem at once.
func Load(lookup func(string) (string, bool)) (Config, error) {
	get := func(k string) string {
		v, _ := lookup(k)
		return strings.TrimSpace(v)
	}
	var problems []string
	bad := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }

	c := Config{
		Homeserver:   strings.TrimRight(get("GOGOBEE_HOMESERVER"), "/"),
		UserID:       id.UserID(get("GOGOBEE_USER_ID")),
		AccessToken:  get("GOGOBEE_ACCESS_TOKEN"),
		Password:     get("GOGOBEE_PASSWORD"),
		DBPath:       orDefault(get("GOGOBEE_DB"), "data/gogobee.db"),
		Prefix:       orDefault(get("GOGOBEE_PREFIX"), DefaultPrefix),
		LogLevel:     strings.ToLower(orDefault(get("GOGOBEE_LOG_LEVEL"), "info")),
		AnnounceRoom: id.RoomID(get("GOGOBEE_ANNOUNCE_ROOM")),
		HarvestVerbs: strings.ToLower(orDefault(get("GOGOBEE_HARVEST_VERBS"), "deprecated")),
	}
	c.Admins = list[id.UserID](get("GOGOBEE_ADMINS"))
	c.AllowedRooms = list[id.RoomID](get("GOGOBEE_ALLOWED_ROOMS"))
	c.AllowedServers = list[string](get("GOGOBEE_ALLOWED_SERVERS"))
	c.checkLogin(bad)
	c.checkIDs(bad)
	c.checkWords(get, bad)
	c.loadNumbers(get, bad)
	c.loadCrypto(lookup, get, bad)
	c.volume = get("GOGOBEE_VOLUME")
	c.RecoveryKeyFile = orDefault(get("GOGOBEE_RECOVERY_KEY_FILE"), filepath.Join(c.DataFolder(), "gogobee-recovery-key.txt"))
	c.Seed = ranged(get, bad, "GOGOBEE_SEED", parseUint, 0, 0, math.MaxUint64, "a whole number")
	if len(problems) > 0 {
		return c, &ValidationError{Problems: problems}
	}
	return c, nil
}

// problem reports one configuration problem (Load collects them all).
type problem func(format string, a ...any)

// checkLogin checks what a homeserver login needs: an http(s) URL, a
// full user ID, a token or a password.
func (c *Config) checkLogin(bad problem) {
	if c.Homeserver == "" {
		return
	}
	if u, err := url.Parse(c.Homeserver); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		bad("GOGOBEE_HOMESERVER %q is not an http(s) URL such as https://matrix.example.org", c.Homeserver)
	}
	if !IsUserID(string(c.UserID)) {
		bad("GOGOBEE_USER_ID %q must be a full Matrix user ID such as @gogobee:example.org", c.UserID)
	}
	if c.AccessToken == "" && c.Password == "" {
		bad("set GOGOBEE_ACCESS_TOKEN or GOGOBEE_PASSWORD so the bot can log in")
	}
}

// checkIDs checks the lists of Matrix IDs and server names and the
// announce room.
func (c *Config) checkIDs(bad problem) {
	for _, a := range c.Admins {
		if !IsUserID(string(a)) {
			bad("GOGOBEE_ADMINS entry %q is not a Matrix user ID such as @you:example.org", a)
		}
	}
	for _, r := range c.AllowedRooms {
		if !strings.HasPrefix(string(r), "!") || !strings.Contains(string(r), ":") {
			bad("GOGOBEE_ALLOWED_ROOMS entry %q is not a room ID such as !abc:example.org", r)
		}
	}
	for _, s := range c.AllowedServers {
		if s == "" || strings.ContainsAny(s, "@!/ \t") {
			bad("GOGOBEE_ALLOWED_SERVERS entry %q is not a server name such as example.org", s)
		}
	}
	if c.AnnounceRoom != "" && !IsRoomID(string(c.AnnounceRoom)) {
		bad("GOGOBEE_ANNOUNCE_ROOM %q is not a room ID such as !abc:example.org", c.AnnounceRoom)
	}
}

// checkWords reads and checks the settings that are a word: the time
// zone, the prefix, the switches, the log level and the harvest verbs'
// fate.
func (c *Config) checkWords(get func(string) string, bad problem) {
	tzName := orDefault(get("GOGOBEE_TZ"), "UTC")
	if loc, err := LoadZone(tzName); err != nil {
		bad("GOGOBEE_TZ %q is not an IANA time zone such as Europe/Paris", tzName)
	} else {
		c.DefaultTZ, c.DefaultTZName = loc, tzName
	}
	if strings.ContainsAny(c.Prefix, " \t\n") || len(c.Prefix) > 3 {
		bad("GOGOBEE_PREFIX %q must be 1 to 3 characters without spaces", c.Prefix)
	}
	var err error
	if c.DevClock, err = boolean(get("GOGOBEE_DEV_CLOCK")); err != nil {
		bad("GOGOBEE_DEV_CLOCK %v", err)
	}
	if c.BranchingPurge, err = boolean(get("GOGOBEE_BRANCHING_PURGE")); err != nil {
		bad("GOGOBEE_BRANCHING_PURGE %v", err)
	}
	if c.Parties, err = booleanOn(get("GOGOBEE_PARTIES")); err != nil {
		bad("GOGOBEE_PARTIES %v", err)
	}
	if !slices.Contains([]string{"trace", "debug", "info", "warn", "error"}, c.LogLevel) {
		bad("GOGOBEE_LOG_LEVEL %q must be one of trace, debug, info, warn, error", c.LogLevel)
	}
	if c.HarvestVerbs != "deprecated" && c.HarvestVerbs != "removed" {
		bad("GOGOBEE_HARVEST_VERBS %q must be deprecated or removed", c.HarvestVerbs)
	}
}

// loadNumbers reads and checks the numeric settings, the addresses and
// folders among them.
func (c *Config) loadNumbers(get func(string) string, bad problem) {
	c.RateBurst = ranged(get, bad, "GOGOBEE_RATE_BURST", strconv.Atoi, 8, 1, 1000, "a whole number from 1 to 1000")
	// At least one command every 10 minutes: a limited player's first
	// cool-down (two tokens' worth) then lasts at most 20 minutes.
	c.RatePerMinute = ranged(get, bad, "GOGOBEE_RATE_PER_MINUTE", parseFloat, 20, MinRatePerMinute, 6000,
		"a number from 0.1 to 6000")
	c.Recovery = ranged(get, bad, "GOGOBEE_RECOVERY", time.ParseDuration, 6*time.Hour, time.Minute, 7*24*time.Hour,
		"a duration from 1m to 168h, such as 6h or 90m")
	c.Retention = ranged(get, bad, "GOGOBEE_RETENTION", time.ParseDuration, 30*24*time.Hour, 24*time.Hour, 366*24*time.Hour,
		"a duration from 24h to 8784h, such as 720h (30 days)")
	c.MetricsAddr = get("GOGOBEE_METRICS_ADDR")
	if v := c.MetricsAddr; v != "" {
		if _, port, err := net.SplitHostPort(v); err != nil || !ValidPort(port) {
			bad("GOGOBEE_METRICS_ADDR %q must be host:port with a port from 1 to 65535, such as 127.0.0.1:9464 or :9464", v)
		}
	}
	c.BackupDir = get("GOGOBEE_BACKUP_DIR")
	if c.BackupDir != "" && IsPostgres(c.DBPath) {
		bad("GOGOBEE_BACKUP_DIR takes nightly copies of a SQLite file, and GOGOBEE_DB is a Postgres database: back it up with " +
			"pg_dump or your provider's backups (docs/operations.md) and leave GOGOBEE_BACKUP_DIR unset")
	}
	c.PicturesDir = get("GOGOBEE_PICTURES_DIR")
	c.BackupKeep = ranged(get, bad, "GOGOBEE_BACKUP_KEEP", strconv.Atoi, 7, 1, 365, "a whole number from 1 to 365")
	c.AutopilotMinHP = ranged(get, bad, "GOGOBEE_AUTOPILOT_MIN_HP", strconv.Atoi, 30, 1, 99, "a whole percentage from 1 to 99")
	c.CatchUpWindow = ranged(get, bad, "GOGOBEE_CATCHUP_WINDOW", time.ParseDuration, 24*time.Hour, time.Hour, 168*time.Hour,
		"a duration from 1h to 168h, such as 24h")
	// A command replayed from the catch-up window must still be known as
	// handled, or it would run twice.
	if c.Retention < c.CatchUpWindow {
		bad("GOGOBEE_RETENTION %s is shorter than GOGOBEE_CATCHUP_WINDOW %s: commands replayed after downtime "+
			"could run twice once forgotten; set GOGOBEE_RETENTION to at least %s", c.Retention, c.CatchUpWindow, c.CatchUpWindow)
	}
}

// loadCrypto reads and checks the end-to-end encryption settings.
func (c *Config) loadCrypto(lookup func(string) (string, bool), get func(string) string, bad problem) {
	var err error
	if c.Encryption, err = booleanOn(get("GOGOBEE_ENCRYPTION")); err != nil {
		bad("GOGOBEE_ENCRYPTION %v", err)
	}
	if c.EncryptDMs, err = booleanOn(get("GOGOBEE_ENCRYPT_DMS")); err != nil {
		bad("GOGOBEE_ENCRYPT_DMS %v", err)
	}
	c.PickleKey = get("GOGOBEE_PICKLE_KEY")
	if v, ok := lookup("GOGOBEE_PICKLE_KEY"); ok && v != "" && strings.TrimSpace(v) == "" {
		bad("GOGOBEE_PICKLE_KEY is only spaces; set a long random string or leave it unset")
	} else if n := utf8.RuneCountInString(c.PickleKey); n > 0 && n < 16 {
		bad("GOGOBEE_PICKLE_KEY must be at least 16 characters (it has %d); a long random string is best", n)
	}
}

// IsUserID reports whether s looks like a Matrix user ID (@local:server).
func IsUserID(s string) bool {
	if !strings.HasPrefix(s, "@") || strings.ContainsAny(s, " \t\n") {
		return false
	}
	local, server, ok := strings.Cut(s[1:], ":")
	return ok && local != "" && server != ""
}

// IsRoomID reports whether s looks like a Matrix room ID (!opaque:server).
func IsRoomID(s string) bool {
	if !strings.HasPrefix(s, "!") || strings.ContainsAny(s, " \t\n") {
		return false
	}
	local, server, ok := strings.Cut(s[1:], ":")
	return ok && local != "" && server != ""
}

// ServerOf returns the server name part of a Matrix user or room ID.
func ServerOf(id string) string {
	_, server, _ := strings.Cut(id, ":")
	return server
}

// LoadZone loads an IANA time zone by name, forgiving letter case
// ("europe/paris", "utc", "america/new_york"). It refuses "Local" and empty
// names, which would depend on the host machine, and names with "..".
func LoadZone(name string) (*time.Location, error) {
	if name == "" || strings.EqualFold(name, "local") || strings.Contains(name, "..") {
		return nil, errors.New("not an IANA zone")
	}
	var firstErr error
	for _, candidate := range zoneSpellings(name) {
		loc, err := time.LoadLocation(candidate)
		if err == nil {
			return loc, nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	return nil, firstErr
}

// zoneSpellings lists the spellings of name to try: as given, upper case
// (UTC, GMT, EST5EDT), and each part title-cased ("america/new_york" →
// "America/New_York", "america/port-au-prince" → "America/Port-Au-Prince").
func zoneSpellings(name string) []string {
	out := []string{name, strings.ToUpper(name)}
	var b strings.Builder
	upper := true
	for _, r := range strings.ToLower(name) {
		if upper {
			b.WriteString(strings.ToUpper(string(r)))
		} else {
			b.WriteRune(r)
		}
		upper = r == '/' || r == '_' || r == '-'
	}
	return append(out, b.String())
}

// ranged reads the optional setting name with parse: unset, it is def; a
// value parse refuses, or one outside lo..hi, is reported with bad
// ("NAME \"v\" must be want") and def kept. Every numeric setting is read
// with it, so NaN and the infinities are refused for all of them.
func ranged[T cmp.Ordered](get func(string) string, bad func(string, ...any), name string,
	parse func(string) (T, error), def, lo, hi T, want string) T {
	v := get(name)
	if v == "" {
		return def
	}
	n, err := parse(v)
	// cmp.Less orders NaN before every number, so NaN is below lo (plain
	// comparisons with NaN are all false and would let it through).
	if err != nil || cmp.Less(n, lo) || cmp.Less(hi, n) {
		bad("%s %q must be %s", name, v, want)
		return def
	}
	return n
}

// parseFloat reads a decimal number (NaN and infinities included; ranged
// refuses them).
func parseFloat(v string) (float64, error) { return strconv.ParseFloat(v, 64) }

// parseUint reads a whole number from 0 to 2^64-1.
func parseUint(v string) (uint64, error) { return strconv.ParseUint(v, 10, 64) }

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// list reads a setting of entries split by commas, spaces or semicolons,
// each as T: a Matrix ID type for the admins and rooms, else a string.
func list[T ~string](v string) []T {
	var out []T
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		if f != "" {
			out = append(out, T(f))
		}
	}
	return out
}

func boolean(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "", "0", "false", "no", "off":
		return false, nil
	case "1", "true", "yes", "on":
		return true, nil
	}
	return false, fmt.Errorf("%q must be 1 or 0 (on/off, true/false and yes/no work too)", v)
}

// booleanOn is boolean with an empty value meaning on.
func booleanOn(v string) (bool, error) {
	if v == "" {
		return true, nil
	}
	return boolean(v)
}

// ValidPort reports whether s is a TCP port number from 1 to 65535.
func ValidPort(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1 && n <= 65535
}

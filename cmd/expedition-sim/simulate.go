package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sync"
	"syscall"

	"github.com/schollz/progressbar/v3"

	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/weekly"
)

// options are the simulate flags.
type options struct {
	class, zone, race      string
	level                  int
	classes, levels, zones string
	subclasses             string
	runs, workers, daysCap int
	seed                   uint64
	mode, out              string
	trace, silent          bool
	autopilot              string
	// rules are the -autopilot rules the simulated player adds to
	// its policy (none: the policy as it is).
	rules play.Rules
	// policy is the -policy player (play.PolicyNamed); seeds the matrix
	// seeds, -seeds' list or -seed alone.
	policy     play.Policy
	policyName string
	seedList   string
	seeds      []uint64
	// week is -weekly's week ("" for none): every run plays it.
	week string
	// party is -party's rosters ("" for players alone).
	party string
}

// parse reads the simulate flags.
func parse(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := newFlags("expedition-sim")
	fs.StringVar(&o.class, "class", "", "one class (fighter, rogue, mage, cleric, ranger); with -level and -zone")
	fs.IntVar(&o.level, "level", 0, "one level (1-20)")
	fs.StringVar(&o.zone, "zone", "", "one zone ID")
	fs.StringVar(&o.race, "race", "human", "the race of every character")
	fs.StringVar(&o.classes, "classes", "", "a matrix: comma-separated classes or 'all'")
	fs.StringVar(&o.subclasses, "subclasses", "none", "subclasses to play from level 3: 'none' (the vanilla class), 'all', or a comma list of subclass IDs and 'none'")
	fs.StringVar(&o.levels, "levels", "", "a matrix: comma-separated levels, 'all', or 'intended' (each zone's own intended levels; default 1,3,5,8,12,16)")
	fs.StringVar(&o.zones, "zones", "", "a matrix: comma-separated zone IDs or 'all'")
	fs.IntVar(&o.runs, "runs", 30, "runs per cell")
	fs.Uint64Var(&o.seed, "seed", 1, "the matrix seed; each run's seed derives from it and the cell")
	fs.IntVar(&o.workers, "workers", runtime.NumCPU(), "parallel workers (the output does not depend on it)")
	fs.StringVar(&o.mode, "mode", string(play.ModeExpedition), "expedition or zone")
	fs.IntVar(&o.daysCap, "days-cap", 0, "the most expedition days a run plays (0: the zone's maximum days + 1)")
	fs.StringVar(&o.out, "out", "", "JSONL output file (default stdout)")
	fs.BoolVar(&o.trace, "trace", false, "print every fight round by round to stderr (AC, attack, HP of each side)")
	fs.BoolVar(&o.silent, "quiet", false, "no progress bar")
	fs.StringVar(&o.policyName, "policy", play.PolicyCareful, "the simulated player: careful (the autopilot's own numbers) or casual (a human-style player, rules §10.4)")
	fs.StringVar(&o.seedList, "seeds", "", "matrix seeds, comma-separated (1,2,3): the matrix is played once per seed into one output; instead of -seed")
	fs.StringVar(&o.week, "weekly", "", "play a week's weekly expedition (rules §12.2), e.g. 2026-W10: every run meets the week's rooms and nights under the matrix seed as the world seed, run n with zone run ID n (1, 2, ...) for its fights")
	fs.StringVar(&o.party, "party", "", "play party expeditions instead of players alone: rosters, comma-separated, each its classes joined by + (the first leads), e.g. fighter+cleric,fighter+cleric+mage; one record a member (rules §8.22)")
	fs.StringVar(&o.autopilot, "autopilot", "", "the player's autopilot rules, comma-separated as !autopilot takes them, e.g. 'rest below 50%,never take trap edges,walk into elites'")
	if err := parseFlags(fs, args, stderr,
		"usage: expedition-sim [flags]            play expeditions, write JSONL",
		"       expedition-sim summarize [-png DIR] [-diff BASE] FILE..."); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err := o.check(fs); err != nil {
		return o, err
	}
	return o, o.cell(fs)
}

// check checks the run settings and reads the autopilot rules, the
// policy, the week and the seeds.
func (o *options) check(fs *flag.FlagSet) error {
	switch {
	case o.runs < 1:
		return errors.New("-runs must be at least 1")
	case o.workers < 1:
		return errors.New("-workers must be at least 1")
	case o.mode != string(play.ModeExpedition) && o.mode != string(play.ModeZone):
		return fmt.Errorf("-mode %q: want expedition or zone", o.mode)
	case o.daysCap < 0:
		return errors.New("-days-cap must not be negative")
	}
	if err := o.checkWeek(); err != nil {
		return err
	}
	r, err := play.ParseRules(o.autopilot)
	if err != nil {
		return fmt.Errorf("-autopilot: %w", err)
	}
	o.rules = r
	if o.policy, err = play.PolicyNamed(o.policyName); err != nil {
		return fmt.Errorf("-policy: %w", err)
	}
	o.seeds = []uint64{o.seed}
	if o.seedList != "" {
		if isSet(fs, "seed") {
			return errors.New("give either -seed or -seeds")
		}
		if o.seeds, err = parseSeeds(o.seedList); err != nil {
			return err
		}
	}
	return nil
}

// checkWeek reads -weekly: a week such as 2026-W10, for expeditions only.
func (o *options) checkWeek() error {
	if o.week == "" {
		return nil
	}
	w, err := weekly.Parse(o.week)
	if err != nil {
		return fmt.Errorf("-weekly: %w", err)
	}
	if o.mode != string(play.ModeExpedition) {
		return errors.New("-weekly plays expeditions only")
	}
	o.week = w.String()
	return nil
}

// cell reads one scenario's -class, -level and -zone (all three, and not
// beside a matrix's flags) into a one-cell matrix.
func (o *options) cell(fs *flag.FlagSet) error {
	if err := o.checkLevel(fs); err != nil {
		return err
	}
	if o.class == "" && o.level == 0 && o.zone == "" {
		return nil // a matrix, or nothing: the matrix flags decide
	}
	if o.classes != "" || o.levels != "" || o.zones != "" {
		return errors.New("give either -class/-level/-zone or -classes/-levels/-zones")
	}
	if o.class == "" || o.level == 0 || o.zone == "" {
		return errors.New("one scenario needs -class, -level and -zone together")
	}
	o.classes, o.levels, o.zones = o.class, fmt.Sprint(o.level), o.zone
	return nil
}

// checkLevel refuses a -level outside 1-rules.MaxLevel: a negative or
// too high one, or an explicit -level 0 beside -class or -zone.
func (o *options) checkLevel(fs *flag.FlagSet) error {
	if o.level < 0 || o.level > rules.MaxLevel || (o.level == 0 && (o.class != "" || o.zone != "") && isSet(fs, "level")) {
		return fmt.Errorf("-level %d: want 1-%d", o.level, rules.MaxLevel)
	}
	return nil
}

// isSet reports whether flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// simulate runs the scenario or matrix the flags name and writes its JSONL.
func simulate(args []string, stdout, stderr io.Writer) error {
	o, err := parse(args, stderr)
	if err != nil {
		return err
	}
	js, err := matrixJobs(o)
	if err != nil {
		return err
	}
	w := stdout
	if o.out != "" {
		f, err := os.Create(o.out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	var trace func(string)
	if o.trace {
		trace = func(l string) { fmt.Fprintln(stderr, l) }
		o.workers = 1 // one fight at a time on stderr
	}
	bar := newBar(len(js), stderr, !o.silent && !o.trace)
	// Ctrl-C or SIGTERM stops handing out runs; the runs already finished
	// are written in order, whole lines only.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	written, err := run(ctx, js, o, trace, record.NewWriter(bw), bar.Add)
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if err == nil && ctx.Err() != nil {
		err = fmt.Errorf("interrupted: %d of %d runs written", written, len(js))
	}
	if err != nil {
		return err
	}
	_ = bar.Finish()
	return nil
}

// newBar is the progress bar on a terminal; elsewhere (a pipe, a file,
// CI) a bar that draws nothing.
func newBar(n int, stderr io.Writer, want bool) *progressbar.ProgressBar {
	f, ok := stderr.(*os.File)
	if want && ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			return progressbar.NewOptions(n, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription("expeditions"),
				progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionThrottle(100_000_000))
		}
	}
	return progressbar.NewOptions(n, progressbar.OptionSetWriter(io.Discard))
}

// run plays the jobs on o.workers workers and writes their records in
// job order, whatever order they finish in; it stops handing out jobs
// when ctx is done. It returns how many records it wrote.
func run(ctx context.Context, js []job, o options, trace func(string), out *record.Writer, tick func(int) error) (int, error) {
	type done struct {
		index int
		recs  []record.Run
		err   error
	}
	todo := make(chan job)
	results := make(chan done, o.workers)
	var wg sync.WaitGroup
	for range o.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range todo {
				sc := j.scenario(play.Mode(o.mode), o.daysCap, o.rules.Apply(o.policy))
				if o.week != "" {
					sc = j.weekly(sc, o.week)
				}
				sc.Trace = trace
				recs, err := play1(sc, j.cell)
				results <- done{index: j.index, recs: recs, err: err}
			}
		}()
	}
	go func() {
	feed:
		for _, j := range js {
			select {
			case todo <- j:
			case <-ctx.Done():
				break feed
			}
		}
		close(todo)
		wg.Wait()
		close(results)
	}()
	pending := map[int][]record.Run{}
	next := 0
	var firstErr error
	for d := range results {
		if d.err != nil && firstErr == nil {
			firstErr = fmt.Errorf("%s L%d %s run %d: %w", js[d.index].cell.class, js[d.index].cell.level, js[d.index].cell.zone.ID, js[d.index].n, d.err)
		}
		pending[d.index] = d.recs
		for {
			rs, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			for _, r := range rs {
				if firstErr == nil {
					if err := out.Write(r); err != nil {
						firstErr = err
					}
				}
			}
			_ = tick(1)
		}
	}
	return next, firstErr
}

// play1 plays one job's scenario: a party's when the cell has members
// (one record a member), else a player's alone.
func play1(sc sim.Scenario, c cell) ([]record.Run, error) {
	if c.members != nil {
		return sim.PlayParty(sc, c.memberBuilds())
	}
	rec, err := sim.Play(sc)
	return []record.Run{rec}, err
}

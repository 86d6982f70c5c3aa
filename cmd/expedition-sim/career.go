package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// careerOptions are the `expedition-sim career` flags.
type careerOptions struct {
	classes, race, policy, out string
	subclasses                 string
	seeds                      []uint64
	runs, workers, maxLevel    int
	maxExpeditions             int
	seed                       uint64
}

// parseCareer reads the career flags.
func parseCareer(args []string, stderr io.Writer) (careerOptions, error) {
	var o careerOptions
	fs := newFlags("expedition-sim career")
	fs.StringVar(&o.classes, "classes", "all", "comma-separated classes or 'all'")
	fs.StringVar(&o.subclasses, "subclasses", "none", "the subclass each career takes at level 3: 'none' (the vanilla class), 'all' (a set of careers per subclass), or IDs and 'none'")
	fs.StringVar(&o.race, "race", "human", "the race of every character")
	fs.StringVar(&o.policy, "policy", defaultPolicyName, "the player policy: "+policyNames())
	fs.IntVar(&o.runs, "runs", 20, "careers per class")
	fs.Uint64Var(&o.seed, "seed", 1, "the seed; each career's derives from it, the class and the run")
	seeds := fs.String("seeds", "", "comma-separated seeds, -runs careers a class on each, pooled in one file (overrides -seed)")
	fs.IntVar(&o.workers, "workers", runtime.NumCPU(), "parallel workers (the output does not depend on it)")
	fs.IntVar(&o.maxLevel, "max-level", rules.MaxLevel, "a career stops at this level (1-20)")
	fs.IntVar(&o.maxExpeditions, "max-expeditions", sim.DefaultCareerCap, "a career stops after this many expeditions")
	fs.StringVar(&o.out, "out", "", "JSONL output file (default stdout)")
	err := parseFlags(fs, args, stderr, "usage: expedition-sim career [flags]     play careers from level 1, one JSONL line per expedition")
	if err != nil {
		return o, err
	}
	o.seeds = []uint64{o.seed}
	if *seeds != "" {
		if o.seeds, err = parseSeeds(*seeds); err != nil {
			return o, err
		}
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.runs < 1:
		return o, errors.New("-runs must be at least 1")
	case o.workers < 1:
		return o, errors.New("-workers must be at least 1")
	case o.maxLevel < 2 || o.maxLevel > rules.MaxLevel:
		return o, fmt.Errorf("-max-level %d: want 2-%d", o.maxLevel, rules.MaxLevel)
	case o.maxExpeditions < 1:
		return o, errors.New("-max-expeditions must be at least 1")
	}
	return o, nil
}

// career is `expedition-sim career`: -runs careers of each class of
// -classes from level 1 to -max-level (rules §11.5), written as JSONL in
// class then run order whatever the number of workers.
func career(args []string, stdout, stderr io.Writer) error {
	o, err := parseCareer(args, stderr)
	if err != nil {
		return err
	}
	cfgs, err := careerConfigs(o)
	if err != nil {
		return err
	}
	if o.out == "" {
		return writeCareers(cfgs, o.workers, stdout)
	}
	f, err := os.Create(o.out)
	if err != nil {
		return err
	}
	return errors.Join(writeCareers(cfgs, o.workers, f), f.Close())
}

// careerConfigs lists the careers the flags ask for: seed by seed
// (-seeds, or the one -seed), class by class (-classes), subclass by
// subclass (-subclasses), -runs each.
func careerConfigs(o careerOptions) ([]sim.CareerConfig, error) {
	classes, cerr := parseClasses(o.classes)
	race, rerr := sim.ParseRace(o.race)
	pol, perr := policyByName(o.policy)
	if err := errors.Join(cerr, rerr, perr); err != nil {
		return nil, err
	}
	subs, err := parseSubclasses(o.subclasses, classes)
	if err != nil {
		return nil, err
	}
	var cfgs []sim.CareerConfig
	for _, seed := range o.seeds {
		for _, c := range classes {
			for _, sc := range subs.of(c) {
				for n := range o.runs {
					cfgs = append(cfgs, sim.CareerConfig{Class: c, Subclass: sc, Race: race, Run: n, Seed: seed, MaxLevel: o.maxLevel,
						MaxExpeditions: o.maxExpeditions, Policy: pol, PolicyName: o.policy})
				}
			}
		}
	}
	return cfgs, nil
}

// writeCareers plays the careers and writes them to w, buffered.
func writeCareers(cfgs []sim.CareerConfig, workers int, w io.Writer) error {
	bw := bufio.NewWriter(w)
	err := playCareers(cfgs, workers, bw)
	return errors.Join(err, bw.Flush())
}

// playCareers plays the careers on workers workers and writes their
// records in cfgs order.
func playCareers(cfgs []sim.CareerConfig, workers int, w io.Writer) error {
	recs := make([][]record.Career, len(cfgs))
	errs := make([]error, len(cfgs))
	todo := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range todo {
				recs[i], errs[i] = sim.PlayCareer(cfgs[i])
			}
		}()
	}
	for i := range cfgs {
		todo <- i
	}
	close(todo)
	wg.Wait()
	for i, rs := range recs {
		if errs[i] != nil {
			return errs[i]
		}
		for _, r := range rs {
			if err := record.WriteCareer(w, r); err != nil {
				return err
			}
		}
	}
	return nil
}

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/config"
)

// runHealthcheck is `gogobee healthcheck [--live] [--addr host:port]`: it
// asks the running bot's /readyz (or /healthz with --live) on
// GOGOBEE_METRICS_ADDR and exits 0 when it answers 200, for a container's
// HEALTHCHECK (the image has no shell or curl).
func runHealthcheck(ctx context.Context, fs *flag.FlagSet, args []string) error {
	live := fs.Bool("live", false, "ask /healthz (the process runs) instead of /readyz (it can work)")
	addr := fs.String("addr", "", "host:port of the metrics listener (default: GOGOBEE_METRICS_ADDR)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *addr == "" {
		cfg, err := loadConfig()
		if err != nil {
			return err
		}
		*addr = cfg.MetricsAddr
	}
	if *addr == "" {
		return fmt.Errorf("no metrics listener: set GOGOBEE_METRICS_ADDR (or pass --addr); " +
			"in a container, an empty GOGOBEE_METRICS_ADDR= line in the env file overrides the image's :9464")
	}
	if _, port, err := net.SplitHostPort(*addr); err != nil || !config.ValidPort(port) {
		return fmt.Errorf("%q must be host:port with a port from 1 to 65535, such as 127.0.0.1:9464", *addr)
	}
	path := "/readyz"
	if *live {
		path = "/healthz"
	}
	url := "http://" + dialable(*addr) + path
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 512))
	if err != nil {
		return fmt.Errorf("%s: reading the answer: %w", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %d %s", url, resp.StatusCode, strings.TrimSpace(string(body)))
	}
	fmt.Print(string(body))
	return nil
}

// dialable turns a listen address into one to connect to: an empty or
// unspecified host ("" in ":9464", 0.0.0.0, ::) becomes the loopback.
func dialable(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}

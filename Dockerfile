# syntax=docker/dockerfile:1
# GogoBee Expeditions: a static, pure-Go binary on a distroless base, run as
# a non-root user with its database on the /data volume. Matrix mode only
# (the console needs a terminal): set GOGOBEE_HOMESERVER and the account.
#
#   docker build -t gogobee .
#   docker run -d --name gogobee -v gogobee-data:/data --env-file .env gogobee
#
# docs/operations.md has the whole story; docker-compose.yml starts the bot
# with a local Dendrite for a trial.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
# goolm: the pure-Go Olm; CGO_ENABLED=0: no libc, a static binary.
RUN CGO_ENABLED=0 go build -trimpath -tags goolm \
        -ldflags "-s -w -X main.Version=${VERSION}" -o /out/gogobee ./cmd/gogobee \
    && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/gogobee /usr/local/bin/gogobee
# The database (and its -wal, -shm, .lock) live here, owned by the nonroot
# user (uid 65532); mount a volume to keep them.
COPY --from=build --chown=65532:65532 /out/data /data
# GOGOBEE_VOLUME names the volume: the bot refuses to start with its
# database or backup folder outside it (an env file setting GOGOBEE_DB to a
# relative path would otherwise put the game in the container's own layer,
# lost at the next docker rm). Leave these out of the env file.
ENV GOGOBEE_DB=/data/gogobee.db \
    GOGOBEE_VOLUME=/data \
    GOGOBEE_METRICS_ADDR=:9464
VOLUME ["/data"]
EXPOSE 9464
USER 65532:65532
# Ready = database answers, scheduler ticks, homeserver syncs (GET /readyz).
HEALTHCHECK --interval=30s --timeout=10s --start-period=2m --retries=3 \
    CMD ["/usr/local/bin/gogobee", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/gogobee"]
CMD ["run"]

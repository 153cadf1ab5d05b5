#!/usr/bin/env bash
# A three-node Patroni cluster on loopback for development and CI: one etcd
# member, three PostgreSQL data directories each run by its own Patroni (REST
# API per node), synchronous replication, and HAProxy in front routing to
# whichever node Patroni's /primary says leads (docs/deploy.md § A highly
# available PostgreSQL).
#
#   scripts/ha-cluster.sh up            start it all, wait for a primary and two streaming standbys
#   scripts/ha-cluster.sh status        members, roles, lag; which node HAProxy sends writes to
#   scripts/ha-cluster.sh start-node N  start node N's Patroni again (after it was killed)
#   scripts/ha-cluster.sh wait-healthy  wait for one primary and two streaming standbys
#   scripts/ha-cluster.sh url           the app's DATABASE_URL (HAProxy's primary port)
#   scripts/ha-cluster.sh down          stop everything and remove the cluster's files
#
# HA_DIR (default /tmp/feastbook-ha) holds everything; HA_PORT_BASE (default
# 25400) places the ports: PostgreSQL base+1..3, Patroni REST base+11..13,
# etcd base+21 (clients) and base+22 (peers), HAProxy base+30 (primary),
# base+31 (standbys), base+39 (stats page).
set -euo pipefail

HA_DIR="${HA_DIR:-/tmp/feastbook-ha}"
BASE="${HA_PORT_BASE:-25400}"
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
NODES=(1 2 3)
ETCD_PORT=$((BASE + 21))
ETCD_PEER_PORT=$((BASE + 22))
RW_PORT=$((BASE + 30))
RO_PORT=$((BASE + 31))
STATS_PORT=$((BASE + 39))
pg_port() { echo $((BASE + $1)); }
rest_port() { echo $((BASE + 10 + $1)); }

# initdb refuses root: as root, everything runs as the postgres user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

need() {
  local missing=()
  for tool in patroni etcd haproxy; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  [ -x "$PGBIN/postgres" ] || missing+=("PostgreSQL server binaries")
  if [ ${#missing[@]} -gt 0 ]; then
    echo "missing: ${missing[*]} (apt-get install -y patroni etcd-server etcd-client haproxy postgresql)" >&2
    exit 1
  fi
}

# Starts a command in the background as the cluster's user, its pid in a file.
spawn() {
  local pidfile="$1" log="$2"
  shift 2
  as_pg sh -c 'pidfile="$1"; log="$2"; shift 2; nohup "$@" >>"$log" 2>&1 </dev/null & echo $! >"$pidfile"' \
    spawn "$pidfile" "$log" "$@"
}

alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# Patroni's and HAProxy's configuration files.
# shellcheck source=scripts/ha-cluster-config.sh
. "$(dirname "$0")/ha-cluster-config.sh"

start_node() {
  local n="$1"
  if alive "$HA_DIR/patroni-$n.pid"; then return; fi
  spawn "$HA_DIR/patroni-$n.pid" "$HA_DIR/patroni-$n.log" patroni "$HA_DIR/pg$n.yml"
}

rest() { curl -s -m 2 "http://127.0.0.1:$(rest_port "$1")/$2" 2>/dev/null || true; }

# One line per node: name role state lag (from Patroni's REST API).
members() {
  for n in "${NODES[@]}"; do
    local json
    json=$(rest "$n" cluster)
    if [ -n "$json" ]; then
      echo "$json" | /usr/bin/python3 -c '
import json, sys
for m in json.load(sys.stdin)["members"]:
    print(m["name"], m["role"], m["state"], m.get("lag", 0), m.get("timeline", ""))'
      return
    fi
  done
}

healthy() {
  local list
  list=$(members)
  [ "$(echo "$list" | grep -c ' leader running ')" = 1 ] &&
    [ "$(echo "$list" | grep -Ec ' sync_standby (running|streaming) ')" -ge 1 ] &&
    [ "$(echo "$list" | grep -Ec ' (sync_standby|replica) (running|streaming) ')" = 2 ] &&
    [ "$(curl -s -o /dev/null -w '%{http_code}' -m 2 "http://127.0.0.1:$STATS_PORT/" || true)" = 200 ] &&
    [ "$(streaming)" = 2 ]
}

# Standbys streaming from the primary, as the primary (reached through HAProxy) sees them.
streaming() {
  "$PGBIN/psql" -X -h 127.0.0.1 -p "$RW_PORT" -U postgres -d postgres -Atc \
    "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'" 2>/dev/null || echo 0
}

wait_healthy() {
  local limit="${1:-120}" waited=0
  until healthy; do
    if [ "$waited" -ge "$limit" ]; then
      echo "the cluster did not become healthy within ${limit}s:" >&2
      members >&2
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
}

up() {
  need
  mkdir -p "$HA_DIR" "$HA_DIR/sock"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$HA_DIR" "$HA_DIR/sock"; fi
  chmod 700 "$HA_DIR"
  as_pg sh -c "umask 077; mkdir -p '$HA_DIR/etcd'"
  if ! alive "$HA_DIR/etcd.pid"; then
    spawn "$HA_DIR/etcd.pid" "$HA_DIR/etcd.log" etcd --name e1 --data-dir "$HA_DIR/etcd" \
      --listen-client-urls "http://127.0.0.1:$ETCD_PORT" --advertise-client-urls "http://127.0.0.1:$ETCD_PORT" \
      --listen-peer-urls "http://127.0.0.1:$ETCD_PEER_PORT" \
      --initial-advertise-peer-urls "http://127.0.0.1:$ETCD_PEER_PORT" \
      --initial-cluster "e1=http://127.0.0.1:$ETCD_PEER_PORT" --initial-cluster-state new
  fi
  for _ in $(seq 1 60); do
    curl -s -m 1 "http://127.0.0.1:$ETCD_PORT/health" | grep -q '"true"' && break
    sleep 0.5
  done
  for n in "${NODES[@]}"; do
    write_patroni "$n"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$HA_DIR/pg$n.yml"; fi
  done
  write_haproxy
  # The first node bootstraps; the others clone it with pg_basebackup.
  start_node 1
  for _ in $(seq 1 120); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' -m 1 "http://127.0.0.1:$(rest_port 1)/primary" || true)" = 200 ] && break
    sleep 0.5
  done
  start_node 2
  start_node 3
  if ! alive "$HA_DIR/haproxy.pid"; then
    as_pg haproxy -D -p "$HA_DIR/haproxy.pid" -f "$HA_DIR/haproxy.cfg"
  fi
  wait_healthy 180
  status
}

status() {
  echo "members (name role state lag timeline):"
  members | sed 's/^/  /'
  echo "streaming standbys: $(streaming)"
  echo "writes: postgres://postgres@127.0.0.1:$RW_PORT/postgres (HAProxy -> /primary)"
  echo "reads:  postgres://postgres@127.0.0.1:$RO_PORT/postgres (HAProxy -> /replica?lag=1MB)"
  curl -s -m 2 "http://127.0.0.1:$STATS_PORT/;csv" 2>/dev/null |
    awk -F, '$1 ~ /^(primary|standbys)$/ && $2 ~ /^pg/ { printf "  haproxy %s %s %s\n", $1, $2, $18 }' || true
}

stop_pid() {
  local pidfile="$1" signal="${2:-TERM}"
  if alive "$pidfile"; then kill "-$signal" "$(cat "$pidfile")" 2>/dev/null || true; fi
}

down() {
  [ -d "$HA_DIR" ] || return 0
  stop_pid "$HA_DIR/haproxy.pid"
  for n in "${NODES[@]}"; do stop_pid "$HA_DIR/patroni-$n.pid"; done
  for _ in $(seq 1 40); do
    local running=0
    for n in "${NODES[@]}"; do alive "$HA_DIR/patroni-$n.pid" && running=1; done
    [ "$running" = 0 ] && break
    sleep 0.25
  done
  for n in "${NODES[@]}"; do
    stop_pid "$HA_DIR/patroni-$n.pid" KILL
    # A postmaster left by a killed Patroni: stopped by its own pid file.
    if [ -f "$HA_DIR/pg$n/postmaster.pid" ]; then
      as_pg "$PGBIN/pg_ctl" -D "$HA_DIR/pg$n" -m immediate stop >/dev/null 2>&1 || true
    fi
  done
  stop_pid "$HA_DIR/etcd.pid"
  sleep 0.5
  stop_pid "$HA_DIR/etcd.pid" KILL
  rm -rf "$HA_DIR"
}

case "${1:-}" in
  up) up ;;
  status) status ;;
  start-node) start_node "${2:?node number}" ;;
  wait-healthy) wait_healthy "${2:-120}" ;;
  url) echo "postgres://postgres@127.0.0.1:$RW_PORT/postgres" ;;
  down) down ;;
  *)
    sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac

# The configuration files of scripts/ha-cluster.sh (sourced by it): one
# Patroni file per node and HAProxy's. Reads HA_DIR, PGBIN, ETCD_PORT,
# RW_PORT, RO_PORT, STATS_PORT, NODES, pg_port and rest_port from it.
# shellcheck shell=bash

# Timings: the leader key lives `ttl` seconds; a primary whose Patroni dies is
# replaced once it expires, so ttl bounds the failover (docs/deploy.md).
# ttl >= loop_wait + 2 * retry_timeout, as Patroni requires.
write_patroni() {
  local n="$1"
  cat >"$HA_DIR/pg$n.yml" <<YAML
scope: feastbook
namespace: /feastbook-ha/
name: pg$n
log:
  level: INFO
restapi:
  listen: 127.0.0.1:$(rest_port "$n")
  connect_address: 127.0.0.1:$(rest_port "$n")
etcd3:
  hosts: 127.0.0.1:$ETCD_PORT
bootstrap:
  dcs:
    ttl: 8
    loop_wait: 1
    retry_timeout: 3
    maximum_lag_on_failover: 1048576
    # Only a synchronous standby may be promoted, and a commit is acknowledged
    # once it is on the primary and that standby. Strict: with no standby left
    # the primary waits rather than acknowledging commits that exist once.
    synchronous_mode: true
    synchronous_mode_strict: true
    synchronous_node_count: 1
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        wal_level: replica
        hot_standby: 'on'
        wal_log_hints: 'on'
        synchronous_commit: 'on'
        max_connections: 200
        max_wal_senders: 10
        max_replication_slots: 10
        wal_keep_size: 256MB
        hot_standby_feedback: 'on'
        # A standby whose primary vanished asks the new one after 0.5 s, not 5.
        wal_retrieve_retry_interval: 500ms
  initdb:
    - encoding: UTF8
    - locale: C.UTF-8
postgresql:
  listen: 127.0.0.1:$(pg_port "$n")
  connect_address: 127.0.0.1:$(pg_port "$n")
  data_dir: $HA_DIR/pg$n
  bin_dir: $PGBIN
  pgpass: $HA_DIR/pgpass$n
  # Loopback only, trusted: a throwaway cluster. Production uses scram-sha-256
  # and TLS between nodes (docs/deploy.md).
  pg_hba:
    - local all all trust
    - host all all 127.0.0.1/32 trust
    - host replication all 127.0.0.1/32 trust
  authentication:
    superuser:
      username: postgres
    replication:
      username: replicator
    rewind:
      username: postgres
  parameters:
    unix_socket_directories: $HA_DIR/sock
  remove_data_directory_on_rewind_failure: true
  remove_data_directory_on_diverged_timelines: true
watchdog:
  mode: 'off'
YAML
}

write_haproxy() {
  local servers_rw="" servers_ro=""
  for n in "${NODES[@]}"; do
    servers_rw+="  server pg$n 127.0.0.1:$(pg_port "$n") check port $(rest_port "$n")"$'\n'
    servers_ro+="  server pg$n 127.0.0.1:$(pg_port "$n") check port $(rest_port "$n")"$'\n'
  done
  cat >"$HA_DIR/haproxy.cfg" <<CFG
global
  maxconn 2000

defaults
  mode tcp
  timeout connect 2s
  # Long: the chat listener's LISTEN connection may sit idle for a long time.
  timeout client 1h
  timeout server 1h
  timeout check 1s
  option clitcpka
  option srvtcpka

# Writes: only the node whose Patroni answers /primary with 200. A node that
# stops being primary is dropped with its connections (shutdown-sessions),
# so nothing keeps writing to a demoted or dead primary.
listen primary
  bind 127.0.0.1:$RW_PORT
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
$servers_rw
# Reads that may be stale: streaming standbys at most 1 MB behind.
listen standbys
  bind 127.0.0.1:$RO_PORT
  balance roundrobin
  option httpchk GET /replica?lag=1MB
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
$servers_ro
listen stats
  bind 127.0.0.1:$STATS_PORT
  mode http
  stats enable
  stats uri /
CFG
}

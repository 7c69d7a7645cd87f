#!/usr/bin/env bash
# Starts a single-node Apache Kafka 3.9 broker (KRaft, combined broker+controller) on 127.0.0.1 in the background.
# Jars come from Maven Central through pom.xml (cached in target/lib); data and logs live in run/ (both gitignored).
# Prints the KAFKA_BROKERS value on stdout (everything else goes to stderr), e.g.:
#   export KAFKA_BROKERS=$(deploy/kafka-local/start.sh)
# Env: KAFKA_PORT (default 19092; 0 picks a free port), KAFKA_CONTROLLER_PORT (default: a free port),
#      KAFKA_HEAP (default -Xmx512m -Xms128m), KAFKA_FRESH=1 wipes run/ first, KAFKA_RUN_DIR (default run/) lets a
#      test run a second broker of its own.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
run="${KAFKA_RUN_DIR:-$here/run}"
lib="$here/target/lib"
log() { printf '[kafka-local] %s\n' "$*" >&2; }

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
accepts() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if [ -f "$run/broker.pid" ] && kill -0 "$(cat "$run/broker.pid")" 2>/dev/null && [ -f "$run/port" ]; then
  port=$(cat "$run/port")
  if accepts "$port"; then
    log "already running (pid $(cat "$run/broker.pid"))"
    echo "127.0.0.1:$port"
    exit 0
  fi
fi

if ! ls "$lib"/kafka_2.13-*.jar >/dev/null 2>&1; then
  log "resolving the broker's jars with Maven"
  (cd "$here" && mvn -q -B dependency:copy-dependencies >&2)
fi

[ "${KAFKA_FRESH:-0}" = 1 ] && rm -rf "$run"
mkdir -p "$run/data" "$run/logs"

port=${KAFKA_PORT:-19092}
[ "$port" = 0 ] && port=$(free_port)
if accepts "$port"; then
  log "port $port is taken by another process; set KAFKA_PORT (0 = any free port)"
  exit 1
fi
# The controller keeps its port across restarts (the quorum was formatted with it).
if [ -n "${KAFKA_CONTROLLER_PORT:-}" ]; then controller=$KAFKA_CONTROLLER_PORT
elif [ -f "$run/controller-port" ]; then controller=$(cat "$run/controller-port")
else controller=$(free_port); fi
echo "$controller" >"$run/controller-port"

cat >"$run/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller
advertised.listeners=PLAINTEXT://127.0.0.1:$port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$run/data
num.partitions=3
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=6
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=2
background.threads=2
log.cleaner.enable=false
log.retention.hours=24
PROPS

cat >"$run/log4j.properties" <<PROPS
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$run/logs/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaServer=INFO
log4j.logger.kafka.server.BrokerServer=INFO
PROPS

java_opts=(${KAFKA_HEAP:--Xmx512m -Xms128m} -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true
  "-Dlog4j.configuration=file:$run/log4j.properties" "-Dkafka.logs.dir=$run/logs")

# Format the KRaft storage once (the meta.properties keeps the cluster id; the listener ports may change freely).
if [ ! -f "$run/data/meta.properties" ]; then
  cluster_id=$(java -cp "$lib/*" "${java_opts[@]}" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1)
  log "formatting KRaft storage (cluster $cluster_id)"
  java -cp "$lib/*" "${java_opts[@]}" kafka.tools.StorageTool format -t "$cluster_id" -c "$run/server.properties" >"$run/logs/format.log" 2>&1
fi

# A fresh log per start: readiness is read from it.
[ -f "$run/logs/server.log" ] && mv "$run/logs/server.log" "$run/logs/server.log.previous"
log "starting broker on 127.0.0.1:$port (controller $controller)"
nohup java -cp "$lib/*" "${java_opts[@]}" kafka.Kafka "$run/server.properties" >"$run/logs/stdout.log" 2>&1 &
echo $! >"$run/broker.pid"
echo "$port" >"$run/port"

for _ in $(seq 1 120); do
  if ! kill -0 "$(cat "$run/broker.pid")" 2>/dev/null; then
    log "broker exited; last lines of its logs:"
    tail -n 30 "$run/logs/stdout.log" "$run/logs/server.log" >&2 2>/dev/null || true
    exit 1
  fi
  if accepts "$port" && grep -q 'Kafka Server started\|\[BrokerServer id=1\] Transition from STARTING to STARTED' "$run/logs/server.log" "$run/logs/stdout.log" 2>/dev/null; then
    log "ready"
    echo "127.0.0.1:$port"
    exit 0
  fi
  sleep 0.5
done
log "broker did not become ready within 60 s; see $run/logs"
exit 1

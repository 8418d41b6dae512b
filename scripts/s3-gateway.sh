#!/usr/bin/env bash
# Starts a single-node Ceph S3 gateway (radosgw over one in-memory OSD) on 127.0.0.1, for tests.
#   s3-gateway.sh [DIR]        start (DIR: state folder, default $TMPDIR/crawlstream-s3-gateway); prints the endpoint
#   s3-gateway.sh stop [DIR]   stop what a start in DIR started
# Environment: RGW_PORT (default 7480), RGW_MEMSTORE_BYTES (OSD size in memory, default 4 GiB),
#   RGW_ACCESS_KEY / RGW_SECRET_KEY (defaults below). Installs the Debian packages when missing (root).
# Prints, last, lines to eval: AWS_ENDPOINT_URL_S3=... AWS_ACCESS_KEY_ID=... AWS_SECRET_ACCESS_KEY=... AWS_REGION=...
# One gateway per machine at a time: the monitor binds the fixed ports 3300 and 6789.
set -euo pipefail
cmd=start
if [ "${1:-}" = stop ]; then cmd=stop; shift; fi
D=${1:-${TMPDIR:-/tmp}/crawlstream-s3-gateway}
PORT=${RGW_PORT:-7480}
AK=${RGW_ACCESS_KEY:-crawlstream-test}
SK=${RGW_SECRET_KEY:-crawlstream-test-secret}

# Whether process $1 runs (a killed daemon whose parent has not reaped it yet is done).
running() { [ -r "/proc/$1/stat" ] && [ "$(sed 's/.*) //' "/proc/$1/stat" | cut -d' ' -f1)" != Z ]; }

# The gateway's objects live in the OSD's memory and go with it: asked to stop, the OSD first writes them all
# to its folder (7 s for a test's objects), which is deleted next. So the three are killed outright.
stop() {
  local pids=""
  for n in rgw osd.0 mon.a; do
    [ -f "$D/run/$n.pid" ] && pids="$pids $(cat "$D/run/$n.pid")"
  done
  [ -n "$pids" ] || return 0
  kill -9 $pids 2>/dev/null || true
  local p alive
  for _ in $(seq 100); do
    alive=""; for p in $pids; do running "$p" && alive="$alive $p"; done
    [ -n "$alive" ] || return 0
    sleep 0.1
  done
}
if [ $cmd = stop ]; then stop; exit 0; fi

if ! command -v radosgw >/dev/null || ! command -v ceph-mon >/dev/null || ! command -v ceph-osd >/dev/null; then
  echo "installing ceph-mon ceph-osd radosgw ceph-common from Debian..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    ceph-mon ceph-osd radosgw ceph-common) >&2
fi

[ -d "$D/run" ] && stop
rm -rf "$D"; mkdir -p "$D"/{mon,osd0,run,log,rgw}
FSID=$(cat /proc/sys/kernel/random/uuid)
cat > "$D/ceph.conf" <<CONF
[global]
fsid = $FSID
mon host = [v2:127.0.0.1:3300,v1:127.0.0.1:6789]
public network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc secure
ms client mode = crc secure
ms bind ipv6 = false
osd objectstore = memstore
memstore device bytes = ${RGW_MEMSTORE_BYTES:-4294967296}
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
osd pool default pg num = 8
osd pool default pgp num = 8
osd crush chooseleaf type = 0
# The monitor commits a change of its maps at most once a second by default; radosgw's start creates its
# pools one after another, each a change: 13 s to open its port, 3 s with this.
paxos propose interval = 0.05
run dir = $D/run
log file = $D/log/\$name.log
admin socket = $D/run/\$name.asok
pid file = $D/run/\$name.pid
keyring = $D/keyring
[mon.a]
mon data = $D/mon
[osd.0]
osd data = $D/osd0
CONF
C="-c $D/ceph.conf"
ceph-authtool --create-keyring "$D/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --addv a '[v2:127.0.0.1:3300,v1:127.0.0.1:6789]' --fsid "$FSID" "$D/monmap" >/dev/null
ceph-mon $C --mkfs -i a --monmap "$D/monmap" --keyring "$D/keyring"
ceph-mon $C -i a
U=$(cat /proc/sys/kernel/random/uuid); ID=$(timeout 60 ceph $C osd new "$U")
ceph-osd $C -i "$ID" --mkfs --osd-uuid "$U" 2>/dev/null
ceph-osd $C -i "$ID"
nohup radosgw -f $C -n client.admin --rgw-frontends="beast endpoint=127.0.0.1:$PORT" --rgw-data="$D/rgw" \
  --admin-socket="$D/run/rgw.asok" --log-file="$D/log/rgw.log" > "$D/log/rgw.out" 2>&1 &
echo $! > "$D/run/rgw.pid"
up=0
for _ in $(seq 900); do (exec 3<>/dev/tcp/127.0.0.1/$PORT) 2>/dev/null && { up=1; break; }; sleep 0.1; done
[ $up = 1 ] || { echo "radosgw did not open port $PORT; see $D/log/rgw.log" >&2; exit 1; }
timeout 60 radosgw-admin $C -n client.admin --admin-socket="" user create --uid=crawlstream --display-name=crawlstream \
  --access-key="$AK" --secret-key="$SK" >/dev/null
echo "S3 gateway up on http://127.0.0.1:$PORT (state in $D; stop: $0 stop $D)" >&2
echo "AWS_ENDPOINT_URL_S3=http://127.0.0.1:$PORT AWS_ACCESS_KEY_ID=$AK AWS_SECRET_ACCESS_KEY=$SK AWS_REGION=us-east-1"

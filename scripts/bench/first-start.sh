#!/usr/bin/env bash
# The quick start as a newcomer meets it (issue 34): a fresh clone of this repository's HEAD in a
# temporary folder, then README's line `. ./scripts/setup.sh && npm start`, timed from the line to
# the first 200 of `/`. Run it RUNS times (3) and print each time and the median. The npm cache
# (~/.npm) is what the machine has (after one install it holds every package: no downloads);
# node_modules, .tools/node, dist/ and data/ start empty, as in a clone.
#   bash scripts/bench/first-start.sh [PORT]      (default 4599; the port must be free)
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
port=${1:-4599}
runs=${RUNS:-3}
times=()
for run in $(seq 1 "$runs"); do
  dir=$(mktemp -d /tmp/bozor-first-start.XXXXXX)
  git clone -q "$repo" "$dir/bozor"
  log="$dir/start.log"
  start=$(date +%s.%N)
  # A session of its own (its leader's pid written first), so that the whole tree stops after.
  (cd "$dir/bozor" && PATH=/usr/local/bin:/usr/bin:/bin PORT=$port setsid bash -c 'echo $$ >../pid; . ./scripts/setup.sh && exec npm start' >"$log" 2>&1 &)
  until [ -s "$dir/pid" ]; do sleep 0.05; done
  answered=""
  for _ in $(seq 1 3000); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/" 2>/dev/null)" = 200 ]; then answered=yes; break; fi
    sleep 0.1
  done
  end=$(date +%s.%N)
  kill -TERM -- "-$(cat "$dir/pid")" 2>/dev/null
  sleep 2
  kill -KILL -- "-$(cat "$dir/pid")" 2>/dev/null
  rm -rf "$dir/bozor"
  if [ -z "$answered" ]; then echo "run $run: no answer within 300 s (log: $log)"; continue; fi
  seconds=$(echo "$end - $start" | bc)
  times+=("$seconds")
  printf 'run %s: first 200 of / after %.1f s (load average then: %s; log: %s)\n' "$run" "$seconds" "$(cut -d' ' -f1-3 /proc/loadavg)" "$log"
done
if [ "${#times[@]}" -gt 0 ]; then
  printf 'median of %s: %.1f s\n' "${#times[@]}" "$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
fi

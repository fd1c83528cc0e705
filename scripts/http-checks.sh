# Shell helpers of the checks that start a server and ask it (package-check.sh, production-check.sh).
# Sourced; they expect $work (a scratch folder) and a fail function.

# Waits until $1 answers (any status; up to $2 half-seconds, 240 unless told); gives the status of the last try.
# A first start builds the site before it answers: minutes for the shipped site at load 12 on 2 cores.
wait_for() {
  local status=000
  for _ in $(seq 1 "${2:-240}"); do
    status=$(curl -s -o /dev/null -w '%{http_code}' "$1" || true)
    [ "$status" != 000 ] && break
    sleep 0.5
  done
  echo "$status"
}
# Fails unless $1 answers status $2 and its body contains $3.
expect_page() {
  local body status
  body="$work/body.html"
  status=$(curl -s -o "$body" -w '%{http_code}' "$1" || true)
  [ "$status" = "$2" ] || fail "$1 answered $status, not $2"
  grep -q -- "$3" "$body" || fail "$1 does not contain \"$3\""
  echo "  $1: $status, holds \"$3\""
}

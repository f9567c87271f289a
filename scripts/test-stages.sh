# The stages of a test run, shared by scripts/test.sh (every check) and scripts/test-quick.sh (the
# loop while working). Sourced: each stage's failure is added to failed_stages, and every stage
# runs even after another failed, so one run shows all problems.
failed_stages=()
mkdir -p test-results
rm -f test-results/*.json

# Each stage says how long it took, so a run that nears CI's time budget shows where it went.
stage() {
  local name="$1" started=$SECONDS
  shift
  echo
  echo "==> $name"
  if ! "$@"; then failed_stages+=("$name"); fi
  echo "==> $name: $((SECONDS - started)) s"
}

jest_project() {
  npx jest --selectProjects "$1" --json --outputFile="test-results/$1.json" "${@:2}"
}

# Lint and the type-check each keep one core busy: they run side by side, and each one's output
# is printed whole once both are done.
side_by_side() { # <name> <command> <name> <command>: the commands as npm script names
  local logs started=$SECONDS
  logs="$(mktemp -d)"
  (npm run --silent "$2" >"$logs/1" 2>&1; echo $? >"$logs/1.rc") &
  (npm run --silent "$4" >"$logs/2" 2>&1; echo $? >"$logs/2.rc") &
  wait
  for i in 1 2; do
    local name=$1
    [ "$i" = 2 ] && name=$3
    echo
    echo "==> $name"
    cat "$logs/$i"
    [ "$(cat "$logs/$i.rc")" = 0 ] || failed_stages+=("$name")
  done
  rm -rf "$logs"
  echo "==> $1 and $3, side by side: $((SECONDS - started)) s"
}

#!/usr/bin/env bash
# Runs Examples/Spark/validate.py for real: PySpark from PyPI (scripts/pyspark), in local mode
# (local[2], submitted with spark-submit), over 200,000 records drawn by scripts/random-records
# and a few lines that are not records, in 4 partitions, with the tool's debug validator
# (built by the tool's suite before this runs). Its output, sorted by line, must be byte for
# byte what one `validator check --spec` writes over the same file. Needs Java (Debian:
# default-jre-headless) and Debian's python3. Prints 'N passed, N failed'; exits 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
validator=${VALIDATOR:-Tool/.build/debug/validator}
spec=Examples/Specs/payment.json

missing() { echo "spark-batch: $1"; echo "0 passed, 1 failed"; exit 1; }
[ -x "$validator" ] || missing "no $validator: build the tool first (cd Tool && swift build)"
command -v java >/dev/null || missing "no java: apt-get install default-jre-headless (scripts/install-system-packages)"
[ -x /usr/bin/python3 ] || missing "no /usr/bin/python3: apt-get install python3"
pyspark=$(scripts/pyspark) || missing "PySpark did not install (scripts/pyspark): it needs python3-venv and PyPI"

folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
passed=0 failed=0
expect() { # description, command…
  local description=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $description"; fi
}

records="$folder/records.jsonl"
/usr/bin/python3 scripts/random-records --spec "$spec" --seed 30 --count 200000 >"$records"
# Lines that are not records go through Spark too: an empty line, text, a line ending in \r\n,
# a lone \r inside a line (one line for check, so one for the job), and a last line without \n.
printf '\nnot json\n{"name":"Ada Lovelace"}\r\n{"card":"4242424242424242"}\r{"cvc":"1"}\n{"name":' >>"$records"

"$validator" check --spec "$spec" <"$records" >"$folder/expected.jsonl"
started=$(date +%s)
PYSPARK_PYTHON="$pyspark/python" "$pyspark/spark-submit" --master 'local[2]' \
  Examples/Spark/validate.py --spec "$spec" --input "$records" --output "$folder/verdicts" --partitions 4 \
  --validator "$validator" 2>"$folder/spark.log"
status=$?
echo "spark-batch: the job took $(($(date +%s) - started)) s"
expect "the job exits 0" [ "$status" -eq 0 ]
[ "$status" -eq 0 ] || tail -20 "$folder/spark.log"

parts=$(ls "$folder/verdicts"/part-* 2>/dev/null | wc -l)
expect "the job ran in at least 2 partitions (found $parts)" [ "$parts" -ge 2 ]
cat "$folder/verdicts"/part-* 2>/dev/null | LC_ALL=C sort -s -t: -k2,2n >"$folder/sorted.jsonl"
expect "its verdicts, sorted by line, are byte for byte one check --spec over the file" \
  cmp "$folder/expected.jsonl" "$folder/sorted.jsonl"
expect "one verdict per line of the input (200,005)" [ "$(wc -l <"$folder/sorted.jsonl")" -eq 200005 ]

# A failing check (a spec it refuses) fails the job, saying why.
echo '{"fields": [{"id": "x", "validators": [{"plugin": "no-such-plugin"}]}]}' >"$folder/broken.json"
PYSPARK_PYTHON="$pyspark/python" "$pyspark/spark-submit" --master 'local[2]' \
  Examples/Spark/validate.py --spec "$folder/broken.json" --input "$records" --output "$folder/refused" \
  --partitions 2 --validator "$validator" >"$folder/refused.log" 2>&1
status=$?
expect "a spec check refuses fails the job" [ "$status" -ne 0 ]
expect "and the job's log says what check said" grep -q "no-such-plugin" "$folder/refused.log"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

# Arbitre: the two commands (`make run`, `make test`) and the benchmarks.
# Every target first installs the missing Debian packages (scripts/deps.sh, as root).
JOBS  ?= $(shell nproc)
# make run's address: HOST/PORT, else ARBITRE_HOST/ARBITRE_PORT, else 127.0.0.1:8080
HOST  ?= $(or $(ARBITRE_HOST),127.0.0.1)
PORT  ?= $(or $(ARBITRE_PORT),8080)

.PHONY: all deps build run test bench bench-engine bench-http bench-ask bench-rss bench-load fuzz clean format update-refs

all: build

deps:
	@scripts/deps.sh

build: deps
	@cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
	@cmake --build build -j $(JOBS)

run: build
	./build/src/cli/arbitre serve --host $(HOST) --port $(PORT)

test:
	@scripts/deps.sh --test
	@cd tests/web && npm ci --no-audit --no-fund --loglevel=error
	@cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DBUILD_TESTING=ON -DARBITRE_SANITIZE=ON >/dev/null
	@cmake --build build-test -j $(JOBS)
	@cd build-test && ctest --output-on-failure -j $(JOBS)
	@cmake -S . -B build-valgrind -DCMAKE_BUILD_TYPE=Debug -DBUILD_TESTING=ON >/dev/null
	@cmake --build build-valgrind -j $(JOBS) --target arbitre test_playout
	tests/valgrind.sh build-valgrind/src/cli/arbitre build-valgrind/tests/rules/test_playout
	@cmake -S . -B build-fuzz -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug -DBUILD_TESTING=ON -DARBITRE_SANITIZE=ON -DARBITRE_FUZZ=ON >/dev/null
	@cmake --build build-fuzz -j $(JOBS) --target $(FUZZ_TARGETS)
	@cd build-fuzz && ctest --output-on-failure -R '^fuzz_'

bench: bench-engine bench-http bench-ask

bench-engine: build
	@cmake -S . -B build -DARBITRE_BENCH=ON >/dev/null
	@cmake --build build -j $(JOBS) --target bench_engine
	./build/bench/bench_engine

bench-ask: build
	@cmake -S . -B build -DARBITRE_BENCH=ON >/dev/null
	@cmake --build build -j $(JOBS) --target bench_ask
	./build/bench/bench_ask tests/qa/questions.jsonl
	@echo "situations told in words (tests/qa/dev/situations-dev.jsonl, answered by faq_situ):"
	./build/bench/bench_ask tests/qa/dev/situations-dev.jsonl

# The server's memory (VmRSS / VmHWM) after 200 questions of every set, and its start time.
bench-rss: build
	bench/bench_rss.sh ./build/src/cli/arbitre 200

bench-http: build
	@scripts/deps.sh --bench
	bench/bench_http.sh ./build/src/cli/arbitre

# The server under hostile and heavy load, from outside (bench/bench_load.c; LOAD_TIME seconds
# a phase, about 5 phases), then the nginx recipe with two replicas at 256 clients.
LOAD_TIME ?= 10
bench-load: build
	@cmake -S . -B build -DARBITRE_BENCH=ON >/dev/null
	@cmake --build build -j $(JOBS) --target bench_load
	./build/bench/bench_load ./build/src/cli/arbitre $(LOAD_TIME)
	NGINX=/usr/sbin/nginx node deploy/test_replicas.mjs ./build/src/cli/arbitre | grep -E '^replicas.load|passed'

# Longer fuzzing by hand (FUZZ_TIME seconds per target); new inputs are kept in fuzz/corpus*
# (fuzz_request: fuzz/corpus, fuzz_ask: fuzz/corpus_ask, ...).
FUZZ_TIME ?= 600
FUZZ_TARGETS = fuzz_request fuzz_ask fuzz_kb fuzz_http fuzz_cards fuzz_situ
fuzz:
	@cmake -S . -B build-fuzz -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug -DBUILD_TESTING=ON -DARBITRE_SANITIZE=ON -DARBITRE_FUZZ=ON >/dev/null
	@cmake --build build-fuzz -j $(JOBS) --target $(FUZZ_TARGETS)
	./build-fuzz/fuzz/fuzz_request -max_total_time=$(FUZZ_TIME) -timeout=10 fuzz/corpus
	for t in ask kb http cards situ; do ./build-fuzz/fuzz/fuzz_$$t -max_total_time=$(FUZZ_TIME) -timeout=10 -rss_limit_mb=4096 fuzz/corpus_$$t || exit 1; done

# Rewrites the visual references of the cards (tests/cards/ref/*.png) from the test build:
# open every changed picture before committing it.
update-refs:
	@cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DBUILD_TESTING=ON -DARBITRE_SANITIZE=ON >/dev/null
	@cmake --build build-test -j $(JOBS) --target cards_visual
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	    build-test/tests/cards/cards_visual tests/cards/ref build-test/cards-visual --update

clean:
	rm -rf build build-test build-fuzz build-valgrind

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

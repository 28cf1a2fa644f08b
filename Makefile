# FleetPlanner: the whole set-up on a fresh Debian 12 machine is `make run` or `make test`.
# Both install missing Debian packages (apt-get, only when missing), configure and build; they are idempotent.

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo

# Build, test and screenshot dependencies (Debian 12 package names).
DEPS := cmake g++ make pkg-config \
        qt6-base-dev qt6-charts-dev libqt6sql6-sqlite qt6-tools-dev qt6-l10n-tools qt6-svg-dev \
        libgl-dev libeigen3-dev libfmt-dev \
        xvfb xauth poppler-utils fonts-noto-cjk

.PHONY: all deps configure build run test bench screenshots deb deb-test fuzz asan asan-ci clean

all: build

deps:
	@missing=""; \
	for p in $(DEPS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

configure: deps
	@if [ ! -f $(BUILD_DIR)/CMakeCache.txt ]; then cmake -S . -B $(BUILD_DIR) $(CMAKE_FLAGS); fi

build: configure
	cmake --build $(BUILD_DIR) -j$(JOBS)

run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  $(BUILD_DIR)/app/shell/fleetplanner; \
	else \
	  echo "No display found: starting FleetPlanner on a virtual X server (xvfb-run). Set DISPLAY to see the window."; \
	  xvfb-run -a -s "-screen 0 1366x768x24" $(BUILD_DIR)/app/shell/fleetplanner; \
	fi

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j$(JOBS)

bench: build
	QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/bench/bench_evaluate
	QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/bench/bench_serving
	QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/bench/bench_edit_to_views
	tools/startup-bench.sh $(BUILD_DIR)

# The Debian package (build/fleetplanner_VERSION_ARCH.deb).
deb: build
	cd $(BUILD_DIR) && cpack -G DEB

# Builds the .deb, installs it with apt-get, runs the installed binaries, removes it (CI runs this).
deb-test: build
	tools/deb-install-test.sh $(BUILD_DIR)

# Regenerates docs/screenshots/ (main window at 1366x768 under Xvfb).
screenshots: build
	tools/screenshots.sh $(BUILD_DIR)

# libFuzzer targets (clang-14, ASan + UBSan) in build-fuzz/, each run for FUZZ_SECONDS on one core, one
# after the other. Findings land in build-fuzz/artifacts/<target>/ (see docs/robustness.md).
FUZZ_SECONDS ?= 600
FUZZ_TIMEOUT ?= 5
fuzz:
	@dpkg-query -W -f='$${Status}' clang-14 2>/dev/null | grep -q "install ok installed" || \
	  { if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq clang-14 libclang-rt-14-dev lld-14; }
	FUZZ_TIMEOUT=$(FUZZ_TIMEOUT) tools/fuzz.sh build-fuzz $(FUZZ_SECONDS)

# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (CMakePresets.json: asan).
asan: deps
	cmake --preset asan
	cmake --build --preset asan -j$(JOBS)
	ctest --preset asan -j$(JOBS)

# The same under CI's time budget (.ci/run): preset asan-ci, -O0 without debug info, no benchmarks, so that a
# cold build without ccache takes minutes (docs/robustness.md has the timings). Reports name functions, not lines:
# rerun a failing test with `make asan` to read it.
asan-ci: deps
	cmake --preset asan-ci
	cmake --build --preset asan-ci -j$(JOBS)
	ctest --preset asan-ci -j$(JOBS)

clean:
	rm -rf $(BUILD_DIR)

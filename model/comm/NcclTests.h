#pragma once
// Reader of nccl-tests output (all_reduce_perf, all_gather_perf, …): the table rows with size, time and
// the two bandwidth conventions. nccl-tests reports algbw = size / time and busbw = algbw × the
// collective's bandwidth factor (2(N−1)/N for AllReduce), i.e. the per-link rate a ring needs.
#include "comm/Calibration.h"

#include <string>
#include <string_view>
#include <vector>

namespace fleet {

struct NcclTestsRow {
    double bytes = 0.0;
    double timeUs = 0.0;      // out-of-place
    double algbwGBps = 0.0;   // out-of-place
    double busbwGBps = 0.0;   // out-of-place
    double inPlaceTimeUs = 0.0;
};

struct NcclTestsRun {
    std::string error;         // empty on success
    std::string collective;    // from "# Collective test starting: X_perf" (newer nccl-tests); may be empty
    size_t collectiveLine = 0; // the line that named it
    int ranks = 0;             // "#  Rank N ..." lines (0: unknown)
    std::vector<NcclTestsRow> rows;
    std::vector<std::string> skipped; // lines that looked like data but did not parse, with the reason
};

// Plausibility bounds of a result row: no nccl-tests sweep measures an operation of more than an hour, nor a
// message beyond 1 PiB (far beyond any accelerator's memory).
inline constexpr double kNcclTestsMaxTimeUs = 3.6e9;
inline constexpr double kNcclTestsMaxBytes = 1125899906842624.0;

// Never throws; malformed input yields an error naming the line. A row with an implausible value is skipped
// with the reason; the run is refused (error) when no row is left, when a row's #wrong column is not 0 (nccl-tests
// found corrupt data) and when the text holds more than one run (a header part again after a later one).
NcclTestsRun parseNcclTests(std::string_view text);
std::vector<TimedPoint> outOfPlacePoints(const NcclTestsRun& run);

} // namespace fleet

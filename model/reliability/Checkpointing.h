#pragma once
// Checkpoint interval and goodput: the Young–Daly law (seed L51, L508-512), Daly's higher-order refinement
// (Daly 2006, "A higher order estimate of the optimum checkpoint interval for restart dumps"), and the
// goodput of a run that checkpoints every τ and restarts after each failure (seed L2098: 10-30 min restarts).
//
// Symbols: τ checkpoint interval (useful work between two checkpoints), δ checkpoint write time (the job is
// paused while it writes), R restart time after a failure (detect, evict, replace, reload), M system MTBF.
//
// Goodput model, first order (reported as reliability.goodput_first_order; reliability.goodput is the exact
// renewal model renewalGoodput() below):
//     wall / useful = 1 + δ/τ + (τ/2 + R)/M,       goodput = useful / wall
// i.e. per second of useful work: δ/τ of checkpoint writing, and 1/M failures, each losing on average half an
// interval of work (τ/2) plus the restart R. Failures are counted per useful second, and writes and restarts
// are assumed failure-free; the error is second order in (τ + δ)/M and R/M. Minimising over τ gives the
// Young interval √(2δM).
//
// Exact renewal model (what the Monte Carlo simulates, used to validate it): failures are a Poisson process of
// rate 1/M in job-exposed time (computing or writing; restarts are not exposed), a failure during a segment
// of length s = τ + δ loses the whole segment so far, so the expected time to get one segment through is
// (e^(s/M) − 1)(M + R). The last segment carries the remaining work and no checkpoint.
#include "units/Quantity.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace fleet {

// τ_YD = √(2 · δ · M) (seed L510; M must be the system MTBF, not a component's, L512).
Seconds youngDalyInterval(Seconds write, Seconds mtbf);
// Daly's refinement: τ = √(2δM)·[1 + (1/3)√(δ/(2M)) + (1/9)(δ/(2M))] − δ for δ < 2M, else τ = M.
Seconds dalyInterval(Seconds write, Seconds mtbf);

// The first-order model's terms, per unit of useful work.
struct GoodputBreakdown {
    double checkpoint = 0.0;    // δ/τ
    double lostWork = 0.0;      // (τ/2)/M
    double restart = 0.0;       // R/M
    double wallPerUseful = 1.0; // 1 + the three above
    double goodput = 1.0;       // 1 / wallPerUseful
};
// τ ≤ 0 with δ = 0 is continuous checkpointing at no cost (no checkpoint term, no lost work).
GoodputBreakdown goodputBreakdown(Seconds interval, Seconds write, Seconds restart, Seconds mtbf);
double goodput(Seconds interval, Seconds write, Seconds restart, Seconds mtbf);
// Series builder for the goodput-vs-interval view: `points` intervals log-spaced from 0.1·τ_YD to 10·τ_YD,
// each paired with the first-order goodput (τ in seconds). Empty when τ_YD is not positive and finite.
std::vector<std::pair<double, double>> goodputCurve(Seconds write, Seconds restart, Seconds mtbf, int points = 61);
// Exact long-run goodput of exponential failures when a failure loses the segment in progress and restarts
// are failure-free: τ / ((e^((τ+δ)/M) − 1) · (M + R)) (what reliability.goodput reports and the Monte Carlo
// simulates), and its curve over the same intervals as goodputCurve.
double renewalGoodput(Seconds interval, Seconds write, Seconds restart, Seconds mtbf);
std::vector<std::pair<double, double>> renewalGoodputCurve(Seconds write, Seconds restart, Seconds mtbf, int points = 61);

// How a job of `useful` work is cut into segments: `checkpointed` segments of `interval` work each followed
// by a write, then one last segment of `lastWork` ∈ (0, interval] with no write. interval ≤ 0 means
// continuous checkpointing (a failure loses no work); an interval ≥ useful means no checkpoint at all.
struct SegmentPlan {
    bool continuous = false;
    double checkpointed = 0.0; // count (a double: tiny intervals on long jobs exceed 2^31)
    double interval = 0.0;     // s
    double lastWork = 0.0;     // s
};
SegmentPlan segmentPlan(Seconds useful, Seconds interval);

// Exact expectations of the renewal model above under exponential failures of system MTBF `mtbf`.
struct RenewalExpectation {
    Seconds wall;
    double failures = 0.0;
};
RenewalExpectation expectedRunExponential(Seconds useful, Seconds interval, Seconds write, Seconds restart,
                                          Seconds mtbf);

// Checkpoint size and write time estimates: bytes = P · b (b = 14 B/param for mixed-precision Adam: 2 B
// weights + 4 B FP32 master + 8 B moments), T_write = bytes / aggregate storage bandwidth.
Bytes checkpointBytes(double params, double bytesPerParam = 14.0);
Seconds checkpointWriteTime(Bytes checkpoint, BytesPerSecond aggregateBandwidth);

} // namespace fleet

#pragma once
// The α-β communication model and collective costs (seed §3 α-β model L2684-2705; ring AllReduce
// bottleneck notebook L2709-2732; seed §2 dense node design, TP AllReduce L2034-2050).
//   T(n) = α + n/β,   crossover n* = α·β (below it latency dominates, above it bandwidth).
// β is the per-direction bandwidth of one link; collectives are bandwidth-optimal ring/tree schedules.
#include "units/Quantity.h"

namespace fleet {

struct LinkCost {
    Seconds alpha;
    BytesPerSecond beta; // per direction
};

Seconds transferTime(Bytes n, const LinkCost& l);
Bytes crossoverBytes(const LinkCost& l);

// Ring AllReduce of M bytes over N ranks: 2(N−1)/N · M/β + 2(N−1)·α.
Seconds ringAllReduce(Bytes m, double n, const LinkCost& l);
// An all-reduce over a fixed group and link with its factors worked out once, for callers that price many payloads
// (the serving kernel's steps): T(M) = share · M/β + latency. Two schedules make one:
//   ring     NCCL's ring, 2(N−1)/N · M/β + 2(N−1)·α: ringAllReduce(m, n, l) is AllReduceCost::ring(n, l)(m), bit for
//            bit;
//   twoShot  the all-reduce the serving runtimes run inside a scale-up domain (TensorRT-LLM's one/two-shot and
//            MultiShot kernels, vLLM's and SGLang's custom all-reduce): a reduce-scatter and an all-gather by direct
//            peer access over the NVLink switch, two synchronizations in all where the ring waits 2(N − 1) times
//            (NVIDIA, "3x Faster AllReduce with NVSwitch and TensorRT-LLM MultiShot", 2024): 2·α + the ring's bytes.
struct AllReduceCost {
    static AllReduceCost ring(double n, const LinkCost& l) { return {n, l, l.alpha * (2.0 * (n - 1.0))}; }
    static AllReduceCost twoShot(double n, const LinkCost& l) { return {n, l, l.alpha * 2.0}; }
    Seconds operator()(Bytes m) const { return single ? Seconds{} : (m / beta) * share + latency; }
    // Fixed once made: a schedule is chosen by its maker, not by changing a member.
    const BytesPerSecond beta;
    const double share;
    const Seconds latency;
    const bool single;

private:
    AllReduceCost(double n, const LinkCost& l, Seconds waits)
        : beta(l.beta), share(n <= 1.0 ? 0.0 : 2.0 * (n - 1.0) / n), latency(n <= 1.0 ? Seconds{} : waits),
          single(n <= 1.0)
    {}
};
// Pipelined (double binary) tree AllReduce: 2·⌈log2 N⌉·α + 2·M/β — fewer latency terms, same bandwidth.
Seconds treeAllReduce(Bytes m, double n, const LinkCost& l);
// Two-level AllReduce: reduce-scatter among g ranks of a node (scale-up), ring AllReduce of M/g among the
// N/g nodes (scale-out, all g rails in parallel), all-gather inside the node.
Seconds hierarchicalAllReduce(Bytes m, double n, double g, const LinkCost& scaleUp, const LinkCost& scaleOut);
// All-gather / reduce-scatter of a total of M bytes: (N−1)/N · M/β + (N−1)·α.
Seconds allGather(Bytes m, double n, const LinkCost& l);
Seconds reduceScatter(Bytes m, double n, const LinkCost& l);
// All-to-all where each rank sends M bytes in total (M/N to every rank): (N−1)/N · M/β + (N−1)·α.
Seconds allToAll(Bytes m, double n, const LinkCost& l);

// Bytes a rank sends in a ring AllReduce of M bytes: 2(N−1)/N · M.
Bytes ringAllReduceBytesPerRank(Bytes m, double n);

} // namespace fleet

#pragma once
#include "memory/TrainingMemory.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

#include <vector>

namespace fleet {


// The activation-memory inputs of the plan (training.*), shared by the memory results and the search.
ActivationInputs activationInputs(const Scenario& s);
// The memory inputs of the scenario's training job (activations from its shape).
// `counted`: the plan's model counted once (ResolvedFleet::modelCount).
TrainingMemoryInputs trainingMemoryInputs(const Scenario& s, Precision precision, const ParameterCount& counted);
struct MemoryFitCell {
    std::int64_t tp = 1, pp = 1, dp = 1, cp = 1;
    int zeroStage = 0;
    double totalBytes = 0.0;
    bool fits = false;
};

// Per-GPU memory of the scenario's job for every TP (powers of two up to the accelerators per node) × PP
// (powers of two up to 64) that divides the fleet, with DP = N / (TP·CP·PP), at the scenario's CP and ZeRO stage.
std::vector<MemoryFitCell> memoryFitGrid(const Scenario& s, Precision precision, Bytes hbm, const ParameterCount& counted);
// The per-GPU breakdown of the same job at ZeRO stages 0-3 (index = stage; TP, PP, DP as in the scenario).
std::vector<TrainingMemory> memoryByZeroStage(const Scenario& s, Precision precision, const ParameterCount& counted);

// memory.* results (training job per GPU) and inference.kv_cache_bytes.
void addMemoryResults(const Scenario& s, const ResolvedFleet& f, Results& out);
// memory.hbm_bytes_per_gpu alone: the fleet's HBM per accelerator, which a serving-only plan (no training memory)
// still has.
void addHbmCapacity(const ResolvedFleet& f, Results& out);
// inference.kv_cache_bytes: the served model's KV cache at inference.contextLen × inference.batch (every plan).
void addKvCacheResult(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet

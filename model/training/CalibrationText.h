#pragma once
// Internal to training/: how a derivation names the calibration row a constant came from, or its fallback.
#include "hardware/AttentionBlocks.h"
#include "hardware/Calibration.h"
#include "results/Derivation.h"
#include "training/StepSetup.h"

#include <fmt/format.h>

#include <string>

namespace fleet {

inline std::string calibrationText(const Calibration* c, const char* what, double fallback)
{
    if (c)
        return fmt::format("{} ({}, {}: {})", what, c->id, c->method, c->provenance.source);
    return fmt::format("{} (no catalog calibration: generic {:g}, ESTIMATE)", what, fallback);
}

// The attention size law's lengths as derivation terms (the training step's and the serving kernel's): s½ of a causal
// block and of a full one, with the calibration row each came from (null: the fallback).
inline DerivationTerm attentionHalfCausalTerm(const Calibration* row, const AttentionBlockLaw& law)
{
    return {"s½_causal",
            calibrationText(row, "attention length at half efficiency, causal block", kFallbackAttentionHalfSeqCausal),
            law.halfCausal, "tokens"};
}
inline DerivationTerm attentionHalfFullTerm(const Calibration* row, const AttentionBlockLaw& law)
{
    return {"s½_full", calibrationText(row, "attention length at half efficiency, full block", kFallbackAttentionHalfSeq),
            law.halfFull, "tokens"};
}

} // namespace fleet

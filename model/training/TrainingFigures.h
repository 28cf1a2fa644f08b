#pragma once
// The training and inference figures carbon and TCO need, typed (issue #12): handed out by their producers
// (addTrainingResults, addRunResults, addInferenceResults) and passed on by evaluate(), so no domain reads them
// back by key. Each holds exactly the value its key ends the evaluation with; nullopt where the key is absent.
#include <optional>

namespace fleet {

struct TrainingFigures {
    std::optional<double> totalFlops;       // training.total_flops, C = 6PD (FLOP)
    std::optional<double> clusterFlopsPerS; // training.cluster_flops_per_s, N · R_peak · MFU (FLOP/s)
    // training.wall_s (s) and training.accelerator_hours (h): the book's chain (training.timeModel = book, set by
    // addTrainingResults) or the predicted run (predicted, set by addRunResults).
    std::optional<double> wallS;
    std::optional<double> acceleratorHours;
};

struct InferenceFigures {
    std::optional<double> tokensPerS; // inference.tokens_per_s, single-accelerator-equivalent decode rate (1/s)
};

} // namespace fleet

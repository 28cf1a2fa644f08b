#pragma once
// The series the views draw beside the keyed results (issue #12): pure model data computed with the
// evaluation, off the GUI thread, so a view only turns numbers into charts and tables. One struct per tab;
// each is empty (or `valid` false) when the plan cannot produce it (an unknown catalog id, no price…): the
// Issues list says why.
#include "compute/Roofline.h"
#include "comm/Staircase.h"
#include "carbon/CarbonModel.h"
#include "evaluate/PowerCapSeries.h"
#include "evaluate/StepSeries.h"
#include "memory/MemoryResults.h"
#include "memory/TrainingMemory.h"
#include "reliability/MonteCarlo.h"
#include "scaling/ScalingLaws.h"
#include "scaling/ScalingResults.h"
#include "serving/ServingEconomics.h"
#include "serving/ServingKernel.h"
#include "tco/TcoModel.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace fleet::app {

// What the user chose in a view that changes what is computed (a second accelerator to overlay, the
// compute-optimal budget): part of the request, so the evaluator computes it too.
struct ViewOptions {
    std::string rooflineOverlay; // accelerator id, "" = none
    std::string servingCompare;  // accelerator id, "" = none
    fleet::ScalingBudget scalingBudget;
    fleet::ScalingConstants scalingConstants;
    // false: results only, no view series (the Compare tab's baseline reads results and draws no chart).
    bool viewSeries = true;
};

using XY = std::vector<std::pair<double, double>>;

struct RooflineSeries {
    std::string accelerator; // name, "" when the plan's accelerator is unknown
    std::vector<fleet::Roof> roofs;
    std::vector<fleet::WorkloadPoint> workloads;
    std::string overlay; // name, "" = no overlay
    std::vector<fleet::Roof> overlayRoofs;
};

struct StaircaseSeries {
    bool valid = false; // the fleet resolved
    std::vector<fleet::StaircaseTier> tiers;
};

// A link's α-β transfer time T(n) = α + n/β (seed §3, Fig. 3.7) at n = 10 B … 10 GB, four points a decade.
struct AlphaBetaSeries {
    std::string link;                                    // name
    XY points;                                           // bytes, seconds
    double crossoverBytes = 0.0, crossoverSeconds = 0.0; // n* = α·β and T(n*)
};

struct MemorySeries {
    bool valid = false; // accelerator and precision known
    std::string accelerator;
    double hbmBytes = 0.0;
    std::vector<fleet::TrainingMemory> byZeroStage;
    std::vector<fleet::MemoryFitCell> fitGrid;
};

struct TrainingSeries {
    std::vector<fleet::StepSeriesPoint> strongScaling;
    std::int64_t strongScalingBatch = 0; // the global batch (sequences) every point holds
    std::vector<fleet::PipelineSeries> pipeline;
};

struct ReliabilitySeries {
    struct Availability {
        double nodeReliability = 0.0;
        XY points; // nodes, probability all are up
    };
    std::vector<Availability> availability;
    double planAvailability = 0.0; // at 0.999 per node, the plan's nodes
    XY goodput;                    // checkpoint interval s, goodput (empty without a system MTBF)
    double planGoodput = 0.0;      // at the plan's interval
    double systemMtbfSeconds = 0.0;            // reliability.system_mtbf_s (0 when nothing can fail)
    double intervalSeconds = 0.0;              // reliability.checkpoint_interval_s, the plan's τ
    std::optional<double> analyticWallSeconds; // reliability.training_wall_s: the Monte Carlo's reference
    std::optional<fleet::MonteCarloConfig> monteCarlo;
    std::string monteCarloError; // why there is none, or why it is invalid
};

struct TcoSeries {
    bool valid = false;  // the fleet resolved
    bool priced = false; // a cost model exists (tcoInputs)
    fleet::TcoBreakdown breakdown;
    XY owned, cloud; // utilization 0.01 … 1, total USD
    std::optional<double> breakeven;
    double breakevenOwnedUsd = 0.0;
    std::vector<fleet::SensitivityBar> sensitivity; // ±20 %
};

struct ServingSeries {
    enum class State { NoSetup, NoFit, Ok };
    State state = State::NoSetup;
    std::string accelerator, vendor; // the plan's
    fleet::FleetSizing sizing;
    double routedExperts = 0.0; // the served model's routed experts per MoE layer (0: a dense model)
    // An expert-parallel replica's lock-stepped attention groups under continuous batching (0 groups: none, or a
    // disaggregated decode pool): how many, the prompts each admits per iteration on average at the operating point, and
    // the prompts the iteration's busiest group holds (the mean when serving.promptBalance = balanced).
    double attentionGroups = 0.0;
    double promptsPerGroup = 0.0;
    double busiestGroupPrompts = 0.0;
    bool promptsBalanced = false;
    std::vector<fleet::LatencyPoint> curve;
    fleet::ServingEconomics economics;
    struct Compare {
        enum class State { None, NoPath, NoFit, Ok };
        State state = State::None;
        std::string accelerator, vendor;
        std::string missingPrecision; // NoPath: the precision it has no dense path for (servingPrecisionWithoutPath)
        fleet::FleetSizing sizing;
        std::vector<fleet::LatencyPoint> curve;
    } compare;
};

struct ViewSeries {
    RooflineSeries roofline;
    StaircaseSeries staircase;
    std::vector<AlphaBetaSeries> alphaBeta; // the plan's scale-up and scale-out links
    MemorySeries memory;
    TrainingSeries training;
    ReliabilitySeries reliability;
    TcoSeries tco;
    std::vector<fleet::RegionEmission> regions; // carbon: the plan's energy on every grid
    ServingSeries serving;
    fleet::ScalingReport scaling; // compute-optimal size at the options' budget
    fleet::PowerCapSeries powerCap; // time to train and run energy against the power cap (Power tab)
};

// Every series of `s` (evaluated into `results` with `c`, with its typed structs: not values only). The series
// start from the evaluation's structs (fleet, run, fabric, serving, TCO inputs, run energy) and rerun no model of
// the plan. Pure; runs on the evaluator's worker thread.
ViewSeries computeViewSeries(const fleet::Scenario& s, const fleet::Catalog& c, const fleet::Results& results,
                             const ViewOptions& options);

} // namespace fleet::app

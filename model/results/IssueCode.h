#pragma once
// One code per distinct issue message; its English template is the row of the same name in
// results/IssueTemplates.h (kIssueTemplates, in this order).
#include <cstdint>

namespace fleet {

enum class IssueCode : std::uint16_t {
    EvaluationFailed,
    // scenario/ScenarioSchema
    FieldExpected,
    FieldExpectedFlag,
    FieldOutOfRange,
    FieldNotAChoice,
    FieldUnknownCatalogId,
    FieldEmptyId,
    // scenario/ResolvedFleet
    UnknownAccelerator,
    NodeHoldsOtherAccelerator,
    NodeAcceleratorCount,
    ScaleUpDomainNotNodeMultiple,
    ScaleUpDomainNotTiling,
    UnknownNode,
    UnknownLink,
    UnknownCooling,
    UnknownRegion,
    UnknownPrecision,
    // scenario/PartCompatibility
    ScaleUpLinkNotOwn,
    ScaleUpLinkNvidiaOnly,
    ScaleUpLinkTooFast,
    ScaleOutLinkInsideNode,
    ScaleOutLinkInsideNodeSuggest,
    AutoNodeNoCatalogNode,
    AutoNodeOtherCount,
    // compute, training, memory
    InferenceNoDensePath,
    TrainingNoDensePath,
    TrainingLayoutProduct,
    TrainingTpCrossesNode,
    MemoryDoesNotFit,
    // training/StepResults
    StepGlobalBatchNotDivisible,
    StepInterleaveNotDividingLayers,
    StepTpNotDividingHeads,
    StepLayoutNotMatchingFleet,
    StepNoPrecisionPeak,
    StepGlobalBatchNotDivisibleNoPrediction,
    StepInterleaveNotDividingLayersNoPrediction,
    StepTpNotDividingHeadsNoPrediction,
    StepNoPrecisionPeakNoPrediction,
    StepCalibrationRejected,
    StepCalibrationMissing,
    StepParamsFromShape,
    // reliability
    ReliabilityNothingCanFail,
    ReliabilityNeverCompletes,
    ReliabilitySegmentLong,
    ReliabilityChainTooLarge,
    ReliabilitySparesInsufficient,
    // carbon
    CarbonEnergyNeedsAverageIt,
    CarbonEnergyNeedsWall,
    CarbonEnergyNeedsBoth,
    CarbonNoGridIntensity,
    CarbonFlopPerJouleNeedsFlops,
    CarbonNoNetworkGear,
    CarbonAcceleratorEmbodiedEstimated,
    CarbonHostEmbodiedAssumed,
    CarbonEmbodiedNeedsWall,
    // power/NodePower
    NodePowerFallback,
    // fabric
    FabricTreeTooSmallRaiseTiers,
    FabricTreeTooSmall,
    FabricDragonflyTooSmall,
    FabricOversubscriptionIgnored,
    FabricUnknownTopology,
    FabricPortPowerEstimated,
    // tco
    TcoNoPrice,
    TcoNeedsPower,
    TcoNoFabric,
    TcoNodeNotPriced,
    TcoBreakevenAbove100,
    TcoNoBreakeven,
    TcoPflopHourNeedsFlops,
    TcoRunNeedsAcceleratorHours,
    TcoTokensNeedsRate,
    // power
    PowerCapNoEffect,
    PowerNoRatedPower,
    PowerRackUnitsExceeded,
    // power/CoolingResults: a rack above its cooling's limit, with what would remove it (another cooling type,
    // or none) and whether fewer nodes per rack help (to how many, or not: one node alone is too hot)
    CoolingThrottles,
    CoolingThrottlesNodeTooHot,
    CoolingThrottlesNoCooling,
    CoolingThrottlesNoCoolingNodeTooHot,
    CoolingStarves,
    CoolingStarvesNodeTooHot,
    CoolingStarvesNoCooling,
    CoolingStarvesNoCoolingNodeTooHot,
    // serving
    ServingNoPrice,
    ServingSizedForLoad,
    ServingNoLoadOffline,
    ServingNoLoadTargets,
    ServingFleetBelowOneReplica,
    ServingGenericCalibration,
    ServingTpSpansNodes,
    ServingTpKvTooSmall,
    ServingTpKvTooSmallNoTpFits,
    ServingTpWeightsTooLarge,
    ServingTpWeightsTooLargeNoTpFits,
    ServingWeightsDoNotFitNode,
    ServingBookBatchDoesNotFit,
    ServingBatchTooLarge,
    ServingTpotUnmet,
    ServingTpotUnmetAtBatch,
    ServingTtftUnmet,
    ServingTtftUnmetAtBatch,
    ServingBetterTpForLoad,
    ServingBetterTpThroughput,
    ServingBetterTpMeetingTargets,
    Count
};

} // namespace fleet

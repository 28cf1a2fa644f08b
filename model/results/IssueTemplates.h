#pragma once
// The English template of every issue code (issue #12). A placeholder is {N} or {N:spec}: parameter N of the
// issue, a number formatted with fmt's spec (".1f", "g", ".3g"; none = fmt's "{}"), a text as it is. "{{" and
// "}}" are literal braces. The GUI translates the template (context "fleet::issue", listed for lupdate by
// tools/model_strings) and substitutes the same parameters; render() gives today's English text. A site passes
// exactly as many parameters as its template has placeholders, and a floating-point number wherever the
// placeholder has a spec: makeIssue() checks both at compile time.
#include "results/Issue.h"
#include "results/IssueTemplateSyntax.h"

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace fleet {

struct IssueTemplate {
    IssueCode code;
    const char* name; // the code's name, for tests and tools
    const char* text; // English template (null-terminated: QCoreApplication::translate takes it)
};

inline constexpr std::size_t kIssueCodeCount = static_cast<std::size_t>(IssueCode::Count);

// clang-format off
inline constexpr std::array<IssueTemplate, kIssueCodeCount> kIssueTemplates = {{
    {IssueCode::EvaluationFailed, "EvaluationFailed", "the evaluation failed: {0}"},
    {IssueCode::FieldExpected, "FieldExpected", "{0}: expected {1}"},
    {IssueCode::FieldExpectedFlag, "FieldExpectedFlag", "{0}: expected true or false"},
    {IssueCode::FieldOutOfRange, "FieldOutOfRange", "{0}: {1} is out of range; expected {2}"},
    {IssueCode::FieldNotAChoice, "FieldNotAChoice", "{0}: '{1}' is not {2}"},
    {IssueCode::FieldUnknownCatalogId, "FieldUnknownCatalogId", "{0}: unknown {1} id '{2}'; expected {3}"},
    {IssueCode::FieldEmptyId, "FieldEmptyId", "{0}: empty id; expected {1}"},
    {IssueCode::UnknownAccelerator, "UnknownAccelerator", "fleet.accelerator: unknown accelerator id '{0}'"},
    {IssueCode::NodeHoldsOtherAccelerator, "NodeHoldsOtherAccelerator",
     "fleet.node: {0} holds {1} but the fleet's accelerator is {2}; set fleet.node to auto or to a node that holds {2}"},
    {IssueCode::NodeAcceleratorCount, "NodeAcceleratorCount",
     "fleet.acceleratorsPerNode: {0} holds {1} accelerators, the scenario says {2}; set fleet.acceleratorsPerNode to {1}"},
    {IssueCode::ScaleUpDomainNotNodeMultiple, "ScaleUpDomainNotNodeMultiple",
     "fleet.scaleUpDomain: {0} accelerators per NVLink domain is neither a multiple nor a divisor of the {1} "
     "accelerators per node"},
    {IssueCode::ScaleUpDomainNotTiling, "ScaleUpDomainNotTiling",
     "fleet.scaleUpDomain: the fleet's {0} accelerators are not a whole number of NVLink domains of {1}: make "
     "fleet.nodes a multiple of {2}"},
    {IssueCode::UnknownNode, "UnknownNode", "fleet.node: unknown node id '{0}' (or use auto)"},
    {IssueCode::UnknownLink, "UnknownLink", "{0}: unknown link id '{1}'"},
    {IssueCode::UnknownCooling, "UnknownCooling", "fleet.cooling: unknown cooling id '{0}'"},
    {IssueCode::UnknownRegion, "UnknownRegion", "fleet.region: unknown region id '{0}'"},
    {IssueCode::UnknownPrecision, "UnknownPrecision", "{0}: unknown precision '{1}'"},
    {IssueCode::ScaleUpLinkNotOwn, "ScaleUpLinkNotOwn",
     "fleet.scaleUpLink: {0} does not have {1} ({2}): its catalog node {3} connects its accelerators over {4}; set "
     "fleet.scaleUpLink to {4}"},
    {IssueCode::ScaleUpLinkNvidiaOnly, "ScaleUpLinkNvidiaOnly",
     "fleet.scaleUpLink: {0} ({1}) is NVIDIA's link, and {2} is not an NVIDIA accelerator; set fleet.scaleUpLink to "
     "the accelerator's own scale-up link (add it to the catalog if it is missing) or fleet.acceleratorsPerNode to 1"},
    {IssueCode::ScaleUpLinkTooFast, "ScaleUpLinkTooFast",
     "fleet.scaleUpLink: {0} ({1}) carries {2:g} GB/s per direction, more than the {3:g} GB/s of {4}'s scale-up ports "
     "(catalog); set fleet.scaleUpLink to a link of at most that bandwidth"},
    {IssueCode::ScaleOutLinkInsideNode, "ScaleOutLinkInsideNode",
     "fleet.scaleOutLink: {0} ({1}) is a {2} link inside a node, not a network between nodes (its switches, optics and "
     "power are priced as if it were one); set fleet.scaleOutLink to an InfiniBand or Ethernet link"},
    {IssueCode::ScaleOutLinkInsideNodeSuggest, "ScaleOutLinkInsideNodeSuggest",
     "fleet.scaleOutLink: {0} ({1}) is a {2} link inside a node, not a network between nodes (its switches, optics and "
     "power are priced as if it were one); set fleet.scaleOutLink to an InfiniBand or Ethernet link such as {3} ({4})"},
    {IssueCode::AutoNodeNoCatalogNode, "AutoNodeNoCatalogNode",
     "fleet.node: auto resolved to a {0} (no catalog node holds it): node power from {1}; add its node to the catalog "
     "to use its own power, price and links"},
    {IssueCode::AutoNodeOtherCount, "AutoNodeOtherCount",
     "fleet.node: auto resolved to a {0} (its catalog node {1} holds {2}, not {3}): node power from {4}; set "
     "fleet.acceleratorsPerNode to {2} to use {5}"},
    {IssueCode::InferenceNoDensePath, "InferenceNoDensePath",
     "inference.precision: {0} has no dense {1} path; choose another precision"},
    {IssueCode::TrainingNoDensePath, "TrainingNoDensePath",
     "training.precision: {0} has no dense {1} path; choose another precision"},
    {IssueCode::TrainingNoAcceleratorPower, "TrainingNoAcceleratorPower",
     "fleet.cooling: {0} removes no more than the racks' other parts draw, so it leaves no power for the "
     "accelerators and the run cannot train (the fleet.cooling warning names what would remove the heat)"},
    {IssueCode::TrainingLayoutProduct, "TrainingLayoutProduct",
     "training.tp × training.cp × training.pp × training.dp = {0:g} but the fleet has {1:g} accelerators"},
    {IssueCode::TrainingTpCrossesNode, "TrainingTpCrossesNode",
     "training.tp = {0} spans more than one scale-up domain ({1} accelerators per NVLink domain): its tensor-parallel "
     "all-reduces run over the scale-out link"},
    {IssueCode::MemoryDoesNotFit, "MemoryDoesNotFit",
     "the training job needs {0:.1f} GB per GPU but {1} has {2:.0f} GB of HBM: raise TP, PP or the ZeRO stage, turn "
     "on activation checkpointing, or offload the optimizer"},
    {IssueCode::StepGlobalBatchNotDivisible, "StepGlobalBatchNotDivisible",
     "training.globalBatch: {0:g} sequences is not a multiple of training.microBatch × training.dp = {1} × {2} = {3}"},
    {IssueCode::StepInterleaveNotDividingLayers, "StepInterleaveNotDividingLayers",
     "training.interleave: {0} virtual stages do not divide the {1} layers per pipeline stage (model.layers = {2} "
     "over training.pp = {3})"},
    {IssueCode::StepTpNotDividingHeads, "StepTpNotDividingHeads",
     "training.tp: {0} does not divide the {1} attention heads ({2} key/value heads)"},
    {IssueCode::StepLayoutNotMatchingFleet, "StepLayoutNotMatchingFleet",
     "training.dp: training.tp × training.cp × training.pp × training.dp = {0} × {1} × {2} × {3} = {4} but the fleet "
     "has {5} accelerators"},
    {IssueCode::StepNoPrecisionPeak, "StepNoPrecisionPeak", "training.precision: the accelerator has no dense {0} peak"},
    {IssueCode::StepGlobalBatchNotDivisibleNoPrediction, "StepGlobalBatchNotDivisibleNoPrediction",
     "training.globalBatch: {0:g} sequences is not a multiple of training.microBatch × training.dp = {1} × {2} = {3} "
     "(so the layout-based prediction is not computed)"},
    {IssueCode::StepInterleaveNotDividingLayersNoPrediction, "StepInterleaveNotDividingLayersNoPrediction",
     "training.interleave: {0} virtual stages do not divide the {1} layers per pipeline stage (model.layers = {2} "
     "over training.pp = {3}) (so the layout-based prediction is not computed)"},
    {IssueCode::StepTpNotDividingHeadsNoPrediction, "StepTpNotDividingHeadsNoPrediction",
     "training.tp: {0} does not divide the {1} attention heads ({2} key/value heads) (so the layout-based prediction "
     "is not computed)"},
    {IssueCode::StepNoPrecisionPeakNoPrediction, "StepNoPrecisionPeakNoPrediction",
     "training.precision: the accelerator has no dense {0} peak (so the layout-based prediction is not computed)"},
    {IssueCode::StepCalibrationRejected, "StepCalibrationRejected",
     "training.step_s: the calibrations row '{0}' has {1} = {2:g}, outside its range; the step-time model uses the "
     "generic {3:g} (ESTIMATE)"},
    {IssueCode::StepCalibrationMissing, "StepCalibrationMissing",
     "training.step_s: the catalog has no {0} for {1} '{2}'; the step-time model uses the generic {3:g} (ESTIMATE; add "
     "a row to the calibrations table to calibrate it)"},
    {IssueCode::StepParamsFromShape, "StepParamsFromShape",
     "model.params: {0:.4g} parameters typed, but the architecture (model.layers, model.hidden, model.ffnHidden, "
     "model.vocab, …) counts {1:.4g}; the step-time model computes the layers from the shape and the optimizer and "
     "gradients from model.params (0 = the count)"},
    {IssueCode::StepEpNotDividing, "StepEpNotDividing",
     "training.ep: {0} must divide the {1} routed experts (model.experts) and training.tp × training.cp × training.dp "
     "= {2}; a dense model takes training.ep = 1"},
    {IssueCode::StepCpNotDividingSequence, "StepCpNotDividingSequence",
     "training.cp: {0} context-parallel ranks split the sequence into 2 × {0} = {2} chunks (causal load balancing), "
     "but training.seqLen = {1} is not a multiple of {2}"},
    {IssueCode::StepCpNeedsFusedAttention, "StepCpNeedsFusedAttention",
     "training.flashAttention: context parallelism (training.cp = {0}) runs ring attention in a fused kernel, as "
     "Megatron does; set training.flashAttention = true or training.cp = 1"},
    {IssueCode::StepDualPipeLayout, "StepDualPipeLayout",
     "training.pipelineSchedule: dualpipe needs an even training.pp of at least 2 (here {0}), no interleaving "
     "(training.interleave = {1}) and at least training.pp micro-batches per step (here {2:g})"},
    {IssueCode::StepRecomputeLayersUnused, "StepRecomputeLayersUnused",
     "training.recomputeLayers = {0} chooses how many layers full recomputation recomputes, but "
     "training.activationCheckpointing is {1}: it is not used (set full, or 0)"},
    {IssueCode::ReliabilityNothingCanFail, "ReliabilityNothingCanFail",
     "reliability.acceleratorMtbfHours: nothing in the fleet can fail (no accelerators, nodes or switches), so no "
     "reliability results"},
    {IssueCode::ReliabilityNeverCompletes, "ReliabilityNeverCompletes",
     "reliability.training_wall_s: the goodput is {0:.3g}, so training never completes; the system MTBF ({1:.3g} s) "
     "is shorter than a checkpoint segment plus restart ({2:.0f} s)"},
    {IssueCode::ReliabilitySegmentLong, "ReliabilitySegmentLong",
     "{0}: a checkpoint segment plus restart ({1:.0f} s) is more than half the system MTBF ({2:.0f} s): expect long, "
     "variable runs; run the Monte Carlo"},
    {IssueCode::ReliabilityChainTooLarge, "ReliabilityChainTooLarge",
     "reliability.spares: the spare-pool chain is not solved above {0} nodes ({1} here)"},
    {IssueCode::ReliabilitySparesInsufficient, "ReliabilitySparesInsufficient",
     "reliability.repairHours: even {0} spare nodes keep the job running less than 99 % of the time; repair faster or "
     "make nodes more reliable"},
    {IssueCode::CarbonEnergyNeedsAverageIt, "CarbonEnergyNeedsAverageIt",
     "carbon.energy_j: needs power.average_it_w, not computed; the run's energy, emissions and water are left out"},
    {IssueCode::CarbonEnergyNeedsWall, "CarbonEnergyNeedsWall",
     "carbon.energy_j: needs training.wall_s, not computed; the run's energy, emissions and water are left out"},
    {IssueCode::CarbonEnergyNeedsBoth, "CarbonEnergyNeedsBoth",
     "carbon.energy_j: needs power.average_it_w and training.wall_s, not computed; the run's energy, emissions and "
     "water are left out"},
    {IssueCode::CarbonNoGridIntensity, "CarbonNoGridIntensity",
     "carbon.operational_kg: fleet.region is unknown and facility.marketGCo2ePerKWh is 0; no grid intensity"},
    {IssueCode::CarbonFlopPerJouleNeedsFlops, "CarbonFlopPerJouleNeedsFlops",
     "carbon.flop_per_joule: needs training.total_flops, not computed"},
    {IssueCode::CarbonNoNetworkGear, "CarbonNoNetworkGear",
     "carbon.embodied_network_kg: fabric.switches / fabric.transceivers not computed; no network gear counted"},
    {IssueCode::CarbonAcceleratorEmbodiedEstimated, "CarbonAcceleratorEmbodiedEstimated",
     "carbon.embodied_accelerators_kg: {0} has no embodied carbon in the catalog; {1:g} kg CO2e per accelerator (the "
     "A100 figure of Luccioni et al.) is used"},
    {IssueCode::CarbonHostEmbodiedAssumed, "CarbonHostEmbodiedAssumed",
     "carbon.embodied_hosts_kg: {0} has no embodied carbon in the catalog; each node's host is taken as {1:.1f} t CO2e "
     "(BLOOM's HPE Apollo 6500 server, published-facts C-08)"},
    {IssueCode::CarbonEmbodiedNeedsWall, "CarbonEmbodiedNeedsWall",
     "carbon.embodied_kg: needs training.wall_s to allocate the fleet's embodied carbon, not computed"},
    {IssueCode::NodePowerFallback, "NodePowerFallback",
     "power.nodePowerFrom: {0} has no overhead_w or rated power in the catalog; power.nodeOverheadWatts ({1:g} W) is "
     "used instead"},
    {IssueCode::FabricTreeTooSmallRaiseTiers, "FabricTreeTooSmallRaiseTiers",
     "fabric.tiers: a {0}-tier {1} of radix-{2} switches at {3:g}:1 holds at most {4} accelerators; the fleet has {5} "
     "(raise fabric.tiers or fabric.switchRadix)"},
    {IssueCode::FabricTreeTooSmall, "FabricTreeTooSmall",
     "fabric.switchRadix: a {0}-tier {1} of radix-{2} switches at {3:g}:1 holds at most {4} accelerators; the fleet "
     "has {5} (raise fabric.switchRadix)"},
    {IssueCode::FabricDragonflyTooSmall, "FabricDragonflyTooSmall",
     "fabric.switchRadix: a balanced dragonfly of radix-{0} routers (p = {1}, a = {2}, h = {3}) holds at most {4} "
     "accelerators; the fleet has {5} (raise fabric.switchRadix)"},
    {IssueCode::FabricOversubscriptionIgnored, "FabricOversubscriptionIgnored",
     "fabric.oversubscription: applies to fat-tree and rail-optimized leaves only; ignored for {0}"},
    {IssueCode::FabricUnknownTopology, "FabricUnknownTopology",
     "fabric.topology: unknown topology '{0}' (fat-tree, rail-optimized, dragonfly, torus3d)"},
    {IssueCode::FabricPortPowerEstimated, "FabricPortPowerEstimated",
     "fabric.power_w: {0} has no port power in the catalog; {1:.1f} W per port (the seed's 25 W per 400G port, scaled "
     "to {2:g} Gb/s) is used"},
    {IssueCode::TcoNoPrice, "TcoNoPrice",
     "tco.capex_usd: neither the node ({0}) nor the accelerator ({1}) has a catalog price; no TCO"},
    {IssueCode::TcoNeedsPower, "TcoNeedsPower",
     "tco.capex_usd: needs power.it_w and power.average_it_w (facility sizing and electricity), not computed; no TCO"},
    {IssueCode::TcoNoFabric, "TcoNoFabric",
     "tco.capex_fabric_usd: fabric.cost_usd not computed; the capex holds no scale-out fabric"},
    {IssueCode::TcoNodeNotPriced, "TcoNodeNotPriced",
     "tco.capex_compute_usd: {0} has no catalog price; the fleet is priced as accelerators plus an estimated ${1:.0f} "
     "host share per accelerator"},
    {IssueCode::TcoBreakevenAbove100, "TcoBreakevenAbove100",
     "tco.breakeven_utilization: owning would need {0:.0f} % utilization to match ${1:g}/accelerator-hour; renting is "
     "cheaper at any utilization"},
    {IssueCode::TcoNoBreakeven, "TcoNoBreakeven",
     "tco.breakeven_utilization: at ${0:g}/accelerator-hour renting costs less than the owned fleet's "
     "utilization-dependent cost alone; there is no break-even"},
    {IssueCode::TcoPflopHourNeedsFlops, "TcoPflopHourNeedsFlops",
     "tco.usd_per_effective_pflop_hour: needs training.cluster_flops_per_s, not computed"},
    {IssueCode::TcoRunNeedsAcceleratorHours, "TcoRunNeedsAcceleratorHours",
     "tco.usd_per_training_run: needs training.accelerator_hours, not computed"},
    {IssueCode::TcoTokensNeedsRate, "TcoTokensNeedsRate",
     "tco.usd_per_million_tokens: needs inference.tokens_per_s > 0, not computed"},
    {IssueCode::PowerCapNoEffect, "PowerCapNoEffect",
     "power.capWatts: a {0:g} W cap is not below the {1} TDP of {2:g} W and has no effect"},
    {IssueCode::PowerNoRatedPower, "PowerNoRatedPower",
     "power.useRatedNodePower: {0} states no rated power; using {1} × TDP + power.nodeOverheadWatts ({2:g} W) instead"},
    {IssueCode::PowerRackUnitsExceeded, "PowerRackUnitsExceeded",
     "fleet.nodesPerRack: {0} nodes of {1}U ({2}) need {3:g}U, more than a {4:g}U rack"},
    {IssueCode::CoolingThrottles, "CoolingThrottles",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes, so its accelerators would "
     "throttle to {4:.3g} % of their peak power; cooling '{5}' ({6}, up to {7:.0f} kW per rack) would suffice; or "
     "lower fleet.nodesPerRack to {8:g}"},
    {IssueCode::CoolingThrottlesNodeTooHot, "CoolingThrottlesNodeTooHot",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes, so its accelerators would "
     "throttle to {4:.3g} % of their peak power; cooling '{5}' ({6}, up to {7:.0f} kW per rack) would suffice; fewer "
     "nodes per rack do not help: one node draws {8:.1f} kW"},
    {IssueCode::CoolingThrottlesNoCooling, "CoolingThrottlesNoCooling",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes, so its accelerators would "
     "throttle to {4:.3g} % of their peak power; no cooling type in the catalog removes {0:.1f} kW per rack; or "
     "lower fleet.nodesPerRack to {5:g}"},
    {IssueCode::CoolingThrottlesNoCoolingNodeTooHot, "CoolingThrottlesNoCoolingNodeTooHot",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes, so its accelerators would "
     "throttle to {4:.3g} % of their peak power; no cooling type in the catalog removes {0:.1f} kW per rack; fewer "
     "nodes per rack do not help: one node draws {5:.1f} kW"},
    {IssueCode::CoolingStarves, "CoolingStarves",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes; its parts other than the "
     "accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; cooling '{5}' ({6}, up to "
     "{7:.0f} kW per rack) would suffice; or lower fleet.nodesPerRack to {8:g}"},
    {IssueCode::CoolingStarvesNodeTooHot, "CoolingStarvesNodeTooHot",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes; its parts other than the "
     "accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; cooling '{5}' ({6}, up to "
     "{7:.0f} kW per rack) would suffice; fewer nodes per rack do not help: one node draws {8:.1f} kW"},
    {IssueCode::CoolingStarvesNoCooling, "CoolingStarvesNoCooling",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes; its parts other than the "
     "accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; no cooling type in the "
     "catalog removes {0:.1f} kW per rack; or lower fleet.nodesPerRack to {5:g}"},
    {IssueCode::CoolingStarvesNoCoolingNodeTooHot, "CoolingStarvesNoCoolingNodeTooHot",
     "fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} ('{3}') removes; its parts other than the "
     "accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; no cooling type in the "
     "catalog removes {0:.1f} kW per rack; fewer nodes per rack do not help: one node draws {5:.1f} kW"},
    {IssueCode::ServingNoPrice, "ServingNoPrice",
     "serving.usd_per_million_tokens: neither {0} nor {1} has a catalog price; the serving fleet's cost is not "
     "computed"},
    {IssueCode::ServingSizedForLoad, "ServingSizedForLoad",
     "serving.requestsPerSecond = {0:g}: the load needs {1:g} replica{1:s} of TP {2} = {3:g} accelerator{3:s} in {4:g} "
     "node{4:s}; "
     "this serving fleet is sized on its own, apart from the plan's {5:g} training accelerator{5:s} (fleet.*)"},
    {IssueCode::ServingNoLoadOffline, "ServingNoLoadOffline",
     "serving.requestsPerSecond = 0: no load given, so serving.* is the offline (maximum-throughput) capacity of the "
     "plan's {0:g} accelerator{0:s} ({1:g} replica{1:s} of TP {2})"},
    {IssueCode::ServingNoLoadTargets, "ServingNoLoadTargets",
     "serving.requestsPerSecond = 0: no load given, so serving.* is the capacity at the latency targets of the plan's "
     "{0:g} accelerator{0:s} ({1:g} replica{1:s} of TP {2})"},
    {IssueCode::ServingFleetBelowOneReplica, "ServingFleetBelowOneReplica",
     "fleet.nodes: the plan's {0:g} accelerator{0:s} cannot form one replica of {1} accelerators"},
    {IssueCode::ServingGenericCalibration, "ServingGenericCalibration",
     "fleet.accelerator: {0} has no serving calibration in the catalog; serving.* uses the generic constants (HBM "
     "share {1:.2f}, compute share {2:.2f})"},
    {IssueCode::ServingTpSpansNodes, "ServingTpSpansNodes",
     "serving.tp: a TP group of {0} spans {1:g} scale-up domains of {2:g}; its per-layer all-reduce runs over the "
     "scale-out link ({3}) at {4:g} GB/s instead of {5}"},
    {IssueCode::ServingEpDenseModel, "ServingEpDenseModel",
     "serving.ep = {0}: {1} is a dense model, it has no experts to spread; served with EP 1"},
    {IssueCode::ServingEpNotMultipleOfTp, "ServingEpNotMultipleOfTp",
     "serving.ep = {0} is not a multiple of serving.tp = {1}: a replica's EP group is made of whole TP groups; use "
     "an EP of {2} or {3}, or serving.tp = 0"},
    {IssueCode::ServingCpWithEp, "ServingCpWithEp",
     "serving.cp = {0} with serving.ep = {1}: context parallelism of an expert-parallel replica is not modelled; set "
     "serving.ep = 1 (the experts TP-sharded in each CP group) or serving.cp = 1"},
    {IssueCode::ServingCpDisaggregated, "ServingCpDisaggregated",
     "serving.cp = {0} with serving.disaggregated: a context-parallel prefill pool is not modelled; set serving.cp = 1 "
     "or serving.disaggregated = false (context-parallel replicas prefill and decode together)"},
    {IssueCode::ServingPrefillEpNotMultipleOfTp, "ServingPrefillEpNotMultipleOfTp",
     "serving.prefillEp = {0} is not a multiple of serving.prefillTp = {1}: a prefill replica's EP group is made of "
     "whole TP groups; use an EP of {2} or {3}, or serving.prefillTp = 0"},
    {IssueCode::ServingPrefillPoolNoFit, "ServingPrefillPoolNoFit",
     "serving.prefillTp: no prefill replica of TP {0} × EP {1} holds the {2:.1f} GB of weights per accelerator and "
     "the KV cache of one {3:g}-token prompt on a {4:.0f} GB accelerator; raise serving.prefillEp or "
     "serving.prefillTp (0 tries every TP within the scale-up domain)"},
    {IssueCode::ServingDisaggregatedPools, "ServingDisaggregatedPools",
     "serving.disaggregated: {0:g} prefill replicas of TP {1} × EP {2} ({3:g} accelerators, {4:.0f} input tokens/s "
     "each, {5:.0f} % busy) hand each prompt's KV cache ({6:.1f} ms) to {7:g} decode replicas ({8:g} accelerators)"},
    {IssueCode::ServingPrefillTtftUnmet, "ServingPrefillTtftUnmet",
     "serving.ttftSeconds = {0:g} s cannot be met by the prefill pool: its p99 time to first token is {1:.1f} ms, at "
     "least two of its {2:.1f} ms steps (the one under way and the prompt's own: {3:g} prompts of {4:g} tokens per "
     "group at TP {5} × EP {6}); lower serving.prefillBatchTokens, or raise serving.prefillTp"},
    {IssueCode::ServingFleetBelowOnePoolPair, "ServingFleetBelowOnePoolPair",
     "fleet.nodes: the plan's {0:g} accelerators cannot hold one decode replica of {1} accelerators beside the "
     "prefill pool its requests need ({2:g} accelerators); add nodes, or set serving.disaggregated = false"},
    {IssueCode::ServingSizedForLoadDisaggregated, "ServingSizedForLoadDisaggregated",
     "serving.requestsPerSecond = {0:g}: the load needs {1:g} decode replica{1:s} of TP {2} and {3:g} prefill "
     "replica{3:s} of TP {4} = {5:g} accelerator{5:s} in {6:g} node{6:s}; this serving fleet is sized on its own, apart "
     "from the plan's {7:g} training accelerator{7:s} (fleet.*)"},
    {IssueCode::ServingTpKvTooSmall, "ServingTpKvTooSmall",
     "serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator leave {3:.1f} GB of KV cache, less than one "
     "{4:g}-token sequence ({5:.1f} GB); the smallest TP that fits is {6}"},
    {IssueCode::ServingTpKvTooSmallNoTpFits, "ServingTpKvTooSmallNoTpFits",
     "serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator leave {3:.1f} GB of KV cache, less than one "
     "{4:g}-token sequence ({5:.1f} GB); no TP within a scale-up domain of {6:g} fits: spread each sequence's KV "
     "cache over more TP groups with serving.cp"},
    {IssueCode::ServingTpWeightsTooLarge, "ServingTpWeightsTooLarge",
     "serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator and the {3:.1f} GB runtime workspace exceed the "
     "{4}'s {5:.1f} GB; the smallest TP that fits is {6}"},
    {IssueCode::ServingTpWeightsTooLargeNoTpFits, "ServingTpWeightsTooLargeNoTpFits",
     "serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator and the {3:.1f} GB runtime workspace exceed the "
     "{4}'s {5:.1f} GB; no TP within a scale-up domain of {6:g} fits"},
    {IssueCode::ServingWeightsDoNotFitNode, "ServingWeightsDoNotFitNode",
     "model.params: {0:.4g} {1} weights do not fit a TP group of one {2:g}-accelerator scale-up domain of {3} with "
     "one {4:g}-token sequence (at TP {2:g}: {5:.1f} GB of weights and {6:.1f} GB of KV cache per accelerator, {7:.1f} "
     "GB of HBM); use a smaller inference.precision, a larger accelerator, or serving.tp beyond the domain"},
    {IssueCode::ServingBookBatchDoesNotFit, "ServingBookBatchDoesNotFit",
     "inference.batch = {0} at inference.contextLen = {1} needs {2:.3g} TB of {3} KV cache; a TP {4} group of {5} has "
     "{6:.1f} GB beside the weights, room for {7:g} such sequences (the inference.* decode figures assume the batch "
     "fits)"},
    {IssueCode::ServingBatchTooLarge, "ServingBatchTooLarge",
     "serving.batch = {0} does not fit: at TP {1} the KV cache holds {2:g} sequences of {3:g} tokens beside the "
     "weights; the batch is capped at {2:g}"},
    {IssueCode::ServingTpotUnmet, "ServingTpotUnmet",
     "serving.tpotSeconds = {0:g} s cannot be met: the p99 time per output token is {1:.1f} ms at TP {2} and batch "
     "{3:g}, {4:.2g}× the target (the weight read alone is {5:.1f} ms, the fixed overhead {6:.1f} ms); a larger "
     "serving.tp, a smaller inference.precision or a faster accelerator is needed"},
    {IssueCode::ServingTpotUnmetAtBatch, "ServingTpotUnmetAtBatch",
     "serving.tpotSeconds = {0:g} s cannot be met at serving.batch = {1}: the p99 time per output token is {2:.1f} ms "
     "at TP {3} and batch {4:g}, {5:.2g}× the target (the weight read alone is {6:.1f} ms, the fixed overhead {7:.1f} "
     "ms); a larger serving.tp, a smaller inference.precision or a faster accelerator is needed"},
    {IssueCode::ServingTtftUnmet, "ServingTtftUnmet",
     "serving.ttftSeconds = {0:g} s cannot be met: the p99 time to first token is {1:.1f} ms at TP {2} and batch "
     "{3:g}, {4:.2g}× the target (the prompt's own prefill iteration {5:.1f} ms, the wait for the running and the "
     "already scheduled iteration {6:.1f} ms, queueing {7:.1f} ms)"},
    {IssueCode::ServingTtftUnmetAtBatch, "ServingTtftUnmetAtBatch",
     "serving.ttftSeconds = {0:g} s cannot be met at serving.batch = {1}: the p99 time to first token is {2:.1f} ms "
     "at TP {3} and batch {4:g}, {5:.2g}× the target (the prompt's own prefill iteration {6:.1f} ms, the wait for "
     "the running and the already scheduled iteration {7:.1f} ms, queueing {8:.1f} ms)"},
    {IssueCode::ServingBetterTpForLoad, "ServingBetterTpForLoad",
     "serving.tp: TP {0} would serve the load with {1:g} accelerators instead of {2:g} at TP {3} (the Search tab's "
     "Serving configurations or fleetplanner-cli search --serving compares every layout)"},
    {IssueCode::ServingBetterTpThroughput, "ServingBetterTpThroughput",
     "serving.tp: TP {0} would give {1:.0f} output tokens/s per accelerator instead of {2:.0f} at TP {3} "
     "(the Search tab's Serving configurations or fleetplanner-cli search --serving compares every layout)"},
    {IssueCode::ServingBetterTpMeetingTargets, "ServingBetterTpMeetingTargets",
     "serving.tp: TP {0} would give {1:.0f} output tokens/s per accelerator instead of {2:.0f} at TP {3}, meeting "
     "the targets (the Search tab's Serving configurations or fleetplanner-cli search --serving compares every "
     "layout)"},
    {IssueCode::ModelKvHeadsExceedHeads, "ModelKvHeadsExceedHeads",
     "model.kvHeads: {0} key/value heads exceed the {1} query heads (model.heads)"},
    {IssueCode::ModelLatentIncomplete, "ModelLatentIncomplete",
     "model.kvLoraRank: multi-head latent attention (model.attention = mla) needs model.kvLoraRank, model.vHeadDim "
     "and model.nopeHeadDim + model.ropeHeadDim of at least 1"},
    {IssueCode::ModelExpertsPerToken, "ModelExpertsPerToken",
     "model.expertsPerToken: {0} routed experts per token, but the model has {1} (model.experts); expected 1 to {1}"},
    {IssueCode::ModelDenseLayers, "ModelDenseLayers",
     "model.denseLayers: {0} leading dense layers leave no Mixture-of-Experts layer of the {1} (model.layers)"},
    {IssueCode::ServedModelNoShape, "ServedModelNoShape",
     "serving.model: the catalog model '{0}' has no transformer shape (layers, heads, key/value heads) to serve; "
     "pick a transformer model, or same"},
    {IssueCode::ModelExpertsNotModelled, "ModelExpertsNotModelled",
     "model.experts: serving computes {0:.4g} of the {1:.4g} parameters per token and reads the experts a step's tokens "
     "touch, every expert sharded over the replica's TP group (serving.ep = 1) or spread whole over serving.ep "
     "accelerators, with prefill inside the replicas or on a pool of its own (serving.disaggregated)"},
    {IssueCode::ModelWindowLayers, "ModelWindowLayers",
     "model.slidingWindowLayers: {0} banded-attention layers, but the model has {1} (model.layers); expected 0 to {1}"},
    {IssueCode::ModelWindowMissing, "ModelWindowMissing",
     "model.slidingWindow: {0} layers attend a sliding window (model.slidingWindowLayers) of 0 tokens; give the "
     "window's length in tokens (GPT-OSS: 128) or set model.slidingWindowLayers to 0"},
    {IssueCode::ModelWindowUnused, "ModelWindowUnused",
     "model.slidingWindow: a {0}-token window on no layer changes nothing; give the banded layers in "
     "model.slidingWindowLayers (Mistral 7B: all of them, GPT-OSS: every other one)"},
    {IssueCode::ServingExpertPrecisionDenseModel, "ServingExpertPrecisionDenseModel",
     "serving.expertPrecision = {0}: {1} is a dense model, it has no routed experts; its weights are stored in "
     "inference.precision"},
    {IssueCode::ServingExpertComputeNoPath, "ServingExpertComputeNoPath",
     "serving.expertCompute: {0} has no dense {1} path for the routed experts' GEMMs; choose another precision or "
     "same (inference.precision)"},
    {IssueCode::ServingExpertComputeDenseModel, "ServingExpertComputeDenseModel",
     "serving.expertCompute = {0}: {1} is a dense model, it has no routed experts; its GEMMs compute in "
     "inference.precision"},
}};
// clang-format on

constexpr const IssueTemplate& issueTemplate(IssueCode c) { return kIssueTemplates[static_cast<std::size_t>(c)]; }
constexpr int issueArgCount(IssueCode c) { return templateArgCount(issueTemplate(c).text); }

// True if every parameter whose placeholder has a spec is a floating-point number (not an integer, a text or an
// IssueArg whose kind only the run time knows).
template <IssueCode C, typename... A, std::size_t... I> constexpr bool issueArgsFitSpecs(std::index_sequence<I...>)
{
    return ((!templateArgHasSpec(issueTemplate(C).text, I) || std::is_floating_point_v<std::remove_cvref_t<A>>)&&...);
}

constexpr bool issueTemplatesValid()
{
    for (std::size_t i = 0; i < kIssueTemplates.size(); ++i) {
        const int n = templateArgCount(kIssueTemplates[i].text);
        if (static_cast<std::size_t>(kIssueTemplates[i].code) != i || n < 0 || n > Issue::kMaxArgs)
            return false;
    }
    return true;
}
static_assert(issueTemplatesValid(), "kIssueTemplates: a row out of code order, or a malformed template");

// Fills a default-constructed issue `i` as an issue of code C; the parameters' count must match C's template.
// (Results::addIssue fills the issue where it is stored: an Issue is ~0.5 kB of ten strings, costly to move.)
template <IssueCode C, typename... A>
void fillIssue(Issue& i, Severity s, std::string key, A&&... args)
{
    static_assert(sizeof...(A) == issueArgCount(C), "the issue's parameters do not match its template");
    static_assert(issueArgsFitSpecs<C, A...>(std::index_sequence_for<A...>{}),
                  "a parameter formatted with a spec ({N:.1f}, {N:g}) is not a floating-point number");
    i.severity = s;
    i.key = std::move(key);
    i.code = C;
    i.argCount = static_cast<std::uint8_t>(sizeof...(A));
    std::size_t n = 0;
    ((i.args[n++] = IssueArg(std::forward<A>(args))), ...);
}

// An issue of code C; the parameters' count must match C's template.
template <IssueCode C, typename... A>
Issue makeIssue(Severity s, std::string key, A&&... args)
{
    Issue i;
    fillIssue<C>(i, s, std::move(key), std::forward<A>(args)...);
    return i;
}

// `templ` (English or a translation of the issue's template) with the issue's parameters substituted. A
// placeholder beyond the parameters, or a spec that does not fit its parameter, is left as it is written.
// "{N:s}" is the plural marker of a count: "s" unless parameter N is 1 ("{1:g} replica{1:s}").
// `number` (optional) rewrites each formatted number (the GUI turns fmt's 3.4e+06 into 3.4 × 10⁶).
using IssueNumberHook = std::string (*)(std::string formatted);
std::string renderIssue(std::string_view templ, const Issue& issue, IssueNumberHook number = nullptr);
// Today's English text of the issue.
std::string render(const Issue& issue);

} // namespace fleet

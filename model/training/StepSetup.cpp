#include "training/StepSetup.h"

#include "plan/ModelLibrary.h"

#include "fabric/FabricModel.h"
#include "power/PowerModel.h"

#include <algorithm>
#include <cmath>

namespace fleet {

CalibrationParameter gemmParameterFor(Precision p)
{
    switch (p) {
    case Precision::FP8:
    case Precision::INT8:
    case Precision::INT4: return CalibrationParameter::GemmEfficiencyFp8;
    case Precision::FP32:
    case Precision::TF32:
    case Precision::FP64: return CalibrationParameter::GemmEfficiencyTf32;
    default: return CalibrationParameter::GemmEfficiency16Bit;
    }
}

namespace {

double d(std::int64_t v) { return static_cast<double>(v); }

} // namespace

bool plausibleCalibration(CalibrationParameter p, double v)
{
    switch (p) {
    case CalibrationParameter::GemmHalfSize: return v > 0.0 && v <= 1e6;   // GFLOP
    case CalibrationParameter::CollectiveAlpha: return v >= 0.0 && v <= 1e5; // µs
    case CalibrationParameter::AllToAllEfficiencyFused: return v > 0.0 && v <= 1.5; // node deduplication may exceed 1
    case CalibrationParameter::PowerCapExponent: return v > 0.0 && v <= 3.0; // 3: f³ dynamic power under DVFS
    case CalibrationParameter::AttentionHalfSeqCausal:
    case CalibrationParameter::AttentionHalfSeq: return v > 0.0 && v <= 1e6; // tokens
    default: return v > 0.0 && v <= 1.0;
    }
}

namespace {

} // namespace

const Calibration* usableCalibration(const Catalog& c, CalibrationTarget target, std::string_view id,
                                     CalibrationParameter parameter)
{
    const Calibration* k = c.calibration(target, id, parameter);
    return k && plausibleCalibration(parameter, k->value) ? k : nullptr;
}

namespace {

// Looks a constant up; records a fallback when the catalog has none, or one out of its parameter's range.
double constant(const Catalog& c, CalibrationTarget target, const std::string& id, CalibrationParameter parameter,
                double fallback, StepSetup& setup, const Calibration** used)
{
    if (const Calibration* k = usableCalibration(c, target, id, parameter)) {
        *used = k;
        return k->siValue();
    }
    *used = nullptr;
    const Calibration* k = c.calibration(target, id, parameter); // out of its range, when there is one
    if (setup.fallbackCount < static_cast<int>(setup.fallbacks.size()))
        setup.fallbacks[static_cast<size_t>(setup.fallbackCount++)] = {target, id, parameter, fallback, k};
    return fallback;
}

CommPath pathOf(const Catalog& c, const Link& link, StepSetup& setup, const Calibration** eff, const Calibration** alpha)
{
    CommPath p;
    p.beta = link.bandwidthPerDirection.si() * constant(c, CalibrationTarget::Link, link.id,
                                                        CalibrationParameter::CollectiveEfficiency,
                                                        kFallbackCollectiveEfficiency, setup, eff);
    p.alpha = constant(c, CalibrationTarget::Link, link.id, CalibrationParameter::CollectiveAlpha,
                       std::max(kFallbackCollectiveAlphaS, link.alpha.si()), setup, alpha);
    return p;
}

} // namespace

double optimizerPassBytes(Precision p, bool masterWeights)
{
    // Megatron-LM mixed precision, per local parameter (bytes read + written in HBM):
    //   zero the FP32 main gradients 4; unscale and check for inf/NaN 8 (FP16 loss scaling only);
    //   gradient-norm clipping 4; fused Adam reads master, gradient, m, v (16) and writes master, m, v (12);
    //   copy the master weights into the 16-bit model weights: read 4, write 2.
    // Without an FP32 master copy (training.masterWeights = false, the seed's Table 2.10) Adam updates the
    // 16-bit weights in place: reads 2 + 4 + 8, writes 2 + 8, and there is no copy.
    const bool fp16 = p == Precision::FP16;
    const double housekeeping = 4.0 + (fp16 ? 8.0 : 0.0) + 4.0;
    const bool master = masterWeights && trainingStorageBytes(p) < 4.0;
    const double adam = master ? 28.0 + 6.0 : 24.0;
    return housekeeping + adam;
}

StepFabric stepFabricOf(const FabricSpec& spec, const FabricSizing& z, double scaleOutBytesPerS)
{
    StepFabric out;
    const double g = d(std::max<std::int64_t>(1, spec.acceleratorsPerNode));
    if (z.hosts <= 0)
        return out;
    out.bisectionBytesPerS = z.bisectionLinks * scaleOutBytesPerS;
    const double derate = z.bisectionLinks > 0 ? std::max(1.0, d(z.hosts) / (2.0 * z.bisectionLinks)) : 1.0;
    switch (spec.topology) {
    case FabricTopology::FatTree:
        if (z.tiersBuilt <= 1)
            return out;
        out.nodesPerLeafDomain = d(z.leaf.down) / g;
        out.upperTier = true;
        out.beyondLeafDerate = std::max(1.0, z.oversubscription);
        break;
    case FabricTopology::RailOptimized:
        if (z.tiersBuilt <= 1)
            return out;
        out.nodesPerLeafDomain = d(z.leaf.down);
        out.upperTier = true;
        out.beyondLeafDerate = std::max(1.0, z.oversubscription);
        break;
    case FabricTopology::Dragonfly:
        out.nodesPerLeafDomain = d(z.dragonfly.a * z.dragonfly.p) / g;
        out.upperTier = true;
        out.beyondLeafDerate = derate;
        break;
    case FabricTopology::Torus3d: break; // a ring maps onto torus neighbours: no upper tier to cross
    }
    return out;
}

StepProblem applyLayout(const TrainingInputs& t, const ModelInputs& model, std::int64_t accelerators, StepSetup& setup)
{
    StepLayout& l = setup.layout;
    static_cast<ParallelLayout&>(l) = parallelLayout(t);
    l.recompute = recomputeFromString(t.activationCheckpointing).value_or(Recompute::Full);
    l.recomputeShare = recomputedLayerShare(t.recomputeLayers, trainedLayersOf(model), static_cast<double>(t.pp));
    l.flashAttention = t.flashAttention;
    l.overlapGradReduce = t.overlapGradReduce;
    l.overlapTpComm = t.overlapTpComm;
    l.zeroStage = static_cast<int>(t.zeroStage);
    l.flatZero3 = t.zero3Runtime == "deepspeed";
    l.optimizer = optimizerPlacementFromString(t.optimizerOffload);
    l.moeImbalance = t.moeImbalance;
    l.fusedDispatch = t.moeDispatcher == "deepep";
    l.moeOverlap = t.moeOverlap;
    l.dualPipe = t.pipelineSchedule == "dualpipe";
    setup.globalBatch = l.globalBatch;
    setup.accelerators = d(accelerators);
    if (l.product() != setup.accelerators)
        return StepProblem::LayoutNotMatchingFleet;
    const std::int64_t heads = model.heads, kv = model.kvHeadsOrHeads();
    if (heads % t.tp != 0 || kv % t.tp != 0)
        return StepProblem::TpNotDividingHeads;
    if (globalBatchOf(t) % (t.microBatch * t.dp) != 0)
        return StepProblem::GlobalBatchNotDivisible;
    if (t.interleave > 1) {
        // Even stages need whole virtual chunks; uneven ones (layers not a multiple of pp) take
        // ⌈L / (pp · v)⌉ layers per chunk and need at least one layer per chunk.
        const std::int64_t layers = model.layers;
        const std::int64_t perStage = (layers + t.pp - 1) / t.pp;
        if (t.interleave > perStage || (layers % t.pp == 0 && (layers / t.pp) % t.interleave != 0))
            return StepProblem::InterleaveNotDividingLayers;
        // Megatron-LM once also required a multiple of pp micro-batches; current schedules (Megatron-Core, and
        // Llama 3's "N set flexibly") do not, and the bubble (p − 1)/(V · m) holds either way.
    }
    // Context parallelism (issue 30): Megatron splits each sequence into 2 × CP chunks, rank i holding chunks i
    // and 2·CP − 1 − i, so that causal attention is balanced.
    if (t.cp > 1 && t.seqLen % (2 * t.cp) != 0)
        return StepProblem::CpNotDividingSequence;
    // Ring attention is a fused kernel (Megatron runs CP through TransformerEngine's): the memory and the step price
    // no s × s tensors with CP.
    if (t.cp > 1 && !t.flashAttention)
        return StepProblem::CpNeedsFusedAttention;
    // Expert parallelism: EP ranks share the routed experts and lie inside a stage's TP × CP × DP ranks (ETP = 1).
    if (t.ep > 1 && (model.experts <= 0 || model.experts % t.ep != 0 || (t.tp * t.cp * t.dp) % t.ep != 0))
        return StepProblem::EpNotDividing;
    if (l.dualPipe && (t.pp < 2 || t.pp % 2 != 0 || t.interleave > 1 || l.microBatches < l.pp))
        return StepProblem::DualPipeLayout;
    return StepProblem::None;
}

StepSetup stepSetup(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const StepFabric& fabric,
                    double powerShare)
{
    StepSetup setup;
    const TrainingInputs& t = s.training;
    const ModelInputs& model = s.model;
    TransformerShape& m = setup.shape;
    m.layers = d(model.layers);
    m.hidden = d(model.hidden);
    m.heads = d(model.heads);
    m.kvHeads = d(model.kvHeadsOrHeads());
    m.ffnHidden = d(model.ffnOrDefault());
    m.vocab = d(model.vocab);
    m.seqLen = d(t.seqLen);
    m.gatedMlp = model.gatedMlp;
    const ModelArchitecture arch = architectureOf(model);
    const ParameterCount& counted = f.modelCount; // docs/models.md "Counting parameters", counted with the fleet
    m.params = parametersOf(model, counted);
    setup.shapeParams = counted.total;
    if (arch.attention == AttentionKind::MultiLatent) {
        m.headDim = arch.latent.nopeHeadDim + arch.latent.ropeHeadDim;
        m.valueHeadDim = arch.latent.valueHeadDim;
        m.attentionLinearParams = counted.attention / arch.layers;
    } else {
        m.headDim = d(model.headDimOrDerived());
    }
    if (arch.moe.any()) {
        MoeShape& x = m.moe;
        x.experts = arch.moe.experts;
        x.topK = arch.moe.expertsPerToken;
        x.shared = arch.moe.sharedExperts;
        x.expertFfn = arch.moe.expertFfn;
        x.layers = arch.moeLayers();
        x.maxDomainsPerToken = d(model.maxNodesPerToken);
        // The routed experts' share of the count the kernels use (a typed model.params scales both parts).
        x.expertParams = expertParametersOf(model, counted) + mtpExpertParametersOf(model, counted);
    }
    // The multi-token-prediction modules train with the model: their parameters join the gradient reduction and
    // the optimizer (their routed experts the experts' groups).
    m.mtpLayers = arch.mtpLayers;
    m.params += mtpParametersOf(model, counted);
    m.window = arch.window;
    m.windowLayers = arch.windowLayers;

    setup.problem = applyLayout(t, model, s.acceleratorCount(), setup);

    StepHardware& hw = setup.hardware;
    const Accelerator& a = *f.accelerator;
    const Precision p = *f.trainingPrecision;
    const auto peak = trainingPeakFor(f);
    if (!peak || !(peak->si() > 0.0)) {
        setup.problem = StepProblem::NoPrecisionPeak;
        return setup;
    }
    hw.peakFlops = peak->si();
    // FP8 (and integer) training keeps the attention core in 16-bit; wider formats run it in their own.
    const bool narrow = bytesPerValue(p) < 2.0;
    const auto attnPeak = narrow ? a.peakFor(Precision::BF16) : peak;
    hw.attentionPeakFlops = attnPeak && attnPeak->si() > 0.0 ? attnPeak->si() : hw.peakFlops;
    // NVFP4's GEMMs at the chip's FP4 rate and its own measured share of it.
    const CalibrationParameter gemmParameter = f.trainingRecipe == ScalingRecipe::Nvfp4
                                                   ? CalibrationParameter::GemmEfficiencyFp4
                                                   : gemmParameterFor(p);
    hw.gemmEfficiency = constant(c, CalibrationTarget::Accelerator, a.id, gemmParameter, kFallbackGemmEfficiency, setup,
                                 &setup.gemmEfficiency);
    hw.gemmHalfFlop = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::GemmHalfSize,
                               kFallbackGemmHalfFlop, setup, &setup.gemmHalfSize);
    hw.attentionEfficiency = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::AttentionEfficiency,
                                      kFallbackAttentionEfficiency, setup, &setup.attentionEfficiency);
    // FlashAttention-2 (training.attentionKernel = fa2): its own measured efficiency; without one for this accelerator
    // the current kernel's, named as a fallback.
    if (t.attentionKernel == "fa2") {
        const Calibration* current = setup.attentionEfficiency;
        hw.attentionEfficiency = constant(c, CalibrationTarget::Accelerator, a.id,
                                          CalibrationParameter::AttentionEfficiencyFa2, hw.attentionEfficiency, setup,
                                          &setup.attentionEfficiency);
        if (!setup.attentionEfficiency)
            setup.attentionEfficiency = current;
    }
    // Its size law (issue 30): the same lengths for either kernel (ASSUMPTION: the fixed costs per query tile are the
    // tile shape's, measured on cuDNN; FlashAttention-2's own sweep is not published per length).
    hw.attentionBlocks.halfCausal =
        constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::AttentionHalfSeqCausal,
                 kFallbackAttentionHalfSeqCausal, setup, &setup.attentionHalfCausal);
    hw.attentionBlocks.halfFull = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::AttentionHalfSeq,
                                           kFallbackAttentionHalfSeq, setup, &setup.attentionHalfFull);
    hw.hbmBytesPerS = a.hbmBandwidth.si();
    hw.hbmEfficiency = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::HbmEfficiency,
                                kFallbackHbmEfficiency, setup, &setup.hbmEfficiency);
    // Training's element-wise kernels (norms, activations, casts, the loss) reach a smaller share than STREAM; without
    // a calibration, the STREAM share (the A100 fit's assumption).
    hw.elementwiseEfficiency = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::ElementwiseEfficiency,
                                        hw.hbmEfficiency, setup, &setup.elementwiseEfficiency);
    hw.scaleUp = pathOf(c, *f.scaleUp, setup, &setup.scaleUpEfficiency, &setup.scaleUpAlpha);
    hw.scaleOut = pathOf(c, *f.scaleOut, setup, &setup.scaleOutEfficiency, &setup.scaleOutAlpha);
    hw.host.alpha = f.hostLink->alpha.si();
    hw.host.beta = f.hostLink->bandwidthPerDirection.si() *
                   constant(c, CalibrationTarget::Link, f.hostLink->id, CalibrationParameter::CollectiveEfficiency,
                            kFallbackCollectiveEfficiency, setup, &setup.hostEfficiency);
    if (m.moe.any()) {
        // The MoE dispatcher's achieved all-to-all bandwidth on each tier (issue 29): NCCL's or a fused kernel's.
        // Resolved for every MoE plan, EP 1 too: the search varies training.ep on this set-up.
        const CalibrationParameter a2a = setup.layout.fusedDispatch ? CalibrationParameter::AllToAllEfficiencyFused
                                                                    : CalibrationParameter::AllToAllEfficiency;
        hw.allToAllUp = {hw.scaleUp.alpha,
                         f.scaleUp->bandwidthPerDirection.si() *
                             constant(c, CalibrationTarget::Link, f.scaleUp->id, a2a, kFallbackCollectiveEfficiency,
                                      setup, &setup.allToAllUpEfficiency)};
        hw.allToAllOut = {hw.scaleOut.alpha,
                          f.scaleOut->bandwidthPerDirection.si() *
                              constant(c, CalibrationTarget::Link, f.scaleOut->id, a2a, kFallbackCollectiveEfficiency,
                                       setup, &setup.allToAllOutEfficiency)};
        hw.dispatchBytes = narrow ? 1.0 : trainingStorageBytes(p);
    }
    hw.commSmShare = kCommSmShare; // MoE all-to-all and TP collectives overlapping computation
    // Power reaching the step (issue 28 part 3): a cap or a cooling limit slows the compute-bound kernels to
    // (P / TDP)^k of their rate (their uncapped draw taken as the TDP: ASSUMPTION); HBM-bound kernels and
    // communication draw less and keep theirs. k per accelerator from the catalog (power_cap_exponent).
    setup.powerShare = powerShare;
    if (!(powerShare > 0.0)) {
        if (setup.problem == StepProblem::None) // a layout problem is said first; addTrainingResults says this one
            setup.problem = StepProblem::NoAcceleratorPower;
    }
    else if (powerShare < 1.0) {
        setup.powerCapExponent = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::PowerCapExponent,
                                          kFallbackPowerCapExponent, setup, &setup.powerCapExponentRow);
        hw.computeRate = computeRateAtPowerShare(powerShare, setup.powerCapExponent);
    }
    hw.storageBytesPerS = s.fleet.storageBytesPerSecond;
    hw.machine = machineHierarchy(s, f);
    hw.machine.nodesPerLeafDomain = fabric.nodesPerLeafDomain;
    hw.machine.beyondLeafDerate = fabric.beyondLeafDerate;
    hw.activationBytes = trainingStorageBytes(p);
    hw.quantizeBytes = quantizationBytesPerElement(f.trainingRecipe);
    hw.logitsIn16Bit = f.trainingRecipe != ScalingRecipe::None;
    if (hw.logitsIn16Bit) {
        const Calibration* sixteen = nullptr;
        hw.logitsEfficiency = constant(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::GemmEfficiency16Bit,
                                       kFallbackGemmEfficiency, setup, &sixteen);
    }
    hw.gradBytes = trainingStorageBytes(p);
    hw.weightBytes = trainingStorageBytes(p);
    hw.optimizerPassBytes = optimizerPassBytes(p, t.masterWeights);
    hw.optimizerStateBytes = 8.0 + (t.masterWeights && trainingStorageBytes(p) < 4.0 ? 4.0 : 0.0);
    return setup;
}

} // namespace fleet

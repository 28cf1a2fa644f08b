#include "serving/ServingSetup.h"

#include "plan/MachineHierarchy.h"
#include "plan/ModelLibrary.h"
#include "power/PowerModel.h"
#include "training/StepSetup.h"
#include "scenario/ResolvedFleet.h"

namespace fleet {

namespace {
double d(std::int64_t v) { return static_cast<double>(v); }

// The accelerator's large-GEMM efficiency row at `p` when it is a share in (0, 1]; null otherwise.
const Calibration* usableGemmEfficiency(const Catalog& c, const Accelerator& a, Precision p)
{
    const Calibration* row = c.calibration(CalibrationTarget::Accelerator, a.id, gemmParameterFor(p));
    return row && row->value > 0.0 && row->value <= 1.0 ? row : nullptr;
}

// The precision the routed experts' GEMMs compute in: serving.expertCompute, "same" = inference.precision (nothing
// for an unknown name).
std::optional<Precision> expertComputeOf(const Scenario& s)
{
    return precisionFromString(s.serving.expertCompute == "same" ? s.inference.precision : s.serving.expertCompute);
}

// The generic constants, built once (only its numbers are read: the id is left empty).
const ServingCalibration& genericCalibration()
{
    static const ServingCalibration generic = genericServingCalibration(std::string());
    return generic;
}
} // namespace

ServingModel servingModel(const ModelInputs& served, Precision weights, Precision kv)
{
    ServingModel m;
    const ModelArchitecture arch = architectureOf(served);
    const ParameterCount counted = countParameters(arch);
    m.params = parametersOf(served, counted);
    if (arch.moe.any() && counted.total > 0.0) {
        // A typed model.params scales both parts (plan/ModelLibrary: activeParametersOf).
        m.activeParams = activeParametersOf(served, counted);
        m.expertParams = expertParametersOf(served, counted);
        m.experts = arch.moe.experts;
        m.expertsPerToken = arch.moe.expertsPerToken;
        m.moeLayers = arch.moeLayers();
        m.maxDomainsPerToken = arch.moe.maxNodesPerToken;
    }
    if (arch.attention == AttentionKind::MultiLatent) {
        m.kvLatent = arch.latent.kvRank + arch.latent.ropeHeadDim;
        m.latentAttentionWidth = (2.0 * arch.latent.kvRank + arch.latent.ropeHeadDim) / 2.0;
    }
    m.layers = d(served.layers);
    m.window = arch.window;
    m.windowLayers = arch.windowLayers;
    m.hidden = d(served.hidden);
    m.heads = d(served.heads);
    m.kvHeads = d(served.kvHeadsOrHeads());
    m.headDim = d(served.headDimOrDerived());
    m.weightBytesPerParam = bytesPerValue(weights);
    m.kvBytesPerValue = bytesPerValue(kv);
    return m;
}

ServingWorkload servingWorkload(const Scenario& s)
{
    ServingWorkload w;
    w.inputTokens = d(s.serving.inputTokens);
    w.outputTokens = d(s.serving.outputTokens);
    w.requestsPerSecond = s.serving.requestsPerSecond;
    w.ttftTargetSeconds = s.serving.ttftSeconds;
    w.tpotTargetSeconds = s.serving.tpotSeconds;
    w.fleetAccelerators = d(s.fleet.acceleratorsPerNode) * d(s.fleet.nodes);
    w.tp = static_cast<int>(s.serving.tp);
    w.ep = static_cast<int>(std::max<std::int64_t>(s.serving.ep, 1));
    w.cp = static_cast<int>(std::max<std::int64_t>(s.serving.cp, 1));
    w.batch = static_cast<int>(s.serving.batch);
    w.disaggregated = s.serving.disaggregated;
    w.prefillTp = static_cast<int>(s.serving.prefillTp);
    w.prefillEp = static_cast<int>(std::max<std::int64_t>(s.serving.prefillEp, 1));
    w.prefillBatchTokens = d(s.serving.prefillBatchTokens);
    w.prefixCacheHitRate = s.serving.prefixCacheHitRate;
    return w;
}

ServingLinks servingLinksFor(const Scenario& s, const Catalog& c, const Accelerator& accelerator)
{
    ServingLinks l{c.link(s.fleet.scaleUpLink), c.link(s.fleet.scaleOutLink)};
    // The scale-up domain of the fleet these links belong to: the plan's, or the plan with this accelerator in
    // the catalog node built from it (fleet.node = auto), by the one rule (plan/MachineHierarchy.h).
    Scenario fleetOf = s;
    if (accelerator.id != s.fleet.accelerator) {
        fleetOf.fleet.accelerator = accelerator.id;
        fleetOf.fleet.node = "auto";
    }
    std::vector<Issue> ignored;
    l.scaleUpDomain = scaleUpDomainOf(fleetOf, resolveFleet(fleetOf, c, ignored));
    if (accelerator.id == s.fleet.accelerator)
        return l;
    if (const Node* n = c.nodeOf(accelerator.id)) {
        if (const Link* up = c.link(n->scaleUpLinkId))
            l.scaleUp = up;
        if (const Link* out = c.link(n->scaleOutLinkId))
            l.scaleOut = out;
    }
    return l;
}

bool expertsDequantized(const StorageFormat& stored, Precision compute, const Accelerator& a)
{
    if (!(stored.bytesPerValue < 1.0 && stored.bytesPerValue < bytesPerValue(compute)))
        return false; // not a 4-bit format, or not narrower than the compute precision
    // The FP4 tensor-core paths take block-scaled FP4 beside FP8: NVIDIA's both formats, AMD's CDNA 4 MXFP4 only (as
    // gemmPeakFor reads NVFP4).
    const bool native = stored.blockScaledFp4 && a.hasFp4() && compute == Precision::FP8 &&
                        (stored.name == "mxfp4" || a.vendor == "NVIDIA");
    return !native;
}

std::string servingPrecisionWithoutPath(const Scenario& s, const ModelInputs& served, const Accelerator& a)
{
    const auto weights = precisionFromString(s.inference.precision);
    if (weights && !a.peakFor(*weights))
        return s.inference.precision;
    const auto experts = expertComputeOf(s);
    if (experts && !a.peakFor(*experts) && architectureOf(served).moe.any())
        return s.serving.expertCompute;
    return {};
}

std::optional<ServingSetup> servingSetup(const Scenario& s, const Catalog& c, const ModelInputs& served,
                                         const Accelerator& a, const ServingLinks& links)
{
    const auto weights = precisionFromString(s.inference.precision);
    const auto kv = precisionFromString(s.serving.kvPrecision);
    // Routed experts stored in fewer bytes than they are computed in (GPT-OSS's MXFP4 experts) are read in their
    // storage bytes; their GEMMs run at the compute precision's rate, or at the dequantizing kernels' share of it
    // (expertsDequantized, below).
    const auto stored = storageFormatFromString(s.serving.expertPrecision == "same" ? s.inference.precision
                                                                                     : s.serving.expertPrecision);
    // The routed experts' GEMMs compute at serving.expertCompute (their activations' precision), the rest at
    // inference.precision.
    const auto expertCompute = expertComputeOf(s);
    if (!weights || !kv || !stored || !expertCompute || !links.scaleUp || !links.scaleOut)
        return std::nullopt;
    if (!servingPrecisionWithoutPath(s, served, a).empty())
        return std::nullopt; // the compute results (inference.precision) or ServingExpertComputeNoPath say so
    const auto peak = a.peakFor(*weights);
    const auto expertPeak = a.peakFor(*expertCompute);
    ServingSetup out;
    out.accelerator = &a;
    out.precision = *weights;
    out.expertFormat = *stored;
    out.kvPrecision = *kv;
    out.model = servingModel(served, *weights, *kv);
    out.expertCompute = out.model.moe() ? *expertCompute : *weights;
    if (out.model.moe())
        out.model.expertBytesPerParam = stored->bytesPerValue;
    out.model.windowKvHeld = s.serving.windowKv != "full";
    out.model.promptsBalanced = s.serving.promptBalance == "balanced";
    out.workload = servingWorkload(s);
    if (!out.model.moe()) {
        out.workload.ep = 1; // a dense model has no experts to spread (ServingEpDenseModel says so)
        out.workload.prefillEp = 1;
    }
    out.calibration = c.servingCalibration(a.id);
    if (!out.calibration) {
        out.calibration = &genericCalibration();
        out.genericCalibration = true;
    }
    ServingHardware& hw = out.hardware;
    hw.peakFlopsPerSecond = peak->si();
    hw.hbmBytesPerSecond = a.hbmBandwidth.si();
    hw.hbmBytes = a.hbmCapacity.si();
    hw.scaleUpAlphaSeconds = links.scaleUp->alpha.si();
    hw.scaleUpBytesPerSecond = links.scaleUp->bandwidthPerDirection.si();
    hw.scaleOutAlphaSeconds = links.scaleOut->alpha.si();
    hw.scaleOutBytesPerSecond = links.scaleOut->bandwidthPerDirection.si();
    hw.machine = machineHierarchy(s, links.scaleUpDomain, links.scaleUp);
    const ServingCalibration& cal = *out.calibration;
    hw.hbmEfficiency = cal.hbmEfficiency;
    hw.computeEfficiency = cal.computeEfficiency;
    if (cal.gemmShare) {
        // A share of the accelerator's large-GEMM efficiency at this precision: the training step's constant.
        out.gemmEfficiency = usableGemmEfficiency(c, a, *weights);
        hw.computeEfficiency = *cal.gemmShare * (out.gemmEfficiency ? out.gemmEfficiency->value : kFallbackGemmEfficiency);
    }
    // A power cap slows the compute-bound kernels only (prefill, large batches); a decode step bound by HBM draws
    // below the cap and keeps its rate, so low-batch latency does not move (Ma et al. 2026: decode draws 137-300 W on
    // a 700 W H200).
    out.powerShare = powerShareOfCap(a.tdp, s.power.capWatts);
    if (out.powerShare < 1.0) {
        out.powerCapExponentRow =
            usableCalibration(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::PowerCapExponent);
        out.powerCapExponent = out.powerCapExponentRow ? out.powerCapExponentRow->value : kFallbackPowerCapExponent;
        hw.computeRate = computeRateAtPowerShare(out.powerShare, out.powerCapExponent);
    }
    // The fused attention core (prefill's causal attention, decode's when it is not bound by the KV read) at the KV
    // cache's precision - the operands it reads (FP8 KV runs FP8 attention kernels, as TensorRT-LLM's FP8 context FMHA
    // does) - and the accelerator's fused-attention efficiency, the training step's constant (a forward pass).
    auto attentionPeak = a.peakFor(*kv);
    if (!attentionPeak || !(attentionPeak->si() > 0.0))
        attentionPeak = a.peakFor(Precision::BF16); // an FP8 cache on a chip without FP8 runs 16-bit attention
    out.attentionEfficiency =
        usableCalibration(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::AttentionEfficiency);
    hw.attentionFlopsPerSecond = (attentionPeak && attentionPeak->si() > 0.0 ? attentionPeak->si() : peak->si()) *
                                 (out.attentionEfficiency ? out.attentionEfficiency->value
                                                          : kFallbackAttentionEfficiency);
    out.attentionHalfCausal =
        usableCalibration(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::AttentionHalfSeqCausal);
    out.attentionHalfFull = usableCalibration(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::AttentionHalfSeq);
    hw.attentionBlocks = {out.attentionHalfCausal ? out.attentionHalfCausal->value : kFallbackAttentionHalfSeqCausal,
                          out.attentionHalfFull ? out.attentionHalfFull->value : kFallbackAttentionHalfSeq};
    hw.stepOverheadSeconds = cal.stepOverhead.si();
    hw.layerOverheadSeconds = cal.layerOverhead.si();
    hw.sequenceOverheadSeconds = cal.sequenceOverhead.si();
    hw.gemmHalfFlop = cal.gemmHalfGflop * 1e9;
    if (out.model.moe() && out.expertCompute != out.precision) {
        // η · R_peak at the experts' precision over the dense GEMMs' (the same serving gemm_share of each precision's
        // large-GEMM efficiency, or the accelerator's one η_comp).
        double ratio = expertPeak->si() / peak->si();
        if (cal.gemmShare) {
            out.expertGemmEfficiency = usableGemmEfficiency(c, a, out.expertCompute);
            const double mine = out.expertGemmEfficiency ? out.expertGemmEfficiency->value : kFallbackGemmEfficiency;
            const double dense = out.gemmEfficiency ? out.gemmEfficiency->value : kFallbackGemmEfficiency;
            ratio *= mine / dense;
        }
        hw.expertRateRatio = ratio;
    }
    if (out.model.moe() && expertsDequantized(*stored, out.expertCompute, a)) {
        // Weight-only-quantized experts (W4A16 on Hopper): the kernels are issue-bound by the dequantization, at the
        // accelerator's measured share of the same GEMM in 16 bits (weight_only_gemm_share). ASSUMPTION (not measured
        // here): beside FP8 activations (W4A8) the same dequantization bounds the rate, so the share is scaled by the
        // 16-bit / FP8 peak ratio (the FP8 GEMMs' efficiency kept). No measurement, or no 16-bit peak to scale by:
        // priced as native, and the derivation and the accuracy band say so.
        out.expertsDequantized = true;
        out.weightOnlyGemmShare =
            usableCalibration(c, CalibrationTarget::Accelerator, a.id, CalibrationParameter::WeightOnlyGemmShare);
        auto peak16 = a.peakFor(Precision::BF16);
        if (!peak16 || !(peak16->si() > 0.0))
            peak16 = a.peakFor(Precision::FP16);
        if (!peak16 || !(peak16->si() > 0.0))
            out.weightOnlyGemmShare = nullptr;
        if (out.weightOnlyGemmShare)
            hw.expertGemmShare =
                std::min(1.0, out.weightOnlyGemmShare->value * std::min(1.0, peak16->si() / expertPeak->si()));
    }
    if (out.model.moe()) {
        // Expert parallelism (serving.ep): wide-EP runtimes dispatch with fused kernels (DeepEP, TensorRT-LLM's wide-EP
        // all-to-all), so the fused dispatcher's achieved share of each tier's bandwidth. The dispatch moves the
        // experts' activations in their compute precision (serving.expertCompute, else inference.precision): FP8
        // dispatches FP8; combine stays 16-bit.
        const auto path = [&](const Link& l, const Calibration*& row) {
            row = usableCalibration(c, CalibrationTarget::Link, l.id, CalibrationParameter::AllToAllEfficiencyFused);
            return CommPath{l.alpha.si(),
                            l.bandwidthPerDirection.si() * (row ? row->value : kFallbackCollectiveEfficiency)};
        };
        hw.allToAllUp = path(*links.scaleUp, out.allToAllUpEfficiency);
        hw.allToAllOut = path(*links.scaleOut, out.allToAllOutEfficiency);
        hw.dispatchBytesPerValue =
            std::max(1.0, std::min(out.model.activationBytesPerValue, bytesPerValue(out.expertCompute)));
    }
    return out;
}

std::optional<ServingSetup> servingSetup(const Scenario& s, const Catalog& c)
{
    const Accelerator* a = c.accelerator(s.fleet.accelerator);
    const std::optional<ModelInputs> served = servedModelOf(s, c);
    if (!a || !served)
        return std::nullopt;
    return servingSetup(s, c, *served, *a, servingLinksFor(s, c, *a));
}

} // namespace fleet

#include "training/StepResults.h"

#include "training/CalibrationText.h"
#include "training/StepParts.h"

#include <fmt/format.h>

#include <cmath>

namespace fleet {

namespace {

constexpr const char* kSecStep =
    "seed §1 Fleet Law, Eq. 1.3 (L988-992); Korthikanti et al. 2022 (arXiv 2205.05198) §4-§6; Narayanan et al. "
    "2021 (SC'21) §2-§3";
constexpr const char* kSecPipeline = "seed notation p, m, V (L532-538); Narayanan et al. 2021 §2.2 (1F1B, interleaved)";
constexpr const char* kSecTp = "seed §2 dense node design, TP AllReduce (L2034-2038); Korthikanti et al. 2022 §4.2.2";
constexpr const char* kSecDp = "seed §3 ring AllReduce notebook (L2709-2732); seed §2 bandwidth hierarchy (L1956-1998)";

double d(std::int64_t v) { return static_cast<double>(v); }

void addFallbackIssue(const StepFallback& fb, Results& out)
{
    if (fb.rejected)
        out.addIssue<IssueCode::StepCalibrationRejected>(Severity::Info, "training.step_s", fb.rejected->id,
                                                         toString(fb.parameter), fb.rejected->value, fb.value);
    else
        out.addIssue<IssueCode::StepCalibrationMissing>(Severity::Info, "training.step_s", toString(fb.parameter),
                                                        toString(fb.target), fb.targetId, fb.value);
}

} // namespace

bool predictedTimeModel(const Scenario& s) { return s.training.timeModel == "predicted"; }

Issue stepProblemIssue(StepProblem p, const Scenario& s, const StepSetup& setup, Severity severity, bool noPrediction)
{
    const TrainingInputs& t = s.training;
    switch (p) {
    case StepProblem::None:
        break;
    case StepProblem::GlobalBatchNotDivisible:
        if (noPrediction)
            return makeIssue<IssueCode::StepGlobalBatchNotDivisibleNoPrediction>(
                severity, "training.globalBatch", setup.globalBatch, t.microBatch, t.dp, t.microBatch * t.dp);
        return makeIssue<IssueCode::StepGlobalBatchNotDivisible>(severity, "training.globalBatch", setup.globalBatch,
                                                                 t.microBatch, t.dp, t.microBatch * t.dp);
    case StepProblem::InterleaveNotDividingLayers: {
        const std::int64_t layers = s.model.layers;
        const std::int64_t perStage = (layers + t.pp - 1) / t.pp; // the largest stage (uneven: ⌈L / p⌉)
        if (noPrediction)
            return makeIssue<IssueCode::StepInterleaveNotDividingLayersNoPrediction>(
                severity, "training.interleave", t.interleave, perStage, layers, t.pp);
        return makeIssue<IssueCode::StepInterleaveNotDividingLayers>(severity, "training.interleave", t.interleave,
                                                                     perStage, layers, t.pp);
    }
    case StepProblem::TpNotDividingHeads: {
        const std::int64_t heads = s.model.heads, kv = s.model.kvHeadsOrHeads();
        if (noPrediction)
            return makeIssue<IssueCode::StepTpNotDividingHeadsNoPrediction>(severity, "training.tp", t.tp, heads, kv);
        return makeIssue<IssueCode::StepTpNotDividingHeads>(severity, "training.tp", t.tp, heads, kv);
    }
    case StepProblem::LayoutNotMatchingFleet:
        return makeIssue<IssueCode::StepLayoutNotMatchingFleet>(severity, "training.dp", t.tp, t.cp, t.pp, t.dp,
                                                                parallelLayout(t).product(), s.acceleratorCount());
    case StepProblem::EpNotDividing:
        return makeIssue<IssueCode::StepEpNotDividing>(severity, "training.ep", t.ep, s.model.experts,
                                                       t.tp * t.cp * t.dp);
    case StepProblem::CpNeedsFusedAttention:
        return makeIssue<IssueCode::StepCpNeedsFusedAttention>(severity, "training.flashAttention", t.cp);
    case StepProblem::CpNotDividingSequence:
        return makeIssue<IssueCode::StepCpNotDividingSequence>(severity, "training.cp", t.cp, t.seqLen, 2 * t.cp);
    case StepProblem::DualPipeLayout:
        return makeIssue<IssueCode::StepDualPipeLayout>(severity, "training.pipelineSchedule", t.pp, t.interleave,
                                                        setup.layout.microBatches);
    case StepProblem::NoAcceleratorPower: // a fact of the plan, not of its layout: addTrainingResults reports it
        return makeIssue<IssueCode::TrainingNoAcceleratorPower>(severity, "fleet.cooling", s.fleet.cooling);
    case StepProblem::NoPrecisionPeak:
        if (noPrediction)
            return makeIssue<IssueCode::StepNoPrecisionPeakNoPrediction>(severity, "training.precision", t.precision);
        return makeIssue<IssueCode::StepNoPrecisionPeak>(severity, "training.precision", t.precision);
    }
    return Issue{};
}

std::string stepProblemMessage(StepProblem p, const Scenario& s, const StepSetup& setup)
{
    return p == StepProblem::None ? std::string() : render(stepProblemIssue(p, s, setup, Severity::Error, false));
}

bool addStepResults(const Scenario& s, const ResolvedFleet& f, const StepSetup& setup, const StepTime& r, Results& out)
{
    const bool predicted = predictedTimeModel(s);
    if (setup.problem != StepProblem::None) {
        if (predicted)
            out.addIssue(stepProblemIssue(setup.problem, s, setup, Severity::Error, false));
        else if (setup.problem != StepProblem::LayoutNotMatchingFleet) // book mode warns about it already
            out.addIssue(stepProblemIssue(setup.problem, s, setup, Severity::Info, true));
        return false;
    }
    // The fallbacks matter where the prediction is the headline; in the book's mode it is a comparison.
    for (int i = 0; predicted && i < setup.fallbackCount; ++i)
        addFallbackIssue(setup.fallbacks[static_cast<size_t>(i)], out);
    addPowerRateResult(f, setup, out);
    const TrainingInputs& t = s.training;
    if (t.recomputeLayers > 0 && setup.layout.recompute != Recompute::Full)
        out.addIssue<IssueCode::StepRecomputeLayersUnused>(Severity::Warning, "training.recomputeLayers",
                                                           t.recomputeLayers, t.activationCheckpointing);
    // Only a typed count can differ from the shape's (model.params = 0 is the count itself).
    if (s.model.params > 0.0 && setup.shapeParams > 0.0 && std::fabs(setup.shapeParams / s.model.params - 1.0) > 0.1)
        out.addIssue<IssueCode::StepParamsFromShape>(Severity::Info, "model.params", s.model.params,
                                                     setup.shapeParams);

    const StepLayout& l = setup.layout;
    const StepHardware& hw = setup.hardware;
    const double N = setup.accelerators;
    const auto tM = [&] {
        return DerivationTerm{"m", "micro-batches per pipeline per step (global batch / (b · DP))", l.microBatches, ""};
    };
    const auto tLayers = [&] {
        return DerivationTerm{"L_stage", "layers of the slowest pipeline stage", r.stageLayersMax, ""};
    };
    const auto tEta = [&] {
        return DerivationTerm{"η_max",
                              calibrationText(setup.gemmEfficiency, "large-GEMM efficiency", kFallbackGemmEfficiency),
                              hw.gemmEfficiency, ""};
    };
    const auto tHalf = [&] {
        return DerivationTerm{
            "F_half", calibrationText(setup.gemmHalfSize, "GEMM size at half efficiency", kFallbackGemmHalfFlop),
            hw.gemmHalfFlop, "FLOP"};
    };
    const auto tHbm = [&] {
        return DerivationTerm{
            "η_HBM", calibrationText(setup.hbmEfficiency, "achieved HBM bandwidth fraction", kFallbackHbmEfficiency),
            hw.hbmEfficiency, ""};
    };
    // β of a group's link: the NIC when the group leaves its scale-up domain, else the scale-up link.
    const auto tLinkBeta = [&](bool leavesDomain) {
        return leavesDomain ? DerivationTerm{"β",
                                             calibrationText(setup.scaleOutEfficiency,
                                                             "scale-out achieved bandwidth per NIC",
                                                             kFallbackCollectiveEfficiency),
                                             hw.scaleOut.beta, "B/s"}
                            : DerivationTerm{"β",
                                             calibrationText(setup.scaleUpEfficiency, "scale-up achieved bus bandwidth",
                                                             kFallbackCollectiveEfficiency),
                                             hw.scaleUp.beta, "B/s"};
    };
    const auto tPeak = [&] {
        return DerivationTerm{"R_peak", Text::format("{} dense {} peak", f.accelerator->name, t.precision),
                              hw.peakFlops, "FLOP/s"};
    };

    out.set("training.global_batch", setup.globalBatch, [&] {
        return Why{"B = training.globalBatch, or b · accumulation · DP when it is 0",
                   {{"b", "micro-batch (training.microBatch)", d(t.microBatch), ""},
                    {"DP", "data-parallel degree (training.dp)", d(t.dp), ""}},
                   kSecPipeline,
                   "Sequences per optimizer step."};
    });
    out.set("training.micro_batches", l.microBatches, [&] {
        return Why{"m = B / (b · DP)",
                   {{"B", "global batch", setup.globalBatch, ""},
                    {"b", "micro-batch", l.microBatch, ""},
                    {"DP", "data-parallel degree", l.dp, ""}},
                   kSecPipeline,
                   "Micro-batches each pipeline runs per step (gradient accumulation)."};
    });
    out.set("training.layer_forward_s", r.layerForward, [&] {
        Why why{"t_f = Σ GEMMs max(F/(η(F)·R), bytes/(η_HBM·B)) + attention + element-wise bytes/(η_ew·B)",
                   {{"t_linear", "QKV, projection, MLP up and down", r.linearForward, "s"},
                    {"t_attention",
                     l.flashAttention ? (setup.shape.attentionSpan().banded()
                                             ? "fused attention core (causal half executed; banded layers their band)"
                                             : "fused attention core (causal half executed)")
                                      : "attention scores, context, softmax and dropout",
                     r.attentionForward, "s"},
                    {"t_elementwise", "layer norms, bias-dropout-residual, activation, FP8 casts at η_ew · B_HBM",
                     r.elementwiseForward, "s"},
                    tPeak(),
                    tEta(),
                    {"η_attn",
                     calibrationText(setup.attentionEfficiency, "fused attention kernel efficiency on long blocks (16-bit peak)",
                                     kFallbackAttentionEfficiency),
                     l.flashAttention ? hw.attentionEfficiency : hw.gemmEfficiency, ""},
                    attentionHalfCausalTerm(setup.attentionHalfCausal, hw.attentionBlocks),
                    attentionHalfFullTerm(setup.attentionHalfFull, hw.attentionBlocks),
                    tHalf(),
                    tHbm(),
                    {"η_ew",
                     calibrationText(setup.elementwiseEfficiency,
                                     "achieved HBM share of the step's element-wise kernels",
                                     hw.hbmEfficiency),
                     hw.elementwiseEfficiency, ""},
                    {"B_HBM", Text::format("{} HBM bandwidth", f.accelerator->name), hw.hbmBytesPerS, "B/s"}},
                   kSecStep,
                   "One transformer layer, one micro-batch, one GPU of the tensor-parallel group, compute only. η(F) = "
                   "η_max · "
                   "F / (F + F_half): small GEMMs run below the large-GEMM efficiency; a fused attention core runs at "
                   "η_attn · s/(s + s½) (softmax-bound; s the keys of its block: the sequence, or with context "
                   "parallelism s/cp for the causal block and s/(2cp) for the cp − 1 full ones) instead of η(F); element-wise kernels (norms with their reductions, activations, "
                   "casts, the loss) reach η_ew of the HBM bandwidth, below STREAM's η_HBM (issue 28). Backward = 2 × forward (a fused attention core: 2.5 ×, "
                   "FlashAttention-2 §3.1.2)."};
        if (!l.flashAttention) // an unfused core's GEMMs follow η(F): no attention size law
            std::erase_if(why.inputs, [](const DerivationTerm& term) { return term.symbol.starts_with("s½"); });
        else if (l.cp <= 1) // one causal block per sequence: no full blocks
            std::erase_if(why.inputs, [](const DerivationTerm& term) { return term.symbol == "s½_full"; });
        if (hw.computeRate < 1.0) { // a power cap or a throttling cooling: every GEMM runs at φ_rate · R_peak
            why.formula = "t_f = Σ GEMMs max(F/(η(F)·φ_rate·R), bytes/(η_HBM·B)) + attention + element-wise bytes/(η_ew·B)";
            why.inputs.insert(why.inputs.begin() + 4,
                              {"φ_rate", "compute rate left by the power cap and the cooling (training.power_rate_fraction)",
                               hw.computeRate, ""});
        }
        return why;
    });
    out.set("training.step_compute_s", r.compute, [&] {
        Why why{"m · (L_stage · (t_f + t_b) + logits or embedding of the slowest stage)",
                {tM(),
                 tLayers(),
                 {"t_f", "one layer forward", r.layerForward, "s"},
                 {"t_b", "one layer backward (2 × forward; a fused attention core 2.5 ×)", r.layerBackward, "s"},
                 {"t_logits", "logits and loss per micro-batch (last stage)", r.logitsPerMicroBatch, "s"}},
                kSecStep,
                "Forward and backward of the slowest stage; no recompute, no communication."};
        if (setup.shape.mtpLayers > 0) {
            why.note = "Forward and backward of the slowest stage; no recompute, no communication. The last stage also "
                       "runs the multi-token-prediction modules (DeepSeek-V3 report §2.2).";
            why.formula = "m · (L_stage · (t_f + t_b) + t_logits + t_mtp, and the embedding at PP = 1), "
                          "t_mtp = MTP · (t_proj + t_logits)";
            why.inputs.push_back({"MTP", "multi-token-prediction modules (model.mtpLayers)", setup.shape.mtpLayers, ""});
            why.inputs.push_back({"t_mtp",
                                  "the MTP modules' 2h → h projection and their logits and loss again, per "
                                  "micro-batch on the last stage (each module's layer is one of its L_stage)",
                                  r.mtpPerMicroBatch, "s"});
        }
        return why;
    });
    out.set("training.step_recompute_s", r.recompute, [&] {
        const bool partial = l.recompute == Recompute::Full && l.recomputeShare < 1.0;
        return Why{
            partial                        ? "m · L_stage · φ · t_f (full on φ of each stage's layers, training.recomputeLayers)"
            : l.recompute == Recompute::Full ? "m · L_stage · t_f (full: every layer's forward again)"
                                             : "m · L_stage · t_attention (selective: the attention core again)",
            {tM(),
             tLayers(),
             {"t_recompute", "recomputed work per layer", r.layerRecompute, "s"},
             {"φ", "share of a stage's layers recomputed (training.recomputeLayers ÷ L_stage; 1 = all)",
              l.recompute == Recompute::Full ? l.recomputeShare : 0.0, ""},
             {"recompute", std::string("training.activationCheckpointing = ") + t.activationCheckpointing, 0.0, ""}},
            "Korthikanti et al. 2022 §5 (selective recomputation)",
            "Recomputation in the backward pass; 'none' stores every activation (memory.activations_bytes_per_gpu)."};
    });
    out.set("training.step_tp_comm_s", r.tpComm, [&] {
        return Why{
            "m · L_stage · (exposed TP collectives per layer)",
            {tM(),
             tLayers(),
             {"T", "tensor-parallel degree", l.tp, ""},
             {"M", "activation b · s/CP · h · bytes",
              l.microBatch * setup.shape.seqLen / l.cp * setup.shape.hidden * hw.activationBytes, "B"},
             r.tpLeavesDomain ? DerivationTerm{"α", "scale-out latency per ring step", hw.scaleOut.alpha, "s"}
                              : DerivationTerm{"α", "scale-up latency per ring step", hw.scaleUp.alpha, "s"},
             tLinkBeta(r.tpLeavesDomain),
             {"t_fwd", "exposed per layer, forward", r.layerTpForward, "s"},
             {"t_bwd", "exposed per layer, backward", r.layerTpBackward, "s"},
             {"t_rec", "exposed per layer, recomputed forward", r.layerTpRecompute, "s"}},
            kSecTp,
            l.overlapTpComm
                ? "training.overlapTpComm: every collective runs under its paired GEMM; only the excess is exposed."
            : l.sequenceParallel
                ? "Sequence parallel: forward 2 all-gathers + 2 reduce-scatters exposed; backward the output-gradient "
                  "gathers "
                  "exposed, the input re-gathers and gradient reduce-scatters of QKV and MLP-up under their data- and "
                  "weight-gradient GEMMs (Megatron-LM). Ring: (T−1)/T · M/β + (T−1)·α each."
                : "Forward 2 all-reduces exposed; backward the input-gradient all-reduces of QKV and MLP-up under the "
                  "weight-gradient GEMMs (Megatron-LM's async all-reduce). Ring: 2(T−1)/T · M/β + 2(T−1)·α each."};
    });
    out.set("training.step_pp_bubble_s", r.ppBubble, [&] {
        return Why{
            l.dualPipe ? "(p/2 − 1) · 2/3 · t_stage,mean  (DualPipe: (p/2 − 1)(F&B + B − 3W))" : "(p − 1) / V · t_stage,mean",
            {{"p", "pipeline stages (training.pp)", l.pp, ""},
             {"V", "virtual stages per rank (training.interleave)", l.interleave, ""},
             tM(),
             {"t_stage", "mean stage time per micro-batch", l.pp > 0 ? (r.stageMicroBatch) : 0.0, "s"}},
            kSecPipeline,
            fmt::format("1F1B fill and drain: the bubble fraction (p − 1)/(V · m) = {:.1f} % of the pipeline's work.",
                        l.pp > 1 ? 100.0 * (l.pp - 1.0) / (l.interleave * l.microBatches) : 0.0)};
    });
    out.set("training.step_pp_comm_s", r.ppComm, [&] {
        return Why{
            "(m + (p − 1)/V) · 2V · t_transfer",
            {tM(),
             {"p", "pipeline stages", l.pp, ""},
             {"V", "virtual stages per rank", l.interleave, ""},
             {"t_transfer",
              r.ppCrossesNodes ? "one activation transfer over the scale-out link (1/T per TP rank)"
                               : "one activation transfer over the scale-up link",
              r.p2pTransfer, "s"}},
            "Narayanan et al. 2021 §4.1 (scatter/gather); seed §2 bandwidth hierarchy, pipeline parallelism (L1998)",
            r.ppCrossesNodes
                ? "Adjacent stages sit in different scale-up domains (tp · dp ranks apart): each TP rank sends its "
                  "share over its own NIC. One forward and one backward transfer per virtual stage and micro-batch, "
                  "not overlapped."
                : "Adjacent stages share a scale-up domain: transfers over the scale-up link."};
    });
    out.set("training.step_dp_comm_s", r.dpComm, [&] {
        return Why{
            l.zeroStage == 0 ? "max(AllReduce − t_overlap, last bucket)" : "ZeRO collectives exposed after overlap",
            {{"DP · CP", "ranks holding the same weights (data-parallel × context-parallel)", l.dp * l.cp, ""},
             {"k", "ranks of a group per scale-up domain", r.dpRanksPerNode, ""},
             {"n", "scale-up domains a group spans", r.dpNodes, ""},
             {"M", "gradient shard P / (TP · PP) · bytes", setup.shape.params / (l.tp * l.pp) * hw.gradBytes, "B"},
             {"β_out",
              calibrationText(setup.scaleOutEfficiency, "scale-out achieved bandwidth per NIC",
                              kFallbackCollectiveEfficiency),
              hw.scaleOut.beta, "B/s"},
             {"derate",
              r.dpBeyondLeaf ? "the group spans more than one leaf domain: fabric derate"
                             : "the group stays under one leaf (no derate)",
              r.dpBeyondLeaf ? hw.machine.beyondLeafDerate : 1.0, ""},
             {"T_dp", "collectives before overlap", r.dpCommTotal, "s"}},
            kSecDp,
            l.zeroStage >= 3 && l.flatZero3
                ? std::string("ZeRO stage 3 as DeepSpeed ran it (training.zero3Runtime = deepspeed; Narayanan et al. "
                              "2021 Table 2): parameters gathered on demand for every forward and backward, each over "
                              "one flat ring across the data-parallel ranks with every GPU's whole share through its "
                              "NIC, exposed; gradients reduce-scattered the same way under the backward except the "
                              "last 40M-parameter bucket.")
                :
            fmt::format(
                "ZeRO stage {}: {}. Reduce inside the scale-up domain over its link, then across domains on every "
                "rail in parallel, then gather inside the domain. {}",
                l.zeroStage,
                l.zeroStage == 0   ? "gradient all-reduce once per step"
                : l.zeroStage <= 2 ? "gradient reduce-scatter and parameter all-gather"
                                   : "parameters gathered for every forward and backward, gradients reduce-scattered, "
                                     "every micro-batch",
                l.overlapGradReduce ? "Overlapped with the backward pass except the last 40M-parameter bucket "
                                      "(training.overlapGradReduce)."
                                    : "Not overlapped (training.overlapGradReduce = false).")};
    });
    out.set("training.step_ep_comm_s", r.epComm, [&] {
        return Why{
            "m · L_moe · (dispatch + combine) · passes, exposed after overlap",
            {tM(),
             {"L_moe", "MoE layers of the slowest stage", r.moeLayersMax, ""},
             {"EP", "expert-parallel ranks (training.ep)", l.ep, ""},
             {"n_e", "routed tokens per local expert per micro-batch (busiest rank)", r.tokensPerExpert, ""},
             {"β_up", calibrationText(setup.allToAllUpEfficiency, "all-to-all bandwidth inside the scale-up domain",
                                      kFallbackCollectiveEfficiency),
              hw.allToAllUp.beta, "B/s"},
             {"β_out", calibrationText(setup.allToAllOutEfficiency, "all-to-all bandwidth per NIC across domains",
                                       kFallbackCollectiveEfficiency),
              hw.allToAllOut.beta, "B/s"},
             {"t_a2a", "all-to-alls of one MoE layer and micro-batch, before overlap", r.layerAllToAll, "s"},
             {"t_exp", "of which exposed", r.layerAllToAllExposed, "s"}},
            "DeepSeek-V3 report §3.2.2 (dispatch, combine, node-limited routing); seed §1 MoE (L1784), §3 AllToAll (L2527)",
            l.ep <= 1 ? std::string("No expert parallelism (training.ep = 1): the experts are local, no all-to-all.")
                      : fmt::format(
                            "Dispatch and combine in the forward and again in the backward{} pass{}, over {}. {}",
                            l.recompute == Recompute::Full ? " and the recomputed forward" : "",
                            l.fusedDispatch ? " with a fused dispatcher (one copy per remote domain, forwarded "
                                              "inside it)"
                                            : " with NCCL all-to-all",
                            r.epLeavesDomain ? "the scale-up link inside a domain and the NIC across domains at once"
                                             : "the scale-up link (the EP group stays in one domain)",
                            l.moeOverlap || l.dualPipe
                                ? "Overlapped with another micro-batch's computation: what exceeds it is exposed, "
                                  "and while it runs it takes 20/132 of the SMs (DeepSeek-V3)."
                                : "Not overlapped (training.moeOverlap = false).")};
    });
    out.set("training.step_cp_comm_s", r.cpComm, [&] {
        return Why{
            "m · L_stage · passes · Σ over the CP − 1 sends (max(0, t_send − t_block) + σ · min(t_send, t_block))",
            {tM(),
             tLayers(),
             {"CP", "context-parallel ranks (training.cp)", l.cp, ""},
             {"s/CP", "tokens of each sequence on one GPU", setup.shape.seqLen / l.cp, ""},
             tLinkBeta(r.cpLeavesDomain),
             {"t_ring", "K/V transfers of one layer and micro-batch, all passes, before overlap", r.layerRing, "s"},
             {"t_exp", "of which exposed", r.layerRingExposed, "s"},
             {"σ", "share of the SMs an overlapped transfer's kernels hold (20/132, DeepSeek-V3's dispatch)",
              hw.commSmShare, ""}},
            "Liu et al. 2023 (Ring Attention, arXiv 2310.01889); Megatron-Core context parallelism (2 × CP chunks); "
            "Dubey et al. 2024 §3.3.2 (Llama 3 CP); seed §2 bandwidth hierarchy (L1956-1998)",
            l.cp <= 1 ? std::string("No context parallelism (training.cp = 1): every GPU holds whole sequences.")
                      : fmt::format(
                            "Each GPU holds s/CP tokens of every sequence (two of 2·CP chunks, so causal attention is "
                            "balanced); in each of CP − 1 ring steps it sends its K and V chunk to the next CP rank "
                            "while computing the attention block it holds (the first send under the causal block of "
                            "its own chunks, the others under full blocks over s/(2·CP) keys); a transfer beyond its "
                            "block is exposed, and while it runs its kernels hold σ of the SMs. Backward sends K, V "
                            "and their gradients; "
                            "{}. The ring runs over {}.",
                            l.recompute == Recompute::None ? "no recomputation repeats the forward ring"
                                                           : "the recomputed attention core repeats the forward ring",
                            r.cpLeavesDomain ? "each GPU's NIC (the CP group spans scale-up domains)"
                                             : "the scale-up link (the CP group stays in one domain)")};
    });
    out.set("training.step_optimizer_s", r.optimizer, [&] {
        return Why{
            "P_opt · bytes per parameter / (η_HBM · B_HBM) + offload",
            {{"P_opt", "parameters this GPU updates (P / (TP · PP), / (DP · CP) with ZeRO ≥ 1)",
              setup.shape.params / (l.tp * l.pp) / (l.zeroStage >= 1 ? l.dp * l.cp : 1.0), ""},
             {"bytes", "HBM bytes per parameter (Megatron-LM mixed precision, itemized)", hw.optimizerPassBytes, "B"},
             tHbm(),
             {"t_offload", "optimizer offload traffic (training.optimizerOffload)", r.offload, "s"}},
            "seed §2 Node memory partitioning, CPU/NVMe offload (L2126-2130)",
            "Zero the FP32 gradients, unscale (FP16 loss scaling), clip, fused Adam, copy into the 16-bit weights. "
            "Offload: "
            "gradients to the host and weights back over the host link, the state updated in host DRAM (50 GB/s per "
            "accelerator, ESTIMATE), NVMe read and written at fleet.storageBytesPerSecond."};
    });
    out.set("training.step_s", r.total, [&] {
        std::vector<DerivationTerm> parts;
        parts.reserve(kStepPartCount);
        for (const StepPartRow& part : kStepParts)
            parts.push_back({std::string(part.symbol), Text(std::string(part.key.name())), r.*part.member, "s"});
        return Why{
            "T_step = compute + recompute + TP comm + bubble + PP comm + exposed DP comm + optimizer + exposed EP comm + "
            "exposed CP ring",
            std::move(parts),
            kSecStep,
            "One optimizer step of one global batch, predicted from the layout and the hardware (the seed's Fleet Law "
            "T_step = T_compute/N + T_comm + T_sync − T_overlap with every term derived). Validated against "
            "Megatron-LM "
            "on Selene (docs/models.md)."};
    });
    const double peakAll = N * hw.peakFlops;
    out.set("training.predicted_mfu", r.modelFlops / (r.total * peakAll), [&] {
        return Why{"MFU = model FLOPs per step / (T_step · N · R_peak)",
                   {{"F_model",
                     setup.shape.attentionSpan().banded()
                         ? "3 × forward: layers, attention (full s²; banded layers twice their band), logits; no recompute"
                         : "3 × forward: layers, attention (full s²), logits; no recompute",
                     r.modelFlops, "FLOP"},
                    {"T_step", "predicted step time", r.total, "s"},
                    {"N", "accelerators", N, ""},
                    tPeak()},
                   "Korthikanti et al. 2022 Eq. 7 (model FLOPs); seed §2 peak vs sustained (L1712)",
                   "40-50 % is good for large transformer training (seed L1712)."};
    });
    out.set("training.predicted_hfu", r.hardwareFlops / (r.total * peakAll), [&] {
        return Why{"HFU = hardware FLOPs per step / (T_step · N · R_peak)",
                   {{"F_hw", "model FLOPs + recomputed forward FLOPs", r.hardwareFlops, "FLOP"},
                    {"T_step", "predicted step time", r.total, "s"},
                    {"N", "accelerators", N, ""},
                    tPeak()},
                   "Korthikanti et al. 2022 Eq. 8 (hardware FLOPs)",
                   ""};
    });
    out.set("training.tokens_per_s", r.tokens / r.total, [&] {
        return Why{"B · s / T_step",
                   {{"B", "global batch", setup.globalBatch, ""},
                    {"s", "sequence length", setup.shape.seqLen, ""},
                    {"T_step", "predicted step time", r.total, "s"}},
                   kSecStep,
                   "Training throughput of the whole fleet, tokens per second."};
    });
    const double steps = trainingSteps(t.tokens, setup.globalBatch, setup.shape.seqLen);
    out.set("training.steps", steps, [&] {
        return Why{"⌈D / (B · s)⌉",
                   {{"D", "training tokens (training.tokens)", t.tokens, ""},
                    {"B", "global batch", setup.globalBatch, ""},
                    {"s", "sequence length", setup.shape.seqLen, ""}},
                   kSecStep,
                   "Optimizer steps of the run."};
    });
    out.set("training.predicted_useful_s", steps * r.total, [&] {
        return Why{"steps · T_step",
                   {{"steps", "optimizer steps", steps, ""}, {"T_step", "predicted step time", r.total, "s"}},
                   kSecStep,
                   "The run without failures, checkpoints or maintenance."};
    });
    return true;
}

void addCheckpointResults(const CheckpointCost& c, Results& out)
{
    const char* sec = "seed §1 Fault tolerance and reliability, checkpointing (L500-512); seed §2 storage (Table 2.9)";
    out.set("training.checkpoint_bytes", c.bytes, [&] {
        return Why{"P · (16-bit weights + Adam m, v + FP32 master when kept)",
                   {{"bytes/param", "bytes per parameter saved", c.bytesPerParam, "B"}},
                   sec,
                   "What a restart needs: the weights and the optimizer state (training.masterWeights adds 4 B)."};
    });
    out.set("training.checkpoint_write_s", c.writeSeconds, [&] {
        return Why{"δ = checkpoint bytes / min(writer nodes · storage per node, fabric bisection)",
                   {{"bytes", "checkpoint size", c.bytes, "B"},
                    {"writers", "nodes holding distinct state", c.writerNodes, ""},
                    {"B_storage", "writer nodes × fleet.storageBytesPerSecond", c.storageBytesPerS, "B/s"},
                    {"B_write", c.cappedByFabric ? "capped by the fabric's bisection" : "aggregate write bandwidth",
                     c.bytesPerSecond, "B/s"}},
                   sec,
                   "With ZeRO ≥ 1 every node writes its optimizer shard; without it one data-parallel replica (tp × pp "
                   "accelerators) holds everything and writes alone. Used as δ in the predicted mode instead of "
                   "reliability.checkpointWriteSeconds."};
    });
    out.set("training.checkpoint_load_s", c.loadSeconds, [&] {
        return Why{"checkpoint bytes / read bandwidth (= write bandwidth)",
                   {{"bytes", "checkpoint size", c.bytes, "B"},
                    {"B_read", "aggregate read bandwidth", c.bytesPerSecond, "B/s"}},
                   sec,
                   "Added to reliability.restartSeconds for every restart in the predicted mode."};
    });
}

} // namespace fleet

#include "serving/ServingPublish.h"

#include <fmt/format.h>

namespace fleet::serving {

IssueArg replicaLayoutArg(const FleetSizing& fs)
{
    return fs.cp > 1 || fs.ep > 1 ? IssueArg(replicaLayoutAfterTp(fs.tp, fs.ep, fs.cp)) : IssueArg(fs.tp);
}

std::string ServingTerms::prec() const
{
    return std::string(toString(m_r.precision));
}
std::string ServingTerms::kvPrec() const
{
    return std::string(toString(m_r.kvPrecision));
}

DerivationTerm ServingTerms::P() const
{
    return DerivationTerm{"P", "served parameters (model.params)", m_r.model.params, ""};
}
DerivationTerm ServingTerms::Bw() const
{
    return DerivationTerm{"b_w", Text::format("{} bytes per weight (inference.precision)", prec()),
                          m_r.model.weightBytesPerParam, "B"};
}
DerivationTerm ServingTerms::Tp() const
{
    return DerivationTerm{"tp", "tensor-parallel size of a replica", static_cast<double>(m_r.sizing.tp), ""};
}
DerivationTerm ServingTerms::ReplicaGpus() const
{
    return DerivationTerm{"n_gpu", "accelerators per replica: tp, or serving.ep with expert parallelism; × serving.cp",
                          static_cast<double>(m_r.sizing.replicaAccelerators()), ""};
}
DerivationTerm ServingTerms::Hbm() const
{
    return DerivationTerm{"C_HBM", Text::format("{} HBM capacity", m_f.accelerator->name), m_r.hardware.hbmBytes, "B"};
}
DerivationTerm ServingTerms::BW() const
{
    return DerivationTerm{"BW", Text::format("{} HBM bandwidth", m_f.accelerator->name), m_r.hardware.hbmBytesPerSecond,
                          "B/s"};
}
DerivationTerm ServingTerms::EtaM() const
{
    return DerivationTerm{"η_mem", "achieved HBM share (catalog serving_calibration)", m_r.hardware.hbmEfficiency, ""};
}
DerivationTerm ServingTerms::EtaC() const
{
    return DerivationTerm{"η_comp",
                          "achieved share of the dense peak: serving_calibration.gemm_share × the accelerator's "
                          "large-GEMM efficiency at the precision (calibrations)",
                          m_r.hardware.computeEfficiency, ""};
}
DerivationTerm ServingTerms::R() const
{
    const ServingHardware& hw = m_r.hardware;
    if (hw.computeRate < 1.0) // issue 28 part 3: the cap slows the compute-bound kernels
        return DerivationTerm{"R",
                              Text::format("{} dense {} peak × (power.capWatts / TDP)^k = × {:.3f} (power cap)",
                                           m_f.accelerator->name, prec(), hw.computeRate),
                              hw.peakFlopsPerSecond * hw.computeRate, "FLOP/s"};
    return DerivationTerm{"R", Text::format("{} dense {} peak", m_f.accelerator->name, prec()), hw.peakFlopsPerSecond,
                          "FLOP/s"};
}
DerivationTerm ServingTerms::Rattn() const
{
    const ServingHardware& hw = m_r.hardware;
    const Calibration* row = m_r.attentionEfficiency;
    return DerivationTerm{"R_attn",
                          Text::format("fused attention core: {} dense {} peak × {}{}", m_f.accelerator->name, kvPrec(),
                                       calibrationText(row, "fused-attention efficiency on long blocks", kFallbackAttentionEfficiency),
                                       hw.computeRate < 1.0 ? " × the power cap's share" : ""),
                          hw.attentionFlopsPerSecond > 0.0 ? hw.attentionFlopsPerSecond * hw.computeRate
                                                           : hw.computeEfficiency * hw.peakFlopsPerSecond * hw.computeRate,
                          "FLOP/s"};
}
DerivationTerm ServingTerms::ExpertShare() const
{
    const Calibration* row = m_r.weightOnlyGemmShare;
    const std::string source =
        row ? fmt::format("{}, {}: {}", row->id, row->method, row->provenance.source)
            : std::string("no usable calibration for this accelerator: priced as native, EXTRAPOLATED");
    // The experts compute in serving.expertCompute's precision (inference.precision by default).
    const std::string ec(toString(m_r.expertCompute));
    return DerivationTerm{"s_deq",
                          Text::format("routed experts' GEMMs, {} weights dequantized in the main loop beside {} "
                                       "activations: share of the {} GEMM rate, each grouped GEMM (F/s_deq + F½) ÷ "
                                       "(η_comp·R) (weight_only_gemm_share × 16-bit / {} peak; {})",
                                       m_r.expertFormat.name, ec, ec, ec, source),
                          m_r.hardware.expertGemmShare, ""};
}
DerivationTerm ServingTerms::ExpertRate() const
{
    const Calibration* row = m_r.expertGemmEfficiency;
    const std::string ec(toString(m_r.expertCompute));
    const std::string source = row ? fmt::format("{}, {}: {}", row->id, row->method, row->provenance.source)
                                   : std::string("no usable large-GEMM efficiency row at this precision: the fallback "
                                                 "where the serving calibration scales by it, else the peaks alone");
    return DerivationTerm{"r_exp",
                          Text::format("routed experts' GEMM rate over η_comp·R: they compute in {} "
                                       "(serving.expertCompute), the rest in {}: R_peak × large-GEMM efficiency at {} "
                                       "÷ the same at {}; the grouped GEMMs take 1/r_exp of their time ({})",
                                       ec, prec(), ec, prec(), source),
                          m_r.hardware.expertRateRatio, ""};
}
DerivationTerm ServingTerms::HalfCausal() const
{
    return attentionHalfCausalTerm(m_r.attentionHalfCausal, m_r.hardware.attentionBlocks);
}
DerivationTerm ServingTerms::HalfFull() const
{
    return attentionHalfFullTerm(m_r.attentionHalfFull, m_r.hardware.attentionBlocks);
}
DerivationTerm ServingTerms::Cp() const
{
    return DerivationTerm{"cp", "context-parallel size (serving.cp): TP groups sharing each sequence",
                          static_cast<double>(m_r.sizing.cp), ""};
}
DerivationTerm ServingTerms::In() const
{
    return DerivationTerm{"n_in", "prompt tokens per request (serving.inputTokens)", m_r.workload.inputTokens, ""};
}
DerivationTerm ServingTerms::Out() const
{
    return DerivationTerm{"n_out", "generated tokens per request (serving.outputTokens)", m_r.workload.outputTokens,
                          ""};
}
DerivationTerm ServingTerms::L() const
{
    return DerivationTerm{"L", "layers (model.layers)", m_r.model.layers, ""};
}
DerivationTerm ServingTerms::LayerOverhead() const
{
    return DerivationTerm{"t_layer", "per-layer overhead: launches and kernel gaps (serving_calibration.layer_overhead_us)",
                          m_r.hardware.layerOverheadSeconds, "s"};
}
DerivationTerm ServingTerms::B() const
{
    return DerivationTerm{"B", "sequences in the batch (busy slots)", m_r.sizing.operating.concurrency, ""};
}

} // namespace fleet::serving

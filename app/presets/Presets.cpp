#include "presets/Presets.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>

namespace fleet::app {

namespace {
const QString kDir = QStringLiteral(":/presets");
const QString kSuffix = QStringLiteral(".fleetplan");
} // namespace

QStringList Presets::names()
{
    QStringList out;
    for (const QString& f : QDir(kDir).entryList({QStringLiteral("*") + kSuffix}, QDir::Files, QDir::Name))
        out << f.chopped(kSuffix.size());
    return out;
}

ScenarioReadResult Presets::load(const QString& name)
{
    if (!names().contains(name)) {
        ScenarioReadResult r;
        r.error = QCoreApplication::translate("Presets", "unknown preset '%1'; available: %2").arg(name, names().join(QStringLiteral(", ")));
        return r;
    }
    return ScenarioFile::load(kDir + u'/' + name + kSuffix);
}

QString Presets::description(const QString& name)
{
    const ScenarioReadResult r = load(name);
    return r.scenario ? QString::fromStdString(r.scenario->name) : QString();
}

QString Presets::forDescription(const QString& description)
{
    if (description.isEmpty())
        return {};
    static const QHash<QString, QString> byDescription = [] { // the resources never change
        QHash<QString, QString> h;
        for (const QString& name : names())
            h.insert(Presets::description(name), name);
        return h;
    }();
    return byDescription.value(description);
}

QString Presets::limits(const QString& name)
{
    // Archetypes of seed §1.6.1 (L1065-1093): each modeled as far as the scenario keys reach.
    if (name == QStringLiteral("archetype-a-llm-training"))
        //: Limits of the archetype A preset (Llama-3 405B-class LLM training). Keep the numbers.
        return QCoreApplication::translate(
            "Presets",
            "Llama 3 405B as Meta reports it (seed L633; Dubey et al. 2024): 16,384 H100 on RoCE 400G, 15.6T tokens of "
            "8,192 in batches of 2,048 sequences (16M tokens), BF16, 126 layers, hidden 16,384, 128 heads, 8 KV heads, "
            "SwiGLU FFN 53,248, TP 8 × PP 16 × DP 128, FSDP (ZeRO-2 here), no activation recomputation. The training time "
            "is predicted from this layout (training.timeModel = predicted): about 40 % MFU (Meta: 41 %) and about 82 "
            "days with failures and checkpoints. The seed's 419 interruptions were counted in a 54-day window of the run, "
            "not over the whole run: Meta's model card gives 30.84 M H100-hours for pre-training, about 78 days on 16,384 "
            "GPUs; at the same rate the whole run sees about 630 failures (reliability.expected_failures). Assumed: 2 "
            "virtual stages per pipeline rank (Meta used an interleaved schedule without stating V). Limits: Meta tuned "
            "its pipeline schedule to fit 80 GB; Megatron's interleaved schedule needs more, hence the memory warning. "
            "Node MTBF (excluding GPUs) is set high so GPU failures dominate. Context-parallel attention, the 128K "
            "long-context stage and the ramp of batch and sequence length are not modeled.");
    if (name == QStringLiteral("archetype-b-dlrm"))
        //: Limits of the archetype B preset (large DLRM recommendation model). Keep the numbers.
        return QCoreApplication::translate(
            "Presets",
            "A DLRM whose capacity is its embedding tables (seed L1075, L1424): 10 TB of FP16 embeddings are "
            "modeled as 5e12 parameters. Serving: inference.devices_to_hold_weights = 125 H100, i.e. the seed's "
            "16 eight-GPU nodes just to hold the tables. Training with Adam under ZeRO-3 needs 60 TB of state, so "
            "the fleet is 128 nodes (1,024 H100): capacity, not FLOP/s, sets the node count. Limits: the models "
            "treat every parameter as dense. Training FLOPs (6PD), decode latency and the data-parallel AllReduce "
            "(which moves all 10 TB of gradients) are upper bounds with no meaning for sparse lookups; the sparse "
            "all-to-all between embedding shards and dense layers (O(N²) flows), row-wise optimizers, hot-table "
            "replication and the <100 ms tail-latency budget are not modeled. Read fabric.bisection_bytes_per_s as "
            "the ceiling on all-to-all throughput. The preset keeps the book's overhead chain (training.timeModel = "
            "book): the step-time model predicts transformer layers, which a DLRM is not.");
    if (name == QStringLiteral("archetype-c-federated-mobilenet"))
        //: Limits of the archetype C preset (federated MobileNet on edge devices). Keep the numbers.
        return QCoreApplication::translate(
            "Presets",
            "Federated learning of a MobileNet-class model (seed L1079) on 100,000 clients, one accelerator each. "
            "The catalog has no phone or edge NPU: the closest is the TPU v1 (75 W, INT8 only) — a phone's budget "
            "is milliwatts to a few watts, so read power.accelerator_w as an upper bound on the per-device "
            "envelope. MobileNetV2's 3.4M parameters (Sandler et al. 2018, not in the seed) fit any device. Clients "
            "are unreliable: a 24 h MTBF per device (back online within the hour) makes the system MTBF about a second "
            "and the goodput of a "
            "synchronous run zero, which is the seed's point — federated averaging samples a cohort per round and "
            "tolerates drop-outs, which the app does not model. Also not modeled: 6PD undercounts a CNN's FLOPs "
            "(~100×), non-i.i.d. data, privacy, the WAN between clients and the server; the fabric, facility, "
            "power chain, carbon and TCO describe a data center and do not apply to phones. The preset keeps the book's "
            "overhead chain (training.timeModel = book): the step-time model predicts transformer layers, not a CNN.");
    if (name == QStringLiteral("llama2-70b-mlperf-offline"))
        //: Limits of the MLPerf Llama 2 70B serving preset. Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "A serving plan: MLPerf Inference v4.0 closed, Llama 2 70B on one 8 × H100 SXM node as NVIDIA submitted it "
            "(TensorRT-LLM, FP8 weights and KV cache, TP 2 × 4 replicas), offline, with the OpenOrca mean lengths "
            "(222 prompt and 294 output tokens). Measured: 21,806 output tokens/s; serving.tokens_per_s predicts it "
            "from the catalog's H100 serving calibration. Set serving.ttftSeconds = 2 and serving.tpotSeconds = 0.2 "
            "for the Server scenario (measured 20,556 tokens/s, mean TTFT 382 ms, mean TPOT 137 ms). A serving-only plan "
            "(training.enabled = false): no training job is computed. Limits: every request has the mean lengths (the "
            "dataset's spread is not modeled).");
    if (name == QStringLiteral("gb200-nvl72-superpod"))
        //: Limits of the GB200 NVL72 SuperPOD preset (issue 30). Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "One scalable unit of a DGX GB200 SuperPOD (NVIDIA reference architecture: 8 rack systems, 1.2 MW TDP per "
            "unit): 8 GB200 NVL72 racks of 18 compute trays (4 GPUs each, one 72-GPU NVLink domain per rack; each "
            "rack's 9 NVLink switch trays, power shelves and management are folded into its trays' power and price), "
            "4 × 400 Gb/s InfiniBand per tray in a two-tier fat tree (18 leaf and 9 spine switches), direct liquid "
            "cooling. Predicted: 127 kW per rack against the 150 kW the cooling removes, 1.03 MW of IT (the unit's "
            "1.2 MW TDP is a provisioning figure). The job: Llama 3.1 405B in NVFP4 at Megatron-Bridge's GB200 layout "
            "(TP 4 × PP 16 × 8 virtual stages) with DP 9 on all 576 GPUs, 1,152 sequences of 8,192 per step, 1 T "
            "tokens; its 902 tokens/s per GPU are 23 % below what Megatron-Bridge 26.06 measured on 256 GB200 "
            "(validation set nvl72-dense). Production jobs often run 64 of each rack's 72 GPUs (fleet.scaleUpDomain = "
            "64) to keep spares in the rack.");
    if (name == QStringLiteral("mixtral-8x7b-serving"))
        //: Limits of the Mixtral 8x7B serving preset (issue 29). Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "A Mixture-of-Experts serving plan (seed L1784: Mixtral 46.7 B parameters, 12.9 B active per token): "
            "Mixtral 8x7B with FP8 weights and KV cache on one 8 × H100 SXM node, TP 2 × 4 replicas, offline, 1,000 "
            "prompt and 1,000 output tokens, as TensorRT-LLM 0.17's performance table ran it. Measured: 15,771 output "
            "tokens/s per replica; serving.tokens_per_s_per_replica predicts it from the catalog's H100 serving "
            "calibration (about 16,800). Decode computes the 2 of 8 experts each token routes to and reads every "
            "expert the batch touches (all of them beyond a few tokens per step); each expert is split over the TP "
            "group (serving.ep = 1, as TensorRT-LLM ran it; serving.ep spreads whole experts over more GPUs). A "
            "serving-only plan (training.enabled = false). Limits: disaggregated prefill and decode pools are not "
            "modelled; every request has the mean lengths.");
    if (name == QStringLiteral("llama3-405b-cp-serving"))
        //: Limits of the Llama 3 405B context-parallel serving preset (issue 30). Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "Meta's million-token inference set-up (Yang et al. 2025, Context Parallelism for Scalable Million-Token "
            "Inference, MLSys): Llama 3 405B with FP8 weights and a 16-bit KV cache on 16 nodes of 8 H100 capped at 500 W "
            "(400 Gb/s RDMA per GPU), TP 8 in each node and context parallelism over the 16 (serving.cp = 16): each node "
            "holds 1/16 of a sequence's KV cache and of its prompt's attention. Measured: a 1M-token prefill in 77 s, "
            "128K in 3.8 s; serving.prefill_s predicts 95 s for 1,048,576 tokens (Meta's H100s have 96 GB of HBM2e at "
            "2.4 TB/s, the catalog's 80 GB HBM3: 5 sequences fit). Offline, 256 output tokens. Limits: CP decode is "
            "predicted too fast (Meta measured 60-71 ms per token at CP 2-4 against 41-42 ms: the runtime's send and "
            "receive latency is not modelled); the attention kernel's efficiency is one constant per chip, so very long "
            "blocks are predicted slow and short ones fast; partial prefill over a cached prefix is not modelled. A "
            "serving-only plan (training.enabled = false).");
    if (name == QStringLiteral("deepseek-v3-h800"))
        //: Limits of the DeepSeek-V3 training preset (issue 29). Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "DeepSeek-V3 as its technical report trained it (arXiv 2412.19437 §3-4): 671 B parameters, 37 B active per "
            "token, multi-head latent attention, 256 routed experts of which 8 per token on at most 4 nodes; 2,048 H800 "
            "in 256 eight-GPU nodes (NVLink 160 GB/s achieved, one 400 Gb/s InfiniBand NIC per GPU); PP 16 with "
            "DualPipe, EP 64 over 8 nodes, ZeRO-1 data parallelism, no TP; FP8 GEMMs with FP32 master weights; 4,096-token "
            "sequences, 15,360 per step, 14.8 T tokens, with the one multi-token-prediction module on the last stage. "
            "Reported: 180 K H800 GPU-hours per trillion tokens (1,543 tokens/s per GPU, restarts included); "
            "predicted: about 1,530 tokens/s per GPU before failures — the batch ramp and routing's real imbalance "
            "are not modelled. Serving is "
            "DeepSeek's decode unit: EP 144 over 18 nodes (two experts per GPU), data-parallel attention (serving.tp = "
            "1), FP8; one pool serves prefill and decode (DeepSeek runs separate EP 32 prefill units: disaggregation "
            "and the two-batch overlap of the all-to-all are not modelled).");
    if (name == QStringLiteral("llama31-405b-mlperf-h100"))
        //: Limits of the MLPerf Llama 3.1 405B preset (issue 30). Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "NVIDIA's MLPerf Training v5.0 submission (eos-dfw_n64): Llama 3.1 405B on 64 DGX H100 (512 GPUs, 8 × 400 "
            "Gb/s InfiniBand per node), FP8 with delayed scaling, 8,192-token sequences, 1,152 per step, TP 8 × PP 8 (8 "
            "virtual stages) × CP 2 × DP 4 with TransformerEngine's TP communication overlap, until 276,480 samples. "
            "Measured: 230.7 min per run (320 tokens/s per GPU; "
            "the published score, 269.1 min, multiplies by MLPerf's convergence factor 1.1667); predicted: 240 steps of "
            "59.4 s = 238 min of steps (310 tokens/s per GPU), before failures and checkpoints. Not modelled: the "
            "evaluation pauses; no recomputation is assumed (79.7 GB of 80 GB per GPU).");
    if (name == QStringLiteral("llama3-405b-longcontext"))
        //: Limits of the Llama 3 405B long-context preset (issue 30). Keep the numbers and key names.
        return QCoreApplication::translate(
            "Presets",
            "Llama 3 405B's long-context pre-training stage (Dubey et al. 2024 §3.4.2 and Table 4): 16,384 H100, "
            "131,072-token sequences, 16 M tokens (128 sequences) per step, BF16, TP 8 × CP 16 × PP 16, about 800 B "
            "tokens. Table 4 prints DP 4, which does not tile 16,384 GPUs with the other degrees: DP 8 here. Each GPU "
            "holds 8,192 tokens of a sequence, as in the 8K stage; the K/V ring of context parallelism crosses nodes "
            "over each GPU's NIC and hides under the attention blocks (training.step_cp_comm_s). Reported: 380 TFLOP/s "
            "per GPU (38 % MFU); predicted: 35.4 % with full recomputation (none does not fit in 80 GB here) and "
            "the archetype's 2 virtual stages (Meta's schedule is not published as a number).");
    return {};
}

} // namespace fleet::app

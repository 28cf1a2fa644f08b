#include "scenario/ScenarioSchema.h"

// The table of every scenario input (key, type, range, unit, description, accessor): ScenarioSchema's rows.
// Parsing, checking and validation are in ScenarioSchema.cpp.
namespace fleet {

namespace {

constexpr double kMaxCount = 1e9; // counts above a billion are not a fleet, they are a typo

FieldSpec real(std::string key, double lo, double hi, std::string unit, std::string desc, double& (*acc)(Scenario&))
{
    FieldSpec f;
    f.key = std::move(key);
    f.type = FieldType::Real;
    f.min = lo;
    f.max = hi;
    f.unit = std::move(unit);
    f.description = std::move(desc);
    f.real = acc;
    return f;
}

FieldSpec integer(std::string key, double lo, double hi, std::string unit, std::string desc,
                  std::int64_t& (*acc)(Scenario&))
{
    FieldSpec f;
    f.key = std::move(key);
    f.type = FieldType::Integer;
    f.min = lo;
    f.max = hi;
    f.unit = std::move(unit);
    f.description = std::move(desc);
    f.integer = acc;
    return f;
}

FieldSpec flag(std::string key, std::string desc, bool& (*acc)(Scenario&))
{
    FieldSpec f;
    f.key = std::move(key);
    f.type = FieldType::Flag;
    f.description = std::move(desc);
    f.flag = acc;
    return f;
}

FieldSpec text(std::string key, std::string desc, std::string& (*acc)(Scenario&), std::vector<std::string> choices)
{
    FieldSpec f;
    f.key = std::move(key);
    f.type = FieldType::Text;
    f.description = std::move(desc);
    f.text = acc;
    f.choices = std::move(choices);
    return f;
}

FieldSpec catalogRef(std::string key, std::string desc, std::string& (*acc)(Scenario&), CatalogKind kind,
                     std::string keyword = {})
{
    FieldSpec f = text(std::move(key), std::move(desc), acc, {});
    f.catalogKind = kind;
    f.keyword = std::move(keyword);
    return f;
}

const std::vector<std::string> kPrecisions = {"fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4"};
// The routed experts' compute: "same" (inference.precision) or a precision.
const std::vector<std::string> kExpertComputePrecisions = [] {
    std::vector<std::string> v{"same"};
    v.insert(v.end(), kPrecisions.begin(), kPrecisions.end());
    return v;
}();
// Weight storage: the precisions and the block-scaled 4-bit formats (units/StorageFormat.h).
const std::vector<std::string> kStoragePrecisions = {"same", "fp32", "bf16", "fp16", "fp8", "int8", "int4", "mxfp4", "nvfp4"};
// Training adds the FP8 and FP4 recipes (units/TrainingRecipe.h, issue 30).
const std::vector<std::string> kTrainingPrecisions = {"fp32",        "tf32",        "bf16",  "fp16",  "fp8",
                                                      "fp8-delayed", "fp8-current", "mxfp8", "nvfp4", "int8",
                                                      "int4"};

FieldSpec withAliases(FieldSpec f, std::vector<std::pair<std::string, std::string>> aliases)
{
    for (auto& a : aliases)
        f.aliases.push_back(std::move(a));
    return f;
}

FieldSpec withFlagAliases(FieldSpec f, const std::string& onTrue, const std::string& onFalse)
{
    for (const char* t : {"true", "1", "on", "yes"})
        f.aliases.emplace_back(t, onTrue);
    for (const char* t : {"false", "0", "off", "no"})
        f.aliases.emplace_back(t, onFalse);
    return f;
}

} // namespace

ScenarioSchema::ScenarioSchema()
{
    using S = Scenario;
    m_fields = {
        // model (issue 27): the one model the plan trains and serves; choosing model.id fills the rest
        catalogRef("model.id", "Model: a catalog model id (fills the fields below), or custom",
                   [](S& s) -> std::string& { return s.model.id; }, CatalogKind::Models, "custom"),
        real("model.params", 0.0, 1e15, "",
             "Total parameters P (0 = counted from the architecture; typed: used as given, e.g. the seed's 175 B)",
             [](S& s) -> double& { return s.model.params; }),
        integer("model.layers", 1, 100000, "", "Transformer layers", [](S& s) -> std::int64_t& { return s.model.layers; }),
        integer("model.hidden", 1, 1000000, "", "Hidden size (model width)",
                [](S& s) -> std::int64_t& { return s.model.hidden; }),
        integer("model.heads", 1, 100000, "", "Query attention heads", [](S& s) -> std::int64_t& { return s.model.heads; }),
        integer("model.kvHeads", 0, 100000, "", "Key/value heads, grouped-query attention (0 = model.heads)",
                [](S& s) -> std::int64_t& { return s.model.kvHeads; }),
        integer("model.headDim", 0, 100000, "", "Head dimension (0 = model.hidden / model.heads)",
                [](S& s) -> std::int64_t& { return s.model.headDim; }),
        integer("model.ffnHidden", 0, 10000000, "", "Dense MLP hidden size (0 = 4 × model.hidden)",
                [](S& s) -> std::int64_t& { return s.model.ffnHidden; }),
        integer("model.vocab", 0, 100000000, "", "Vocabulary size (embedding and logits)",
                [](S& s) -> std::int64_t& { return s.model.vocab; }),
        flag("model.gatedMlp", "Gated MLP (SwiGLU): three hidden × ffnHidden matrices instead of two",
             [](S& s) -> bool& { return s.model.gatedMlp; }),
        flag("model.tiedEmbeddings", "Input embedding and output head share one matrix",
             [](S& s) -> bool& { return s.model.tiedEmbeddings; }),
        flag("model.attentionBias", "Biases on the Q, K and V projections",
             [](S& s) -> bool& { return s.model.attentionBias; }),
        flag("model.mlpBias", "Biases on the MLP and expert matrices", [](S& s) -> bool& { return s.model.mlpBias; }),
        flag("model.qkNorm", "Per-head RMSNorm of Q and K", [](S& s) -> bool& { return s.model.qkNorm; }),
        withAliases(text("model.attention",
                         "Attention: standard (multi-head, or grouped-query by model.kvHeads) or mla (multi-head latent)",
                         [](S& s) -> std::string& { return s.model.attention; }, {"standard", "mla"}),
                    {{"mha", "standard"}, {"gqa", "standard"}}),
        integer("model.qLoraRank", 0, 1000000, "", "Multi-head latent attention: query compression rank (0 = none)",
                [](S& s) -> std::int64_t& { return s.model.qLoraRank; }),
        integer("model.kvLoraRank", 0, 1000000, "", "Multi-head latent attention: key/value compression rank",
                [](S& s) -> std::int64_t& { return s.model.kvLoraRank; }),
        integer("model.ropeHeadDim", 0, 100000, "", "Multi-head latent attention: decoupled rotary key dimension",
                [](S& s) -> std::int64_t& { return s.model.ropeHeadDim; }),
        integer("model.nopeHeadDim", 0, 100000, "", "Multi-head latent attention: query/key dimension without rotary",
                [](S& s) -> std::int64_t& { return s.model.nopeHeadDim; }),
        integer("model.vHeadDim", 0, 100000, "", "Multi-head latent attention: value head dimension",
                [](S& s) -> std::int64_t& { return s.model.vHeadDim; }),
        integer("model.experts", 0, 100000, "", "Mixture of Experts: routed experts per MoE layer (0 = a dense model)",
                [](S& s) -> std::int64_t& { return s.model.experts; }),
        integer("model.expertsPerToken", 0, 100000, "", "Mixture of Experts: routed experts each token uses (top-k)",
                [](S& s) -> std::int64_t& { return s.model.expertsPerToken; }),
        integer("model.sharedExperts", 0, 100000, "", "Mixture of Experts: always-active shared experts",
                [](S& s) -> std::int64_t& { return s.model.sharedExperts; }),
        integer("model.expertFfnHidden", 0, 10000000, "", "Mixture of Experts: each expert's MLP width (0 = model.ffnHidden)",
                [](S& s) -> std::int64_t& { return s.model.expertFfnHidden; }),
        integer("model.denseLayers", 0, 100000, "", "Mixture of Experts: leading layers with the dense MLP",
                [](S& s) -> std::int64_t& { return s.model.denseLayers; }),
        integer("model.maxNodesPerToken", 0, 100000, "",
                "Mixture of Experts: node-limited routing, the nodes (scale-up domains) a token's experts may span "
                "(0 = unlimited)",
                [](S& s) -> std::int64_t& { return s.model.maxNodesPerToken; }),
        integer("model.mtpLayers", 0, 16, "",
                "Multi-token-prediction modules trained with the model (DeepSeek-V3: 1): each one more layer of the "
                "model's kind with its own projection, predicting one token further and sharing the embedding and the "
                "output head; its logits and loss run again on the last pipeline stage (0 = none)",
                [](S& s) -> std::int64_t& { return s.model.mtpLayers; }),
        integer("model.slidingWindow", 0, 100000000, "",
                "Banded (sliding-window) attention: the tokens before each query a banded layer attends (tokens; GPT-OSS: 128, "
                "Gemma 3: 1,024, Mistral 7B: 4,096); its KV cache keeps only them and its attention work grows with "
                "the window instead of the context",
                [](S& s) -> std::int64_t& { return s.model.slidingWindow; }),
        integer("model.slidingWindowLayers", 0, 100000, "",
                "Layers with banded attention (GPT-OSS 120B: 18 of 36, alternating; Gemma 3 27B: 52 of 62); the others "
                "attend the whole context (0 = none)",
                [](S& s) -> std::int64_t& { return s.model.slidingWindowLayers; }),
        // fleet
        catalogRef("fleet.accelerator", "Accelerator (catalog id)", [](S& s) -> std::string& { return s.fleet.accelerator; },
                   CatalogKind::Accelerators),
        catalogRef("fleet.node", "Node (catalog id, or auto: the catalog node matching the accelerator and count)",
                   [](S& s) -> std::string& { return s.fleet.node; }, CatalogKind::Nodes, "auto"),
        integer("fleet.acceleratorsPerNode", 1, 1024, "", "Accelerators per node",
                [](S& s) -> std::int64_t& { return s.fleet.acceleratorsPerNode; }),
        integer("fleet.nodes", 1, kMaxCount, "", "Nodes in the fleet", [](S& s) -> std::int64_t& { return s.fleet.nodes; }),
        integer("fleet.nodesPerRack", 1, 256, "", "Nodes per rack", [](S& s) -> std::int64_t& { return s.fleet.nodesPerRack; }),
        integer("fleet.scaleUpDomain", 0, 1e6, "",
                "Accelerators one NVLink domain joins (0 = the node's catalog value; a multiple or divisor of the node)",
                [](S& s) -> std::int64_t& { return s.fleet.scaleUpDomain; }),
        catalogRef("fleet.scaleUpLink", "Scale-up link inside a node (catalog id)",
                   [](S& s) -> std::string& { return s.fleet.scaleUpLink; }, CatalogKind::Links),
        catalogRef("fleet.scaleOutLink", "Scale-out link between nodes (catalog id)",
                   [](S& s) -> std::string& { return s.fleet.scaleOutLink; }, CatalogKind::Links),
        catalogRef("fleet.cooling", "Cooling type (catalog id)", [](S& s) -> std::string& { return s.fleet.cooling; },
                   CatalogKind::Cooling),
        catalogRef("fleet.region", "Grid region (catalog id)", [](S& s) -> std::string& { return s.fleet.region; },
                   CatalogKind::Regions),
        catalogRef("fleet.hostLink", "Accelerator-to-host link (catalog id)",
                   [](S& s) -> std::string& { return s.fleet.hostLink; }, CatalogKind::Links),
        real("fleet.storageBytesPerSecond", 1e6, 1e13, "B/s", "Local storage bandwidth per node",
             [](S& s) -> double& { return s.fleet.storageBytesPerSecond; }),
        // facility
        real("facility.pue", 1.0, 5.0, "", "Power usage effectiveness, facility power / IT power (seed Eq. 2.2)",
             [](S& s) -> double& { return s.facility.pue; }),
        real("facility.electricityUsdPerKWh", 0.0, 10.0, "USD/kWh", "Electricity price",
             [](S& s) -> double& { return s.facility.electricityUsdPerKWh; }),
        real("facility.coolantDeltaT", 1.0, 50.0, "K", "Coolant temperature rise across the loop",
             [](S& s) -> double& { return s.facility.coolantDeltaT; }),
        real("facility.wueLPerKWh", 0.0, 20.0, "L/kWh", "Site water use effectiveness (litres per kWh of IT energy)",
             [](S& s) -> double& { return s.facility.wueLPerKWh; }),
        real("facility.cduCapacityWatts", 1e3, 1e8, "W", "Heat one coolant distribution unit (CDU) removes",
             [](S& s) -> double& { return s.facility.cduCapacityWatts; }),
        real("facility.marketGCo2ePerKWh", 0.0, 2000.0, "gCO2e/kWh",
             "Market-based emission factor (0 = the region's location-based grid intensity)",
             [](S& s) -> double& { return s.facility.marketGCo2ePerKWh; }),
        // fabric
        text("fabric.topology", "Scale-out fabric topology", [](S& s) -> std::string& { return s.fabric.topology; },
             {"fat-tree", "rail-optimized", "dragonfly", "torus3d"}),
        integer("fabric.switchRadix", 4, 1024, "", "Switch radix (ports per switch)",
                [](S& s) -> std::int64_t& { return s.fabric.switchRadix; }),
        integer("fabric.tiers", 1, 3, "", "Switch tiers", [](S& s) -> std::int64_t& { return s.fabric.tiers; }),
        real("fabric.oversubscription", 1.0, 64.0, "", "Oversubscription ratio (down : up), 1 = non-blocking",
             [](S& s) -> double& { return s.fabric.oversubscription; }),
        // training
        real("training.tokens", 1e6, 1e16, "", "Training tokens D", [](S& s) -> double& { return s.training.tokens; }),
        text("training.precision",
             "Training compute precision; FP8 with its scaling recipe: fp8-delayed, fp8-current or mxfp8 (fp8: no "
             "recipe overhead priced); nvfp4: NVFP4 GEMMs at the FP4 peak (Blackwell)",
             [](S& s) -> std::string& { return s.training.precision; }, kTrainingPrecisions),
        real("training.mfu", 0.01, 1.0, "", "Model FLOPs utilization (sustained / peak)",
             [](S& s) -> double& { return s.training.mfu; }),
        integer("training.tp", 1, 1024, "", "Tensor-parallel degree", [](S& s) -> std::int64_t& { return s.training.tp; }),
        integer("training.pp", 1, 1024, "", "Pipeline-parallel degree", [](S& s) -> std::int64_t& { return s.training.pp; }),
        integer("training.dp", 1, kMaxCount, "", "Data-parallel degree", [](S& s) -> std::int64_t& { return s.training.dp; }),
        integer("training.cp", 1, 1024, "",
                "Context-parallel degree: each sequence split over CP ranks, K/V passed around a ring "
                "(tp × cp × pp × dp = accelerators; the sequence divides into 2 × cp chunks)",
                [](S& s) -> std::int64_t& { return s.training.cp; }),
        integer("training.microBatch", 1, 65536, "", "Micro-batch size (sequences)",
                [](S& s) -> std::int64_t& { return s.training.microBatch; }),
        integer("training.gradientAccumulation", 1, 1000000, "", "Micro-batches per data-parallel replica per step",
                [](S& s) -> std::int64_t& { return s.training.gradientAccumulation; }),
        integer("training.seqLen", 1, 10000000, "", "Sequence length (tokens)",
                [](S& s) -> std::int64_t& { return s.training.seqLen; }),
        integer("training.zeroStage", 0, 3, "", "ZeRO stage (0 = none)", [](S& s) -> std::int64_t& { return s.training.zeroStage; }),
        withFlagAliases(text("training.activationCheckpointing",
                             "Activation recomputation in the backward pass: none, selective (attention core only) or "
                             "full (every layer's forward)",
                             [](S& s) -> std::string& { return s.training.activationCheckpointing; },
                             {"none", "selective", "full"}),
                        "full", "none"),
        flag("training.enabled",
             "The plan trains a model. Off: a serving-only plan — no training job, so no training.*, comm.* or run "
             "reliability.*, no training memory, no run energy, carbon or cost; serving.*, the KV cache, HBM, the "
             "bandwidth staircase, power, fabric and the fleet's TCO stay",
             [](S& s) -> bool& { return s.training.enabled; }),
        flag("training.masterWeights", "Keep an FP32 master copy of the weights (4 bytes per parameter)",
             [](S& s) -> bool& { return s.training.masterWeights; }),
        text("training.optimizerOffload", "Where the optimizer state lives",
             [](S& s) -> std::string& { return s.training.optimizerOffload; }, {"none", "host", "nvme"}),
        real("training.bufferBytes", 0.0, 1e12, "B", "Communication buffers per GPU",
             [](S& s) -> double& { return s.training.bufferBytes; }),
        real("training.scalingEfficiency", 0.01, 1.0, "", "Scaling efficiency (communication and synchronization)",
             [](S& s) -> double& { return s.training.scalingEfficiency; }),
        real("training.pipelineBubble", 0.0, 10.0, "", "Pipeline bubble overhead (fraction)",
             [](S& s) -> double& { return s.training.pipelineBubble; }),
        real("training.checkpointOverhead", 0.0, 10.0, "", "Checkpointing overhead (fraction)",
             [](S& s) -> double& { return s.training.checkpointOverhead; }),
        real("training.failureOverhead", 0.0, 10.0, "", "Failure and restart overhead (fraction)",
             [](S& s) -> double& { return s.training.failureOverhead; }),
        real("training.maintenanceOverhead", 0.0, 10.0, "", "Maintenance overhead (fraction)",
             [](S& s) -> double& { return s.training.maintenanceOverhead; }),
        text("training.timeModel",
             "Training time: book (the seed's overhead chain from training.mfu) or predicted (step time from the "
             "layout and the hardware, coupled with failures and checkpoints)",
             [](S& s) -> std::string& { return s.training.timeModel; }, {"book", "predicted"}),
        integer("training.interleave", 1, 1024, "", "Virtual pipeline stages per pipeline rank (interleaved 1F1B)",
                [](S& s) -> std::int64_t& { return s.training.interleave; }),
        integer("training.recomputeLayers", 0, 1000000, "",
                "With full recomputation: layers of each pipeline stage recomputed, the others keep their activations "
                "(Megatron's block method, --recompute-num-layers; 0 = every layer)",
                [](S& s) -> std::int64_t& { return s.training.recomputeLayers; }),
        flag("training.sequenceParallel", "Sequence parallelism: layer norms and dropout split over the TP group",
             [](S& s) -> bool& { return s.training.sequenceParallel; }),
        integer("training.globalBatch", 0, 1e9, "",
                "Sequences per optimizer step (0 = microBatch × gradientAccumulation × dp; otherwise the "
                "accumulation follows from it)",
                [](S& s) -> std::int64_t& { return s.training.globalBatch; }),
        flag("training.flashAttention", "Fused attention kernel (FlashAttention): no sequence × sequence tensors in HBM",
             [](S& s) -> bool& { return s.training.flashAttention; }),
        text("training.attentionKernel",
             "Which fused attention kernel the runtime runs: current (cuDNN's, FlashAttention-3 class: the catalog's "
             "attention efficiency) or fa2 (FlashAttention-2, as stacks of 2023 to mid-2024 ran it, e.g. NeMo 24.03 / "
             "TransformerEngine 1.4: about 0.33 of an H100's peak instead of 0.53)",
             [](S& s) -> std::string& { return s.training.attentionKernel; }, {"current", "fa2"}),
        flag("training.overlapGradReduce", "Overlap data-parallel gradient collectives with the backward pass",
             [](S& s) -> bool& { return s.training.overlapGradReduce; }),
        flag("training.overlapTpComm", "Overlap tensor-parallel collectives with GEMMs (TransformerEngine)",
             [](S& s) -> bool& { return s.training.overlapTpComm; }),
        integer("training.ep", 1, 65536, "",
                "Expert-parallel degree of a Mixture-of-Experts model (divides the routed experts and tp × cp × dp)",
                [](S& s) -> std::int64_t& { return s.training.ep; }),
        real("training.moeImbalance", 0.0, 10.0, "",
             "Expert load imbalance: the busiest rank's routed tokens over the mean, minus 1 (0 = forced balance)",
             [](S& s) -> double& { return s.training.moeImbalance; }),
        text("training.zero3Runtime",
             "How ZeRO-3 gathers parameters and reduces gradients: fsdp (Megatron-FSDP, PyTorch FSDP: prefetched under "
             "the computation over NCCL's hierarchical rings) or deepspeed (DeepSpeed ZeRO-3 as Narayanan et al. 2021 "
             "measured it: parameters gathered on demand over flat rings through each GPU's NIC, gradients reduced under "
             "the backward)",
             [](S& s) -> std::string& { return s.training.zero3Runtime; }, {"fsdp", "deepspeed"}),
        text("training.moeDispatcher",
             "Token dispatcher of the MoE layers: alltoall (NCCL all-to-all) or deepep (fused dispatch and combine "
             "kernels, DeepEP class)",
             [](S& s) -> std::string& { return s.training.moeDispatcher; }, {"alltoall", "deepep"}),
        flag("training.moeOverlap",
             "Overlap the MoE all-to-all with another micro-batch's computation (Megatron 1F1B all-to-all overlap)",
             [](S& s) -> bool& { return s.training.moeOverlap; }),
        text("training.pipelineSchedule",
             "Pipeline schedule: 1f1b (interleaved when training.interleave > 1) or dualpipe (DeepSeek-V3: "
             "bidirectional, computation and communication overlapped)",
             [](S& s) -> std::string& { return s.training.pipelineSchedule; }, {"1f1b", "dualpipe"}),
        // inference
        text("inference.precision", "Weight and compute precision when serving",
             [](S& s) -> std::string& { return s.inference.precision; }, kPrecisions),
        integer("inference.batch", 1, 1000000, "",
                "Decode batch of the roofline's decode point and the book's bandwidth floor (sequences per step); "
                "the serving fleet's batch is serving.batch",
                [](S& s) -> std::int64_t& { return s.inference.batch; }),
        integer("inference.contextLen", 1, 100000000, "",
                "Context length of the roofline's decode point (tokens); the serving workload's is serving.inputTokens "
                "+ serving.outputTokens",
                [](S& s) -> std::int64_t& { return s.inference.contextLen; }),
        // reliability
        real("reliability.acceleratorMtbfHours", 1.0, 1e9, "h", "Accelerator MTBF",
             [](S& s) -> double& { return s.reliability.acceleratorMtbfHours; }),
        real("reliability.nodeMtbfHours", 1.0, 1e9, "h", "Node MTBF, excluding its accelerators",
             [](S& s) -> double& { return s.reliability.nodeMtbfHours; }),
        real("reliability.checkpointWriteSeconds", 0.0, 1e6, "s", "Time to write one checkpoint",
             [](S& s) -> double& { return s.reliability.checkpointWriteSeconds; }),
        real("reliability.restartSeconds", 0.0, 1e6, "s", "Detection and restart time after a failure",
             [](S& s) -> double& { return s.reliability.restartSeconds; }),
        real("reliability.runHours", 0.0, 1e6, "h", "Length of the run", [](S& s) -> double& { return s.reliability.runHours; }),
        real("reliability.switchMtbfHours", 1.0, 1e9, "h", "Fabric switch MTBF",
             [](S& s) -> double& { return s.reliability.switchMtbfHours; }),
        real("reliability.checkpointIntervalSeconds", 0.0, 1e7, "s", "Checkpoint interval (0 = Young–Daly optimum)",
             [](S& s) -> double& { return s.reliability.checkpointIntervalSeconds; }),
        integer("reliability.spares", 0, 1000000, "", "Spare nodes kept ready",
                [](S& s) -> std::int64_t& { return s.reliability.spares; }),
        real("reliability.repairHours", 0.01, 1e5, "h", "Time to repair or replace a failed node",
             [](S& s) -> double& { return s.reliability.repairHours; }),
        real("reliability.weibullShape", 0.1, 10.0, "", "Weibull shape of failures in the Monte Carlo (1 = exponential)",
             [](S& s) -> double& { return s.reliability.weibullShape; }),
        integer("reliability.monteCarloTrials", 1, 1000000, "", "Monte Carlo trials",
                [](S& s) -> std::int64_t& { return s.reliability.monteCarloTrials; }),
        // economics
        real("economics.years", 0.1, 30.0, "year", "Service life / depreciation period",
             [](S& s) -> double& { return s.economics.years; }),
        real("economics.utilization", 0.01, 1.0, "", "Average utilization of the fleet",
             [](S& s) -> double& { return s.economics.utilization; }),
        real("economics.cloudUsdPerAcceleratorHour", 0.0, 1000.0, "USD/h", "Cloud rental price per accelerator-hour",
             [](S& s) -> double& { return s.economics.cloudUsdPerAcceleratorHour; }),
        // power
        real("power.averageFraction", 0.05, 1.0, "", "Average accelerator draw as a fraction of TDP (DVFS)",
             [](S& s) -> double& { return s.power.averageFraction; }),
        real("power.capWatts", 0.0, 1e5, "W", "Per-accelerator power cap (0 = uncapped)",
             [](S& s) -> double& { return s.power.capWatts; }),
        real("power.nodeOverheadWatts", 0.0, 1e6, "W", "Rest of a node at peak (CPUs, NICs, switches, fans, conversion)",
             [](S& s) -> double& { return s.power.nodeOverheadWatts; }),
        flag("power.useRatedNodePower", "Use the catalog node's rated maximum input power instead of TDP + overhead",
             [](S& s) -> bool& { return s.power.useRatedNodePower; }),
        text("power.nodePowerFrom",
             "Rest of a node's power: catalog (the node row, or the catalog node of the accelerator's generation, with "
             "measured averages where published) or input (power.nodeOverheadWatts and the DVFS average)",
             [](S& s) -> std::string& { return s.power.nodePowerFrom; }, {"catalog", "input"}),
        real("economics.facilityUsdPerWatt", 0.0, 1000.0, "USD/W", "Data-hall construction cost per W of IT capacity",
             [](S& s) -> double& { return s.economics.facilityUsdPerWatt; }),
        real("economics.installationFraction", 0.0, 1.0, "", "Installation and commissioning, share of hardware capex",
             [](S& s) -> double& { return s.economics.installationFraction; }),
        real("economics.maintenanceFraction", 0.0, 1.0, "", "Hardware maintenance per year, share of hardware capex",
             [](S& s) -> double& { return s.economics.maintenanceFraction; }),
        real("economics.staffUsdPerYear", 0.0, 1e10, "USD/year", "Operations staff per year",
             [](S& s) -> double& { return s.economics.staffUsdPerYear; }),
        // serving (issue 14, model/serving): the served model, then the workload
        catalogRef("serving.model", "Served model: same (the plan's model) or a catalog model id served instead",
                   [](S& s) -> std::string& { return s.serving.model; }, CatalogKind::Models, "same"),
        integer("serving.inputTokens", 0, 100000000, "", "Prompt tokens per request",
                [](S& s) -> std::int64_t& { return s.serving.inputTokens; }),
        integer("serving.outputTokens", 1, 100000000, "", "Generated tokens per request",
                [](S& s) -> std::int64_t& { return s.serving.outputTokens; }),
        integer("serving.tp", 0, 1024, "",
                "Tensor-parallel size of a serving replica (0 = the best power of two within the NVLink domain for the targets)",
                [](S& s) -> std::int64_t& { return s.serving.tp; }),
        integer("serving.ep", 1, 65536, "",
                "Expert-parallel size of a serving replica (MoE): the routed experts spread whole over this many "
                "accelerators, attention TP-sharded over serving.tp and replicated across ep / tp groups (1 = the "
                "experts TP-sharded)",
                [](S& s) -> std::int64_t& { return s.serving.ep; }),
        integer("serving.cp", 1, 4096, "",
                "Context-parallel size of a serving replica: this many TP groups share each sequence - its KV cache "
                "split between them, its prompt's causal attention split evenly while K/V chunks go round a ring "
                "(long prompts: shorter time to first token, million-token contexts that one group cannot hold); "
                "1 = none. Needs serving.ep = 1",
                [](S& s) -> std::int64_t& { return s.serving.cp; }),
        integer("serving.batch", 0, 1000000, "",
                "Sequences per serving replica (0 = the largest batch that meets the latency targets)",
                [](S& s) -> std::int64_t& { return s.serving.batch; }),
        flag("serving.disaggregated",
             "Disaggregated prefill and decode: prompts prefill on a pool of their own (serving.prefillTp × "
             "serving.prefillEp) that hands each prompt's KV cache to the decode replicas over the fabric",
             [](S& s) -> bool& { return s.serving.disaggregated; }),
        integer("serving.prefillTp", 0, 1024, "",
                "Tensor-parallel size of a prefill replica when disaggregated (0 = the power of two within the NVLink "
                "domain with the most input tokens/s per accelerator that meets the TTFT target)",
                [](S& s) -> std::int64_t& { return s.serving.prefillTp; }),
        integer("serving.prefillEp", 1, 65536, "",
                "Expert-parallel size of a prefill replica when disaggregated (MoE; a multiple of serving.prefillTp)",
                [](S& s) -> std::int64_t& { return s.serving.prefillEp; }),
        integer("serving.prefillBatchTokens", 1, 100000000, "",
                "Prompt tokens an attention group of the prefill pool batches per step when disaggregated (whole "
                "prompts, at least one)",
                [](S& s) -> std::int64_t& { return s.serving.prefillBatchTokens; }),
        real("serving.prefixCacheHitRate", 0.0, 0.99, "",
             "Share of each prompt's tokens whose KV cache is reused from an earlier request (prefix caching: a shared "
             "system prompt, a conversation's earlier turns): prefill does not recompute them, the new tokens still "
             "attend to them and the KV cache still holds them (0 = none)",
             [](S& s) -> double& { return s.serving.prefixCacheHitRate; }),
        text("serving.kvPrecision", "KV-cache storage precision when serving",
             [](S& s) -> std::string& { return s.serving.kvPrecision; }, kPrecisions),
        text("serving.expertPrecision",
             "Storage precision of a Mixture-of-Experts model's routed experts when serving, where it differs from "
             "inference.precision: the bytes they are stored and read in, computed at inference.precision (mxfp4: "
             "GPT-OSS's experts as released, 4.25 bits with their block scales; nvfp4 4.5 bits; int4 4 bits; "
             "dequantized in the GEMMs, at the catalog's weight_only_gemm_share of their rate where the tensor cores "
             "do not take the format, as on Hopper; same = inference.precision)",
             [](S& s) -> std::string& { return s.serving.expertPrecision; }, kStoragePrecisions),
        text("serving.expertCompute",
             "Precision a Mixture-of-Experts model's routed experts compute in (the activations of their GEMMs), where "
             "it differs from inference.precision: their GEMMs run at this precision's rate, the rest of the model at "
             "inference.precision's (fp8 beside bf16: GPT-OSS on Blackwell as TensorRT-LLM serves it, MXFP4 experts × "
             "MXFP8 activations with BF16 attention; same = inference.precision)",
             [](S& s) -> std::string& { return s.serving.expertCompute; }, kExpertComputePrecisions),
        text("serving.windowKv",
             "How the runtime's KV cache holds a banded (sliding-window) layer: window = its last "
             "model.slidingWindow tokens only (vLLM's hybrid KV-cache manager, SGLang's sliding-window pool); full = "
             "the whole context like every other layer (TensorRT-LLM unless kv_cache_config.max_attention_window is "
             "set, as in its published GPT-OSS tables). Decode reads the window either way: only the KV-cache "
             "capacity, and so the batch, differ",
             [](S& s) -> std::string& { return s.serving.windowKv; }, {"window", "full"}),
        text("serving.promptBalance",
             "How the runtime hands new prompts to the attention groups of an expert-parallel replica (serving.ep > 1), "
             "which step in lock step: per-rank = each rank refills its own freed slots, so an iteration waits for the "
             "rank that drew the most prompts (TensorRT-LLM's attention DP by default, vLLM's least-loaded DP engines); "
             "balanced = prompts dealt evenly over the ranks (TensorRT-LLM's attention_dp_config.enable_balance, "
             "SGLang's round-robin DP attention, DeepSeek's prefill load balancer)",
             [](S& s) -> std::string& { return s.serving.promptBalance; }, {"per-rank", "balanced"}),
        real("serving.requestsPerSecond", 0.0, 1e9, "1/s",
             "Serving load in requests per second (0 = no load: the capacity of the plan's accelerators)",
             [](S& s) -> double& { return s.serving.requestsPerSecond; }),
        real("serving.ttftSeconds", 0.0, 1e6, "s", "p99 time-to-first-token target (0 = none)",
             [](S& s) -> double& { return s.serving.ttftSeconds; }),
        real("serving.tpotSeconds", 0.0, 1e6, "s", "p99 time-per-output-token target (0 = none)",
             [](S& s) -> double& { return s.serving.tpotSeconds; }),
        // analysis
        real("analysis.messageBytes", 1.0, 1e15, "B", "Message size moved across the bandwidth staircase",
             [](S& s) -> double& { return s.analysis.messageBytes; }),
    };
    // The model's keys before issue 27 (one model described twice): valid forever, they set the one model.
    m_keyAliases = {
        {"training.params", "model.params"},     {"inference.params", "model.params"},
        {"training.layers", "model.layers"},     {"inference.layers", "model.layers"},
        {"training.hidden", "model.hidden"},     {"inference.hidden", "model.hidden"},
        {"training.heads", "model.heads"},       {"inference.heads", "model.heads"},
        {"training.kvHeads", "model.kvHeads"},   {"inference.kvHeads", "model.kvHeads"},
        {"inference.headDim", "model.headDim"},  {"training.ffnHidden", "model.ffnHidden"},
        {"training.vocab", "model.vocab"},       {"training.gatedMlp", "model.gatedMlp"},
    };
}

} // namespace fleet

#pragma once
// The inputs of a plan (never results). Defaults are the seed's running example (seed §2 "The Pod":
// 175B parameters, 300B tokens, 1,024 DGX H100 = 8,192 H100, FP8 at 45 % MFU, 4 nodes per rack).
// Every field is reachable by its dotted contract key through ScenarioSchema.
#include <cstdint>
#include <string>

namespace fleet {

struct FleetInputs {
    std::string accelerator = "h100-sxm";
    std::string node = "auto";
    std::int64_t acceleratorsPerNode = 8;
    std::int64_t nodes = 1024;
    std::int64_t nodesPerRack = 4;
    std::int64_t scaleUpDomain = 0;           // accelerators per NVLink domain; 0 = the node's catalog value
    std::string scaleUpLink = "nvlink4";
    std::string scaleOutLink = "ib-ndr";
    std::string cooling = "direct-liquid";
    std::string region = "us";
    std::string hostLink = "pcie-gen5-x16";  // accelerator ↔ host (seed §2 PCIe hierarchy)
    double storageBytesPerSecond = 7e9;      // per node, local NVMe (seed Table 2.9 / Fig. 2.12: 7 GB/s)
    bool operator==(const FleetInputs&) const = default;
};

struct FacilityInputs {
    double pue = 1.2;
    double electricityUsdPerKWh = 0.08;
    double coolantDeltaT = 10.0; // K
    double wueLPerKWh = 0.3;          // site water use effectiveness (published-facts P-10: Microsoft FY2024 0.30)
    double cduCapacityWatts = 1.0e6;  // heat one coolant distribution unit removes (estimate, 1 MW class)
    double marketGCo2ePerKWh = 0.0;   // market-based emission factor (contracts, PPAs); 0 = location-based grid
    bool operator==(const FacilityInputs&) const = default;
};

struct FabricInputs {
    std::string topology = "fat-tree";
    std::int64_t switchRadix = 64;
    std::int64_t tiers = 3;
    double oversubscription = 1.0;
    bool operator==(const FabricInputs&) const = default;
};

// The one model of the plan (issue 27): training, memory, communication and serving read it (serving may name
// another catalog model in serving.model). `id` says where the fields came from: a catalog model id, or "custom"
// once a field is edited. The fields are the truth; the parameter count is COUNTED from them
// (plan/ModelArchitecture.h) unless `params` is typed (> 0), as the seed's 175 B and older plans do.
// Defaults: the seed's GPT-3 175B (seed §2 "The Pod").
struct ModelInputs {
    std::string id = "custom";
    double params = 175e9;            // 0 = counted from the architecture
    std::int64_t layers = 96;
    std::int64_t hidden = 12288;
    std::int64_t heads = 96;
    std::int64_t kvHeads = 0;         // 0 = heads (multi-head attention)
    std::int64_t headDim = 0;         // 0 = hidden / heads
    std::int64_t ffnHidden = 0;       // dense MLP width; 0 = 4 × hidden
    std::int64_t vocab = 51200;       // GPT-3 / Megatron-LM vocabulary
    bool gatedMlp = false;            // SwiGLU-style MLP: three hidden × ffnHidden matrices
    bool tiedEmbeddings = false;
    bool attentionBias = false;
    bool mlpBias = false;
    bool qkNorm = false;
    std::string attention = "standard"; // standard (multi-head / grouped-query by kvHeads) | mla (multi-head latent)
    std::int64_t qLoraRank = 0, kvLoraRank = 0, ropeHeadDim = 0, nopeHeadDim = 0, vHeadDim = 0; // mla
    std::int64_t experts = 0;         // routed experts per MoE layer; 0 = dense
    std::int64_t expertsPerToken = 0;
    std::int64_t sharedExperts = 0;
    std::int64_t expertFfnHidden = 0;
    std::int64_t denseLayers = 0;     // leading layers with the dense MLP
    std::int64_t maxNodesPerToken = 0; // node-limited routing (DeepSeek-V3: 4 nodes); 0 = unlimited
    std::int64_t mtpLayers = 0;        // multi-token-prediction modules trained with the model (DeepSeek-V3: 1)
    std::int64_t slidingWindow = 0;       // tokens a banded (sliding-window) attention layer attends (GPT-OSS: 128)
    std::int64_t slidingWindowLayers = 0; // layers with banded attention (GPT-OSS 120B: 18 of 36); 0 = none

    std::int64_t kvHeadsOrHeads() const { return kvHeads > 0 ? kvHeads : heads; }
    std::int64_t headDimOrDerived() const { return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0); }
    std::int64_t ffnOrDefault() const { return ffnHidden > 0 ? ffnHidden : 4 * hidden; }
    bool operator==(const ModelInputs&) const = default;
};

struct TrainingInputs {
    bool enabled = true; // false: a serving-only plan, no training job (issue 31)
    double tokens = 300e9;
    std::string precision = "fp8";
    double mfu = 0.45;
    std::int64_t tp = 8;
    std::int64_t pp = 8;
    std::int64_t dp = 128;
    std::int64_t cp = 1;  // context-parallel degree: the sequence split over CP ranks (issue 30)
    std::int64_t microBatch = 1;
    std::int64_t gradientAccumulation = 1; // micro-batches per replica per optimizer step
    std::int64_t seqLen = 2048;
    std::int64_t zeroStage = 1;
    std::string activationCheckpointing = "full"; // none | selective | full (true = full, false = none)
    bool masterWeights = false;          // FP32 master copy (4 B/param); the seed's Table 2.10 omits it
    std::string optimizerOffload = "none"; // none | host | nvme
    double bufferBytes = 5e9;            // communication buffers per GPU (seed memory budget exercise: 5 GB)
    double scalingEfficiency = 0.85;
    double pipelineBubble = 0.05;
    double checkpointOverhead = 0.03;
    double failureOverhead = 0.10;
    double maintenanceOverhead = 0.05;
    // Step-time model (issue #11). `book` keeps the seed's overhead chain for training.wall_s; `predicted`
    // derives the step from the layout and the hardware and couples it with failures and checkpoints.
    std::string timeModel = "predicted";
    std::int64_t interleave = 1;       // virtual pipeline stages per rank
    std::int64_t recomputeLayers = 0;  // full recomputation: layers per pipeline stage recomputed (0 = all; issue 28)
    bool sequenceParallel = true;      // Megatron sequence parallelism (norms and dropout split over TP)
    std::int64_t globalBatch = 0;      // sequences per step; 0 = microBatch × gradientAccumulation × dp
    bool flashAttention = true;        // fused attention kernel (no s × s tensors in HBM)
    std::string attentionKernel = "current"; // which fused kernel: current (cuDNN/FA3 class) | fa2 (FlashAttention-2)
    bool overlapGradReduce = true;     // data-parallel collectives overlap the backward pass
    bool overlapTpComm = false;        // tensor-parallel collectives overlap GEMMs (TransformerEngine)
    // Mixture-of-Experts (issue 29; ignored for a dense model).
    std::int64_t ep = 1;               // expert-parallel degree: divides the routed experts and tp × cp × dp
    double moeImbalance = 0.1;         // busiest rank's routed tokens over the mean, minus 1 (0 = forced balance)
    std::string moeDispatcher = "alltoall"; // alltoall (NCCL) | deepep (fused dispatch/combine kernels)
    std::string zero3Runtime = "fsdp"; // ZeRO-3 gathers: fsdp (prefetched, NCCL's hierarchy) | deepspeed (2021: flat, on demand)
    bool moeOverlap = false;           // all-to-all overlapped with another micro-batch's computation
    std::string pipelineSchedule = "1f1b"; // 1f1b (interleaved when training.interleave > 1) | dualpipe
    bool operator==(const TrainingInputs&) const = default;
};

// The served workload of the seed's inference exercises; the served model is `model` (or serving.model).
struct InferenceInputs {
    std::string precision = "fp16";
    std::int64_t batch = 1;
    std::int64_t contextLen = 2048;
    bool operator==(const InferenceInputs&) const = default;
};

// The serving workload of the plan (issue 14, model/serving): the served model is `model` above (or the catalog
// model serving.model names); this is the traffic it must carry, the latency targets and the parallel layout of a
// replica.
struct ServingInputs {
    std::string model = "same";       // "same" = the plan's model, or a catalog model id served instead
    std::int64_t inputTokens = 1024;  // prompt tokens per request
    std::int64_t outputTokens = 256;  // generated tokens per request
    std::int64_t tp = 0;              // tensor-parallel size of a replica; 0 = the smallest power of two in a node that fits
    std::int64_t ep = 1;              // expert-parallel degree of a replica (MoE; a multiple of tp; 1 = experts TP-sharded)
    // Context-parallel degree of a replica (issue 30): cp TP groups share each sequence (its KV cache, its prompt's
    // attention over a K/V ring), for contexts one group cannot hold or prefill in time. Needs ep = 1.
    std::int64_t cp = 1;
    std::int64_t batch = 0;           // sequences per replica; 0 = the largest that meets the targets
    // Disaggregated prefill and decode (issue 29 part 4): prompts prefill on a pool of their own (prefillTp ×
    // prefillEp, up to prefillBatchTokens prompt tokens per attention group and step) and hand their KV cache to the
    // decode replicas (tp × ep, batch). SGLang's DeepSeek prefill: 524,288 tokens over DP 32 = 16,384 per rank.
    bool disaggregated = false;
    std::int64_t prefillTp = 0;       // 0 = the TP with the most input tokens/s per accelerator that meets the TTFT
    std::int64_t prefillEp = 1;
    std::int64_t prefillBatchTokens = 16384;
    // Prefix caching: the share of each prompt's tokens whose KV cache an earlier request left (a shared system
    // prompt, a conversation's earlier turns); prefill computes only the rest, which still attends to all of it.
    // DeepSeek's production: 56.3 % of input tokens hit its on-disk KV cache.
    double prefixCacheHitRate = 0.0;
    std::string kvPrecision = "fp16"; // KV-cache storage format
    // Storage of a Mixture-of-Experts model's routed experts when it differs from inference.precision: "same", a
    // precision whose bytes they are stored and read in, or a block-scaled 4-bit format with its scales (mxfp4: GPT-OSS's
    // experts as released, nvfp4; units/StorageFormat.h), dequantized in the GEMMs.
    std::string expertPrecision = "same";
    // The precision a Mixture-of-Experts model's routed experts' GEMMs compute in (their activations), where it differs
    // from inference.precision: "same" or a precision. GPT-OSS on Blackwell under TensorRT-LLM: BF16 attention and
    // router, MXFP4 experts × MXFP8 activations (W4A8) - inference.precision bf16, serving.expertCompute fp8.
    std::string expertCompute = "same";
    // How the runtime's KV cache holds a banded (sliding-window) layer: "window" (its last w tokens: vLLM's hybrid
    // KV-cache manager, SGLang's sliding-window pool) or "full" (the whole context, like the other layers:
    // TensorRT-LLM's default, as its published GPT-OSS tables ran). Decode reads the window either way.
    std::string windowKv = "window";
    // How the runtime hands new prompts to the attention groups of an expert-parallel replica (serving.ep > 1):
    // "per-rank" (each rank refills its own freed slots and prefills them: TensorRT-LLM's attention DP by default,
    // vLLM's least-loaded DP engines; the lock-stepped step waits for the rank with the most prompts) or "balanced"
    // (prompts dealt evenly over the ranks: TensorRT-LLM's attention_dp_config.enable_balance, SGLang's round-robin
    // DP attention, DeepSeek's prefill load balancer).
    std::string promptBalance = "per-rank";
    double requestsPerSecond = 0.0;   // the load; 0 = no load: the capacity of the plan's own accelerators
    double ttftSeconds = 2.0;         // p99 time-to-first-token target, 0 = none (MLPerf Llama 2 70B Server: 2 s)
    double tpotSeconds = 0.2;         // p99 time-per-output-token target, 0 = none (MLPerf: 200 ms)
    bool operator==(const ServingInputs&) const = default;
};

struct ReliabilityInputs {
    double acceleratorMtbfHours = 50000.0; // seed §1 "Scale and reliability" (L621)
    double nodeMtbfHours = 1000.0;         // seed §2 failure probability (L2098)
    double checkpointWriteSeconds = 60.0;
    double restartSeconds = 600.0;
    double runHours = 336.0; // seed §2 two-week run (L2098)
    double switchMtbfHours = 150000.0;      // fabric switch (estimate)
    double checkpointIntervalSeconds = 0.0; // 0 = the Young–Daly optimum
    std::int64_t spares = 0;                // spare nodes kept ready
    double repairHours = 48.0;              // time to repair or replace a failed node
    double weibullShape = 1.0;              // 1 = exponential failures
    std::int64_t monteCarloTrials = 1000;
    bool operator==(const ReliabilityInputs&) const = default;
};

struct EconomicsInputs {
    double years = 4.0;
    double utilization = 0.8;
    double cloudUsdPerAcceleratorHour = 2.5;
    double facilityUsdPerWatt = 10.0;   // data-hall construction per W of IT capacity (estimate: $8-12M per MW)
    double installationFraction = 0.05; // installation and commissioning, share of hardware capex
    double maintenanceFraction = 0.04;  // hardware maintenance per year, share of hardware capex
    double staffUsdPerYear = 0.0;       // operations staff
    bool operator==(const EconomicsInputs&) const = default;
};

struct PowerInputs {
    double averageFraction = 0.8; // average draw / TDP under DVFS (seed §2: 70–85 %)
    double capWatts = 0.0;        // per-accelerator power cap, 0 = uncapped
    double nodeOverheadWatts = 2775.0; // rest of a node at peak: CPUs, NICs, NVSwitch, fans, conversion
                                       // (seed §2 The Rack: 11.1 kW per 4-node rack → 2,775 W per node)
    bool useRatedNodePower = false;    // use the catalog node's rated maximum input instead of TDP + overhead
    // Where the rest of a node's power comes from (issue 13): "catalog" = the node row's overhead and measured
    // average (a generic node takes them from the catalog node of its generation), "input" = nodeOverheadWatts and
    // the DVFS average for every accelerator (plans saved before format 3 keep this).
    std::string nodePowerFrom = "catalog";
    bool operator==(const PowerInputs&) const = default;
};

struct AnalysisInputs {
    double messageBytes = 10e9; // message moved across the bandwidth staircase (seed §2: a 10 GB buffer)
    bool operator==(const AnalysisInputs&) const = default;
};

struct Scenario {
    std::string name = "Untitled";
    ModelInputs model;
    FleetInputs fleet;
    FacilityInputs facility;
    FabricInputs fabric;
    TrainingInputs training;
    InferenceInputs inference;
    ServingInputs serving;
    ReliabilityInputs reliability;
    EconomicsInputs economics;
    PowerInputs power;
    AnalysisInputs analysis;

    std::int64_t acceleratorCount() const { return fleet.acceleratorsPerNode * fleet.nodes; }
    bool operator==(const Scenario&) const = default;
};

} // namespace fleet

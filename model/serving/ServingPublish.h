#pragma once
// Internal to ServingResults: the parts that publish a ServingResult as serving.* results, in production order,
// and what their derivations share (sections, the terms that describe the model, the accelerator and the
// workload). Every derivation and term is built inside a lambda that runs only when the derivation is wanted.
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "serving/ServingResult.h"
#include "training/CalibrationText.h"
#include "training/StepSetup.h"

#include <string>

namespace fleet::serving {

inline constexpr char kSecDecode[] =
    "seed §2 memory wall and token latency (L1412, L1528-1549), KV cache M_KV (L598), attention "
    "traffic (L1597); serving model, docs/models.md";
inline constexpr char kSecCapacity[] =
    "seed §2 HBM capacity (L1512), KV cache M_KV (L598); serving model, docs/models.md";
inline constexpr char kSecTp[] = "seed §2 dense node design, TP AllReduce (L2034-2050); seed §3 α-β model (L2684-2705)";
inline constexpr char kSecBatching[] =
    "seed §2 batching trades latency for throughput (L1617), continuous batching (L1901); "
    "serving model, docs/models.md";
inline constexpr char kSecQueue[] = "seed §2 continuous batching and tail latency (L1901); M/M/c queue, docs/models.md";
inline constexpr char kSecExpert[] =
    "seed §1 MoE sparse routing (L1784), §3 AllToAll for expert parallelism (L2527); DeepSeek-V3 report §3.4 "
    "(inference: EP and data-parallel attention); serving model, docs/models.md";
inline constexpr char kSecContext[] =
    "seed §2 long context and the KV cache (L598, L1597); Yang et al. 2025, Context Parallelism for Scalable "
    "Million-Token Inference (MLSys), §3.4-3.6; serving model, docs/models.md";
inline constexpr char kSecFleet[] = "seed §2 serving replicas, each holding the model with tensor parallelism (L1901)";
inline constexpr char kSecPower[] = "seed §2 Power wall, Eq. 2.2 PUE (L1720-1724); The Rack, node power (L2224-2244)";
inline constexpr char kSecCarbon[] =
    "seed §1 Sustainability and cost implications (L860); seed §2 facility energy (L1720-1724)";
inline constexpr char kSecCost[] =
    "seed §2 serving economics: memory bandwidth per dollar (L1778), lifecycle cost (L2472, L2483)";

// Derivation terms more than one serving.* result names (called from derivation lambdas only).
class ServingTerms {
public:
    ServingTerms(const ServingResult& r, const ResolvedFleet& f) : m_r(r), m_f(f) {}
    std::string prec() const;   // inference.precision's name
    std::string kvPrec() const; // serving.kvPrecision's name
    DerivationTerm P() const;
    DerivationTerm Bw() const; // bytes per weight
    DerivationTerm Tp() const;
    DerivationTerm ReplicaGpus() const; // accelerators per replica: tp, or serving.ep
    DerivationTerm Hbm() const; // HBM capacity
    DerivationTerm BW() const;  // HBM bandwidth
    DerivationTerm EtaM() const;
    DerivationTerm EtaC() const;
    DerivationTerm R() const; // dense peak
    DerivationTerm Rattn() const; // the fused attention core's achieved rate
    DerivationTerm ExpertShare() const; // the routed experts' dequantizing GEMMs' share of the GEMM rate
    DerivationTerm ExpertRate() const;  // their rate at serving.expertCompute over the dense GEMMs'
    DerivationTerm HalfCausal() const; // its size law's s½ of a causal block
    DerivationTerm HalfFull() const;   // and of a full (CP ring) block
    DerivationTerm Cp() const;
    DerivationTerm In() const;
    DerivationTerm Out() const;
    DerivationTerm L() const; // layers
    DerivationTerm LayerOverhead() const; // t_layer (serving_calibration.layer_overhead_us)
    DerivationTerm B() const; // busy slots at the operating point

private:
    const ServingResult& m_r;
    const ResolvedFleet& m_f;
};

// The replica's layout as the issues print it after "TP ": "8", "1 × EP 144" or "8 × CP 16".
IssueArg replicaLayoutArg(const FleetSizing& fs);

// The parts, in the order addServingResults calls them. Capacity returns false when nothing fits (it publishes
// serving.max_batch = 0 and the issues that say why; nothing else follows).
bool publishServingCapacity(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out);
void publishServingDecode(const ServingResult& r, const ResolvedFleet& f, Results& out);
// serving.ep (every plan; called by publishServingCapacity after serving.tp) and the decode step's EP all-to-all
// (serving.ep > 1; called by publishServingDecode).
void publishServingEp(const ServingResult& r, const ResolvedFleet& f, Results& out);
void publishEpAllToAll(const ServingResult& r, const ResolvedFleet& f, Results& out);
void publishExpertsTouched(const ServingResult& r, const ResolvedFleet& f, Results& out);
// serving.cp (every plan; called after serving.ep) and the CP ring and query exchange (serving.cp > 1; called by
// publishServingDecode).
void publishServingCp(const ServingResult& r, const ResolvedFleet& f, Results& out);
void publishCpComm(const ServingResult& r, const ResolvedFleet& f, Results& out);
void publishServingLatency(const ServingResult& r, const ResolvedFleet& f, Results& out);
// serving.disaggregated: the prefill pool, the KV hand-off and the TTFT (called by publishServingLatency).
void publishServingPool(const ServingResult& r, const ResolvedFleet& f, Results& out);
void publishServingFleet(const ServingResult& r, const ResolvedFleet& f, Results& out);
void publishServingCost(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet::serving

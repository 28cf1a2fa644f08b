#pragma once
// The non-accelerator rows of the catalog, in SI units. Field meanings follow catalogs/schema/001_initial.sql.
#include "hardware/Provenance.h"
#include "results/Text.h"
#include "units/Quantity.h"

#include <optional>
#include <string>
#include <string_view>

namespace fleet {

struct Link {
    std::string id, name, family; // family: pcie | nvlink | infiniband | ethernet | ici
    BytesPerSecond bandwidthPerDirection;
    Seconds alpha;
    std::optional<double> pjPerBit, portWatts, portCostUsd;
    Provenance provenance;
};

// A family of links that leave the node (a fabric's NICs); NVLink, PCIe and ICI stay inside a scale-up domain or host.
inline bool isScaleOutFamily(std::string_view family) { return family == "infiniband" || family == "ethernet"; }

struct Node {
    std::string id, name, acceleratorId;
    int accelerators = 8;
    // Accelerators one NVLink/NVSwitch fabric joins (issue 27, catalog column scale_up_domain): none = the node's own
    // (an 8-GPU DGX/HGX); 72 for a GB200 NVL72 compute tray of 4, whose domain spans 18 trays.
    std::optional<int> scaleUpDomain;
    std::optional<int> cpuSockets, nvswitches, nics, rackUnits;
    std::optional<double> hostDramGb, weightKg, priceUsd, embodiedKg, mtbfHours;
    std::optional<Watts> ratedPower;
    // Node power by generation (schema 004): the non-accelerator draw at peak, and a measured average per
    // accelerator with its host share where one is published. A generic node derives both from the catalog node
    // of its accelerator's generation (ResolvedFleet) and names it in `powerBasis`.
    std::optional<Watts> overhead;
    std::optional<Watts> averagePerAccelerator;
    Text powerBasis; // "" for a catalog node; else the node the figures come from and how
    std::string scaleUpLinkId, scaleOutLinkId;
    Provenance provenance;
    bool generic = false; // derived from the accelerator because no catalog node matched
};

struct Switch {
    std::string id, name;
    int radix = 0;
    double portGbps = 0.0;
    std::optional<double> powerW, costUsd, latencyNs, mtbfHours;
    Provenance provenance;
};

struct Optic {
    std::string id, name, media; // dac | aoc | pluggable
    double reachM = 0.0, gbps = 0.0;
    std::optional<double> powerW, costUsd, latencyNs;
    Provenance provenance;
};

struct Cooling {
    std::string id, name;
    Watts rackLimit;
    double defaultPue = 1.0;
    std::optional<double> wueLPerKWh;
    double liquidFraction = 0.0;
    Provenance provenance;
};

struct Region {
    std::string id, name;
    double gCo2ePerKWh = 0.0;
    std::optional<double> usdPerKWh, waterLPerKWh;
    std::optional<int> year;
    Provenance provenance;
};

struct ModelSpec {
    std::string id, name;
    double params = 0.0;
    std::optional<double> activeParams;
    std::optional<int> layers, hidden, heads, kvHeads, vocab, ffnHidden;
    // The whole architecture (schema 006, issue 27; plan/ModelLibrary.h turns it into a ModelArchitecture).
    std::optional<int> headDim;
    std::string attention; // "" | mha | gqa | mla
    std::string mlp;       // "" | gated | plain
    std::optional<int> tiedEmbeddings, attentionBias, mlpBias, qkNorm; // 0 or 1
    std::optional<int> qLoraRank, kvLoraRank, qkRopeHeadDim, qkNopeHeadDim, vHeadDim;
    std::optional<int> experts, expertsPerToken, sharedExperts, expertFfn, denseLayers;
    std::optional<int> maxNodesPerToken; // node-limited routing (DeepSeek-V3: 4); empty = unlimited
    std::optional<int> mtpLayers;        // multi-token-prediction modules (DeepSeek-V3: 1); empty = none
    std::optional<int> slidingWindow;       // banded attention's window in tokens (GPT-OSS: 128); empty = none
    std::optional<int> slidingWindowLayers; // layers with banded attention (GPT-OSS 120B: 18); empty = none
    Provenance provenance;
};

} // namespace fleet

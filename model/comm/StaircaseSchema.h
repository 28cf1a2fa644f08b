#pragma once
// The staircase.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSpec.h"

namespace fleet::schema_rows {

inline constexpr ResultSpec kStaircaseResultRows[] = {
    {"staircase.hbm_bytes_per_s", U::BytesPerSecond, B::Higher,
     "Staircase: HBM bandwidth",
     "Bandwidth of the HBM tier of the bandwidth staircase."},
    {"staircase.hbm_transfer_s", U::Seconds, B::Lower,
     "Staircase: message over HBM",
     "Time to move the analysis message through HBM."},
    {"staircase.host_bytes_per_s", U::BytesPerSecond, B::Higher,
     "Staircase: host link bandwidth",
     "Per-direction bandwidth of the host link (PCIe) tier of the bandwidth staircase."},
    {"staircase.host_transfer_s", U::Seconds, B::Lower,
     "Staircase: message over host link",
     "Time to move the analysis message over the host link (PCIe)."},
    {"staircase.scale_out_bytes_per_s", U::BytesPerSecond, B::Higher,
     "Staircase: scale-out bandwidth",
     "Per-direction bandwidth of the scale-out network tier of the bandwidth staircase."},
    {"staircase.scale_out_transfer_s", U::Seconds, B::Lower,
     "Staircase: message over scale-out",
     "Time to move the analysis message over the scale-out link."},
    {"staircase.scale_up_bytes_per_s", U::BytesPerSecond, B::Higher,
     "Staircase: scale-up bandwidth",
     "Per-direction bandwidth of the scale-up (NVLink) tier of the bandwidth staircase."},
    {"staircase.scale_up_to_scale_out_ratio", U::None, B::Neither,
     "Scale-up / scale-out cliff",
     "Bandwidth cliff from the scale-up to the scale-out link, both per direction."},
    {"staircase.scale_up_transfer_s", U::Seconds, B::Lower,
     "Staircase: message over scale-up",
     "Time to move the analysis message over the scale-up link (NVLink)."},
    {"staircase.storage_bytes_per_s", U::BytesPerSecond, B::Higher,
     "Staircase: storage bandwidth",
     "Bandwidth of the storage tier of the bandwidth staircase."},
    {"staircase.storage_transfer_s", U::Seconds, B::Lower,
     "Staircase: message from storage",
     "Time to read the analysis message from storage."},
};

} // namespace fleet::schema_rows

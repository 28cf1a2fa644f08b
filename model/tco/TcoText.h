#pragma once
// Internal to tco/: the section texts and the money format of the tco.* derivations.
#include <fmt/format.h>

#include <cmath>
#include <string>

namespace fleet::tco_detail {

inline constexpr char kSecHardware[] =
    "seed §2 Precision vs throughput, ~$350,000 per 8-GPU node (L1822); rack hardware value $1.4M (L2266)";
inline constexpr char kSecLifecycle[] =
    "seed §2 Summary: lifecycle cost beats purchase price — power, facility build, network and staff (L2483)";
inline constexpr char kSecElectricity[] =
    "seed §2 Summary, lifecycle cost (L2483); Power wall Eq. 2.2 (L1720-1724); DVFS average (L1766)";
inline constexpr char kSecRate[] = "seed §2 Fallacy: all GPU-hours are equal in TCO analysis (L2426-2428)";
inline constexpr char kSecBreakeven[] =
    "seed §2 economic layer: bursty cloud rental can beat building; owning pays only at sustained utilization "
    "(L2472, L2483)";
inline constexpr char kSecTokens[] = "seed §2 Roofline, batching (L1617); serving economics (L2472)";
inline constexpr char kSecHbm[] = "seed §2 HBM cost considerations (L1478), economics of large-scale training (L1490)";

inline std::string musd(double usd)
{
    if (std::abs(usd) >= 1e9)
        return fmt::format("${:.2f}B", usd / 1e9);
    if (std::abs(usd) >= 1e6)
        return fmt::format("${:.1f}M", usd / 1e6);
    if (std::abs(usd) >= 1e3)
        return fmt::format("${:.1f}k", usd / 1e3);
    return fmt::format("${:.2f}", usd);
}

} // namespace fleet::tco_detail

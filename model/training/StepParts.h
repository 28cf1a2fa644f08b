#pragma once
// The parts of one training step, one closed list (issue 27): the kernel's sum (predictStep), the search's record
// and CSV, the Training tab's stacked bar and the step's derivation iterate kStepParts. A new part — the
// all-to-all of a Mixture-of-Experts layer, ring attention's exposed K/V exchange — is one more row here and a
// member of StepTime, and every consumer shows it.
#include "results/ResultKey.h"
#include "training/StepModel.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace fleet {

enum class StepPart : std::uint8_t { Compute, Recompute, TpComm, PpBubble, PpComm, DpComm, Optimizer, EpComm, CpComm };

struct StepPartRow {
    StepPart part;
    double StepTime::*member; // the seconds in the kernel's result
    ResultKey key;            // the published result
    std::string_view symbol;  // in the step's derivation
};

// In the order the step adds them (and the Training tab stacks them): the useful work first, then what the
// layout adds; the MoE all-to-all (issue 29) and the context-parallel ring (issue 30) last, so that the search's
// CSV keeps its earlier columns in place.
inline constexpr std::array<StepPartRow, 9> kStepParts = {{
    {StepPart::Compute, &StepTime::compute, "training.step_compute_s", "compute"},
    {StepPart::Recompute, &StepTime::recompute, "training.step_recompute_s", "recompute"},
    {StepPart::TpComm, &StepTime::tpComm, "training.step_tp_comm_s", "TP"},
    {StepPart::PpBubble, &StepTime::ppBubble, "training.step_pp_bubble_s", "bubble"},
    {StepPart::PpComm, &StepTime::ppComm, "training.step_pp_comm_s", "PP"},
    {StepPart::DpComm, &StepTime::dpComm, "training.step_dp_comm_s", "DP"},
    {StepPart::Optimizer, &StepTime::optimizer, "training.step_optimizer_s", "optimizer"},
    {StepPart::EpComm, &StepTime::epComm, "training.step_ep_comm_s", "EP"},
    {StepPart::CpComm, &StepTime::cpComm, "training.step_cp_comm_s", "CP"},
}};
inline constexpr std::size_t kStepPartCount = kStepParts.size();

constexpr bool stepPartsInOrder()
{
    for (std::size_t i = 0; i < kStepPartCount; ++i)
        if (static_cast<std::size_t>(kStepParts[i].part) != i)
            return false;
    return true;
}
static_assert(stepPartsInOrder(), "kStepParts[i] must be StepPart i");

// A step's parts in seconds, by part (the search keeps one per configuration).
struct StepParts {
    std::array<double, kStepPartCount> seconds{};
    double& operator[](StepPart p) { return seconds[static_cast<std::size_t>(p)]; }
    double operator[](StepPart p) const { return seconds[static_cast<std::size_t>(p)]; }
};

inline StepParts stepPartsOf(const StepTime& t)
{
    StepParts p;
    for (const StepPartRow& row : kStepParts)
        p[row.part] = t.*row.member;
    return p;
}

// The step's total: its parts added in kStepParts order.
inline double stepTotal(const StepTime& t)
{
    double total = 0.0;
    for (const StepPartRow& row : kStepParts)
        total += t.*row.member;
    return total;
}

} // namespace fleet

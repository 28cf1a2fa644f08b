#include "training/StepResults.h"

#include "power/PowerModel.h"
#include "training/CalibrationText.h"

namespace fleet {

void addPowerRateResult(const ResolvedFleet& f, const StepSetup& setup, Results& out)
{
    const double rate = setup.hardware.computeRate;
    out.set("training.power_rate_fraction", rate, [&] {
        const Accelerator& a = *f.accelerator;
        if (setup.powerShare >= 1.0)
            return Why{"φ_rate = 1",
                       {{"P/TDP", "power left to each accelerator (power.capWatts, cooling.throttle_fraction)",
                         setup.powerShare, ""}},
                       "seed §2 TDP, thermal throttling (L1732)",
                       "No power cap below the TDP and a cooling that removes what the racks draw: the accelerators run "
                       "at their full rate."};
        if (setup.powerShare < kLowestMeasuredPowerShare)
            return Why{
                "φ_rate = x_min^k · (P / TDP) / x_min",
                {{"P/TDP",
                  Text::format("power left to each {} (power.capWatts × cooling.throttle_fraction)", a.name),
                  setup.powerShare, ""},
                 {"x_min", "lowest power share measured", kLowestMeasuredPowerShare, ""},
                 {"k", calibrationText(setup.powerCapExponentRow, "power-cap exponent", kFallbackPowerCapExponent),
                  setup.powerCapExponent, ""}},
                "seed §2 TDP, thermal throttling (L1732); docs/research/power-capped-throughput.md",
                "EXTRAPOLATED: no measurement below 35 % of the TDP, where the clocks reach their floor; the rate falls "
                "linearly to zero from the last measured point. A cooling or a cap that leaves so little power is a "
                "plan to change, not to run."};
        return Why{
            "φ_rate = (P / TDP)^k",
            {{"P/TDP",
              Text::format("power left to each {} (power.capWatts × cooling.throttle_fraction)", a.name),
              setup.powerShare, ""},
             {"k", calibrationText(setup.powerCapExponentRow, "power-cap exponent", kFallbackPowerCapExponent),
              setup.powerCapExponent, ""}},
            "seed §2 TDP, thermal throttling (L1732); docs/research/power-capped-throughput.md",
            "The compute-bound kernels (GEMMs, fused attention) slow to φ_rate of their rate; HBM-bound kernels and "
            "communication draw less than the TDP and keep theirs, so a step dominated by them (small models, "
            "low batch) barely slows. The uncapped draw of a GEMM is taken as the TDP (ASSUMPTION). The book's "
            "linear rule is k = 1 (500 of 700 W → 71.4 %, L1732, training.timeModel = book); measured caps give "
            "k 0.3-0.65 (MLPerf MaxQ vs MaxP, the Zeus traces), so the same cap keeps ~81 % on Hopper."};
    });
}

} // namespace fleet

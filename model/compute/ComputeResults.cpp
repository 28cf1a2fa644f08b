#include "compute/ComputeResults.h"

#include "compute/Roofline.h"

#include <fmt/format.h>

namespace fleet {

void addComputeResults(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const Accelerator& a = *f.accelerator;
    const Precision p = *f.inferencePrecision;
    const auto peak = a.peakFor(p);
    const auto src = [&] {
        return std::string("seed §2 Roofline model, Eq. 2.1 (L1571); H100 ridge 295.2 FLOP/byte (L1434)");
    };

    out.set("compute.hbm_bytes_per_s", a.hbmBandwidth.si(), [&] {
        return Why{"BW_HBM = accelerator HBM bandwidth",
                   {{"BW_HBM", Text::format("{} HBM bandwidth (catalog)", a.name), a.hbmBandwidth.si(), "B/s"}},
                   "seed §2 HBM, Table 2.5 (L1500)",
                   a.provenance.source};
    });
    if (!peak) {
        out.addIssue<IssueCode::InferenceNoDensePath>(Severity::Error, "inference.precision", a.name,
                                                      s.inference.precision);
        return;
    }
    out.set("compute.peak_flops_per_s", peak->si(), [&] {
        return Why{fmt::format("R_peak = dense {} peak of {}", toString(p), a.name),
                   {{"R_peak", Text::format("{} dense {} peak (catalog)", a.name, toString(p)), peak->si(), "FLOP/s"}},
                   "seed §2 Table 2.6 precision formats on H100 (L1800)",
                   a.provenance.source};
    });
    const FlopPerByte ridge = ridgePoint(*peak, a.hbmBandwidth);
    out.set("compute.ridge_flop_per_byte", ridge.si(), [&] {
        return Why{"I_ridge = R_peak / BW_HBM",
                   {{"R_peak", Text::format("dense {} peak", toString(p)), peak->si(), "FLOP/s"},
                    {"BW_HBM", "HBM bandwidth", a.hbmBandwidth.si(), "B/s"}},
                   src(),
                   "Kernels below the ridge are memory-bound; above it, compute-bound."};
    });

    if (const auto tpeak = trainingPeakFor(f)) {
        out.set("compute.training_peak_flops_per_s", tpeak->si(), [&] {
            return Why{fmt::format("R_peak,train = dense {} peak", s.training.precision),
                       {{"R_peak,train", Text::format("{} dense {} peak (catalog)", a.name, s.training.precision),
                         tpeak->si(), "FLOP/s"}},
                       "seed §2 Table 2.6 (L1800)",
                       a.provenance.source};
        });
        out.set("compute.training_ridge_flop_per_byte", ridgePoint(*tpeak, a.hbmBandwidth).si(), [&] {
            return Why{"I_ridge,train = R_peak,train / BW_HBM",
                       {{"R_peak,train", "training-precision peak", tpeak->si(), "FLOP/s"},
                        {"BW_HBM", "HBM bandwidth", a.hbmBandwidth.si(), "B/s"}},
                       src(),
                       ""};
        });
    }
}

} // namespace fleet

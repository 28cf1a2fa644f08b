#include "tco/TcoModel.h"

#include "hardware/Catalog.h"

#include <algorithm>
#include <cmath>

namespace fleet {

double hbmCostUsd(Bytes capacity, double usdPerGB) { return capacity.in(units::GB) * usdPerGB; }

double nodeHardwareUsd(double accelerators, double perNode, double nodePriceUsd)
{
    if (perNode <= 0.0)
        return 0.0;
    return std::ceil(accelerators / perNode) * nodePriceUsd;
}

double gpuHourEquivalence(FlopPerSecond newer, FlopPerSecond older)
{
    return older.si() > 0.0 ? newer.si() / older.si() : 0.0;
}

double equivalentHours(double hours, FlopPerSecond from, FlopPerSecond to)
{
    return to.si() > 0.0 ? hours * from.si() / to.si() : 0.0;
}

double usdPerEffectiveTflopHour(double usdPerHour, FlopPerSecond peak, double mfu)
{
    const double effectiveTflops = peak.in(units::TFLOP_per_s) * mfu;
    return effectiveTflops > 0.0 ? usdPerHour / effectiveTflops : 0.0;
}

std::vector<GenerationCost> crossGenerationCosts(const Catalog& c, double years, double utilization, double mfu)
{
    std::vector<GenerationCost> out;
    const double hours = years * kHoursPerYear * utilization;
    for (const Accelerator& a : c.accelerators) {
        if (!a.priceUsd || *a.priceUsd <= 0.0)
            continue;
        std::optional<Precision> best;
        double peak = 0.0;
        // On ties FP16 wins (the seed compares A100/V100 at FP16, L2428).
        for (Precision p : {Precision::FP8, Precision::FP16, Precision::BF16}) {
            const auto r = a.peakFor(p);
            if (r && r->si() > peak) {
                peak = r->si();
                best = p;
            }
        }
        if (!best)
            continue;
        GenerationCost g;
        g.id = a.id;
        g.name = a.name;
        g.year = a.year;
        g.precision = *best;
        g.peakFlopsPerS = peak;
        g.priceUsd = *a.priceUsd;
        g.usdPerHour = hours > 0.0 ? *a.priceUsd / hours : 0.0;
        g.usdPerEffectiveTflopHour = usdPerEffectiveTflopHour(g.usdPerHour, flopPerSecond(peak), mfu);
        out.push_back(std::move(g));
    }
    double slowest = 0.0;
    for (const GenerationCost& g : out)
        slowest = slowest == 0.0 ? g.peakFlopsPerS : std::min(slowest, g.peakFlopsPerS);
    for (GenerationCost& g : out)
        g.hourEquivalence = slowest > 0.0 ? g.peakFlopsPerS / slowest : 0.0;
    std::sort(out.begin(), out.end(), [](const GenerationCost& a, const GenerationCost& b) {
        if (a.usdPerEffectiveTflopHour != b.usdPerEffectiveTflopHour)
            return a.usdPerEffectiveTflopHour < b.usdPerEffectiveTflopHour;
        return a.id < b.id;
    });
    return out;
}

TcoBreakdown computeTco(const TcoInputs& in)
{
    TcoBreakdown b;
    const double u = std::clamp(in.utilization, 0.0, 1.0);
    b.hardwareUsd = in.computeHardwareUsd + in.fabricUsd;
    b.facilityUsd = in.facilityUsdPerWatt * in.itPeakW;
    b.installationUsd = in.installationFraction * b.hardwareUsd;
    b.capexUsd = b.hardwareUsd + b.facilityUsd + b.installationUsd;
    b.depreciationUsdPerYear = in.years > 0.0 ? b.capexUsd / in.years : 0.0;
    const double meanItW = u * in.busyItW + (1.0 - u) * in.idleItW;
    b.energyJPerYear = in.pue * meanItW * kHoursPerYear * 3600.0;
    b.electricityUsdPerYear = b.energyJPerYear / kUsdJoulesPerKWh * in.usdPerKWh;
    b.maintenanceUsdPerYear = in.maintenanceFraction * b.hardwareUsd;
    b.staffUsdPerYear = in.staffUsdPerYear;
    b.opexUsdPerYear = b.electricityUsdPerYear + b.maintenanceUsdPerYear + b.staffUsdPerYear;
    b.totalUsd = b.capexUsd + in.years * b.opexUsdPerYear;
    b.acceleratorHours = in.accelerators * in.years * kHoursPerYear * u;
    b.usdPerAcceleratorHour = b.acceleratorHours > 0.0 ? b.totalUsd / b.acceleratorHours : 0.0;
    b.cloudTotalUsd = in.cloudUsdPerAcceleratorHour * b.acceleratorHours;
    return b;
}

double ownedTotalUsd(const TcoInputs& in, double utilization)
{
    TcoInputs x = in;
    x.utilization = utilization;
    return computeTco(x).totalUsd;
}

double cloudTotalUsd(const TcoInputs& in, double utilization)
{
    TcoInputs x = in;
    x.utilization = utilization;
    return computeTco(x).cloudTotalUsd;
}

std::optional<double> breakevenUtilization(const TcoInputs& in)
{
    // Owned cost is affine in u and cloud cost linear: read A, B, C off u = 0 and u = 1 (exact for this model).
    const double a = ownedTotalUsd(in, 0.0);
    const double b = ownedTotalUsd(in, 1.0) - a;
    const double c = cloudTotalUsd(in, 1.0);
    if (c - b <= 0.0)
        return std::nullopt;
    return a / (c - b);
}

std::string_view toString(SensitivityInput i)
{
    switch (i) {
    case SensitivityInput::HardwarePrice: return "hardware price";
    case SensitivityInput::ElectricityPrice: return "electricity price";
    case SensitivityInput::Pue: return "PUE";
    case SensitivityInput::Utilization: return "utilization";
    case SensitivityInput::Years: return "service life";
    case SensitivityInput::FacilityUsdPerWatt: return "facility build cost";
    }
    return "";
}

namespace {

struct Knob {
    SensitivityInput input;
    const char* key;
    double TcoInputs::*field;
    double lo, hi; // allowed range of the input
};

double metricOf(const TcoInputs& in, SensitivityMetric m)
{
    const TcoBreakdown b = computeTco(in);
    return m == SensitivityMetric::TotalUsd ? b.totalUsd : b.usdPerAcceleratorHour;
}

} // namespace

std::vector<SensitivityBar> tcoSensitivity(const TcoInputs& base, double fraction, SensitivityMetric metric)
{
    constexpr double inf = 1e300;
    const Knob knobs[] = {
        {SensitivityInput::HardwarePrice, "catalog price (node, or accelerator + host)", &TcoInputs::computeHardwareUsd,
         0.0, inf},
        {SensitivityInput::ElectricityPrice, "facility.electricityUsdPerKWh", &TcoInputs::usdPerKWh, 0.0, inf},
        {SensitivityInput::Pue, "facility.pue", &TcoInputs::pue, 1.0, inf},
        {SensitivityInput::Utilization, "economics.utilization", &TcoInputs::utilization, 1e-6, 1.0},
        {SensitivityInput::Years, "economics.years", &TcoInputs::years, 1e-6, inf},
        {SensitivityInput::FacilityUsdPerWatt, "economics.facilityUsdPerWatt", &TcoInputs::facilityUsdPerWatt, 0.0, inf},
    };
    const double baseMetric = metricOf(base, metric);
    std::vector<SensitivityBar> out;
    for (const Knob& k : knobs) {
        SensitivityBar bar;
        bar.input = k.input;
        bar.key = k.key;
        bar.label = std::string(toString(k.input));
        bar.baseValue = base.*k.field;
        const double lo = bar.baseValue * (1.0 - fraction), hi = bar.baseValue * (1.0 + fraction);
        bar.lowValue = std::clamp(lo, k.lo, k.hi);
        bar.highValue = std::clamp(hi, k.lo, k.hi);
        bar.clamped = bar.lowValue != lo || bar.highValue != hi;
        TcoInputs x = base;
        x.*k.field = bar.lowValue;
        bar.lowMetric = metricOf(x, metric);
        x.*k.field = bar.highValue;
        bar.highMetric = metricOf(x, metric);
        bar.baseMetric = baseMetric;
        out.push_back(std::move(bar));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const SensitivityBar& a, const SensitivityBar& b) { return a.swing() > b.swing(); });
    return out;
}

} // namespace fleet

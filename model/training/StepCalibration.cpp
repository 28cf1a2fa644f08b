#include "training/StepCalibration.h"

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

double meanAbs(const StepObservation* rows, std::size_t n, StepConstant field, double eta, double* maxAbs = nullptr)
{
    double sum = 0, worst = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double e = std::fabs(stepRelativeError(rows[i], eta, field));
        sum += e;
        worst = std::max(worst, e);
    }
    if (maxAbs)
        *maxAbs = worst;
    return n > 0 ? sum / static_cast<double>(n) : 0.0;
}

} // namespace

double stepRelativeError(const StepObservation& o, double value, StepConstant field)
{
    StepHardware hw = o.hardware;
    hw.*field = value;
    return predictStep(o.shape, o.layout, hw).total / o.measuredSeconds - 1.0;
}

GemmEfficiencyFit fitStepConstant(const StepObservation* rows, std::size_t n, StepConstant field, double lo, double hi)
{
    const double phi = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = lo, b = hi;
    double c = b - phi * (b - a), d = a + phi * (b - a);
    double fc = meanAbs(rows, n, field, c), fd = meanAbs(rows, n, field, d);
    while (b - a > 1e-6) {
        if (fc < fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = meanAbs(rows, n, field, c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = meanAbs(rows, n, field, d);
        }
    }
    GemmEfficiencyFit fit;
    fit.efficiency = 0.5 * (a + b);
    fit.meanAbsError = meanAbs(rows, n, field, fit.efficiency, &fit.maxAbsError);
    return fit;
}

} // namespace fleet

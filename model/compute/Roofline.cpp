#include "compute/Roofline.h"

#include <algorithm>
#include <optional>

namespace fleet {

FlopPerByte ridgePoint(FlopPerSecond peak, BytesPerSecond bandwidth) { return peak / bandwidth; }

FlopPerSecond attainable(FlopPerSecond peak, BytesPerSecond bandwidth, FlopPerByte intensity)
{
    return std::min(peak, bandwidth * intensity);
}

FlopPerByte decodeIntensity(double batch, Precision weights)
{
    return FlopPerByte::fromSi(2.0 * batch / bytesPerValue(weights));
}

FlopPerByte weightReuseIntensity(double tokens, Precision weights)
{
    return FlopPerByte::fromSi(2.0 * tokens / bytesPerValue(weights));
}

std::vector<Roof> buildRoofs(const Accelerator& a, double iMin, double iMax)
{
    std::vector<Roof> roofs;
    const auto roofAt = [&](std::optional<FlopPerSecond> peak, Precision p, bool fp4) {
        if (!peak || !(peak->si() > 0.0) || a.hbmBandwidth.si() <= 0.0)
            return;
        Roof r;
        r.precision = p;
        r.fp4 = fp4;
        const double ridge = ridgePoint(*peak, a.hbmBandwidth).si();
        r.ridge = {ridge, peak->si()};
        const double lo = std::min(iMin, ridge);
        const double hi = std::max(iMax, ridge);
        r.points.push_back({lo, a.hbmBandwidth.si() * lo});
        r.points.push_back(r.ridge);
        r.points.push_back({hi, peak->si()});
        roofs.push_back(std::move(r));
    };
    for (Precision p : kAllPrecisions)
        roofAt(a.peakFor(p), p, false);
    if (a.hasFp4())
        roofAt(a.fp4Peak, Precision::FP8, true);
    return roofs;
}

} // namespace fleet

#include "compute/Roofline.h"

#include <algorithm>

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
    for (Precision p : kAllPrecisions) {
        const auto peak = a.peakFor(p);
        if (!peak || a.hbmBandwidth.si() <= 0.0)
            continue;
        Roof r;
        r.precision = p;
        const double ridge = ridgePoint(*peak, a.hbmBandwidth).si();
        r.ridge = {ridge, peak->si()};
        const double lo = std::min(iMin, ridge);
        const double hi = std::max(iMax, ridge);
        r.points.push_back({lo, a.hbmBandwidth.si() * lo});
        r.points.push_back(r.ridge);
        r.points.push_back({hi, peak->si()});
        roofs.push_back(std::move(r));
    }
    return roofs;
}

} // namespace fleet

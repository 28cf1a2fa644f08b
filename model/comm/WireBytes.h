#pragma once
// Bytes one accelerator sends on each tier (issue 29 part 6: the fabric's traffic): over the scale-up link, and through
// its NIC onto the scale-out fabric. The training step counts them where it prices each collective (a ring all-reduce
// sends 2(n − 1)/n of its message, an all-gather or reduce-scatter (n − 1)/n, an all-to-all the copies it ships); the
// serving kernel per token it processes; evaluate/FabricTraffic adds them up against the fabric.
#include "plan/Placement.h"

#include <algorithm>

namespace fleet {

struct WireBytes {
    double up = 0;
    double out = 0;
    WireBytes& operator+=(const WireBytes& o)
    {
        up += o.up;
        out += o.out;
        return *this;
    }
    double total() const { return up + out; }
};
inline WireBytes operator*(double k, const WireBytes& w) { return {k * w.up, k * w.out}; }
inline WireBytes operator+(WireBytes a, const WireBytes& b) { return a += b; }

// The bytes each of n ranks sends in a ring all-gather or reduce-scatter of an m-byte message, and in a ring all-reduce.
inline double gatherOrScatterBytes(double m, double n) { return n <= 1 ? 0.0 : (n - 1.0) / n * m; }
inline double ringAllReduceBytes(double m, double n) { return 2.0 * gatherOrScatterBytes(m, n); }

// A ring's bytes on each tier: of its n hops, the D that join one scale-up domain to the next cross the NICs (the time
// is the slowest hop's; the traffic is every hop's). The training step's rings and the serving kernel's use it.
inline WireBytes ringTraffic(double bytes, const GroupSpan& span)
{
    if (!span.leavesDomain())
        return {bytes, 0.0};
    const double out = bytes * std::min(1.0, span.domains / span.ranks);
    return {bytes - out, out};
}

} // namespace fleet

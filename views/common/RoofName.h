#pragma once
// The name the roofline and its table give a roof, or the format a workload runs in: "FP8", "BF16", …, and "FP4" for
// the block-scaled FP4 roof (fleet::Roof::fp4, not a Precision).
#include "units/Precision.h"

#include <QString>

namespace fleet::views {

inline QString roofName(fleet::Precision p, bool fp4)
{
    return fp4 ? QStringLiteral("FP4") : QString::fromLatin1(fleet::toString(p).data()).toUpper();
}

} // namespace fleet::views

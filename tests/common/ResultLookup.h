#pragma once
// Reading model results in tests: a missing key is NaN (which fails every FLEET_COMPARE_REL) and a warning.
#include "results/Results.h"

#include <QtGlobal>

#include <cmath>

namespace fleet::test {

inline double valueOf(const fleet::Results& r, const char* key)
{
    const auto v = r.value(key);
    if (!v)
        qWarning("missing result %s", key);
    return v.value_or(std::nan(""));
}

inline const fleet::Issue* issueOn(const fleet::Results& r, const char* key)
{
    for (const fleet::Issue& i : r.issues())
        if (i.key == key)
            return &i;
    return nullptr;
}

} // namespace fleet::test

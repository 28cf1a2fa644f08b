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

// Whether `r` carries an issue of `code` at `severity` on `key`.
inline bool hasIssue(const fleet::Results& r, fleet::IssueCode code, fleet::Severity severity, const char* key)
{
    for (const fleet::Issue& i : r.issues())
        if (i.code == code && i.severity == severity && i.key == key)
            return true;
    return false;
}

} // namespace fleet::test

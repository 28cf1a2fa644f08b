#pragma once
// A plan's serving set-up in tests: the set-up the evaluator would build, or a fatal error when it builds none.
#include "TestCatalog.h"
#include "serving/ServingSetup.h"

#include <QtGlobal>

namespace fleet::test {

inline fleet::ServingSetup setupOf(const fleet::Scenario& s, const fleet::Catalog& c = *builtinCatalog())
{
    const auto st = fleet::servingSetup(s, c);
    if (!st)
        qFatal("no serving set-up");
    return *st;
}

} // namespace fleet::test

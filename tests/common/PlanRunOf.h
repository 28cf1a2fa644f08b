#pragma once
// A scenario's typed plan run (setup and step) with the built-in catalog, for tests that read the kernel's parts or
// refit its constants (tst_step_model, tst_hopper_training).
#include "TestCatalog.h"

#include "evaluate/PlanRun.h"
#include "scenario/ResolvedFleet.h"

#include <QtGlobal>

#include <vector>

namespace fleet::test {

inline PlanRun planRunOf(const Scenario& s)
{
    const Catalog& c = *builtinCatalog();
    std::vector<Issue> issues;
    const ResolvedFleet f = resolveFleet(s, c, issues);
    if (!f.complete())
        qFatal("fleet does not resolve");
    return planRun(s, f, c);
}

} // namespace fleet::test

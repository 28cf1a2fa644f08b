#pragma once
// A built-in preset as a scenario (fails the test if it cannot load).
#include "TestCatalog.h"
#include "presets/Presets.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioSchema.h"

#include <QTest>

#include <string>
#include <vector>

namespace fleet::test {

inline fleet::Scenario presetScenario(const QString& name)
{
    const auto r = fleet::app::Presets::load(name);
    if (!r.scenario)
        qFatal("%s", qPrintable(r.error));
    return *r.scenario;
}

// The preset with `sets` ("key=value", as `--set` takes them) applied in order (fails the test on a bad one).
inline fleet::Scenario presetWith(const QString& name, const std::vector<std::string>& sets)
{
    fleet::Scenario s = presetScenario(name);
    for (const std::string& a : sets)
        if (auto err = fleet::ScenarioSchema::instance().applyAssignment(s, a, builtinCatalog().get()))
            qFatal("%s", err->c_str());
    return s;
}

} // namespace fleet::test

#pragma once
// A built-in preset as a scenario (fails the test if it cannot load).
#include "presets/Presets.h"
#include "scenario/Scenario.h"

#include <QTest>

namespace fleet::test {

inline fleet::Scenario presetScenario(const QString& name)
{
    const auto r = fleet::app::Presets::load(name);
    if (!r.scenario)
        qFatal("%s", qPrintable(r.error));
    return *r.scenario;
}

} // namespace fleet::test

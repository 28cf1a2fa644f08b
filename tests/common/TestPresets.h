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

// GPT-OSS 120B served as the plan's model on the Mixtral serving preset's fleet (8 × H100), EP 1; `sets` after.
inline fleet::Scenario gptOssServing(const std::vector<std::string>& sets)
{
    std::vector<std::string> all{"model.id=gpt-oss-120b", "serving.ep=1", "serving.model=same"};
    all.insert(all.end(), sets.begin(), sets.end());
    return presetWith(QStringLiteral("mixtral-8x7b-serving"), all);
}

} // namespace fleet::test

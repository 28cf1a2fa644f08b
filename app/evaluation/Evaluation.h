#pragma once
// One immutable evaluation of a plan (issue #12): the scenario, the catalog it was evaluated with, the typed
// results and their issues, the series every view draws, and the generation of the request. The evaluator
// builds it off the GUI thread and publishes it as a shared pointer to const; every view, the compare tab,
// the report and the CLI read it, and none reruns a model.
#include "catalog/CatalogProvider.h"
#include "evaluation/ViewSeries.h"
#include "results/Results.h"
#include "scenario/Scenario.h"

#include <QtGlobal>

#include <memory>

namespace fleet::app {

using ResultsPtr = std::shared_ptr<const fleet::Results>;

class Evaluation {
public:
    // Evaluates `s` with `catalog` (derivations included) and computes every view's series (unless
    // options.viewSeries is false). Call it off the GUI thread; a model exception (e.g. out of memory on an absurd
    // plan) becomes an Error issue.
    static std::shared_ptr<const Evaluation> compute(const fleet::Scenario& s, CatalogPtr catalog,
                                                     quint64 generation = 0, const ViewOptions& options = {});

    const fleet::Scenario& scenario() const { return m_scenario; }
    const CatalogPtr& catalog() const { return m_catalog; }
    const std::string& catalogId() const { return m_catalog->id; }
    const ResultsPtr& results() const { return m_results; }
    const std::vector<fleet::Issue>& issues() const { return m_results->issues(); }
    quint64 generation() const { return m_generation; }
    const ViewOptions& options() const { return m_options; }
    const ViewSeries& series() const { return m_series; }

private:
    Evaluation() = default;

    fleet::Scenario m_scenario;
    CatalogPtr m_catalog;
    ResultsPtr m_results;
    quint64 m_generation = 0;
    ViewOptions m_options;
    ViewSeries m_series;
};

using EvaluationPtr = std::shared_ptr<const Evaluation>;

} // namespace fleet::app

#include "evaluation/Evaluation.h"

#include "evaluate/Evaluate.h"

#include <exception>

namespace fleet::app {

EvaluationPtr Evaluation::compute(const fleet::Scenario& s, CatalogPtr catalog, quint64 generation,
                                  const ViewOptions& options)
{
    std::shared_ptr<Evaluation> e(new Evaluation);
    e->m_scenario = s;
    e->m_catalog = std::move(catalog);
    e->m_generation = generation;
    e->m_options = options;
    try {
        auto results = std::make_shared<fleet::Results>(fleet::evaluate(s, *e->m_catalog));
        if (options.viewSeries)
            e->m_series = computeViewSeries(s, *e->m_catalog, *results, options);
        e->m_results = std::move(results);
    } catch (const std::exception& ex) { // report, never crash
        auto r = std::make_shared<fleet::Results>();
        r->addIssue<fleet::IssueCode::EvaluationFailed>(fleet::Severity::Error, "", std::string(ex.what()));
        e->m_results = std::move(r);
        e->m_series = ViewSeries();
    }
    return e;
}

} // namespace fleet::app

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
        // Results::structs() points into the catalog (the resolved fleet's rows): whoever keeps the results, a table
        // or the report after this evaluation is gone, keeps the catalog too.
        const ResultsPtr results(new fleet::Results(fleet::evaluate(s, *e->m_catalog)),
                                 [keep = e->m_catalog](const fleet::Results* r) {
                                     delete r;
                                 });
        if (options.viewSeries)
            e->m_series = computeViewSeries(s, *e->m_catalog, *results, options);
        e->m_results = results;
    } catch (const std::exception& ex) { // report, never crash
        auto r = std::make_shared<fleet::Results>();
        r->addIssue<fleet::IssueCode::EvaluationFailed>(fleet::Severity::Error, "", std::string(ex.what()));
        e->m_results = std::move(r);
        e->m_series = ViewSeries();
    }
    return e;
}

} // namespace fleet::app

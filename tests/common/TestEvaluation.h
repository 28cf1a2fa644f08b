#pragma once
// Gives a view what the main window would: the Evaluation of `s` with the options the view asks for (an overlay,
// a budget), computed synchronously (the evaluator would compute it off the GUI thread).
#include "TestCatalog.h"
#include "common/ScenarioView.h"
#include "evaluation/Evaluation.h"

namespace fleet::test {

inline fleet::app::EvaluationPtr evaluation(const fleet::Scenario& s, const fleet::app::ViewOptions& options = {},
                                            fleet::app::CatalogPtr catalog = builtinCatalog())
{
    return fleet::app::Evaluation::compute(s, std::move(catalog), 0, options);
}

// Evaluates `s` with the options `view` writes and shows it there.
inline void show(fleet::views::ScenarioView& view, const fleet::Scenario& s,
                 fleet::app::CatalogPtr catalog = builtinCatalog())
{
    fleet::app::ViewOptions options;
    view.writeOptions(options);
    view.setEvaluation(evaluation(s, options, std::move(catalog)));
}

} // namespace fleet::test

#include "evaluation/SearchRunner.h"

namespace fleet::app {

void SearchRunner::start(const fleet::SearchSpec& spec)
{
    // The catalog is shared and immutable; the worker keeps it alive.
    launch([spec, catalog = m_catalog](const Progress& progress, const std::atomic<bool>* cancel) {
        auto out = std::make_shared<SearchOutcome>();
        out->spec = spec;
        out->result = fleet::runDesignSearch(spec, *catalog, progress, cancel);
        if (!out->result.cancelled && out->result.error.empty())
            out->near = fleet::nearOptimal(spec, out->result, kFastestShown);
        return Outcome{std::shared_ptr<const SearchOutcome>(out), out->result.cancelled};
    });
}

void SearchRunner::deliver(std::shared_ptr<const void> value)
{
    emit finished(std::static_pointer_cast<const SearchOutcome>(value));
}

} // namespace fleet::app

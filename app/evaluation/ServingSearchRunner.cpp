#include "evaluation/ServingSearchRunner.h"

namespace fleet::app {

std::vector<ServingRejection> servingRejections(const fleet::ServingSearchResult& r)
{
    std::vector<ServingRejection> out;
    for (fleet::ServingStatus st : {fleet::ServingStatus::NoPrecision, fleet::ServingStatus::DoesNotFit,
                                    fleet::ServingStatus::BatchTooLarge, fleet::ServingStatus::TpotUnmet,
                                    fleet::ServingStatus::TtftUnmet, fleet::ServingStatus::NoReplica,
                                    fleet::ServingStatus::NoPrice}) {
        ServingRejection g;
        for (const fleet::ServingCandidate& x : r.candidates)
            if (x.status == st && g.count++ == 0)
                g.example = QString::fromStdString(x.message);
        if (g.count == 0)
            continue;
        g.status = st;
        g.description = QString::fromLatin1(fleet::describe(st));
        out.push_back(std::move(g));
    }
    return out;
}

void ServingSearchRunner::start(const fleet::Scenario& base, const fleet::ServingSearchSpec& spec)
{
    // The catalog is shared and immutable; the worker keeps it alive.
    launch([base, spec, catalog = m_catalog](const Progress& progress, const std::atomic<bool>* cancel) {
        auto out = std::make_shared<ServingSearchOutcome>();
        out->base = base;
        out->spec = spec;
        out->result = fleet::runServingSearch(base, *catalog, spec, progress, cancel);
        out->rejections = servingRejections(out->result);
        return Outcome{std::shared_ptr<const ServingSearchOutcome>(out), out->result.cancelled};
    });
}

void ServingSearchRunner::deliver(std::shared_ptr<const void> value)
{
    emit finished(std::static_pointer_cast<const ServingSearchOutcome>(value));
}

} // namespace fleet::app

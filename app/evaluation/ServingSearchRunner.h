#pragma once
// The serving search (model/serving/ServingSearch: accelerator × weight precision × TP × batch) on a
// BackgroundRunner, for the Search tab's Serving configurations page (issue 31, point 3): progress,
// cancellation, a newer start() supersedes. The outcome carries the rejected candidates grouped by reason, in
// words, so the view only shows them.
#include "catalog/CatalogProvider.h"
#include "evaluation/BackgroundRunner.h"
#include "serving/ServingSearch.h"

#include <QString>

#include <vector>

namespace fleet::app {

// Rejected candidates of one reason: how many, the reason in words and the first one's message.
struct ServingRejection {
    fleet::ServingStatus status = fleet::ServingStatus::Ok;
    QString description; // in English: "weights and one sequence do not fit the TP group" (the CLI's words)
    QString example;     // the first rejected candidate's message
    int count = 0;
};

struct ServingSearchOutcome {
    fleet::Scenario base; // the plan searched
    fleet::ServingSearchSpec spec;
    fleet::ServingSearchResult result;
    std::vector<ServingRejection> rejections; // in the order of ServingStatus, reasons with none left out
};
using ServingSearchPtr = std::shared_ptr<const ServingSearchOutcome>;

// The rejected candidates of `r` grouped by reason (also what the CLI prints).
std::vector<ServingRejection> servingRejections(const fleet::ServingSearchResult& r);

class ServingSearchRunner : public BackgroundRunner {
    Q_OBJECT
public:
    explicit ServingSearchRunner(CatalogPtr catalog, QObject* parent = nullptr)
        : BackgroundRunner(parent), m_catalog(std::move(catalog))
    {
    }
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }
    void start(const fleet::Scenario& base, const fleet::ServingSearchSpec& spec);

signals:
    void finished(fleet::app::ServingSearchPtr outcome);

protected:
    void deliver(std::shared_ptr<const void> value) override;

private:
    CatalogPtr m_catalog;
};

} // namespace fleet::app

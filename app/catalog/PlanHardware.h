#pragma once
// The hardware a plan carries (issue 13): the user catalog rows it uses are embedded when it is saved
// (CatalogReference::rows), and compared with the catalog it is opened with. A row the local catalog lacks is
// used from the plan (and may be added to the user catalog); a row with the same id but other values is shown
// side by side and the user decides — nothing is replaced silently.
#include "CatalogTables.h"
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace fleet::app {

struct CarriedRow {
    fleet::catalog::CatalogRow plan;
    std::optional<fleet::catalog::CatalogRow> local; // the local row of the same table and id
    QStringList differences;                         // columns whose values differ (empty: the same row)
    bool isNew() const { return !local.has_value(); }
    bool isDifferent() const { return local && !differences.isEmpty(); }
};

struct CarriedHardware {
    QList<CarriedRow> rows;
    qsizetype newCount() const;
    qsizetype differentCount() const;
    // The plan's rows that are new or different (what "use the plan's rows" lays over the catalog).
    QList<fleet::catalog::CatalogRow> planRowsToUse() const;
    // "accelerators my-chip (new); nodes my-node (differs: tdp_w, hbm_gb)", one line per row that is not the same.
    QStringList describe() const;
};

// Compares the plan's rows with `local` (the catalog's rows: built-in merged with the user's).
CarriedHardware compareCarriedRows(const QList<fleet::catalog::CatalogRow>& planRows,
                                   const QList<fleet::catalog::CatalogRow>& local);

// The rows to embed when the plan is saved: the user rows (of the user catalog or laid over it from a plan) among
// those the plan's numbers come from (rowsUsedBy). `candidates` are the raw user rows.
QList<fleet::catalog::CatalogRow> rowsToEmbed(const fleet::Scenario& s, const fleet::Catalog& c,
                                              const QList<fleet::catalog::CatalogRow>& candidates);

} // namespace fleet::app

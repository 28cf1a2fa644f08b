#pragma once
// The .fleetplan format: JSON with `formatVersion`, the scenario's inputs by section (the contract keys),
// a reference to the catalog it was made with and (format 3) the user catalog rows it uses, so that the plan
// carries its own hardware to another machine. Never results. Keys are written in a fixed (sorted) order so that
// save → open → save is byte-identical; saves are atomic (OutputFile).
#include "CatalogTables.h"
#include "io/OutputFile.h"
#include "scenario/Scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::app {

// A row of a plan's `catalogRows` that breaks the catalog's rules: where it is and why.
struct RejectedCatalogRow {
    QString table;
    qsizetype position = 0; // 1-based, in its table's list
    QString id;             // "" when it has none
    fleet::catalog::RowProblem problem;
    // "catalogRows.accelerators row 2 (id 'x'), column hbm_gb: -1 is out of range; …" — as the CSV import says
    // "line 3, column hbm_gb: …"
    QString describe() const;
};

struct CatalogReference {
    QString id = QStringLiteral("builtin");
    QString contentHash; // empty: any
    // The rows of the user's catalog the plan uses (section `catalogRows`, by table, in the schema's units), each
    // checked by CatalogRowValidator when read; a bad row is left out with a warning.
    QList<fleet::catalog::CatalogRow> rows;
    // The rows left out because they break the catalog's rules (each also among the warnings): `catalog import
    // PLAN` refuses the plan's rows when there is one, as the CSV import refuses a file.
    QList<RejectedCatalogRow> rejectedRows;
};

struct ScenarioReadResult {
    std::optional<fleet::Scenario> scenario;
    CatalogReference catalog;
    QString error;        // set when scenario is empty; names what is wrong (and where)
    QStringList warnings; // e.g. migrated from an older format
};

class ScenarioFile {
public:
    static constexpr int kFormatVersion = 4; // 3: catalogRows, power.nodePowerFrom (issue 13); 4: model.* (issue 27)
    static constexpr int kMaxTextChars = 1000; // the plan's name and every text value (ids, choices)

    static QByteArray serialize(const fleet::Scenario& s, const CatalogReference& catalog);
    static ScenarioReadResult parse(const QByteArray& json);

    static ScenarioReadResult load(const QString& path);
    // Atomic (OutputFile): the old file stays intact if anything fails. Returns an error message or {}.
    static QString save(const QString& path, const fleet::Scenario& s, const CatalogReference& catalog,
                        const WriteOptions& options = {});
};

} // namespace fleet::app

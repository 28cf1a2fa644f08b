#pragma once
// The content of a planning report, independent of its output format: title page, executive summary,
// bill of materials, one section per domain (results with units), assumptions (every input key, default or
// user-set), provenance of every catalog row the plan uses, and the derivations of every result.
// Built once from (scenario, results, catalog); the HTML, Markdown, CSV, JSON and PDF writers only lay it out.
#include "hardware/Catalog.h"
#include "models/Summary.h"
#include "results/Results.h"
#include "scenario/Scenario.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace fleet::app::report {

// One result as the report shows it: SI value for machines, formatted value + display unit for people.
struct ResultRow {
    QString key;
    QString label;
    double si = 0.0;
    QString siUnit;      // "" dimensionless, "bool" yes/no
    QString value;       // localized, readable unit prefix
    QString unit;        // display unit of `value`
};

// A chapter of the report for one domain: its results (every key with one of `prefixes`, model order).
struct DomainSection {
    QString id;          // "compute", "comm", … (stable: anchors, file names, tests)
    QString title;       // translated
    QString description; // one translated sentence: what the section answers
    QStringList prefixes;
    QList<ResultRow> rows;
};

struct BomRow {
    QString item;     // translated: "Accelerators"
    double quantity = 0.0;
    QString model;    // catalog name (and id) of the part, or a note
    QString key;      // result or input key the quantity comes from
};

struct AssumptionRow {
    QString key;          // contract input key, e.g. "training.mfu"
    QString description;  // the schema's description (English, as in `fleetplanner-cli keys`)
    QString value;        // `--set` syntax, round-trippable
    QString unit;         // SI unit or ""
    QString defaultValue; // value in the built-in default scenario
    bool userSet = false; // value differs from the built-in default
};

struct ProvenanceRow {
    QString kind;       // catalog kind: accelerators, nodes, links, …
    QString id;
    QString name;
    QString role;       // translated: how the plan uses the row ("accelerator", "scale-out link", …)
    QString source;
    QString sourceKind; // spec | measured | estimate | textbook
    QString asOf;
    QString notes;
    bool userOverride = false;
};

struct DerivationEntry {
    QString label;
    fleet::Derivation derivation;
};

struct ReportContent {
    QString scenarioName;
    QDateTime generated;
    QString appVersion;
    QString catalogId;
    QString catalogVersion;
    QString catalogHash;

    Summary summary;
    QList<BomRow> bom;
    QList<DomainSection> sections;
    QList<AssumptionRow> assumptions;
    QList<ProvenanceRow> provenance;
    QList<DerivationEntry> derivations; // model order
    QList<fleet::Issue> issues;
    fleet::Results results;
    fleet::Scenario scenario;

    int resultCount() const { return static_cast<int>(results.size()); }
};

// `appVersion` defaults to QCoreApplication::applicationVersion(); `generated` to now (UTC).
ReportContent buildReport(const fleet::Scenario& scenario, const fleet::Results& results, const fleet::Catalog& catalog,
                          const QDateTime& generated = QDateTime::currentDateTimeUtc(), const QString& appVersion = {});

// Every catalog row the plan's results or charts use, with how it is used (see ReportContent::provenance).
QList<ProvenanceRow> referencedCatalogRows(const fleet::Scenario& scenario, const fleet::Catalog& catalog);


} // namespace fleet::app::report

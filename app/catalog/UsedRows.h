#pragma once
// The catalog rows a plan's numbers come from: its accelerator, the resolved node (a catalog one), the links,
// cooling and region, the switch and optics the fabric model prices with, the step-time model's calibration
// constants and the accelerator's serving calibration. The report lists their provenance; a saved plan embeds
// those that are user rows; the catalog window warns before one of them is deleted.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QList>
#include <QString>

namespace fleet::app {

struct UsedRow {
    fleet::CatalogKind kind;
    std::string id;
    std::string name;
    fleet::Provenance provenance;
    QString role; // translated: "accelerator", "scale-out link", … (several joined by ", ")
};

// Each row once, in the order above.
QList<UsedRow> rowsUsedBy(const fleet::Scenario& s, const fleet::Catalog& c);

// Appends `row`, or, when a row of the same kind and id is listed, adds its role to that row's (once).
void addUsedRow(QList<UsedRow>& rows, UsedRow row);

} // namespace fleet::app

#pragma once
// Which of a plan's inputs use a catalog row: every scenario key that names a catalog id of the row's kind
// (ScenarioSchema's catalog fields), and fleet.node when it is "auto" and resolves to that node.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QString>
#include <QStringList>

namespace fleet::views {

// "Accelerator (fleet.accelerator)", one entry per key; empty when the plan does not use the row.
QStringList fieldsUsing(const fleet::Scenario& s, const fleet::Catalog& c, fleet::CatalogKind kind, const QString& id);

} // namespace fleet::views

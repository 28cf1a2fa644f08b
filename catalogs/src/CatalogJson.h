#pragma once
// Catalog rows as JSON objects in the schema's own units and column names (for `catalog show`,
// `catalog list` and report provenance tables).
#include "hardware/Catalog.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace fleet::catalog {

struct FoundRow {
    fleet::CatalogKind kind;
    QJsonObject row;
};

std::optional<FoundRow> findRow(const fleet::Catalog& c, const QString& id);
QList<QJsonObject> rowsOf(const fleet::Catalog& c, fleet::CatalogKind kind);
// One-line summary of a row for `catalog list` (the key figures of its kind).
QString summaryLine(fleet::CatalogKind kind, const QJsonObject& row);

} // namespace fleet::catalog

#pragma once
// Reads the rows of one catalog database into a Catalog value (SI units), feeding a canonical text
// of every row to `hash` so that equal contents give equal hashes.
#include "hardware/Catalog.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QString>

namespace fleet::catalog {

QString readAll(QSqlDatabase db, fleet::Catalog& out, QCryptographicHash& hash, bool userRows);
// User rows replace built-in rows with the same id; new ids are appended.
void mergeOverrides(fleet::Catalog& base, fleet::Catalog&& user);

} // namespace fleet::catalog

#pragma once
#include <QString>
#include <QStringList>

namespace fleet::catalog {

// Splits an SQL script into statements at top-level ';', honouring '…' strings and -- comments.
QStringList splitSqlStatements(const QString& script);

} // namespace fleet::catalog

#pragma once
// Runs SQL statements on a SQLite file through a connection of its own (for tests that build user catalogs).
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace fleet::test {

// False at the first statement that fails; *error then names it and why.
inline bool execSql(const QString& path, const QStringList& statements, QString* error = nullptr)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("test-sql-writer"));
        db.setDatabaseName(path);
        ok = db.open();
        if (!ok && error)
            *error = db.lastError().text();
        QSqlQuery q(db);
        for (const QString& s : statements) {
            if (ok && !q.exec(s)) {
                ok = false;
                if (error)
                    *error = q.lastError().text() + QStringLiteral(" in ") + s.left(200);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test-sql-writer"));
    return ok;
}

} // namespace fleet::test

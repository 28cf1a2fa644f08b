#pragma once
// The SQLite plumbing the catalog code shares: scoped connections, the compiled-in schema and seed scripts and
// the forward migration. Internal to fleetcatalog (the repository, the raw-row reader, the user-catalog writer).
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace fleet::catalog {

// A uniquely named connection, removed when the guard dies (the connection is never kept as a member).
class ConnectionGuard {
public:
    // readOnly: SQLite opens the file without write access, so reading can never modify the user's file; a WAL
    // database in a folder that cannot be written (a read-only mount) is opened immutable, as nothing can change it.
    // A database locked by another program is waited for briefly, then reported.
    explicit ConnectionGuard(const QString& path, bool readOnly = false);
    ~ConnectionGuard();
    ConnectionGuard(const ConnectionGuard&) = delete;
    ConnectionGuard& operator=(const ConnectionGuard&) = delete;
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool ok() const { return m_ok; }
    QString error() const { return m_error; }

private:
    QString m_name;
    bool m_ok = false;
    QString m_error;
};

// Whether a read-only connection opens `path` immutable: a database in WAL mode (its header says so) without its
// -shm index, in a folder that cannot be written (a read-only mount).
bool readsAsImmutable(const QString& path);
// Such a database with a write-ahead log holding data cannot be read as it was last written: why, or {} when it can.
QString unreadableWriteAheadLog(const QString& path);

int latestSchemaVersion();
// Runs every statement of a compiled-in script (":/catalog/…"); returns an error or {}.
QString runScript(QSqlDatabase db, const QString& resource);
// Runs the seed scripts of the built-in catalog.
QString runSeed(QSqlDatabase db);
// -1 when the version cannot be read; *error then says why (locked, not a database, ...).
int userVersion(QSqlDatabase db, QString* error = nullptr);
QString newerSchemaError(int have);
// Applies the schema files after the database's user_version, in one transaction.
QString migrate(QSqlDatabase db);

} // namespace fleet::catalog

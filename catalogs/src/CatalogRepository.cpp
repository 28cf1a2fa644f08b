#include "CatalogRepository.h"

#include "CatalogDatabase.h"
#include "CatalogReader.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace fleet::catalog {

int CatalogRepository::latestSchemaVersion() { return catalog::latestSchemaVersion(); }

QString CatalogRepository::defaultUserCatalogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/user-catalog.sqlite");
}

LoadResult CatalogRepository::loadBuiltin()
{
    LoadResult result;
    ConnectionGuard conn(QStringLiteral(":memory:"));
    if (!conn.ok()) {
        result.error = QStringLiteral("cannot open the built-in catalog: %1").arg(conn.error());
        return result;
    }
    QSqlDatabase db = conn.db();
    if (QString err = migrate(db); !err.isEmpty()) {
        result.error = QStringLiteral("built-in catalog schema: %1").arg(err);
        return result;
    }
    if (QString err = runSeed(db); !err.isEmpty()) {
        result.error = QStringLiteral("built-in catalog seed %1").arg(err);
        return result;
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    fleet::Catalog c;
    ReadReport report{QStringLiteral("built-in catalog"), {}, 0};
    if (QString err = readAll(db, c, hash, false, report); !err.isEmpty()) {
        result.error = QStringLiteral("built-in catalog: %1").arg(err);
        return result;
    }
    result.skippedRows = report.summary(); // none: tst_catalog checks every built-in row against the rules
    c.id = "builtin";
    c.version = std::to_string(latestSchemaVersion());
    c.contentHash = hash.result().toHex().toStdString();
    c.buildIndex();
    result.catalog = std::move(c);
    return result;
}

QString CatalogRepository::ensureUserCatalog(const QString& path)
{
    const QFileInfo info(path);
    // Only a regular file: SQLite would block on a FIFO forever, and a device (/dev/null) would get a journal
    // file created beside it. QFileInfo follows symbolic links, so a link to a database is fine.
    if (info.exists() && !info.isFile())
        return QStringLiteral("%1 is not a regular file (a folder, pipe or device); a user catalog is a SQLite "
                              "database file")
            .arg(path);
    if (!QDir().mkpath(info.absolutePath()))
        return QStringLiteral("cannot create folder %1").arg(info.absolutePath());
    if (info.exists()) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        const QByteArray header = f.read(16);
        if (!header.isEmpty() && !header.startsWith("SQLite format 3"))
            return QStringLiteral("%1 is not a SQLite database; it was left untouched").arg(path);
    }
    // An interrupted write (kill -9, a full disk) leaves a hot journal: SQLite rolls it back on the next read-write
    // open and cannot on a read-only one ("attempt to write a readonly database"), though the data is intact.
    // Roll it back once here, so the catalog is read as it was before that write (issue 31, robustness 2).
    if (const QFileInfo journal(path + QStringLiteral("-journal")); info.exists() && journal.exists() && journal.size() > 0) {
        if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable())
            return QStringLiteral("%1 has an unfinished write (%1-journal) that can be rolled back only where the "
                                  "file and its folder can be written; the data is intact: open it once with write "
                                  "access (or run: sqlite3 %1 'PRAGMA quick_check')")
                .arg(path);
        ConnectionGuard recover(path);
        QSqlQuery q(recover.ok() ? recover.db() : QSqlDatabase());
        if (!recover.ok() || !q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
            return QStringLiteral("cannot roll back the unfinished write of %1 (%1-journal): %2")
                .arg(path, recover.ok() ? q.lastError().text() : recover.error());
    }
    // Read immutable (a WAL database on a read-only mount), its write-ahead log would be ignored: the rows last written.
    if (info.exists())
        if (QString why = unreadableWriteAheadLog(path); !why.isEmpty())
            return why;
    if (info.exists()) {
        // Look before writing: a current or newer database is never opened for writing.
        ConnectionGuard reader(path, true);
        if (!reader.ok())
            return QStringLiteral("cannot open %1: %2").arg(path, reader.error());
        QString error;
        const int have = userVersion(reader.db(), &error);
        if (have < 0)
            return QStringLiteral("%1 %2").arg(path, error);
        if (have > latestSchemaVersion())
            return QStringLiteral("%1: %2").arg(path, newerSchemaError(have));
        if (have == latestSchemaVersion())
            return {};
        if (!info.isWritable())
            return QStringLiteral("%1 is read-only, so its schema cannot be upgraded from version %2 to %3; "
                                  "it was left untouched")
                .arg(path)
                .arg(have)
                .arg(latestSchemaVersion());
    }
    ConnectionGuard conn(path);
    if (!conn.ok())
        return QStringLiteral("cannot open %1: %2").arg(path, conn.error());
    if (QString err = migrate(conn.db()); !err.isEmpty())
        return QStringLiteral("%1: %2").arg(path, err);
    return {};
}

QString CatalogRepository::checkNamedUserCatalog(const QString& path, bool mayCreate)
{
    const QFileInfo info(path);
    if (!info.exists() && !mayCreate)
        return QStringLiteral("user catalog %1 does not exist; nothing was created (only the default user catalog is "
                              "made when missing; `catalog import` makes a named one)")
            .arg(path);
    if (!info.exists() && !QFileInfo(info.absolutePath()).isDir())
        return QStringLiteral("cannot create user catalog %1: the folder %2 does not exist; nothing was created")
            .arg(path, info.absolutePath());
    if (info.isFile() && info.size() == 0)
        return QStringLiteral("user catalog %1 is an empty file, not a catalog; it was left untouched").arg(path);
    return {};
}

LoadResult CatalogRepository::load(const QString& userPath)
{
    LoadResult result = loadBuiltin();
    if (!result.catalog || userPath.isEmpty())
        return result;
    if (QString err = ensureUserCatalog(userPath); !err.isEmpty()) {
        result.warning = QStringLiteral("user catalog not used: %1").arg(err);
        return result;
    }
    ConnectionGuard conn(userPath, true);
    if (!conn.ok()) {
        result.warning = QStringLiteral("user catalog not used: %1").arg(conn.error());
        return result;
    }
    // A truncated or damaged file can read fine until a missing page is needed: check every page once.
    if (const QString damage = databaseDamage(conn.db()); !damage.isEmpty()) {
        result.warning = QStringLiteral("user catalog not used: %1 %2; it was left untouched").arg(userPath, damage);
        return result;
    }
    fleet::Catalog user;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::fromStdString(result.catalog->contentHash));
    ReadReport report{QStringLiteral("user catalog %1").arg(userPath), {}, 0};
    if (QString err = readAll(conn.db(), user, hash, true, report); !err.isEmpty()) {
        result.warning = QStringLiteral("user catalog not used: %1: %2").arg(userPath, err);
        return result;
    }
    result.skippedRows = report.summary();
    const bool hasUserRows = !(user.accelerators.empty() && user.links.empty() && user.nodes.empty() &&
                               user.switches.empty() && user.optics.empty() && user.cooling.empty() &&
                               user.regions.empty() && user.models.empty() && user.calibrations.empty() &&
                               user.servingCalibrations.empty());
    if (hasUserRows) {
        mergeOverrides(*result.catalog, std::move(user));
        result.catalog->id = "builtin+user";
        result.catalog->contentHash = hash.result().toHex().toStdString();
    }
    return result;
}

} // namespace fleet::catalog

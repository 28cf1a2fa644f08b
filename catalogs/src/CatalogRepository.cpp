#include "CatalogRepository.h"

#include "CatalogReader.h"
#include "SqlScript.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace fleet::catalog {

namespace {

// Migration i + 1 is kSchemaFiles[i]: 002 the step-time model's calibrations (issue 11), 003 the serving
// calibration (issue 14).
const QStringList kSchemaFiles = {QStringLiteral(":/catalog/schema/001_initial.sql"),
                                  QStringLiteral(":/catalog/schema/002_calibrations.sql"),
                                  QStringLiteral(":/catalog/schema/003_serving_calibration.sql")};
const QStringList kSeedFiles = {
    QStringLiteral(":/catalog/seed/010_accelerators.sql"), QStringLiteral(":/catalog/seed/020_links.sql"),
    QStringLiteral(":/catalog/seed/030_nodes.sql"),        QStringLiteral(":/catalog/seed/040_switches_optics.sql"),
    QStringLiteral(":/catalog/seed/050_cooling.sql"),      QStringLiteral(":/catalog/seed/060_regions.sql"),
    QStringLiteral(":/catalog/seed/070_models.sql"),       QStringLiteral(":/catalog/seed/080_calibrations.sql"),
    QStringLiteral(":/catalog/seed/090_serving.sql"),
};

// A uniquely named connection, removed when the guard dies (the connection is never kept as a member).
class ConnectionGuard {
public:
    // readOnly: SQLite opens the file without write access, so reading can never modify the user's file.
    // A database locked by another program is waited for briefly, then reported.
    explicit ConnectionGuard(const QString& path, bool readOnly = false)
    {
        static QAtomicInt counter;
        m_name = QStringLiteral("fleetcatalog-%1").arg(counter.fetchAndAddRelaxed(1));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=1000")
                                      : QStringLiteral("QSQLITE_BUSY_TIMEOUT=1000"));
        m_ok = db.open();
        if (!m_ok)
            m_error = db.lastError().text();
    }
    ~ConnectionGuard()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
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

QString readResource(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

QString runScript(QSqlDatabase db, const QString& resource)
{
    QString error;
    const QString script = readResource(resource, &error);
    if (!error.isEmpty())
        return error;
    QSqlQuery q(db);
    for (const QString& stmt : splitSqlStatements(script)) {
        if (!q.exec(stmt))
            return QStringLiteral("%1: %2 in: %3").arg(QFileInfo(resource).fileName(), q.lastError().text(), stmt.left(200));
    }
    return {};
}

// -1 when the version cannot be read; *error then says why (locked, not a database, ...).
int userVersion(QSqlDatabase db, QString* error = nullptr)
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        return q.value(0).toInt();
    if (error) {
        const QString text = q.lastError().text();
        if (text.contains(QStringLiteral("locked"), Qt::CaseInsensitive))
            *error = QStringLiteral("is locked by another program (%1); close it and try again").arg(text);
        else if (text.contains(QStringLiteral("malformed"), Qt::CaseInsensitive))
            *error = QStringLiteral("is damaged or truncated (%1); it was left untouched").arg(text);
        else
            *error = QStringLiteral("is not a readable SQLite database (%1)").arg(text);
    }
    return -1;
}

QString newerSchemaError(int have)
{
    return QStringLiteral("catalog schema version %1 is newer than this FleetPlanner supports (%2); "
                          "it was left untouched")
        .arg(have)
        .arg(CatalogRepository::latestSchemaVersion());
}

// Applies the schema files after the database's user_version, in one transaction.
QString migrate(QSqlDatabase db)
{
    QString error;
    const int have = userVersion(db, &error);
    if (have < 0)
        return error;
    if (have > CatalogRepository::latestSchemaVersion())
        return newerSchemaError(have);
    if (have == CatalogRepository::latestSchemaVersion())
        return {};
    if (!db.transaction())
        return db.lastError().text();
    for (int v = have + 1; v <= CatalogRepository::latestSchemaVersion(); ++v) {
        if (QString err = runScript(db, kSchemaFiles.at(v - 1)); !err.isEmpty()) {
            db.rollback();
            return err;
        }
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(CatalogRepository::latestSchemaVersion()))) {
        db.rollback();
        return q.lastError().text();
    }
    return db.commit() ? QString() : db.lastError().text();
}

} // namespace

int CatalogRepository::latestSchemaVersion() { return static_cast<int>(kSchemaFiles.size()); }

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
    db.transaction();
    for (const QString& seed : kSeedFiles) {
        if (QString err = runScript(db, seed); !err.isEmpty()) {
            db.rollback();
            result.error = QStringLiteral("built-in catalog seed %1").arg(err);
            return result;
        }
    }
    db.commit();
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
    // A truncated or damaged file can read fine until a missing page is needed: check every page once
    // (the user catalog is small; this costs about a millisecond).
    {
        QSqlQuery check(conn.db());
        if (!check.exec(QStringLiteral("PRAGMA quick_check(1)")) || !check.next() ||
            check.value(0).toString() != QStringLiteral("ok")) {
            const QString why = check.lastError().isValid() && !check.lastError().text().trimmed().isEmpty()
                                    ? check.lastError().text()
                                    : check.value(0).toString();
            result.warning = QStringLiteral("user catalog not used: %1 is damaged or truncated (%2); it was left untouched")
                                 .arg(userPath, why);
            return result;
        }
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

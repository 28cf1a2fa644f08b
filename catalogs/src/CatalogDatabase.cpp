#include "CatalogDatabase.h"

#include "SqlScript.h"

#include <QAtomicInt>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

namespace fleet::catalog {

namespace {

// Migration i + 1 is kSchemaFiles[i]: 002 the step-time model's calibrations (issue 11), 003 the serving
// calibration (issue 14), 004 node power by generation (issue 13), 005 the scale-up domain of a node and 006 a
// model's whole architecture (issue 27), 007 serving latency from physics (issue 28), 008 the MoE all-to-all
// calibrations (issue 29), 009 the fused attention kernel's efficiency (issue 30), 010 the element-wise kernels' share of HBM bandwidth
// (issue 28), 011 the power-cap exponent (issue 28; the calibrations table loses its CHECK on `parameter`), 012 the
// dense FP4 peak of an accelerator (issue 30), 013 a model's multi-token-prediction modules (issue 29), 014 its banded
// (sliding-window) attention layers.
const QStringList kSchemaFiles = {QStringLiteral(":/catalog/schema/001_initial.sql"),
                                  QStringLiteral(":/catalog/schema/002_calibrations.sql"),
                                  QStringLiteral(":/catalog/schema/003_serving_calibration.sql"),
                                  QStringLiteral(":/catalog/schema/004_node_power.sql"),
                                  QStringLiteral(":/catalog/schema/005_scale_up_domain.sql"),
                                  QStringLiteral(":/catalog/schema/006_model_architecture.sql"),
                                  QStringLiteral(":/catalog/schema/007_serving_physics.sql"),
                                  QStringLiteral(":/catalog/schema/008_alltoall.sql"),
                                  QStringLiteral(":/catalog/schema/009_attention.sql"),
                                  QStringLiteral(":/catalog/schema/010_elementwise.sql"),
                                  QStringLiteral(":/catalog/schema/011_power_cap.sql"),
                                  QStringLiteral(":/catalog/schema/012_fp4.sql"),
                                  QStringLiteral(":/catalog/schema/013_mtp.sql"),
                                  QStringLiteral(":/catalog/schema/014_sliding_window.sql")};
const QStringList kSeedFiles = {
    QStringLiteral(":/catalog/seed/010_accelerators.sql"), QStringLiteral(":/catalog/seed/020_links.sql"),
    QStringLiteral(":/catalog/seed/030_nodes.sql"),        QStringLiteral(":/catalog/seed/040_switches_optics.sql"),
    QStringLiteral(":/catalog/seed/050_cooling.sql"),      QStringLiteral(":/catalog/seed/060_regions.sql"),
    QStringLiteral(":/catalog/seed/070_models.sql"),       QStringLiteral(":/catalog/seed/080_calibrations.sql"),
    QStringLiteral(":/catalog/seed/090_serving.sql"),
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

bool isWalDatabase(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = f.read(20); // bytes 18 and 19: the write and read versions, 2 in WAL mode
    return header.size() == 20 && header.startsWith("SQLite format 3") && (header.at(18) == 2 || header.at(19) == 2);
}

bool folderWritable(const QString& path) { return QFileInfo(QFileInfo(path).absolutePath()).isWritable(); }

} // namespace

// SQLite reads a WAL database through its -shm index, which it must create when it is missing: on a read-only
// mount or in a folder that cannot be written it cannot, and every read fails with "unable to open database file"
// (issue 31, robustness 11). Nothing can change such a file, so it is read as immutable. (A -wal file holding data
// there would be ignored: every connection refuses that case, ConnectionGuard and unreadableWriteAheadLog.)
bool readsAsImmutable(const QString& path)
{
    return path != QLatin1String(":memory:") && isWalDatabase(path) && !folderWritable(path) &&
           !QFileInfo::exists(path + QStringLiteral("-shm"));
}

QString unreadableWriteAheadLog(const QString& path)
{
    if (!readsAsImmutable(path) || !(QFileInfo(path + QStringLiteral("-wal")).size() > 0))
        return {};
    return QStringLiteral("%1 has a write-ahead log (%1-wal) that SQLite reads only where the folder can be written; "
                          "the data is intact: open it once with write access (or run: sqlite3 %1 'PRAGMA "
                          "wal_checkpoint')")
        .arg(path);
}

ConnectionGuard::ConnectionGuard(const QString& path, bool readOnly)
{
    static QAtomicInt counter;
    m_name = QStringLiteral("fleetcatalog-%1").arg(counter.fetchAndAddRelaxed(1));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    const bool immutable = readOnly && readsAsImmutable(path);
    if (immutable) // read immutable, its write-ahead log would be ignored: never the rows last written, silently
        if (m_error = unreadableWriteAheadLog(path); !m_error.isEmpty())
            return;
    db.setDatabaseName(immutable ? QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
                                       QStringLiteral("?immutable=1")
                                 : path);
    db.setConnectOptions(immutable  ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=1000")
                         : readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=1000")
                                    : QStringLiteral("QSQLITE_BUSY_TIMEOUT=1000"));
    m_ok = db.open();
    if (!m_ok)
        m_error = db.lastError().text();
}

ConnectionGuard::~ConnectionGuard()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

int latestSchemaVersion() { return static_cast<int>(kSchemaFiles.size()); }

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

QString runSeed(QSqlDatabase db)
{
    db.transaction();
    for (const QString& seed : kSeedFiles) {
        if (QString err = runScript(db, seed); !err.isEmpty()) {
            db.rollback();
            return err;
        }
    }
    db.commit();
    return {};
}

int userVersion(QSqlDatabase db, QString* error)
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
        .arg(latestSchemaVersion());
}

QString migrate(QSqlDatabase db)
{
    QString error;
    const int have = userVersion(db, &error);
    if (have < 0)
        return error;
    if (have > latestSchemaVersion())
        return newerSchemaError(have);
    if (have == latestSchemaVersion())
        return {};
    if (!db.transaction())
        return db.lastError().text();
    for (int v = have + 1; v <= latestSchemaVersion(); ++v) {
        if (QString err = runScript(db, kSchemaFiles.at(v - 1)); !err.isEmpty()) {
            db.rollback();
            return err;
        }
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(latestSchemaVersion()))) {
        db.rollback();
        return q.lastError().text();
    }
    return db.commit() ? QString() : db.lastError().text();
}

} // namespace fleet::catalog

#include "CatalogRowStore.h"

#include "CatalogDatabase.h"
#include "CatalogReader.h"
#include "CatalogRepository.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace fleet::catalog {

namespace {

// Every valid row of every catalog table of `db`, normalized (tables the database lacks give no rows).
QList<CatalogRow> readRows(QSqlDatabase db)
{
    QList<CatalogRow> out;
    const QStringList present = db.tables();
    for (const TableInfo& t : catalogTables()) {
        if (!present.contains(t.table))
            continue;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(t.table)))
            continue;
        const QSqlRecord shape = q.record();
        while (q.next()) {
            CatalogRow row{t.table, {}};
            for (int i = 0; i < shape.count(); ++i)
                if (!q.value(i).isNull())
                    row.values.insert(shape.fieldName(i), q.value(i));
            if (!checkRow(row))
                out.append(normalized(row));
        }
    }
    return out;
}

QString insertRow(QSqlDatabase db, const CatalogRow& row)
{
    const TableInfo* t = tableInfo(row.table);
    QStringList columns, marks;
    for (auto it = row.values.constBegin(); it != row.values.constEnd(); ++it) {
        columns << it.key();
        marks << QStringLiteral("?");
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(t->table, columns.join(u','), marks.join(u',')));
    for (auto it = row.values.constBegin(); it != row.values.constEnd(); ++it)
        q.addBindValue(it.value());
    if (!q.exec())
        return QStringLiteral("table %1, id '%2': %3").arg(row.table, row.id(), q.lastError().text());
    return {};
}

QString deleteRow(QSqlDatabase db, const QString& table, const QString& id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table));
    q.addBindValue(id);
    return q.exec() ? QString() : QStringLiteral("table %1, id '%2': %3").arg(table, id, q.lastError().text());
}

} // namespace

const QList<CatalogRow>& builtinRows()
{
    static const QList<CatalogRow> rows = [] {
        ConnectionGuard conn(QStringLiteral(":memory:"));
        if (!conn.ok() || !migrate(conn.db()).isEmpty() || !runSeed(conn.db()).isEmpty())
            return QList<CatalogRow>();
        return readRows(conn.db());
    }();
    return rows;
}

UserRows readUserRows(const QString& path)
{
    UserRows out;
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return out;
    if (!info.isFile()) {
        out.error = QStringLiteral("%1 is not a regular file").arg(path);
        return out;
    }
    ConnectionGuard conn(path, true);
    if (!conn.ok()) {
        out.error = QStringLiteral("cannot open %1: %2").arg(path, conn.error());
        return out;
    }
    QString error;
    if (userVersion(conn.db(), &error) < 0) {
        out.error = QStringLiteral("%1 %2").arg(path, error);
        return out;
    }
    out.rows = readRows(conn.db());
    return out;
}

QString writeUserRows(const QString& path, const QList<RowChange>& changes)
{
    QList<RowChange> checked;
    for (const RowChange& c : changes) {
        if (!tableInfo(c.table))
            return QStringLiteral("'%1' is not a catalog table").arg(c.table);
        if (c.row) {
            if (c.row->table != c.table || c.row->id() != c.id)
                return QStringLiteral("table %1, id '%2': the row names another table or id").arg(c.table, c.id);
            if (const std::optional<RowProblem> p = checkRow(*c.row))
                return QStringLiteral("table %1, id '%2', column %3: %4").arg(c.table, c.id, p->column, p->message);
            checked.append({c.table, c.id, normalized(*c.row)});
        } else {
            checked.append(c);
        }
    }
    if (const QFileInfo info(path); info.exists() && !info.isWritable())
        return QStringLiteral("%1 is read-only; nothing was changed").arg(path);
    if (QString err = CatalogRepository::ensureUserCatalog(path); !err.isEmpty())
        return err;
    ConnectionGuard conn(path);
    if (!conn.ok())
        return QStringLiteral("cannot open %1: %2").arg(path, conn.error());
    QSqlDatabase db = conn.db();
    if (!db.transaction())
        return QStringLiteral("%1: %2").arg(path, db.lastError().text());
    for (const RowChange& c : checked) {
        QString err = deleteRow(db, c.table, c.id);
        if (err.isEmpty() && c.row)
            err = insertRow(db, *c.row);
        if (!err.isEmpty()) {
            db.rollback();
            return QStringLiteral("%1: %2; nothing was changed").arg(path, err);
        }
    }
    if (!db.commit()) {
        const QString why = db.lastError().text();
        db.rollback();
        return QStringLiteral("%1: %2; nothing was changed").arg(path, why);
    }
    return {};
}

fleet::Catalog withRows(const fleet::Catalog& base, const QList<CatalogRow>& rows, QStringList* skipped)
{
    fleet::Catalog out = base;
    if (rows.isEmpty())
        return out;
    ConnectionGuard conn(QStringLiteral(":memory:"));
    if (!conn.ok() || !migrate(conn.db()).isEmpty()) {
        if (skipped)
            *skipped << QStringLiteral("the catalog rows could not be laid over the catalog");
        return out;
    }
    for (const CatalogRow& r : rows) {
        const std::optional<RowProblem> p = checkRow(r);
        const QString err = p ? QStringLiteral("column %1: %2").arg(p->column, p->message) : insertRow(conn.db(), normalized(r));
        if (!err.isEmpty() && skipped)
            *skipped << QStringLiteral("table %1, id '%2': %3; the row is not used").arg(r.table, r.id(), err);
    }
    fleet::Catalog overlay;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::fromStdString(base.contentHash));
    ReadReport report{QStringLiteral("the plan's catalog rows"), {}, 0};
    if (readAll(conn.db(), overlay, hash, true, report).isEmpty()) {
        mergeOverrides(out, std::move(overlay));
        out.contentHash = hash.result().toHex().toStdString();
    }
    if (skipped)
        *skipped << report.summary();
    return out;
}

QList<CatalogRow> mergedRows(const QList<CatalogRow>& builtin, const QList<CatalogRow>& user)
{
    QList<CatalogRow> out = builtin;
    QHash<QString, qsizetype> position;
    for (qsizetype i = 0; i < out.size(); ++i)
        position.insert(out.at(i).table + u'/' + out.at(i).id(), i);
    for (const CatalogRow& u : user) {
        const QString key = u.table + u'/' + u.id();
        if (const auto it = position.constFind(key); it != position.constEnd()) {
            out[*it] = u;
        } else {
            position.insert(key, out.size());
            out.append(u);
        }
    }
    return out;
}

const CatalogRow* findRow(const QList<CatalogRow>& rows, const QString& table, const QString& id)
{
    for (const CatalogRow& r : rows)
        if (r.table == table && r.id() == id)
            return &r;
    return nullptr;
}

} // namespace fleet::catalog

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

// Every valid row of every catalog table of `db`, normalized (tables the database lacks give no rows), into `out`;
// returns why a table could not be read, or "" (a table that fails is no table without rows).
QString readRows(QSqlDatabase db, QList<CatalogRow>& out)
{
    const QStringList present = db.tables();
    for (const TableInfo& t : catalogTables()) {
        if (!present.contains(t.table))
            continue;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(t.table)))
            return QStringLiteral("table %1: %2").arg(t.table, q.lastError().text());
        const QSqlRecord shape = q.record();
        while (q.next()) {
            CatalogRow row{t.table, {}};
            for (int i = 0; i < shape.count(); ++i)
                if (!q.value(i).isNull())
                    row.values.insert(shape.fieldName(i), q.value(i));
            if (!checkRow(row))
                out.append(normalized(row));
        }
        if (q.lastError().isValid())
            return QStringLiteral("table %1: %2").arg(t.table, q.lastError().text());
    }
    return {};
}

QString rowError(const QString& table, const QString& id, const QString& why)
{
    return QStringLiteral("table %1, id '%2': %3").arg(table, id, why);
}

} // namespace

// The statements that write rows over one connection, each prepared once: DELETE per table, INSERT per table and set
// of columns (an import of 200,000 rows prepared two statements per row).
class RowStatements {
public:
    explicit RowStatements(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts the row; {} or the error naming its table and id.
    QString insert(const CatalogRow& row)
    {
        QString key = row.table, error;
        for (auto it = row.values.constBegin(); it != row.values.constEnd(); ++it)
            key += u',' + it.key();
        QSqlQuery* q = statement(key, &error, [&] {
            const QStringList columns = row.values.keys();
            return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                .arg(row.table, columns.join(u','), QStringList(columns.size(), QStringLiteral("?")).join(u','));
        });
        if (!q)
            return rowError(row.table, row.id(), error);
        int i = 0;
        for (auto it = row.values.constBegin(); it != row.values.constEnd(); ++it)
            q->bindValue(i++, it.value());
        return q->exec() ? QString() : rowError(row.table, row.id(), q->lastError().text());
    }

    // Deletes the row `id` of `table` (counted in *deleted when there was one); {} or the error.
    QString remove(const QString& table, const QString& id, qsizetype* deleted)
    {
        QString error;
        QSqlQuery* q = statement(table, &error, [&] { return QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table); });
        if (!q)
            return rowError(table, id, error);
        q->bindValue(0, id);
        if (!q->exec())
            return rowError(table, id, q->lastError().text());
        *deleted += q->numRowsAffected() > 0 ? 1 : 0;
        return {};
    }

    void clear() { m_statements.clear(); }

private:
    // The statement under `key`, prepared from sql() the first time; nullptr (and *error) when it does not prepare.
    template <typename Sql>
    QSqlQuery* statement(const QString& key, QString* error, Sql sql)
    {
        if (const auto it = m_statements.find(key); it != m_statements.end())
            return &*it;
        QSqlQuery q(m_db);
        if (!q.prepare(sql())) {
            *error = q.lastError().text();
            return nullptr;
        }
        return &*m_statements.insert(key, q);
    }

    QSqlDatabase m_db;
    QHash<QString, QSqlQuery> m_statements;
};

namespace {

} // namespace

const QList<CatalogRow>& builtinRows()
{
    static const QList<CatalogRow> rows = [] {
        ConnectionGuard conn(QStringLiteral(":memory:"));
        QList<CatalogRow> rows;
        if (!conn.ok() || !migrate(conn.db()).isEmpty() || !runSeed(conn.db()).isEmpty() ||
            !readRows(conn.db(), rows).isEmpty())
            return QList<CatalogRow>();
        return rows;
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
    if (userVersion(conn.db(), &error) < 0)
        error = QStringLiteral("%1 %2").arg(path, error);
    else if (const QString damage = databaseDamage(conn.db()); !damage.isEmpty())
        error = QStringLiteral("%1 %2").arg(path, damage); // the rows it holds are not all of them
    else if (const QString unread = readRows(conn.db(), out.rows); !unread.isEmpty())
        error = QStringLiteral("%1: %2").arg(path, unread);
    if (!error.isEmpty()) {
        out.error = error;
        out.rows.clear();
    }
    return out;
}

QString checkChange(const RowChange& c)
{
    if (!tableInfo(c.table))
        return QStringLiteral("'%1' is not a catalog table").arg(c.table);
    if (!c.row)
        return {};
    if (c.row->table != c.table || c.row->id() != c.id)
        return QStringLiteral("table %1, id '%2': the row names another table or id").arg(c.table, c.id);
    if (const std::optional<RowProblem> p = checkRow(*c.row))
        return QStringLiteral("table %1, id '%2', column %3: %4").arg(c.table, c.id, p->column, p->message);
    return {};
}

struct UserRowWriter::Connection {
    explicit Connection(const QString& path) : guard(path), statements(guard.db()) {}
    ConnectionGuard guard;
    RowStatements statements; // destroyed before the connection
};

UserRowWriter::UserRowWriter(const QString& path) : m_path(path)
{
    if (const QFileInfo info(path); info.exists() && !info.isWritable()) {
        m_error = QStringLiteral("%1 is read-only; nothing was changed").arg(path);
        return;
    }
    if (QString err = CatalogRepository::ensureUserCatalog(path); !err.isEmpty()) {
        m_error = err;
        return;
    }
    m_connection = std::make_unique<Connection>(path);
    m_error = begin();
    if (!m_error.isEmpty())
        m_connection.reset();
}

QString UserRowWriter::begin()
{
    if (!m_connection->guard.ok())
        return QStringLiteral("cannot open %1: %2").arg(m_path, m_connection->guard.error());
    QSqlDatabase db = m_connection->guard.db();
    // A damaged file is named as such before anything is written to it (a missing table said "Parameter count
    // mismatch", issue 31, robustness 10).
    if (const QString damage = databaseDamage(db); !damage.isEmpty())
        return QStringLiteral("%1 %2; nothing was changed").arg(m_path, damage);
    if (!db.transaction())
        return QStringLiteral("%1: %2").arg(m_path, db.lastError().text());
    return {};
}

UserRowWriter::~UserRowWriter() { rollback(); }

void UserRowWriter::rollback()
{
    if (!m_connection)
        return;
    m_connection->statements.clear();
    m_connection->guard.db().rollback();
    m_connection.reset();
}

QString UserRowWriter::fail(const QString& message)
{
    rollback();
    m_error = message;
    return message;
}

QString UserRowWriter::apply(const RowChange& change)
{
    if (!m_error.isEmpty())
        return m_error;
    if (QString err = checkChange(change); !err.isEmpty())
        return fail(err);
    QString err = m_connection->statements.remove(change.table, change.id, &m_replaced);
    if (err.isEmpty() && change.row)
        err = m_connection->statements.insert(normalized(*change.row));
    return err.isEmpty() ? QString() : fail(QStringLiteral("%1: %2; nothing was changed").arg(m_path, err));
}

QString UserRowWriter::commit()
{
    if (!m_error.isEmpty())
        return m_error;
    m_connection->statements.clear();
    if (QSqlDatabase db = m_connection->guard.db(); !db.commit()) {
        const QString why = db.lastError().text();
        db = QSqlDatabase(); // no handle left when the connection closes
        return fail(QStringLiteral("%1: %2; nothing was changed").arg(m_path, why));
    }
    m_connection.reset();
    m_error = QStringLiteral("%1: the changes are already committed").arg(m_path);
    return {};
}

QString writeUserRows(const QString& path, const QList<RowChange>& changes, qsizetype* replaced)
{
    for (const RowChange& c : changes) // every change checked before the file is touched
        if (QString err = checkChange(c); !err.isEmpty())
            return err;
    UserRowWriter writer(path);
    for (const RowChange& c : changes)
        if (QString err = writer.apply(c); !err.isEmpty())
            return err;
    QString err = writer.commit();
    if (err.isEmpty() && replaced)
        *replaced = writer.replaced();
    return err;
}

fleet::Catalog withRows(const fleet::Catalog& base, const QList<CatalogRow>& rows, QStringList* skipped)
{
    fleet::Catalog out = base;
    out.buildIndex(); // the copy's rows are its own (CatalogIndex)
    if (rows.isEmpty())
        return out;
    ConnectionGuard conn(QStringLiteral(":memory:"));
    if (!conn.ok() || !migrate(conn.db()).isEmpty()) {
        if (skipped)
            *skipped << QStringLiteral("the catalog rows could not be laid over the catalog");
        return out;
    }
    RowStatements statements(conn.db());
    for (const CatalogRow& r : rows) {
        const std::optional<RowProblem> p = checkRow(r);
        const QString err = p ? QStringLiteral("column %1: %2").arg(p->column, p->message) : statements.insert(normalized(r));
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

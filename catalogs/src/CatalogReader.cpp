#include "CatalogReader.h"

#include "CatalogDatabase.h"
#include "CatalogRowValidator.h"
#include "CatalogSchema.h"
#include "CatalogTables.h"

#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <unordered_map>
#include <unordered_set>

namespace fleet::catalog {

namespace {

// A value in the canonical text of the content hash: as QVariant::toString() writes it (so hashes of
// existing catalogs stay the same), without building a QString for numbers.
void appendCanonical(QByteArray& out, const QVariant& v)
{
    switch (v.metaType().id()) {
    case QMetaType::Double: // a NULL of a REAL column reads "0", as toString() has it
        out += QByteArray::number(v.isNull() ? 0.0 : v.toDouble(), 'g', QLocale::FloatingPointShortest);
        return;
    case QMetaType::LongLong:
    case QMetaType::Int: out += QByteArray::number(v.isNull() ? 0 : v.toLongLong()); return;
    default: out += v.toString().toUtf8(); return;
    }
}

// Reads, validates and fills the rows of one table, each column into its field as the schema binds it. Rows that
// fail CatalogRules, repeat an id, or come after kMaxRowsPerTable are skipped and reported; only the rows kept
// enter the content hash.
template <typename T>
QString readTable(QSqlDatabase db, const TableSchema<T>& schema, std::vector<T>& out, QCryptographicHash& hash,
                  ReadReport& report, bool user)
{
    const QByteArray tableName = schema.table.toLatin1();
    const char* table = tableName.constData();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) && q.next()) // one allocation
        out.reserve(out.size() + static_cast<size_t>(std::min<qint64>(q.value(0).toLongLong(), kMaxRowsPerTable)));
    if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(QLatin1String(table))))
        return QStringLiteral("table %1: %2").arg(QLatin1String(table), q.lastError().text());
    const QSqlRecord shape = q.record();
    QStringList columns;
    QList<QByteArray> names; // for the canonical text of the hash
    for (int i = 0; i < shape.count(); ++i) {
        columns << shape.fieldName(i);
        names << shape.fieldName(i).toUtf8();
    }
    std::vector<int> position; // of each schema column in the query, -1 when the table lacks it
    for (const BoundColumn<T>& c : schema.columns)
        position.push_back(static_cast<int>(columns.indexOf(c.column.name())));
    const CatalogRowValidator validator(schema.table, columns);
    std::unordered_set<std::string> seen;
    QByteArray canonical; // reused: one allocation per table, not per row
    QVariantList values;
    values.reserve(columns.size());
    while (q.next()) {
        values.clear();
        for (int i = 0; i < columns.size(); ++i)
            values << q.value(i);
        if (const std::optional<RowProblem> problem = validator.check(values)) {
            report.skip(validator.describe(report.source, values, *problem));
            continue;
        }
        if (!seen.insert(validator.idOf(values).toStdString()).second) {
            report.skip(validator.describe(report.source, values, {QStringLiteral("id"), QStringLiteral("the id appears again")}));
            continue;
        }
        if (out.size() >= static_cast<size_t>(kMaxRowsPerTable)) {
            report.skip(QStringLiteral("%1: table %2 has more than %3 rows; the rest are not read")
                            .arg(report.source, QLatin1String(table))
                            .arg(kMaxRowsPerTable));
            break;
        }
        canonical.clear();
        canonical += table;
        canonical += '|';
        for (int i = 0; i < columns.size(); ++i) {
            canonical += names.at(i);
            canonical += '=';
            appendCanonical(canonical, values.at(i));
            canonical += '|';
        }
        hash.addData(canonical);
        T item;
        for (size_t c = 0; c < position.size(); ++c)
            if (position[c] >= 0)
                schema.columns[c].field.set(item, values.at(position[c]));
        item.provenance.userOverride = user;
        out.push_back(std::move(item));
    }
    return {};
}

// User rows replace built-in rows with the same id, new ids are appended: one pass with an index.
template <typename T>
void overrideRows(std::vector<T>& base, std::vector<T>&& user)
{
    std::unordered_map<std::string, size_t> position;
    position.reserve(base.size() + user.size());
    base.reserve(base.size() + user.size());
    for (size_t i = 0; i < base.size(); ++i)
        position.emplace(base[i].id, i);
    for (T& u : user) {
        const auto [it, inserted] = position.emplace(u.id, base.size());
        if (inserted)
            base.push_back(std::move(u));
        else
            base[it->second] = std::move(u);
    }
}

} // namespace

void ReadReport::skip(const QString& message)
{
    if (messages.size() < kMaxMessages)
        messages << message;
    ++skipped;
}

QStringList ReadReport::summary() const
{
    QStringList out = messages;
    if (skipped > messages.size())
        out << QStringLiteral("%1: %2 more rows skipped").arg(source).arg(skipped - messages.size());
    return out;
}

QString readAll(QSqlDatabase db, fleet::Catalog& c, QCryptographicHash& hash, bool user, ReadReport& report)
{
    QString err;
    forEachTable([&](const auto& t) {
        // A user catalog migrated by a build that numbers its migrations differently may lack a later table: no
        // user rows of it then.
        if (t.mayBeAbsent && user && !db.tables().contains(t.table))
            return true;
        err = readTable(db, t, c.*t.rows, hash, report, user);
        return err.isEmpty();
    });
    return err;
}

namespace {

// A table or column of the current schema the database lacks ("table accelerators is missing"), or "".
QString missingSchemaPart(QSqlDatabase db)
{
    const QStringList present = db.tables();
    QString missing;
    forEachTable([&](const auto& t) {
        if (!present.contains(t.table)) {
            if (!t.mayBeAbsent)
                missing = QStringLiteral("table %1 is missing").arg(t.table);
            return missing.isEmpty();
        }
        const QSqlRecord have = db.record(t.table);
        for (const ColumnInfo& c : tableInfo(t.kind).columns)
            if (have.indexOf(c.name) < 0) {
                missing = QStringLiteral("table %1 has no column %2").arg(t.table, c.name);
                return false;
            }
        return true;
    });
    return missing;
}

} // namespace

QString databaseDamage(QSqlDatabase db)
{
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check(1)")) || !check.next() ||
        check.value(0).toString() != QStringLiteral("ok")) {
        const QString why = check.lastError().isValid() && !check.lastError().text().trimmed().isEmpty()
                                ? check.lastError().text()
                                : check.value(0).toString();
        return QStringLiteral("is damaged or truncated (%1)").arg(why.simplified());
    }
    // An older schema lacks later tables and columns by right: it is migrated before it is written.
    if (userVersion(db) != latestSchemaVersion())
        return {};
    const QString missing = missingSchemaPart(db);
    return missing.isEmpty() ? QString()
                             : QStringLiteral("is damaged: %1, though its schema version (%2) has it")
                                   .arg(missing)
                                   .arg(latestSchemaVersion());
}

void mergeOverrides(fleet::Catalog& base, fleet::Catalog&& user)
{
    forEachTable([&](const auto& t) {
        overrideRows(base.*t.rows, std::move(user.*t.rows));
        return true;
    });
    base.buildIndex();
}

} // namespace fleet::catalog

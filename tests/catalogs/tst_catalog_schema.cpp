// The catalog column schema (catalogs/src/CatalogSchema.h) is the one source of each column's facts, so it must
// agree with the tables the SQL migrations create, and its two directions must be inverses:
//  - every column of every catalog table has a schema row of a compatible kind, and every row has its column;
//  - every built-in row read into the typed catalog (the reader's `set`, in SI) and written back as JSON (the
//    writer's `get`, in the column's unit) gives the database's values again;
//  - every column the catalog window shows has a label, and every table a title.
#include "CatalogJson.h"
#include "CatalogRowStore.h"
#include "CatalogSchema.h"
#include "CatalogTables.h"
#include "TestCatalog.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace fleet::catalog;

class TestCatalogSchema : public QObject {
    Q_OBJECT
private slots:
    void everySqlColumnHasASchemaRowOfItsType()
    {
        QCOMPARE(catalogSchema().size(), static_cast<size_t>(catalogTables().size()));
        for (size_t k = 0; k < catalogSchema().size(); ++k) // rulesFor and tableInfo index by kind
            QVERIFY(catalogSchema()[k].kind == static_cast<fleet::CatalogKind>(k));
        for (const TableInfo& t : catalogTables()) {
            const TableShape* shape = tableShape(t.table);
            QVERIFY2(shape, qPrintable(t.table));
            QVERIFY(shape->kind == t.kind);
            QVERIFY2(shape->title, qPrintable(t.table));
            for (const ColumnInfo& c : t.columns) {
                const ColumnSchema* s = columnSchema(t.table, c.name);
                QVERIFY2(s, qPrintable(QStringLiteral("%1.%2 has no schema row").arg(t.table, c.name)));
                const ColumnKind k = s->rule.kind;
                const SqlType expected = k == ColumnKind::Integer ? SqlType::Integer
                                         : k == ColumnKind::Real  ? SqlType::Real
                                                                  : SqlType::Text;
                QVERIFY2(c.type == expected,
                         qPrintable(QStringLiteral("%1.%2: SQL type and schema kind differ").arg(t.table, c.name)));
            }
            for (const ColumnSchema& s : shape->columns)
                QVERIFY2(t.column(s.name()),
                         qPrintable(QStringLiteral("%1.%2 is not in the SQL schema").arg(t.table, s.name())));
            for (const QString& c : shape->anyOf)
                QVERIFY2(t.column(c), qPrintable(c));
        }
    }

    void readingAndWritingARowAreInverses()
    {
        const fleet::app::CatalogPtr catalog = fleet::test::builtinCatalog();
        int compared = 0;
        for (const CatalogRow& row : builtinRows()) {
            const TableInfo* t = tableInfo(row.table);
            QVERIFY(t);
            std::optional<QJsonObject> written;
            for (const QJsonObject& o : rowsOf(*catalog, t->kind)) // ids repeat across tables, not within one
                if (o.value(QStringLiteral("id")).toString() == row.id())
                    written = o;
            QVERIFY2(written, qPrintable(row.id()));
            for (const ColumnInfo& c : t->columns) {
                const QVariant db = row.value(c.name);
                const QJsonValue json = written->value(c.name);
                const QString where = QStringLiteral("%1 '%2' column %3").arg(row.table, row.id(), c.name);
                if (!db.isValid() || db.isNull()) {
                    // An unset text reads ""; an unset number or choice is null or the field's default (a NULL
                    // scale_up_direction is bidirectional).
                    const ColumnKind k = columnSchema(row.table, c.name)->rule.kind;
                    if (k == ColumnKind::Text || k == ColumnKind::Id)
                        QVERIFY2(json.toString().isEmpty(), qPrintable(where));
                    continue;
                }
                if (c.type == SqlType::Text) {
                    QCOMPARE(json.toString(), db.toString());
                } else {
                    const double want = db.toDouble(), got = json.toDouble();
                    QVERIFY2(std::fabs(got - want) <= 1e-12 * std::fabs(want), qPrintable(where));
                }
                ++compared;
            }
        }
        QVERIFY(compared > 1000);
    }

    void shownColumnsHaveLabels()
    {
        for (const TableShape& t : catalogSchema()) {
            if (t.kind == fleet::CatalogKind::Calibrations || t.kind == fleet::CatalogKind::ServingCalibrations)
                continue; // not in the catalog window: their columns show by name
            for (const ColumnSchema& c : t.columns)
                QVERIFY2(c.label, qPrintable(QStringLiteral("%1.%2").arg(t.table, c.name())));
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalogSchema)
#include "tst_catalog_schema.moc"

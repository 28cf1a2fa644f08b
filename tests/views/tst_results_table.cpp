// The per-domain results table of the Training, Fabric, Power, … tabs (issue #12): an edit that keeps the same
// keys updates the rows in place (the same items, new numbers, one change signal for the rows that changed), and
// shows exactly what a table built from scratch shows; other keys rebuild the rows.
#include "TestCatalog.h"
#include "common/ResultsTable.h"
#include "evaluate/Evaluate.h"
#include "models/QuantityFormat.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QSignalSpy>
#include <QTest>

using namespace fleet::views;

namespace {

fleet::app::ResultsPtr evaluate(const QStringList& assignments)
{
    fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
    for (const QString& a : assignments)
        if (auto err = fleet::ScenarioSchema::instance().applyAssignment(s, a.toStdString(), nullptr))
            qFatal("%s", err->c_str());
    return std::make_shared<const fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog()));
}

int rowOf(const QTableWidget& t, const QString& key)
{
    for (int r = 0; r < t.rowCount(); ++r)
        if (t.item(r, 0) && t.item(r, 0)->data(Qt::UserRole).toString() == key)
            return r;
    return -1;
}

// Every cell's text, tooltip and key, row by row.
QStringList cells(const QTableWidget& t)
{
    QStringList out;
    for (int r = 0; r < t.rowCount(); ++r)
        for (int c = 0; c < t.columnCount(); ++c) {
            const QTableWidgetItem* it = t.item(r, c);
            out << (it ? it->text() + u'|' + it->toolTip() + u'|' + it->data(Qt::UserRole).toString()
                       : QStringLiteral("<none>"));
        }
    return out;
}

} // namespace

class TestResultsTable : public QObject {
    Q_OBJECT
private slots:
    void anEditUpdatesTheRowsInPlace()
    {
        const fleet::app::ResultsPtr before = evaluate({});
        const fleet::app::ResultsPtr after = evaluate({QStringLiteral("training.tokens=1e12")}); // the same keys
        ResultsTable table({QStringLiteral("training.")}, QStringLiteral("Training"));
        table.setResults(before);
        const int row = rowOf(table, QStringLiteral("training.wall_s"));
        QVERIFY(row >= 0);
        QVERIFY(table.rowCount() > 10);
        QTableWidgetItem* label = table.item(row, 0);
        QTableWidgetItem* value = table.item(row, 1);
        const QString oldText = value->text();
        QVERIFY(!label->toolTip().isEmpty());

        QSignalSpy changed(table.model(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(table.model(), &QAbstractItemModel::modelReset);
        table.setResults(after);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1); // one range for every changed row, not one signal per cell
        QCOMPARE(table.item(row, 0), label); // the same items
        QCOMPARE(table.item(row, 1), value);
        const double wall = *after->value("training.wall_s");
        QCOMPARE(value->text(),
                 fleet::app::formatQuantity(wall, QStringLiteral("s"), QStringLiteral("training.wall_s")).text());
        QVERIFY2(value->text() != oldText, qPrintable(oldText)); // fewer tokens, a shorter run
        // Exactly what a table built from these results shows.
        ResultsTable fresh({QStringLiteral("training.")}, QStringLiteral("Training"));
        fresh.setResults(after);
        QCOMPARE(cells(table), cells(fresh));

        // The same results again: nothing to announce.
        table.setResults(after);
        QCOMPARE(changed.count(), 1);
    }

    void otherKeysRebuildTheRows()
    {
        // Half the nodes: the layout no longer fits the fleet, so the step model's rows are gone.
        const fleet::app::ResultsPtr other = evaluate({QStringLiteral("fleet.nodes=512")});
        ResultsTable narrow({QStringLiteral("training.")}, QStringLiteral("Training"));
        narrow.setResults(evaluate({}));
        const QStringList first = cells(narrow);
        const int rows = narrow.rowCount();
        narrow.setResults(other);
        ResultsTable fresh({QStringLiteral("training.")}, QStringLiteral("Training"));
        fresh.setResults(other);
        QCOMPARE(cells(narrow), cells(fresh));
        QVERIFY2(narrow.rowCount() < rows - 10, qPrintable(QString::number(narrow.rowCount())));
        QCOMPARE(rowOf(narrow, QStringLiteral("training.step_s")), -1);
        QVERIFY(rowOf(narrow, QStringLiteral("training.wall_s")) >= 0);
        narrow.setResults(nullptr);
        QCOMPARE(narrow.rowCount(), 0);
        // Back to the full plan: every row again, as a fresh table shows it.
        narrow.setResults(evaluate({}));
        QCOMPARE(cells(narrow), first);
    }
};

QTEST_MAIN(TestResultsTable)
#include "tst_results_table.moc"

// The per-domain results table of the Training, Fabric, Power, … tabs (issue #12): a view over the results dock's
// ResultsTableModel, filtered to the tab's keys. An edit that keeps the same keys updates the rows in place (no
// reset, one change signal for the rows that changed), and shows exactly what a table built from scratch shows;
// other keys rebuild the rows.
#include "TestCatalog.h"
#include "common/ResultsTable.h"
#include "evaluate/Evaluate.h"
#include "models/QuantityFormat.h"
#include "models/ResultsTableModel.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QSignalSpy>
#include <QTest>

using namespace fleet::views;
using fleet::app::ResultsTableModel;

namespace {

fleet::app::ResultsPtr evaluate(const QStringList& assignments)
{
    fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
    for (const QString& a : assignments)
        if (auto err = fleet::ScenarioSchema::instance().applyAssignment(s, a.toStdString(), nullptr))
            qFatal("%s", err->c_str());
    return std::make_shared<const fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog()));
}

int rows(const ResultsTable& t)
{
    return t.model()->rowCount();
}

QString cell(const ResultsTable& t, int row, int column, int role = Qt::DisplayRole)
{
    return t.model()->index(row, column).data(role).toString();
}

int rowOf(const ResultsTable& t, const QString& key)
{
    for (int r = 0; r < rows(t); ++r)
        if (cell(t, r, 0, ResultsTableModel::KeyRole) == key)
            return r;
    return -1;
}

// Every cell's text, tooltip and key, row by row, and the header.
QStringList cells(const ResultsTable& t)
{
    QStringList out;
    for (int c = 0; c < t.model()->columnCount(); ++c)
        out << t.model()->headerData(c, Qt::Horizontal).toString();
    for (int r = 0; r < rows(t); ++r)
        for (int c = 0; c < t.model()->columnCount(); ++c)
            out << cell(t, r, c) + u'|' + cell(t, r, c, Qt::ToolTipRole) + u'|' +
                       cell(t, r, c, ResultsTableModel::KeyRole);
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
        QVERIFY(rows(table) > 10);
        QCOMPARE(table.model()->columnCount(), 2); // label and value: the key is a role, not a column
        QCOMPARE(table.model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Training"));
        const QString oldText = cell(table, row, 1);
        // The tooltip: what the result means, its key and its formula.
        const QString tip = cell(table, row, 0, Qt::ToolTipRole);
        QVERIFY2(tip.contains(QStringLiteral("training.wall_s")), qPrintable(tip));
        QVERIFY2(tip.contains(QString::fromStdString(before->derivation("training.wall_s")->formula)), qPrintable(tip));
        QCOMPARE(cell(table, row, 1, Qt::ToolTipRole), tip);
        QCOMPARE(table.model()->index(row, 1).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        table.selectRow(0); // the user's pick survives an update in place
        const int rowCount = rows(table);

        QSignalSpy changed(table.model(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(table.model(), &QAbstractItemModel::modelReset);
        QSignalSpy activated(&table, &ResultsTable::resultActivated);
        table.setResults(after);
        QCOMPARE(reset.count(), 0); // the same rows
        QCOMPARE(rows(table), rowCount);
        QCOMPARE(changed.count(), 1); // one range for every changed row, not one signal per cell
        const QModelIndex from = changed.at(0).at(0).toModelIndex(), to = changed.at(0).at(1).toModelIndex();
        QVERIFY(from.row() <= row && row <= to.row());
        QCOMPARE(from.column(), 1); // the values; labels do not change with the same keys
        QCOMPARE(to.column(), 1);
        QCOMPARE(activated.count(), 0); // an update is not the user picking a row
        QCOMPARE(table.selectionModel()->currentIndex().row(), 0);
        const double wall = *after->value("training.wall_s");
        QCOMPARE(cell(table, row, 1),
                 fleet::app::formatQuantity(wall, QStringLiteral("s"), QStringLiteral("training.wall_s")).text());
        QVERIFY2(cell(table, row, 1) != oldText, qPrintable(oldText)); // fewer tokens, a shorter run
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
        const int before = rows(narrow);
        QSignalSpy reset(narrow.model(), &QAbstractItemModel::modelReset);
        narrow.setResults(other);
        QCOMPARE(reset.count(), 1); // other keys: the rows are built anew
        ResultsTable fresh({QStringLiteral("training.")}, QStringLiteral("Training"));
        fresh.setResults(other);
        QCOMPARE(cells(narrow), cells(fresh));
        QVERIFY2(rows(narrow) < before - 10, qPrintable(QString::number(rows(narrow))));
        QCOMPARE(rowOf(narrow, QStringLiteral("training.step_s")), -1);
        QCOMPARE(rowOf(narrow, QStringLiteral("training.wall_s")), -1); // the predicted run needs the layout
        QVERIFY(rowOf(narrow, QStringLiteral("training.book_wall_s")) >= 0); // the book's chain does not
        narrow.setResults(nullptr);
        QCOMPARE(rows(narrow), 0);
        // Back to the full plan: every row again, as a fresh table shows it.
        narrow.setResults(evaluate({}));
        QCOMPARE(cells(narrow), first);
    }

    // The rows are the tab's keys in the models' order (two prefixes: the Power tab's), labelled by the schema;
    // picking a row asks for that key's derivation.
    void rowsAreTheTabsKeysAndAPickAsksForTheDerivation()
    {
        const fleet::app::ResultsPtr r = evaluate({});
        ResultsTable table({QStringLiteral("power."), QStringLiteral("cooling.")}, QStringLiteral("Power"));
        table.setResults(r);
        QStringList expected;
        for (std::string_view k : r->order())
            if (k.rfind("power.", 0) == 0 || k.rfind("cooling.", 0) == 0)
                expected << QString::fromUtf8(k.data(), qsizetype(k.size()));
        QVERIFY(expected.size() > 5);
        QStringList shown;
        for (int row = 0; row < rows(table); ++row)
            shown << cell(table, row, 0, ResultsTableModel::KeyRole);
        QCOMPARE(shown, expected);
        QSignalSpy activated(&table, &ResultsTable::resultActivated);
        table.selectRow(3);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), expected.at(3));
    }
};

QTEST_MAIN(TestResultsTable)
#include "tst_results_table.moc"

// ColumnFit (issue #12): a table's value column without ResizeToContents' measuring of every row on every change.
// It is as wide as ResizeToContents makes it after a reset, grows when a longer text arrives (on screen at once,
// off screen when it is scrolled into view, before it is painted) and never clips a text; a shorter text keeps
// the width until the next reset.
#include "common/ColumnFit.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using fleet::views::ColumnFit;

namespace {

constexpr int kRows = 200; // more than fit the viewport

// The width every row's text needs in column 1, as QTableView measures it for ResizeToContents.
int neededWidth(const QTableView& v)
{
    return std::max(static_cast<const QAbstractItemView&>(v).sizeHintForColumn(1),
                    v.horizontalHeader()->sectionSizeHint(1));
}

bool clipsNothing(const QTableView& v)
{
    const int width = v.horizontalHeader()->sectionSize(1);
    for (int row = 0; row < v.model()->rowCount(); ++row) {
        const int rowWidth = v.sizeHintForIndex(v.model()->index(row, 1)).width() + (v.showGrid() ? 1 : 0);
        if (rowWidth > width) {
            qWarning("row %d needs %d px, the column is %d px", row, rowWidth, width);
            return false;
        }
    }
    return true;
}

} // namespace

class TestColumnFit : public QObject {
    Q_OBJECT
private slots:
    void growsForALongerValueAndNeverClips()
    {
        QStandardItemModel model(kRows, 2);
        for (int row = 0; row < kRows; ++row) {
            model.setItem(row, 0, new QStandardItem(QStringLiteral("label %1").arg(row)));
            model.setItem(row, 1, new QStandardItem(QStringLiteral("%1 s").arg(row % 10)));
        }
        QTableView view;
        view.setModel(&model);
        view.horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        new ColumnFit(&view, 1);
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int initial = view.horizontalHeader()->sectionSize(1);
        QCOMPARE(initial, neededWidth(view)); // what ResizeToContents gives
        QVERIFY(clipsNothing(view));

        // A longer value on screen: the column grows to fit it.
        model.item(1, 1)->setText(QStringLiteral("123,456,789.5 GB/s"));
        QVERIFY(view.horizontalHeader()->sectionSize(1) > initial);
        QCOMPARE(view.horizontalHeader()->sectionSize(1), neededWidth(view));
        QVERIFY(clipsNothing(view));

        // Shorter again: the width stays (no jumping column on every edit) and nothing is clipped.
        const int grown = view.horizontalHeader()->sectionSize(1);
        model.item(1, 1)->setText(QStringLiteral("1 s"));
        QCOMPARE(view.horizontalHeader()->sectionSize(1), grown);

        // An even longer value off screen: measured when it is scrolled into view, before it is painted.
        const int last = kRows - 1;
        QVERIFY(view.rowAt(view.viewport()->height() - 1) < last);
        model.item(last, 1)->setText(QStringLiteral("9,876,543,210,123.25 tokens/s"));
        view.scrollToBottom();
        QVERIFY(view.horizontalHeader()->sectionSize(1) > grown);
        QVERIFY(clipsNothing(view));

        // A reset measures every row again, narrower included.
        model.item(last, 1)->setText(QStringLiteral("2 s"));
        model.setRowCount(kRows - 1); // rows removed: a full measure
        QCOMPARE(view.horizontalHeader()->sectionSize(1), neededWidth(view));
        QCOMPARE(view.horizontalHeader()->sectionSize(1), initial);
    }

    void aHiddenTableMeasuresItsChangedRowsWhenShown()
    {
        QStandardItemModel model(3, 2);
        for (int row = 0; row < 3; ++row)
            model.setItem(row, 1, new QStandardItem(QStringLiteral("1 s")));
        QTableView view;
        view.setModel(&model);
        new ColumnFit(&view, 1);
        model.item(2, 1)->setText(QStringLiteral("a much longer value than before"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(clipsNothing(view));
    }
};

QTEST_MAIN(TestColumnFit)
#include "tst_column_fit.moc"

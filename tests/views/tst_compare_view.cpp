// The Compare tab evaluates its baseline off the GUI thread and fills when the results arrive; a change is
// coloured by the result schema's direction (goodput up is better even though it is a "higher" number, a
// slower run is worse).
#include "TestCatalog.h"
#include "TestEvaluation.h"

#include "compare/CompareView.h"
#include "evaluate/Evaluate.h"

#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

namespace {

int rowOf(const QTableWidget* t, const QString& key)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0) && t->item(r, 0)->data(Qt::UserRole).toString() == key)
            return r;
    return -1;
}

} // namespace

class TestCompareView : public QObject {
    Q_OBJECT
private slots:
    void baselineIsEvaluatedInTheBackground()
    {
        const auto catalog = fleet::test::builtinCatalog();
        fleet::Scenario plan;
        plan.name = "plan";
        fleet::Scenario baseline = plan;
        baseline.fleet.accelerator = "b200"; // the same fleet of B200: its run is shorter
        fleet::views::CompareView view(catalog);
        view.setEvaluation(fleet::test::evaluation(plan, {}, catalog));
        QSignalSpy ready(&view, &fleet::views::CompareView::baselineReady);
        view.setBaseline(baseline, QStringLiteral("b200"));
        QCOMPARE(view.table()->rowCount(), 0); // nothing yet: the evaluation runs on a worker thread
        QVERIFY(ready.wait(5000));
        QVERIFY2(view.table()->rowCount() > 100, qPrintable(QString::number(view.table()->rowCount()))); // what differs

        const int wall = rowOf(view.table(), QStringLiteral("training.wall_s"));
        QVERIFY(wall >= 0);
        // The plan (H100) trains slower than the B200 baseline: a positive change, and worse (red) although the
        // number is higher.
        QVERIFY2(view.table()->item(wall, 4)->text().startsWith(QLatin1Char('+')),
                 qPrintable(view.table()->item(wall, 1)->text() + " " + view.table()->item(wall, 2)->text() + " " +
                            view.table()->item(wall, 4)->text()));
        QVERIFY(view.table()->item(wall, 4)->foreground().color().red() >
                view.table()->item(wall, 4)->foreground().color().green());
        // Goodput is higher-is-better: not coloured as worse merely for changing.
        if (const int goodput = rowOf(view.table(), QStringLiteral("reliability.goodput")); goodput >= 0) {
            const bool up = view.table()->item(goodput, 4)->text().startsWith(QLatin1Char('+'));
            const QColor c = view.table()->item(goodput, 4)->foreground().color();
            QCOMPARE(c.green() > c.red(), up);
        }

        // A newer baseline supersedes one still running: only the last one is shown.
        view.setBaseline(plan, QStringLiteral("first"));
        view.setBaseline(baseline, QStringLiteral("second"));
        ready.clear();
        QVERIFY(ready.wait(5000));
        QTest::qWait(100);
        QCOMPARE(ready.count(), 1);
        QVERIFY(view.table()
                    ->item(rowOf(view.table(), QStringLiteral("training.wall_s")), 4)
                    ->text()
                    .startsWith(QLatin1Char('+')));
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"

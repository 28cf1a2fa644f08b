// Issue #12: after an edit the main window updates only what is visible; a tab or the derivation dock that was
// hidden during the edit shows the current evaluation as soon as it is shown.
#include "MainWindow.h"
#include "TestCatalog.h"
#include "common/DerivationPanel.h"
#include "document/ScenarioDocument.h"
#include "models/QuantityFormat.h"
#include "models/ResultsTableModel.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using fleet::app::MainWindow;

namespace {

QString wallText(MainWindow& w)
{
    const auto v = w.resultsModel()->results()->value("training.wall_s");
    return v ? fleet::app::formatQuantity(*v, QStringLiteral("s"), QStringLiteral("training.wall_s")).text() : QString();
}

QString tableValue(const QTableView* t, const QString& key)
{
    const QAbstractItemModel* m = t->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data(fleet::app::ResultsTableModel::KeyRole).toString() == key)
            return m->index(r, 1).data().toString();
    return {};
}

} // namespace

class TestHiddenViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aHiddenTabShowsTheCurrentEvaluationWhenShown()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.resize(1366, 768);
        w.show();
        QVERIFY(updated.wait(5000));
        w.tabs()->setCurrentIndex(3); // Training: draws the first evaluation
        QCoreApplication::processEvents();
        auto* table = w.findChild<QTableView*>(QStringLiteral("trainingTable"));
        QVERIFY(table);
        const QString first = wallText(w);
        QCOMPARE(tableValue(table, QStringLiteral("training.wall_s")), first);

        w.tabs()->setCurrentIndex(0); // Roofline; Training hidden during the edit
        QCoreApplication::processEvents();
        QVERIFY(w.document()->setField(QStringLiteral("training.tokens"), 1e12).isEmpty());
        QVERIFY(updated.wait(5000));
        const QString now = wallText(w);
        QVERIFY2(now != first, qPrintable(now));
        QCOMPARE(tableValue(table, QStringLiteral("training.wall_s")), first); // not drawn while hidden
        w.tabs()->setCurrentIndex(3);
        QCOMPARE(tableValue(table, QStringLiteral("training.wall_s")), now);
    }

    void theDerivationDockBehindIssuesShowsTheCurrentNumberWhenRaised()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.resize(1366, 768);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* panel = w.findChild<fleet::views::DerivationPanel*>();
        auto* derivationDock = w.findChild<QDockWidget*>(QStringLiteral("derivationDock"));
        auto* issuesDock = w.findChild<QDockWidget*>(QStringLiteral("issuesDock"));
        QVERIFY(panel && derivationDock && issuesDock);
        const QString first = wallText(w);
        QVERIFY2(panel->toPlainText().contains(first), qPrintable(panel->toPlainText())); // training.wall_s
        issuesDock->raise();
        QTRY_VERIFY(panel->visibleRegion().isEmpty()); // behind the Issues tab
        QVERIFY(w.document()->setField(QStringLiteral("training.tokens"), 1e12).isEmpty());
        QVERIFY(updated.wait(5000));
        const QString now = wallText(w);
        QVERIFY(now != first);
        QVERIFY(panel->toPlainText().contains(first)); // not rebuilt while nobody sees it
        derivationDock->raise();
        QTRY_VERIFY(!panel->visibleRegion().isEmpty());
        QVERIFY2(panel->toPlainText().contains(now), qPrintable(panel->toPlainText()));
        QVERIFY(!panel->toPlainText().contains(first));
    }
};

QTEST_MAIN(TestHiddenViews)
#include "tst_hidden_views.moc"

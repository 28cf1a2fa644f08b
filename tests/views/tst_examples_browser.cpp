// The textbook examples: every example's scenario reproduces the value the book prints (within the
// example's tolerance) or, where the book is inconsistent, the formula's value — and then the book's
// value must really differ, so the flag cannot go stale. The browser, in the real main window, loads
// each example as a new untitled plan on its tab and steps through the results with their derivations.
#include "MainWindow.h"
#include "TeachingController.h"
#include "TestCatalog.h"
#include "Tolerance.h"
#include "FileController.h"
#include "common/DerivationPanel.h"
#include "common/IssuesPanel.h"
#include "document/ScenarioDocument.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "roofline/RooflineView.h"
#include "teaching/ExamplesBrowser.h"
#include "teaching/TextbookExamples.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

using namespace fleet;
using namespace fleet::app;

class TestExamplesBrowser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theIssuesListIsCovered()
    {
        // Issue #6's list: roofline of the 175B model, decode latency across generations, the memory budget
        // exercise, the training-time chain, ring AllReduce at 1,024 GPUs, fat-tree and oversubscription,
        // the reliability gap, the PFC-storm probability.
        const QStringList ids = {"roofline_175b_h100", "llama70b_a100",        "llama70b_h100",
                                 "llama70b_h200",      "llama70b_b200",        "memory_budget_exercise",
                                 "training_time_175b_pod", "ring_allreduce_gpt2_1024", "bisection_fat_tree_1024",
                                 "fat_tree_k64",       "oversubscription_4to1", "reliability_gap_1k",
                                 "reliability_gap_10k", "pfc_storm_probability"};
        for (const QString& id : ids)
            QVERIFY2(TextbookExamples::find(id), qPrintable(id));
        QStringList chapters;
        for (const TextbookExample& e : TextbookExamples::all())
            if (!chapters.contains(e.chapter))
                chapters << e.chapter;
        QCOMPARE(chapters.size(), 3);
    }

    void everyStepMatchesTheBook_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("step");
        for (const TextbookExample& e : TextbookExamples::all())
            for (int i = 0; i < e.steps.size(); ++i)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2 (seed L%3)").arg(e.id, e.steps[i].key).arg(e.steps[i].line)))
                    << e.id << i;
    }
    void everyStepMatchesTheBook()
    {
        QFETCH(QString, id);
        QFETCH(int, step);
        const TextbookExample* e = TextbookExamples::find(id);
        QVERIFY(e);
        const ExampleScenario s = TextbookExamples::scenarioFor(*e, test::builtinCatalog().get());
        QVERIFY2(s.scenario, qPrintable(s.error));
        const Results r = evaluate(*s.scenario, *test::builtinCatalog());
        QVERIFY(!r.hasErrors());
        const ExampleStep& st = e->steps.at(step);
        QVERIFY2(r.has(st.key.toStdString()), qPrintable(st.key));
        const double app = *r.value(st.key.toStdString());
        FLEET_COMPARE_REL(app, st.expected(), st.tolerance);
        QVERIFY(st.matches(app));
        if (st.inconsistent) // the book's number really is off: otherwise the flag is stale
            QVERIFY2(!fleet::test::relClose(app, st.book, st.tolerance),
                     qPrintable(QStringLiteral("%1 matches the book's %2: remove the inconsistency flag").arg(app).arg(st.book)));
    }

    void examplePlansCarryTheExampleAndNothingElse_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("clean"); // no warning at all: only the example's point
        for (const TextbookExample& e : TextbookExamples::all())
            QTest::newRow(qPrintable(e.id)) << e.id << (e.id == QStringLiteral("gpt4_cluster_mtbf"));
    }
    void examplePlansCarryTheExampleAndNothingElse()
    {
        // Issue #13: "25,000 GPUs: system MTBF" loaded a plan with an unrelated 93.5 GB-per-GPU memory problem
        // and kept the previous plan's title.
        QFETCH(QString, id);
        QFETCH(bool, clean);
        const TextbookExample* e = TextbookExamples::find(id);
        const ExampleScenario s = TextbookExamples::scenarioFor(*e, test::builtinCatalog().get());
        QVERIFY2(s.scenario, qPrintable(s.error));
        QCOMPARE(QString::fromStdString(s.scenario->name), e->title);
        const Results r = evaluate(*s.scenario, *test::builtinCatalog());
        for (const Issue& i : r.issues()) {
            QVERIFY2(i.severity != Severity::Error, i.message().c_str());
            if (clean)
                QVERIFY2(i.severity == Severity::Info, i.message().c_str());
        }
        if (clean)
            QCOMPARE(*r.value("memory.fits"), 1.0);
    }

    void loadedExampleTitlesTheWindow()
    {
        MainWindow w(test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* teaching = w.findChild<TeachingController*>();
        QVERIFY(teaching);
        const TextbookExample* e = TextbookExamples::find(QStringLiteral("gpt4_cluster_mtbf"));
        QVERIFY(teaching->loadExample(e->id));
        QVERIFY2(w.windowTitle().startsWith(e->title), qPrintable(w.windowTitle()));
        QCOMPARE(w.document()->displayName(), e->title);
    }

    void malformedExamplesAreRefusedWithTheirName()
    {
        QString error;
        QVERIFY(TextbookExamples::parse("{\"examples\": [{\"id\": \"x\", \"title\": \"t\", \"chapter\": \"c\", "
                                        "\"section\": \"s\", \"preset\": \"book-175b-h100\", \"steps\": [{\"key\": \"k\"}]}]}",
                                        &error)
                    .isEmpty());
        QVERIFY2(error.contains(QStringLiteral("'x'")) && error.contains(QStringLiteral("tolerance")), qPrintable(error));
        QVERIFY(TextbookExamples::parse("{", &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("examples.json")));
        TextbookExample bad = *TextbookExamples::find(QStringLiteral("roofline_175b_h100"));
        bad.overrides << QStringLiteral("training.tp=0");
        const ExampleScenario s = TextbookExamples::scenarioFor(bad, test::builtinCatalog().get());
        QVERIFY(!s.scenario);
        QVERIFY2(s.error.contains(QStringLiteral("training.tp")), qPrintable(s.error));
    }

    void loadingEveryExampleInTheWindowShowsTheBooksValues()
    {
        MainWindow w(test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* teaching = w.findChild<TeachingController*>();
        QVERIFY(teaching);
        views::ExamplesBrowser* browser = teaching->browser();
        auto* derivation = w.findChild<views::DerivationPanel*>();
        QVERIFY(derivation);
        for (const TextbookExample& e : TextbookExamples::all()) {
            updated.clear();
            QVERIFY2(teaching->loadExample(e.id), qPrintable(e.id));
            QVERIFY(updated.wait(5000));
            QVERIFY(!w.document()->isModified());
            QVERIFY(w.document()->filePath().isEmpty());
            QCOMPARE(browser->loadedId(), e.id);
            QCOMPARE(browser->selectedId(), e.id);
            QCOMPARE(browser->stepCount(), int(e.steps.size()));
            for (int i = 0; i < e.steps.size(); ++i) {
                browser->setStep(i);
                QCOMPARE(browser->currentStep(), i);
                const QString text = browser->stepText();
                QVERIFY2(text.contains(QStringLiteral("✔")), qPrintable(e.id + u' ' + text));
                QVERIFY(text.contains(e.steps[i].printed));
                QVERIFY2(derivation->toPlainText().contains(e.steps[i].key), qPrintable(e.steps[i].key));
                if (e.steps[i].inconsistent)
                    QVERIFY(text.contains(e.steps[i].explanation));
            }
            browser->setStep(e.steps.size()); // past the end: stays on the last
            QCOMPARE(browser->currentStep(), int(e.steps.size()) - 1);
        }
    }

    void archetypeLimitsShowAsAnInfoIssue()
    {
        MainWindow w(test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* issues = w.findChild<views::IssuesPanel*>();
        QVERIFY(issues);
        QVERIFY(issues->note().isEmpty()); // the book's running example has no stated limits
        w.files()->newFromPreset(QStringLiteral("archetype-b-dlrm"));
        QVERIFY(updated.wait(5000));
        QCOMPARE(issues->note(), Presets::limits(QStringLiteral("archetype-b-dlrm")));
        QVERIFY(issues->note().contains(QStringLiteral("all-to-all")));
        QVERIFY(issues->count() >= 1);
        QCOMPARE(issues->item(0)->text(), issues->note()); // the Info row comes first
        w.files()->newFromPreset(Presets::defaultName());
        QVERIFY(updated.wait(5000));
        QVERIFY(issues->note().isEmpty());
    }

    void loadSwitchesTabAndAnotherPlanUnloads()
    {
        MainWindow w(test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        w.tabs()->setCurrentIndex(3);
        auto* teaching = w.findChild<TeachingController*>();
        QVERIFY(teaching->loadExample(QStringLiteral("roofline_175b_h100")));
        QCOMPARE(static_cast<QWidget*>(w.currentView()), static_cast<QWidget*>(w.rooflineView()));
        QVERIFY(updated.wait(5000));
        QVERIFY(teaching->browser()->stepText().contains(QStringLiteral("295.2")));
        QVERIFY(!teaching->loadExample(QStringLiteral("no-such-example")));
        // Another plan replaces the example: the browser no longer compares against it.
        w.document()->reset(w.document()->scenario(), QString());
        QVERIFY(teaching->browser()->loadedId().isEmpty());
        QVERIFY(teaching->browser()->stepText().contains(QStringLiteral("load the example")));
    }
};

QTEST_MAIN(TestExamplesBrowser)
#include "tst_examples_browser.moc"

// The user-interface language end to end: with the zh_CN translator installed the real main window shows
// Chinese tab titles, Chinese issue messages and Chinese-formatted percentages; the Preferences dialog
// stores the language in QSettings; Edit → Preferences… exists with the platform shortcut.
#include "MainWindow.h"
#include "PreferencesDialog.h"
#include "TestCatalog.h"
#include "common/DerivationPanel.h"
#include "common/IssuesPanel.h"
#include "document/ScenarioDocument.h"
#include "i18n/Language.h"
#include "models/QuantityFormat.h"
#include "models/ResultsTableModel.h"

#include <QComboBox>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace fleet::app;

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void chineseMainWindow()
    {
        QCOMPARE(installTranslators(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        QCOMPARE(w.tabs()->tabText(0), QStringLiteral("Roofline 模型"));
        QCOMPARE(w.tabs()->tabText(1), QStringLiteral("带宽阶梯"));

        // An issue from model/ comes out in Chinese with its numbers: TP × PP × DP off the fleet size.
        w.document()->setField(QStringLiteral("training.dp"), std::int64_t(3));
        QVERIFY(updated.wait(5000));
        auto* issues = w.findChild<fleet::views::IssuesPanel*>();
        QVERIFY(issues);
        QStringList texts;
        for (int i = 0; i < issues->count(); ++i)
            texts << issues->item(i)->text();
        // The default plan runs TP 8 × PP 8, so DP 3 gives 192 of 8,192 accelerators: its predicted run says why.
        QVERIFY2(texts.contains(QStringLiteral("training.dp：training.tp × training.cp × training.pp × training.dp = 8 × 1 × "
                                               "8 × 3 = 192，但舰队有 8192 个加速器")),
                 qPrintable(texts.join(u'\n')));

        // The derivation panel: headings, term descriptions and the textbook section in Chinese, the
        // formula as it is.
        const fleet::Derivation* d = w.resultsModel()->results()->derivation("compute.ridge_flop_per_byte");
        QVERIFY(d);
        const QString html = fleet::views::DerivationPanel::toHtml(*d, QStringLiteral("屋脊点（推理精度）"));
        QVERIFY2(html.contains(QStringLiteral("I_ridge = R_peak / BW_HBM")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("教材章节：")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("教材 §2 Roofline 模型，式 2.1（L1571）；H100 屋脊点 295.2 FLOP/字节（L1434）")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("HBM 带宽")), qPrintable(html));
        if (!qEnvironmentVariableIsEmpty("FLEET_GRAB_DIR")) { // for looking at it: FLEET_GRAB_DIR=/tmp tst_language
            fleet::views::DerivationPanel panel;
            panel.setHtml(html);
            panel.resize(900, 300);
            panel.grab().save(qEnvironmentVariable("FLEET_GRAB_DIR") + QStringLiteral("/derivation-zh_CN.png"));
        }

        // Percent without a space in Chinese.
        QCOMPARE(formatQuantity(0.997, QString(), QStringLiteral("inference.memory_bound_fraction")).text(), QStringLiteral("99.7%"));

        // Edit → Preferences… with the platform shortcut or Ctrl+,.
        QAction* prefs = nullptr;
        for (QAction* a : w.menuBar()->findChildren<QAction*>())
            if (a->text() == QStringLiteral("首选项(&P)…"))
                prefs = a;
        QVERIFY(prefs);
        QVERIFY(prefs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    }

    void preferencesStoreTheLanguage()
    {
        PreferencesDialog d;
        QComboBox* box = d.languageBox();
        QCOMPARE(box->count(), 3);
        QCOMPARE(box->currentData().toString(), QString()); // nothing stored: follow the system
        box->setCurrentIndex(box->findData(QStringLiteral("zh_CN")));
        d.accept();
        QCOMPARE(languageSetting(), QStringLiteral("zh_CN"));
        QCOMPARE(effectiveLanguage(languageSetting()), QStringLiteral("zh_CN"));
        PreferencesDialog again;
        QCOMPARE(again.languageBox()->currentData().toString(), QStringLiteral("zh_CN"));
        again.languageBox()->setCurrentIndex(0);
        again.accept();
        QCOMPARE(QSettings().contains(QStringLiteral("ui/language")), false);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"

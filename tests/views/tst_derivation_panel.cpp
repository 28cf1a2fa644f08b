// The derivation dock (issue #12): an edit that changes only the numbers of the derivation shown replaces them in
// the document in place — the page then reads and looks exactly like one built from scratch, and keeps its scroll
// position —; another derivation builds the page anew; a hidden panel builds it when it is shown.
#include "TestCatalog.h"
#include "common/DerivationPanel.h"
#include "evaluate/Evaluate.h"
#include "models/QuantityFormat.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>

using namespace fleet::views;

namespace {

std::shared_ptr<const fleet::Results> evaluate(const QStringList& assignments)
{
    // The book's chain: a derivation whose note holds no numbers of its own (the panel's in-place update).
    fleet::Scenario s = *fleet::app::Presets::load(QStringLiteral("book-175b-h100")).scenario;
    for (const QString& a : assignments)
        if (auto err = fleet::ScenarioSchema::instance().applyAssignment(s, a.toStdString(), nullptr))
            qFatal("%s", err->c_str());
    return std::make_shared<const fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog()));
}

const QString kLabel = QStringLiteral("Time to train");

} // namespace

class TestDerivationPanel : public QObject {
    Q_OBJECT
private slots:
    void newNumbersAreReplacedInPlace()
    {
        const auto before = evaluate({}), after = evaluate({QStringLiteral("training.tokens=1e12")});
        const fleet::Derivation* a = before->derivation("training.wall_s");
        const fleet::Derivation* b = after->derivation("training.wall_s");
        QVERIFY(a && b);
        QVERIFY(a->inputs.size() >= 3);
        QVERIFY(a->value != b->value);

        DerivationPanel panel, fresh;
        for (DerivationPanel* p : {&panel, &fresh}) {
            p->resize(700, 90); // shorter than the page: it scrolls
            p->show();
        }
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showDerivation(a, kLabel);
        const QString oldText = panel.toPlainText();
        QScrollBar* bar = panel.verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum());
        const int scrolled = bar->value();

        panel.showDerivation(b, kLabel);
        fresh.showDerivation(b, kLabel);
        QVERIFY(panel.toPlainText() != oldText);
        QCOMPARE(panel.toPlainText(), fresh.toPlainText());
        QVERIFY2(panel.toPlainText().contains(
                     fleet::app::formatQuantity(b->value, QStringLiteral("s"), QStringLiteral("training.wall_s")).text()),
                 qPrintable(panel.toPlainText()));
        QCOMPARE(bar->value(), scrolled); // the same document: the reader keeps their place
        // And it looks the same as the page built from scratch.
        bar->setValue(0);
        QCOMPARE(panel.grab().toImage(), fresh.grab().toImage());

        // The anchors that mark the numbers do not change how the page looks.
        QString plain = DerivationPanel::toHtml(*b, kLabel);
        QVERIFY(plain.contains(QStringLiteral("<a name=")));
        plain.remove(QRegularExpression(QStringLiteral("<a name='[^']*'>|</a>")));
        QTextBrowser reference;
        reference.resize(700, 90);
        reference.setHtml(plain);
        reference.show();
        QCOMPARE(reference.toPlainText(), fresh.toPlainText());
        QCOMPARE(reference.grab().toImage(), fresh.grab().toImage());

        // Another result: a new page.
        const fleet::Derivation* power = after->derivation("power.facility_w");
        QVERIFY(power);
        panel.showDerivation(power, QStringLiteral("Facility power"));
        fresh.showDerivation(power, QStringLiteral("Facility power"));
        QCOMPARE(panel.toPlainText(), fresh.toPlainText());
        QVERIFY(panel.toPlainText().contains(QStringLiteral("power.facility_w")));
        panel.showDerivation(nullptr, QString());
        QVERIFY(panel.toPlainText().isEmpty());
    }

    void aHiddenPanelBuildsThePageWhenShown()
    {
        const auto before = evaluate({}), after = evaluate({QStringLiteral("training.tokens=1e12")});
        DerivationPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showDerivation(before->derivation("training.wall_s"), kLabel);
        const QString shown = panel.toPlainText();
        QVERIFY(shown.contains(QStringLiteral("training.wall_s")));
        panel.hide();
        panel.showDerivation(after->derivation("training.wall_s"), kLabel);
        QCOMPARE(panel.toPlainText(), shown); // not built while nobody sees it
        panel.show();
        DerivationPanel fresh;
        fresh.showDerivation(after->derivation("training.wall_s"), kLabel);
        fresh.show();
        QCOMPARE(panel.toPlainText(), fresh.toPlainText());
        QVERIFY(panel.toPlainText() != shown);
    }
};

QTEST_MAIN(TestDerivationPanel)
#include "tst_derivation_panel.moc"

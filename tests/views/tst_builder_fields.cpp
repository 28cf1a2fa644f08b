// The builder's number editors (issue #13): large-range fields show engineering notation ("175 B", "7 GB/s"),
// never e-notation, and read back what they show; a number outside a field's range is refused with a message
// naming the key and the range instead of being clamped (MFU 1.5 used to become 1 silently).
#include "TestCatalog.h"
#include "Tolerance.h"
#include "builder/FleetBuilderPanel.h"
#include "common/ElidingComboBox.h"
#include "common/FieldSpinBox.h"
#include "common/ScientificSpinBox.h"
#include "document/ScenarioDocument.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QLineEdit>
#include <QStandardItemModel>
#include <QSignalSpy>
#include <QComboBox>
#include <QUndoStack>
#include <QTest>

using namespace fleet;

namespace {
struct Builder {
    app::ScenarioDocument doc;
    views::FleetBuilderPanel panel{&doc, test::builtinCatalog()};
    Builder()
    {
        doc.setCatalog(test::builtinCatalog());
        doc.reset(*app::Presets::load(app::Presets::defaultName()).scenario, QString());
        panel.show();
    }
};

bool hasENotation(const QString& s)
{
    for (qsizetype i = 1; i + 1 < s.size(); ++i)
        if ((s[i] == u'e' || s[i] == u'E') && s[i - 1].isDigit() && (s[i + 1] == u'+' || s[i + 1] == u'-' || s[i + 1].isDigit()))
            return true;
    return false;
}
} // namespace

class TestBuilderFields : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void theIssuesNumbersReadAsEngineers_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("shown");
        QTest::newRow("175B parameters") << "model.params" << 1.75e11 << "175 B";
        QTest::newRow("300B tokens") << "training.tokens" << 3e11 << "300 B";
        QTest::newRow("storage 7 GB/s") << "fleet.storageBytesPerSecond" << 7e9 << "7 GB/s";
        QTest::newRow("10 GB message") << "analysis.messageBytes" << 1e10 << "10 GB";
        QTest::newRow("MTBF out of reach") << "reliability.nodeMtbfHours" << 1e9 << "10⁹ h";
        QTest::newRow("MTBF 50,000 h") << "reliability.acceleratorMtbfHours" << 5e4 << "50,000 h";
    }
    void theIssuesNumbersReadAsEngineers()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, shown);
        Builder b;
        QVERIFY(b.doc.setField(key, value).isEmpty());
        auto* box = qobject_cast<views::ScientificSpinBox*>(b.panel.editorFor(key));
        QVERIFY2(box, qPrintable(key));
        QCOMPARE(box->text(), shown);
        FLEET_COMPARE_REL(box->valueFromText(box->text()), value, 1e-9);
    }

    void largeFieldsNeverShowENotation_data()
    {
        QTest::addColumn<QString>("key");
        for (const FieldSpec& f : ScenarioSchema::instance().fields())
            if (f.type == FieldType::Real && f.max > 1e6)
                QTest::newRow(f.key.c_str()) << QString::fromStdString(f.key);
    }
    void largeFieldsNeverShowENotation()
    {
        QFETCH(QString, key);
        const FieldSpec* f = ScenarioSchema::instance().field(key.toStdString());
        Builder b;
        auto* box = qobject_cast<views::ScientificSpinBox*>(b.panel.editorFor(key));
        QVERIFY(box);
        for (double v : {f->min, f->max, std::sqrt(std::max(f->min, 1.0) * f->max), 1.2345e7}) {
            if (v < f->min || v > f->max)
                continue;
            const QString text = box->textFromValue(v);
            QVERIFY2(!hasENotation(text), qPrintable(text));
            FLEET_COMPARE_REL(box->valueFromText(box->prefix() + text + box->suffix()), v, 1e-5);
        }
    }

    void outOfRangeIsRefusedNotClamped_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("typed");
        QTest::newRow("MFU 1.5") << "training.mfu" << "1.5";
        // every other fraction input, one step past its top
        for (const FieldSpec& f : ScenarioSchema::instance().fields())
            if (f.type == FieldType::Real && f.min >= 0.0 && f.max <= 1.0 && f.key != "training.mfu")
                QTest::newRow(qPrintable(QString::fromStdString(f.key) + QStringLiteral(" 1.5"))) << QString::fromStdString(f.key) << "1.5";
        QTest::newRow("PUE below 1") << "facility.pue" << "0.5";
        QTest::newRow("a trillion-parameter typo") << "model.params" << "5e15";
        // whole numbers (issue #13 left: QSpinBox clamped them silently)
        QTest::newRow("0 nodes") << "fleet.nodes"
                                 << "0";
        QTest::newRow("pipeline depth 0") << "training.pp"
                                          << "0";
        QTest::newRow("2,000 accelerators per node") << "fleet.acceleratorsPerNode"
                                                     << "2000";
    }
    void outOfRangeIsRefusedNotClamped()
    {
        QFETCH(QString, key);
        QFETCH(QString, typed);
        Builder b;
        const FieldSpec* f = ScenarioSchema::instance().field(key.toStdString());
        QVERIFY(f);
        const FieldValue was = f->get(b.doc.scenario());
        const double before =
            f->type == FieldType::Integer ? static_cast<double>(std::get<std::int64_t>(was)) : std::get<double>(was);
        auto* box = qobject_cast<views::FieldSpinBox*>(b.panel.editorFor(key));
        QVERIFY2(box, qPrintable(key));
        QSignalSpy rejected(&b.panel, &views::FleetBuilderPanel::editRejected);
        b.panel.focusKey(key);
        box->selectAll();
        QTest::keyClicks(box, typed);
        QVERIFY2(box->text().contains(typed), qPrintable(box->text())); // not eaten per key
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(rejected.size(), 1);
        const QString message = rejected.first().first().toString();
        QVERIFY2(message.contains(key) && message.contains(QStringLiteral("out of range")), qPrintable(message));
        QVERIFY(f->get(b.doc.scenario()) == was);
        QVERIFY(!b.doc.isModified());
        FLEET_COMPARE_REL(box->value(), before, 1e-12);
    }

    // An issue names a key; focusing it shows its field, even the last rows of a long section (the serving keys sit
    // below the inference ones: at 768 px the Inference page scrolls).
    void focusingAKeyScrollsItsFieldIntoView()
    {
        Builder b;
        b.panel.resize(420, 768);
        QTest::qWait(0);
        for (const char* key : {"serving.promptBalance", "serving.expertCompute", "inference.precision"}) {
            b.panel.focusKey(QString::fromLatin1(key));
            QWidget* editor = b.panel.editorFor(QString::fromLatin1(key));
            QVERIFY(editor);
            QWidget* viewport = editor->parentWidget()->parentWidget(); // page → the scroll area's viewport
            QVERIFY(viewport);
            const QRect shown = QRect(editor->mapTo(viewport, QPoint(0, 0)), editor->size());
            QVERIFY2(viewport->rect().contains(shown), key);
        }
    }

    void inRangeTypingStillCommits()
    {
        Builder b;
        auto* box = qobject_cast<views::FieldSpinBox*>(b.panel.editorFor(QStringLiteral("training.mfu")));
        QVERIFY(box);
        b.panel.focusKey(QStringLiteral("training.mfu"));
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("0.5"));
        QTest::keyClick(box, Qt::Key_Return);
        FLEET_COMPARE_REL(b.doc.scenario().training.mfu, 0.5, 1e-12);
        auto* params = qobject_cast<views::FieldSpinBox*>(b.panel.editorFor(QStringLiteral("model.params")));
        b.panel.focusKey(QStringLiteral("model.params"));
        params->selectAll();
        QTest::keyClicks(params, QStringLiteral("70 B"));
        QTest::keyClick(params, Qt::Key_Return);
        FLEET_COMPARE_REL(b.doc.scenario().model.params, 7e10, 1e-12);
    }

    // Issue 27: picking a library model in the Model section fills every model field in one undo step; editing a
    // field then makes the model custom, also one step; undo walks back through both.
    // Issue 31: the scale-out list offers InfiniBand and Ethernet first and puts NVLink and PCIe under a heading that
    // says they are not scale-out; accelerators are grouped by vendor with their key specs. Headings pick nothing.
    void catalogListsAreGroupedAndFiltered()
    {
        Builder b;
        auto* out = qobject_cast<QComboBox*>(b.panel.editorFor(QStringLiteral("fleet.scaleOutLink")));
        QVERIFY(out);
        int notScaleOut = -1;
        for (int i = 0; i < out->count(); ++i) {
            const QString id = out->itemData(i).toString();
            if (out->itemText(i) == QStringLiteral("Not scale-out (inside a node)"))
                notScaleOut = i;
            if (id.startsWith(QStringLiteral("nvlink")) || id.startsWith(QStringLiteral("pcie")))
                QVERIFY2(notScaleOut >= 0 && i > notScaleOut, qPrintable(id)); // after the heading
            if (id.startsWith(QStringLiteral("ib-")))
                QVERIFY2(notScaleOut < 0, qPrintable(id)); // before it
        }
        QVERIFY(notScaleOut > 0);
        const auto* model = qobject_cast<const QStandardItemModel*>(out->model());
        QVERIFY(model && !(model->item(notScaleOut)->flags() & Qt::ItemIsEnabled));
        QVERIFY(out->itemData(notScaleOut).isNull());
        auto* acc = qobject_cast<QComboBox*>(b.panel.editorFor(QStringLiteral("fleet.accelerator")));
        QVERIFY(acc);
        QVERIFY(acc->findText(QStringLiteral("NVIDIA")) >= 0 && acc->findText(QStringLiteral("AMD")) >= 0);
        const int h100 = acc->findData(QStringLiteral("h100-sxm"));
        QVERIFY(h100 >= 0);
        QVERIFY2(acc->itemText(h100).contains(QStringLiteral("80 GB · 3.35 TB/s · 989 TFLOP/s BF16")),
                 qPrintable(acc->itemText(h100)));
        QCOMPARE(acc->currentIndex(), h100); // the plan's accelerator is still the one shown
        // Issue 31: at 1366 the closed boxes read "llama3-70b — Llam…", "custom (the fields bel…": where the whole
        // text does not fit they show the row's name without its id and specs, or the keyword alone.
        QCOMPARE(acc->itemData(h100, views::ElidingComboBox::kShortTextRole).toString(),
                 QStringLiteral("NVIDIA H100 SXM5 80GB"));
        auto* models = qobject_cast<QComboBox*>(b.panel.editorFor(QStringLiteral("model.id")));
        QVERIFY(models);
        QCOMPARE(models->itemData(0, views::ElidingComboBox::kShortTextRole).toString(), QStringLiteral("custom"));
        const int llama = models->findData(QStringLiteral("llama3-70b"));
        QVERIFY(llama >= 0);
        QCOMPARE(models->itemData(llama, views::ElidingComboBox::kShortTextRole).toString(), QStringLiteral("Llama 3 70B"));
    }

    void pickingALibraryModelIsOneUndoStep()
    {
        Builder b;
        const Scenario before = b.doc.scenario();
        auto* combo = qobject_cast<QComboBox*>(b.panel.editorFor(QStringLiteral("model.id")));
        QVERIFY(combo);
        const int row = combo->findData(QStringLiteral("llama31-8b"));
        QVERIFY(row >= 0);
        QCOMPARE(combo->itemData(0).toString(), QStringLiteral("custom"));
        const int steps = b.doc.undoStack()->count();
        combo->setCurrentIndex(row);
        emit combo->activated(row);
        QCOMPARE(b.doc.undoStack()->count(), steps + 1);
        const ModelInputs& m = b.doc.scenario().model;
        QCOMPARE(m.id, std::string("llama31-8b"));
        QCOMPARE(m.layers, 32); // Meta Llama 3.1 8B config.json: 32 layers, 4,096 wide, 32 heads, 8 KV heads
        QCOMPARE(m.kvHeads, 8);
        QCOMPARE(m.vocab, 128256);
        auto* layers = qobject_cast<views::FieldSpinBox*>(b.panel.editorFor(QStringLiteral("model.layers")));
        QCOMPARE(layers->value(), 32.0); // the editors show the filled fields
        b.panel.focusKey(QStringLiteral("model.layers"));
        layers->selectAll();
        QTest::keyClicks(layers, QStringLiteral("40"));
        QTest::keyClick(layers, Qt::Key_Return);
        QCOMPARE(b.doc.scenario().model.layers, 40);
        QCOMPARE(b.doc.scenario().model.id, std::string("custom"));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("custom"));
        QCOMPARE(b.doc.undoStack()->count(), steps + 2);
        b.doc.undoStack()->undo();
        QCOMPARE(b.doc.scenario().model.id, std::string("llama31-8b"));
        QCOMPARE(b.doc.scenario().model.layers, 32);
        b.doc.undoStack()->undo();
        QVERIFY(b.doc.scenario() == before);
    }
};

QTEST_MAIN(TestBuilderFields)
#include "tst_builder_fields.moc"

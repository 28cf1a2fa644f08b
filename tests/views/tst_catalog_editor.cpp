// The catalog row editor (issue 13): every field checked by the catalog's own rules as it is typed, the message
// naming the field and the accepted range, OK disabled until the row is valid, references to other rows checked.
#include "CatalogTestRow.h"
#include "catalog/CatalogRowEditor.h"
#include "catalog/CatalogWindow.h"

#include "CatalogRowStore.h"

#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fleet::views;
using fleet::CatalogKind;
using fleet::catalog::CatalogRow;
using fleet::test::fillMyChip;

class TestCatalogEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void validationRefusesANegativeHbmBandwidthNamingTheField()
    {
        const CatalogRow* h100 = fleet::catalog::findRow(fleet::catalog::builtinRows(), QStringLiteral("accelerators"),
                                                         QStringLiteral("h100-sxm"));
        CatalogRowEditor e(QStringLiteral("accelerators"), *h100, CatalogRowEditor::Mode::New, [](const QString& id) {
            return id == QStringLiteral("h100-sxm");
        });
        QVERIFY(!e.isValid()); // the copy still has the built-in row's id
        QVERIFY2(e.problems().value(QStringLiteral("id")).contains(QStringLiteral("already")),
                 qPrintable(e.problems().value(QStringLiteral("id"))));
        fillMyChip(e, QStringLiteral("-3"));
        QVERIFY(!e.isValid());
        QVERIFY(!e.okButton()->isEnabled());
        QCOMPARE(e.problems().size(), 1);
        const QString msg = e.problems().value(QStringLiteral("hbm_tb_per_s"));
        QVERIFY2(msg.startsWith(QStringLiteral("HBM (TB/s): -3 is out of range")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("from 1e-06 to 1e+06")), qPrintable(msg));
        auto* label = e.findChild<QLabel*>(QStringLiteral("hbm_tb_per_s_message"));
        QVERIFY(label);
        QCOMPARE(label->text(), msg);
        QVERIFY(!label->isHidden());
        e.setFieldText(QStringLiteral("hbm_tb_per_s"), QString()); // required
        QVERIFY(e.problems().value(QStringLiteral("hbm_tb_per_s")).contains(QStringLiteral("missing")));
        e.setFieldText(QStringLiteral("hbm_tb_per_s"), QStringLiteral("abc"));
        QVERIFY(!e.isValid());
        e.setFieldText(QStringLiteral("hbm_tb_per_s"), QStringLiteral("8"));
        QVERIFY2(e.isValid(), qPrintable(QStringList(e.problems().values()).join(u'\n')));
        QVERIFY(e.okButton()->isEnabled());
        QVERIFY(label->isHidden());
        const CatalogRow row = e.row();
        QCOMPARE(row.value(QStringLiteral("hbm_tb_per_s")).toDouble(), 8.0);
        QCOMPARE(row.value(QStringLiteral("tdp_w")), h100->value(QStringLiteral("tdp_w"))); // kept from the copy
    }


    void aNodeMustNameAnAcceleratorAndLinksTheCatalogHas()
    {
        QTemporaryDir dir;
        CatalogWindow w(dir.filePath(QStringLiteral("user.sqlite")));
        w.showKind(CatalogKind::Nodes);
        QVERIFY(w.selectRow(QStringLiteral("dgx-h100")));
        QStringList problems;
        w.setEditorHook([&problems](CatalogRowEditor& e) {
            e.setFieldText(QStringLiteral("accelerator_id"), QStringLiteral("no-such-chip"));
            problems = e.problems().values();
            const bool refused = !e.okButton()->isEnabled();
            e.setFieldText(QStringLiteral("accelerator_id"), QStringLiteral("h200-sxm"));
            return refused && e.isValid();
        });
        w.duplicateRow();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(QStringLiteral("Accelerator: 'no-such-chip' is not in the catalog")),
                 qPrintable(problems.first()));
        QCOMPARE(w.undoStack()->count(), 1);
        const CatalogRowSet::Entry* copy = w.rows()->find(QStringLiteral("nodes"), QStringLiteral("dgx-h100-copy"));
        QVERIFY(copy && copy->user);
        QCOMPARE(copy->row.value(QStringLiteral("accelerator_id")).toString(), QStringLiteral("h200-sxm"));
    }

};

QTEST_MAIN(TestCatalogEditor)
#include "tst_catalog_editor.moc"

// Every edit is an undoable command; undo/redo round trips restore the scenario exactly; the modified
// flag is the undo stack's clean state.
#include "document/ScenarioDocument.h"
#include "presets/Presets.h"
#include "TestCatalog.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fleet::app;

class TestDocumentUndo : public QObject {
    Q_OBJECT
private slots:
    void undoRedoRoundTrip()
    {
        ScenarioDocument doc;
        doc.reset(*Presets::load(Presets::defaultName()).scenario, QString());
        const fleet::Scenario original = doc.scenario();
        QVERIFY(!doc.isModified());

        QVERIFY(doc.setField(QStringLiteral("fleet.accelerator"), std::string("b200")).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(16)).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.3).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("training.sequenceParallel"), false).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("inference.precision"), std::string("int8")).isEmpty());
        QVERIFY(doc.isModified());
        const fleet::Scenario edited = doc.scenario();
        QCOMPARE(doc.undoStack()->count(), 5);

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.scenario() == original);
        QVERIFY(!doc.isModified());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QVERIFY(doc.scenario() == edited);
    }

    // Issue 31: re-laying out keeps a derived global batch. The default plan: micro-batch 1 × accumulation 12 × DP 128
    // = 1,536 sequences. PP 8 → 16 then DP 64 (the layout tiles the fleet again) keeps 1,536 with accumulation 24;
    // micro-batch 2 with accumulation 12; a DP no whole accumulation fits changes the batch and says so.
    void relayoutKeepsTheGlobalBatch()
    {
        ScenarioDocument doc;
        doc.reset(*Presets::load(Presets::defaultName()).scenario, QString());
        const auto batch = [&] {
            const fleet::TrainingInputs& t = doc.scenario().training;
            return t.globalBatch ? t.globalBatch : t.microBatch * t.gradientAccumulation * t.dp;
        };
        QCOMPARE(batch(), std::int64_t(1536));
        QSignalSpy notices(&doc, &ScenarioDocument::notice);
        QVERIFY(doc.setField(QStringLiteral("training.pp"), std::int64_t(16)).isEmpty());
        QCOMPARE(notices.count(), 0); // PP does not enter the batch
        QVERIFY(doc.setField(QStringLiteral("training.dp"), std::int64_t(64)).isEmpty());
        QCOMPARE(doc.scenario().training.gradientAccumulation, std::int64_t(24));
        QCOMPARE(batch(), std::int64_t(1536));
        QCOMPARE(doc.undoStack()->count(), 2); // DP and its accumulation: one step
        QCOMPARE(notices.count(), 1);
        QVERIFY2(notices.last().at(0).toString().contains(QStringLiteral("global batch kept at 1,536 sequences")),
                 qPrintable(notices.last().at(0).toString()));
        QVERIFY(doc.undoStack()->undoText().contains(QStringLiteral("1,536")));
        QVERIFY(doc.setField(QStringLiteral("training.microBatch"), std::int64_t(2)).isEmpty());
        QCOMPARE(doc.scenario().training.gradientAccumulation, std::int64_t(12));
        QCOMPARE(batch(), std::int64_t(1536));
        // 1,536 is not a multiple of 2 × 100: the accumulation stays, the batch becomes 2,400, and the step says so.
        QVERIFY(doc.setField(QStringLiteral("training.dp"), std::int64_t(100)).isEmpty());
        QCOMPARE(doc.scenario().training.gradientAccumulation, std::int64_t(12));
        QCOMPARE(batch(), std::int64_t(2400));
        QVERIFY2(notices.last().at(0).toString().contains(QStringLiteral("global batch 1,536 → 2,400 sequences")),
                 qPrintable(notices.last().at(0).toString()));
        // Undo walks back through the same batches; an explicit global batch is the user's and stays.
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().training.gradientAccumulation, std::int64_t(24));
        QCOMPARE(doc.scenario().training.microBatch, std::int64_t(1));
        QVERIFY(doc.setField(QStringLiteral("training.globalBatch"), std::int64_t(1536)).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("training.dp"), std::int64_t(32)).isEmpty());
        QCOMPARE(doc.scenario().training.gradientAccumulation, std::int64_t(24)); // not touched
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(!doc.isModified()); // back at the clean state: no "*"
    }

    // Arrow-key steps of DP (one gesture, Merge::Continue) keep the batch the gesture began with and are one undo
    // step: 128 → 127 → 126 → 64 ends at 1,536 sequences, not at whatever 127 and 126 left.
    void steppingDpKeepsTheBatchOfTheGesture()
    {
        ScenarioDocument doc;
        doc.reset(*Presets::load(Presets::defaultName()).scenario, QString());
        const int steps = doc.undoStack()->count();
        QVERIFY(doc.setField(QStringLiteral("training.dp"), std::int64_t(127)).isEmpty());
        for (std::int64_t dp : {126, 64})
            QVERIFY(doc.setField(QStringLiteral("training.dp"), dp, ScenarioDocument::Merge::Continue).isEmpty());
        const fleet::TrainingInputs& t = doc.scenario().training;
        QCOMPARE(t.dp, std::int64_t(64));
        QCOMPARE(t.microBatch * t.gradientAccumulation * t.dp, std::int64_t(1536));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().training.dp, std::int64_t(128));
        QCOMPARE(doc.scenario().training.gradientAccumulation, std::int64_t(12));
        QVERIFY(!doc.isModified());
    }

    void continuedEditsOfOneKeyMerge()
    {
        // Arrow-key steps in one spin box: one undo step.
        ScenarioDocument doc;
        const auto before = doc.scenario().fleet.nodes;
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(2)).isEmpty());
        for (std::int64_t n : {3, 4, 5})
            QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), n, ScenarioDocument::Merge::Continue).isEmpty());
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().fleet.nodes, before);
    }

    void everyCommittedEditIsAStep()
    {
        // H100 → H200 → B200: three picks, three steps (they used to merge into one).
        ScenarioDocument doc;
        doc.setCatalog(fleet::test::builtinCatalog());
        doc.reset(*Presets::load(Presets::defaultName()).scenario, QString());
        for (const char* id : {"h200-sxm", "b200", "h100-sxm"})
            QVERIFY(doc.setField(QStringLiteral("fleet.accelerator"), std::string(id)).isEmpty());
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Accelerator: NVIDIA H100 SXM5 80GB"));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().fleet.accelerator, std::string("b200"));
        QVERIFY2(doc.undoStack()->undoText().startsWith(QStringLiteral("Accelerator: NVIDIA B200")),
                 qPrintable(doc.undoStack()->undoText()));
        QVERIFY(doc.undoStack()->redoText().startsWith(QStringLiteral("Accelerator: NVIDIA H100")));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().fleet.accelerator, std::string("h100-sxm"));
        QVERIFY(!doc.undoStack()->canUndo());
        // A continued edit of another key does not merge into the pick; numbers read as numbers.
        QVERIFY(doc.setField(QStringLiteral("fleet.accelerator"), std::string("b200")).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(2048), ScenarioDocument::Merge::Continue)
                    .isEmpty());
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Nodes: 2,048"));
        QVERIFY(doc.setField(QStringLiteral("training.sequenceParallel"), false).isEmpty());
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Sequence parallelism: off"));
    }

    void setFieldsIsOneUndoStep()
    {
        // A design-space search point: several keys applied together, undone together.
        ScenarioDocument doc;
        doc.reset(*Presets::load(Presets::defaultName()).scenario, QString());
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(512)).isEmpty());
        const fleet::Scenario before = doc.scenario();
        const QList<QPair<QString, fleet::FieldValue>> point{
            {QStringLiteral("training.tp"), std::int64_t(4)},
            {QStringLiteral("training.pp"), std::int64_t(16)},
            {QStringLiteral("training.dp"), std::int64_t(64)},
            {QStringLiteral("fleet.nodes"), std::int64_t(512)}, // unchanged: skipped
            {QStringLiteral("training.precision"), std::string("bf16")}};
        QVERIFY(doc.setFields(point, QStringLiteral("Apply search point")).isEmpty());
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Apply search point"));
        QCOMPARE(doc.scenario().training.tp, std::int64_t(4));
        QCOMPARE(doc.scenario().training.pp, std::int64_t(16));
        QCOMPARE(doc.scenario().training.dp, std::int64_t(64));
        QCOMPARE(doc.scenario().training.precision, std::string("bf16"));
        const fleet::Scenario applied = doc.scenario();
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
        QCOMPARE(doc.scenario().fleet.nodes, std::int64_t(512)); // the earlier edit stays
        doc.undoStack()->redo();
        QVERIFY(doc.scenario() == applied);
        // A bad assignment anywhere in the list changes nothing.
        const QString err = doc.setFields({{QStringLiteral("training.tp"), std::int64_t(2)},
                                           {QStringLiteral("training.zeroStage"), std::int64_t(9)}},
                                          QStringLiteral("x"));
        QVERIFY(err.contains(QStringLiteral("training.zeroStage")));
        QVERIFY(doc.scenario() == applied);
        QCOMPARE(doc.undoStack()->count(), 2);
        // Nothing to change: no step.
        QVERIFY(doc.setFields({{QStringLiteral("training.tp"), std::int64_t(4)}}, QStringLiteral("x")).isEmpty());
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void editBackToTheStartIsObsolete()
    {
        ScenarioDocument doc;
        const auto before = doc.scenario().fleet.nodes;
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(7)).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), before, ScenarioDocument::Merge::Continue).isEmpty());
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void rejectedEditsChangeNothing_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown key") << "fleet.gpus" << "fleet.gpus";
        QTest::newRow("out of range") << "training.mfu" << "training.mfu";
        QTest::newRow("wrong type") << "fleet.nodes" << "fleet.nodes";
    }
    void rejectedEditsChangeNothing()
    {
        QFETCH(QString, key);
        QFETCH(QString, mentions);
        ScenarioDocument doc;
        const fleet::Scenario before = doc.scenario();
        const fleet::FieldValue bad = key == QStringLiteral("training.mfu") ? fleet::FieldValue(7.0) : fleet::FieldValue(0.5);
        const QString err = doc.setField(key, bad);
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY(doc.scenario() == before);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void savingMarksCleanAndEditsAfterwardDoNotMergeIntoTheSavedState()
    {
        QTemporaryDir dir;
        ScenarioDocument doc;
        QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(2)).isEmpty());
        QVERIFY(doc.isModified());
        QVERIFY(doc.saveAs(dir.filePath(QStringLiteral("p.fleetplan")), {}).isEmpty());
        QVERIFY(!doc.isModified());
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(3)).isEmpty());
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.scenario().fleet.nodes, std::int64_t(2));
        QVERIFY(modified.count() >= 4);
    }

    void openRefusesABadFileAndKeepsTheDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.fleetplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        ScenarioDocument doc;
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(3)).isEmpty());
        const QString err = doc.open(path).error;
        QVERIFY(err.contains(path));
        QCOMPARE(doc.scenario().fleet.nodes, std::int64_t(3));
        QVERIFY(doc.isModified());
    }
};

QTEST_GUILESS_MAIN(TestDocumentUndo)
#include "tst_document_undo.moc"

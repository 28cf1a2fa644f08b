// Every issue a plan raises renders (issue #12). makeIssue() checks at compile time that a parameter formatted with
// a spec is a floating-point number; this is the run-time check behind it: a parameter the renderer cannot format
// for its template is left as its placeholder, and the user would read "{0:.1f}" in the message. Evaluated here:
// every preset under the variants that raise the cooling and serving issues (the ones converted last) and a few
// others.
#include "TestCatalog.h"
#include "TestPresets.h"

#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "results/IssueTemplates.h"
#include "scenario/ScenarioSchema.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace fleet;

class TstIssueMessages : public QObject {
    Q_OBJECT
private slots:
    void everyIssueRenders_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("sets");
        const QList<QStringList> variants = {
            {},
            {"serving.tp=16"},
            {"serving.tp=16", "fleet.nodes=1"},
            {"serving.tp=1"},
            {"serving.tp=1", "inference.params=1e12"},
            {"inference.params=1e13"},
            {"inference.batch=1000000", "inference.contextLen=100000"},
            {"serving.batch=100000"},
            {"serving.tpotSeconds=0.0001"},
            {"serving.tpotSeconds=0.0001", "serving.batch=8"},
            {"serving.ttftSeconds=0.0001"},
            {"serving.ttftSeconds=0.0001", "serving.batch=8"},
            {"serving.requestsPerSecond=5"},
            {"serving.requestsPerSecond=1e6"},
            {"serving.requestsPerSecond=200", "serving.tpotSeconds=0.001"},
            {"fleet.cooling=air-legacy"},
            {"fleet.cooling=air", "fleet.nodesPerRack=8"},
            {"fleet.accelerator=wse-3", "fleet.cooling=air"},
            {"fleet.accelerator=b200", "fleet.cooling=air-legacy"},
            {"fleet.cooling=air-legacy", "fleet.nodesPerRack=1"},
            {"fleet.accelerator=mi300x", "serving.tp=16"},
            {"fleet.acceleratorsPerNode=1", "fleet.nodes=1", "serving.tp=2"},
            {"fleet.accelerator=gaudi3", "training.precision=bf16"},
            {"fabric.topology=torus3d"},
            {"training.timeModel=book"},
            // Above every cooling type's limit, but fewer nodes per rack fit: throttled (CoolingThrottlesNoCooling),
            // or the rack's other parts alone above the limit (CoolingStarvesNoCooling); the KV cache too small at
            // the TP, a larger TP fits or none does (ServingTpKvTooSmall[NoTpFits]): no other variant raises these.
            {"fleet.cooling=direct-liquid", "fleet.nodesPerRack=32"},
            {"fleet.cooling=direct-liquid", "fleet.nodesPerRack=64"},
            {"serving.tp=2", "serving.inputTokens=200000"},
            {"serving.tp=2", "serving.inputTokens=5000000"},
        };
        for (const QString& p : app::Presets::names())
            for (const QStringList& v : variants)
                QTest::newRow(qPrintable(p + u' ' + (v.isEmpty() ? QStringLiteral("as saved") : v.join(u' ')))) << p << v;
    }
    void everyIssueRenders()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, sets);
        Scenario s = test::presetScenario(preset);
        for (const QString& a : sets)
            QVERIFY2(!ScenarioSchema::instance().applyAssignment(s, a.toStdString(), test::builtinCatalog().get()),
                     qPrintable(a));
        const Results r = evaluate(s, *test::builtinCatalog(), Detail::Values);
        static const QRegularExpression placeholder(QStringLiteral("\\{\\d"));
        for (const Issue& i : r.issues()) {
            const QString m = QString::fromStdString(i.message());
            QVERIFY2(!m.isEmpty(), i.key.c_str());
            QVERIFY2(!placeholder.match(m).hasMatch(), qPrintable(m));
        }
    }

    // The variants above that exist for one code do raise it (a model change that stops raising it would
    // otherwise leave its wording untested), with the numbers the message states.
    void rareCodesAreRaised_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("contains");
        QTest::newRow("no cooling removes it, fewer nodes do")
            << "archetype-a-llm-training" << QStringList{"fleet.cooling=direct-liquid", "fleet.nodesPerRack=32"}
            << int(IssueCode::CoolingThrottlesNoCooling) << "throttle to 27 % of their peak power; no cooling type";
        QTest::newRow("no cooling removes it, fewer nodes do, the other parts alone exceed it")
            << "archetype-a-llm-training" << QStringList{"fleet.cooling=direct-liquid", "fleet.nodesPerRack=64"}
            << int(IssueCode::CoolingStarvesNoCooling) << "alone draw 203.2 kW, so the accelerators would get no power";
        QTest::newRow("the rack's other parts alone exceed the cooling")
            << "book-175b-h100" << QStringList{"fleet.cooling=air-legacy"} << int(IssueCode::CoolingStarves)
            << "its parts other than the accelerators alone draw 12.7 kW, so the accelerators would get no power";
        QTest::newRow("a share of peak power below 1 % is not rounded to 0 %")
            << "book-175b-h100" << QStringList{"fleet.accelerator=wse-3", "fleet.cooling=air"}
            << int(IssueCode::CoolingThrottlesNoCoolingNodeTooHot) << "throttle to 0.435 % of their peak power";
        QTest::newRow("KV too small at TP 2, a larger TP fits")
            << "book-llama3-70b-serving" << QStringList{"serving.tp=2", "serving.inputTokens=200000"}
            << int(IssueCode::ServingTpKvTooSmall) << "the smallest TP that fits is 4";
        QTest::newRow("KV too small at TP 2, no TP in a node fits")
            << "book-llama3-70b-serving" << QStringList{"serving.tp=2", "serving.inputTokens=5000000"}
            << int(IssueCode::ServingTpKvTooSmallNoTpFits) << "no TP within a scale-up domain of 8 fits";
    }
    void rareCodesAreRaised()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, sets);
        QFETCH(int, code);
        QFETCH(QString, contains);
        Scenario s = test::presetScenario(preset);
        for (const QString& a : sets)
            QVERIFY2(!ScenarioSchema::instance().applyAssignment(s, a.toStdString(), test::builtinCatalog().get()),
                     qPrintable(a));
        const Results r = evaluate(s, *test::builtinCatalog(), Detail::Values);
        const auto it = std::find_if(r.issues().begin(), r.issues().end(), [code](const Issue& i) {
            return int(i.code) == code;
        });
        QVERIFY2(it != r.issues().end(), kIssueTemplates[std::size_t(code)].name);
        QVERIFY2(QString::fromStdString(it->message()).contains(contains), it->message().c_str());
    }

    // makeIssue() refuses, at compile time, a parameter that is not a floating-point number where its placeholder
    // has a spec; an Issue assembled by hand (or a translation that adds a spec) can still hold one, and then the
    // renderer leaves the placeholder, which is what the check above looks for.
    void aParameterOfTheWrongTypeLeavesItsPlaceholder()
    {
        static_assert(!issueArgsFitSpecs<IssueCode::MemoryDoesNotFit, std::string, const char*, double>(
                          std::make_index_sequence<3>{}),
                      "a text at {0:.1f}");
        static_assert(
            !issueArgsFitSpecs<IssueCode::MemoryDoesNotFit, int, const char*, double>(std::make_index_sequence<3>{}),
            "an integer at {0:.1f}");
        static_assert(
            issueArgsFitSpecs<IssueCode::MemoryDoesNotFit, double, const char*, double>(std::make_index_sequence<3>{}),
            "a double at {0:.1f}");
        static const QRegularExpression placeholder(QStringLiteral("\\{\\d"));
        Issue right =
            makeIssue<IssueCode::MemoryDoesNotFit>(Severity::Error, "memory.total_bytes_per_gpu", 108.9, "H100", 80.0);
        QVERIFY2(!placeholder.match(QString::fromStdString(right.message())).hasMatch(), right.message().c_str());
        QVERIFY(QString::fromStdString(right.message()).contains(QStringLiteral("108.9 GB per GPU but H100 has 80 GB")));
        Issue wrong = right;
        wrong.args[0] = IssueArg(std::string("108.9"));
        QVERIFY2(placeholder.match(QString::fromStdString(wrong.message())).hasMatch(), wrong.message().c_str());
        wrong.args[0] = IssueArg(108);
        QVERIFY2(placeholder.match(QString::fromStdString(wrong.message())).hasMatch(), wrong.message().c_str());
    }
};

QTEST_GUILESS_MAIN(TstIssueMessages)
#include "tst_issue_messages.moc"

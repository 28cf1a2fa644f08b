// The report golden (issue #12): every preset's JSON report, recorded in tests/data/golden/report/ by
// tools/golden.sh (`fleetplanner-cli report --preset P -o P.json`), must come out of the evaluation again. It pins
// what tst_golden (values only) does not: each result's derivation (formula, terms, section, note), its display
// text and label, the issues' severity, key and rendered message, the bill of materials, the summary, the inputs
// and the provenance. Strings compare exactly, numbers to 1e-12 relative; the "report" member (time and version
// of the run) is not compared; new result keys may appear, nothing else may change or disappear. Regenerating the
// files is a deliberate, reviewed step with its own commit. That every preset has a file is checked by tst_golden.
#include "TestCatalog.h"

#include "evaluation/Evaluation.h"
#include "i18n/Language.h"
#include "presets/Presets.h"
#include "report/JsonReport.h"
#include "report/ReportContent.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace fleet;

namespace {

QString goldenDir() { return QStringLiteral(FLEET_SOURCE_DIR "/tests/data/golden/report"); }

QString typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("bool");
    case QJsonValue::Double: return QStringLiteral("number");
    case QJsonValue::String: return QStringLiteral("string");
    case QJsonValue::Array: return QStringLiteral("array");
    case QJsonValue::Object: return QStringLiteral("object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("undefined");
}

QString shown(const QJsonValue& v)
{
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isString())
        return u'"' + v.toString() + u'"';
    return typeName(v);
}

// The first difference between `golden` and `now` under `path`, or an empty string. `extraKeysAllowed`: the one
// object where a new member is not a difference (results: a new result key).
QString firstDifference(const QJsonValue& golden, const QJsonValue& now, const QString& path)
{
    if (golden.type() != now.type())
        return QStringLiteral("%1: golden %2, now %3").arg(path, shown(golden), shown(now));
    if (golden.isDouble()) {
        const double g = golden.toDouble(), n = now.toDouble();
        return std::fabs(n - g) <= 1e-12 * std::max(std::fabs(g), std::fabs(n))
                   ? QString()
                   : QStringLiteral("%1: golden %2, now %3").arg(path, shown(golden), shown(now));
    }
    if (golden.isArray()) {
        const QJsonArray g = golden.toArray(), n = now.toArray();
        for (qsizetype i = 0; i < std::min(g.size(), n.size()); ++i)
            if (QString d = firstDifference(g[i], n[i], QStringLiteral("%1[%2]").arg(path).arg(i)); !d.isEmpty())
                return d;
        return g.size() == n.size() ? QString()
                                    : QStringLiteral("%1: golden has %2 elements, now %3").arg(path).arg(g.size()).arg(n.size());
    }
    if (golden.isObject()) {
        const QJsonObject g = golden.toObject(), n = now.toObject();
        for (auto it = g.begin(); it != g.end(); ++it) {
            const QString sub = path.isEmpty() ? it.key() : path + u'/' + it.key();
            if (!n.contains(it.key()))
                return QStringLiteral("%1: in the golden file, missing now").arg(sub);
            if (QString d = firstDifference(it.value(), n.value(it.key()), sub); !d.isEmpty())
                return d;
        }
        if (path != QStringLiteral("results"))
            for (auto it = n.begin(); it != n.end(); ++it)
                if (!g.contains(it.key()))
                    return QStringLiteral("%1/%2: new, not in the golden file").arg(path, it.key());
        return {};
    }
    return golden == now ? QString() : QStringLiteral("%1: golden %2, now %3").arg(path, shown(golden), shown(now));
}

} // namespace

class TstGoldenReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // As fleetplanner-cli report: English, whose translator supplies the plural forms ("4 nodes per rack").
        QCOMPARE(app::installTranslators(QStringLiteral("en")), QStringLiteral("en"));
    }

    void comparisonFindsADifference_data()
    {
        QTest::addColumn<QString>("golden");
        QTest::addColumn<QString>("now");
        QTest::addColumn<QString>("difference");
        QTest::newRow("same") << R"({"a":[1,"x"],"results":{"k":2}})" << R"({"a":[1,"x"],"results":{"k":2}})" << "";
        QTest::newRow("within 1e-12") << R"({"a":1})" << R"({"a":1.0000000000005})" << "";
        QTest::newRow("number") << R"({"a":1})" << R"({"a":1.000000000002})" << "a: golden 1, now 1.000000000002";
        QTest::newRow("text") << R"({"i":[{"m":"x = 1"}]})" << R"({"i":[{"m":"x = 2"}]})"
                              << R"(i[0]/m: golden "x = 1", now "x = 2")";
        QTest::newRow("missing") << R"({"a":1,"b":2})" << R"({"a":1})" << "b: in the golden file, missing now";
        QTest::newRow("new result") << R"({"results":{}})" << R"({"results":{"k":1}})" << "";
        QTest::newRow("new issue") << R"({"issues":[]})" << R"({"issues":[{"m":"x"}]})"
                                   << "issues: golden has 0 elements, now 1";
        QTest::newRow("new member") << R"({"s":{}})" << R"({"s":{"k":1}})" << "s/k: new, not in the golden file";
        QTest::newRow("type") << R"({"a":true})" << R"({"a":1})" << "a: golden bool, now 1";
    }
    void comparisonFindsADifference()
    {
        QFETCH(QString, golden);
        QFETCH(QString, now);
        QFETCH(QString, difference);
        QCOMPARE(firstDifference(QJsonDocument::fromJson(golden.toUtf8()).object(),
                                 QJsonDocument::fromJson(now.toUtf8()).object(), QString()),
                 difference);
    }

    void presetsReproduceTheirGoldenReport_data()
    {
        QTest::addColumn<QString>("preset");
        for (const QString& p : app::Presets::names())
            QTest::newRow(qPrintable(p)) << p;
    }
    void presetsReproduceTheirGoldenReport()
    {
        QFETCH(QString, preset);
        QFile f(goldenDir() + u'/' + preset + QStringLiteral(".json"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QJsonParseError pe;
        QJsonObject golden = QJsonDocument::fromJson(f.readAll(), &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QVERIFY(golden.value(QStringLiteral("results")).toObject().size() > 100);
        QVERIFY(golden.value(QStringLiteral("results")).toObject().begin()->toObject().contains(QStringLiteral("derivation")));

        const auto loaded = app::Presets::load(preset);
        QVERIFY(loaded.scenario);
        const auto catalog = fleet::test::builtinCatalog();
        const app::EvaluationPtr evaluation = app::Evaluation::compute(*loaded.scenario, catalog); // as the CLI
        const app::report::ReportContent content = app::report::buildReport(*loaded.scenario, *evaluation->results(), *catalog);
        QJsonObject now = QJsonDocument::fromJson(app::report::JsonReport::write(content), &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        golden.remove(QStringLiteral("report")); // when and by which version the file was written
        now.remove(QStringLiteral("report"));
        const QString difference = firstDifference(golden, now, QString());
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }
};

QTEST_GUILESS_MAIN(TstGoldenReport)
#include "tst_golden_report.moc"

// The result schema (issue #12): every key evaluate() produces has a row whose unit is the unit the value
// carries, and every row is produced by some plan. The plans are every preset, each as-is and with the
// variants below that switch on the results only some plans have (other topologies, a power cap, spares…).
#include "TestCatalog.h"
#include "TestPresets.h"

#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "results/ResultSchema.h"
#include "results/Results.h"
#include "scenario/ScenarioSchema.h"

#include <QTest>

#include <set>
#include <string>

using namespace fleet;

namespace {

// Each variant is a list of assignments applied to a preset; "" is the preset as-is.
const char* const kVariants[] = {
    "",
    "fabric.topology=fat-tree",
    "fabric.topology=rail-optimized",
    "fabric.topology=dragonfly",
    "fabric.topology=torus3d",
    "training.timeModel=book",
    "training.timeModel=predicted",
    "serving.requestsPerSecond=50",
    "serving.disaggregated=true",
    "serving.cp=2",
};

std::set<std::string>& produced()
{
    static std::set<std::string> keys;
    return keys;
}

} // namespace

class TstResultSchema : public QObject {
    Q_OBJECT
private slots:
    void rowsAreWellFormed()
    {
        const ResultSchema& schema = ResultSchema::instance();
        QVERIFY(schema.rows().size() > 200);
        std::set<std::string_view> domains(schema.domains().begin(), schema.domains().end());
        std::set<std::string_view> keys;
        for (const ResultSpec& r : schema.rows()) {
            const QString key = QString::fromUtf8(r.key.data(), qsizetype(r.key.size()));
            QVERIFY2(keys.insert(r.key).second, qPrintable(key + QStringLiteral(": two rows")));
            QVERIFY2(domains.count(r.domain()), qPrintable(key + QStringLiteral(": unknown domain")));
            QVERIFY2(schema.find(r.key) == &r, qPrintable(key));
            QCOMPARE(schema.indexOf(r.key), int(&r - schema.rows().data())); // the hash table Results stores by
            QCOMPARE(schema.indexOf(std::string(r.key)), int(&r - schema.rows().data())); // by text, not address
            QVERIFY(schema.symbols()[static_cast<std::size_t>(&r - schema.rows().data())] == symbol(r.unit));
            QVERIFY2(!r.label.empty() && r.label.size() <= 60, qPrintable(key + QStringLiteral(": label")));
            QVERIFY2(r.description.size() >= 20 && r.description.size() <= 160 && r.description.back() == '.',
                     qPrintable(key + QStringLiteral(": description is one sentence of 20-160 characters")));
            QCOMPARE(resultUnitFromToken(token(r.unit)), std::optional<ResultUnit>(r.unit));
            QCOMPARE(r.label.data()[r.label.size()], '\0'); // literals: translate() takes them as they are
            QCOMPARE(r.description.data()[r.description.size()], '\0');
        }
        QVERIFY(schema.find("training.step_s"));
        QCOMPARE(schema.find("training.step_s")->unit, ResultUnit::Seconds);
        QCOMPARE(schema.find("tco.owning_cheaper")->unit, ResultUnit::Bool);
        QCOMPARE(schema.find("no.such_key"), nullptr);
        QCOMPARE(schema.indexOf("no.such_key"), -1);
        QCOMPARE(schema.indexOf(""), -1);
        QCOMPARE(schema.indexOf("training.step_s_"), -1); // a prefix match is no match
    }

    void everyProducedKeyHasARow_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("variant");
        for (const QString& p : app::Presets::names())
            for (const char* v : kVariants)
                QTest::newRow(qPrintable(p + u' ' + QString::fromUtf8(v))) << p << QString::fromUtf8(v);
    }
    void everyProducedKeyHasARow()
    {
        QFETCH(QString, preset);
        QFETCH(QString, variant);
        Scenario s = test::presetScenario(preset);
        const Catalog& catalog = *test::builtinCatalog();
        if (!variant.isEmpty()) {
            const auto error = ScenarioSchema::instance().applyAssignment(s, variant.toStdString(), &catalog);
            QVERIFY2(!error, error ? error->c_str() : "");
        }
        const Results r = evaluate(s, catalog);
        for (const std::string_view k : r.order()) {
            const std::string key(k);
            const ResultValue& value = *r.find(key);
            const ResultSpec* spec = ResultSchema::instance().find(key);
            QVERIFY2(spec, qPrintable(QStringLiteral("%1 has no row in the result schema").arg(QString::fromStdString(key))));
            QVERIFY2(symbol(spec->unit) == value.unit,
                     qPrintable(
                         QStringLiteral("%1 carries '%2', its row says '%3'")
                             .arg(QString::fromStdString(key),
                                  QString::fromUtf8(value.unit.data(), qsizetype(value.unit.size())),
                                  QString::fromUtf8(symbol(spec->unit).data(), qsizetype(symbol(spec->unit).size())))));
            produced().insert(key);
        }
    }

    // Results only a user's catalog rows switch on (the built-in catalog states neither): a node's whole-system
    // embodied carbon replaces accelerators + host; a region's grid water intensity adds the off-site water.
    void keysOfUserCatalogRowsHaveRows()
    {
        Catalog catalog = *test::builtinCatalog();
        for (Node& n : catalog.nodes)
            n.embodiedKg = 20000.0;
        for (Region& r : catalog.regions)
            r.waterLPerKWh = 1.8;
        std::set<std::string> keys;
        for (const QString& p : app::Presets::names()) {
            const Results r = evaluate(test::presetScenario(p), catalog);
            for (const std::string_view k : r.order()) {
                const ResultValue& v = *r.find(k);
                QVERIFY2(ResultSchema::instance().find(k), std::string(k).c_str());
                QCOMPARE(v.unit, symbol(ResultSchema::instance().find(k)->unit));
                keys.insert(std::string(k));
            }
        }
        QVERIFY(keys.count("carbon.embodied_nodes_kg"));
        QVERIFY(keys.count("carbon.grid_water_l"));
        produced().insert(keys.begin(), keys.end());
    }

    // Results stores a row's value by its index and views the schema's unit; a unit other than the schema's and
    // a key without a row are kept by the Results (and re-pointed when copied).
    void resultsStoreByRow()
    {
        const std::string key = "training.step_s"; // not the literal's address: found by text
        Results r(Detail::Values);
        r.setByName(key, 2.0, std::string("s"), [] {
            return Why{};
        });
        r.set("training.step_s", 3.0, [] {
            return Why{};
        }); // set again: one entry
        r.setByName("training.wall_s", 5.0, "min", [] {
            return Why{};
        }); // not the schema's unit: kept as given
        r.setByName("scaling.test_only", 7.0, "widgets", [] {
            return Why{};
        });
        QCOMPARE(r.size(), std::size_t(3));
        const ResultValue* step = r.find("training.step_s");
        QVERIFY(step);
        QCOMPARE(step->value, 3.0);
        QCOMPARE(step->unit.data(), symbol(ResultUnit::Seconds).data()); // the schema's static text
        const Results copy = r;
        QCOMPARE(copy.find("training.wall_s")->unit, std::string_view("min"));
        QCOMPARE(copy.find("scaling.test_only")->value, 7.0);
        QCOMPARE(copy.find("scaling.test_only")->unit, std::string_view("widgets"));
        QVERIFY(copy.find("scaling.test_only")->unit.data() != r.find("scaling.test_only")->unit.data());
        QCOMPARE(copy.order()[2], std::string_view("scaling.test_only"));
        QVERIFY(copy.order()[2].data() != r.order()[2].data());
        QVERIFY(!copy.has("training.mfu"));

        // Moved from, r holds nothing (its slot table went with the move) and says so instead of reading it;
        // assigned to again, it holds the copy's values.
        Results moved = std::move(r);
        QCOMPARE(moved.find("training.step_s")->value, 3.0);
        QVERIFY(!r.has("training.step_s")); // NOLINT(bugprone-use-after-move): what a moved-from Results answers
        QVERIFY(!r.value("training.wall_s"));
        r = copy;
        QCOMPARE(r.find("training.wall_s")->unit, std::string_view("min"));
    }

    // Which derivations a Results builds: all, none, or the one key asked for (by its row or by its name).
    void wantsTheAskedDerivation()
    {
        const Results all(Detail::Derivations), none(Detail::Values);
        const Results one = Results::explaining("training.step_s");
        QVERIFY(all.wants("training.wall_s") && all.wantsByName("scaling.test_only"));
        QVERIFY(!none.wants("training.step_s") && !none.wantsByName("training.step_s"));
        QVERIFY(one.wants("training.step_s") && one.wantsByName("training.step_s"));
        QVERIFY(!one.wants("training.wall_s") && !one.wantsByName("training.wall_s"));
    }

    // Runs after the rows above (Qt Test keeps declaration order): a row no plan produces is a dead row.
    void everyRowIsProduced()
    {
        QStringList dead;
        for (const ResultSpec& r : ResultSchema::instance().rows())
            if (!produced().count(std::string(r.key)))
                dead << QString::fromUtf8(r.key.data(), qsizetype(r.key.size()));
        QVERIFY2(dead.isEmpty(), qPrintable(QStringLiteral("rows no plan produces: ") + dead.join(u", ")));
    }
};

QTEST_GUILESS_MAIN(TstResultSchema)
#include "tst_result_schema.moc"

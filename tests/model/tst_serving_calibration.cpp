// The serving kernel against every published serving measurement in the repository (issue 28 part 2):
// tests/data/serving/measurements.csv, replayed through the catalog's constants (serving_calibration and the
// calibrations table's GEMM efficiencies - never per row). Prints the table of errors docs/models.md quotes and
// asserts each set's band: the issue-14 points within 15 %, the throughput and latency sets within 35 % each and
// 20 % on average, and the low-latency check (Llama 3 8B BF16, batch 1, one H200) between its weight-read
// floor and 8 ms per token.
#include "MeasurementCsv.h"
#include "TestCatalog.h"
#include "Tolerance.h"

#include "scenario/ScenarioSchema.h"
#include "serving/ServingSetup.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

using namespace fleet;

namespace {

struct Row {
    QString set, label, model, accelerator, precision, kind, source;
    int tp = 1;
    double input = 0, output = 0, load = 0, measured = 0;
};

QList<Row> rows()
{
    QList<Row> out;
    for (const QStringList& c :
         test::measurementRows(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/serving/measurements.csv"), 12)) {
        out.push_back({c[0], c[1], c[2], c[3], c[4], c[8], c.mid(11).join(u','), c[5].toInt(), c[6].toDouble(),
                       c[7].toDouble(), c[9].toDouble(), c[10].toDouble()});
    }
    return out;
}

Scenario scenarioOf(const Row& r)
{
    Scenario s;
    const Catalog& c = *test::builtinCatalog();
    const std::string kv = r.precision == QStringLiteral("fp8") ? "fp8" : "fp16";
    for (const std::string& a :
         {"model.id=" + r.model.toStdString(), "fleet.accelerator=" + r.accelerator.toStdString(),
          std::string("fleet.acceleratorsPerNode=8"), std::string("fleet.nodes=1"),
          "inference.precision=" + r.precision.toStdString(), "serving.kvPrecision=" + kv,
          "serving.tp=" + std::to_string(r.tp)})
        if (auto err = ScenarioSchema::instance().applyAssignment(s, a, &c))
            qFatal("%s", err->c_str());
    s.serving.inputTokens = static_cast<std::int64_t>(r.input);
    s.serving.outputTokens = static_cast<std::int64_t>(r.output);
    s.serving.ttftSeconds = 0.0;
    s.serving.tpotSeconds = 0.0;
    return s;
}

double predict(const Row& r)
{
    const Scenario s = scenarioOf(r);
    const auto setup = servingSetup(s, *test::builtinCatalog());
    if (!setup)
        qFatal("no serving set-up for %s", qPrintable(r.label));
    const ServingModel& m = setup->model;
    const ServingHardware& hw = setup->hardware;
    ServingWorkload w = setup->workload;
    w.fleetAccelerators = r.tp;
    if (r.kind == QStringLiteral("offline"))
        return sizeServingFleet(m, hw, w).operating.tokensPerSecondPerReplica;
    if (r.kind.startsWith(QStringLiteral("node")) || r.kind.startsWith(QStringLiteral("server"))) {
        w.fleetAccelerators = 8;
        if (r.kind.startsWith(QStringLiteral("server"))) { // MLPerf Server: TTFT ≤ 2 s, TPOT ≤ 200 ms at p99
            w.ttftTargetSeconds = 2.0;
            w.tpotTargetSeconds = 0.2;
        }
        const FleetSizing f = sizeServingFleet(m, hw, w);
        return r.kind.endsWith(QStringLiteral("tpot"))   ? f.operating.tpotMeanSeconds
               : r.kind.endsWith(QStringLiteral("ttft")) ? f.operating.ttftMeanSeconds
                                                          : f.outputTokensPerSecond;
    }
    if (r.kind.startsWith(QStringLiteral("rps_"))) {
        w.requestsPerSecond = r.load;
        const FleetSizing f = sizeServingFleet(m, hw, w);
        return r.kind == QStringLiteral("rps_tpot") ? f.atLoad.tpotMeanSeconds : f.atLoad.ttftMeanSeconds;
    }
    if (r.kind == QStringLiteral("decode"))
        return decodeStep(m, hw, r.tp, r.load, r.input + r.output).seconds;
    if (r.kind == QStringLiteral("prefill"))
        return prefillStep(m, hw, r.tp, r.input).seconds;
    if (r.kind == QStringLiteral("batch_e2e")) {
        double t = prefillStep(m, hw, r.tp, r.load * r.input).seconds;
        for (double i = 1; i < r.output; ++i)
            t += decodeStep(m, hw, r.tp, r.load, r.input + i).seconds;
        return t;
    }
    qFatal("unknown kind %s", qPrintable(r.kind));
}

} // namespace

class TestServingCalibration : public QObject {
    Q_OBJECT
private slots:
    void everyMeasurementWithinItsSetsBand()
    {
        struct Stats {
            double sum = 0, worst = 0;
            int n = 0;
        };
        std::map<QString, Stats> sets;
        test::ErrorBands bands; // the published validation bands (validation/PredictionAccuracy.h)
        for (const Row& r : rows()) {
            const double p = predict(r), e = p / r.measured - 1.0;
            bands.add(r.set, e);
            qInfo("%-11s %-62s predicted %10.4g measured %10.4g %+6.1f %%", qPrintable(r.set), qPrintable(r.label), p,
                  r.measured, 100.0 * e);
            Stats& st = sets[r.set];
            st.sum += std::fabs(e);
            st.worst = std::max(st.worst, std::fabs(e));
            ++st.n;
            const double band = r.set == QStringLiteral("i14") ? 0.15 : 0.35;
            QVERIFY2(std::fabs(e) <= band, qPrintable(QStringLiteral("%1: %2 %").arg(r.label).arg(100.0 * e, 0, 'f', 1)));
        }
        for (const auto& [set, st] : sets) {
            qInfo("set %-11s %2d points: mean |error| %.1f %%, worst %.1f %%", qPrintable(set), st.n,
                  100.0 * st.sum / st.n, 100.0 * st.worst);
            QVERIFY2(st.sum / st.n <= 0.20, qPrintable(set));
        }
        QCOMPARE(sets.size(), std::size_t(3));
        bands.checkPublished("serving-throughput", {"throughput"});
        bands.checkPublished("serving-latency", {"latency"});
    }

    // The example: Llama 3 8B BF16 at batch 1 and 1,024 tokens of context on one H200 was 19.9 ms per token
    // (a 16 ms per-iteration constant fitted on 70B); the weight read alone is 16.06 GB / 4.8 TB/s = 3.35 ms, a
    // CUDA-graph implementation measured 7 ms, engines report 150+ tokens/s. Now between the floor and 8 ms.
    void smallModelBatchOneOnH200()
    {
        Row r;
        r.model = QStringLiteral("llama3-8b");
        r.accelerator = QStringLiteral("h200-sxm");
        r.precision = QStringLiteral("bf16");
        r.input = 1024;
        r.output = 1;
        const auto setup = servingSetup(scenarioOf(r), *test::builtinCatalog());
        QVERIFY(setup);
        const DecodeStep d = decodeStep(setup->model, setup->hardware, 1, 1.0, 1024.0);
        const double floor = 8.03e9 * 2.0 / 4.8e12;
        qInfo("Llama 3 8B BF16, batch 1, H200: %.2f ms per token (floor %.2f ms)", 1e3 * d.seconds, 1e3 * floor);
        QVERIFY(d.seconds > floor);
        QVERIFY(d.seconds < 8e-3);
    }
};

QTEST_GUILESS_MAIN(TestServingCalibration)
#include "tst_serving_calibration.moc"

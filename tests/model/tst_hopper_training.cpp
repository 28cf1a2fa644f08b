// Dense training on H100 and B200 (issue 28 part 1) against NVIDIA's performance tables in the repository
// (tests/data/hopper/training.csv), replayed through evaluate() with the catalog's constants and never a per-row
// one. Prints the table docs/models.md quotes, re-runs the fit of the H100's one fitted constant — the HBM share its
// element-wise kernels reach, η_ew — and checks the catalog holds it; the B200 rows are held out (their η_ew is the
// H100's share of STREAM applied to the B200's, not fitted).
#include "PlanRunOf.h"
#include "TestCatalog.h"
#include "Tolerance.h"
#include "TrainingRunCsv.h"

#include "evaluate/PlanRun.h"
#include "scenario/ResolvedFleet.h"
#include "training/StepCalibration.h"

#include <QTest>

#include <cmath>
#include <map>
#include <vector>

using namespace fleet;

namespace {

QList<test::TrainingRow> rows()
{
    return test::trainingRows(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hopper/training.csv"));
}

PlanRun runOf(const Scenario& s) { return fleet::test::planRunOf(s); }

// The fit's rows: the 8 H100 runs that trained without recomputation when η_ew was fitted (the least that fits; where
// the memory model forces recomputation, what the source ran is unknown and would pull the fit). Llama 3 70B at TP4
// PP8 fits without recomputation since FP8 recipes save their GEMM inputs in 8 bits: it stays a check row, so that a
// memory-model change does not retune η_ew behind it (refitted on the 9 rows it would be 0.470: 6.4 % mean, 10.0 %
// worst; not done).
constexpr const char* kNotInTheFit = "Llama 3 70B 64 H100 TP4 PP8 (25.11)";

std::vector<StepObservation> h100Observations()
{
    std::vector<StepObservation> out;
    for (const test::TrainingRow& r : rows()) {
        const Scenario s = test::scenarioOf(r.run);
        if (r.set != QStringLiteral("h100") || s.training.activationCheckpointing != "none" ||
            r.label == QLatin1String(kNotInTheFit))
            continue;
        const PlanRun run = runOf(s);
        if (!run.stepped)
            qFatal("%s cannot be stepped", qPrintable(r.label));
        const double seconds = static_cast<double>(r.run.gbs * r.run.seq) / (r.measured * static_cast<double>(r.run.gpus));
        out.push_back({run.setup.shape, run.setup.layout, run.setup.hardware, seconds});
    }
    return out;
}

double catalogValue(const char* id)
{
    const Calibration* c = test::builtinCatalog()->calibration(id);
    if (!c)
        qFatal("no calibration row %s", id);
    return c->value;
}

} // namespace

class TestHopperTraining : public QObject {
    Q_OBJECT
private slots:
    void measurements()
    {
        const test::ErrorBands bands = test::replayed(rows());
        bands.checkPublished("h100-dense", {"h100"});
        bands.checkPublished("b200-dense", {"b200"});
    }

    // η_ew of the H100: the value minimizing the mean |error| over the fit's rows, every other constant fixed.
    void h100ElementwiseIsTheFit()
    {
        const auto obs = h100Observations();
        QCOMPARE(obs.size(), std::size_t(8));
        const GemmEfficiencyFit fit = fitStepConstant(obs.data(), obs.size(), &StepHardware::elementwiseEfficiency, 0.1, 1.0);
        qInfo("H100 eta_ew fit %.4f (%.2f of STREAM's 0.89): mean |error| %.2f %%, worst %.2f %% (%zu runs)",
              fit.efficiency, fit.efficiency / 0.89, 100.0 * fit.meanAbsError, 100.0 * fit.maxAbsError, obs.size());
        QVERIFY(std::fabs(catalogValue("h100-sxm/elementwise_efficiency") - fit.efficiency) <= 0.005);
        // At STREAM's share (the A100's rule) the same rows are predicted too fast: the fit is not a no-op.
        const double atStream = [&] {
            double sum = 0;
            for (const StepObservation& o : obs)
                sum += stepRelativeError(o, 0.89, &StepHardware::elementwiseEfficiency);
            return sum / static_cast<double>(obs.size());
        }();
        QVERIFY2(atStream < -0.05, qPrintable(QString::number(atStream)));
    }

    // Scaled rows: the H100's share of STREAM (η_ew / η_HBM) times the accelerator's own STREAM share (its catalog
    // hbm_efficiency: 0.86 H200, 0.89 H800 and the Blackwell chips, docs/research/blackwell-hbm-gemm.md).
    void scaledRowsFollowTheFit_data()
    {
        QTest::addColumn<QString>("chip");
        QTest::addColumn<double>("stream");
        QTest::newRow("H200") << "h200-sxm" << 0.86;
        QTest::newRow("H800") << "h800" << 0.89;
        QTest::newRow("B200") << "b200" << 0.89;
        QTest::newRow("GB200") << "gb200" << 0.89;
        QTest::newRow("B300") << "b300" << 0.89;
        QTest::newRow("GB300") << "gb300" << 0.89;
    }
    void scaledRowsFollowTheFit()
    {
        QFETCH(QString, chip);
        QFETCH(double, stream);
        QCOMPARE(catalogValue((chip + "/hbm_efficiency").toUtf8().constData()), stream);
        const double kappa = catalogValue("h100-sxm/elementwise_efficiency") / catalogValue("h100-sxm/hbm_efficiency");
        FLEET_COMPARE_REL(catalogValue((chip + "/elementwise_efficiency").toUtf8().constData()), kappa * stream, 0.01);
    }

    // The band (every row within 15 %, mean ≤ 10 %): the rows trained without recomputation, H100 (fitted) and
    // B200 (held out), within 15 %; the one the memory model makes recompute some layers of each stage (Nemotron-4
    // 340B: 3 of 12, −11.1 %; 5 of 12 and −15.3 % before FP8 recipes saved their GEMM inputs in 8 bits) within 20 % —
    // what NVIDIA recomputed is not published with the table.
    void withinBand_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<double>("band");
        for (const test::TrainingRow& r : rows())
            QTest::newRow(qPrintable(r.label))
                << r.label << (test::scenarioOf(r.run).training.activationCheckpointing == "none" ? 0.15 : 0.20);
    }
    void withinBand()
    {
        QFETCH(QString, label);
        QFETCH(double, band);
        const QList<test::TrainingRow> all = rows();
        const test::TrainingRow& r = test::rowLabelled(all, qPrintable(label));
        FLEET_COMPARE_REL(test::predictRow(r).value, r.measured, band);
    }
    // Whole-set means: H100 ≤ 10 % (the bar), B200 ≤ 10 %.
    void setMeans()
    {
        std::map<QString, std::pair<double, int>> sets;
        for (const test::TrainingRow& r : rows()) {
            auto& [sum, n] = sets[r.set];
            sum += std::fabs(test::predictRow(r).value / r.measured - 1.0);
            ++n;
        }
        for (const auto& [set, v] : sets)
            QVERIFY2(v.first / v.second <= 0.10, qPrintable(set));
    }
};

QTEST_GUILESS_MAIN(TestHopperTraining)
#include "tst_hopper_training.moc"

// Context parallelism (issue 30) against the published long-sequence and CP training runs in the repository:
// tests/data/longcontext/training.csv, replayed through evaluate() with the catalog's constants (tests/common/
// MeasuredRun.h) and never a per-row constant. Prints the error table docs/models.md quotes and asserts each set's
// band; checks the kernel's CP rules (the sequence's share per GPU, the ring over the tier the placement gives, the
// gradient group) and the refusal of a CP that does not split the sequence.
#include "TestCatalog.h"
#include "TrainingRunCsv.h"
#include "Tolerance.h"

#include "evaluate/Evaluate.h"
#include "scenario/ScenarioSchema.h"
#include "units/TrainingRecipe.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace fleet;
using fleet::test::MeasuredRun;

namespace {

using Row = test::TrainingRow;
using test::rowLabelled;

QList<Row> rows() { return test::trainingRows(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/longcontext/training.csv")); }

test::TrainingPrediction predict(const Row& r) { return test::predictRow(r); }

// The best a run of the same length on the same GPUs does without CP (NeMo: "the most performant model- and
// data-parallel configuration without CP given the memory capacity"): TP within the node, PP dividing the layers,
// the least recomputation that fits; 0 when none fits.
double bestWithoutCp(const Row& r)
{
    double best = 0.0;
    for (std::int64_t tp = 1; tp <= 8; tp *= 2)
        for (std::int64_t pp = 1; pp <= 8; pp *= 2) {
            Row v = r;
            v.run.cp = 1;
            v.run.tp = tp;
            v.run.pp = pp;
            if (r.run.gpus % (tp * pp) != 0 || r.run.gbs % (r.run.gpus / (tp * pp)) != 0)
                continue;
            const Scenario s = test::scenarioOf(v.run);
            const Results res = evaluate(s, *test::builtinCatalog(), Detail::Values);
            if (res.value("memory.fits").value_or(0.0) < 0.5 || !res.value("training.step_s"))
                continue;
            best = std::max(best, predict(v).value);
        }
    return best;
}

// One data row (its label) per run of `set`.
void addRowsOfSet(const QString& set)
{
    QTest::addColumn<QString>("label");
    for (const Row& r : rows())
        if (r.set == set)
            QTest::newRow(qPrintable(r.label)) << r.label;
}

} // namespace

class TestContextParallel : public QObject {
    Q_OBJECT
private slots:
    // The table docs/models.md quotes, and each set's band.
    void measurements()
    {
        test::ErrorBands bands;
        for (const Row& r : rows()) {
            const test::TrainingPrediction p = predict(r);
            const double err = p.value / r.measured - 1.0;
            qInfo("%-10s %-44s measured %7.0f  predicted %7.0f %-9s %+6.1f %%  (step %.3f s, CP ring %.3f s, "
                  "MFU %.1f %%, recompute %s)",
                  qPrintable(r.set), qPrintable(r.label), r.measured, p.value, r.tflops ? "TFLOP/s" : "tok/s", 100.0 * err,
                  p.step, p.cpComm, 100.0 * p.mfu, p.recompute.c_str());
            bands.add(r.set, err);
        }
        const QList<Row> all = rows();
        for (const char* label : {"Llama 2 7B 128K TP4 CP4", "Llama 2 7B 1M TP8 CP32"}) {
            const Row& r = rowLabelled(all, label);
            const double without = bestWithoutCp(r);
            qInfo("%-44s best without CP %7.0f TFLOP/s: CP speed-up %.2f", label, without,
                  without > 0 ? predict(r).value / without : 0.0);
        }
        bands.print();
        bands.checkPublished("h100-cp", {"mlperf", "bridge"});
        bands.checkPublished("h100-long", {"nemo-h100", "llama3"});
        bands.checkPublished("b200-long", {"nemo-b200"});
    }

    // NeMo's long-sequence table on H100 (NeMo 24.03: FlashAttention-2, training.attentionKernel = fa2; the kernel's
    // 0.33 is FlashAttention-3's Fig. 5/6 microbenchmark, not a fit): each row within 20 % (issue 30), and CP's
    // speed-up at 128K (555 TFLOP/s with CP 4 against 424 without: moe-longcontext-measurements.md part D) within
    // 25 %. With the current kernel's efficiency the rows were +2 % at 4K to +61 % at 1M.
    void nemoLongSequenceH100_data() { addRowsOfSet(QStringLiteral("nemo-h100")); }
    void nemoLongSequenceH100()
    {
        QFETCH(QString, label);
        const QList<Row> all = rows();
        const Row& r = rowLabelled(all, qPrintable(label));
        QCOMPARE(r.run.attentionKernel, std::string("fa2"));
        FLEET_COMPARE_REL(predict(r).value, r.measured, 0.20);
    }
    void contextParallelSpeedUpAt128k()
    {
        const QList<Row> all = rows();
        const Row& r = rowLabelled(all, "Llama 2 7B 128K TP4 CP4");
        const double without = bestWithoutCp(r);
        QVERIFY(without > 0.0);
        FLEET_COMPARE_REL(predict(r).value / without, 555.0 / 424.0, 0.25);
    }

    // The issue's bands where the model holds them: MLPerf Training v5.0 (TP8 PP8 VPP8 CP2 on 512, 2,048 and 8,192
    // H100) within 15 % each, and the 512-GPU run's time (240 steps of 1,152 sequences; the published score divides
    // by MLPerf's convergence factor 1.1667) within 15 % of 230.69 min.
    void mlperfLlama405b_data() { addRowsOfSet(QStringLiteral("mlperf")); }
    void mlperfLlama405b()
    {
        QFETCH(QString, label);
        const QList<Row> all = rows();
        const Row& r = rowLabelled(all, qPrintable(label));
        FLEET_COMPARE_REL(predict(r).value, r.measured, 0.15);
    }
    void mlperfRunTime()
    {
        const QList<Row> all = rows();
        const Row& r = rowLabelled(all, "Llama 3.1 405B 512 H100 (MLPerf v5.0)");
        const double steps = 276480.0 / 1152.0;
        FLEET_COMPARE_REL(steps * predict(r).step / 60.0, 230.69, 0.15);
    }

    // Megatron-Bridge's Llama 3.1 405B with FP8 current scaling (TP8 PP8 VPP8 CP2 on 1,024 H100, TP4 CP2 on 128
    // B200): each within 15 % (today +2.7, −6.4 and +11.6 %).
    void bridgeLlama405b_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<double>("band");
        QTest::newRow("1024 H100 GBS 512") << QStringLiteral("Llama 3.1 405B 1024 H100 GBS 512") << 0.15;
        QTest::newRow("1024 H100 GBS 1536") << QStringLiteral("Llama 3.1 405B 1024 H100 GBS 1536") << 0.15;
        QTest::newRow("128 B200") << QStringLiteral("Llama 3.1 405B 128 B200") << 0.15;
    }
    void bridgeLlama405b()
    {
        QFETCH(QString, label);
        QFETCH(double, band);
        const QList<Row> all = rows();
        const Row& r = rowLabelled(all, qPrintable(label));
        FLEET_COMPARE_REL(predict(r).value, r.measured, band);
    }

    // What CP does in NeMo's table (part D): with the sequence and the GPUs growing together, CP keeps the per-GPU
    // throughput flat (555 TFLOP/s at 128K, 536 at 1M: the K/V ring hides under the attention blocks), and at 128K
    // it beats the best layout without CP by 1.31×. At 1M no layout without CP fits in the node's HBM here (NeMo's
    // 26.5 TFLOP/s came from a layout it does not name): CP is what makes 1M trainable.
    void cpKeepsThroughputFlat()
    {
        const QList<Row> all = rows();
        const Row& r128 = rowLabelled(all, "Llama 2 7B 128K TP4 CP4");
        const Row& r1m = rowLabelled(all, "Llama 2 7B 1M TP8 CP32");
        FLEET_COMPARE_REL(predict(r1m).value / predict(r128).value, r1m.measured / r128.measured, 0.10);
    }
    void cpSpeedup()
    {
        const QList<Row> all = rows();
        const Row& r128 = rowLabelled(all, "Llama 2 7B 128K TP4 CP4");
        FLEET_COMPARE_REL(predict(r128).value / bestWithoutCp(r128), 555.0 / 424.0, 0.25);
        QCOMPARE(bestWithoutCp(rowLabelled(all, "Llama 2 7B 1M TP8 CP32")), 0.0);
    }

    // The ring runs over the tier the placement rule gives: TP 4 × CP 2 inside an 8-GPU NVLink domain, TP 8 × CP 2
    // across nodes over each GPU's NIC — the same K/V bytes take longer.
    void ringFollowsThePlacement()
    {
        MeasuredRun r = test::bf16Run("llama3-70b", "dgx-h100", 64, 64, 65536, "full");
        r.cp = 2;
        r.tp = 4;
        r.zero = 3;
        auto ring = [](const MeasuredRun& m) {
            const Results res = evaluate(test::scenarioAt(m, m.recompute), *test::builtinCatalog(), Detail::Derivations);
            const Derivation* d = res.derivation("training.step_cp_comm_s");
            if (!d)
                qFatal("no CP derivation");
            for (const DerivationTerm& t : d->inputs)
                if (t.symbol == "t_ring")
                    return t.value;
            return -1.0;
        };
        const double inside = ring(r);
        r.tp = 8;
        const double across = ring(r);
        QVERIFY2(inside > 0.0 && across > 2.0 * inside, qPrintable(QStringLiteral("%1 vs %2").arg(inside).arg(across)));
    }

    // CP divides a GPU's tokens: activations per GPU halve at CP 2 (same TP, PP, micro-batch).
    void cpDividesActivations()
    {
        MeasuredRun r = test::bf16Run("llama3-8b", "dgx-h100", 16, 16, 32768, "none");
        const auto activations = [](const MeasuredRun& m) {
            return *evaluate(test::scenarioAt(m, m.recompute), *test::builtinCatalog(), Detail::Values)
                        .value("memory.activations_bytes_per_gpu");
        };
        const double one = activations(r);
        r.cp = 2;
        FLEET_COMPARE_REL(activations(r), one / 2.0, 1e-9);
    }

    // Bad input names its key: a sequence that does not split into 2 × CP chunks, CP without the fused attention
    // kernel, and a layout whose TP × CP × PP × DP is not the fleet.
    void badContextLayoutsAreRefused()
    {
        MeasuredRun r = test::bf16Run("llama3-8b", "dgx-h100", 16, 16, 8190, "full"); // 8190: not a multiple of 2 × 4
        r.cp = 4;
        Scenario s = test::scenarioAt(r, "full");
        auto errorOn = [](const Scenario& sc, const char* key) {
            const Results res = evaluate(sc, *test::builtinCatalog(), Detail::Values);
            for (const Issue& i : res.issues())
                if (i.key == key && i.severity == Severity::Error)
                    return QString::fromStdString(i.message());
            return QString();
        };
        const QString cp = errorOn(s, "training.cp");
        QVERIFY2(cp.contains(QStringLiteral("8190")) && cp.contains(QStringLiteral("2 × 4")), qPrintable(cp));
        s.training.seqLen = 8192;
        s.training.flashAttention = false; // ring attention is a fused kernel
        QVERIFY(errorOn(s, "training.flashAttention").contains(QStringLiteral("training.cp = 4")));
        s.training.flashAttention = true;
        s.training.dp = 8; // 1 × 4 × 1 × 8 = 32 ≠ 16
        QVERIFY(errorOn(s, "training.dp").contains(QStringLiteral("training.cp")));
    }
};

QTEST_GUILESS_MAIN(TestContextParallel)
#include "tst_context_parallel.moc"

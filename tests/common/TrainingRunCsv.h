#pragma once
// Published dense training runs kept as CSV (tests/data/longcontext/training.csv, tests/data/hopper/training.csv) and
// their replay through evaluate() with the catalog's constants (MeasuredRun.h). Columns: set, label, model id, node,
// GPUs, precision, global batch, micro-batch, sequence, tp, pp, virtual stages, cp, ZeRO stage, recomputation, TP
// communication overlap (0/1), attention kernel of the source's runtime (training.attentionKernel), metric
// (tokens = tokens/s per GPU; tflops = model TFLOP/s per GPU), measured, source.
#include "MeasuredRun.h"
#include "MeasurementCsv.h"
#include "TestCatalog.h"

#include "evaluate/Evaluate.h"

#include <QList>
#include <QString>

namespace fleet::test {

struct TrainingRow {
    QString set, label;
    MeasuredRun run;
    bool tflops = false; // the measured figure is model TFLOP/s per GPU (else tokens/s per GPU)
    double measured = 0;
};

inline QList<TrainingRow> trainingRows(const QString& path)
{
    QList<TrainingRow> out;
    for (const QStringList& c : measurementRows(path, 20)) {
        const auto n = [](const QString& v) { return v.toLongLong(); };
        MeasuredRun m;
        m.model = c[2].toStdString();
        m.node = c[3].toStdString();
        m.gpus = n(c[4]);
        m.precision = c[5].toStdString();
        m.gbs = n(c[6]);
        m.mbs = n(c[7]);
        m.seq = n(c[8]);
        m.tp = n(c[9]);
        m.pp = n(c[10]);
        m.vp = n(c[11]);
        m.cp = n(c[12]);
        m.zero = n(c[13]);
        m.recompute = c[14].toStdString();
        m.tpOverlap = c[15] == QStringLiteral("1");
        m.attentionKernel = c[16].toStdString();
        out.push_back({c[0], c[1], m, c[17] == QStringLiteral("tflops"), c[18].toDouble()});
    }
    return out;
}

struct TrainingPrediction {
    double value = 0; // in the row's metric
    double step = 0, cpComm = 0, mfu = 0;
    std::string recompute;
};

inline TrainingPrediction predictRow(const TrainingRow& r)
{
    const Scenario s = scenarioOf(r.run);
    const Results res = evaluate(s, *builtinCatalog(), Detail::Values);
    const auto step = res.value("training.step_s");
    if (!step) {
        for (const Issue& i : res.issues())
            if (i.severity == Severity::Error)
                qWarning("%s: %s", qPrintable(r.label), i.message().c_str());
        qFatal("no step for %s", qPrintable(r.label));
    }
    const double gpus = static_cast<double>(s.acceleratorCount());
    const double mfu = res.value("training.predicted_mfu").value_or(0.0);
    const double peak = res.value("compute.training_peak_flops_per_s").value_or(0.0); // NVFP4: the FP4 peak
    const double tokens = static_cast<double>(s.training.globalBatch * s.training.seqLen) / *step / gpus;
    const std::string recompute = s.training.recomputeLayers > 0
                                      ? "full (" + std::to_string(s.training.recomputeLayers) + " layers per stage)"
                                      : s.training.activationCheckpointing;
    return {r.tflops ? mfu * peak / 1e12 : tokens, *step, res.value("training.step_cp_comm_s").value_or(0.0), mfu,
            recompute};
}

// Every row replayed and printed as the docs quote it (measured, predicted, error, step, MFU, recomputation); the
// sets' error bands.
inline ErrorBands replayed(const QList<TrainingRow>& rows)
{
    ErrorBands bands;
    for (const TrainingRow& r : rows) {
        const TrainingPrediction p = predictRow(r);
        const double err = p.value / r.measured - 1.0;
        qInfo("%-5s %-50s measured %7.0f  predicted %7.0f tok/s %+6.1f %%  (step %.3f s, MFU %.1f %%, recompute %s)",
              qPrintable(r.set), qPrintable(r.label), r.measured, p.value, 100.0 * err, p.step, 100.0 * p.mfu,
              p.recompute.c_str());
        bands.add(r.set, err);
    }
    bands.print();
    return bands;
}

inline const TrainingRow& rowLabelled(const QList<TrainingRow>& all, const char* label)
{
    for (const TrainingRow& r : all)
        if (r.label == QLatin1String(label))
            return r;
    qFatal("no row %s", label);
}

} // namespace fleet::test

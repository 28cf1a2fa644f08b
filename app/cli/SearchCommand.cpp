#include "SearchCommand.h"

#include "plan/ModelLibrary.h"

#include "TextTable.h"
#include "CliArgs.h"
#include "CliOutput.h"
#include "io/OutputFile.h"
#include "report/CsvReport.h"

#include "evaluate/Evaluate.h"
#include "scaling/ScalingResults.h"
#include "search/DesignSearch.h"
#include "search/NearOptimal.h"

#include <QElapsedTimer>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>

namespace fleet::app {

namespace {

QString num(double v, int decimals) { return QString::number(v, 'f', decimals); }

// "training.activationCheckpointing" → "activationCheckpointing": the table header of a varied key.
QString shortKey(const std::string& key)
{
    const QString k = QString::fromStdString(key);
    return k.mid(k.lastIndexOf(u'.') + 1);
}

// The search's CSV (--csv): a header, then one row per configuration in index order (forEachSearchRecord: a bounded
// search evaluates them again, a block at a time, rather than keeping them). The axis values are quoted once per
// value, not per row. The bytes are UTF-8, ~100-250 bytes a row, streamed to the file a row at a time: a search of
// 10⁶ configurations would otherwise hold a ~200 MB CSV in memory (issue 31).
class SearchCsv {
public:
    SearchCsv(const fleet::SearchSpec& spec, OutputFile::Stream& out) : m_spec(spec), m_out(out)
    {
        QByteArrayList head{"index", "status", "on_front"};
        for (const fleet::SearchAxis& a : spec.axes) {
            head << QByteArray::fromStdString(a.key);
            QList<QByteArray> texts;
            for (const fleet::FieldValue& v : a.values)
                texts << report::CsvReport::quote(QString::fromStdString(fleet::toDisplayString(v))).toUtf8();
            m_valueText << texts;
        }
        m_extraDp = std::none_of(spec.axes.begin(), spec.axes.end(),
                                 [](const fleet::SearchAxis& a) { return a.key == "training.dp"; });
        if (m_extraDp)
            head << "training.dp";
        head << QByteArrayList{"training.wall_s",  "tco.usd_per_training_run",   "carbon.total_kg", "tco.total_usd",
                               "power.facility_w", "memory.total_bytes_per_gpu", "training.step_s"};
        for (const fleet::StepPartRow& part : fleet::kStepParts)
            head << QByteArray(part.key.name().data(), static_cast<qsizetype>(part.key.name().size()));
        head << "training.predicted_mfu";
        m_out.append(head.join(',') + '\n');
    }

    void add(const fleet::SearchRecord& rec)
    {
        m_row.resize(0); // one row's buffer, reused: its capacity stays
        m_row += QByteArray::number(rec.index) + ',' + fleet::toString(rec.reason).data() + ',' + (rec.onFront ? '1' : '0');
        fleet::axisValueIndices(m_spec.axes, rec.index, m_at);
        for (size_t a = 0; a < m_at.size(); ++a)
            m_row += ',' + m_valueText[static_cast<qsizetype>(a)][static_cast<qsizetype>(m_at[a])];
        if (m_extraDp)
            m_row += ',' + QByteArray::number(rec.dp);
        const auto figure = [&](double v) {
            m_row += ',';
            if (rec.valid())
                m_row += QByteArray::number(v, 'g', 10);
        };
        for (double v : {rec.wallSeconds, rec.costUsd, rec.carbonKg, rec.tcoUsd, rec.facilityWatts, rec.memoryBytesPerGpu,
                         rec.stepSeconds})
            figure(v);
        for (double v : rec.step.seconds)
            figure(v);
        figure(rec.predictedMfu);
        m_row += '\n';
        m_out.append(m_row);
    }

private:
    const fleet::SearchSpec& m_spec;
    OutputFile::Stream& m_out;
    QList<QList<QByteArray>> m_valueText; // per axis, per value: the CSV cell
    bool m_extraDp = false;
    std::vector<size_t> m_at;
    QByteArray m_row;
};

} // namespace

QStringList SearchCommand::flags() { return {QStringLiteral("--optimal-size"), QStringLiteral("--no-default-axes")}; }

QStringList SearchCommand::valuedOptions()
{
    return {QStringLiteral("--top"), QStringLiteral("--csv"), QStringLiteral("--threads"), QStringLiteral("--flops"),
            QStringLiteral("--days")};
}

int SearchCommand::fail(int code, const QString& message)
{
    m_err << tr("error: %1").arg(message) << "\n";
    return code;
}

int SearchCommand::run(const fleet::Scenario& scenario, const fleet::Catalog& catalog, const QStringList& varies,
                       const QHash<QString, QString>& options)
{
    if (options.contains(QStringLiteral("--optimal-size")))
        return optimalSize(scenario, catalog, options);
    if (options.contains(QStringLiteral("--flops")) || options.contains(QStringLiteral("--days")))
        return fail(2, tr("--flops and --days set the budget of --optimal-size; add --optimal-size"));

    const std::optional<int> topArg = intOption(options, QStringLiteral("--top"), 10, 0, INT_MAX);
    if (!topArg)
        return fail(2, tr("--top: '%1' is not a whole number ≥ 0 (0 = the whole front)")
                           .arg(options.value(QStringLiteral("--top"))));
    const int top = *topArg;
    fleet::SearchSpec spec;
    spec.base = scenario;
    const std::optional<int> threads = intOption(options, QStringLiteral("--threads"), spec.threads, 1, 1024);
    if (!threads)
        return fail(
            2,
            tr("--threads: '%1' is not a whole number from 1 to 1024").arg(options.value(QStringLiteral("--threads"))));
    spec.threads = *threads;
    // The CLI shows the front, the fastest and the rejections, and streams the CSV: it keeps no record besides
    // (issue 31, robustness 9: a search of 2 × 10⁶ configurations in bounded memory).
    spec.keepAllRecords = false;
    // The fastest configurations are kept in a heap during the search: at most kMaxFastest, so that a large --top does
    // not keep every valid record and undo the bounded memory (a list longer than that is for --csv).
    constexpr size_t kMaxFastest = 1000;
    const size_t fastest = std::min(top == 0 ? size_t{20} : static_cast<size_t>(top), kMaxFastest);
    spec.fastest = fastest;
    if (!options.contains(QStringLiteral("--no-default-axes")))
        spec.axes = fleet::defaultSearchAxes(scenario, catalog);
    for (const QString& v : varies) {
        fleet::AxisParse p = fleet::parseSearchAxis(v.toStdString(), &catalog);
        if (!p.axis)
            return fail(2, QString::fromStdString(p.error));
        fleet::setAxis(spec.axes, std::move(*p.axis));
    }
    if (spec.axes.empty())
        return fail(2, tr("nothing to search: --no-default-axes needs at least one --vary KEY=…"));
    if (const std::string err = fleet::validateSearch(spec, catalog); !err.empty())
        return fail(2, QString::fromStdString(err));
    const QString csvPath = options.value(QStringLiteral("--csv"));
    if (options.contains(QStringLiteral("--csv")) && !checkOutputPath(csvPath, m_err)) // before the search runs
        return 2;

    const fleet::SearchResult r = fleet::runDesignSearch(spec, catalog);
    if (!r.error.empty())
        return fail(2, QString::fromStdString(r.error));

    QStringList keys;
    for (const fleet::SearchAxis& a : spec.axes)
        keys << QString::fromStdString(a.key);
    //: %1 plan name, %2 number of configurations, %3 the varied keys joined by " × "
    m_out << tr("Search of %1: %n configuration(s) over %2", nullptr, static_cast<int>(r.total))
                 .arg(QString::fromStdString(scenario.name), keys.join(QStringLiteral(" × ")))
          << "\n";

    if (r.valid > 0) {
        const auto shown = top == 0 ? r.front.size() : std::min<size_t>(r.front.size(), static_cast<size_t>(top));
        //: %2 distinct (time, cost, carbon) points, %3 rows shown
        m_out << tr("Pareto front (the run's time, cost and carbon; all minimized): %n configuration(s), %1 distinct "
                    "point(s); showing %2",
                    nullptr, static_cast<int>(r.front.size()))
                     .arg(r.frontDistinct)
                     .arg(shown)
              << "\n";
        const bool derived = std::none_of(spec.axes.begin(), spec.axes.end(),
                                          [](const fleet::SearchAxis& a) { return a.key == "training.dp"; });
        QStringList header{QStringLiteral("#"), tr("time (d)"), tr("run cost ($M)"), tr("carbon (t)"), tr("step (s)"),
                           tr("MFU %"), tr("mem/GPU (GB)"), tr("TCO ($M)")};
        for (const fleet::SearchAxis& a : spec.axes)
            header << shortKey(a.key);
        if (derived)
            header << QStringLiteral("dp");
        QList<QStringList> rows;
        for (size_t k = 0; k < shown; ++k) {
            const fleet::SearchRecord& rec = r.record(r.front[k]);
            QStringList row{QString::number(k + 1), num(rec.wallSeconds / 86400.0, 2), num(rec.costUsd / 1e6, 2),
                            num(rec.carbonKg / 1000.0, 1), num(rec.stepSeconds, 3),
                            num(rec.predictedMfu * 100.0, 1), num(rec.memoryBytesPerGpu / 1e9, 1),
                            num(rec.tcoUsd / 1e6, 0)};
            const auto assignments = fleet::searchAssignments(spec, rec.index);
            for (size_t a = 0; a < spec.axes.size(); ++a)
                row << QString::fromStdString(fleet::toDisplayString(assignments[a].second));
            if (derived)
                row << QString::number(rec.dp);
            rows << row;
        }
        printTable(m_out, header, rows);
        if (r.plan)
            //: %1 days, %2 $M, %3 tonnes: the plan's own layout, predicted
            m_out << tr("The plan's own layout: %1 d, run cost $%2M, %3 t CO2e.")
                         .arg(num((*r.plan)[0] / 86400.0, 2), num((*r.plan)[1] / 1e6, 2), num((*r.plan)[2] / 1000.0, 1))
                  << "\n";
        // Issue 31: on one fleet the front is one point; the runner-ups and how they differ are what a user needs.
        const fleet::NearOptimal near = fleet::nearOptimal(spec, r, fastest);
        if (near.collinear) {
            const std::vector<std::int64_t>& fastest = near.fastest;
            m_out << tr("On each fleet the run's cost and carbon grow in proportion to its time, so the front holds one "
                        "layout per fleet. The %n fastest configuration(s):",
                        nullptr, static_cast<int>(fastest.size()))
                  << "\n";
            QList<QStringList> nearRows;
            for (size_t k = 0; k < fastest.size(); ++k) {
                const fleet::SearchRecord& rec = r.record(fastest[k]);
                nearRows << QStringList{QString::number(k + 1), num(rec.wallSeconds / 86400.0, 2),
                                        num(100.0 * (rec.wallSeconds / r.record(fastest.front()).wallSeconds - 1.0), 1),
                                        num(rec.costUsd / 1e6, 2), num(rec.stepSeconds, 3), num(rec.predictedMfu * 100.0, 1),
                                        k == 0 ? tr("the fastest") : QString::fromStdString(near.differences[k])};
            }
            printTable(m_out,
                       {QStringLiteral("#"), tr("time (d)"), tr("slower %"), tr("run cost ($M)"), tr("step (s)"),
                        tr("MFU %"), tr("differs from #1")},
                       nearRows);
        }
    } else {
        m_out << tr("No valid configuration.") << "\n";
    }

    if (!r.rejected.empty()) {
        m_out << tr("Rejected:") << "\n";
        for (const fleet::RejectSummary& s : r.rejected)
            //: %1 reason id, %2 count, %3 reason in words, %4 the first rejected configuration's message
            m_out << "  " << tr("%1 %2  %3 (e.g. %4)")
                                 .arg(QString::fromLatin1(fleet::toString(s.reason).data()).leftJustified(24))
                                 .arg(s.count, 8)
                                 .arg(QString::fromLatin1(fleet::describe(s.reason).data()),
                                      QString::fromStdString(s.firstMessage))
                  << "\n";
    }

    if (options.contains(QStringLiteral("--csv"))) {
        OutputFile::Stream file(csvPath);
        SearchCsv csv(spec, file);
        std::atomic<bool> stop{!file.ok()}; // a failed write (a full disk) ends the pass: its rows would be dropped
        const auto addRow = [&](const fleet::SearchRecord& rec) {
            csv.add(rec);
            if (!file.ok())
                stop = true;
        };
        fleet::forEachSearchRecord(spec, catalog, r, addRow, {}, &stop);
        if (const QString err = file.commit(); !err.isEmpty())
            return fail(2, tr("--csv: %1").arg(err));
    }

    //: %1 configurations past the structural checks, %2 valid, %3 threads
    m_out << tr("(%1 past the structural checks, %2 valid, %3 thread(s))")
                 .arg(r.evaluated)
                 .arg(r.valid)
                 .arg(r.threadsUsed)
          << "\n";
    m_out << tr("Evaluated %1 configurations in %2 s").arg(r.total).arg(num(r.elapsedSeconds, 3)) << "\n";
    return r.valid > 0 ? 0 : 1;
}

int SearchCommand::optimalSize(const fleet::Scenario& scenario, const fleet::Catalog& catalog,
                               const QHash<QString, QString>& options)
{
    fleet::ScalingBudget budget;
    const bool hasFlops = options.contains(QStringLiteral("--flops"));
    const bool hasDays = options.contains(QStringLiteral("--days"));
    if (hasFlops && hasDays)
        return fail(2, tr("give either --flops or --days, not both"));
    bool ok = true;
    if (hasFlops) {
        budget.kind = fleet::ScalingBudget::Kind::Flops;
        budget.value = options.value(QStringLiteral("--flops")).toDouble(&ok);
        if (!ok || !(budget.value > 0.0) || !std::isfinite(budget.value))
            return fail(2, tr("--flops: '%1' is not a positive number of FLOP").arg(options.value(QStringLiteral("--flops"))));
    } else if (hasDays) {
        budget.kind = fleet::ScalingBudget::Kind::Time;
        const double days = options.value(QStringLiteral("--days")).toDouble(&ok);
        if (!ok || !(days > 0.0) || !std::isfinite(days) || days > 1e6)
            return fail(2, tr("--days: '%1' is not a number of days from 0 to 1e6").arg(options.value(QStringLiteral("--days"))));
        budget.value = days * 86400.0;
    }
    const fleet::Results evaluated = fleet::evaluate(scenario, catalog, fleet::Detail::Values);
    const fleet::ScalingReport rep = fleet::computeScaling(scenario, evaluated, budget);
    if (!rep.error.empty())
        return fail(1, QString::fromStdString(rep.error));
    const double P = fleet::parametersOf(scenario.model), D = scenario.training.tokens;
    const QString source = budget.kind == fleet::ScalingBudget::Kind::PlanCompute ? tr("the plan's own C = 6·P·D")
                           : budget.kind == fleet::ScalingBudget::Kind::Flops
                               ? tr("given")
                               : tr("the fleet for %1 days at %2 % MFU")
                                     .arg(options.value(QStringLiteral("--days")))
                                     .arg(scenario.training.mfu * 100.0);
    m_out << tr("Compute-optimal sizing (seed §1 scaling laws; Chinchilla: C = 6·P·D, D ≈ 20·P)") << "\n"
          << "  " << tr("budget:          %1 FLOP (%2)").arg(QString::number(rep.budgetFlops, 'g', 4), source) << "\n"
          << "  " << tr("optimal size:    %1 B parameters on %2 B tokens")
                           .arg(num(rep.optimal.params / 1e9, 1), num(rep.optimal.tokens / 1e9, 0))
          << "\n"
          << "  " << tr("plan:            %1 B parameters on %2 B tokens = %3 tokens per parameter")
                           .arg(num(P / 1e9, 1), num(D / 1e9, 0), num(rep.planTokensPerParam, 1))
          << "\n"
          //: loss in nats per token of the Chinchilla fit
          << "  " << tr("loss (Chinchilla fit, nat/token): plan %1, compute-optimal %2")
                           .arg(num(rep.planLoss, 3), num(rep.optimalLoss, 3))
          << "\n"
          << "  " << tr("regime:          %1").arg(QString::fromStdString(fleet::describeRegime(rep.regime))) << "\n";
    return 0;
}

} // namespace fleet::app

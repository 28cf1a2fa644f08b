#include "ServingSearchCommand.h"

#include "CliArgs.h"
#include "TextTable.h"

#include "evaluation/ServingSearchRunner.h"
#include "i18n/RateText.h"

#include <QElapsedTimer>
#include <QFileDevice>
#include <QSaveFile>

#include <algorithm>
#include <climits>
#include <cmath>

#include <unistd.h>

namespace fleet::app {

namespace {

QString num(double v, int decimals) { return QString::number(v, 'f', decimals); }

// "a,b,c" or, for whole numbers, "lo:hi:step" (step ≥ 1). Empty list and an error on bad text.
QStringList listValues(const QString& key, const QString& text, bool integers, QString* error)
{
    if (integers && text.count(u':') == 2) {
        const QStringList p = text.split(u':');
        bool ok1 = false, ok2 = false, ok3 = false;
        const int lo = p[0].toInt(&ok1), hi = p[1].toInt(&ok2), step = p[2].toInt(&ok3);
        if (!ok1 || !ok2 || !ok3 || step < 1 || hi < lo || (hi - lo) / step > 10000) {
            *error = QStringLiteral("--vary %1=%2: expected lo:hi:step with whole numbers, lo ≤ hi, step ≥ 1").arg(key, text);
            return {};
        }
        QStringList out;
        for (int v = lo; v <= hi; v += step)
            out << QString::number(v);
        return out;
    }
    QStringList out = text.split(u',', Qt::SkipEmptyParts);
    for (QString& v : out)
        v = v.trimmed();
    if (out.isEmpty())
        *error = QStringLiteral("--vary %1: no values").arg(key);
    return out;
}

QString csvField(QString s)
{
    if (s.contains(u',') || s.contains(u'"')) {
        s.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        s = u'"' + s + u'"';
    }
    return s;
}

QString bindingText(const fleet::FleetSizing& f)
{
    switch (f.binding) {
    case fleet::ServingBinding::None: return QStringLiteral("KV capacity");
    case fleet::ServingBinding::Tpot: return QStringLiteral("TPOT");
    case fleet::ServingBinding::Ttft: return QStringLiteral("TTFT");
    default: return QStringLiteral("-");
    }
}

} // namespace

bool ServingSearchProgress::isTerminal(const QTextStream& err)
{
    const auto* file = qobject_cast<const QFileDevice*>(err.device());
    return file && file->handle() >= 0 && ::isatty(file->handle()) == 1;
}

void ServingSearchProgress::report(double fraction, qint64 elapsedMs)
{
    if (!m_tenths.pending(fraction) || (!m_terminal && elapsedMs < kLongRunMs))
        return; // a tenth not yet reached, or a log and the search still quick: a later call shows where it is
    const QString line = QStringLiteral("serving search: %1 %").arg(m_tenths.take(fraction));
    if (m_terminal) {
        m_err << '\r' << line.leftJustified(m_lineWidth);
        m_lineWidth = std::max(m_lineWidth, line.size());
    } else {
        m_err << line << '\n';
    }
    m_err.flush();
}

void ServingSearchProgress::finish()
{
    if (m_lineWidth == 0)
        return;
    m_err << '\r' << QString(m_lineWidth, u' ') << '\r';
    m_err.flush();
    m_lineWidth = 0;
}

QStringList ServingSearchCommand::flags() { return {}; }

QStringList ServingSearchCommand::valuedOptions()
{
    return {QStringLiteral("--objective"), QStringLiteral("--top"), QStringLiteral("--csv")};
}

int ServingSearchCommand::fail(int code, const QString& message)
{
    m_err << "error: " << message << "\n";
    return code;
}

int ServingSearchCommand::run(const fleet::Scenario& s, const fleet::Catalog& c, const QStringList& varies,
                              const QHash<QString, QString>& options)
{
    fleet::ServingSearchSpec spec;
    for (const QString& v : varies) {
        const qsizetype eq = v.indexOf(u'=');
        if (eq <= 0)
            return fail(2, QStringLiteral("--vary expects KEY=a,b,c, got '%1'").arg(v));
        const QString key = v.left(eq), text = v.mid(eq + 1);
        QString error;
        if (key == QStringLiteral("fleet.accelerator")) {
            const QStringList ids = text == QStringLiteral("all") ? QStringList() : listValues(key, text, false, &error);
            if (!error.isEmpty())
                return fail(2, error);
            spec.accelerators.clear();
            if (text == QStringLiteral("all"))
                for (const fleet::Accelerator& a : c.accelerators)
                    spec.accelerators.push_back(a.id);
            for (const QString& id : ids)
                spec.accelerators.push_back(id.toStdString());
        } else if (key == QStringLiteral("inference.precision")) {
            const QStringList ps = listValues(key, text, false, &error);
            if (!error.isEmpty())
                return fail(2, error);
            spec.precisions.clear();
            for (const QString& p : ps)
                spec.precisions.push_back(p.toStdString());
        } else if (key == QStringLiteral("serving.tp") || key == QStringLiteral("serving.batch") ||
                   key == QStringLiteral("serving.ep")) {
            const QStringList vs = listValues(key, text, true, &error);
            if (!error.isEmpty())
                return fail(2, error);
            std::vector<int>& into = key == QStringLiteral("serving.tp")   ? spec.tps
                                     : key == QStringLiteral("serving.ep") ? spec.eps
                                                                           : spec.batches;
            into.clear();
            for (const QString& x : vs) {
                bool ok = false;
                const int n = x.toInt(&ok);
                if (!ok)
                    return fail(2, QStringLiteral("%1: '%2' is not a whole number").arg(key, x));
                into.push_back(n);
            }
        } else {
            return fail(2, QStringLiteral("--vary %1: the serving search varies fleet.accelerator, inference.precision, "
                                          "serving.ep, serving.tp and serving.batch")
                               .arg(key));
        }
    }
    const QString objective = options.value(QStringLiteral("--objective"), QStringLiteral("accelerators"));
    if (objective == QStringLiteral("cost"))
        spec.objective = fleet::ServingObjective::Cost;
    else if (objective != QStringLiteral("accelerators"))
        return fail(2, QStringLiteral("--objective: '%1' is not accelerators or cost").arg(objective));
    const std::optional<int> topArg = intOption(options, QStringLiteral("--top"), 10, 0, INT_MAX);
    if (!topArg)
        return fail(2, QStringLiteral("--top: '%1' is not a whole number ≥ 0 (0 = every valid configuration)")
                           .arg(options.value(QStringLiteral("--top"))));
    const int top = *topArg;

    ServingSearchProgress progress(m_err, ServingSearchProgress::isTerminal(m_err));
    QElapsedTimer started;
    started.start();
    const fleet::ServingSearchResult r =
        fleet::runServingSearch(s, c, spec, [&](double done) { progress.report(done, started.elapsed()); });
    progress.finish();
    if (!r.error.empty())
        return fail(2, QString::fromStdString(r.error));

    const bool hasLoad = s.serving.requestsPerSecond > 0.0;
    m_out << QStringLiteral("Serving search of %1: %2 configurations (accelerator × precision × EP × TP × batch)")
                 .arg(QString::fromStdString(s.name))
                 .arg(r.candidates.size())
          << "\n";
    const auto target = [](double t, double scale, const char* unit) {
        return t > 0.0 ? QStringLiteral("≤ %1 %2").arg(t * scale).arg(QLatin1String(unit)) : QStringLiteral("none");
    };
    m_out << QStringLiteral("Workload: %1 → %2 tokens per request; load %3; p99 TTFT %4, p99 TPOT %5; objective: %6")
                 .arg(s.serving.inputTokens)
                 .arg(s.serving.outputTokens)
                 .arg(hasLoad ? QStringLiteral("%1 requests/s").arg(s.serving.requestsPerSecond)
                              : QStringLiteral("none (capacity of the plan's %1 accelerators)")
                                    .arg(s.fleet.acceleratorsPerNode * s.fleet.nodes))
                 .arg(target(s.serving.ttftSeconds, 1.0, "s"), target(s.serving.tpotSeconds, 1e3, "ms"),
                      spec.objective == fleet::ServingObjective::Cost ? QStringLiteral("cost per million output tokens")
                      : hasLoad ? QStringLiteral("fewest accelerators")
                                : QStringLiteral("most output tokens/s per accelerator"))
          << "\n";

    if (!r.ranking.empty()) {
        const size_t shown = top == 0 ? r.ranking.size() : std::min<size_t>(r.ranking.size(), static_cast<size_t>(top));
        m_out << QStringLiteral("Best %1 of %2 valid:").arg(shown).arg(r.ranking.size()) << "\n";
        const QStringList header{QStringLiteral("#"),        QStringLiteral("accelerator"), QStringLiteral("prec"),
                                 QStringLiteral("tp"),       QStringLiteral("ep"),          QStringLiteral("cp"),
                                 QStringLiteral("batch"),
                                 QStringLiteral("replicas"),
                                 QStringLiteral("accel."),   QStringLiteral("nodes"),       QStringLiteral("tok/s/GPU"),
                                 QStringLiteral("TTFT99@load ms"), QStringLiteral("TPOT99@load ms"), QStringLiteral("$/Mtok"),
                                 QStringLiteral("cloud $/Mtok"), QStringLiteral("binds")};
        QList<QStringList> rows;
        for (size_t k = 0; k < shown; ++k) {
            const fleet::ServingCandidate& x = r.candidates[r.ranking[k]];
            const fleet::LatencyPoint& at = x.sizing.atLoad;
            rows << QStringList{QString::number(k + 1),
                                QString::fromStdString(x.accelerator),
                                QString::fromStdString(x.precision),
                                QString::number(x.tp),
                                QString::number(x.ep),
                                QString::number(x.cp),
                                num(x.sizing.operating.concurrency, 0),
                                num(x.sizing.replicas, 0),
                                num(x.sizing.accelerators, 0),
                                num(x.sizing.nodes, 0),
                                fleet::app::rateText(x.sizing.tokensPerSecondPerGpu(), QLocale::c()),
                                num(at.ttftP99Seconds * 1e3, 0),
                                num(at.tpotP99Seconds * 1e3, 1),
                                x.economics.priced ? num(x.economics.usdPerMillionTokens, 3) : QStringLiteral("-"),
                                num(x.economics.cloudUsdPerMillionTokens, 3),
                                bindingText(x.sizing)};
        }
        printTable(m_out, header, rows, {1, 2}); // accelerator and precision read left-aligned
    } else {
        m_out << "No valid configuration.\n";
    }

    // Rejected, by reason, with the first example of each.
    for (const ServingRejection& g : servingRejections(r))
        m_out << "  " << QString::fromLatin1(fleet::toString(g.status).data()).leftJustified(16)
              << QStringLiteral("%1").arg(g.count, 6) << "  " << g.description << " (e.g. " << g.example << ")\n";

    if (options.contains(QStringLiteral("--csv"))) {
        const QString path = options.value(QStringLiteral("--csv"));
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Text))
            return fail(2, QStringLiteral("--csv: cannot write %1: %2").arg(path, f.errorString()));
        QTextStream csv(&f);
        csv << "index,status,rank,fleet.accelerator,inference.precision,serving.tp,serving.batch,serving.max_batch,"
               "serving.replicas,serving.accelerators,serving.nodes,serving.tokens_per_s_per_gpu,serving.ttft_p99_s,"
               "serving.tpot_p99_s,serving.usd_per_million_tokens,serving.cloud_usd_per_million_tokens,serving.ep,serving.cp\n";
        std::vector<int> rank(r.candidates.size(), 0);
        for (size_t k = 0; k < r.ranking.size(); ++k)
            rank[r.ranking[k]] = static_cast<int>(k + 1);
        for (size_t i = 0; i < r.candidates.size(); ++i) {
            const fleet::ServingCandidate& x = r.candidates[i];
            QStringList row{QString::number(i), QString::fromLatin1(fleet::toString(x.status).data()),
                            rank[i] ? QString::number(rank[i]) : QString(), csvField(QString::fromStdString(x.accelerator)),
                            QString::fromStdString(x.precision), QString::number(x.tp)};
            const bool sized = x.status != fleet::ServingStatus::NoPrecision && x.status != fleet::ServingStatus::DoesNotFit;
            if (sized)
                for (double v : {x.sizing.operating.concurrency, x.sizing.capacity.maxBatch, x.sizing.replicas,
                                 x.sizing.accelerators, x.sizing.nodes, x.sizing.tokensPerSecondPerGpu(),
                                 x.sizing.atLoad.ttftP99Seconds, x.sizing.atLoad.tpotP99Seconds})
                    row << QString::number(v, 'g', 10);
            else
                for (int k = 0; k < 8; ++k)
                    row << QString();
            row << (x.valid() && x.economics.priced ? QString::number(x.economics.usdPerMillionTokens, 'g', 10) : QString())
                << (x.valid() ? QString::number(x.economics.cloudUsdPerMillionTokens, 'g', 10) : QString())
                << QString::number(x.ep) << QString::number(x.cp);
            csv << row.join(u',') << "\n";
        }
        csv.flush();
        if (!f.commit())
            return fail(2, QStringLiteral("--csv: cannot write %1: %2").arg(path, f.errorString()));
    }
    m_out << QStringLiteral("Evaluated %1 configurations in %2 s").arg(r.candidates.size()).arg(num(r.elapsedSeconds, 4))
          << "\n";
    return r.ranking.empty() ? 1 : 0;
}

} // namespace fleet::app

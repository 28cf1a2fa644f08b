#include "CalibrateCommand.h"

#include "CliArgs.h"
#include "comm/NcclTests.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace fleet::app {

namespace {

struct CalibrateArgs {
    QString file, collective, ranks;
};

// FILE [--collective NAME] [--ranks N]; returns the problem or "".
QString parseArgs(QStringList args, CalibrateArgs& out)
{
    QString error;
    while (!args.isEmpty() && error.isEmpty()) {
        const QString a = args.first();
        if (a == QStringLiteral("--collective"))
            out.collective = takeValue(args, 0, a, &error);
        else if (a == QStringLiteral("--ranks"))
            out.ranks = takeValue(args, 0, a, &error);
        else if (a.startsWith(u'-'))
            error = QStringLiteral("unknown option %1").arg(a);
        else if (out.file.isEmpty())
            out.file = args.takeFirst();
        else
            error = QStringLiteral("more than one file given (%1)").arg(a);
    }
    if (error.isEmpty() && out.file.isEmpty())
        error = QStringLiteral("calibrate needs an nccl-tests output file");
    return error;
}

// The bytes of a regular file of at most 64 MB; returns the problem or "".
QString readLog(const QString& file, QByteArray& bytes)
{
    constexpr qint64 kMaxNcclBytes = 64 * 1024 * 1024;
    if (const QFileInfo info(file); info.exists() && !info.isFile())
        return QStringLiteral("%1 is not a regular file (a folder, pipe or device)").arg(file);
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot open %1: %2").arg(file, f.errorString());
    bytes = f.read(kMaxNcclBytes + 1); // bounded even if the file grows meanwhile
    if (f.size() > kMaxNcclBytes || bytes.size() > kMaxNcclBytes)
        return QStringLiteral("%1 is larger than 64 MB; not an nccl-tests output").arg(file);
    return {};
}

// "all_reduce" of an nccl-tests binary or a file named after one: "all_reduce_perf", "all_reduce_perf_mpi",
// "logs/all_reduce_perf.txt".
QString collectiveOfName(const QString& name)
{
    return name.section(u'/', -1).section(u'.', 0, 0).section(QStringLiteral("_perf"), 0, 0);
}

bool knownCollective(const QString& name, fleet::Collective& out)
{
    return fleet::collectiveFromString(name.toStdString(), out);
}

// --collective, else the log's "# Collective test starting: X_perf" line, else the file name when it names one
// (all_gather_perf.txt); returns the problem or "".
QString resolveCollective(const QString& given, const fleet::NcclTestsRun& run, const QString& file,
                          fleet::Collective& out)
{
    const QString names = QString::fromStdString(fleet::collectiveNames());
    if (!given.isEmpty())
        return knownCollective(given, out)
                   ? QString()
                   : QStringLiteral("unknown collective '%1'; --collective takes %2").arg(given, names);
    if (!run.collective.empty()) {
        const QString binary = QString::fromStdString(run.collective);
        return knownCollective(collectiveOfName(binary), out)
                   ? QString()
                   : QStringLiteral("%1: line %2 says this is a %3 run; calibrate fits %4 (--collective NAME fits the "
                                    "times as one of them)")
                         .arg(file)
                         .arg(run.collectiveLine)
                         .arg(binary.left(60), names);
    }
    if (knownCollective(collectiveOfName(file), out))
        return {};
    return QStringLiteral("%1: cannot tell the collective: the log has no '# Collective test starting:' line and the "
                          "file name names none; give --collective NAME (%2)")
        .arg(file, names);
}

// --ranks, else the "#  Rank" lines of the log; returns the problem or "".
QString resolveRanks(const QString& given, const fleet::NcclTestsRun& run, double& ranks)
{
    ranks = run.ranks;
    if (!given.isEmpty()) {
        bool ok = false;
        ranks = given.toDouble(&ok);
        if (!ok || !std::isfinite(ranks) || ranks != std::floor(ranks) || ranks < 1 || ranks > 1e9)
            return QStringLiteral("--ranks: '%1' is not a whole number from 1 to 1e9").arg(given);
    }
    if (ranks < 1)
        return QStringLiteral("the file lists no '#  Rank' lines; give --ranks N");
    return {};
}

void printFit(QTextStream& out, const fleet::AlphaBetaFit& fit, fleet::Collective collective, double ranks)
{
    const fleet::CollectiveFactors k = fleet::collectiveFactors(collective, ranks);
    out << "fit of T(n) = a + b·n to " << fit.points << " out-of-place measurements ("
        << QString::fromStdString(fleet::collectiveName(collective)) << ", " << ranks << " ranks)\n"
        << "  a = " << QString::number(fit.intercept * 1e6, 'g', 5) << " µs, b = " << QString::number(fit.slope, 'g', 5)
        << " s/B, R² = " << QString::number(fit.rSquared, 'f', 6) << ", worst relative residual "
        << QString::number(fit.maxRelResidual * 100, 'f', 1) << " %\n"
        << "  latency terms k_α = " << k.alpha << ", bandwidth factor k_β = " << QString::number(k.beta, 'g', 5) << "\n"
        << "  α = a / k_α = " << QString::number(fit.alpha * 1e6, 'g', 4) << " µs per step\n"
        << "  β = k_β / b = " << QString::number(fit.beta / 1e9, 'g', 4)
        << " GB/s per direction (bus-bandwidth convention, comparable to a link's rate)\n"
        << "  1 / b = " << QString::number(fit.algBeta / 1e9, 'g', 4)
        << " GB/s (algorithm-bandwidth convention: message size / time)\n";
}

} // namespace

// Every refusal — arguments, the file, its rows, the fit — is bad input: exit 2 with a message naming it.
int CalibrateCommand::run(QStringList args)
{
    CalibrateArgs a;
    QByteArray bytes;
    QString error = parseArgs(std::move(args), a);
    if (error.isEmpty())
        error = readLog(a.file, bytes);
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    const fleet::NcclTestsRun run = fleet::parseNcclTests(bytes.toStdString());
    if (!run.error.empty()) {
        m_err << "error: " << a.file << ": " << QString::fromStdString(run.error) << "\n";
        return 2;
    }
    for (const std::string& s : run.skipped)
        m_err << "warning: skipped " << QString::fromStdString(s) << "\n";
    fleet::Collective collective = fleet::Collective::AllReduce;
    double ranks = 0.0;
    error = resolveCollective(a.collective, run, a.file, collective);
    if (error.isEmpty())
        error = resolveRanks(a.ranks, run, ranks);
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    const fleet::AlphaBetaFit fit = fleet::fitAlphaBeta(fleet::outOfPlacePoints(run), collective, ranks);
    if (!fit.ok) {
        m_err << "error: " << a.file << ": " << QString::fromStdString(fit.error) << "\n";
        return 2;
    }
    printFit(m_out, fit, collective, ranks);
    return 0;
}

} // namespace fleet::app

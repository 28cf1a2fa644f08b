#include "CalibrateCommand.h"

#include "CliArgs.h"
#include "comm/NcclTests.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace fleet::app {

int CalibrateCommand::run(QStringList args)
{
    QString file, collectiveName, ranksText, error;
    while (!args.isEmpty()) {
        const QString a = args.first();
        if (a == QStringLiteral("--collective"))
            collectiveName = takeValue(args, 0, a, &error);
        else if (a == QStringLiteral("--ranks"))
            ranksText = takeValue(args, 0, a, &error);
        else if (a.startsWith(u'-'))
            error = QStringLiteral("unknown option %1").arg(a);
        else if (file.isEmpty())
            file = args.takeFirst();
        else
            error = QStringLiteral("more than one file given (%1)").arg(a);
        if (!error.isEmpty()) {
            m_err << "error: " << error << "\n";
            return 2;
        }
    }
    if (file.isEmpty()) {
        m_err << "error: calibrate needs an nccl-tests output file\n";
        return 2;
    }
    constexpr qint64 kMaxNcclBytes = 64 * 1024 * 1024;
    if (const QFileInfo info(file); info.exists() && !info.isFile()) {
        m_err << "error: " << file << " is not a regular file (a folder, pipe or device)\n";
        return 2;
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        m_err << "error: cannot open " << file << ": " << f.errorString() << "\n";
        return 2;
    }
    const QByteArray bytes = f.read(kMaxNcclBytes + 1); // bounded even if the file grows meanwhile
    if (f.size() > kMaxNcclBytes || bytes.size() > kMaxNcclBytes) {
        m_err << "error: " << file << " is larger than 64 MB; not an nccl-tests output\n";
        return 2;
    }
    const fleet::NcclTestsRun run = fleet::parseNcclTests(bytes.toStdString());
    if (!run.error.empty()) {
        m_err << "error: " << file << ": " << QString::fromStdString(run.error) << "\n";
        return 2;
    }
    for (const std::string& s : run.skipped)
        m_err << "warning: skipped " << QString::fromStdString(s) << "\n";
    if (collectiveName.isEmpty()) {
        collectiveName = QString::fromStdString(run.collective).remove(QStringLiteral("_perf"));
        if (collectiveName.isEmpty())
            collectiveName = QFileInfo(file).fileName().section(QStringLiteral("_perf"), 0, 0);
    }
    fleet::Collective collective;
    if (!fleet::collectiveFromString(collectiveName.toStdString(), collective)) {
        m_err << "error: unknown collective '" << collectiveName
              << "'; give --collective all_reduce|all_gather|reduce_scatter|alltoall|sendrecv\n";
        return 2;
    }
    double ranks = run.ranks;
    if (!ranksText.isEmpty()) {
        bool ok = false;
        ranks = ranksText.toDouble(&ok);
        if (!ok || !std::isfinite(ranks) || ranks != std::floor(ranks) || ranks < 1 || ranks > 1e9) {
            m_err << "error: --ranks: '" << ranksText << "' is not a whole number from 1 to 1e9\n";
            return 2;
        }
    }
    if (ranks < 1) {
        m_err << "error: the file lists no '#  Rank' lines; give --ranks N\n";
        return 2;
    }
    const fleet::AlphaBetaFit fit = fleet::fitAlphaBeta(fleet::outOfPlacePoints(run), collective, ranks);
    if (!fit.ok) {
        m_err << "error: " << QString::fromStdString(fit.error) << "\n";
        return 1;
    }
    const fleet::CollectiveFactors k = fleet::collectiveFactors(collective, ranks);
    m_out << "fit of T(n) = a + b·n to " << fit.points << " out-of-place measurements (" << collectiveName << ", "
          << ranks << " ranks)\n"
          << "  a = " << QString::number(fit.intercept * 1e6, 'g', 5)
          << " µs, b = " << QString::number(fit.slope, 'g', 5) << " s/B, R² = " << QString::number(fit.rSquared, 'f', 6)
          << ", worst relative residual " << QString::number(fit.maxRelResidual * 100, 'f', 1) << " %\n"
          << "  latency terms k_α = " << k.alpha << ", bandwidth factor k_β = " << QString::number(k.beta, 'g', 5)
          << "\n"
          << "  α = a / k_α = " << QString::number(fit.alpha * 1e6, 'g', 4) << " µs per step\n"
          << "  β = k_β / b = " << QString::number(fit.beta / 1e9, 'g', 4)
          << " GB/s per direction (bus-bandwidth convention, comparable to a link's rate)\n"
          << "  1 / b = " << QString::number(fit.algBeta / 1e9, 'g', 4)
          << " GB/s (algorithm-bandwidth convention: message size / time)\n";
    return 0;
}

} // namespace fleet::app

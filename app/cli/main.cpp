#include "CliApp.h"

#include <QCoreApplication>
#include <QIODevice>

#include <cerrno>
#include <cstdio>
#include <memory>

#ifdef FLEET_HAVE_REPORT
#include "i18n/Language.h"
#include "report/ReportExporter.h"

#include <QApplication>
#endif

namespace {

// The command word: the first argument that is not a global option (or its value).
QString commandOf(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QStringLiteral("--user-catalog"))
            ++i;
        else if (!a.startsWith(u'-'))
            return a;
    }
    return {};
}

} // namespace

int main(int argc, char** argv)
{
    std::unique_ptr<QCoreApplication> app;
#ifdef FLEET_HAVE_REPORT
    // Only `report` draws charts, which needs a QApplication; without a display it renders offscreen.
    if (commandOf(argc, argv) == QStringLiteral("report")) {
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
        // Reports are English from the CLI; the English translator supplies the plural forms ("4 nodes per rack").
        fleet::app::installTranslators(QStringLiteral("en"));
        fleet::app::CliApp::setReportWriter(
            [](const fleet::app::EvaluationPtr& e, const QString& path, fleet::app::report::PageSize page) {
                fleet::views::ReportExporter::Options o;
                o.page = page;
                return fleet::views::ReportExporter::write(e, path, o);
            });
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("FleetPlanner"));
    QCoreApplication::setApplicationName(QStringLiteral("FleetPlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEET_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const int code = fleet::app::CliApp(out, err).run(args);
    // Output redirected to a full disk (or a closed pipe) must not look like success.
    out.flush();
    QString outputError;
    if (out.status() != QTextStream::Ok)
        outputError = out.device() ? out.device()->errorString() : qt_error_string(EIO);
    else if (errno = 0; std::fflush(stdout) != 0 || std::ferror(stdout))
        outputError = qt_error_string(errno ? errno : EIO);
    if (!outputError.isEmpty())
        err << "error: cannot write the output: " << outputError << "\n";
    err.flush();
    return outputError.isEmpty() ? code : 2;
}

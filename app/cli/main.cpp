#include "CliApp.h"

#include <QCoreApplication>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("FleetPlanner"));
    QCoreApplication::setApplicationName(QStringLiteral("FleetPlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEET_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const int code = fleet::app::CliApp(out, err).run(args);
    out.flush();
    err.flush();
    return code;
}

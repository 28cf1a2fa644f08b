#pragma once
// Runs fleetplanner-cli in-process (CliApp) and captures its exit status and output, for the CLI tests.
#include "CliApp.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace fleet::test {

struct CliRun {
    int code = -1;
    QString out;
    QString err;
};

// The arguments as typed after `fleetplanner-cli`; builtinCatalog prepends --builtin-catalog.
inline CliRun runCli(QStringList args, bool builtinCatalog = true)
{
    CliRun r;
    QTextStream out(&r.out), err(&r.err);
    if (builtinCatalog)
        args.prepend(QStringLiteral("--builtin-catalog"));
    r.code = fleet::app::CliApp(out, err).run(args);
    out.flush();
    err.flush();
    return r;
}

} // namespace fleet::test

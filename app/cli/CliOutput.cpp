#include "CliOutput.h"

#include "evaluation/FiniteResults.h"
#include "io/OutputFile.h"
#include "models/SeverityName.h"

namespace fleet::app {

bool printIssues(const fleet::Results& results, QTextStream& err)
{
    for (const fleet::Issue& i : results.issues())
        err << severityName(i.severity) << ": " << QString::fromStdString(i.message()) << "\n";
    const QStringList messages = nonFiniteResults(results);
    for (const QString& m : messages)
        err << "error: " << m << "\n";
    return !messages.isEmpty();
}

bool checkOutputPath(const QString& path, QTextStream& err)
{
    const OutputCheck c = OutputFile::check(path);
    if (!c.ok()) {
        err << "error: " << c.error << "\n";
        return false;
    }
    if (const QString note = OutputFile::hardLinkNote(c); !note.isEmpty())
        err << "warning: " << note << "\n";
    return true;
}

} // namespace fleet::app

#include "CliOutput.h"

#include "evaluation/FiniteResults.h"
#include "io/OutputFile.h"

namespace fleet::app {

namespace {

QString severityName(fleet::Severity s)
{
    switch (s) {
    case fleet::Severity::Info:
        return QStringLiteral("info");
    case fleet::Severity::Warning:
        return QStringLiteral("warning");
    case fleet::Severity::Error:
        return QStringLiteral("error");
    }
    return {};
}

} // namespace

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

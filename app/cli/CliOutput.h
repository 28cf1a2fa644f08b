#pragma once
// The CLI's side of OutputFile: checks an output path before the work that produces it (evaluation, a
// search, a report's charts) and prints why it cannot be written ("error: …") or what a write would do to
// other hard links ("warning: …"). A read-only target is an error: the CLI has no one to confirm with.
#include "results/Results.h"

#include <QString>
#include <QTextStream>

namespace fleet::app {

// Returns false (after printing the error) when `path` cannot be written.
bool checkOutputPath(const QString& path, QTextStream& err);

// Prints the evaluation's issues ("warning: …") and its results that are not finite numbers (errors, see
// FiniteResults); returns whether there were any of the latter.
bool printIssues(const fleet::Results& results, QTextStream& err);

} // namespace fleet::app

#pragma once
// `fleetplanner-cli search --serving`: the serving search of model/serving (issue 14) on the command line.
//   search --serving [FILE | --preset NAME] [--set KEY=V]...
//          [--vary fleet.accelerator=a,b|all] [--vary inference.precision=fp8,fp16] [--vary serving.tp=1,2,4,8]
//          [--vary serving.batch=0,64,128 | lo:hi:step] [--objective accelerators|cost] [--top K] [--csv OUT]
// Prints the load and targets, the best configurations (replicas, accelerators, nodes, tokens/s per accelerator,
// p99 TTFT and TPOT, owned and cloud $ per million output tokens, what binds), the rejected counts by reason,
// and ends with "Evaluated N configurations in X s". Exit 2 on bad input (naming the key), 1 when nothing is valid.
// A long search says how far it is on stderr (ServingSearchProgress); stdout is the same either way.
#include "ProgressTenths.h"
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

// How far a serving search is, on stderr (issue 31), in the words `catalog import` uses for a large file: "serving
// search: 40 %", a tenth at a time (runServingSearch reports once per accelerator). On a terminal the one line is
// rewritten in place and erased at the end, so a quick search leaves nothing behind; elsewhere (a script's log) a
// line per tenth once the search has run kLongRunMs (a 200,000-accelerator user catalog takes seconds), and nothing
// for a quick one. Kept apart from the search so that what is printed, and when, can be tested without a terminal.
class ServingSearchProgress {
public:
    static constexpr qint64 kLongRunMs = 1000;

    ServingSearchProgress(QTextStream& err, bool terminal) : m_err(err), m_terminal(terminal) {}
    // Whether `err` writes to a terminal (an in-memory stream, as in the tests, does not).
    static bool isTerminal(const QTextStream& err);

    // The search is `fraction` done after `elapsedMs`.
    void report(double fraction, qint64 elapsedMs);
    // The search has ended: a terminal's line is erased before the results (or an error) follow.
    void finish();

private:
    QTextStream& m_err;
    bool m_terminal;
    ProgressTenths m_tenths;
    qsizetype m_lineWidth = 0; // of the line shown on a terminal, 0 when none
};

class ServingSearchCommand {
public:
    ServingSearchCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

    static QStringList flags();        // besides --serving
    static QStringList valuedOptions();

    int run(const fleet::Scenario& scenario, const fleet::Catalog& catalog, const QStringList& varies,
            const QHash<QString, QString>& options);

private:
    int fail(int code, const QString& message);
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app

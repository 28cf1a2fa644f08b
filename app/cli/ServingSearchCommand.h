#pragma once
// `fleetplanner-cli search --serving`: the serving search of model/serving (issue 14) on the command line.
//   search --serving [FILE | --preset NAME] [--set KEY=V]...
//          [--vary fleet.accelerator=a,b|all] [--vary inference.precision=fp8,fp16] [--vary serving.tp=1,2,4,8]
//          [--vary serving.batch=0,64,128 | lo:hi:step] [--objective accelerators|cost] [--top K] [--csv OUT]
// Prints the load and targets, the best configurations (replicas, accelerators, nodes, tokens/s per accelerator,
// p99 TTFT and TPOT, owned and cloud $ per million output tokens, what binds), the rejected counts by reason,
// and ends with "Evaluated N configurations in X s". Exit 2 on bad input (naming the key), 1 when nothing is valid.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

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

#pragma once
// `fleetplanner-cli search`: the design-space search and compute-optimal sizing of model/search and
// model/scaling on the command line.
//   search [FILE | --preset NAME] [--set KEY=V]... [--vary KEY=a,b,c | KEY=lo:hi:step | KEY=lo:hi:xF]...
//          [--no-default-axes] [--top K] [--csv OUT] [--threads N]
//   search [FILE | --preset NAME] [--set KEY=V]... --optimal-size [--flops C | --days D]
// Prints the Pareto front (time in days, cost in $M, carbon in t, the varied keys), the rejected counts per
// reason, and ends with "Evaluated N configurations in X s". Exit 2 on bad input (naming the key), 1 when no
// configuration is valid or the plan cannot be sized.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

class SearchCommand {
    Q_DECLARE_TR_FUNCTIONS(SearchCommand)
public:
    SearchCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

    // The options SearchCommand takes besides FILE / --preset / --set (for CliApp's argument parser).
    static QStringList flags();
    static QStringList valuedOptions();

    int run(const fleet::Scenario& scenario, const fleet::Catalog& catalog, const QStringList& varies,
            const QHash<QString, QString>& options);

private:
    int optimalSize(const fleet::Scenario& scenario, const fleet::Catalog& catalog,
                    const QHash<QString, QString>& options);
    int fail(int code, const QString& message);

    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app

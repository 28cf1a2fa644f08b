#pragma once
// `fleetplanner-cli montecarlo [FILE | --preset NAME] [--set KEY=VALUE]... [--json]`: simulates the planned run
// (model/reliability/MonteCarlo) and prints the wall time's spread, the goodput beside the analytic one and the
// interruptions. Exit 1 when the plan does not evaluate or cannot be simulated.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

class MonteCarloCommand {
public:
    MonteCarloCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}
    static QStringList flags() { return {QStringLiteral("--json")}; }
    int run(const fleet::Scenario& scenario, const fleet::Catalog& catalog, const QHash<QString, QString>& options);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app

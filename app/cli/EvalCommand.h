#pragma once
// `fleetplanner-cli eval [FILE | --preset NAME] [--set KEY=VALUE]... [--json] [--explain KEY]`: the plan's results
// as a table (key, value, unit), as JSON (--json: one object, keys sorted), or one result's derivation
// (--explain KEY). Issues go to stderr. Exit 1 when the plan evaluates with errors or a non-finite value, 2 for
// an unknown --explain key.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

class EvalCommand {
public:
    EvalCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}
    static QStringList flags() { return {QStringLiteral("--json")}; }
    static QStringList valuedOptions() { return {QStringLiteral("--explain")}; }
    int run(const fleet::Scenario& scenario, const fleet::Catalog& catalog, const QHash<QString, QString>& options);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app

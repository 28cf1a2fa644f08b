#pragma once
// `fleetplanner-cli results [--json | --markdown]`: the result schema (model/results/ResultSchema.h), one row per
// result key with its unit, domain, label, description and which direction is better. Text: a table in domain
// order; --json: an array of {key, unit, label, domain, description, better}; --markdown: docs/results.md, a
// table per domain. Exit 2 on an unknown option.
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

class ResultsCommand {
public:
    ResultsCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}
    int run(const QStringList& args);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app

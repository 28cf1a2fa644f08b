#pragma once
// `fleetplanner-cli save [FILE | --preset NAME] [--set KEY=VALUE]... -o OUT.fleetplan`: writes the plan (with the
// user catalog rows it uses, so it evaluates the same elsewhere). Exit 2 without -o or when the file cannot be
// written (the old file is kept).
#include "CatalogTables.h"
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QList>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

class SaveCommand {
public:
    explicit SaveCommand(QTextStream& err) : m_err(err) {}
    static QStringList valuedOptions() { return {QStringLiteral("-o")}; }
    // `candidates`: the user rows the plan may carry (the user catalog's, and those the plan read carried).
    int run(const fleet::Scenario& scenario, const fleet::Catalog& catalog,
            const QList<fleet::catalog::CatalogRow>& candidates, const QHash<QString, QString>& options);

private:
    QTextStream& m_err;
};

} // namespace fleet::app

#include "SaveCommand.h"

#include "catalog/PlanHardware.h"
#include "CliOutput.h"
#include "io/ScenarioFile.h"

namespace fleet::app {

int SaveCommand::run(const fleet::Scenario& scenario, const fleet::Catalog& catalog,
                     const QList<fleet::catalog::CatalogRow>& candidates, const QHash<QString, QString>& options)
{
    const QString out = options.value(QStringLiteral("-o"));
    if (out.isEmpty()) {
        m_err << "error: save needs -o OUT.fleetplan\n";
        return 2;
    }
    if (!checkOutputPath(out, m_err))
        return 2;
    CatalogReference ref;
    ref.id = QString::fromStdString(catalog.id);
    ref.rows = rowsToEmbed(scenario, catalog, candidates);
    if (const QString err = ScenarioFile::save(out, scenario, ref); !err.isEmpty()) {
        m_err << "error: " << err << "\n";
        return 2;
    }
    return 0;
}

} // namespace fleet::app

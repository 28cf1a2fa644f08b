#include "catalog/UsedRows.h"

#include "evaluate/PlanRun.h"
#include "fabric/FabricModel.h"
#include "scenario/ResolvedFleet.h"

#include <QCoreApplication>

namespace fleet::app {

void addUsedRow(QList<UsedRow>& rows, UsedRow row)
{
    for (UsedRow& r : rows)
        if (r.kind == row.kind && r.id == row.id) {
            if (!r.role.split(QStringLiteral(", ")).contains(row.role)) // "node" is not in "node (derived …)"
                r.role += QStringLiteral(", ") + row.role;
            return;
        }
    rows.append(std::move(row));
}

QList<UsedRow> rowsUsedBy(const fleet::Scenario& s, const fleet::Catalog& c)
{
    using fleet::CatalogKind;
    QList<UsedRow> rows;
    auto add = [&](CatalogKind kind, const std::string& id, const std::string& name, const fleet::Provenance& p,
                   const QString& role) {
        addUsedRow(rows, {kind, id, name, p, role});
    };
    auto addRow = [&](CatalogKind kind, const auto& row, const QString& role) {
        add(kind, row.id, row.name, row.provenance, role);
    };

    std::vector<fleet::Issue> ignored;
    const fleet::ResolvedFleet f = fleet::resolveFleet(s, c, ignored);
    if (f.accelerator)
        addRow(CatalogKind::Accelerators, *f.accelerator, QCoreApplication::translate("ReportContent", "accelerator"));
    if (f.accelerator)
        addRow(CatalogKind::Nodes, *f.node,
               f.node->generic ? QCoreApplication::translate("ReportContent", "node (derived from the accelerator)")
                               : QCoreApplication::translate("ReportContent", "node"));
    if (f.scaleUp)
        addRow(CatalogKind::Links, *f.scaleUp, QCoreApplication::translate("ReportContent", "scale-up link"));
    if (f.scaleOut)
        addRow(CatalogKind::Links, *f.scaleOut, QCoreApplication::translate("ReportContent", "scale-out link"));
    if (f.hostLink)
        addRow(CatalogKind::Links, *f.hostLink, QCoreApplication::translate("ReportContent", "host link"));
    if (f.cooling)
        addRow(CatalogKind::Cooling, *f.cooling, QCoreApplication::translate("ReportContent", "cooling"));
    if (f.region)
        addRow(CatalogKind::Regions, *f.region, QCoreApplication::translate("ReportContent", "grid region"));
    if (f.scaleOut) {
        // The parts the fabric model prices with (one pick: model/fabric/FabricModel fabricParts).
        const fleet::FabricParts parts = fleet::fabricParts(s, *f.scaleOut, c);
        if (const fleet::Switch* sw = parts.sw)
            addRow(CatalogKind::Switches, *sw, QCoreApplication::translate("ReportContent", "fabric switch"));
        if (const fleet::Optic* copper = parts.copper)
            addRow(CatalogKind::Optics, *copper, QCoreApplication::translate("ReportContent", "in-rack cable"));
        if (const fleet::Optic* o = parts.pluggable)
            addRow(CatalogKind::Optics, *o, QCoreApplication::translate("ReportContent", "optical transceiver"));
    }
    // The step-time model's calibration constants (catalog table `calibrations`) the plan's prediction uses.
    if (f.complete()) {
        const fleet::PlanRun run = fleet::planRun(s, f, c);
        for (const fleet::Calibration* k :
             {run.setup.gemmEfficiency, run.setup.gemmHalfSize, run.setup.hbmEfficiency, run.setup.elementwiseEfficiency,
              run.setup.attentionEfficiency, run.setup.scaleUpEfficiency,
              run.setup.scaleUpAlpha, run.setup.scaleOutEfficiency, run.setup.scaleOutAlpha, run.setup.hostEfficiency, run.setup.powerCapExponentRow})
            if (k)
                addRow(CatalogKind::Calibrations, *k,
                       QCoreApplication::translate("ReportContent", "step-time model constant"));
    }
    // The library models the plan's model and its served model came from (model.id, serving.model).
    if (const fleet::ModelSpec* m = c.model(s.model.id))
        addRow(CatalogKind::Models, *m, QCoreApplication::translate("ReportContent", "model"));
    if (const fleet::ModelSpec* m = c.model(s.serving.model))
        addRow(CatalogKind::Models, *m, QCoreApplication::translate("ReportContent", "served model"));
    if (f.accelerator)
        if (const fleet::ServingCalibration* k = c.servingCalibration(f.accelerator->id))
            add(CatalogKind::ServingCalibrations, k->id, k->id, k->provenance,
                QCoreApplication::translate("ReportContent", "serving model constants"));
    return rows;
}

} // namespace fleet::app

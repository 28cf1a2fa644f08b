#include "catalog/UsedRows.h"

#include "evaluate/PlanRun.h"
#include "fabric/FabricModel.h"
#include "scenario/ResolvedFleet.h"

#include <QCoreApplication>
#include <QSet>

namespace fleet::app {

QList<UsedRow> rowsUsedBy(const fleet::Scenario& s, const fleet::Catalog& c)
{
    using fleet::CatalogKind;
    QList<UsedRow> rows;
    QSet<QString> seen;
    auto add = [&](CatalogKind kind, const std::string& id, const std::string& name, const fleet::Provenance& p,
                   const QString& role) {
        const QString k = QString::fromLatin1(fleet::toString(kind).data()) + u'/' + QString::fromStdString(id);
        if (seen.contains(k)) {
            for (UsedRow& r : rows)
                if (r.kind == kind && r.id == id && !r.role.contains(role))
                    r.role += QStringLiteral(", ") + role;
            return;
        }
        seen.insert(k);
        rows.append({kind, id, name, p, role});
    };

    std::vector<fleet::Issue> ignored;
    const fleet::ResolvedFleet f = fleet::resolveFleet(s, c, ignored);
    if (f.accelerator)
        add(CatalogKind::Accelerators, f.accelerator->id, f.accelerator->name, f.accelerator->provenance,
            QCoreApplication::translate("ReportContent", "accelerator"));
    if (f.accelerator)
        add(CatalogKind::Nodes, f.node.id, f.node.name, f.node.provenance,
            f.node.generic ? QCoreApplication::translate("ReportContent", "node (derived from the accelerator)")
                           : QCoreApplication::translate("ReportContent", "node"));
    if (f.scaleUp)
        add(CatalogKind::Links, f.scaleUp->id, f.scaleUp->name, f.scaleUp->provenance,
            QCoreApplication::translate("ReportContent", "scale-up link"));
    if (f.scaleOut)
        add(CatalogKind::Links, f.scaleOut->id, f.scaleOut->name, f.scaleOut->provenance,
            QCoreApplication::translate("ReportContent", "scale-out link"));
    if (f.hostLink)
        add(CatalogKind::Links, f.hostLink->id, f.hostLink->name, f.hostLink->provenance,
            QCoreApplication::translate("ReportContent", "host link"));
    if (f.cooling)
        add(CatalogKind::Cooling, f.cooling->id, f.cooling->name, f.cooling->provenance,
            QCoreApplication::translate("ReportContent", "cooling"));
    if (f.region)
        add(CatalogKind::Regions, f.region->id, f.region->name, f.region->provenance,
            QCoreApplication::translate("ReportContent", "grid region"));
    if (f.scaleOut) {
        // The parts the fabric model prices with (one pick: model/fabric/FabricModel fabricParts).
        const fleet::FabricParts parts = fleet::fabricParts(s, *f.scaleOut, c);
        if (const fleet::Switch* sw = parts.sw)
            add(CatalogKind::Switches, sw->id, sw->name, sw->provenance,
                QCoreApplication::translate("ReportContent", "fabric switch"));
        if (const fleet::Optic* copper = parts.copper)
            add(CatalogKind::Optics, copper->id, copper->name, copper->provenance,
                QCoreApplication::translate("ReportContent", "in-rack cable"));
        if (const fleet::Optic* o = parts.pluggable)
            add(CatalogKind::Optics, o->id, o->name, o->provenance,
                QCoreApplication::translate("ReportContent", "optical transceiver"));
    }
    // The step-time model's calibration constants (catalog table `calibrations`) the plan's prediction uses.
    if (f.complete()) {
        const fleet::PlanRun run = fleet::planRun(s, f, c);
        for (const fleet::Calibration* k :
             {run.setup.gemmEfficiency, run.setup.gemmHalfSize, run.setup.hbmEfficiency, run.setup.scaleUpEfficiency,
              run.setup.scaleUpAlpha, run.setup.scaleOutEfficiency, run.setup.scaleOutAlpha, run.setup.hostEfficiency})
            if (k)
                add(CatalogKind::Calibrations, k->id, k->name, k->provenance,
                    QCoreApplication::translate("ReportContent", "step-time model constant"));
    }
    if (f.accelerator)
        if (const fleet::ServingCalibration* k = c.servingCalibration(f.accelerator->id))
            add(CatalogKind::ServingCalibrations, k->id, k->id, k->provenance,
                QCoreApplication::translate("ReportContent", "serving model constants"));
    return rows;
}

} // namespace fleet::app

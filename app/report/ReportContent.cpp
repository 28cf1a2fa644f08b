#include "report/ReportContent.h"

#include "catalog/UsedRows.h"

#include "evaluate/PlanRun.h"
#include "fabric/FabricModel.h"
#include "models/QtStrings.h"
#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"

#include <QCoreApplication>
#include <QSet>

namespace fleet::app::report {

namespace {

QString tr(const char* s) { return QCoreApplication::translate("ReportContent", s); }

QString qs(const std::string& s) { return QString::fromStdString(s); }

struct DomainDef {
    const char* id;
    const char* title;
    const char* description;
    QStringList prefixes;
};

// One chapter per domain, in the order evaluate() derives them (docs/architecture.md, data flow).
const QList<DomainDef>& domainDefs()
{
    static const QList<DomainDef> defs = {
        {"model", QT_TRANSLATE_NOOP("ReportContent", "Model"),
         QT_TRANSLATE_NOOP("ReportContent", "The plan's model: its parameters, total and active per token, and the "
                                            "count its architecture gives."),
         {QStringLiteral("model.")}},
        {"compute", QT_TRANSLATE_NOOP("ReportContent", "Compute"),
         QT_TRANSLATE_NOOP("ReportContent", "Peak throughput, memory bandwidth and the ridge point of the accelerator "
                                            "(roofline model), with the plan's workloads placed on it."),
         {QStringLiteral("compute.")}},
        {"inference", QT_TRANSLATE_NOOP("ReportContent", "Inference"),
         QT_TRANSLATE_NOOP("ReportContent", "Decode latency and throughput of the serving workload: how much of it is "
                                            "bound by HBM bandwidth rather than FLOP/s."),
         {QStringLiteral("inference.")}},
        {"training", QT_TRANSLATE_NOOP("ReportContent", "Training"),
         QT_TRANSLATE_NOOP("ReportContent", "Training compute and time-to-train: the step predicted from the layout and "
                                            "the hardware (its parts, MFU, strong scaling), the run with its failures and "
                                            "checkpoints, and the book's overhead chain beside it."),
         {QStringLiteral("training.")}},
        {"memory", QT_TRANSLATE_NOOP("ReportContent", "Memory"),
         QT_TRANSLATE_NOOP("ReportContent", "Training memory per GPU against HBM capacity, by ZeRO stage and "
                                            "parallel layout."),
         {QStringLiteral("memory.")}},
        {"comm", QT_TRANSLATE_NOOP("ReportContent", "Communication"),
         QT_TRANSLATE_NOOP("ReportContent", "Collectives of the training step and the bandwidth staircase from HBM "
                                            "to storage."),
         {QStringLiteral("comm."), QStringLiteral("staircase.")}},
        {"fabric", QT_TRANSLATE_NOOP("ReportContent", "Fabric"),
         QT_TRANSLATE_NOOP("ReportContent", "The scale-out fabric: switches, links, transceivers, bisection, hops, "
                                            "latency, power and cost; α-β model of the links."),
         {QStringLiteral("fabric.")}},
        {"power", QT_TRANSLATE_NOOP("ReportContent", "Power and cooling"),
         QT_TRANSLATE_NOOP("ReportContent", "The power chain from accelerator to facility, rack density against the "
                                            "cooling limits, coolant and water."),
         {QStringLiteral("power."), QStringLiteral("cooling.")}},
        {"reliability", QT_TRANSLATE_NOOP("ReportContent", "Reliability"),
         QT_TRANSLATE_NOOP("ReportContent", "Failure rates, checkpoint interval, goodput and spare nodes."),
         {QStringLiteral("reliability.")}},
        {"carbon", QT_TRANSLATE_NOOP("ReportContent", "Carbon"),
         QT_TRANSLATE_NOOP("ReportContent", "Operational and embodied emissions of the run, water, and the same run "
                                            "on other grids."),
         {QStringLiteral("carbon.")}},
        {"tco", QT_TRANSLATE_NOOP("ReportContent", "Total cost of ownership"),
         QT_TRANSLATE_NOOP("ReportContent", "Capital and operating cost, cost per accelerator-hour, owning against "
                                            "renting, sensitivity."),
         {QStringLiteral("tco.")}},
        {"serving", QT_TRANSLATE_NOOP("ReportContent", "Serving"),
         QT_TRANSLATE_NOOP("ReportContent", "The serving fleet: KV-cache capacity, the decode step, time to first token and "
                                            "per output token under continuous batching, the throughput–latency curve, the "
                                            "replicas a load needs, and their power, carbon and cost per million tokens."),
         {QStringLiteral("serving.")}},
    };
    return defs;
}

ResultRow resultRow(std::string_view key, const fleet::ResultValue& v)
{
    ResultRow row;
    row.key = toQString(key);
    row.label = resultLabel(row.key);
    row.si = v.value;
    row.siUnit = toQString(v.unit);
    const FormattedQuantity f = formatQuantity(v.value, row.siUnit, row.key);
    row.value = f.number;
    row.unit = f.unit;
    return row;
}

QString partName(const std::string& name, const std::string& id)
{
    return QStringLiteral("%1 (%2)").arg(qs(name), qs(id));
}

ProvenanceRow provenanceRow(fleet::CatalogKind kind, const std::string& id, const std::string& name,
                            const fleet::Provenance& p, const QString& role)
{
    return {qs(std::string(fleet::toString(kind))), qs(id),       qs(name),   role, qs(p.source),
            qs(p.kind),                            qs(p.asOf),    qs(p.notes), p.userOverride};
}

} // namespace

QList<ProvenanceRow> referencedCatalogRows(const fleet::Scenario& s, const fleet::Catalog& c)
{
    using fleet::CatalogKind;
    QList<UsedRow> used = rowsUsedBy(s, c);
    // Charts compare the plan with the catalog's cooling types (rack density) and regions (carbon): listed up to
    // kMaxCompared of each (a user catalog may hold 200,000 rows), the rest counted in one row.
    constexpr qsizetype kMaxCompared = 50;
    auto compared = [&](CatalogKind kind, const auto& list, const QString& role) {
        qsizetype listed = 0, more = 0;
        for (const auto& x : list) {
            if (listed++ < kMaxCompared)
                addUsedRow(used, {kind, x.id, x.name, x.provenance, role}); // a used row compared too: both roles
            else
                ++more;
        }
        if (more > 0) {
            const QString note = QCoreApplication::translate("ReportContent", "%1 more rows, not listed").arg(more);
            used.append({kind, "…", note.toStdString(), {}, role});
        }
    };
    compared(CatalogKind::Cooling, c.cooling, QCoreApplication::translate("ReportContent", "compared in the rack-density chart"));
    compared(CatalogKind::Regions, c.regions, QCoreApplication::translate("ReportContent", "compared in the carbon chart"));
    QList<ProvenanceRow> rows;
    for (const UsedRow& u : used)
        rows.append(provenanceRow(u.kind, u.id, u.name, u.provenance, u.role));
    return rows;
}

ReportContent buildReport(const fleet::Scenario& s, const fleet::Results& r, const fleet::Catalog& c,
                          const QDateTime& generated, const QString& appVersion)
{
    ReportContent out;
    out.scenarioName = qs(s.name);
    out.generated = generated;
    out.appVersion = appVersion.isEmpty() ? QCoreApplication::applicationVersion() : appVersion;
    out.catalogId = qs(c.id);
    out.catalogVersion = qs(c.version);
    out.catalogHash = qs(c.contentHash);
    out.summary = buildSummary(s, r);
    out.results = r;
    out.scenario = s;
    out.issues = QList<fleet::Issue>(r.issues().begin(), r.issues().end());

    // ---- Bill of materials -------------------------------------------------------------------------------
    std::vector<fleet::Issue> ignored;
    const fleet::ResolvedFleet f = fleet::resolveFleet(s, c, ignored);
    // A row whose quantity is the result `key` (0 when the plan has none).
    auto addResultRow = [&](const QString& item, const char* key, const QString& part) {
        out.bom.append({item, r.value(key).value_or(0.0), part, QString::fromLatin1(key)});
    };
    if (f.accelerator) {
        out.bom.append({QCoreApplication::translate("ReportContent", "Accelerators"), static_cast<double>(s.acceleratorCount()),
                        partName(f.accelerator->name, f.accelerator->id), QStringLiteral("fleet.accelerator")});
        out.bom.append({QCoreApplication::translate("ReportContent", "Nodes"), static_cast<double>(s.fleet.nodes),
                        partName(f.node->name, f.node->id), QStringLiteral("fleet.nodes")});
    }
    if (r.has("power.racks")) {
        const int perRack = static_cast<int>(s.fleet.nodesPerRack); // a plain variable: lupdate skips casts here
        addResultRow(QCoreApplication::translate("ReportContent", "Racks"), "power.racks",
                     QCoreApplication::translate("ReportContent", "%n node(s) per rack", "", perRack));
    }
    // The parts the fabric model prices with (one pick: model/fabric/FabricModel fabricParts).
    const fleet::FabricParts parts = f.scaleOut ? fleet::fabricParts(s, *f.scaleOut, c) : fleet::FabricParts{};
    if (r.has("fabric.switches")) {
        QString sw = QCoreApplication::translate("ReportContent", "none (direct-connect torus)");
        if (parts.sw)
            sw = partName(parts.sw->name, parts.sw->id);
        addResultRow(QCoreApplication::translate("ReportContent", "Fabric switches"), "fabric.switches", sw);
    }
    if (r.has("fabric.links")) {
        const QString media = f.scaleOut ? partName(f.scaleOut->name, f.scaleOut->id) : QString();
        addResultRow(QCoreApplication::translate("ReportContent", "Fabric links"), "fabric.links", media);
        addResultRow(QCoreApplication::translate("ReportContent", "… copper (in rack)"), "fabric.links_copper",
                     QString());
        addResultRow(QCoreApplication::translate("ReportContent", "… optical"), "fabric.links_optical", QString());
    }
    if (r.has("fabric.transceivers")) {
        QString optic;
        if (parts.pluggable)
            optic = partName(parts.pluggable->name, parts.pluggable->id);
        addResultRow(QCoreApplication::translate("ReportContent", "Transceivers"), "fabric.transceivers", optic);
    }
    if (r.has("cooling.cdus"))
        addResultRow(QCoreApplication::translate("ReportContent", "Coolant distribution units"), "cooling.cdus",
                     f.cooling ? partName(f.cooling->name, f.cooling->id) : QString());

    // ---- Domain sections: every result key lands in exactly one ------------------------------------------
    QSet<QString> placed;
    for (const DomainDef& d : domainDefs()) {
        DomainSection sec{QString::fromLatin1(d.id), tr(d.title), tr(d.description), d.prefixes, {}};
        if (!s.training.enabled && (sec.id == QLatin1String("training") || sec.id == QLatin1String("memory")))
            // a serving-only plan (issue 31): the chapter says why it is empty rather than show empty axes
            sec.description = QCoreApplication::translate(
                "ReportContent", "No training job: the plan is serving-only (training.enabled = false); its fleet is "
                                 "sized in the Serving chapter.");
        for (const std::string_view key : r.order()) {
            const QString k = toQString(key);
            if (placed.contains(k))
                continue;
            for (const QString& p : d.prefixes)
                if (k.startsWith(p)) {
                    sec.rows.append(resultRow(key, *r.find(key)));
                    placed.insert(k);
                    break;
                }
        }
        out.sections.append(sec);
    }
    DomainSection other{QStringLiteral("other"), QCoreApplication::translate("ReportContent", "Other results"), QString(), {}, {}};
    for (const std::string_view key : r.order())
        if (!placed.contains(toQString(key)))
            other.rows.append(resultRow(key, *r.find(key)));
    if (!other.rows.isEmpty())
        out.sections.append(other);

    // ---- Assumptions: every input key; "default" = equal to the built-in default scenario ----------------
    const fleet::Scenario defaults{};
    for (const fleet::FieldSpec& field : fleet::ScenarioSchema::instance().fields()) {
        const fleet::FieldValue v = field.get(s);
        const fleet::FieldValue d = field.get(defaults);
        out.assumptions.append({qs(field.key), qs(field.description), qs(fleet::toDisplayString(v)), qs(field.unit),
                                qs(fleet::toDisplayString(d)), !(v == d)});
    }

    out.provenance = referencedCatalogRows(s, c);

    for (const std::string_view key : r.order())
        if (const fleet::Derivation* d = r.derivation(key))
            out.derivations.append({resultLabel(toQString(key)), *d});
    return out;
}

} // namespace fleet::app::report

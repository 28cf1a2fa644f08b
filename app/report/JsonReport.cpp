#include "report/JsonReport.h"

#include "models/SeverityName.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace fleet::app::report {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QJsonValue number(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); }

QJsonObject derivationJson(const fleet::Derivation& d)
{
    QJsonArray inputs;
    for (const fleet::DerivationTerm& t : d.inputs)
        inputs.append(QJsonObject{{QStringLiteral("symbol"), qs(t.symbol)},
                                  {QStringLiteral("description"), qs(t.description)},
                                  {QStringLiteral("value"), number(t.value)},
                                  {QStringLiteral("unit"), qs(t.unit)}});
    QJsonObject o{{QStringLiteral("formula"), qs(d.formula)}, {QStringLiteral("inputs"), inputs},
                  {QStringLiteral("section"), qs(d.section)}, {QStringLiteral("note"), qs(d.note)}};
    if (!d.accuracy.empty())
        o.insert(QStringLiteral("accuracy"), qs(d.accuracy));
    return o;
}

} // namespace

QByteArray JsonReport::write(const ReportContent& c)
{
    QJsonObject results;
    for (const DomainSection& s : c.sections)
        for (const ResultRow& r : s.rows) {
            QJsonObject o{{QStringLiteral("value"), r.siUnit == QStringLiteral("bool") ? QJsonValue(r.si != 0.0) : number(r.si)},
                          {QStringLiteral("unit"), r.siUnit},
                          {QStringLiteral("label"), r.label},
                          {QStringLiteral("section"), s.id},
                          {QStringLiteral("display"), r.unit.isEmpty() ? r.value : r.value + u' ' + r.unit}};
            if (const fleet::Derivation* d = c.results.derivation(r.key.toStdString()))
                o.insert(QStringLiteral("derivation"), derivationJson(*d));
            results.insert(r.key, o);
        }
    QJsonObject inputs;
    for (const AssumptionRow& a : c.assumptions)
        inputs.insert(a.key, QJsonObject{{QStringLiteral("value"), a.value},
                                         {QStringLiteral("unit"), a.unit},
                                         {QStringLiteral("default"), a.defaultValue},
                                         {QStringLiteral("userSet"), a.userSet},
                                         {QStringLiteral("description"), a.description}});
    QJsonArray provenance;
    for (const ProvenanceRow& p : c.provenance)
        provenance.append(QJsonObject{{QStringLiteral("catalog"), p.kind},
                                      {QStringLiteral("id"), p.id},
                                      {QStringLiteral("name"), p.name},
                                      {QStringLiteral("usedAs"), p.role},
                                      {QStringLiteral("source"), p.source},
                                      {QStringLiteral("kind"), p.sourceKind},
                                      {QStringLiteral("asOf"), p.asOf},
                                      {QStringLiteral("notes"), p.notes},
                                      {QStringLiteral("userCatalog"), p.userOverride}});
    QJsonArray bom;
    for (const BomRow& b : c.bom)
        bom.append(QJsonObject{{QStringLiteral("item"), b.item},
                               {QStringLiteral("quantity"), b.quantity},
                               {QStringLiteral("part"), b.model},
                               {QStringLiteral("key"), b.key}});
    QJsonArray figures, constraints;
    for (const SummaryItem& i : c.summary.items)
        figures.append(QJsonObject{{QStringLiteral("key"), i.key}, {QStringLiteral("label"), i.label}, {QStringLiteral("display"), i.value}});
    for (const Constraint& k : c.summary.constraints)
        constraints.append(QJsonObject{{QStringLiteral("key"), k.key}, {QStringLiteral("text"), k.text}});
    QJsonArray issues;
    for (const fleet::Issue& i : c.issues)
        issues.append(QJsonObject{{QStringLiteral("severity"), severityName(i.severity)},
                                  {QStringLiteral("key"), qs(i.key)},
                                  {QStringLiteral("message"), qs(i.message())}});

    const QJsonObject root{
        {QStringLiteral("report"),
         QJsonObject{{QStringLiteral("scenario"), c.scenarioName},
                     {QStringLiteral("generated"), c.generated.toUTC().toString(Qt::ISODate)},
                     {QStringLiteral("appVersion"), c.appVersion},
                     {QStringLiteral("catalog"), QJsonObject{{QStringLiteral("id"), c.catalogId},
                                                             {QStringLiteral("version"), c.catalogVersion},
                                                             {QStringLiteral("contentHash"), c.catalogHash}}}}},
        {QStringLiteral("summary"), QJsonObject{{QStringLiteral("figures"), figures}, {QStringLiteral("constraints"), constraints}}},
        {QStringLiteral("billOfMaterials"), bom},
        {QStringLiteral("results"), results},
        {QStringLiteral("inputs"), inputs},
        {QStringLiteral("provenance"), provenance},
        {QStringLiteral("issues"), issues},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace fleet::app::report

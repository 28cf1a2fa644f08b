#include "catalog/PlanHardware.h"

#include "CatalogRowStore.h"
#include "catalog/UsedRows.h"

namespace fleet::app {

using fleet::catalog::CatalogRow;

qsizetype CarriedHardware::newCount() const
{
    return std::count_if(rows.begin(), rows.end(), [](const CarriedRow& r) {
        return r.isNew();
    });
}

qsizetype CarriedHardware::differentCount() const
{
    return std::count_if(rows.begin(), rows.end(), [](const CarriedRow& r) {
        return r.isDifferent();
    });
}

QList<CatalogRow> CarriedHardware::planRowsToUse() const
{
    QList<CatalogRow> out;
    for (const CarriedRow& r : rows)
        if (r.isNew() || r.isDifferent())
            out << r.plan;
    return out;
}

QStringList CarriedHardware::describe() const
{
    QStringList out;
    for (const CarriedRow& r : rows) {
        if (r.isNew())
            out << QStringLiteral("%1 %2 (not in this catalog)").arg(r.plan.table, r.plan.id());
        else if (r.isDifferent())
            out << QStringLiteral("%1 %2 (differs in %3)")
                       .arg(r.plan.table, r.plan.id(), r.differences.join(QStringLiteral(", ")));
    }
    return out;
}

CarriedHardware compareCarriedRows(const QList<CatalogRow>& planRows, const QList<CatalogRow>& local)
{
    CarriedHardware out;
    for (const CatalogRow& p : planRows) {
        CarriedRow r{p, std::nullopt, {}};
        if (const CatalogRow* l = fleet::catalog::findRow(local, p.table, p.id())) {
            r.local = *l;
            r.differences = p.differences(*l);
        }
        out.rows << r;
    }
    return out;
}

QList<CatalogRow> rowsToEmbed(const fleet::Scenario& s, const fleet::Catalog& c, const QList<CatalogRow>& candidates)
{
    QList<CatalogRow> out;
    for (const UsedRow& u : rowsUsedBy(s, c)) {
        if (!u.provenance.userOverride)
            continue;
        const QString table = QString::fromLatin1(fleet::toString(u.kind).data());
        if (const CatalogRow* row = fleet::catalog::findRow(candidates, table, QString::fromStdString(u.id)))
            out << *row;
    }
    return out;
}

} // namespace fleet::app

#include "catalog/CatalogRowSet.h"

namespace fleet::views {

using fleet::catalog::CatalogRow;

CatalogRowSet::CatalogRowSet(QString userPath, QObject* parent) : QObject(parent), m_path(std::move(userPath))
{
    rebuild();
}

const QList<CatalogRowSet::Entry>& CatalogRowSet::entries(const QString& table) const
{
    static const QList<Entry> none;
    const auto it = m_entries.constFind(table);
    return it == m_entries.constEnd() ? none : *it;
}

const CatalogRowSet::Entry* CatalogRowSet::find(const QString& table, const QString& id) const
{
    for (const Entry& e : entries(table))
        if (e.row.id() == id)
            return &e;
    return nullptr;
}

const CatalogRow* CatalogRowSet::builtinRow(const QString& table, const QString& id) const
{
    return fleet::catalog::findRow(fleet::catalog::builtinRows(), table, id);
}

void CatalogRowSet::reload()
{
    rebuild();
    emit changed(false);
}

void CatalogRowSet::rebuild()
{
    m_entries.clear();
    QHash<QString, QHash<QString, qsizetype>> index; // table → id → position
    for (const CatalogRow& r : fleet::catalog::builtinRows()) {
        index[r.table].insert(r.id(), m_entries[r.table].size());
        m_entries[r.table].append({r, false, false});
    }
    const fleet::catalog::UserRows user = fleet::catalog::readUserRows(m_path);
    m_readError = user.error;
    for (const CatalogRow& r : user.rows) {
        QList<Entry>& list = m_entries[r.table];
        const auto at = index[r.table].constFind(r.id());
        if (at != index[r.table].constEnd()) {
            list[*at] = {r, true, true};
        } else {
            index[r.table].insert(r.id(), list.size());
            list.append({r, true, false});
        }
    }
}

QString CatalogRowSet::apply(const QList<fleet::catalog::RowChange>& changes)
{
    if (!writable())
        return tr("FleetPlanner was started with the built-in catalog only; there is no user catalog to write to.");
    if (QString err = fleet::catalog::writeUserRows(m_path, changes); !err.isEmpty())
        return err;
    rebuild();
    emit changed(true);
    return {};
}

} // namespace fleet::views

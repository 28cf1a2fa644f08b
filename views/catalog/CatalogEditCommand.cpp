#include "catalog/CatalogEditCommand.h"

namespace fleet::views {

using fleet::catalog::RowChange;

CatalogEditCommand::CatalogEditCommand(CatalogRowSet* rows, QList<RowChange> before, QList<RowChange> after,
                                       const QString& text, std::function<void(const QString&)> onError)
    : QUndoCommand(text), m_rows(rows), m_before(std::move(before)), m_after(std::move(after)),
      m_onError(std::move(onError))
{}

void CatalogEditCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    m_error = m_rows->apply(m_after);
    if (!m_error.isEmpty() && m_onError)
        m_onError(m_error);
}

void CatalogEditCommand::undo()
{
    m_error = m_rows->apply(m_before);
}

QList<RowChange> CatalogEditCommand::inverse(const CatalogRowSet& rows, const QList<RowChange>& after)
{
    QList<RowChange> out;
    for (const RowChange& c : after) {
        const CatalogRowSet::Entry* e = rows.find(c.table, c.id);
        if (e && e->user)
            out.append({c.table, c.id, e->row});
        else
            out.append({c.table, c.id, std::nullopt});
    }
    return out;
}

} // namespace fleet::views

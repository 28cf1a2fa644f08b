#include "catalog/CatalogTableModel.h"

#include "catalog/CatalogColumns.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace fleet::views {

using fleet::catalog::valueText;

CatalogTableModel::CatalogTableModel(CatalogRowSet* rows, fleet::CatalogKind kind, QObject* parent)
    : QAbstractTableModel(parent), m_rows(rows), m_kind(kind), m_table(fleet::catalog::tableInfo(kind).table),
      m_columns(CatalogColumns::displayOrder(fleet::catalog::tableInfo(kind)))
{
    connect(m_rows, &CatalogRowSet::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

const CatalogRowSet::Entry* CatalogTableModel::entry(int row) const
{
    const QList<CatalogRowSet::Entry>& all = m_rows->entries(m_table);
    return row >= 0 && row < all.size() ? &all.at(row) : nullptr;
}

int CatalogTableModel::rowOf(const QString& id) const
{
    const QList<CatalogRowSet::Entry>& all = m_rows->entries(m_table);
    for (int i = 0; i < all.size(); ++i)
        if (all.at(i).row.id() == id)
            return i;
    return -1;
}

int CatalogTableModel::userRowCount() const
{
    int n = 0;
    for (const CatalogRowSet::Entry& e : m_rows->entries(m_table))
        n += e.user ? 1 : 0;
    return n;
}

int CatalogTableModel::columnOf(const QString& name) const
{
    for (int i = 0; i < m_columns.size(); ++i)
        if (m_columns.at(i).name == name)
            return i + 1;
    return -1;
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows->entries(m_table).size());
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size()) + 1;
}

QString CatalogTableModel::provenanceText(const CatalogRowSet::Entry& e) const
{
    const QString source = e.row.value(QStringLiteral("source")).toString();
    const QString kind = e.row.value(QStringLiteral("kind")).toString();
    const QString asOf = e.row.value(QStringLiteral("as_of")).toString();
    QString origin = e.user
                         ? (e.overridesBuiltin ? tr("User row (replaces the built-in row of this id)") : tr("User row"))
                         : tr("Built-in row (read-only; duplicate it to make your own)");
    return tr("%1\nSource: %2\nKind: %3, as of %4").arg(origin, source, kind, asOf);
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    const CatalogRowSet::Entry* e = index.isValid() ? entry(index.row()) : nullptr;
    if (!e)
        return {};
    if (role == IsUserRole)
        return e->user;
    if (role == RowIdRole)
        return e->row.id();
    if (index.column() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            return e->user ? tr("user") : tr("built-in");
        case SortRole:
            return e->user ? 0 : 1;
        case Qt::DecorationRole:
            return e->user ? userIcon() : QVariant();
        case Qt::ToolTipRole:
            return provenanceText(*e);
        case Qt::ForegroundRole:
            return e->user ? QVariant() : QVariant(QApplication::palette().brush(QPalette::Disabled, QPalette::Text));
        default:
            return {};
        }
    }
    const fleet::catalog::ColumnInfo& c = m_columns.at(index.column() - 1);
    const QVariant v = e->row.value(c.name);
    switch (role) {
    case Qt::DisplayRole:
        return valueText(v);
    case SortRole:
        return v.isValid() ? v : QVariant();
    case Qt::ToolTipRole: {
        const QString text = valueText(v);
        const QString value = text.isEmpty() ? tr("%1: not set").arg(CatalogColumns::header(c))
                                             : QStringLiteral("%1: %2").arg(CatalogColumns::header(c), text);
        return QStringLiteral("%1\n%2").arg(value, provenanceText(*e));
    }
    case Qt::TextAlignmentRole:
        return c.type == fleet::catalog::SqlType::Text ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                       : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return e->user ? QVariant() : QVariant(QApplication::palette().brush(QPalette::Disabled, QPalette::Text));
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section > m_columns.size())
        return {};
    if (section == 0) {
        if (role == Qt::DisplayRole)
            return tr("Origin");
        if (role == Qt::ToolTipRole)
            return tr("built-in: shipped with FleetPlanner, read-only; user: your user catalog, editable");
        return {};
    }
    const fleet::catalog::ColumnInfo& c = m_columns.at(section - 1);
    if (role == Qt::DisplayRole)
        return CatalogColumns::header(c);
    if (role == Qt::ToolTipRole)
        return c.unit.isEmpty() ? tr("Column %1").arg(c.name) : tr("Column %1, in %2").arg(c.name, c.unit);
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const
{
    // Never editable in place: user rows are edited in the row editor, built-in rows not at all.
    return index.isValid() ? Qt::ItemIsSelectable | Qt::ItemIsEnabled : Qt::NoItemFlags;
}

QIcon CatalogTableModel::userIcon()
{
    static const QIcon icon = [] {
        QPixmap pm(16, 16);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2e, 0x7d, 0x32));
        p.drawEllipse(QRectF(1, 1, 14, 14));
        p.setPen(Qt::white);
        QFont f = p.font();
        f.setPixelSize(10);
        f.setBold(true);
        p.setFont(f);
        p.drawText(QRectF(0, 0, 16, 16), Qt::AlignCenter, QStringLiteral("U"));
        return QIcon(pm);
    }();
    return icon;
}

} // namespace fleet::views

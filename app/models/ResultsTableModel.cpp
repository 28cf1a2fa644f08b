#include "models/ResultsTableModel.h"

#include "models/QtStrings.h"
#include "models/ResultLabels.h"

namespace fleet::app {

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsTableModel::setResults(ResultsPtr results)
{
    QStringList keys;
    if (results)
        for (const std::string_view key : results->order())
            keys << toQString(key);
    if (keys == m_keys) {
        // Same keys: only the rows whose value changed are announced (runs of them), so the views re-measure and
        // repaint those alone; data() reads the new results for everything else (tooltips are read on hover).
        const ResultsPtr old = std::move(m_results);
        m_results = std::move(results);
        int first = -1; // the current run of changed rows
        const int n = static_cast<int>(m_keys.size());
        for (int row = 0; row <= n; ++row) {
            bool changed = false;
            if (row < n) {
                const std::string k = m_keys.at(row).toStdString();
                const fleet::ResultValue* a = old ? old->find(k) : nullptr;
                const fleet::ResultValue* b = m_results->find(k);
                changed = !a || !b || !(a->value == b->value) || a->unit != b->unit;
            }
            if (changed && first < 0)
                first = row;
            if (!changed && first >= 0) {
                emit dataChanged(index(first, 0), index(row - 1, ColumnCount - 1));
                first = -1;
            }
        }
        return;
    }
    beginResetModel();
    m_results = std::move(results);
    m_keys = keys;
    endResetModel();
}

QModelIndex ResultsTableModel::indexOfKey(const QString& key, int column) const
{
    const int row = static_cast<int>(m_keys.indexOf(key));
    return row < 0 ? QModelIndex() : index(row, column);
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_keys.size());
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_results)
        return {};
    const QString& key = m_keys.at(index.row());
    const std::string k = key.toStdString();
    const fleet::ResultValue* v = m_results->find(k);
    if (!v)
        return {};
    switch (role) {
    case KeyRole: return key;
    case UnitRole:
        return toQString(v->unit);
    case RawValueRole:
        return v->value;
    case Qt::ToolTipRole: {
        // The full label first: a narrow results dock elides it.
        QString tip = resultLabel(key);
        if (const QString description = resultDescription(key); !description.isEmpty() && description != tip)
            tip += QStringLiteral("\n") + description;
        if (const fleet::Derivation* d = m_results->derivation(k))
            tip += QStringLiteral("\n") + QString::fromStdString(d->formula);
        return tip;
    }
    case Qt::TextAlignmentRole:
        return index.column() == ValueColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case LabelColumn: return resultLabel(key);
        case ValueColumn:
            return v->value;
        case KeyColumn: return key;
        }
    }
    return {};
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LabelColumn: return tr("Quantity");
    case ValueColumn: return tr("Value");
    case KeyColumn: return tr("Key");
    }
    return {};
}

} // namespace fleet::app

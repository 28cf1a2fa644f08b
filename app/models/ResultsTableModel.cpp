#include "models/ResultsTableModel.h"

#include "models/QtStrings.h"
#include "models/ResultLabels.h"

#include <QTextDocument>

#include <algorithm>

namespace fleet::app {

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

ResultsTableModel::ResultsTableModel(QStringList prefixes, QString title, QObject* parent)
    : QAbstractTableModel(parent), m_title(std::move(title)), m_columns(KeyColumn)
{
    for (const QString& p : prefixes)
        m_prefixes.push_back(p.toStdString());
}

bool ResultsTableModel::shows(std::string_view key) const
{
    if (m_prefixes.empty())
        return true;
    for (const std::string& p : m_prefixes)
        if (key.substr(0, p.size()) == p)
            return true;
    return false;
}

void ResultsTableModel::setResults(ResultsPtr results)
{
    std::vector<std::string_view> keys; // views into `results` (alive for this call)
    if (results)
        for (const std::string_view key : results->order())
            if (shows(key))
                keys.push_back(key);
    const bool sameKeys = std::equal(keys.begin(), keys.end(), m_rowKeys.begin(), m_rowKeys.end());
    if (sameKeys) {
        // Same keys: the values that changed are announced as one range of the value column (first to last
        // changed row), so a view re-measures the column once and repaints those cells alone (labels are the
        // keys'); data() reads the new results for everything else (tooltips are read on hover).
        const ResultsPtr old = std::move(m_results);
        m_results = std::move(results);
        int first = -1, last = -1;
        for (int row = 0; row < static_cast<int>(m_rowKeys.size()); ++row) {
            const std::string& k = m_rowKeys[static_cast<std::size_t>(row)];
            const fleet::ResultValue* a = old ? old->find(k) : nullptr;
            const fleet::ResultValue* b = m_results->find(k);
            if (!a || !b || !(a->value == b->value) || a->unit != b->unit) {
                if (first < 0)
                    first = row;
                last = row;
            }
        }
        if (first >= 0)
            emit dataChanged(index(first, ValueColumn), index(last, ValueColumn));
        return;
    }
    beginResetModel();
    m_results = std::move(results);
    m_rowKeys.assign(keys.begin(), keys.end());
    m_keys.clear();
    for (const std::string_view key : keys)
        m_keys << toQString(key);
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

int ResultsTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_results)
        return {};
    const QString& key = m_keys.at(index.row());
    const std::string& k = m_rowKeys[static_cast<std::size_t>(index.row())];
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
        // The full label first (a narrow results dock elides it), then what it means, its key and its formula.
        QString tip = resultLabel(key);
        if (const QString description = resultDescription(key); !description.isEmpty() && description != tip)
            tip += QStringLiteral("\n") + description;
        tip += QStringLiteral("\n") + key;
        if (const fleet::Derivation* d = m_results->derivation(k))
            tip += QStringLiteral("\n") + QString::fromStdString(d->formula);
        // Text that looks like rich text (a catalog name in angle brackets) must still show as text.
        return Qt::mightBeRichText(tip) ? Qt::convertFromPlainText(tip) : tip;
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
    case LabelColumn:
        return m_title.isEmpty() ? tr("Quantity") : m_title;
    case ValueColumn: return tr("Value");
    case KeyColumn:
        return section < m_columns ? tr("Key") : QVariant();
    }
    return {};
}

} // namespace fleet::app

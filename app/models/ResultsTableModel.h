#pragma once
// The evaluation's results as a table of raw SI values: column 0 the key's label, column 1 the value
// (a double in DisplayRole), column 2 the dotted key. ResultsDisplayProxy formats values for people.
// The one place that lists results for a table: the results dock shows every key, a domain tab's table
// (views/common/ResultsTable) the keys of its domain, without the key column (the key is KeyRole).
#include "evaluation/Evaluator.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

namespace fleet::app {

class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LabelColumn, ValueColumn, KeyColumn, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1, UnitRole, RawValueRole };

    explicit ResultsTableModel(QObject* parent = nullptr);
    // Only the keys starting with one of `prefixes` (in model order), the label column headed `title`, and
    // no key column.
    ResultsTableModel(QStringList prefixes, QString title, QObject* parent = nullptr);

    void setResults(ResultsPtr results);
    ResultsPtr results() const { return m_results; }
    QModelIndex indexOfKey(const QString& key, int column = ValueColumn) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    bool shows(std::string_view key) const;

    ResultsPtr m_results;
    QStringList m_keys;                  // the rows' keys
    std::vector<std::string> m_rowKeys;  // the same, for Results::find
    std::vector<std::string> m_prefixes; // empty: every key
    QString m_title;                     // empty: "Quantity"
    int m_columns = ColumnCount;
};

} // namespace fleet::app

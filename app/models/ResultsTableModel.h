#pragma once
// The evaluation's results as a table of raw SI values: column 0 the key's label, column 1 the value
// (a double in DisplayRole), column 2 the dotted key. ResultsDisplayProxy formats values for people.
#include "evaluation/Evaluator.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace fleet::app {

class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LabelColumn, ValueColumn, KeyColumn, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1, UnitRole, RawValueRole };

    explicit ResultsTableModel(QObject* parent = nullptr);

    void setResults(ResultsPtr results);
    ResultsPtr results() const { return m_results; }
    QModelIndex indexOfKey(const QString& key, int column = ValueColumn) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    ResultsPtr m_results;
    QStringList m_keys;
};

} // namespace fleet::app

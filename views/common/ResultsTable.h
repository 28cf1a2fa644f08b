#pragma once
// A compact table of every result whose key starts with one of the given prefixes, in model order, with
// readable units; picking a row asks for its derivation.
#include "evaluation/Evaluator.h"

#include <QStringList>
#include <QTableWidget>

namespace fleet::views {

class ResultsTable : public QTableWidget {
    Q_OBJECT
public:
    ResultsTable(QStringList prefixes, const QString& title, QWidget* parent = nullptr);
    void setResults(const fleet::app::ResultsPtr& results);

signals:
    void resultActivated(const QString& key);

private:
    QStringList m_prefixes;
    QStringList m_keys; // the rows shown, in order
    QStringList m_tips; // each row's tooltip as plain text (the label item holds it as rich text)
};

} // namespace fleet::views

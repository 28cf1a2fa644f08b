#include "common/ResultsTable.h"
#include "models/QtStrings.h"

#include "common/TableCopy.h"
#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"

#include <QTextDocument>
#include <QHeaderView>
#include <QSignalBlocker>

namespace fleet::views {

ResultsTable::ResultsTable(QStringList prefixes, const QString& title, QWidget* parent)
    : QTableWidget(parent), m_prefixes(std::move(prefixes))
{
    setColumnCount(2);
    setHorizontalHeaderLabels({title, tr("Value")});
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setAlternatingRowColors(true);
    TableCopy::install(this);
    setWordWrap(false);
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (QTableWidgetItem* it = item(row, 0))
            emit resultActivated(it->data(Qt::UserRole).toString());
    });
}

void ResultsTable::setResults(const fleet::app::ResultsPtr& results)
{
    const QSignalBlocker block(this); // repopulating is not the user picking a row
    if (!results) {
        setRowCount(0);
        return;
    }
    QStringList keys;
    for (std::string_view k : results->order()) {
        const QString key = fleet::app::toQString(k);
        for (const QString& p : m_prefixes)
            if (key.startsWith(p)) {
                keys << key;
                break;
            }
    }
    setRowCount(static_cast<int>(keys.size()));
    int row = 0;
    for (const QString& key : keys) {
        const fleet::ResultValue& v = *results->find(key.toStdString());
        auto* label = new QTableWidgetItem(fleet::app::resultLabel(key));
        label->setData(Qt::UserRole, key);
        if (const fleet::Derivation* d = results->derivation(key.toStdString()))
            // Tooltips are rich text when they look like it: a catalog name in the formula must stay text.
            label->setToolTip(Qt::convertFromPlainText(QStringLiteral("%1\n%2\n%3").arg(
                fleet::app::resultDescription(key), key, QString::fromStdString(d->formula))));
        auto* value =
            new QTableWidgetItem(fleet::app::formatQuantity(v.value, fleet::app::toQString(v.unit), key).text());
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setItem(row, 0, label);
        setItem(row, 1, value);
        ++row;
    }
}

} // namespace fleet::views

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
        clearContents();
        setRowCount(0);
        m_keys.clear();
        m_tips.clear();
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
    const bool sameRows = keys == m_keys;
    if (!sameRows) {
        clearContents(); // other keys: every row is built anew
        setRowCount(static_cast<int>(keys.size()));
        m_keys = keys;
        m_tips = QStringList(keys.size());
    }
    // Items are created or updated with the model's signals held, then announced as one range: one signal per
    // item made the value column (resized to its contents) re-measure every row for every item (issue #12).
    int firstChanged = -1, lastChanged = -1;
    {
        const QSignalBlocker quiet(model());
        for (int row = 0; row < static_cast<int>(keys.size()); ++row) {
            const QString& key = keys.at(row);
            const std::string k = key.toStdString();
            const fleet::ResultValue& v = *results->find(k);
            const fleet::Derivation* d = results->derivation(k);
            const QString tip =
                d ? QStringLiteral("%1\n%2\n%3")
                        .arg(fleet::app::resultDescription(key), key, QString::fromStdString(d->formula))
                  : QString();
            const QString text = fleet::app::formatQuantity(v.value, fleet::app::toQString(v.unit), key).text();
            QTableWidgetItem* label = item(row, 0);
            QTableWidgetItem* value = item(row, 1);
            if (!label) {
                label = new QTableWidgetItem(fleet::app::resultLabel(key));
                label->setData(Qt::UserRole, key);
                setItem(row, 0, label);
            }
            if (!value) {
                value = new QTableWidgetItem;
                value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                setItem(row, 1, value);
            }
            bool changed = !sameRows;
            if (tip != m_tips.at(row) || !sameRows) {
                // Tooltips are rich text when they look like it: a catalog name in the formula must stay text.
                label->setToolTip(tip.isEmpty() ? QString() : Qt::convertFromPlainText(tip));
                m_tips[row] = tip;
                changed = true;
            }
            if (value->text() != text) {
                value->setText(text);
                changed = true;
            }
            if (changed) {
                if (firstChanged < 0)
                    firstChanged = row;
                lastChanged = row;
            }
        }
    }
    if (firstChanged >= 0)
        emit model()->dataChanged(model()->index(firstChanged, 0), model()->index(lastChanged, columnCount() - 1));
}

} // namespace fleet::views

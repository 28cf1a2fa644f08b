#include "search/FastestLayoutsPanel.h"

#include "common/PickTable.h"
#include "search/SearchNumberItem.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleet::views {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1;

} // namespace

FastestLayoutsPanel::FastestLayoutsPanel(QWidget* parent)
    : QWidget(parent), m_note(new QLabel(this)), m_table(new QTableWidget(this))
{
    m_table->setObjectName(QStringLiteral("searchFastest"));
    m_note->setWordWrap(true);
    m_note->setText(tr("Run a search: the fastest configurations and what differs between them appear here."));
    setUpPickTable(m_table);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
    const auto pickRow = [this](int row) {
        if (const QTableWidgetItem* item = m_table->item(row, 0))
            emit picked(item->data(kIndexRole).toLongLong());
    };
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this, pickRow] {
        const auto rows = m_table->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            pickRow(rows.first().row());
    });
    // A click on the row already selected picks it again (the chart or the front may have picked another since).
    connect(m_table, &QTableWidget::cellClicked, this, [pickRow](int row, int) { pickRow(row); });
}

void FastestLayoutsPanel::clearPick()
{
    const QSignalBlocker block(m_table);
    m_table->clearSelection();
}

int FastestLayoutsPanel::setResult(const fleet::app::SearchOutcome& outcome)
{
    const QSignalBlocker block(m_table);
    m_table->clear();
    const fleet::SearchResult& r = outcome.result;
    const std::vector<std::int64_t>& fastest = outcome.near.fastest;
    const QStringList header{tr("#"), tr("Time (d)"), tr("Slower by"), tr("Run cost ($ M)"), tr("Step (s)"),
                             tr("MFU %"), tr("Memory/GPU (GB)"), tr("Differs from #1")};
    m_table->setColumnCount(int(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    m_table->horizontalHeaderItem(2)->setToolTip(tr("How much longer the run takes than the fastest one's"));
    m_table->horizontalHeaderItem(7)->setToolTip(
        tr("The keys whose values differ from the fastest configuration's: this one's value (the fastest's)"));
    m_table->setRowCount(int(fastest.size()));
    const QLocale loc;
    const auto number = [&](int row, int column, double v, int decimals, const QString& suffix = {}) {
        m_table->setItem(row, column, new NumberItem(loc.toString(v, 'f', decimals) + suffix, v));
    };
    for (int row = 0; row < int(fastest.size()); ++row) {
        const fleet::SearchRecord& rec = r.records[static_cast<size_t>(fastest[static_cast<size_t>(row)])];
        const fleet::SearchRecord& best = r.records[static_cast<size_t>(fastest.front())];
        number(row, 0, row + 1, 0);
        m_table->item(row, 0)->setData(kIndexRole, qint64(rec.index));
        number(row, 1, rec.wallSeconds / 86400.0, 2);
        number(row, 2, 100.0 * (rec.wallSeconds / best.wallSeconds - 1.0), 1, QStringLiteral(" %"));
        number(row, 3, rec.costUsd / 1e6, 2);
        number(row, 4, rec.stepSeconds, 3);
        number(row, 5, rec.predictedMfu * 100.0, 1);
        number(row, 6, rec.memoryBytesPerGpu / 1e9, 1);
        m_table->setItem(row, 7,
                         new QTableWidgetItem(row == 0 ? tr("the fastest")
                                                       : QString::fromStdString(outcome.near.differences[size_t(row)])));
    }
    m_note->setText(fastest.empty() ? tr("No valid configuration.")
                                    : tr("The %n fastest valid configuration(s), fastest first; pick one to ring it on the "
                                         "chart and Apply it.",
                                         nullptr, int(fastest.size())));
    return int(fastest.size());
}

} // namespace fleet::views

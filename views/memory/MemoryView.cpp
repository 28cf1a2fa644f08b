#include "memory/MemoryView.h"

#include "common/TableCopy.h"
#include "charts/MemoryChartView.h"

#include <QHBoxLayout>
#include "common/TableSizing.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>
#include <set>

namespace fleet::views {

MemoryView::MemoryView(QWidget* parent)
    : ScenarioView(parent), m_chart(new MemoryChartView(this)), m_gridTitle(new QLabel(this)),
      m_grid(new QTableWidget(this))
{
    TableCopy::install(m_grid);
    m_grid->setObjectName(QStringLiteral("memoryFitGrid"));
    m_grid->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_grid->setSelectionMode(QAbstractItemView::NoSelection);
    m_grid->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_grid->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_grid->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_gridTitle->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_gridTitle);
    layout->addWidget(m_grid);
}

void MemoryView::draw(const fleet::app::Evaluation& e, MemoryChartView* chart)
{
    const fleet::app::MemorySeries& m = e.series().memory;
    if (m.valid)
        chart->setData(m.byZeroStage, static_cast<int>(e.scenario().training.zeroStage), m.hbmBytes,
                       QString::fromStdString(m.accelerator));
}

void MemoryView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    const fleet::app::MemorySeries& m = evaluation->series().memory;
    const fleet::Scenario& s = evaluation->scenario();
    if (!m.valid) { // nothing of the last plan stays (issue 31): say why there is nothing
        m_chart->clearData(!s.training.enabled
                               ? tr("No training job (training.enabled = false): a serving-only plan holds weights and "
                                    "KV cache (Serving tab)")
                               : tr("Training memory: the accelerator or the training precision is unknown (see Issues)"));
        m_gridTitle->clear();
        m_grid->clear();
        m_grid->setRowCount(0);
        m_grid->setColumnCount(0);
        return;
    }
    draw(*evaluation, m_chart);

    const auto& cells = m.fitGrid;
    std::set<std::int64_t> tps, pps;
    for (const auto& c : cells) {
        tps.insert(c.tp);
        pps.insert(c.pp);
    }
    if (s.training.cp > 1)
        m_gridTitle->setText(tr("<b>Which layouts fit?</b> GB per GPU at ZeRO %1 and CP %4 for TP (rows) × PP "
                                "(columns), DP = %2 / (TP·CP·PP). Green fits in %3 GB of HBM; the plan's layout is "
                                "in [brackets].")
                                 .arg(s.training.zeroStage)
                                 .arg(s.acceleratorCount())
                                 .arg(m.hbmBytes / 1e9, 0, 'f', 0)
                                 .arg(s.training.cp));
    else
        m_gridTitle->setText(tr("<b>Which layouts fit?</b> GB per GPU at ZeRO %1 for TP (rows) × PP (columns), "
                                "DP = %2 / (TP·PP). Green fits in %3 GB of HBM; the plan's layout is in [brackets].")
                                 .arg(s.training.zeroStage)
                                 .arg(s.acceleratorCount())
                                 .arg(m.hbmBytes / 1e9, 0, 'f', 0));
    m_grid->clear();
    m_grid->setRowCount(static_cast<int>(tps.size()));
    m_grid->setColumnCount(static_cast<int>(pps.size()));
    std::map<std::int64_t, int> row, col;
    QStringList rowLabels, colLabels;
    for (std::int64_t tp : tps) {
        row[tp] = static_cast<int>(row.size());
        rowLabels << tr("TP %1").arg(tp);
    }
    for (std::int64_t pp : pps) {
        col[pp] = static_cast<int>(col.size());
        colLabels << tr("PP %1").arg(pp);
    }
    m_grid->setVerticalHeaderLabels(rowLabels);
    m_grid->setHorizontalHeaderLabels(colLabels);
    for (const auto& c : cells) {
        auto* item = new QTableWidgetItem(QString::number(c.totalBytes / 1e9, 'f', c.totalBytes < 10e9 ? 1 : 0));
        item->setTextAlignment(Qt::AlignCenter);
        item->setBackground(c.fits ? QColor(0xc8, 0xe6, 0xc9) : QColor(0xff, 0xcd, 0xd2));
        item->setToolTip(c.cp > 1 ? tr("TP %1 × CP %6 × PP %2 × DP %3: %4 GB per GPU — %5")
                                        .arg(c.tp)
                                        .arg(c.pp)
                                        .arg(c.dp)
                                        .arg(c.totalBytes / 1e9, 0, 'f', 1)
                                        .arg(c.fits ? tr("fits") : tr("does not fit"))
                                        .arg(c.cp)
                                  : tr("TP %1 × PP %2 × DP %3: %4 GB per GPU — %5")
                                        .arg(c.tp)
                                        .arg(c.pp)
                                        .arg(c.dp)
                                        .arg(c.totalBytes / 1e9, 0, 'f', 1)
                                        .arg(c.fits ? tr("fits") : tr("does not fit")));
        if (c.tp == s.training.tp && c.pp == s.training.pp) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
            item->setText(QStringLiteral("[%1]").arg(item->text()));
        }
        m_grid->setItem(row[c.tp], col[c.pp], item);
    }
    fitHeightToRows(m_grid);
}

} // namespace fleet::views

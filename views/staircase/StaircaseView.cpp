#include "staircase/StaircaseView.h"

#include "common/TableCopy.h"
#include "i18n/ModelText.h"

#include "charts/StaircaseChartView.h"
#include "comm/Staircase.h"
#include "common/ScientificSpinBox.h"
#include "models/QuantityFormat.h"
#include "scenario/ScenarioSchema.h"

#include <QHBoxLayout>
#include "common/TableSizing.h"

#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleet::views {

using fleet::app::formatQuantity;

StaircaseView::StaircaseView(QWidget* parent)
    : ScenarioView(parent), m_message(new ScientificSpinBox(this)), m_chart(new StaircaseChartView(this)),
      m_table(new QTableWidget(this))
{
    TableCopy::install(m_table);
    const fleet::FieldSpec* f = fleet::ScenarioSchema::instance().field("analysis.messageBytes");
    m_message->setObjectName(QStringLiteral("staircaseMessage"));
    m_message->setRange(f->min, f->max);
    m_message->setUnit(QStringLiteral("B"));
    m_message->setToolTip(tr("Message moved across every tier (analysis.messageBytes), in bytes; 1e10 = 10 GB"));
    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(tr("Message size:"));
    label->setBuddy(m_message);
    bar->addWidget(label);
    bar->addWidget(m_message);
    bar->addStretch();

    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({tr("Tier"), tr("Bandwidth / direction"), tr("Latency α"), tr("Transfer time"),
                                        tr("Cliff to next tier")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_table);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (QTableWidgetItem* item = m_table->item(row, 0))
            emit resultActivated(item->data(Qt::UserRole).toString());
    });
    connect(m_message, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { emit fieldEdited(QStringLiteral("analysis.messageBytes"), v); });
}

void StaircaseView::draw(const fleet::app::Evaluation& e, StaircaseChartView* chart)
{
    if (e.series().staircase.valid)
        chart->setData(e.series().staircase.tiers);
}

void StaircaseView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    {
        const QSignalBlocker block(m_message);
        m_message->setValue(evaluation->scenario().analysis.messageBytes);
    }
    if (!evaluation->series().staircase.valid)
        return;
    draw(*evaluation, m_chart);
    const auto& tiers = evaluation->series().staircase.tiers;
    const QSignalBlocker blockTable(m_table); // repopulating is not the user picking a row
    m_table->setRowCount(static_cast<int>(tiers.size()));
    for (int r = 0; r < static_cast<int>(tiers.size()); ++r) {
        const fleet::StaircaseTier& t = tiers[static_cast<size_t>(r)];
        const QStringList cells = {fleet::app::modelText(t.name),
                                   formatQuantity(t.cost.beta.si(), QStringLiteral("B/s")).text(),
                                   formatQuantity(t.cost.alpha.si(), QStringLiteral("s")).text(),
                                   formatQuantity(t.transfer.si(), QStringLiteral("s")).text(),
                                   t.cliffToNext > 0 ? QStringLiteral("%1×").arg(t.cliffToNext, 0, 'f', 1) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            else
                item->setData(Qt::UserRole, QStringLiteral("staircase.%1_transfer_s").arg(QString::fromStdString(t.id)));
            m_table->setItem(r, c, item);
        }
    }
    fitHeightToRows(m_table);
}

} // namespace fleet::views

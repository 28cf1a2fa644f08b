#include "fabric/FabricView.h"

#include "charts/AlphaBetaChartView.h"
#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QSignalBlocker>
#include <QTableWidget>

namespace fleet::views {

FabricView::FabricView(fleet::app::CatalogPtr catalog, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)), m_table(new QTableWidget(this)), m_chart(new AlphaBetaChartView(this))
{
    m_table->setObjectName(QStringLiteral("fabricBom"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Fabric"), tr("Value")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_chart, 2);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (QTableWidgetItem* item = m_table->item(row, 0))
            emit resultActivated(item->data(Qt::UserRole).toString());
    });
}

void FabricView::setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results)
{
    std::vector<AlphaBetaCurve> curves;
    for (const std::string& id : {s.fleet.scaleUpLink, s.fleet.scaleOutLink})
        if (const fleet::Link* l = m_catalog->link(id))
            curves.push_back({QString::fromStdString(l->name), {l->alpha, l->bandwidthPerDirection}});
    m_chart->setCurves(curves);

    if (!results)
        return;
    QStringList keys;
    for (const std::string& k : results->order())
        if (k.rfind("fabric.", 0) == 0)
            keys << QString::fromStdString(k);
    const QSignalBlocker blockTable(m_table); // repopulating is not the user picking a row
    m_table->setRowCount(static_cast<int>(keys.size()));
    int row = 0;
    for (const QString& key : keys) {
        const auto& v = results->values().at(key.toStdString());
        auto* label = new QTableWidgetItem(fleet::app::resultLabel(key));
        label->setData(Qt::UserRole, key);
        if (const fleet::Derivation* d = results->derivation(key.toStdString()))
            label->setToolTip(QString::fromStdString(d->formula));
        auto* value = new QTableWidgetItem(
            fleet::app::formatQuantity(v.value, QString::fromStdString(v.unit), key).text());
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 0, label);
        m_table->setItem(row, 1, value);
        ++row;
    }
}

} // namespace fleet::views

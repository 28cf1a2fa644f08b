#include "results/SummaryPanel.h"

#include "models/Summary.h"

#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QVBoxLayout>

namespace fleet::views {

SummaryPanel::SummaryPanel(QWidget* parent) : QWidget(parent), m_grid(new QGridLayout), m_constraints(new QListWidget(this))
{
    m_constraints->setObjectName(QStringLiteral("bindingConstraints"));
    m_constraints->setWordWrap(true);
    m_constraints->setMaximumHeight(110);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_grid);
    auto* title = new QLabel(tr("<b>Binding constraints</b>"));
    layout->addWidget(title);
    layout->addWidget(m_constraints);
    connect(m_constraints, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const QString key = item->data(Qt::UserRole).toString();
        if (!key.isEmpty())
            emit resultActivated(key);
    });
}

void SummaryPanel::setResults(const fleet::Scenario& scenario, const fleet::app::ResultsPtr& results)
{
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_constraints->clear();
    if (!results)
        return;
    const fleet::app::Summary s = fleet::app::buildSummary(scenario, *results);
    int row = 0;
    for (const fleet::app::SummaryItem& item : s.items) {
        auto* label = new QLabel(item.label);
        auto* value = new QLabel(QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\"><b>%2</b></a>")
                                     .arg(item.key, item.value.toHtmlEscaped()));
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        const QString tip = item.error.isEmpty() ? tr("Click for the derivation of %1").arg(item.key) : item.error;
        value->setToolTip(tip);
        label->setToolTip(tip);
        label->setObjectName(QStringLiteral("summaryLabel:") + item.key);
        value->setObjectName(QStringLiteral("summaryValue:") + item.key);
        label->setProperty("resultKey", item.key);
        label->setCursor(Qt::PointingHandCursor);
        label->installEventFilter(this);
        connect(value, &QLabel::linkActivated, this, &SummaryPanel::resultActivated);
        m_grid->addWidget(label, row, 0);
        m_grid->addWidget(value, row, 1);
        ++row;
    }
    for (const fleet::app::Constraint& c : s.constraints) {
        auto* item = new QListWidgetItem(c.text, m_constraints);
        item->setData(Qt::UserRole, c.key);
    }
    if (s.constraints.isEmpty())
        new QListWidgetItem(tr("None: nothing in this plan is out of bounds."), m_constraints);
}

bool SummaryPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonRelease && static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton)
        if (const QString key = watched->property("resultKey").toString(); !key.isEmpty()) {
            emit resultActivated(key);
            return true;
        }
    return QWidget::eventFilter(watched, event);
}

} // namespace fleet::views

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
    fleet::app::Summary s;
    if (results)
        s = fleet::app::buildSummary(scenario, *results);
    setLines(s.items);
    setConstraints(results ? s.constraints : QList<fleet::app::Constraint>{}, results != nullptr);
}

void SummaryPanel::setLines(const QList<fleet::app::SummaryItem>& items)
{
    // An edit keeps the same lines (the same keys) with new numbers: the labels are updated in place, so the
    // dock keeps its layout and repaints only the values that changed, instead of the whole window re-laying
    // out around new widgets (issue #12).
    bool sameKeys = items.size() == m_lines.size();
    for (qsizetype i = 0; sameKeys && i < items.size(); ++i)
        sameKeys = m_lines.at(i).key == items.at(i).key;
    if (!sameKeys) {
        while (QLayoutItem* item = m_grid->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        m_lines.clear();
        for (const fleet::app::SummaryItem& item : items) {
            Line line{item.key, new QLabel, new QLabel};
            line.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            line.label->setObjectName(QStringLiteral("summaryLabel:") + item.key);
            line.value->setObjectName(QStringLiteral("summaryValue:") + item.key);
            line.label->setProperty("resultKey", item.key);
            line.label->setCursor(Qt::PointingHandCursor);
            line.label->installEventFilter(this);
            connect(line.value, &QLabel::linkActivated, this, &SummaryPanel::resultActivated);
            const int row = static_cast<int>(m_lines.size());
            m_grid->addWidget(line.label, row, 0);
            m_grid->addWidget(line.value, row, 1);
            m_lines.push_back(line);
        }
    }
    for (qsizetype i = 0; i < items.size(); ++i) {
        const fleet::app::SummaryItem& item = items.at(i);
        const Line& line = m_lines.at(i);
        const QString value = QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\"><b>%2</b></a>")
                                  .arg(item.key, item.value.toHtmlEscaped());
        QString tip = item.error.isEmpty() ? tr("Click for the derivation of %1").arg(item.key) : item.error;
        if (!item.accuracy.isEmpty())
            tip += u'\n' + item.accuracy;
        if (line.label->text() != item.label)
            line.label->setText(item.label);
        if (line.value->text() != value)
            line.value->setText(value);
        line.value->setToolTip(tip);
        line.label->setToolTip(tip);
    }
}

void SummaryPanel::setConstraints(const QList<fleet::app::Constraint>& constraints, bool haveResults)
{
    QList<fleet::app::Constraint> shown = constraints;
    if (haveResults && shown.isEmpty())
        shown.push_back({tr("None: nothing in this plan is out of bounds."), QString()});
    bool same = m_constraints->count() == shown.size();
    for (int i = 0; same && i < m_constraints->count(); ++i) {
        const QListWidgetItem* item = m_constraints->item(i);
        same = item->text() == shown.at(i).text && item->data(Qt::UserRole).toString() == shown.at(i).key;
    }
    if (same)
        return; // an edit that binds the same constraints: the list keeps its items (and its scroll position)
    m_constraints->clear();
    for (const fleet::app::Constraint& c : shown) {
        auto* item = new QListWidgetItem(c.text, m_constraints);
        if (!c.key.isEmpty())
            item->setData(Qt::UserRole, c.key);
    }
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

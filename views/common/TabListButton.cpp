#include "common/TabListButton.h"

#include <QMenu>
#include <QTabBar>
#include <QTabWidget>

namespace fleet::views {

TabListButton::TabListButton(QTabWidget* tabs) : QToolButton(tabs), m_tabs(tabs)
{
    setObjectName(QStringLiteral("tabListButton"));
    setText(QStringLiteral("⋯"));
    setToolTip(tr("All tabs"));
    setAutoRaise(true);
    setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(this);
    setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, &TabListButton::populate);
    tabs->setElideMode(Qt::ElideNone);
    tabs->setUsesScrollButtons(true);
    tabs->setCornerWidget(this, Qt::TopRightCorner);
}

void TabListButton::populate()
{
    QMenu* m = menu();
    m->clear();
    for (int i = 0; i < m_tabs->count(); ++i) {
        QAction* a = m->addAction(m_tabs->tabText(i).remove(u'&'), this, [this, i] {
            m_tabs->setCurrentIndex(i);
        });
        a->setCheckable(true);
        a->setChecked(i == m_tabs->currentIndex());
        a->setToolTip(m_tabs->tabToolTip(i));
    }
}

} // namespace fleet::views

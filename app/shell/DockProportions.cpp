#include "DockProportions.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTabBar>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace fleet::app {

DockProportions::DockProportions(QMainWindow* window) : QObject(window), m_window(window)
{
    setObjectName(QStringLiteral("dockProportions"));
    window->installEventFilter(this);
}

Qt::Orientation DockProportions::orientation(Qt::DockWidgetArea area)
{
    return area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea ? Qt::Horizontal : Qt::Vertical;
}

QDockWidget* DockProportions::visibleDock(Qt::DockWidgetArea area) const
{
    QDockWidget* found = nullptr;
    for (QDockWidget* d : m_window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (!d->isFloating() && d->isVisible() && m_window->dockWidgetArea(d) == area) {
            if (!d->visibleRegion().isEmpty())
                return d; // of tabified docks, the one in front: the others keep a stale size
            found = found ? found : d;
        }
    return found;
}

int DockProportions::tabBarHeight(const QDockWidget* dock) const
{
    // resizeDocks sizes a tabified group with its tab bar (a child of the window below the docks).
    if (m_window->tabifiedDockWidgets(const_cast<QDockWidget*>(dock)).isEmpty())
        return 0;
    for (const QTabBar* bar : m_window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible() && bar->y() >= dock->geometry().bottom() && bar->x() < dock->geometry().right())
            return bar->height();
    return 0;
}

int DockProportions::extent(QDockWidget* dock) const
{
    return orientation(m_window->dockWidgetArea(dock)) == Qt::Horizontal ? dock->width()
                                                                         : dock->height() + tabBarHeight(dock);
}

void DockProportions::record(QDockWidget* dock)
{
    const bool horizontal = orientation(m_window->dockWidgetArea(dock)) == Qt::Horizontal;
    const int total = horizontal ? m_windowSize.width() : m_windowSize.height();
    if (total > 0)
        m_shares.insert(dock->objectName(), double(extent(dock)) / total);
}

void DockProportions::setShare(const QString& name, double share)
{
    m_shares.insert(name, share);
    if (m_tracking)
        apply();
}

void DockProportions::apply()
{
    static const struct {
        Qt::DockWidgetArea area;
        double share;
    } areas[] = {{Qt::LeftDockWidgetArea, kLeftShare},
                 {Qt::RightDockWidgetArea, kRightShare},
                 {Qt::BottomDockWidgetArea, kBottomShare}};
    // One resizeDocks call per orientation: sized one by one, a dock would take its room from the previous one.
    for (const Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
        QList<QDockWidget*> docks;
        QList<int> sizes;
        const int total = o == Qt::Horizontal ? m_window->width() : m_window->height();
        for (const auto& a : areas) {
            QDockWidget* d = orientation(a.area) == o ? visibleDock(a.area) : nullptr;
            if (!d)
                continue;
            const QSize min = d->minimumSizeHint().expandedTo(d->minimumSize());
            const double share = m_shares.value(d->objectName(), a.share);
            docks.append(d);
            sizes.append(std::max(o == Qt::Horizontal ? min.width() : min.height(), int(std::lround(share * total))));
        }
        if (!docks.isEmpty())
            m_window->resizeDocks(docks, sizes, o);
    }
}

bool DockProportions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Show && !m_tracking) {
        QTimer::singleShot(0, this, [this] { // after the first layout
            m_windowSize = m_window->size();
            for (QDockWidget* d : m_window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
                d->installEventFilter(this);
                if (m_restored && d->isVisible() && !d->isFloating())
                    record(d); // the remembered layout's shares
            }
            if (!m_restored)
                apply(); // the default shares
            m_tracking = true;
        });
    } else if (m_tracking && event->type() == QEvent::Resize) {
        if (watched == m_window) {
            // The layout has already squeezed or widened the docks: size them from their shares, and measure
            // again only once they have them.
            m_windowSize = QSize();
            QTimer::singleShot(0, this, [this] {
                m_windowSize = m_window->size();
                apply();
            });
        } else if (auto* d = qobject_cast<QDockWidget*>(watched); d && m_windowSize == m_window->size() &&
                                                                  d->isVisible() && !d->isFloating() &&
                                                                  !d->visibleRegion().isEmpty()) {
            record(d); // the user dragged a splitter
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace fleet::app

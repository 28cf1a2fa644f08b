#include "WindowGeometry.h"

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTimer>
#include <QWindow>

namespace fleet::app {

namespace {
const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
constexpr QSize kPreferred(1366, 768);
} // namespace

WindowGeometry::WindowGeometry(QMainWindow* window) : QObject(window), m_window(window)
{
    setObjectName(QStringLiteral("windowGeometry"));
    window->installEventFilter(this);
}

bool WindowGeometry::opensMaximized(const QSize& available)
{
    return available.width() >= 1600 && available.height() >= 900;
}

QRect WindowGeometry::firstStartGeometry(const QRect& available, const QMargins& frame, const QSize& preferred)
{
    const QRect room = available.marginsRemoved(frame); // what the client area may cover
    QRect r(QPoint(0, 0), preferred.boundedTo(room.size()));
    r.moveCenter(room.center());
    return r;
}

QScreen* WindowGeometry::screen() const
{
    QScreen* s = m_window->screen();
    return s ? s : QGuiApplication::primaryScreen();
}

QMargins WindowGeometry::frameMargins() const
{
    const QRect frame = m_window->frameGeometry();
    const QRect client = m_window->geometry();
    const QMargins real(client.left() - frame.left(), client.top() - frame.top(), frame.right() - client.right(),
                        frame.bottom() - client.bottom());
    if (!real.isNull() || m_window->testAttribute(Qt::WA_Mapped))
        return real;
    // Not mapped yet: a title bar and thin borders, as most window managers draw them.
    const int title = std::max(24, m_window->style()->pixelMetric(QStyle::PM_TitleBarHeight));
    return {4, title + 4, 4, 4};
}

void WindowGeometry::applyFirstStart()
{
    const QRect available = screen() ? screen()->availableGeometry() : QRect(QPoint(0, 0), kPreferred);
    m_window->setGeometry(firstStartGeometry(available, frameMargins(), kPreferred));
    if (opensMaximized(available.size()))
        m_window->setWindowState(m_window->windowState() | Qt::WindowMaximized);
}

bool WindowGeometry::restoreSaved()
{
    const QSettings settings;
    if (!m_window->restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        applyFirstStart();
    const bool restored = m_window->restoreState(settings.value(kStateKey).toByteArray());
    fitToScreen(); // remembered on a larger screen
    return restored;
}

void WindowGeometry::save() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, m_window->saveGeometry());
    settings.setValue(kStateKey, m_window->saveState());
}

void WindowGeometry::fitToScreen()
{
    if (!screen() || (m_window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        return;
    const QMargins frame = frameMargins();
    const QRect room = screen()->availableGeometry().marginsRemoved(frame);
    QRect r = m_window->geometry();
    r.setSize(r.size().boundedTo(room.size()).expandedTo(m_window->minimumSize()));
    if (r.right() > room.right())
        r.moveRight(room.right());
    if (r.bottom() > room.bottom())
        r.moveBottom(room.bottom());
    if (r.left() < room.left())
        r.moveLeft(room.left());
    if (r.top() < room.top())
        r.moveTop(room.top());
    if (r != m_window->geometry())
        m_window->setGeometry(r);
}

WindowGeometry::Snapshot WindowGeometry::snapshot() const
{
    return {m_window->saveGeometry(), m_window->saveState()};
}

void WindowGeometry::restore(const Snapshot& s)
{
    auto apply = [this, s] {
        if (s.geometry.isEmpty()) { // nothing to go back to: at least stay on the screen
            fitToScreen();
            return;
        }
        m_window->restoreState(s.state);
        m_window->restoreGeometry(s.geometry);
    };
    apply();
    // Layout requests posted by the font change raise minimum sizes after this call: apply once more after them.
    QTimer::singleShot(0, this, apply);
}

void WindowGeometry::fitWhenMapped(int tries)
{
    // The window manager adds the frame after mapping; only then are the real margins known.
    QTimer::singleShot(tries == 20 ? 0 : 25, this, [this, tries] {
        if (m_window->testAttribute(Qt::WA_Mapped))
            fitToScreen();
        else if (tries > 0)
            fitWhenMapped(tries - 1);
    });
}

bool WindowGeometry::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && m_fitOnShow && event->type() == QEvent::Show) {
        m_fitOnShow = false;
        fitWhenMapped(20);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace fleet::app

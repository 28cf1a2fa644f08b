#pragma once
// Where the main window sits and how big it is. On first start it fits the screen's available geometry
// with its frame (title bar included): maximized on a large screen (1600×900 and up), otherwise as large as
// fits, centred; later starts restore the remembered geometry and dock layout, pulled back onto the screen
// when that screen has shrunk. A snapshot() / restore() pair lets lecture mode put everything back.
#include <QByteArray>
#include <QMargins>
#include <QObject>
#include <QRect>

class QMainWindow;
class QScreen;

namespace fleet::app {

class WindowGeometry : public QObject {
    Q_OBJECT
public:
    explicit WindowGeometry(QMainWindow* window);

    struct Snapshot {
        QByteArray geometry; // QWidget::saveGeometry (normal geometry, maximized / full-screen state)
        QByteArray state;    // QMainWindow::saveState (docks, their sizes)
    };
    Snapshot snapshot() const;
    // Puts geometry and docks back as they were, again after pending layout requests (a font that shrinks
    // back changes the minimum sizes only once the layouts have run).
    void restore(const Snapshot& s);

    // The remembered geometry and docks (QSettings), or the first-start geometry. True when a remembered dock
    // layout was restored.
    bool restoreSaved();
    void save() const;
    // Moves and shrinks the window so that its frame lies inside the screen's available geometry.
    void fitToScreen();

    // Pure rules, for the tests.
    static bool opensMaximized(const QSize& available);
    // The window's client rectangle (QWidget::geometry) on first start: `preferred` at most, its frame inside
    // `available`, centred.
    static QRect firstStartGeometry(const QRect& available, const QMargins& frame, const QSize& preferred);
    // The frame margins the window has, or an estimate (title bar from the style) before it has been mapped.
    QMargins frameMargins() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QScreen* screen() const;
    void applyFirstStart();
    void fitWhenMapped(int tries);

    QMainWindow* m_window;
    bool m_fitOnShow = true; // check the real frame once the window is mapped
};

} // namespace fleet::app

#pragma once
// Keeps the docks' share of the window when the window changes size (maximize, restore, a larger screen,
// lecture mode): the builder, the results column and the derivation panel grow and shrink with the window
// instead of leaving every extra pixel to the chart, or staying squeezed after the window shrank once. A
// splitter drag by the user changes the share that is kept. Without a remembered layout the first shares
// are the defaults below.
#include <QHash>
#include <QObject>
#include <QSize>

class QDockWidget;
class QMainWindow;

namespace fleet::app {

class DockProportions : public QObject {
    Q_OBJECT
public:
    explicit DockProportions(QMainWindow* window);

    static constexpr double kLeftShare = 0.25;   // the fleet builder
    static constexpr double kRightShare = 0.27;  // summary and results
    static constexpr double kBottomShare = 0.26; // derivation and issues
    // Set before the window is shown: the layout was restored from settings, keep its sizes.
    void setRestored(bool restored) { m_restored = restored; }
    // The share dock `name` keeps from now on (lecture mode's wider builder), applied at once when shown.
    void setShare(const QString& name, double share);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QDockWidget* visibleDock(Qt::DockWidgetArea area) const;
    int tabBarHeight(const QDockWidget* dock) const;
    // The dock's size along the direction it is resized in (width for side docks, height for bottom ones).
    int extent(QDockWidget* dock) const;
    static Qt::Orientation orientation(Qt::DockWidgetArea area);
    void record(QDockWidget* dock);
    void apply();

    QMainWindow* m_window;
    bool m_restored = false;
    bool m_tracking = false;         // after the first show and layout
    QSize m_windowSize;              // the size the shares were measured at
    QHash<QString, double> m_shares; // by dock object name
};

} // namespace fleet::app

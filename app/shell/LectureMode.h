#pragma once
// View → Lecture mode (Ctrl+L, remembered in QSettings): the application font × 1.6, a high-contrast
// palette (black on white), chart titles, labels and lines enlarged (views/charts/ChartTheme), and
// optionally the secondary docks (summary, results, issues) hidden — for projectors.
#include <QFont>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>

#include "WindowGeometry.h"

class QAction;
class QDockWidget;
class QMenu;

namespace fleet::app {

class MainWindow;

class LectureMode : public QObject {
    Q_OBJECT
public:
    LectureMode(MainWindow* window, QMenu* viewMenu);
    ~LectureMode() override;

    static constexpr double kFontScale = 1.6;
    bool isOn() const { return m_on; }
    QAction* action() const { return m_action; }
    // Docks hidden by lecture mode (restored when it ends).
    static QStringList secondaryDocks();

public slots:
    void setOn(bool on);

signals:
    void toggled(bool on);

private:
    void restyleCharts();
    static QPalette highContrastPalette();

    MainWindow* m_window;
    QAction* m_action;
    QAction* m_hideDocks;
    bool m_on = false;
    bool m_chartsStyled = false; // charts carry lecture styling to undo
    QFont m_normalFont;
    QPalette m_normalPalette;
    QList<QPointer<QDockWidget>> m_hidden;
    WindowGeometry::Snapshot m_layout; // geometry and docks before lecture mode, put back when it ends
};

} // namespace fleet::app

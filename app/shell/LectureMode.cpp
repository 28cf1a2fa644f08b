#include "LectureMode.h"

#include "DockProportions.h"
#include "MainWindow.h"
#include "charts/ChartTheme.h"
#include "reliability/ReliabilityView.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>

namespace fleet::app {

namespace {
const QString kKey = QStringLiteral("view/lectureMode");
const QString kHideKey = QStringLiteral("view/lectureHidesDocks");
} // namespace

LectureMode::LectureMode(MainWindow* window, QMenu* viewMenu)
    : QObject(window),
      m_window(window),
      m_action(new QAction(tr("&Lecture mode"), this)),
      m_hideDocks(new QAction(tr("Lecture mode &hides summary, results and issues"), this))
{
    setObjectName(QStringLiteral("lectureMode"));
    m_action->setObjectName(QStringLiteral("lectureModeAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    //: Tooltip of View → Lecture mode
    m_action->setToolTip(tr("Large fonts, high contrast and thick chart lines for projectors"));
    m_hideDocks->setCheckable(true);
    m_hideDocks->setChecked(QSettings().value(kHideKey, true).toBool());
    viewMenu->addSeparator();
    viewMenu->addAction(m_action);
    viewMenu->addAction(m_hideDocks);
    connect(m_action, &QAction::toggled, this, &LectureMode::setOn);
    connect(m_hideDocks, &QAction::toggled, this, [](bool hide) { QSettings().setValue(kHideKey, hide); });
    // Charts rebuild their axes and series on every update: restyle after each.
    connect(window, &MainWindow::viewsUpdated, this, &LectureMode::restyleCharts);
    connect(window->tabs(), &QTabWidget::currentChanged, this, &LectureMode::restyleCharts);
    if (auto* reliability = window->findChild<views::ReliabilityView*>())
        connect(reliability, &views::ReliabilityView::monteCarloShown, this, &LectureMode::restyleCharts);
    if (QSettings().value(kKey, false).toBool())
        m_action->setChecked(true); // → setOn(true)
}

LectureMode::~LectureMode()
{
    if (m_on) { // leave the application as it was (tests create several windows)
        QApplication::setFont(m_normalFont);
        QApplication::setPalette(m_normalPalette);
    }
}

QStringList LectureMode::secondaryDocks()
{
    return {QStringLiteral("summaryDock"), QStringLiteral("resultsDock"), QStringLiteral("issuesDock")};
}

QPalette LectureMode::highContrastPalette()
{
    QPalette p;
    for (const QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(g, QPalette::Window, Qt::white);
        p.setColor(g, QPalette::WindowText, Qt::black);
        p.setColor(g, QPalette::Base, Qt::white);
        p.setColor(g, QPalette::AlternateBase, QColor(0xee, 0xee, 0xee));
        p.setColor(g, QPalette::Text, Qt::black);
        p.setColor(g, QPalette::Button, QColor(0xe8, 0xe8, 0xe8));
        p.setColor(g, QPalette::ButtonText, Qt::black);
        p.setColor(g, QPalette::Highlight, QColor(0x00, 0x33, 0x99));
        p.setColor(g, QPalette::HighlightedText, Qt::white);
        p.setColor(g, QPalette::ToolTipBase, Qt::white);
        p.setColor(g, QPalette::ToolTipText, Qt::black);
        p.setColor(g, QPalette::Link, QColor(0x00, 0x33, 0x99));
        p.setColor(g, QPalette::Mid, QColor(0x40, 0x40, 0x40));
        p.setColor(g, QPalette::Dark, QColor(0x20, 0x20, 0x20));
    }
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x60, 0x60, 0x60));
    return p;
}

void LectureMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (m_action->isChecked() != on)
        m_action->setChecked(on);
    QSettings().setValue(kKey, on);
    if (on) {
        // Only a shown window has a layout worth going back to (a remembered lecture mode starts before it).
        m_layout = m_window->isVisible() ? m_window->windowGeometry()->snapshot() : WindowGeometry::Snapshot{};
        m_normalFont = QApplication::font();
        m_normalPalette = QApplication::palette();
        QFont f = m_normalFont;
        if (f.pointSizeF() > 0)
            f.setPointSizeF(f.pointSizeF() * kFontScale);
        else
            f.setPixelSize(qRound(f.pixelSize() * kFontScale));
        QApplication::setFont(f);
        QApplication::setPalette(highContrastPalette());
        // The charts' lecture minimum sizes now, not after this event-loop turn: the docks below are sized
        // against the centre they leave.
        views::ChartTheme::applyAll(m_window, true);
        m_hidden.clear();
        if (m_hideDocks->isChecked())
            for (const QString& name : secondaryDocks())
                if (auto* d = m_window->findChild<QDockWidget*>(name); d && !d->isHidden()) {
                    d->hide();
                    m_hidden << d;
                }
        // The larger font needs a wider builder: a third of the window at most.
        if (auto* builder = m_window->findChild<QDockWidget*>(QStringLiteral("builderDock"))) {
            const int width = std::min(m_window->width() / 3, qRound(330 * kFontScale));
            m_window->resizeDocks({builder}, {width}, Qt::Horizontal);
            if (auto* docks = m_window->findChild<DockProportions*>()) // also when the window is not shown yet
                docks->setShare(builder->objectName(), double(width) / std::max(1, m_window->width()));
        }
        // …and a taller derivation panel: it is what the lecture is about.
        if (auto* derivation = m_window->findChild<QDockWidget*>(QStringLiteral("derivationDock")))
            m_window->resizeDocks({derivation}, {std::max(200, m_window->height() / 4)}, Qt::Vertical);
        if (m_window->isVisible()) // before the first show the frame is only estimated
            m_window->windowGeometry()->fitToScreen();
    } else {
        QApplication::setFont(m_normalFont);
        QApplication::setPalette(m_normalPalette);
        // The charts' own minimum sizes before the docks are put back: lecture mode's made the centre wider.
        views::ChartTheme::applyAll(m_window, false);
        for (const QPointer<QDockWidget>& d : std::as_const(m_hidden))
            if (d)
                d->show();
        m_hidden.clear();
        // The larger font pushed the window past the screen and the docks apart: put them back as they were.
        m_window->windowGeometry()->restore(m_layout);
    }
    if (on)
        m_chartsStyled = true;
    restyleCharts();
    emit toggled(on);
}

void LectureMode::restyleCharts()
{
    if (!m_on && !m_chartsStyled)
        return; // normal mode costs nothing
    // After the views' own update of this event-loop turn.
    QTimer::singleShot(0, this, [this] {
        views::ChartTheme::applyAll(m_window, m_on);
        m_chartsStyled = m_on;
    });
}

} // namespace fleet::app

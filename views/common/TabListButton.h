#pragma once
#include <QToolButton>

class QTabWidget;

namespace fleet::views {

// A "⋯" button in the tab widget's top-right corner listing every tab: when the tabs do not fit (lecture
// mode's large font at 1366 px) they scroll, whole and never elided ("Se…"), and the list reaches any of them
// in one click. The tab bar's own tooltips stay on the tabs.
class TabListButton : public QToolButton {
    Q_OBJECT
public:
    explicit TabListButton(QTabWidget* tabs);

private:
    void populate();
    QTabWidget* m_tabs;
};

} // namespace fleet::views

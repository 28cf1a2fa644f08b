#pragma once
// A main-window tab page: its view in a frameless scroll area. The view gets the viewport's size when it fits and
// scrolls when its charts need more height than the window has (lecture mode at 1366 × 768 squeezed each chart to
// a ~100 px plot with elided axis titles; issue 31). Its minimum width stays the view's own, as a tab widget's
// page imposes it, so the docks cannot squeeze the charts to a sliver.
#include <QScrollArea>

namespace fleet::app {

class ViewPage : public QScrollArea {
    Q_OBJECT
public:
    explicit ViewPage(QWidget* view, QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;
};

} // namespace fleet::app

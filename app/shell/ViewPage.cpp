#include "ViewPage.h"

#include <QScrollBar>

namespace fleet::app {

ViewPage::ViewPage(QWidget* view, QWidget* parent) : QScrollArea(parent)
{
    setObjectName(view->objectName().isEmpty() ? QStringLiteral("viewPage") : view->objectName() + QStringLiteral("Page"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setWidget(view);
}

QSize ViewPage::minimumSizeHint() const
{
    const QSize own = QScrollArea::minimumSizeHint();
    if (!widget())
        return own;
    // The view's minimum width (and room for the vertical scroll bar); any height: the page scrolls.
    return {widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width(), own.height()};
}

} // namespace fleet::app

#include "charts/ChartViewSetup.h"
#include "charts/ChartExport.h"

#include <QChart>
#include <QChartView>
#include <QLegend>

namespace fleet::views {

void setUpChartView(QChartView* view, const QSize& minimum, ChartMenu menu)
{
    view->setRenderHint(QPainter::Antialiasing);
    if (menu == ChartMenu::Export)
        ChartExport::installMenu(view);
    view->chart()->legend()->setAlignment(Qt::AlignBottom);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    view->setMinimumSize(minimum);
}

} // namespace fleet::views

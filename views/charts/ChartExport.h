#pragma once
// Chart export shared by every chart view and the report: render a QChart to SVG (vector), to an image,
// or onto any QPainter (the PDF report); and the "Save chart as PNG…/SVG…" context menu of a chart view.
#include "io/OutputFile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QChart;
class QChartView;
class QPainter;

namespace fleet::views {

class ChartExport {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
public:
    // Draws the chart's scene into `target` (vector on vector devices). The chart keeps its current size.
    static void paint(QChart* chart, QPainter* painter, const QRectF& target);
    // An SVG document of the chart at its current size; `title` (plain text, default: the chart's) becomes the
    // SVG <title>, escaped. The document is well-formed XML whatever the texts of the chart.
    static QByteArray svg(QChart* chart, const QString& title = {});
    // A PNG-ready image of the chart at its current size times `scale` (white background).
    static QImage image(QChart* chart, qreal scale = 2.0);
    // Writes PNG or SVG by the path's extension (OutputFile); returns an error message or {}.
    static QString save(QChart* chart, const QString& path, const fleet::app::WriteOptions& output = {});
    // Adds the context menu with "Save chart as PNG…" and "Save chart as SVG…" to a chart view.
    static void installMenu(QChartView* view);
};

} // namespace fleet::views

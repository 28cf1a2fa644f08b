#include "charts/ChartExport.h"

#include "common/OutputQuestion.h"
#include "io/OutputFile.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

namespace fleet::views {

void ChartExport::paint(QChart* chart, QPainter* painter, const QRectF& target)
{
    if (!chart || !chart->scene())
        return;
    chart->scene()->render(painter, target, chart->sceneBoundingRect(), Qt::KeepAspectRatio);
}

QByteArray ChartExport::svg(QChart* chart, const QString& title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSizeF size = chart->size();
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(size.toSize());
    gen.setViewBox(QRectF(QPointF(0, 0), size));
    // QSvgGenerator writes the title into <title> as it is: plain text, escaped here (chart titles are rich text:
    // back to plain first), so a catalog name with '<' or '&' cannot break the XML or inject markup.
    const QString plain = title.isEmpty() ? QTextDocumentFragment::fromHtml(chart->title()).toPlainText() : title;
    gen.setTitle(plain.toHtmlEscaped());
    gen.setDescription(tr("Chart exported by FleetPlanner"));
    QPainter p(&gen);
    paint(chart, &p, QRectF(QPointF(0, 0), size));
    p.end();
    // QSvgGenerator writes a <g> per painter state change, most of them empty: dropping those halves the file.
    static const QRegularExpression emptyGroup(QStringLiteral("<g [^>]*>\\s*</g>\\s*"));
    return QString::fromUtf8(bytes).remove(emptyGroup).toUtf8();
}

QImage ChartExport::image(QChart* chart, qreal scale)
{
    const QSize px = (chart->size() * scale).toSize();
    QImage img(px, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paint(chart, &p, QRectF(QPointF(0, 0), QSizeF(px)));
    p.end();
    return img;
}

QString ChartExport::save(QChart* chart, const QString& path, const fleet::app::WriteOptions& output)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext != QStringLiteral("png") && ext != QStringLiteral("svg"))
        return tr("Cannot save a chart as '.%1': use .png or .svg").arg(ext);
    QByteArray bytes;
    if (ext == QStringLiteral("svg")) {
        bytes = svg(chart);
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!image(chart).save(&buffer, "PNG"))
            return tr("Cannot encode the chart as PNG");
    }
    return fleet::app::OutputFile::write(path, bytes, output);
}

void ChartExport::installMenu(QChartView* view)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, view, [view](const QPoint& pos) {
        QMenu menu(view);
        auto saveAs = [view](const QString& caption, const QString& filter) {
            const QString path = QFileDialog::getSaveFileName(view, caption, QString(), filter);
            if (path.isEmpty())
                return;
            const auto output = OutputQuestion::ask(view, caption, path);
            if (!output)
                return;
            if (const QString err = save(view->chart(), path, *output); !err.isEmpty())
                QMessageBox::warning(view, caption, err);
        };
        menu.addAction(tr("Save chart as PNG…"), view, [=] { saveAs(tr("Save chart as PNG"), tr("PNG image (*.png)")); });
        menu.addAction(tr("Save chart as SVG…"), view, [=] { saveAs(tr("Save chart as SVG"), tr("SVG image (*.svg)")); });
        menu.exec(view->mapToGlobal(pos));
    });
}

} // namespace fleet::views

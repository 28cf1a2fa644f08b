#include "report/PdfReport.h"

#include "charts/ChartExport.h"
#include "report/ReportCharts.h"
#include "report/ReportHtml.h"
#include "report/ReportStrings.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace fleet::views {

using namespace fleet::app::report;

namespace {

constexpr qreal kLogicalDpi = 96.0;  // layout units: CSS pixels
constexpr qreal kFooter = 22.0;      // reserved at the bottom of each page
constexpr qreal kGap = 6.0;          // between blocks
constexpr qreal kChartAspect = 0.56; // chart height / width

class PageFlow {
public:
    PageFlow(QPdfWriter& writer, const ReportContent& c) : m_writer(writer), m_painter(&writer), m_content(c)
    {
        const qreal scale = writer.resolution() / kLogicalDpi;
        m_painter.scale(scale, scale);
        m_painter.setRenderHint(QPainter::Antialiasing);
        m_width = writer.width() / scale;
        m_height = writer.height() / scale - kFooter;
        m_css = ReportHtml::styleSheet();
        m_font = QFont(QStringLiteral("DejaVu Sans"));
        m_font.setPointSizeF(9.5);
    }

    qreal width() const { return m_width; }
    qreal height() const { return m_height; }
    int pages() const { return m_page; }

    void pageBreak()
    {
        if (m_y > 0.0)
            newPage();
    }

    void html(const QString& html)
    {
        QTextDocument doc;
        doc.setDefaultFont(m_font);
        doc.setDefaultStyleSheet(m_css);
        doc.setDocumentMargin(0);
        doc.setHtml(html);
        doc.setTextWidth(m_width);
        const qreal h = doc.size().height();
        if (m_y + h <= m_height) {
            draw(doc, m_y);
            m_y += h + kGap;
            return;
        }
        if (h <= m_height) {
            newPage();
            draw(doc, 0.0);
            m_y = h + kGap;
            return;
        }
        // Longer than a page: start on a fresh page and let the document paginate itself.
        pageBreak();
        doc.setPageSize(QSizeF(m_width, m_height));
        const int pages = doc.pageCount();
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                newPage();
            m_painter.save();
            m_painter.translate(0, -i * m_height);
            doc.drawContents(&m_painter, QRectF(0, i * m_height, m_width, m_height));
            m_painter.restore();
        }
        const qreal bottom = doc.documentLayout()->blockBoundingRect(doc.lastBlock()).bottom();
        m_y = std::max<qreal>(0.0, bottom - (pages - 1) * m_height) + kGap;
    }

    void charts(const QList<QChart*>& list)
    {
        const QSizeF size(m_width, m_width * kChartAspect);
        for (QChart* c : list) {
            if (m_y + size.height() > m_height)
                newPage();
            ChartExport::paint(c, &m_painter, QRectF(QPointF(0, m_y), size));
            m_y += size.height() + kGap;
        }
    }

    void finish()
    {
        footer();
        m_painter.end();
    }

private:
    void draw(QTextDocument& doc, qreal y)
    {
        m_painter.save();
        m_painter.translate(0, y);
        doc.drawContents(&m_painter);
        m_painter.restore();
    }

    void footer()
    {
        m_painter.save();
        QFont f = m_font;
        f.setPixelSize(10); // logical pixels: a point size would resolve against the PDF device's resolution
        m_painter.setFont(f);
        m_painter.setPen(QColor(0x66, 0x66, 0x66));
        const QRectF r(0, m_height + 6, m_width, kFooter - 6);
        m_painter.drawLine(QPointF(0, m_height + 3), QPointF(m_width, m_height + 3));
        // The page number first; the title and the plan's name elided to the room left of it (a long plan name ran
        // into the number).
        const QString page = PdfReport::tr("Page %1").arg(m_page);
        const QFontMetricsF metrics(f, m_painter.device());
        const qreal room = std::max<qreal>(0.0, m_width - metrics.horizontalAdvance(page) - 3.0 * metrics.averageCharWidth());
        m_painter.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
                           metrics.elidedText(QStringLiteral("%1 · %2").arg(ReportStrings::reportTitle(),
                                                                              m_content.scenarioName),
                                              Qt::ElideRight, room));
        m_painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter, page);
        m_painter.restore();
    }

    void newPage()
    {
        footer();
        m_writer.newPage();
        ++m_page;
        m_y = 0.0;
    }

    QPdfWriter& m_writer;
    QPainter m_painter;
    const ReportContent& m_content;
    QString m_css;
    QFont m_font;
    qreal m_width = 0.0, m_height = 0.0, m_y = 0.0;
    int m_page = 1;
};

} // namespace

int PdfReport::write(const ReportContent& c, ReportCharts& charts, QIODevice* device, PageSize page,
                     const Progress& progress)
{
    QPdfWriter writer(device);
    writer.setPageSize(QPageSize(page == PageSize::Letter ? QPageSize::Letter : QPageSize::A4));
    writer.setPageMargins(QMarginsF(16, 14, 16, 12), QPageLayout::Millimeter);
    writer.setTitle(QStringLiteral("%1 — %2").arg(ReportStrings::reportTitle(), c.scenarioName));
    writer.setCreator(QStringLiteral("FleetPlanner %1").arg(c.appVersion));

    PageFlow flow(writer, c);
    charts.resize(QSizeF(flow.width(), flow.width() * kChartAspect));
    const QList<ReportBlock> blocks = ReportHtml::blocks(c);
    for (int i = 0; i < blocks.size(); ++i) {
        const ReportBlock& b = blocks.at(i);
        switch (b.type) {
        case ReportBlock::Type::Html: // QTextDocument has no <wbr>: a zero-width space breaks there the same way
            flow.html(QString(b.html).replace(QStringLiteral("<wbr>"), QStringLiteral("&#8203;")));
            break;
        case ReportBlock::Type::PageBreak: flow.pageBreak(); break;
        case ReportBlock::Type::Charts: flow.charts(charts.charts(b.section)); break;
        }
        if (progress && !progress(i + 1, static_cast<int>(blocks.size()))) {
            flow.finish();
            return 0;
        }
    }
    flow.finish();
    return flow.pages();
}

} // namespace fleet::views

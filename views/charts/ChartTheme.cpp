#include "charts/ChartTheme.h"

#include <algorithm>
#include <cstdlib>

#include <QAbstractAxis>
#include <QApplication>
#include <QFontMetricsF>
#include <QTextDocument>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QScatterSeries>
#include <QXYSeries>

namespace fleet::views {

namespace {
// The original value of a styled attribute, stored once on the object that carries it.
template <typename T, typename Getter>
T original(QObject* o, const char* name, Getter get)
{
    const QVariant v = o->property(name);
    if (v.isValid())
        return v.value<T>();
    const T value = get();
    o->setProperty(name, QVariant::fromValue(value));
    return value;
}

// Relative to the lecture application font (× 1.6): chart text ends up 1.1-1.6 × its normal size, which
// keeps titles and category labels from eliding in the 2 × 2 chart grids at 1366 × 768.
QFont lectureFont(double scale, bool bold)
{
    QFont f = QApplication::font(); // already scaled by lecture mode
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    return f;
}
// `title` (chart text: HTML-escaped) on two lines, broken at the space or CJK punctuation nearest its middle;
// as it is when it has no such place.
QString twoLines(const QString& title)
{
    const qsizetype middle = title.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 1; i + 1 < title.size(); ++i) {
        const QChar c = title.at(i);
        const bool space = c == u' ', cjk = c == u'：' || c == u'，' || c == u'（';
        if ((space || cjk) && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    }
    if (best < 0)
        return title;
    const QChar c = title.at(best);
    if (c == u' ')
        return title.left(best) + QStringLiteral("<br>") + title.mid(best + 1);
    if (c == u'（')
        return title.left(best) + QStringLiteral("<br>") + title.mid(best);
    return title.left(best + 1) + QStringLiteral("<br>") + title.mid(best + 1);
}

// Lecture mode's larger title elided to "Step time 1.653 s: TP 8 × PP 8 × DP..." in a half-width chart: a title
// wider than its chart takes two lines there, and its own text again in normal mode. A view that sets a new title
// (every update) gives the new original.
void wrapTitle(QChart* chart, bool lecture)
{
    const QString wrapped = chart->property("fleetWrappedTitle").toString();
    const bool ours = !wrapped.isEmpty() && chart->title() == wrapped;
    if (!ours)
        chart->setProperty("fleetOwnTitle", chart->title());
    const QString own = chart->property("fleetOwnTitle").toString();
    QString title = own;
    if (lecture && !own.contains(QStringLiteral("<br>"))) {
        QTextDocument plain;
        plain.setHtml(own);
        const double width = QFontMetricsF(chart->titleFont()).horizontalAdvance(plain.toPlainText());
        if (width > chart->size().width() - 24.0)
            title = twoLines(own);
    }
    chart->setProperty("fleetWrappedTitle", title == own ? QString() : title);
    if (chart->title() != title)
        chart->setTitle(title);
}

} // namespace

void ChartTheme::apply(QChart* chart, bool lecture)
{
    if (!chart)
        return;
    const QFont title = original<QFont>(chart, "fleetTitleFont", [chart] { return chart->titleFont(); });
    const QBrush titleBrush = original<QBrush>(chart, "fleetTitleBrush", [chart] { return chart->titleBrush(); });
    const QBrush background = original<QBrush>(chart, "fleetBackground", [chart] { return chart->backgroundBrush(); });
    QLegend* legend = chart->legend();
    const QFont legendFont = original<QFont>(legend, "fleetFont", [legend] { return legend->font(); });
    const QColor legendColor = original<QColor>(legend, "fleetLabelColor", [legend] { return legend->labelColor(); });
    chart->setTitleFont(lecture ? lectureFont(1.0, true) : title);
    chart->setTitleBrush(lecture ? QBrush(Qt::black) : titleBrush);
    chart->setBackgroundBrush(lecture ? QBrush(Qt::white) : background);
    legend->setFont(lecture ? lectureFont(0.8, false) : legendFont);
    legend->setLabelColor(lecture ? QColor(Qt::black) : legendColor);
    wrapTitle(chart, lecture);

    for (QAbstractAxis* a : chart->axes()) {
        const QFont labels = original<QFont>(a, "fleetLabelsFont", [a] { return a->labelsFont(); });
        const QFont axisTitle = original<QFont>(a, "fleetTitleFont", [a] { return a->titleFont(); });
        const QBrush labelsBrush = original<QBrush>(a, "fleetLabelsBrush", [a] { return a->labelsBrush(); });
        const QBrush titleBrushA = original<QBrush>(a, "fleetTitleBrush", [a] { return a->titleBrush(); });
        const QPen grid = original<QPen>(a, "fleetGridPen", [a] { return a->gridLinePen(); });
        // Category labels are words (tornado inputs, years): bigger ones collide and Qt elides them all.
        const double labelScale = a->type() == QAbstractAxis::AxisTypeBarCategory ? 0.65 : 0.75;
        a->setLabelsFont(lecture ? lectureFont(labelScale, false) : labels);
        const bool truncate = original<bool>(a, "fleetTruncate", [a] { return a->truncateLabels(); });
        a->setTruncateLabels(lecture ? false : truncate); // the plot area gives way instead
        a->setTitleFont(lecture ? lectureFont(0.7, false) : axisTitle);
        a->setLabelsBrush(lecture ? QBrush(Qt::black) : labelsBrush);
        a->setTitleBrush(lecture ? QBrush(Qt::black) : titleBrushA);
        QPen g = grid;
        if (lecture) {
            g.setColor(QColor(0x80, 0x80, 0x80));
            g.setWidthF(std::max(1.0, grid.widthF()));
        }
        a->setGridLinePen(g);
    }
    for (QAbstractSeries* s : chart->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(s)) {
            const QFont pointLabels = original<QFont>(xy, "fleetPointLabelsFont", [xy] { return xy->pointLabelsFont(); });
            xy->setPointLabelsFont(lecture ? lectureFont(0.7, false) : pointLabels);
            const QColor pointColor = original<QColor>(xy, "fleetPointLabelsColor", [xy] { return xy->pointLabelsColor(); });
            xy->setPointLabelsColor(lecture ? QColor(Qt::black) : pointColor);
        }
        if (auto* scatter = qobject_cast<QScatterSeries*>(s)) {
            const double size = original<double>(scatter, "fleetMarkerSize", [scatter] { return scatter->markerSize(); });
            scatter->setMarkerSize(lecture ? size * kMarkerFactor : size);
        } else if (auto* xy = qobject_cast<QXYSeries*>(s)) {
            const QPen pen = original<QPen>(xy, "fleetPen", [xy] { return xy->pen(); });
            QPen p = pen;
            if (lecture)
                p.setWidthF(std::max(1.0, pen.widthF()) * kLineWidthFactor);
            xy->setPen(p);
        }
    }
}

void ChartTheme::applyAll(QWidget* root, bool lecture)
{
    if (!root)
        return;
    for (QChartView* v : root->findChildren<QChartView*>()) {
        apply(v->chart(), lecture);
        const char* normal = "fleetNormalMinimumSize";
        if (lecture) {
            if (!v->property(normal).isValid())
                v->setProperty(normal, v->minimumSize());
            const QSize own = v->property(normal).toSize();
            v->setMinimumSize(std::max(own.width(), kLectureMinimumWidth), std::max(own.height(), kLectureMinimumHeight));
        } else if (v->property(normal).isValid()) {
            v->setMinimumSize(v->property(normal).toSize());
            v->setProperty(normal, QVariant());
        }
    }
}

} // namespace fleet::views

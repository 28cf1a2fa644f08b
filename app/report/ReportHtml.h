#pragma once
// The report as HTML: a list of blocks (HTML fragments, chart slots, page breaks) that the HTML writer joins
// into one self-contained page (charts inlined as SVG, CSS inline) and the PDF writer lays out page by page
// with QTextDocument, drawing the charts as vectors in the chart slots.
#include "report/ReportContent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

namespace fleet::app::report {

struct ReportBlock {
    enum class Type { Html, Charts, PageBreak };
    Type type = Type::Html;
    QString html;    // Type::Html
    QString section; // Type::Charts: the domain section whose charts go here
};

class ReportHtml {
    Q_DECLARE_TR_FUNCTIONS(ReportHtml)
public:
    static QList<ReportBlock> blocks(const ReportContent& content);
    // CSS understood by browsers and by QTextDocument (its CSS subset).
    static QString styleSheet();
    // One self-contained UTF-8 HTML page; `svgBySection` holds each section's charts as SVG documents.
    static QByteArray document(const ReportContent& content, const QHash<QString, QList<QByteArray>>& svgBySection);
    // An SVG document reduced to its <svg> element, for inlining into HTML.
    static QByteArray inlineSvg(const QByteArray& svgDocument);
};

} // namespace fleet::app::report

#pragma once
// Qt Charts renders titles, axis titles, legend names and category labels as rich text (HTML): a catalog
// name "<b>x</b>" would turn bold, "&amp;" would read "&", and a chart exported as SVG would carry the tags.
// Chart views take plain text and pass it through chartText(), so every name shows as it is written.
#include <QString>
#include <QStringList>

namespace fleet::views {

inline QString chartText(const QString& plain) { return plain.toHtmlEscaped(); }

inline QStringList chartTexts(QStringList plain)
{
    for (QString& s : plain)
        s = chartText(s);
    return plain;
}

} // namespace fleet::views

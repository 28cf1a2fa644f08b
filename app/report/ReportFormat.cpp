#include "report/ReportFormat.h"

#include <QFileInfo>

namespace fleet::app::report {

std::optional<ReportFormat> ReportFormats::fromPath(const QString& path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QStringLiteral("pdf"))
        return ReportFormat::Pdf;
    if (ext == QStringLiteral("html") || ext == QStringLiteral("htm"))
        return ReportFormat::Html;
    if (ext == QStringLiteral("md") || ext == QStringLiteral("markdown"))
        return ReportFormat::Markdown;
    if (ext == QStringLiteral("csv"))
        return ReportFormat::Csv;
    if (ext == QStringLiteral("json"))
        return ReportFormat::Json;
    return std::nullopt;
}

QString ReportFormats::extension(ReportFormat f)
{
    switch (f) {
    case ReportFormat::Pdf: return QStringLiteral("pdf");
    case ReportFormat::Html: return QStringLiteral("html");
    case ReportFormat::Markdown: return QStringLiteral("md");
    case ReportFormat::Csv: return QStringLiteral("csv");
    case ReportFormat::Json: return QStringLiteral("json");
    }
    return {};
}

QStringList ReportFormats::extensions()
{
    return {QStringLiteral(".pdf"), QStringLiteral(".html"), QStringLiteral(".md"), QStringLiteral(".csv"),
            QStringLiteral(".json")};
}

std::optional<PageSize> ReportFormats::pageFromString(const QString& s)
{
    if (s.compare(QStringLiteral("a4"), Qt::CaseInsensitive) == 0)
        return PageSize::A4;
    if (s.compare(QStringLiteral("letter"), Qt::CaseInsensitive) == 0)
        return PageSize::Letter;
    return std::nullopt;
}

QStringList ReportFormats::dialogFilters()
{
    return {tr("PDF document (*.pdf)"), tr("HTML page, charts included (*.html *.htm)"),
            tr("Markdown (*.md)"), tr("CSV of all results (*.csv)"), tr("JSON: results, inputs, provenance (*.json)")};
}

ReportFormat ReportFormats::fromDialogFilter(const QString& filter)
{
    const int i = static_cast<int>(dialogFilters().indexOf(filter));
    return i < 0 ? ReportFormat::Pdf : static_cast<ReportFormat>(i);
}

QString ReportFormats::unsupportedMessage(const QString& path)
{
    const QString ext = QFileInfo(path).suffix();
    return tr("cannot tell the report format from '%1'%2: use one of %3")
        .arg(path, ext.isEmpty() ? tr(" (no extension)") : tr(" (.%1)").arg(ext), extensions().join(QStringLiteral(", ")));
}

} // namespace fleet::app::report

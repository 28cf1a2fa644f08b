#include "report/ReportExporter.h"

#include "charts/ChartExport.h"
#include "report/CsvReport.h"
#include "report/JsonReport.h"
#include "report/MarkdownReport.h"
#include "report/PdfReport.h"
#include "report/ReportCharts.h"
#include "report/ReportContent.h"
#include "report/ReportHtml.h"

#include <QChart>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace fleet::views {

using namespace fleet::app::report;

namespace {

const QSizeF kHtmlChartSize(760, 430);

QString saveBytes(const QString& path, const QByteArray& bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return ReportExporter::tr("cannot write %1: %2").arg(path, f.errorString());
    f.write(bytes);
    if (!f.commit())
        return ReportExporter::tr("cannot write %1: %2").arg(path, f.errorString());
    return {};
}

} // namespace

QString ReportExporter::cancelledMessage() { return tr("cancelled"); }

QString ReportExporter::write(const fleet::Scenario& s, const fleet::app::ResultsPtr& results,
                              const fleet::app::CatalogPtr& catalog, const QString& path, const Options& options)
{
    if (!results || !catalog)
        return tr("no results to report: the plan has not been evaluated");
    const std::optional<ReportFormat> format = options.format ? options.format : ReportFormats::fromPath(path);
    if (!format)
        return ReportFormats::unsupportedMessage(path);
    const ReportContent content = buildReport(s, *results, *catalog);

    switch (*format) {
    case ReportFormat::Csv: return saveBytes(path, CsvReport::write(content));
    case ReportFormat::Json: return saveBytes(path, JsonReport::write(content));
    case ReportFormat::Html: {
        ReportCharts charts(s, results, catalog);
        return saveBytes(path, ReportHtml::document(content, charts.svgs(kHtmlChartSize)));
    }
    case ReportFormat::Markdown: {
        ReportCharts charts(s, results, catalog);
        const QFileInfo info(path);
        const QString dirName = info.completeBaseName() + QStringLiteral("-charts");
        QHash<QString, QStringList> files;
        const QHash<QString, QList<QByteArray>> svgs = charts.svgs(kHtmlChartSize);
        if (!svgs.isEmpty() && !info.dir().mkpath(dirName))
            return tr("cannot create the chart folder %1").arg(info.dir().filePath(dirName));
        for (auto it = svgs.cbegin(); it != svgs.cend(); ++it)
            for (int i = 0; i < it.value().size(); ++i) {
                const QString rel = QStringLiteral("%1/%2-%3.svg").arg(dirName, it.key()).arg(i + 1);
                if (const QString err = saveBytes(info.dir().filePath(rel), it.value().at(i)); !err.isEmpty())
                    return err;
                files[it.key()].append(rel);
            }
        return saveBytes(path, MarkdownReport::write(content, files));
    }
    case ReportFormat::Pdf: {
        ReportCharts charts(s, results, catalog);
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return tr("cannot write %1: %2").arg(path, f.errorString());
        if (PdfReport::write(content, charts, &f, options.page, options.progress) == 0) {
            f.cancelWriting();
            return cancelledMessage();
        }
        if (!f.commit())
            return tr("cannot write %1: %2").arg(path, f.errorString());
        return {};
    }
    }
    return {};
}

} // namespace fleet::views

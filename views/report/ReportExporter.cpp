#include "report/ReportExporter.h"

#include "charts/ChartExport.h"
#include "io/OutputFile.h"
#include "report/CsvReport.h"
#include "report/JsonReport.h"
#include "report/MarkdownReport.h"
#include "report/PdfReport.h"
#include "report/ReportCharts.h"
#include "report/ReportContent.h"
#include "report/ReportHtml.h"

#include <QBuffer>
#include <QChart>
#include <QDir>
#include <QFileInfo>

namespace fleet::views {

using namespace fleet::app::report;

namespace {

const QSizeF kHtmlChartSize(760, 430);

using fleet::app::OutputFile;

} // namespace

QString ReportExporter::cancelledMessage() { return tr("cancelled"); }

QString ReportExporter::write(const fleet::app::EvaluationPtr& evaluation, const QString& path, const Options& options)
{
    if (!evaluation)
        return tr("no results to report: the plan has not been evaluated");
    const std::optional<ReportFormat> format = options.format ? options.format : ReportFormats::fromPath(path);
    if (!format)
        return ReportFormats::unsupportedMessage(path);
    // A path that cannot be written fails now, not after the charts and a PDF have been drawn.
    if (const fleet::app::OutputCheck c = OutputFile::check(path, options.output); !c.ok())
        return c.error;
    auto saveBytes = [&options](const QString& file, const QByteArray& bytes) { // the report itself
        return OutputFile::write(file, bytes, options.output);
    };
    const ReportContent content = buildReport(evaluation->scenario(), *evaluation->results(), *evaluation->catalog());

    switch (*format) {
    case ReportFormat::Csv: return saveBytes(path, CsvReport::write(content));
    case ReportFormat::Json: return saveBytes(path, JsonReport::write(content));
    case ReportFormat::Html: {
        ReportCharts charts(evaluation);
        return saveBytes(path, ReportHtml::document(content, charts.svgs(kHtmlChartSize)));
    }
    case ReportFormat::Markdown: {
        ReportCharts charts(evaluation);
        const QFileInfo info(path);
        const QString dirName = info.completeBaseName() + QStringLiteral("-charts");
        QHash<QString, QStringList> files;
        const QHash<QString, QList<QByteArray>> svgs = charts.svgs(kHtmlChartSize);
        if (!svgs.isEmpty() && !info.dir().mkpath(dirName))
            return tr("cannot create the chart folder %1").arg(info.dir().filePath(dirName));
        for (auto it = svgs.cbegin(); it != svgs.cend(); ++it)
            for (int i = 0; i < it.value().size(); ++i) {
                const QString rel = QStringLiteral("%1/%2-%3.svg").arg(dirName, it.key()).arg(i + 1);
                if (const QString err = OutputFile::write(info.dir().filePath(rel), it.value().at(i)); !err.isEmpty())
                    return err;
                files[it.key()].append(rel);
            }
        return saveBytes(path, MarkdownReport::write(content, files));
    }
    case ReportFormat::Pdf: {
        ReportCharts charts(evaluation);
        QByteArray pdf;
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        if (PdfReport::write(content, charts, &buffer, options.page, options.progress) == 0)
            return cancelledMessage();
        return saveBytes(path, pdf);
    }
    }
    return {};
}

} // namespace fleet::views

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
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <utility>
#include <vector>

#include <sys/stat.h>

namespace fleet::views {

using namespace fleet::app::report;

namespace {

const QSizeF kHtmlChartSize(760, 430);

using fleet::app::OutputFile;

// The Markdown report's "<name>-charts/" folder. A report that fails part-way (a full disk, a name too long for the
// report's temporary file) must not leave charts without their report: what this export created — chart files
// that were not there, and the folder if it was not — is removed again unless keep() is called, and a chart file it
// replaced gets its earlier content back: an earlier report of the same name links it, and its plan may have differed.
class ChartFolder {
public:
    ChartFolder(const QDir& parent, const QString& name) : m_parent(parent), m_name(name) {}
    ~ChartFolder()
    {
        if (!m_kept)
            discard();
    }
    ChartFolder(const ChartFolder&) = delete;
    ChartFolder& operator=(const ChartFolder&) = delete;

    // The folder, made when missing; an error naming it and the cause, or {}.
    QString create()
    {
        const QString path = m_parent.filePath(m_name);
        if (::mkdir(QFile::encodeName(path).constData(), 0777) == 0) {
            m_createdFolder = true;
            return {};
        }
        int error = errno;
        if (error == EEXIST && QFileInfo(path).isDir())
            return {}; // an earlier report's: reused, and left in place
        if (error == EEXIST)
            error = ENOTDIR; // a file of that name: "Not a directory" says why better than "File exists"
        // The cause joins the folder in %1, so the message keeps its existing translation.
        return ReportExporter::tr("cannot create the chart folder %1")
            .arg(QStringLiteral("%1: %2").arg(path, qt_error_string(error)));
    }

    // Writes one chart at `relative` (to the parent folder); OutputFile's error naming the file and the cause, or {}.
    QString write(const QString& relative, const QByteArray& svg)
    {
        const QString path = m_parent.filePath(relative);
        const bool existed = QFileInfo::exists(path);
        if (existed) {
            QFile old(path);
            if (!old.open(QIODevice::ReadOnly)) // not restorable: not replaced either
                return ReportExporter::tr("cannot write %1").arg(QStringLiteral("%1: %2").arg(path, old.errorString()));
            m_replaced.emplace_back(path, old.readAll());
        }
        if (QString err = OutputFile::write(path, svg); !err.isEmpty())
            return err;
        if (!existed)
            m_createdFiles << path;
        return {};
    }

    void keep() { m_kept = true; }

private:
    void discard()
    {
        for (const QString& file : std::as_const(m_createdFiles))
            QFile::remove(file);
        for (const auto& [file, content] : m_replaced)
            (void)OutputFile::write(file, content); // best effort: the export already reports its own failure
        if (m_createdFolder)
            m_parent.rmdir(m_name); // only when empty: a file someone put there meanwhile stays, with its folder
    }

    QDir m_parent;
    QString m_name;
    QStringList m_createdFiles;
    std::vector<std::pair<QString, QByteArray>> m_replaced; // a chart file this export overwrote, and what it held
    bool m_createdFolder = false;
    bool m_kept = false;
};

// The Markdown report and its charts, all or nothing (issue 31).
QString writeMarkdown(const ReportContent& content, const QHash<QString, QList<QByteArray>>& svgs, const QString& path,
                      const fleet::app::WriteOptions& output)
{
    const QFileInfo info(path);
    const QString dirName = info.completeBaseName() + QStringLiteral("-charts");
    ChartFolder folder(info.dir(), dirName);
    if (!svgs.isEmpty())
        if (QString err = folder.create(); !err.isEmpty())
            return err;
    QHash<QString, QStringList> files;
    for (auto it = svgs.cbegin(); it != svgs.cend(); ++it)
        for (int i = 0; i < it.value().size(); ++i) {
            const QString rel = QStringLiteral("%1/%2-%3.svg").arg(dirName, it.key()).arg(i + 1);
            if (QString err = folder.write(rel, it.value().at(i)); !err.isEmpty())
                return err;
            files[it.key()].append(rel);
        }
    if (QString err = OutputFile::write(path, MarkdownReport::write(content, files), output); !err.isEmpty())
        return err;
    folder.keep();
    return {};
}

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
        return writeMarkdown(content, charts.svgs(kHtmlChartSize), path, options.output);
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

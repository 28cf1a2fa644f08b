#include "ReportCommand.h"

#include "CliOutput.h"
#include "io/OutputFile.h"
#include "report/CsvReport.h"
#include "report/JsonReport.h"
#include "report/ReportContent.h"

namespace fleet::app {

int ReportCommand::run(const fleet::Scenario& scenario, const CatalogPtr& catalog,
                       const QHash<QString, QString>& options)
{
    const QString out = options.value(QStringLiteral("-o"));
    if (out.isEmpty()) {
        m_err << "error: report needs -o OUT.pdf|.html|.md|.csv|.json\n";
        return 2;
    }
    if (!report::ReportFormats::fromPath(out)) {
        m_err << "error: " << report::ReportFormats::unsupportedMessage(out) << "\n";
        return 2;
    }
    const QString pageText = options.value(QStringLiteral("--page"), QStringLiteral("a4"));
    const std::optional<report::PageSize> page = report::ReportFormats::pageFromString(pageText);
    if (!page) {
        m_err << "error: --page: unknown page size '" << pageText << "' (a4, letter)\n";
        return 2;
    }
    const report::ReportFormat format = *report::ReportFormats::fromPath(out);
    const bool tabular = format == report::ReportFormat::Csv || format == report::ReportFormat::Json;
    if (!tabular && !writer()) {
        m_err << "error: PDF, HTML and Markdown reports are unavailable: this fleetplanner-cli was built without "
                 "the GUI libraries (FLEET_BUILD_GUI=OFF), which draw the report's charts; .csv and .json work\n";
        return 2;
    }
    if (!checkOutputPath(out, m_err)) // before the evaluation and the charts
        return 2;
    const EvaluationPtr evaluation = Evaluation::compute(scenario, catalog); // what the GUI's report reads
    const ResultsPtr& results = evaluation->results();
    const bool nonFinite = printIssues(*results, m_err);
    // CSV and JSON have no charts: written here, so they also work in builds without the GUI.
    auto writeTabular = [&]() -> QString {
        const report::ReportContent content = report::buildReport(scenario, *results, *catalog);
        return OutputFile::write(out, format == report::ReportFormat::Csv ? report::CsvReport::write(content)
                                                                          : report::JsonReport::write(content));
    };
    if (const QString err = tabular ? writeTabular() : writer()(evaluation, out, *page); !err.isEmpty()) {
        m_err << "error: " << err << "\n";
        return 2;
    }
    return results->hasErrors() || nonFinite ? 1 : 0;
}

} // namespace fleet::app

#pragma once
// Writes a planning report in any format (by the path's extension, or the given format): builds the
// content, renders the charts through the application's views when the format shows charts, saves
// atomically (OutputFile; the path is checked before any chart is drawn). Used by File → Export report… and `fleetplanner-cli report`. Needs a QApplication for PDF,
// HTML and Markdown (charts); CSV and JSON need none.
#include "evaluation/Evaluation.h"
#include "io/OutputFile.h"
#include "report/ReportFormat.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

namespace fleet::views {

class ReportExporter {
    Q_DECLARE_TR_FUNCTIONS(ReportExporter)
public:
    struct Options {
        fleet::app::report::PageSize page = fleet::app::report::PageSize::A4;
        std::optional<fleet::app::report::ReportFormat> format; // empty: from the extension
        // PDF only: called as pages are laid out with (done, total); return false to cancel (nothing is written).
        std::function<bool(int done, int total)> progress;
        fleet::app::WriteOptions output; // e.g. the user confirmed replacing a read-only file
    };
    // Returns an error message naming what failed, cancelledMessage() when progress cancelled, or {} on success. Markdown also writes its charts as SVG
    // files into "<name>-charts/" next to the .md and links them; when any of it fails, the chart files and the
    // folder this call created are removed again (files it replaced, and a folder that was there, stay).
    static QString write(const fleet::app::EvaluationPtr& evaluation, const QString& path, const Options& options);
    static QString cancelledMessage();
    static QString write(const fleet::app::EvaluationPtr& evaluation, const QString& path)
    {
        return write(evaluation, path, Options{});
    }
};

} // namespace fleet::views

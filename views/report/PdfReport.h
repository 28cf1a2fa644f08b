#pragma once
// The report as PDF (A4 or Letter): QTextDocument lays out the HTML blocks page by page (tables break
// between rows), the charts are painted as vectors straight from their QChart scenes onto the PDF device,
// and every page gets a footer. Fonts are embedded by Qt's PDF engine.
#include "report/ReportContent.h"
#include "report/ReportFormat.h"

#include <QCoreApplication>
#include <QIODevice>

#include <functional>

namespace fleet::views {

class ReportCharts;

class PdfReport {
    Q_DECLARE_TR_FUNCTIONS(PdfReport)
public:
    // Called after each laid-out block with (done, total); returning false stops the export.
    using Progress = std::function<bool(int done, int total)>;
    // Writes the PDF to `device`; returns the number of pages, or 0 when `progress` stopped it.
    static int write(const fleet::app::report::ReportContent& content, ReportCharts& charts, QIODevice* device,
                     fleet::app::report::PageSize page, const Progress& progress = {});
};

} // namespace fleet::views

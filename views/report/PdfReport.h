#pragma once
// The report as PDF (A4 or Letter): QTextDocument lays out the HTML blocks page by page (tables break
// between rows), the charts are painted as vectors straight from their QChart scenes onto the PDF device,
// and every page gets a footer. Fonts are embedded by Qt's PDF engine.
#include "report/ReportContent.h"
#include "report/ReportFormat.h"

#include <QCoreApplication>
#include <QIODevice>

namespace fleet::views {

class ReportCharts;

class PdfReport {
    Q_DECLARE_TR_FUNCTIONS(PdfReport)
public:
    // Writes the PDF to `device`; returns the number of pages.
    static int write(const fleet::app::report::ReportContent& content, ReportCharts& charts, QIODevice* device,
                     fleet::app::report::PageSize page);
};

} // namespace fleet::views

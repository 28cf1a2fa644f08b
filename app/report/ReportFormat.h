#pragma once
// Report output formats, chosen by the output file's extension (CLI -o, GUI save dialog).
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::app::report {

enum class ReportFormat { Pdf, Html, Markdown, Csv, Json };
enum class PageSize { A4, Letter };

class ReportFormats {
    Q_DECLARE_TR_FUNCTIONS(ReportFormats)
public:
    // .pdf, .html/.htm, .md/.markdown, .csv, .json (case-insensitive); nothing for anything else.
    static std::optional<ReportFormat> fromPath(const QString& path);
    static QString extension(ReportFormat f); // "pdf", "html", "md", "csv", "json"
    static QStringList extensions();          // every accepted extension, for messages
    // "a4" | "letter" (case-insensitive)
    static std::optional<PageSize> pageFromString(const QString& s);
    // Save-dialog filters, one per format, in ReportFormat order; translated.
    static QStringList dialogFilters();
    static ReportFormat fromDialogFilter(const QString& filter);
    // The message for an unsupported extension, naming the accepted ones.
    static QString unsupportedMessage(const QString& path);
};

} // namespace fleet::app::report

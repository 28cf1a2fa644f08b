#pragma once
// The report as Markdown: every section as headings and tables, derivations included. Charts are not
// embedded; when `chartFiles` names image files (relative paths, written next to the .md by the caller),
// each domain section links its charts.
#include "report/ReportContent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>

namespace fleet::app::report {

class MarkdownReport {
    Q_DECLARE_TR_FUNCTIONS(MarkdownReport)
public:
    static QByteArray write(const ReportContent& content, const QHash<QString, QStringList>& chartFiles = {});
};

} // namespace fleet::app::report

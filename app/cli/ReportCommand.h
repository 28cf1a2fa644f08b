#pragma once
// `fleetplanner-cli report [FILE | --preset NAME] [--set KEY=VALUE]... -o OUT.(pdf|html|md|csv|json)
// [--page a4|letter]`: CSV and JSON are written here (they work without the GUI libraries); PDF, HTML and
// Markdown need the charts, drawn by the writer the executable installs when it links the views.
#include "catalog/CatalogProvider.h"
#include "evaluation/Evaluation.h"
#include "report/ReportFormat.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace fleet::app {

class ReportCommand {
public:
    // Writes a report file with its charts: returns an error message or {}.
    using Writer = std::function<QString(const EvaluationPtr&, const QString& path, report::PageSize page)>;
    static void setWriter(Writer w) { writer() = std::move(w); }
    static QStringList valuedOptions() { return {QStringLiteral("-o"), QStringLiteral("--page")}; }

    ReportCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}
    int run(const fleet::Scenario& scenario, const CatalogPtr& catalog, const QHash<QString, QString>& options);

private:
    static Writer& writer()
    {
        static Writer w;
        return w;
    }
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app

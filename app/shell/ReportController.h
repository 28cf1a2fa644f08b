#pragma once
// File → Export report…: asks for a file (the dialog's filter picks the format: PDF, HTML, Markdown, CSV,
// JSON), writes the report of the latest evaluated plan with views/report/ReportExporter under a busy
// cursor, and shows errors. PDF pages are Letter where the locale measures in US units, else A4.
#include "io/OutputFile.h"

#include <QObject>

class QWidget;

namespace fleet::app {

class Evaluator;

class ReportController : public QObject {
    Q_OBJECT
public:
    // Reports the evaluator's latest Evaluation (its scenario, catalog and results together).
    ReportController(Evaluator* evaluator, QWidget* window);

    void exportReport();
    // Writes without asking; returns an error message or {}.
    QString exportTo(const QString& path, const WriteOptions& output = {});

signals:
    void statusMessage(const QString& message);

private:
    Evaluator* m_evaluator;
    QWidget* m_window;
};

} // namespace fleet::app

#include "ReportController.h"

#include "common/OutputQuestion.h"
#include "evaluation/Evaluator.h"
#include "report/ReportExporter.h"
#include "report/ReportFormat.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace fleet::app {

using report::ReportFormat;
using report::ReportFormats;

ReportController::ReportController(Evaluator* evaluator, QWidget* window)
    : QObject(window), m_evaluator(evaluator), m_window(window)
{
}

void ReportController::exportReport()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("report/lastDir"),
                                       QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    QString name = m_evaluator->latest() ? QString::fromStdString(m_evaluator->latest()->scenario().name) : QString();
    name.replace(QRegularExpression(QStringLiteral("[^\\w.-]+")), QStringLiteral("-"));
    const QStringList filters = ReportFormats::dialogFilters();
    QString filter = filters.value(settings.value(QStringLiteral("report/lastFormat"), 0).toInt(), filters.first());
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export report"),
        QDir(dir).filePath(name + u'.' + ReportFormats::extension(ReportFormats::fromDialogFilter(filter))),
        filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    const ReportFormat format = ReportFormats::fromDialogFilter(filter);
    if (ReportFormats::fromPath(path) != format)
        path += u'.' + ReportFormats::extension(format);
    settings.setValue(QStringLiteral("report/lastDir"), QFileInfo(path).absolutePath());
    settings.setValue(QStringLiteral("report/lastFormat"), static_cast<int>(format));
    const auto output = views::OutputQuestion::ask(m_window, tr("Export report"), path);
    if (!output)
        return;
    if (const QString err = exportTo(path, *output); !err.isEmpty())
        QMessageBox::warning(m_window, tr("Export report"), tr("The report was not written: %1").arg(err));
}

QString ReportController::exportTo(const QString& path, const WriteOptions& output)
{
    const EvaluationPtr evaluation = m_evaluator->latest(); // the scenario and its results together, kept alive
    if (!evaluation)
        return tr("the plan has not been evaluated yet");
    views::ReportExporter::Options options;
    options.output = output;
    options.page = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? report::PageSize::Letter
                                                                               : report::PageSize::A4;
    QElapsedTimer timer;
    timer.start();
    // Charts are painted in the GUI thread; a PDF takes a few seconds, so its layout reports progress and
    // keeps the window painting (the dialog is window-modal: the plan cannot change meanwhile).
    QProgressDialog dialog(tr("Writing the report…"), tr("Cancel"), 0, 100, m_window);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(500);
    options.progress = [&dialog](int done, int total) {
        dialog.setMaximum(total);
        dialog.setValue(done);
        QCoreApplication::processEvents(); // the dialog blocks input to the window, not its Cancel button
        return !dialog.wasCanceled();
    };
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const QString err = views::ReportExporter::write(evaluation, path, options);
    QGuiApplication::restoreOverrideCursor();
    dialog.reset();
    if (err == views::ReportExporter::cancelledMessage()) {
        emit statusMessage(tr("Report export cancelled"));
        return {};
    }
    if (err.isEmpty())
        emit statusMessage(tr("Report written to %1 (%2 ms)").arg(QDir::toNativeSeparators(path)).arg(timer.elapsed()));
    return err;
}

} // namespace fleet::app

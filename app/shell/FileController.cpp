#include "FileController.h"

#include "CatalogRowStore.h"
#include "catalog/PlanHardware.h"
#include "common/OutputQuestion.h"
#include "document/ScenarioDocument.h"
#include "presets/Presets.h"
#include "settings/RecentFiles.h"

#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>

namespace fleet::app {

namespace {
QString fileFilter() { return FileController::tr("FleetPlanner plans (*.fleetplan);;All files (*)"); }
} // namespace

FileController::FileController(ScenarioDocument* doc, CatalogPtr catalog, QWidget* window)
    : QObject(window), m_doc(doc), m_catalog(std::move(catalog)), m_window(window)
{
}

void FileController::newFromPreset(const QString& name)
{
    if (!maybeSave())
        return;
    const ScenarioReadResult r = Presets::load(name);
    if (!r.scenario) {
        QMessageBox::critical(m_window, tr("Cannot load preset"), r.error);
        return;
    }
    m_doc->reset(*r.scenario, QString());
    emit statusMessage(tr("New plan from preset %1").arg(name));
}

bool FileController::newFromScenario(const fleet::Scenario& scenario, const QString& statusLabel)
{
    if (!maybeSave())
        return false;
    m_doc->reset(scenario, QString());
    emit statusMessage(statusLabel);
    return true;
}

bool FileController::openFile(const QString& path)
{
    const ScenarioReadResult r = m_doc->open(path);
    if (!r.scenario) {
        showError(tr("Cannot open plan"), r.error);
        return false;
    }
    RecentFiles::add(path);
    QStringList notes = r.warnings;
    // The hardware the plan carries: a row this catalog lacks or holds with other values is named, never
    // replaced silently (the CLI lays them over its catalog; `fleetplanner-cli catalog import PLAN` adds them).
    const CarriedHardware carried = compareCarriedRows(
        r.catalog.rows, fleet::catalog::mergedRows(fleet::catalog::builtinRows(),
                                                   fleet::catalog::readUserRows(m_userCatalogPath).rows));
    if (const QStringList rows = carried.describe(); !rows.isEmpty())
        notes << tr("The plan carries hardware rows that this catalog lacks or holds with other values; it is "
                    "evaluated with this catalog (add the plan's rows with: fleetplanner-cli catalog import %1):\n%2")
                     .arg(path, rows.join(u'\n'));
    else if (!r.catalog.contentHash.isEmpty() && r.catalog.contentHash.toStdString() != m_catalog->contentHash &&
             r.catalog.rows.isEmpty())
        notes << tr("The plan was saved with another catalog (%1…); its results are recomputed with the current one (%2…).")
                     .arg(r.catalog.contentHash.left(12), QString::fromStdString(m_catalog->contentHash).left(12));
    if (!notes.isEmpty() && m_hook)
        m_hook(notes.join(QStringLiteral("\n\n")), false);
    else if (!notes.isEmpty())
        QMessageBox::information(m_window, tr("Plan opened with notes"), notes.join(QStringLiteral("\n\n")));
    emit statusMessage(tr("Opened %1").arg(path));
    offerCarriedRows(carried);
    return true;
}

void FileController::offerCarriedRows(const CarriedHardware& carried)
{
    // Only rows this catalog lacks: a row that differs stays as it is until the user has compared the two.
    QList<fleet::catalog::RowChange> changes;
    for (const CarriedRow& r : carried.rows)
        if (r.isNew())
            changes.append({r.plan.table, r.plan.id(), r.plan});
    if (changes.isEmpty() || m_userCatalogPath.isEmpty())
        return;
    const QString question = tr("Add the %n hardware row(s) this plan carries to your user catalog (%1)? They are "
                                "used from the next start.",
                                nullptr, int(changes.size()))
                                 .arg(m_userCatalogPath);
    const bool yes = m_hook
                         ? m_hook(question, true)
                         : QMessageBox::question(m_window, tr("Add the plan's hardware"), question) == QMessageBox::Yes;
    if (!yes)
        return;
    if (const QString err = fleet::catalog::writeUserRows(m_userCatalogPath, changes); !err.isEmpty())
        showError(tr("Cannot add the plan's hardware"), err);
    else
        emit statusMessage(tr("Added %n hardware row(s) to %1", nullptr, int(changes.size())).arg(m_userCatalogPath));
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open plan"), dir, fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveTo(m_doc->filePath());
}

bool FileController::saveTo(const QString& path)
{
    const auto options = views::OutputQuestion::ask(m_window, tr("Save plan"), path, m_hook);
    if (!options)
        return false;
    CatalogReference ref{QString::fromStdString(m_catalog->id), QString::fromStdString(m_catalog->contentHash), {}};
    ref.rows = rowsToEmbed(m_doc->scenario(), *m_catalog, fleet::catalog::readUserRows(m_userCatalogPath).rows);
    // On failure the plan stays modified and its autosave stays in place: nothing is lost.
    if (const QString err = m_doc->saveAs(path, ref, *options); !err.isEmpty()) {
        showError(tr("Cannot save plan"), err);
        return false;
    }
    RecentFiles::add(path);
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

void FileController::showError(const QString& title, const QString& text)
{
    if (m_hook)
        m_hook(text, false);
    else
        QMessageBox::critical(m_window, title, text);
}

bool FileController::saveAs()
{
    QString suggested = m_doc->filePath();
    if (suggested.isEmpty())
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QStringLiteral("/plan.fleetplan");
    // The dialog appends the suffix itself, so its overwrite question covers the final name.
    QFileDialog dialog(m_window, tr("Save plan as"), suggested, fileFilter());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("fleetplan"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    return saveTo(dialog.selectedFiles().constFirst());
}

bool FileController::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved changes"),
                                             tr("%1 has unsaved changes. Save them?").arg(m_doc->displayName()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::populateRecentMenu(QMenu* menu)
{
    menu->clear();
    const QStringList files = RecentFiles::list();
    for (const QString& f : files)
        menu->addAction(f, this, [this, f] {
            if (maybeSave())
                openFile(f);
        });
    if (files.isEmpty())
        menu->addAction(tr("No recent plans"))->setEnabled(false);
    else {
        menu->addSeparator();
        menu->addAction(tr("Clear list"), this, [] { RecentFiles::clear(); });
    }
}

} // namespace fleet::app

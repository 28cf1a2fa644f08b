#include "FileController.h"

#include "CatalogRowStore.h"
#include "catalog/PlanHardware.h"
#include "common/OutputQuestion.h"
#include "document/ScenarioDocument.h"
#include "presets/Presets.h"
#include "settings/RecentFiles.h"

#include <QFileDialog>
#include <QUndoStack>
#include <QLineEdit>
#include <QInputDialog>
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
        notes << tr("The plan carries hardware rows that this catalog lacks or holds with other values:\n%2\n"
                    "Rows this catalog lacks are used from the plan; where a row differs, you choose. "
                    "(From a script: fleetplanner-cli catalog import %1.)")
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
    m_doc->setCarriedRows(offerCarriedRows(carried));
    return true;
}

QList<fleet::catalog::CatalogRow> FileController::offerCarriedRows(const CarriedHardware& carried)
{
    QList<fleet::catalog::CatalogRow> use;
    for (const CarriedRow& r : carried.rows)
        if (r.isNew())
            use.append(r.plan); // without it the plan cannot be evaluated here
    if (m_userCatalogPath.isEmpty())
        return use; // built-in only: nothing to add to
    QList<fleet::catalog::RowChange> missing, differing;
    QStringList sideBySide; // "accelerators my-chip — hbm_tb_per_s: plan 4.1, yours 5"
    for (const CarriedRow& r : carried.rows) {
        if (r.isNew())
            missing.append({r.plan.table, r.plan.id(), r.plan});
        if (!r.isDifferent())
            continue;
        differing.append({r.plan.table, r.plan.id(), r.plan});
        QStringList cells;
        for (const QString& column : r.differences)
            cells << tr("%1: plan %2, yours %3")
                         .arg(column, fleet::catalog::valueText(r.plan.value(column)),
                              fleet::catalog::valueText(r.local->value(column)));
        sideBySide << QStringLiteral("%1 %2 — %3").arg(r.plan.table, r.plan.id(), cells.join(QStringLiteral("; ")));
    }
    auto ask = [this](const QString& title, const QString& question) {
        return m_hook ? m_hook(question, true)
                      : QMessageBox::question(m_window, title, question, QMessageBox::Yes | QMessageBox::No,
                                              QMessageBox::No) == QMessageBox::Yes;
    };
    auto write = [this](const QList<fleet::catalog::RowChange>& changes) {
        if (const QString err = fleet::catalog::writeUserRows(m_userCatalogPath, changes); !err.isEmpty())
            showError(tr("Cannot add the plan's hardware"), err);
        else
            emit statusMessage(
                tr("Wrote %n hardware row(s) to %1", nullptr, int(changes.size())).arg(m_userCatalogPath));
    };
    if (!missing.isEmpty() &&
        ask(tr("Add the plan's hardware"),
            tr("Add the %n hardware row(s) this plan carries to your user catalog (%1)? The plan uses them either "
               "way; added, every plan can.",
               nullptr, int(missing.size()))
                .arg(m_userCatalogPath)))
        write(missing);
    // A row that differs is shown value beside value; yours stays unless the user chooses the plan's.
    if (!differing.isEmpty() &&
        ask(tr("The plan's hardware differs"),
            tr("The plan's rows differ from your user catalog's:\n%1\n\nReplace yours with the plan's? (No: the plan "
               "is evaluated with yours.)")
                .arg(sideBySide.join(u'\n')))) {
        write(differing);
        for (const fleet::catalog::RowChange& c : differing)
            use.append(*c.row);
    }
    return use;
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
    // The user rows the plan uses: the user catalog's, and those it carries from its own file (a row the user
    // catalog also holds is the user's: the plan is evaluated with it unless the user chose the plan's, which then
    // replaced it there).
    ref.rows = rowsToEmbed(m_doc->scenario(), *m_catalog,
                           fleet::catalog::mergedRows(m_doc->carriedRows(),
                                                      fleet::catalog::readUserRows(m_userCatalogPath).rows));
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
    return saveAsPath(dialog.selectedFiles().constFirst());
}

bool FileController::saveAsPath(const QString& path)
{
    const int before = m_doc->undoStack()->index();
    m_doc->nameFromFile(path);
    if (saveTo(path))
        return true;
    if (m_doc->undoStack()->index() > before) // not saved: the plan keeps the name it had
        m_doc->undoStack()->undo();
    return false;
}

void FileController::renamePlan()
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Rename plan"), tr("Name of the plan (the report's title):"),
                                               QLineEdit::Normal, QString::fromStdString(m_doc->scenario().name), &ok);
    if (!ok)
        return;
    if (const QString err = m_doc->rename(name); !err.isEmpty())
        showError(tr("Cannot rename the plan"), err);
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

// The catalog window's CSV import and export (issue #13, "CSV import and export of catalog rows"): the same
// all-or-nothing reader as `fleetplanner-cli catalog import` (catalogs/src/CatalogCsv), written as one undoable
// step of the window; the export writes the shown kind's rows through the checked writer (io/OutputFile).
#include "catalog/CatalogWindow.h"

#include "CatalogCsv.h"
#include "catalog/CatalogRowSet.h"
#include "catalog/CatalogTableModel.h"
#include "io/OutputFile.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

namespace fleet::views {

using fleet::catalog::CatalogRow;
using fleet::catalog::RowChange;

QString CatalogWindow::importCsv(const QString& path)
{
    if (!m_rows->writable())
        return tr("The application runs with the built-in catalog only: there is no user catalog to import into.");
    const QString table = m_models.value(currentKind())->table();
    const fleet::catalog::CsvImport csv = fleet::catalog::readCatalogCsvFile(path, table);
    if (!csv.ok())
        return tr("Nothing was imported from %1:\n%2").arg(path, csv.problems.join(u'\n'));
    QList<RowChange> changes;
    for (const CatalogRow& r : csv.rows)
        changes.append({r.table, r.id(), r});
    if (const QString err = commit(
            changes,
            tr("Import %n %1 row(s) from %2", nullptr, int(changes.size())).arg(table, QFileInfo(path).fileName()));
        !err.isEmpty())
        return err;
    statusBar()->showMessage(tr("Imported %n row(s) from %1", nullptr, int(changes.size())).arg(path), 10000);
    return {};
}

QString CatalogWindow::exportCsv(const QString& path) const
{
    const QString table = m_models.value(currentKind())->table();
    QList<CatalogRow> rows;
    for (const CatalogRowSet::Entry& e : m_rows->entries(table))
        rows.append(e.row);
    return fleet::app::OutputFile::write(path, fleet::catalog::writeCatalogCsv(table, rows));
}

void CatalogWindow::importCsvAsked()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import catalog rows"), QString(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString err = importCsv(path); !err.isEmpty())
        showError(err);
}

void CatalogWindow::exportCsvAsked()
{
    const QString table = m_models.value(currentKind())->table();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export catalog rows"), table + QStringLiteral(".csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString err = exportCsv(path); !err.isEmpty())
        showError(err);
    else
        statusBar()->showMessage(tr("Exported the %1 rows to %2").arg(table, path), 10000);
}

} // namespace fleet::views

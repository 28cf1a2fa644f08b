// The catalog window's "Import Hugging Face config…" (issue 27): the same reader as `fleetplanner-cli catalog
// import-model` (app/catalog/HfModelImport), the row written as one undoable step of the window.
#include "catalog/CatalogWindow.h"

#include "catalog/CatalogRowSet.h"
#include "catalog/HfModelImport.h"

#include <QFileDialog>
#include <QStatusBar>

namespace fleet::views {

QString CatalogWindow::importHfConfig(const QString& path)
{
    if (!m_rows->writable())
        return tr("The application runs with the built-in catalog only: there is no user catalog to import into.");
    fleet::app::HfModelImport in = fleet::app::readHfConfigFile(path, {}, {});
    if (!in.row)
        return tr("Nothing was imported:\n%1").arg(in.error);
    // The id comes from the config's name; one the catalog holds is replaced only when the user says so, else the
    // model gets the next free id.
    const QString table = in.row->table;
    if (m_rows->find(table, in.row->id()) &&
        !ask(tr("Replace a model"), tr("The catalog already has a model %1. Replace it with the imported one? "
                                       "(No: import it under another id.)")
                                        .arg(in.row->id()))) {
        QString id = in.row->id();
        for (int n = 2; m_rows->find(table, id); ++n)
            id = QStringLiteral("%1-%2").arg(in.row->id()).arg(n);
        in = fleet::app::readHfConfigFile(path, id, {});
        if (!in.row)
            return tr("Nothing was imported:\n%1").arg(in.error);
    }
    if (const QString err = commit({{in.row->table, in.row->id(), *in.row}},
                                   tr("Import model %1 from its config.json").arg(in.row->id()));
        !err.isEmpty())
        return err;
    showKind(fleet::CatalogKind::Models);
    selectRow(in.row->id());
    emit modelImported(in.row->id());
    statusBar()->showMessage(tr("Imported model %1: %2 B total, %3 B active parameters (%4)")
                                 .arg(in.row->id())
                                 .arg(in.count.total / 1e9, 0, 'f', 2)
                                 .arg(in.count.active / 1e9, 0, 'f', 2)
                                 .arg(in.architectureName),
                             10000);
    return {};
}

void CatalogWindow::importHfConfigAsked()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a Hugging Face config"), QString(),
                                                      tr("config.json (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString err = importHfConfig(path); !err.isEmpty())
        showError(err);
}

} // namespace fleet::views

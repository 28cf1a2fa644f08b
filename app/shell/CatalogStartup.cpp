#include "CatalogStartup.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTextStream>

namespace fleet::app {

CatalogLoad CatalogStartup::load(const QString& userCatalogPath, bool interactive, const Hook& hook)
{
    CatalogLoad load = loadCatalog(userCatalogPath);
    QTextStream err(stderr);
    if (!load.catalog) {
        if (!interactive)
            err << "error: " << load.error << '\n';
        return load;
    }
    if (!load.warning.isEmpty()) {
        if (!interactive) { // nobody to ask: fail like the CLI, never compute with other hardware unnoticed
            err << "error: " << load.warning << '\n';
            load.error = load.warning;
            load.catalog.reset();
            return load;
        }
        const QString text = tr("%1\n\nStart with the built-in catalog only? Your user catalog is left as it is.").arg(load.warning);
        Answer answer = Answer::Quit;
        if (hook) {
            answer = hook(text, true);
        } else {
            QMessageBox box(QMessageBox::Warning, tr("User catalog not used"), text);
            QPushButton* builtin = box.addButton(tr("Use the built-in catalog"), QMessageBox::AcceptRole);
            box.addButton(tr("Quit"), QMessageBox::RejectRole);
            box.setDefaultButton(builtin);
            box.exec();
            answer = box.clickedButton() == builtin ? Answer::UseBuiltin : Answer::Quit;
        }
        if (answer == Answer::Quit) {
            load.error = load.warning;
            load.catalog.reset();
            return load;
        }
    }
    if (!load.skippedRows.isEmpty()) {
        if (!interactive || hook) {
            for (const QString& row : load.skippedRows)
                err << "warning: " << row << '\n';
            if (hook)
                hook(load.skippedRows.join(u'\n'), false);
        } else {
            QMessageBox box(QMessageBox::Warning, tr("Catalog rows skipped"),
                            tr("Catalog rows that break the catalog's rules were skipped; the other rows are used."));
            box.setInformativeText(load.skippedRows.constFirst());
            box.setDetailedText(load.skippedRows.join(u'\n'));
            box.exec();
        }
    }
    return load;
}

} // namespace fleet::app

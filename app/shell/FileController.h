#pragma once
// File handling of the main window: new from preset, open, recent files, save, save as, and the
// "save changes?" question. Errors are shown with the path and the reason; nothing is lost on failure.
#include "catalog/CatalogProvider.h"
#include "scenario/Scenario.h"

#include <QObject>

#include <QList>

#include <functional>

class QMenu;
class QWidget;

namespace fleet::catalog {
struct CatalogRow;
}

namespace fleet::app {

class ScenarioDocument;
struct CarriedHardware;

class FileController : public QObject {
    Q_OBJECT
public:
    FileController(ScenarioDocument* doc, CatalogPtr catalog, QWidget* window);
    // The catalog changed (the catalog window edited the user catalog).
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }

    void newFromPreset(const QString& name);
    // Replaces the plan with `scenario` as a new, untitled, unmodified plan (asks to save first);
    // false if the user cancelled.
    bool newFromScenario(const fleet::Scenario& scenario, const QString& statusLabel);
    bool openFile(const QString& path);
    void open();
    bool save();
    bool saveAs();
    // Save As to a path chosen already (the dialog's, or a test's): the plan takes the file's base name unless the
    // user named it (issue 31 point 5); on failure the name is put back.
    bool saveAsPath(const QString& path);
    // File → Rename plan…: asks for the name (the report's title); one undo step.
    void renamePlan();
    // Asks to save unsaved changes; false if the user cancelled.
    bool maybeSave();
    void populateRecentMenu(QMenu* menu);
    // Tests: answers questions (a read-only target, hard links: return true to go on) and receives error
    // messages (question = false) instead of dialogs.
    void setDialogHook(std::function<bool(const QString& text, bool question)> hook) { m_hook = std::move(hook); }
    // The user catalog the app runs with (empty: built-in only): a saved plan embeds the user rows it uses, and
    // an opened plan's rows are compared with it (issue 13).
    void setUserCatalogPath(const QString& path) { m_userCatalogPath = path; }

signals:
    void statusMessage(const QString& message);
    // The hardware rows an opened plan carries and is evaluated with (those this catalog lacks, and differing ones
    // the user chose) go to the document (ScenarioDocument::setCarriedRows); the user catalog on disk changes only
    // where the user agreed.

private:
    // Checks the target (asking about read-only files and hard links), then saves; false if not saved.
    bool saveTo(const QString& path);
    // Offers to add the rows a plan carries that this catalog lacks to the user catalog, and to replace the
    // local rows that differ; returns the plan's rows to evaluate with (the new ones, and the differing ones the
    // user chose).
    QList<fleet::catalog::CatalogRow> offerCarriedRows(const CarriedHardware& carried);
    void showError(const QString& title, const QString& text);

    ScenarioDocument* m_doc;
    CatalogPtr m_catalog;
    QWidget* m_window;
    std::function<bool(const QString&, bool)> m_hook;
    QString m_userCatalogPath;
};

} // namespace fleet::app

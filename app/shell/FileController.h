#pragma once
// File handling of the main window: new from preset, open, recent files, save, save as, and the
// "save changes?" question. Errors are shown with the path and the reason; nothing is lost on failure.
#include "catalog/CatalogProvider.h"
#include "scenario/Scenario.h"

#include <QObject>

class QMenu;
class QWidget;

namespace fleet::app {

class ScenarioDocument;

class FileController : public QObject {
    Q_OBJECT
public:
    FileController(ScenarioDocument* doc, CatalogPtr catalog, QWidget* window);

    void newFromPreset(const QString& name);
    // Replaces the plan with `scenario` as a new, untitled, unmodified plan (asks to save first);
    // false if the user cancelled.
    bool newFromScenario(const fleet::Scenario& scenario, const QString& statusLabel);
    bool openFile(const QString& path);
    void open();
    bool save();
    bool saveAs();
    // Asks to save unsaved changes; false if the user cancelled.
    bool maybeSave();
    void populateRecentMenu(QMenu* menu);

signals:
    void statusMessage(const QString& message);

private:
    ScenarioDocument* m_doc;
    CatalogPtr m_catalog;
    QWidget* m_window;
};

} // namespace fleet::app

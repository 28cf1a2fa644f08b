#pragma once
// The fleet builder: one section per concern, one editor per scenario input key, generated from
// ScenarioSchema (type, range, unit, catalog ids). Editors never hold state of their own: every edit
// goes to the document as an undoable command, and editors follow the document's changes.
#include "catalog/CatalogProvider.h"
#include "scenario/FieldValue.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QToolBox;

namespace fleet {
struct FieldSpec;
}

namespace fleet::app {
class ScenarioDocument;
}

namespace fleet::views {

class ModelLibraryRow;

class FleetBuilderPanel : public QWidget {
    Q_OBJECT
public:
    FleetBuilderPanel(fleet::app::ScenarioDocument* doc, fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);

    QWidget* editorFor(const QString& key) const { return m_editors.value(key); }
    void focusKey(const QString& key);
    // The catalog changed (the catalog window edited the user catalog): the catalog lists are rebuilt.
    void setCatalog(fleet::app::CatalogPtr catalog);

signals:
    void editRejected(const QString& message);
    // The Model section's "Import Hugging Face config…": the shell imports it into the catalog and picks it.
    void importModelRequested();

private:
    QWidget* createEditor(const fleet::FieldSpec& f);
    void fillCatalogCombo(QComboBox* combo, const fleet::FieldSpec& f);
    void refresh(const QString& key);
    void refreshAll();
    // `typing`: a spin box's value (arrow keys, wheel, Enter); picks and toggles are always a step of their own.
    void commit(const QString& key, const fleet::FieldValue& v, bool typing = false);
    void endTyping();

    fleet::app::ScenarioDocument* m_doc;
    fleet::app::CatalogPtr m_catalog;
    QToolBox* m_toolBox;
    ModelLibraryRow* m_library = nullptr; // the Model section's search and import
    QHash<QString, QWidget*> m_editors;
    QHash<QString, int> m_sectionPage;
    QString m_typingKey;    // the spin box whose steps merge into one undo step
    int m_typingIndex = -1; // the undo index right after its last step
};

} // namespace fleet::views

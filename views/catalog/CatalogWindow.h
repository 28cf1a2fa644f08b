#pragma once
// The hardware catalog window (View → Hardware catalog…): one sortable, searchable table per kind with units
// and every row's provenance. Built-in rows are read-only; New, Duplicate, Edit and Delete change user rows,
// each one undoable step (the window's own QUndoStack) written to the user catalog in one transaction.
// userCatalogChanged() tells the application to reload the catalog so the open plan re-evaluates.
#include "hardware/Catalog.h"
#include "catalog/CatalogRowSet.h"

#include <QHash>
#include <QMainWindow>

#include <functional>

class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace fleet::views {

class CatalogRowEditor;
class CatalogTableModel;

class CatalogWindow : public QMainWindow {
    Q_OBJECT
public:
    // userPath empty: the built-in catalog only (the window then only shows rows).
    explicit CatalogWindow(const QString& userPath, QWidget* parent = nullptr);

    // The open plan's inputs that use a row ("Accelerator (fleet.accelerator)"); asked before a delete.
    using UsageCheck = std::function<QStringList(fleet::CatalogKind kind, const QString& id)>;
    void setUsageCheck(UsageCheck check) { m_usage = std::move(check); }
    // Tests: answer questions and run the editor without showing modal dialogs.
    void setQuestionHook(std::function<bool(const QString& text)> hook) { m_question = std::move(hook); }
    void setEditorHook(std::function<bool(CatalogRowEditor& editor)> hook) { m_editorHook = std::move(hook); }

    CatalogRowSet* rows() const { return m_rows; }
    QUndoStack* undoStack() const { return m_undo; }
    CatalogTableModel* model(fleet::CatalogKind kind) const { return m_models.value(kind); }
    QSortFilterProxyModel* proxy(fleet::CatalogKind kind) const { return m_proxies.value(kind); }
    QTableView* view(fleet::CatalogKind kind) const { return m_views.value(kind); }
    QLineEdit* searchField() const { return m_search; }
    fleet::CatalogKind currentKind() const;
    void showKind(fleet::CatalogKind kind);
    // Selects the row `id` of the current kind (clears the search if it hides the row); false if there is none.
    bool selectRow(const QString& id);
    QString selectedId() const;

    void newRow();
    void duplicateRow();
    void addThroughEditor(const QString& table, const fleet::catalog::CatalogRow& start);
    void editRow();
    void deleteRow();
    // CSV of the shown kind (catalogs/src/CatalogCsv): import is all or nothing and one undoable step; both
    // return an error in words or {}.
    QString importCsv(const QString& path);
    QString exportCsv(const QString& path) const;
    void importCsvAsked(); // with a file dialog
    void exportCsvAsked();
    // A Hugging Face config.json as a model row (app/catalog/HfModelImport, as `catalog import-model`), one
    // undoable step; returns an error in words (nothing written) or {}. The Models page's "Import Hugging Face
    // config…" asks for the file.
    QString importHfConfig(const QString& path);
    void importHfConfigAsked();
    // One undoable step: writes `changes`; returns the writer's error (nothing written, nothing pushed) or {}.
    QString commit(const QList<fleet::catalog::RowChange>& changes, const QString& text);

signals:
    // The user catalog file changed (an edit, an undo or a redo): reload the catalog.
    void userCatalogChanged();
    // A Hugging Face config became the model row `id` (after userCatalogChanged).
    void modelImported(const QString& id);

private:
    QWidget* createPage(fleet::CatalogKind kind);
    void updateActions();
    bool runEditor(CatalogRowEditor& editor);
    bool ask(const QString& title, const QString& text);
    void showError(const QString& text);
    QString freeId(const QString& table, const QString& base) const;

    CatalogRowSet* m_rows;
    QUndoStack* m_undo;
    QTabWidget* m_tabs;
    QLineEdit* m_search;
    QLabel* m_info;
    QLabel* m_count;
    QAction* m_new = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_edit = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_import = nullptr;
    QAction* m_importModel = nullptr;
    QHash<fleet::CatalogKind, CatalogTableModel*> m_models;
    QHash<fleet::CatalogKind, QSortFilterProxyModel*> m_proxies;
    QHash<fleet::CatalogKind, QTableView*> m_views;
    UsageCheck m_usage;
    std::function<bool(const QString&)> m_question;
    std::function<bool(CatalogRowEditor&)> m_editorHook;
};

} // namespace fleet::views

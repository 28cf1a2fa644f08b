#include "catalog/CatalogWindow.h"

#include "catalog/CatalogColumns.h"
#include "catalog/CatalogEditCommand.h"
#include "catalog/CatalogRowEditor.h"
#include "catalog/CatalogTableModel.h"

#include <QAction>
#include <QDate>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fleet::views {

using fleet::catalog::CatalogRow;
using fleet::catalog::RowChange;

CatalogWindow::CatalogWindow(const QString& userPath, QWidget* parent)
    : QMainWindow(parent), m_rows(new CatalogRowSet(userPath, this)), m_undo(new QUndoStack(this)),
      m_tabs(new QTabWidget(this)), m_search(new QLineEdit(this)), m_info(new QLabel(this)), m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("CatalogWindow"));
    setWindowTitle(tr("Hardware catalog"));
    setAttribute(Qt::WA_DeleteOnClose, false);

    auto* bar = addToolBar(tr("Catalog"));
    bar->setObjectName(QStringLiteral("catalogToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_search->setObjectName(QStringLiteral("catalogSearch"));
    m_search->setPlaceholderText(tr("Search rows (id, name, vendor, source, …)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(220);
    m_search->setMaximumWidth(360);
    bar->addWidget(m_search);
    bar->addSeparator();
    m_new = bar->addAction(tr("New…"), this, &CatalogWindow::newRow);
    m_new->setShortcut(QKeySequence::New);
    m_duplicate = bar->addAction(tr("Duplicate…"), this, &CatalogWindow::duplicateRow);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_edit = bar->addAction(tr("Edit…"), this, &CatalogWindow::editRow);
    m_edit->setShortcut(QKeySequence(Qt::Key_F2));
    m_delete = bar->addAction(tr("Delete"), this, &CatalogWindow::deleteRow);
    m_delete->setShortcut(QKeySequence::Delete);
    bar->addSeparator();
    m_import = bar->addAction(tr("Import CSV…"), this, &CatalogWindow::importCsvAsked);
    m_import->setToolTip(tr("Add or replace user rows of this kind from a CSV file (header: the column names); "
                            "a bad row refuses the whole file"));
    m_importModel = bar->addAction(tr("Import Hugging Face config…"), this, &CatalogWindow::importHfConfigAsked);
    m_importModel->setToolTip(tr("Add a model from its config.json (Llama, Mistral, Mixtral, Qwen2/3, Qwen3-MoE, "
                                 "DeepSeek-V3, GPT-OSS): its parameters are counted from the architecture"));
    QAction* exportAction = bar->addAction(tr("Export CSV…"), this, &CatalogWindow::exportCsvAsked);
    exportAction->setToolTip(tr("Save this kind's rows (built-in and yours) as CSV"));
    bar->addSeparator();
    // Fixed texts in the tool bar (the step undone or redone is in the tooltip, not the button).
    QAction* undo = bar->addAction(tr("Undo"), m_undo, &QUndoStack::undo);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = bar->addAction(tr("Redo"), m_undo, &QUndoStack::redo);
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(m_undo, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::undoTextChanged, undo, [undo](const QString& t) {
        undo->setToolTip(tr("Undo: %1 (Ctrl+Z)").arg(t));
    });
    connect(m_undo, &QUndoStack::redoTextChanged, redo, [redo](const QString& t) {
        redo->setToolTip(tr("Redo: %1 (Ctrl+Y)").arg(t));
    });
    for (QAction* a : {m_new, m_duplicate, m_edit, m_delete, undo, redo})
        a->setShortcutContext(Qt::WindowShortcut);

    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    m_info->setWordWrap(true);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString about =
        m_rows->writable()
            ? tr("Built-in rows are read-only (grey): duplicate one to make your own. User rows (U) are "
                 "stored in %1 and take precedence.")
                  .arg(m_rows->userPath())
            : tr("FleetPlanner was started with the built-in catalog only: rows can be viewed, not added.");
    // A user catalog that cannot be read (damaged, locked) says why for as long as it cannot, above its "user rows: 0".
    auto showReadError = [this, about] {
        m_info->setText(m_rows->readError().isEmpty() ? about : about + u'\n' + m_rows->readError());
    };
    showReadError();
    connect(m_rows, &CatalogRowSet::changed, this, showReadError);
    layout->addWidget(m_info);
    m_tabs->setObjectName(QStringLiteral("catalogTabs"));
    for (fleet::CatalogKind kind : CatalogColumns::shownKinds())
        m_tabs->addTab(createPage(kind), CatalogColumns::tableTitle(kind));
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    statusBar()->addWidget(m_count, 1);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        for (QSortFilterProxyModel* p : std::as_const(m_proxies))
            p->setFilterFixedString(text);
        updateActions();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &CatalogWindow::updateActions);
    connect(m_rows, &CatalogRowSet::changed, this, [this](bool written) {
        updateActions();
        if (written)
            emit userCatalogChanged();
    });
    if (!m_rows->readError().isEmpty())
        statusBar()->showMessage(m_rows->readError());
    updateActions();
    resize(1200, 640);
}

QWidget* CatalogWindow::createPage(fleet::CatalogKind kind)
{
    auto* model = new CatalogTableModel(m_rows, kind, this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(CatalogTableModel::SortRole);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setFilterKeyColumn(-1);
    auto* view = new QTableView;
    view->setObjectName(QStringLiteral("catalogTable_%1").arg(model->table()));
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideRight);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setMaximumSectionSize(280);
    view->horizontalHeader()->setHighlightSections(false);
    view->resizeColumnsToContents();
    connect(model, &QAbstractItemModel::modelReset, view, [view] {
        view->resizeColumnsToContents();
    });
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CatalogWindow::updateActions);
    connect(view, &QAbstractItemView::doubleClicked, this, [this, proxy](const QModelIndex& i) {
        if (proxy->data(i, CatalogTableModel::IsUserRole).toBool())
            editRow();
        else
            duplicateRow();
    });
    m_models.insert(kind, model);
    m_proxies.insert(kind, proxy);
    m_views.insert(kind, view);
    return view;
}

fleet::CatalogKind CatalogWindow::currentKind() const
{
    return CatalogColumns::shownKinds().value(m_tabs->currentIndex(), fleet::CatalogKind::Accelerators);
}

void CatalogWindow::showKind(fleet::CatalogKind kind)
{
    m_tabs->setCurrentIndex(static_cast<int>(CatalogColumns::shownKinds().indexOf(kind)));
}

bool CatalogWindow::selectRow(const QString& id)
{
    const fleet::CatalogKind kind = currentKind();
    const int source = m_models.value(kind)->rowOf(id);
    if (source < 0)
        return false;
    QModelIndex i = m_proxies.value(kind)->mapFromSource(m_models.value(kind)->index(source, 0));
    if (!i.isValid()) {
        m_search->clear();
        i = m_proxies.value(kind)->mapFromSource(m_models.value(kind)->index(source, 0));
    }
    QTableView* v = m_views.value(kind);
    v->selectionModel()->select(i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    v->setCurrentIndex(i);
    v->scrollTo(i);
    return true;
}

QString CatalogWindow::selectedId() const
{
    const QTableView* v = m_views.value(currentKind());
    const QModelIndexList rows = v ? v->selectionModel()->selectedRows() : QModelIndexList();
    return rows.isEmpty() ? QString() : rows.first().data(CatalogTableModel::RowIdRole).toString();
}

void CatalogWindow::updateActions()
{
    const fleet::CatalogKind kind = currentKind();
    const QString table = m_models.value(kind)->table();
    const CatalogRowSet::Entry* e = m_rows->find(table, selectedId());
    const bool writable = m_rows->writable();
    m_new->setEnabled(writable);
    m_duplicate->setEnabled(writable && e);
    m_edit->setEnabled(writable && e && e->user);
    m_delete->setEnabled(writable && e && e->user);
    m_import->setEnabled(writable);
    m_importModel->setVisible(kind == fleet::CatalogKind::Models);
    m_importModel->setEnabled(writable);
    const QString readOnly = tr("Built-in rows are read-only: duplicate the row to make an editable copy");
    m_edit->setToolTip(e && !e->user ? readOnly : tr("Edit the selected user row (F2)"));
    m_delete->setToolTip(e && !e->user ? readOnly : tr("Delete the selected user row"));
    const CatalogTableModel* model = m_models.value(kind);
    m_count->setText(tr("%1 — rows: %2, user rows: %3, shown: %4")
                         .arg(CatalogColumns::tableTitle(kind))
                         .arg(model->rowCount())
                         .arg(model->userRowCount())
                         .arg(m_proxies.value(kind)->rowCount()));
}

QString CatalogWindow::freeId(const QString& table, const QString& base) const
{
    QString id = base + QStringLiteral("-copy");
    for (int n = 2; m_rows->find(table, id); ++n)
        id = QStringLiteral("%1-copy%2").arg(base).arg(n);
    return id;
}

bool CatalogWindow::runEditor(CatalogRowEditor& editor)
{
    editor.setRowExists([this](const QString& table, const QString& id) {
        return m_rows->find(table, id) != nullptr;
    });
    return m_editorHook ? m_editorHook(editor) : editor.exec() == QDialog::Accepted;
}

bool CatalogWindow::ask(const QString& title, const QString& text)
{
    if (m_question)
        return m_question(text);
    return QMessageBox::question(this, title, text, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) ==
           QMessageBox::Yes;
}

void CatalogWindow::showError(const QString& text)
{
    statusBar()->showMessage(text, 15000);
    if (!m_question) // tests read the status bar
        QMessageBox::warning(this, tr("Catalog not changed"), text);
}

QString CatalogWindow::commit(const QList<RowChange>& changes, const QString& text)
{
    QList<RowChange> before = CatalogEditCommand::inverse(*m_rows, changes);
    if (const QString err = m_rows->apply(changes); !err.isEmpty())
        return err;
    auto* cmd = new CatalogEditCommand(m_rows, std::move(before), changes, text, [this](const QString& err) {
        showError(tr("Undo or redo could not be written: %1").arg(err));
    });
    m_undo->push(cmd);
    return {};
}

void CatalogWindow::newRow()
{
    const QString table = m_models.value(currentKind())->table();
    CatalogRow start{table, {}};
    start.values.insert(QStringLiteral("kind"), QStringLiteral("estimate"));
    start.values.insert(QStringLiteral("as_of"), QDate::currentDate().toString(Qt::ISODate));
    addThroughEditor(table, start);
}

void CatalogWindow::duplicateRow()
{
    const QString table = m_models.value(currentKind())->table();
    const CatalogRowSet::Entry* e = m_rows->find(table, selectedId());
    if (!e || !m_rows->writable())
        return;
    CatalogRow copy = e->row;
    copy.values.insert(QStringLiteral("id"), freeId(table, e->row.id()));
    copy.values.insert(QStringLiteral("name"), tr("%1 (copy)").arg(e->row.value(QStringLiteral("name")).toString()));
    // The copy is the user's estimate, not the original's datasheet or textbook figure (issue 31): its provenance
    // says so until the user states another.
    copy.values.insert(QStringLiteral("source"), QStringLiteral("user"));
    copy.values.insert(QStringLiteral("kind"), QStringLiteral("estimate"));
    copy.values.insert(QStringLiteral("as_of"), QDate::currentDate().toString(Qt::ISODate));
    copy.values.remove(QStringLiteral("notes"));
    addThroughEditor(table, copy);
}

// New and Duplicate: the editor starts from `start`; an id already in the table is refused there.
void CatalogWindow::addThroughEditor(const QString& table, const CatalogRow& start)
{
    CatalogRowEditor editor(
        table, start, CatalogRowEditor::Mode::New,
        [this, table](const QString& id) {
            return m_rows->find(table, id) != nullptr;
        },
        this);
    if (!runEditor(editor) || !editor.isValid())
        return;
    const CatalogRow row = editor.row();
    if (const QString err = commit({{table, row.id(), row}}, tr("Add %1 row %2").arg(table, row.id())); !err.isEmpty())
        return showError(err);
    selectRow(row.id());
}

void CatalogWindow::editRow()
{
    const QString table = m_models.value(currentKind())->table();
    const CatalogRowSet::Entry* e = m_rows->find(table, selectedId());
    if (!e || !e->user || !m_rows->writable())
        return;
    CatalogRowEditor editor(table, e->row, CatalogRowEditor::Mode::Edit, {}, this);
    if (!runEditor(editor) || !editor.isValid())
        return;
    const CatalogRow row = editor.row();
    if (row == e->row)
        return;
    if (const QString err = commit({{table, row.id(), row}}, tr("Edit %1 row %2").arg(table, row.id())); !err.isEmpty())
        return showError(err);
    selectRow(row.id());
}

void CatalogWindow::deleteRow()
{
    const fleet::CatalogKind kind = currentKind();
    const QString table = m_models.value(kind)->table();
    const QString id = selectedId();
    const CatalogRowSet::Entry* e = m_rows->find(table, id);
    if (!e || !e->user || !m_rows->writable())
        return;
    const QStringList uses = m_usage ? m_usage(kind, id) : QStringList();
    if (!uses.isEmpty()) {
        const QString after = e->overridesBuiltin ? tr("The plan will then use the built-in row of this id.")
                                                  : tr("The plan will then name a row the catalog lacks.");
        if (!ask(tr("Delete a row the plan uses"), tr("The open plan uses %1 in: %2.\n%3\n\nDelete it anyway?")
                                                       .arg(id, uses.join(QStringLiteral(", ")), after)))
            return;
    }
    if (const QString err = commit({{table, id, std::nullopt}}, tr("Delete %1 row %2").arg(table, id)); !err.isEmpty())
        showError(err);
}

} // namespace fleet::views

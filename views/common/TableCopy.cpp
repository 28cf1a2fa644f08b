#include "common/TableCopy.h"

#include <QAbstractItemView>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QTableView>
#include <QItemSelectionModel>

#include <set>

namespace fleet::views {

namespace {

QString clean(QString s)
{
    s.replace(u'\t', u' ');
    s.replace(u'\n', u' ');
    return s;
}

} // namespace

QString TableCopy::tsv(const QAbstractItemView* view)
{
    const QAbstractItemModel* m = view->model();
    if (!m)
        return {};
    std::set<int> rows, cols;
    if (const QItemSelectionModel* sel = view->selectionModel())
        for (const QModelIndex& i : sel->selectedIndexes()) {
            rows.insert(i.row());
            cols.insert(i.column());
        }
    if (rows.empty()) {
        for (int r = 0; r < m->rowCount(); ++r)
            rows.insert(r);
        for (int c = 0; c < m->columnCount(); ++c)
            cols.insert(c);
    }
    // Row headers (e.g. the memory grid's TP values) become the first column when the table shows them.
    const auto* table = qobject_cast<const QTableView*>(view);
    const bool rowHeaders = table && !table->verticalHeader()->isHidden();
    QStringList header;
    if (rowHeaders)
        header << QString();
    for (int c : cols)
        header << clean(m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    QString out = header.join(u'\t') + u'\n';
    for (int r : rows) {
        QStringList line;
        if (rowHeaders)
            line << clean(m->headerData(r, Qt::Vertical, Qt::DisplayRole).toString());
        for (int c : cols)
            line << clean(m->data(m->index(r, c), Qt::DisplayRole).toString());
        out += line.join(u'\t') + u'\n';
    }
    return out;
}

void TableCopy::install(QAbstractItemView* view)
{
    auto* copy = new QAction(tr("Copy as TSV"), view);
    copy->setObjectName(QStringLiteral("copyAsTsv"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    copy->setToolTip(tr("Copy the selected rows (or the whole table) with the header, tab-separated"));
    QObject::connect(copy, &QAction::triggered, view, [view] { QGuiApplication::clipboard()->setText(tsv(view)); });
    view->addAction(copy);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace fleet::views

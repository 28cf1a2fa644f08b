#include "common/ColumnFit.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace fleet::views {

namespace {

// The index's text advance in the font it is drawn in.
int textAdvance(const QTableView* view, const QModelIndex& index)
{
    const QVariant font = index.data(Qt::FontRole);
    const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : view->font());
    return metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString());
}

} // namespace

ColumnFit::ColumnFit(QTableView* view, int column) : QObject(view), m_view(view), m_column(column)
{
    view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Fixed);
    QAbstractItemModel* model = view->model();
    connect(model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& from, const QModelIndex& to) {
        if (from.column() <= m_column && m_column <= to.column()) {
            markChanged(from.row(), to.row());
            measureVisible();
        }
    });
    // Rows or their order are new: every row is measured (a table's keys change rarely; an edit keeps them).
    connect(model, &QAbstractItemModel::modelReset, this, &ColumnFit::refit);
    connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnFit::refit);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFit::refit);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &ColumnFit::refit);
    connect(model, &QAbstractItemModel::rowsMoved, this, &ColumnFit::refit);
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, &ColumnFit::measureVisible);
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
    refit();
}

bool ColumnFit::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LocaleChange:
        if (watched == m_view)
            refit();
        break;
    case QEvent::Show:
    case QEvent::Resize: // more rows on screen
        measureVisible();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

int ColumnFit::measuredWidth(int row) const
{
    // What QTableView::sizeHintForColumn takes for one row: the delegate's size hint, and the grid line.
    const QModelIndex index = m_view->model()->index(row, m_column);
    return m_view->sizeHintForIndex(index).width() + (m_view->showGrid() ? 1 : 0);
}

void ColumnFit::refit()
{
    const QAbstractItemModel* model = m_view->model();
    QHeaderView* header = m_view->horizontalHeader();
    const int rows = model->rowCount();
    m_changed.assign(static_cast<std::size_t>(rows), false);
    m_widestAdvance = 0;
    for (int row = 0; row < rows; ++row)
        m_widestAdvance = std::max(m_widestAdvance, textAdvance(m_view, model->index(row, m_column)));
    // As QHeaderView sizes a ResizeToContents section.
    const auto* view = static_cast<const QAbstractItemView*>(m_view); // QTableView's override is protected
    const int width = std::max(view->sizeHintForColumn(m_column), header->sectionSizeHint(m_column));
    header->resizeSection(m_column, std::clamp(width, header->minimumSectionSize(), header->maximumSectionSize()));
}

void ColumnFit::markChanged(int first, int last)
{
    if (static_cast<int>(m_changed.size()) != m_view->model()->rowCount()) {
        refit();
        return;
    }
    for (int row = std::max(first, 0); row <= last && row < static_cast<int>(m_changed.size()); ++row)
        m_changed[static_cast<std::size_t>(row)] = true;
}

void ColumnFit::measureVisible()
{
    if (!m_view->isVisible() || m_changed.empty())
        return;
    const int rows = static_cast<int>(m_changed.size());
    int first = m_view->rowAt(0);
    int last = m_view->rowAt(m_view->viewport()->height() - 1);
    if (first < 0)
        first = 0;
    if (last < 0) // the rows end above the viewport's bottom
        last = rows - 1;
    QHeaderView* header = m_view->horizontalHeader();
    int width = header->sectionSize(m_column);
    for (int row = first; row <= last && row < rows; ++row) {
        if (!m_changed[static_cast<std::size_t>(row)])
            continue;
        m_changed[static_cast<std::size_t>(row)] = false;
        // No wider than a text that fits: fits (the style adds the same margins to every text of the column).
        const int advance = textAdvance(m_view, m_view->model()->index(row, m_column));
        if (advance <= m_widestAdvance)
            continue;
        m_widestAdvance = advance;
        width = std::max(width, measuredWidth(row));
    }
    if (width > header->sectionSize(m_column))
        header->resizeSection(m_column, std::min(width, header->maximumSectionSize()));
}

} // namespace fleet::views

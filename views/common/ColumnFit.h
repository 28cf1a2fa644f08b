#pragma once
// Keeps one column of a table as wide as its texts without measuring every row on every change. With
// QHeaderView::ResizeToContents the header measured each row of the column (the style's full item layout) after
// any dataChanged, and an edit changes most values: ~8 M instructions per Training edit between the tab's table
// and the results dock (issue #12). Here the column is Fixed: a reset (or rows, layout, font, style or locale
// changing) measures it as ResizeToContents does, narrower included; a changed row is measured when it is on
// screen (now, or when it is scrolled or resized into view, before it is painted), and the column only grows.
// A text no wider (font metrics) than the widest one measured so far needs no style measurement.
#include <QObject>

#include <vector>

class QTableView;

namespace fleet::views {

class ColumnFit : public QObject {
    Q_OBJECT
public:
    // Owned by `view`; connects to its current model (set the model first).
    ColumnFit(QTableView* view, int column);
    // Measures every row as ResizeToContents would and sets the width (wider or narrower).
    void refit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void markChanged(int first, int last);
    void measureVisible(); // the changed rows on screen: grow the column when one needs more
    int measuredWidth(int row) const;

    QTableView* m_view;
    int m_column;
    std::vector<bool> m_changed; // by row: changed since it was last measured
    int m_widestAdvance = 0;     // QFontMetrics advance of the widest text measured
};

} // namespace fleet::views

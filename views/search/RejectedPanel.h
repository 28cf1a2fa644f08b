#pragma once
// The Search tab's rejected configurations (a tab below the chart): per reason, how many and why the first one
// was rejected, in a scrolling label, since the messages can be long.
#include "search/DesignSearch.h"

#include <QScrollArea>

class QLabel;

namespace fleet::views {

class RejectedPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit RejectedPanel(QWidget* parent = nullptr);
    // Shows r's rejected configurations; returns how many there were in all.
    std::int64_t setResult(const fleet::SearchResult& r);
    QLabel* label() const { return m_label; }

private:
    QLabel* m_label;
};

} // namespace fleet::views

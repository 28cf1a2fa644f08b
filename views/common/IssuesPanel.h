#pragma once
#include "results/Issue.h"

#include <QListWidget>

#include <vector>

namespace fleet::views {

// The validation messages of the latest evaluation; activating one asks to focus its input.
class IssuesPanel : public QListWidget {
    Q_OBJECT
public:
    explicit IssuesPanel(QWidget* parent = nullptr);
    void setIssues(const std::vector<fleet::Issue>& issues);

signals:
    void focusKeyRequested(const QString& key);
};

} // namespace fleet::views

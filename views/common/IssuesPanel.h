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
    // An Info row shown above the issues until replaced (e.g. the limits of the preset the plan comes
    // from); empty removes it.
    void setNote(const QString& note);
    QString note() const { return m_note; }

signals:
    void focusKeyRequested(const QString& key);

private:
    void rebuild();
    std::vector<fleet::Issue> m_issues;
    QString m_note;
};

} // namespace fleet::views

#include "common/IssuesPanel.h"

#include "i18n/IssueText.h"

#include <QStyle>

namespace fleet::views {

IssuesPanel::IssuesPanel(QWidget* parent) : QListWidget(parent)
{
    setWordWrap(true);
    connect(this, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit focusKeyRequested(item->data(Qt::UserRole).toString()); });
}

void IssuesPanel::setIssues(const std::vector<fleet::Issue>& issues)
{
    m_issues = issues;
    rebuild();
}

void IssuesPanel::setNote(const QString& note)
{
    if (note == m_note)
        return;
    m_note = note;
    rebuild();
}

void IssuesPanel::rebuild()
{
    const std::vector<fleet::Issue>& issues = m_issues;
    clear();
    if (!m_note.isEmpty()) {
        auto* item = new QListWidgetItem(style()->standardIcon(QStyle::SP_MessageBoxInformation), m_note, this);
        item->setData(Qt::UserRole, QString());
        item->setToolTip(m_note);
    }
    for (const fleet::Issue& i : issues) {
        const QStyle::StandardPixmap icon = i.severity == fleet::Severity::Error     ? QStyle::SP_MessageBoxCritical
                                            : i.severity == fleet::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                                     : QStyle::SP_MessageBoxInformation;
        auto* item = new QListWidgetItem(style()->standardIcon(icon), fleet::app::issueText(i), this);
        item->setData(Qt::UserRole, QString::fromStdString(i.key));
    }
    if (issues.empty()) {
        auto* item = new QListWidgetItem(tr("No issues: every input is valid."), this);
        item->setFlags(Qt::NoItemFlags);
    }
}

} // namespace fleet::views

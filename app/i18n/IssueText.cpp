#include "i18n/IssueText.h"

#include "i18n/ModelText.h"

#include "results/IssueTemplates.h"

#include <QCoreApplication>

namespace fleet::app {

namespace {

std::string readableNumber(std::string formatted)
{
    const QString n = QString::fromStdString(formatted);
    const QString r = withoutENotation(n);
    return r == n ? formatted : r.toStdString();
}

} // namespace

QString issueTemplateText(fleet::IssueCode code)
{
    return QCoreApplication::translate(kIssueContext, fleet::issueTemplate(code).text);
}

QString issueText(const fleet::Issue& issue)
{
    fleet::Issue shown = issue;
    for (int i = 0; i < shown.argCount; ++i)
        if (fleet::IssueArg& a = shown.args[static_cast<std::size_t>(i)]; a.phraseText)
            a.text = modelText(*a.phraseText).toStdString();
    const QByteArray templ = issueTemplateText(issue.code).toUtf8();
    return QString::fromStdString(
        fleet::renderIssue(std::string_view(templ.constData(), std::size_t(templ.size())), shown, readableNumber));
}

} // namespace fleet::app

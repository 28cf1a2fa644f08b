#pragma once
// The text of an issue in the current language (issue #12): its code's template translated in the context
// "fleet::issue" (every template is listed for lupdate by tools/model_strings), then the issue's parameters
// substituted with the template's own format specs. Catalog names, ids and keys stay as they are; a Phrase
// parameter (English prose from the model) goes through modelText(); fmt's 3.4e+06 reads 3.4 × 10⁶.
// Without a translation the text is the English one, numbers aside.
#include "results/Issue.h"

#include <QString>

namespace fleet::app {

inline constexpr char kIssueContext[] = "fleet::issue";

QString issueText(const fleet::Issue& issue);
// The translated template of a code (its English template when there is no translation).
QString issueTemplateText(fleet::IssueCode code);

} // namespace fleet::app

#pragma once
// Translation of the English text that model/ (Qt-free) produces: derivation descriptions, sections and
// notes, input descriptions, staircase tiers and workload labels. Issues are not translated here: each has a
// code and a translatable template (i18n/IssueText.h).
//
// A model string is looked up in the translation context "fleet::model" after turning it into a
// *template*: catalog names and ids, quoted words ('…') and numbers become %1, %2, … in order of
// appearance. The translated template is then filled with the original pieces, so "H100 SXM dense FP8
// peak (catalog)" and "B200 dense FP8 peak (catalog)" share one translation. A template without a
// translation comes out in English, unchanged. i18n/ModelStrings.cpp lists every template the presets and
// the extreme scenarios of tools/model-strings produce (QT_TRANSLATE_NOOP), so lupdate picks them up.
#include <QString>
#include <QStringList>

#include <string>

namespace fleet {
struct Catalog;
}

namespace fleet::app {

inline constexpr char kModelTextContext[] = "fleet::model";

struct ModelTextTemplate {
    QString text;      // English with %1, %2, …
    QStringList parts; // what the placeholders stood for
};

// At most this many catalog names and ids become placeholders (the built-in ones always): they form one
// regular expression, which must stay small enough to compile and quick to match.
inline constexpr int kMaxModelTextNames = 2000;

// Proper nouns that become placeholders: catalog names and ids and the precision names. Call once at
// start-up (GUI thread) with the catalog in use; modelText() is for the GUI thread only.
void setModelTextNames(const fleet::Catalog& catalog);
QStringList modelTextNames(const fleet::Catalog& catalog);

// "3.4e+06" -> "3.4 × 10⁶" in the current locale; anything else unchanged.
QString withoutENotation(const QString& number);

ModelTextTemplate modelTextTemplate(const QString& english);
// Translation of a model string in the current language, English if there is none.
QString modelText(const std::string& english);
QString modelText(const QString& english);

} // namespace fleet::app

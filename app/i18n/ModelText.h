#pragma once
// Translation of the English text that model/ (Qt-free) produces: derivation descriptions and sections,
// input descriptions and choices, staircase tiers, workload labels and the phrases inside issues. Issues
// themselves have a code and a translatable template (i18n/IssueText.h).
//
// Nothing is guessed from the English (docs/architecture.md, "Translation"). A fleet::Text made by
// Text::format is looked up by its pattern with the placeholders numbered %1, %2, …
// (fleet::Text::translationKey), and the translation is filled with the pattern's arguments: phrases (a Text
// or a string literal) translated in turn, data (catalog names, ids, numbers) as they are. Any other Text is
// its own key, whole; catalog names and other data have no translation and stay as they are. A key without a
// translation comes out in English. i18n/ModelStrings.cpp lists every key the presets and the extreme
// scenarios of tools/model_strings produce (QT_TRANSLATE_NOOP), so that lupdate picks them up, in the
// translation context "fleet::model".
#include <QString>

#include <string>

namespace fleet {
class Text;
}

namespace fleet::app {

inline constexpr char kModelTextContext[] = "fleet::model";

// "3.4e+06" -> "3.4 × 10⁶" in the current locale; anything else unchanged.
QString withoutENotation(const QString& number);

// A model Text in the current language, English where there is no translation. For the GUI thread.
QString modelText(const fleet::Text& text);
// A whole English phrase of the model (an input's description, a choice, a sensitivity input's name),
// looked up as it is.
QString modelPhrase(const std::string& english);

} // namespace fleet::app

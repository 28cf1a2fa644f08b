#pragma once
// Collects every English text model/ shows to users (derivation descriptions and sections, input descriptions,
// ranges and choices, staircase tiers, workload labels, sensitivity labels; issues have their own templates)
// over the built-in presets and, for each, every input at its minimum and maximum, every choice and every
// catalog id, and turns each into its translation keys (fleet::Text::translationKey, a phrase argument's key
// too). The result is written to i18n/ModelStrings.cpp as QT_TRANSLATE_NOOP entries.
#include "hardware/Catalog.h"
#include "results/Text.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <string>

namespace fleet::i18n {

// Calls `text` for every model Text shown and `phrase` for every whole English phrase (an input's
// description or choice, a sensitivity input's name) the collection sees, repeats included.
void visitModelText(const fleet::Catalog& catalog, const std::function<void(const fleet::Text&)>& text,
                    const std::function<void(const std::string&)>& phrase);

QStringList collectModelTemplates(const fleet::Catalog& catalog); // sorted, unique
QString modelStringsSource(const QStringList& templates);          // the text of i18n/ModelStrings.cpp

} // namespace fleet::i18n
